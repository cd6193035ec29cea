import { normalizePlan, PRICE_KEYS, type Plan, type PriceKey } from '../contract/plans.js';
import type { PriceTable } from '../config.js';

/** Subscriptions that still give their plan (`past_due`: Stripe is retrying the payment). */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

export function isLive(status: string): boolean {
  return LIVE_STATUSES.has(status);
}

/** Which of our prices an id is, or undefined for any id we did not configure. */
export function priceKeyOf(priceId: string, prices: PriceTable): PriceKey | undefined {
  if (!priceId) return undefined;
  return PRICE_KEYS.find((key) => prices[key] === priceId);
}

/**
 * The plan a subscription gives (docs/product.md P6.1, P7.5): `trialing` is TRIAL;
 * the Trial price once active is PRO; an ended, unpaid or incomplete subscription, or a price we
 * did not configure, is BASIC.
 */
export function planForSubscription(sub: { status: string; priceId: string }, prices: PriceTable): Plan {
  const key = priceKeyOf(sub.priceId, prices);
  if (!key || !isLive(sub.status)) return 'BASIC';
  const pricePlan = key === 'TRIAL:monthly' ? 'PRO' : key.split(':')[0];
  return normalizePlan(pricePlan, sub.status);
}
