import type { CampaignReport } from '../adapters/ads-results/types.js';
import type { InterfaceLanguage } from '../contract/languages.js';
import { servingText } from './text.js';

export const BILLING_PROBLEM =
  'Billing is not set up in Google Ads: no ads run until you add a payment method (Google Ads → Billing → Setup).';

/** Google's primary status reasons in words a business owner can act on (in `language`; see text.ts). */
export function servingProblems(
  report: Pick<CampaignReport, 'status' | 'statusReasons'> & { billingReady?: boolean },
  language: InterfaceLanguage = 'en',
): string[] {
  return servingText(report, language);
}
