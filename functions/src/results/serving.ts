import type { AdsReport } from '../adapters/ads-results/types.js';
import type { GoogleAdsProblem } from '../contract/campaigns.js';
import type { InterfaceLanguage } from '../contract/languages.js';
import type { GoogleAdsCampaignStatus } from '../contract/results.js';
import { servingText, type ServingFacts } from './text.js';

export const BILLING_PROBLEM =
  'Billing is not set up in Google Ads: no ads run until you add a payment method (Google Ads → Billing → Setup).';

/** Google's primary status reasons in words a business owner can act on (in `language`; see text.ts). */
export function servingProblems(
  report: Pick<AdsReport, 'status' | 'statusReasons'> & { billingReady?: boolean },
  language: InterfaceLanguage = 'en',
): string[] {
  return servingText(report, language);
}

/** Google's reasons that name a problem every view shows beside the status. */
const PROBLEM_OF: Record<string, GoogleAdsProblem> = {
  BUDGET_CONSTRAINED: 'LIMITED_BY_BUDGET',
  HAS_ADS_DISAPPROVED: 'ADS_DISAPPROVED',
  HAS_ADS_LIMITED_BY_POLICY: 'ADS_LIMITED_BY_POLICY',
  MOST_ADS_UNDER_REVIEW: 'UNDER_REVIEW',
};

/** The serving problems kept with the campaign, as codes (the views word them). */
export function problemCodes(facts: ServingFacts): GoogleAdsProblem[] {
  if (facts.status === 'REMOVED') return [];
  const codes = facts.statusReasons.map((r) => PROBLEM_OF[r]).filter((c): c is GoogleAdsProblem => !!c);
  if (facts.billingReady === false) codes.push('BILLING');
  return [...new Set(codes)];
}

/**
 * The serving facts under the campaign's one status: figures read before an
 * enable or a pause keep their numbers, but the status and the reasons that depend on it follow
 * the status the campaign has now, so no view shows a banner that no longer applies.
 */
export function servingNow(facts: ServingFacts, status: GoogleAdsCampaignStatus): ServingFacts {
  if (facts.status === status) return facts;
  const stale = new Set(['CAMPAIGN_PAUSED', 'CAMPAIGN_REMOVED']);
  // Limited by budget only means something while the campaign runs.
  if (status !== 'ENABLED') stale.add('BUDGET_CONSTRAINED');
  return { ...facts, status, statusReasons: facts.statusReasons.filter((r) => !stale.has(r)) };
}
