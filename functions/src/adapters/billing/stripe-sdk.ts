import type Stripe from 'stripe';

/**
 * The Stripe SDK, loaded on first use: importing it costs ~0.6 s, which routes that never touch
 * billing (and the cold start) should not pay.
 */
let sdk: Promise<typeof Stripe> | undefined;

export function loadStripe(): Promise<typeof Stripe> {
  sdk ??= import('stripe').then((m) => m.default);
  return sdk;
}
