import { currencyInfo } from '../../currency/currency.js';
import type { HttpError } from '../../errors.js';
import { HEADLINE_MAX_CHARS, DESCRIPTION_MAX_CHARS, charLength } from '../../adapters/google-ads/ad-text.js';
import { CALLOUT_MAX, SITELINK_DESCRIPTION_MAX, SITELINK_TEXT_MAX } from '../../adapters/google-ads/assets.js';
import { mapGoogleAdsError } from '../../adapters/google-ads-client/errors.js';
import type { GoogleAdsOperation } from '../../adapters/google-ads/operations.js';

/**
 * The rules the sandbox enforces the way Google does (issue 15): text lengths (RSA headlines ≤ 30,
 * descriptions ≤ 90, sitelink text ≤ 25 and descriptions ≤ 35, callouts ≤ 25), unique headlines, a
 * final URL on every ad, and a daily budget not below the currency's minimum. A refusal is a
 * GoogleAdsFailure-shaped object (error_code oneof + message + field path), mapped by the same
 * code that maps Google's own failures.
 */
const CODES = {
  STRING_TOO_LONG: { string_length_error: 3 },
  REQUIRED: { required_field_error: 2 },
  DUPLICATE: { asset_error: 3 },
  BUDGET_BELOW_MINIMUM: { campaign_budget_error: 22 },
} as const;

interface GoogleAdsErrorShape {
  error_code: Record<string, number>;
  message: string;
  location: { field_path_elements: { field_name: string; index?: number }[] };
}

export function sandboxFailure(operations: GoogleAdsOperation[], currency: string): { errors: GoogleAdsErrorShape[] } | undefined {
  const errors: GoogleAdsErrorShape[] = [];
  const at = (index: number, ...path: string[]) => ({
    field_path_elements: [{ field_name: 'mutate_operations', index }, ...path.map((field_name) => ({ field_name }))],
  });
  const tooLong = (index: number, text: string | null | undefined, max: number, ...path: string[]) => {
    if (charLength(text ?? '') > max)
      errors.push({ error_code: CODES.STRING_TOO_LONG, message: 'Too long.', location: at(index, ...path) });
  };

  operations.forEach((op, i) => {
    if (op.entity === 'campaign_budget') {
      const min = currencyInfo(currency).minDailyBudget * 1_000_000;
      if (Number(op.resource.amount_micros ?? 0) < min) {
        errors.push({
          error_code: CODES.BUDGET_BELOW_MINIMUM,
          message: `Budget is below the per-day minimum for ${currencyInfo(currency).code}.`,
          location: at(i, 'campaign_budget_operation', 'create', 'amount_micros'),
        });
      }
    }
    if (op.entity === 'ad_group_ad') {
      const ad = op.resource.ad;
      if (!ad?.final_urls?.length || !ad.final_urls[0]) {
        errors.push({
          error_code: CODES.REQUIRED,
          message: 'The required field was not present.',
          location: at(i, 'ad_group_ad_operation', 'create', 'ad', 'final_urls'),
        });
      }
      const headlines = ad?.responsive_search_ad?.headlines ?? [];
      const seen = new Set<string>();
      headlines.forEach((h) => {
        tooLong(i, h.text, HEADLINE_MAX_CHARS, 'ad_group_ad_operation', 'create', 'ad', 'responsive_search_ad', 'headlines', 'text');
        const key = (h.text ?? '').toLowerCase();
        if (seen.has(key)) {
          errors.push({
            error_code: CODES.DUPLICATE,
            message: 'Duplicate asset.',
            location: at(i, 'ad_group_ad_operation', 'create', 'ad', 'responsive_search_ad', 'headlines'),
          });
        }
        seen.add(key);
      });
      for (const d of ad?.responsive_search_ad?.descriptions ?? []) {
        tooLong(i, d.text, DESCRIPTION_MAX_CHARS, 'ad_group_ad_operation', 'create', 'ad', 'responsive_search_ad', 'descriptions', 'text');
      }
    }
    if (op.entity === 'asset') {
      const s = op.resource.sitelink_asset;
      if (s) {
        tooLong(i, s.link_text, SITELINK_TEXT_MAX, 'asset_operation', 'create', 'sitelink_asset', 'link_text');
        tooLong(i, s.description1, SITELINK_DESCRIPTION_MAX, 'asset_operation', 'create', 'sitelink_asset', 'description1');
        tooLong(i, s.description2, SITELINK_DESCRIPTION_MAX, 'asset_operation', 'create', 'sitelink_asset', 'description2');
      }
      if (op.resource.callout_asset)
        tooLong(i, op.resource.callout_asset.callout_text, CALLOUT_MAX, 'asset_operation', 'create', 'callout_asset', 'callout_text');
    }
  });
  return errors.length ? { errors } : undefined;
}

/** The sandbox's answer to operations Google would refuse, as our API error; undefined when accepted. */
export function sandboxRefusal(operations: GoogleAdsOperation[], currency: string): HttpError | undefined {
  const failure = sandboxFailure(operations, currency);
  return failure ? mapGoogleAdsError(failure) : undefined;
}
