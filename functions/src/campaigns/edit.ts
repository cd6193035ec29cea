import type { CampaignEdit } from '../contract/campaign-page.js';
import type { Campaign } from '../contract/campaigns.js';
import { campaignLintContext, lintAdCopy } from '../contract/copy-lint.js';
import { HttpError } from '../errors.js';
import { msg } from '../i18n/messages.js';
import { problemPhrase } from '../i18n/validation.js';
import { placesLabel } from '../contract/place-names.js';
import { legacyPlace } from '../contract/geo.js';

/**
 * The stored fields a validated edit changes. Strategy edits need a strategy (a Draft has none) and
 * are refused once the campaign is in Google Ads: the copy there would no longer match.
 */
export function editChanges(current: Campaign, edit: CampaignEdit): Partial<Campaign> {
  const changes: Partial<Campaign> = {};
  if (edit.name !== undefined) changes.name = edit.name;
  if (edit.landingPage !== undefined) changes.pages = { ...current.pages, landing: edit.landingPage };
  if (edit.places !== undefined) {
    // In Google Ads, places change there (with an undo), never only here.
    if (current.googleAds) throw new HttpError('CONFLICT', msg('places.inGoogleAds'));
    Object.assign(changes, { places: edit.places, location: placesLabel(edit.places), ...legacyPlace(edit.places) });
  }
  const touchesStrategy = edit.headlines ?? edit.descriptions ?? edit.adGroups ?? edit.negativeKeywords;
  if (touchesStrategy !== undefined || edit.landingPage !== undefined) {
    if (current.googleAds) {
      throw new HttpError('CONFLICT', msg('campaign.editInGoogleAds'));
    }
  }
  if (touchesStrategy !== undefined) {
    if (!current.strategy) {
      throw new HttpError('CONFLICT', msg('campaign.editNoStrategy'));
    }
    // The copy linter holds for edits too: Google's editorial rules, duplicates, language.
    if (edit.headlines || edit.descriptions) {
      const copy = {
        headlines: edit.headlines ?? current.strategy.headlines,
        descriptions: edit.descriptions ?? current.strategy.descriptions,
      };
      const [first] = lintAdCopy(copy, campaignLintContext(current));
      if (first)
        throw new HttpError(
          'INVALID_REQUEST',
          msg('request.field', { field: `${first.field}.${first.index}`, problem: problemPhrase(first.message) }),
          { field: `${first.field}.${first.index}` },
        );
    }
    // Each ad group keeps its own ad through a keyword edit, found by the group's name.
    // The owner's own headlines or descriptions are theirs: they become every group's ad.
    const ownAds = new Map(current.strategy.adGroups.map((g) => [g.name, g.ad]));
    // The page sends the whole draft: lines equal to the stored ones are no edit.
    const same = (a: string[] | undefined, b: string[]) => !a || (a.length === b.length && a.every((x, i) => x === b[i]));
    const copyEdited = !same(edit.headlines, current.strategy.headlines) || !same(edit.descriptions, current.strategy.descriptions);
    const groups = (edit.adGroups ?? current.strategy.adGroups).map(({ name, keywords }) => {
      const ad = copyEdited ? undefined : ownAds.get(name);
      return { name, keywords, ...(ad ? { ad } : {}) };
    });
    changes.strategy = {
      ...current.strategy,
      ...(edit.headlines && { headlines: edit.headlines }),
      ...(edit.descriptions && { descriptions: edit.descriptions }),
      adGroups: groups,
      ...(edit.negativeKeywords && { negativeKeywords: edit.negativeKeywords }),
    };
  }
  if (Object.keys(changes).length === 0) throw new HttpError('INVALID_REQUEST', msg('campaign.nothingToChange'));
  return changes;
}
