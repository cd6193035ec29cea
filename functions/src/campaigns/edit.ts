import type { CampaignEdit, GroupAdEdit } from '../contract/campaign-page.js';
import { adsOf, type AdGroupAd, type Campaign, type GroupAd, type LineSource, type Strategy } from '../contract/campaigns.js';
import { campaignLintContext, lintAdCopy } from '../contract/copy-lint.js';
import { displayPath } from '../contract/display-path.js';
import { HttpError } from '../errors.js';
import { msg, type Localized } from '../i18n/messages.js';
import { problemPhrase } from '../i18n/validation.js';

type StoredGroup = Strategy['adGroups'][number];

const invalid = (field: string, problem: string | Localized) =>
  new HttpError('INVALID_REQUEST', msg('request.field', { field, problem }), { field });

/**
 * The stored fields a validated edit changes. Strategy edits need a strategy (a Draft has none) and
 * are refused once the campaign is in Google Ads: the copy there would no longer match.
 *
 * Each ad group is edited on its own: `adGroups` names only the groups being changed, and every
 * group not named stays exactly as stored. The top-level `headlines`/`descriptions` would replace
 * every group's own ad, so they are taken only with `applyToAllGroups` (the page asks first).
 */
export function editChanges(current: Campaign, edit: CampaignEdit): Partial<Campaign> {
  const changes: Partial<Campaign> = {};
  if (edit.name !== undefined) changes.name = edit.name;
  if (edit.landingPage !== undefined) changes.pages = { ...current.pages, landing: edit.landingPage };
  for (const field of ['headlines', 'descriptions'] as const) {
    if (edit[field] && edit.applyToAllGroups !== true)
      throw new HttpError('INVALID_REQUEST', msg('edits.applyToAllRequired', { field }), { field });
  }
  const touchesStrategy = edit.headlines ?? edit.descriptions ?? edit.adGroups ?? edit.negativeKeywords;
  if (touchesStrategy !== undefined || edit.landingPage !== undefined) {
    if (current.googleAds) {
      throw new HttpError('CONFLICT', msg('campaign.editInGoogleAds'));
    }
  }
  if (touchesStrategy !== undefined) {
    const strategy = current.strategy;
    if (!strategy) {
      throw new HttpError('CONFLICT', msg('campaign.editNoStrategy'));
    }
    const lint = lintWith(current);
    const ads = adsOf(strategy);
    const index = new Map(strategy.adGroups.map((g, i) => [g.name, i]));
    const edits = new Map<number, NonNullable<CampaignEdit['adGroups']>[number]>();
    (edit.adGroups ?? []).forEach((g, k) => {
      const at = index.get(g.name);
      const field = `adGroups.${k}.name`;
      if (at === undefined) throw new HttpError('INVALID_REQUEST', msg('edits.noSuchGroup', { field, name: g.name }), { field });
      if (edits.has(at)) throw new HttpError('INVALID_REQUEST', msg('edits.groupTwice', { field, name: g.name }), { field });
      if (g.ad) lint(g.ad, `adGroups.${k}.ad.`);
      edits.set(at, g);
    });
    const applyAll = edit.applyToAllGroups === true && (edit.headlines || edit.descriptions);
    const adGroups = strategy.adGroups.map((group, i) => {
      const change = edits.get(i);
      const own = ads[i]!;
      let next: StoredGroup = group;
      if (applyAll) {
        const ad = {
          headlines: edit.headlines ?? own.headlines,
          descriptions: edit.descriptions ?? own.descriptions,
          path1: group.ad?.path1 ?? '',
          path2: group.ad?.path2 ?? '',
        };
        lint(ad, '');
        next = { ...next, ad: ownerAd(group, own, ad) };
      }
      if (change?.keywords) next = { ...next, keywords: change.keywords };
      if (change?.ad) next = { ...next, ad: ownerAd(next, adsOf({ ...strategy, adGroups: [next] })[0] ?? own, change.ad) };
      return next;
    });
    changes.strategy = {
      ...strategy,
      adGroups,
      ...(edit.negativeKeywords && { negativeKeywords: edit.negativeKeywords }),
    };
  }
  if (Object.keys(changes).length === 0) throw new HttpError('INVALID_REQUEST', msg('campaign.nothingToChange'));
  return changes;
}

/** The copy linter holds for edits too: Google's editorial rules, duplicates, language; a 400 names the line. */
function lintWith(campaign: Campaign) {
  const ctx = campaignLintContext(campaign);
  return (ad: Pick<GroupAdEdit, 'headlines' | 'descriptions'>, prefix: string) => {
    const [first] = lintAdCopy({ headlines: ad.headlines, descriptions: ad.descriptions }, ctx);
    if (first) throw invalid(`${prefix}${first.field}.${first.index}`, problemPhrase(first.message));
  };
}

/**
 * A group's ad as the owner saved it: every line they wrote or changed is marked as theirs; a line
 * they kept keeps the source it had; the lines they deleted are remembered (never proposed back).
 */
export function ownerAd(group: StoredGroup, before: AdGroupAd, ad: GroupAdEdit): GroupAd {
  const sourceOf = (field: 'headlines' | 'descriptions') => {
    const old = before[field];
    const oldSources = group.ad?.sources?.[field];
    return (line: string): LineSource => {
      const at = old.indexOf(line);
      if (at < 0) return { kind: 'owner' };
      return oldSources?.[at] ?? { kind: 'generated' };
    };
  };
  const kept = new Set([...ad.headlines, ...ad.descriptions]);
  const deleted = [...before.headlines, ...before.descriptions].filter((line) => !kept.has(line));
  const removed = [...new Set([...(group.ad?.ownerRemoved ?? []).filter((line) => !kept.has(line)), ...deleted])];
  const path1 = displayPath(ad.path1);
  return {
    headlines: ad.headlines,
    descriptions: ad.descriptions,
    path1,
    path2: path1 ? displayPath(ad.path2) : '',
    sources: { headlines: ad.headlines.map(sourceOf('headlines')), descriptions: ad.descriptions.map(sourceOf('descriptions')) },
    ...(removed.length ? { ownerRemoved: removed } : {}),
  };
}
