import type { MATCH_TYPES } from '@contract/campaign-page';
import type { GoogleAdsProblem } from '@contract/campaign-fields';
import type { MessageId } from '@/lib/i18n';
import type { TermId } from '@/components/term';

/**
 * The campaign page's words that depend on a value: match types, statuses, form choices and the
 * upgrade labels, as message ids (the page translates them in the reader's language).
 */
export type MatchType = (typeof MATCH_TYPES)[number];

export const MATCH_LABELS: Record<MatchType, MessageId> = {
  EXACT: 'campaign.match.EXACT',
  PHRASE: 'campaign.match.PHRASE',
  BROAD: 'campaign.match.BROAD',
};

/** Each match type's entry in the glossary. */
export const MATCH_TERMS: Record<MatchType, TermId> = { EXACT: 'exactMatch', PHRASE: 'phraseMatch', BROAD: 'broadMatch' };

/** The upgrade button label for each plan below Premium (docs/product.md P6.3). */
export const UPGRADE_LABELS: Record<string, MessageId> = {
  BASIC: 'campaign.upgrade.BASIC',
  TRIAL: 'campaign.upgrade.TRIAL',
  PRO: 'campaign.upgrade.PRO',
};

/** The statuses the server stores (Draft, Strategy ready); anything else is shown as it comes. */
export const STATUS_LABELS: Record<string, MessageId> = {
  Draft: 'campaign.status.draft',
  'Strategy ready': 'campaign.status.ready', // i18n-ignore: the stored value
  // One status: the server writes these from the Google Ads status.
  'In Google Ads (paused)': 'campaign.status.adsPaused', // i18n-ignore: the stored value
  'In Google Ads (enabled)': 'campaign.status.adsEnabled', // i18n-ignore: the stored value
  'In Google Ads (removed)': 'campaign.status.adsRemoved', // i18n-ignore: the stored value
};

/** What keeps a campaign in Google Ads from serving fully, as the header shows it. */
export const PROBLEM_LABELS: Record<GoogleAdsProblem, MessageId> = {
  LIMITED_BY_BUDGET: 'campaign.problem.LIMITED_BY_BUDGET',
  ADS_DISAPPROVED: 'campaign.problem.ADS_DISAPPROVED',
  ADS_LIMITED_BY_POLICY: 'campaign.problem.ADS_LIMITED_BY_POLICY',
  UNDER_REVIEW: 'campaign.problem.UNDER_REVIEW',
  BILLING: 'campaign.problem.BILLING',
};

/** The form's choices (docs/product.md P3.1), as the reader's language names them. */
export const FACT_LABELS: Record<string, MessageId> = {
  Sales: 'campaign.objective.sales',
  Leads: 'campaign.objective.leads',
  'Website traffic': 'campaign.objective.traffic', // i18n-ignore: the stored value
  Search: 'campaign.type.search',
  Display: 'campaign.type.display',
  Shopping: 'campaign.type.shopping',
  Video: 'campaign.type.video',
  Performance: 'campaign.type.performance',
  App: 'campaign.type.app',
};
