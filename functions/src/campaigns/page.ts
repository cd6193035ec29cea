import type { CampaignEdit, ExportFormat } from '../contract/campaign-page.js';
import { adsOf, type Campaign } from '../contract/campaigns.js';
import { PLAN_LIMITS, type Plan } from '../contract/plans.js';
import { HttpError } from '../errors.js';
import { msg } from '../i18n/messages.js';
import type { CampaignsRepo } from '../repos/campaigns.js';
import { editChanges } from './edit.js';
import { editorCsv, exportFileName, keywordsCsv, type EditorExtras } from './export-csv.js';
import { adLanguageOf } from '../contract/ad-languages.js';
import { bundledRateFor } from '../contract/currency-rates.js';
import { planAssets, type AssetProfile } from '../copy/assets.js';
import { accountDailyBudget } from '../currency/currency.js';
import { validInput } from '../repos/campaigns.js';

const notFound = () => new HttpError('NOT_FOUND', msg('campaign.notInAccount'));

/**
 * The ad lines an edit may teach the business profile from: those of the groups whose ad the owner
 * edited, and for lines sent to every group, the ones the owner was shown (the first group's).
 */
const adLines = (campaign: Campaign, edit: CampaignEdit): string[] => {
  if (!campaign.strategy) return [];
  const edited = new Set((edit.adGroups ?? []).filter((g) => g.ad).map((g) => g.name));
  const all = edit.applyToAllGroups === true && Boolean(edit.headlines ?? edit.descriptions);
  const ads = adsOf(campaign.strategy).filter((ad, i) => edited.has(ad.group) || (all && i === 0));
  return [...new Set(ads.flatMap((ad) => [...ad.headlines, ...ad.descriptions]))];
};

/** The campaign page: read, edit and export one of the user's campaigns. */
export function campaignPageService(deps: {
  campaigns: CampaignsRepo;
  plan: (uid: string) => Promise<Plan>;
  /** Premium: the business profile learns from the owner's ad copy edits (the lines before and after). */
  learn: (uid: string, plan: Plan, before: string[], after: string[]) => Promise<void>;
  /** The owner's business profile (pages, phone, priced offers feed the exported assets). */
  profile?: (uid: string) => Promise<AssetProfile | undefined>;
}) {
  const { campaigns } = deps;

  async function get(uid: string, id: string): Promise<Campaign> {
    const campaign = await campaigns.get(uid, id);
    if (!campaign) throw notFound();
    return campaign;
  }

  return {
    /** The campaign; 404 when it is not the user's. */
    get,

    /** The edit applied (nothing changed on a refusal); a headline or description edit teaches the profile. */
    async edit(uid: string, id: string, edit: CampaignEdit): Promise<Campaign> {
      let before: string[] = [];
      const campaign = await campaigns.update(uid, id, (current) => {
        before = adLines(current, edit);
        return editChanges(current, edit);
      });
      if (!campaign) throw notFound();
      if (edit.headlines || edit.descriptions || edit.adGroups?.some((g) => g.ad)) {
        // Learning is a bonus: the edit is saved whatever happens to it.
        await deps
          .plan(uid)
          .then((plan) => deps.learn(uid, plan, before, adLines(campaign, edit)))
          .catch(() => undefined);
      }
      return campaign;
    },

    /** The campaign as a CSV file (Premium): Google Ads Editor's import, or the keywords. */
    async export(uid: string, id: string, format: ExportFormat): Promise<{ fileName: string; csv: string }> {
      const [campaign, plan] = await Promise.all([get(uid, id), deps.plan(uid)]);
      if (!PLAN_LIMITS[plan].googleAds) throw new HttpError('PREMIUM_REQUIRED', msg('campaign.exportPremium'));
      if (!campaign.strategy) throw new HttpError('CONFLICT', msg('campaign.exportNoStrategy'));
      const csv =
        format === 'editor-csv'
          ? editorCsv(campaign, campaign.strategy, editorExtras(campaign, await deps.profile?.(uid).catch(() => undefined)))
          : keywordsCsv(campaign.strategy);
      return { fileName: exportFileName(campaign.name, format === 'editor-csv' ? 'google-ads-editor' : 'keywords'), csv };
    },
  };
}

/**
 * The money and assets of the Editor export. Once in Google Ads: the account's currency and the
 * daily budget sent. Before: the place's currency at the dated reference rate (the owner's own
 * figure when they gave it in that currency), else the SPEC's US dollars. The assets are the ones
 * creation would send, prices only in that currency.
 */
function editorExtras(campaign: Campaign, profile: AssetProfile | undefined): EditorExtras {
  const input = validInput(campaign);
  const sent = campaign.googleAds;
  // The first of the places picked (several places, or one), as every other screen reads the campaign's money.
  const country = campaign.place?.countryCode ?? campaign.places?.[0]?.countryCode;
  const local = country ? bundledRateFor(country) : undefined;
  const budget =
    sent?.currency && typeof sent.dailyBudget === 'number'
      ? { currency: sent.currency, daily: sent.dailyBudget }
      : local && input
        ? { currency: local.currency, daily: accountDailyBudget(input, local.currency, local.rate).amount }
        : { currency: 'USD', daily: campaign.strategy?.budget.daily ?? (campaign.budget ?? 0) / 7 };
  const finalUrl = campaign.pages.landing ?? '';
  const assets = input
    ? planAssets({
        payload: input,
        strategy: campaign.strategy,
        languageCode: adLanguageOf(campaign.language)?.code ?? 'en',
        profile,
        finalUrl,
        currency: budget.currency,
      })
    : undefined;
  return { budget, assets };
}
