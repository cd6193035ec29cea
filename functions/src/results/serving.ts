import type { CampaignReport } from '../adapters/ads-results/types.js';

/** Google's primary status reasons in words a business owner can act on. */
const WORDS: Record<string, string> = {
  CAMPAIGN_PAUSED: 'The campaign is paused, so its ads do not show. Enable it to start.',
  CAMPAIGN_REMOVED: 'The campaign was removed in Google Ads.',
  CAMPAIGN_PENDING: 'The campaign has not started yet (its start date is in the future).',
  CAMPAIGN_ENDED: 'The campaign has ended (its end date has passed).',
  BUDGET_CONSTRAINED: 'Limited by budget: the ads stop showing once the day’s budget is spent.',
  BUDGET_MISCONFIGURED: 'The budget is not set up correctly in Google Ads.',
  BIDDING_STRATEGY_LIMITED: 'The bid strategy is limited: it cannot reach its goal with the current settings.',
  BIDDING_STRATEGY_LEARNING: 'The bid strategy is still learning; results may vary for a few days.',
  SEARCH_VOLUME_LIMITED: 'Few people search for these keywords: the ads rarely show.',
  AD_GROUPS_PAUSED: 'All its ad groups are paused.',
  NO_AD_GROUPS: 'It has no ad groups.',
  KEYWORDS_PAUSED: 'All its keywords are paused.',
  NO_KEYWORDS: 'It has no keywords.',
  AD_GROUP_ADS_PAUSED: 'All its ads are paused.',
  NO_AD_GROUP_ADS: 'It has no ads.',
  HAS_ADS_DISAPPROVED: 'Some ads were disapproved under Google’s advertising policies. Check them in Google Ads.',
  HAS_ADS_LIMITED_BY_POLICY: 'Some ads are limited by Google’s advertising policies.',
  MOST_ADS_UNDER_REVIEW: 'Most ads are being reviewed by Google (usually within a business day).',
  MISSING_LOCATION_TARGETING: 'It has no location to show in.',
};

export const BILLING_PROBLEM = 'Billing is not set up in Google Ads: no ads run until you add a payment method (Google Ads → Billing → Setup).';

export function servingProblems(report: Pick<CampaignReport, 'status' | 'statusReasons'> & { billingReady?: boolean }): string[] {
  const out = report.statusReasons.filter((r) => r !== 'UNSPECIFIED' && r !== 'UNKNOWN').map((r) => WORDS[r] ?? `Google Ads reports: ${r.toLowerCase().replace(/_/g, ' ')}.`);
  if (report.status === 'PAUSED' && !report.statusReasons.includes('CAMPAIGN_PAUSED')) out.unshift(WORDS['CAMPAIGN_PAUSED']!);
  if (report.status === 'REMOVED' && !report.statusReasons.includes('CAMPAIGN_REMOVED')) out.unshift(WORDS['CAMPAIGN_REMOVED']!);
  if (report.billingReady === false) out.push(BILLING_PROBLEM);
  return out;
}
