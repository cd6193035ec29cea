import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { Config } from '../../config.js';
import { HttpError, notConfigured } from '../../errors.js';
import { log } from '../../logs.js';
import { toBillingSubscription, type BillingProvider, type BillingSubscription } from './billing.js';
import { loadStripe } from './stripe-sdk.js';
import { msg } from '../../i18n/messages.js';

/** The API version this code is written against (docs/product.md P7.5); the SDK's types describe it. */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.StripeConfig['apiVersion'];

/** Subscription states that have ended; cancelling them again is a Stripe error. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Stripe behind the billing interface: one client, pinned API version. `config.stripe.api`
 * (host/port/protocol) points the SDK at another server — the tests' fake at the HTTP edge.
 */
export function stripeBilling(config: Config): BillingProvider {
  let client: Stripe | undefined;
  const stripe = async (): Promise<Stripe> => {
    if (!config.stripe.secretKey) throw notConfigured('STRIPE_SECRET_KEY');
    const StripeSdk = await loadStripe();
    client ??= new StripeSdk(config.stripe.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: config.productName },
      ...(config.stripe.api.host ? { host: config.stripe.api.host } : {}),
      ...(config.stripe.api.port ? { port: config.stripe.api.port } : {}),
      ...(config.stripe.api.protocol ? { protocol: config.stripe.api.protocol } : {}),
    });
    return client;
  };

  return {
    kind: 'stripe',

    async createCustomer({ uid, email, name }) {
      // Two checkout clicks at once must not create two customers: same key, same customer.
      const key = `customer:${uid}:${createHash('sha256').update(`${email}\n${name}`).digest('hex').slice(0, 16)}`;
      const customer = await upstream(async () =>
        (await stripe()).customers.create({ email, name: name || undefined, metadata: { uid } }, { idempotencyKey: key }),
      );
      return customer.id;
    },

    async createCheckoutSession({ uid, customerId, priceId, trialDays, successUrl, cancelUrl, locale }) {
      const session = await upstream(async () =>
        (await stripe()).checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          line_items: [{ price: priceId, quantity: 1 }],
          client_reference_id: uid,
          metadata: { uid },
          subscription_data: { metadata: { uid }, ...(trialDays ? { trial_period_days: trialDays } : {}) },
          success_url: successUrl,
          cancel_url: cancelUrl,
          // The page in the interface's language, promotion codes accepted, and Stripe Tax
          // behind STRIPE_AUTOMATIC_TAX (it needs the customer's address, saved on the customer).
          locale: stripeLocale(locale),
          allow_promotion_codes: true,
          ...(config.stripe.automaticTax
            ? {
                automatic_tax: { enabled: true },
                billing_address_collection: 'required' as const,
                customer_update: { address: 'auto' as const, name: 'auto' as const },
              }
            : {}),
        }),
      );
      if (!session.url) throw new HttpError('UPSTREAM_FAILED', msg('billing.noCheckoutUrl'));
      return { id: session.id, url: session.url };
    },

    async expireCheckoutSession(id) {
      try {
        await (await stripe()).checkout.sessions.expire(id);
      } catch (error) {
        // Already complete or expired: nothing to end (the sync refuses what checkout would).
        if (isStripeError(error, 'StripeInvalidRequestError')) return;
        throw upstreamError(error);
      }
    },

    async retrieveSubscription(id) {
      try {
        // The card is shown on My Plan (brand and last 4): the payment method comes expanded, and the
        // customer's default one, which Stripe charges when the subscription has none of its own.
        return toBillingSubscription(
          await (
            await stripe()
          ).subscriptions.retrieve(id, { expand: ['default_payment_method', 'customer.invoice_settings.default_payment_method'] }),
        );
      } catch (error) {
        if (isStripeError(error, 'StripeInvalidRequestError') && error.code === 'resource_missing') return null;
        throw upstreamError(error);
      }
    },

    async scheduleCancelAtPeriodEnd(id): Promise<BillingSubscription> {
      const sub = await upstream(async () => (await stripe()).subscriptions.update(id, { cancel_at_period_end: true }));
      return toBillingSubscription(sub);
    },

    async resume(id): Promise<BillingSubscription> {
      // `cancel_at_period_end: false` does not clear a `cancel_at` date set elsewhere (the Dashboard,
      // the portal): that one is cleared by sending it empty. One of the two per call; whatever the
      // answer still schedules is cleared by the next one, so the subscription comes back renewing.
      const update = async (params: Stripe.SubscriptionUpdateParams) =>
        toBillingSubscription(
          await upstream(async () => (await stripe()).subscriptions.update(id, { ...params, expand: ['default_payment_method'] })),
        );
      let sub = await this.retrieveSubscription(id);
      if (!sub) throw new HttpError('CONFLICT', msg('billing.notCanceling'));
      if (sub.cancelAtPeriodEnd) sub = await update({ cancel_at_period_end: false });
      if (sub.cancelAt !== null) sub = await update({ cancel_at: '' });
      if (sub.cancelAtPeriodEnd) sub = await update({ cancel_at_period_end: false });
      return sub;
    },

    async createPortalSession({ customerId, returnUrl, locale }) {
      const session = await upstream(async () =>
        (await stripe()).billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale: stripeLocale(locale) }),
      );
      return { url: session.url };
    },

    async customerHadTrial(customerId) {
      // Every subscription the customer ever had, ended ones included.
      const list = await upstream(async () => (await stripe()).subscriptions.list({ customer: customerId, status: 'all', limit: 100 }));
      return list.data.some((sub) => sub.trial_start !== null || sub.trial_end !== null);
    },

    async cancelNow(id) {
      const current = await this.retrieveSubscription(id);
      if (!current || ENDED.has(current.status)) return;
      // The unused time of the replaced plan is credited to the customer, not lost.
      await upstream(async () => (await stripe()).subscriptions.cancel(id, { prorate: true, invoice_now: true }));
    },
  };
}

/**
 * Stripe's page language for the interface's: the Spanish interface is Latin American (rioplatense),
 * so its pages are Stripe's Latin American Spanish (`es-419`), not Spain's (`es`).
 */
export function stripeLocale(language: 'en' | 'es'): 'en' | 'es-419' {
  return language === 'es' ? 'es-419' : 'en';
}

async function upstream<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw upstreamError(error);
  }
}

/** Stripe's own failures become 502/504; ours (a missing setting) pass through. */
function upstreamError(error: unknown): Error {
  if (error instanceof HttpError) return error;
  if (isStripeError(error, 'StripeConnectionError')) {
    log.stripeRequestFailed(error);
    return new HttpError('UPSTREAM_TIMEOUT', msg('billing.providerTimeout'));
  }
  log.stripeRequestFailed(error);
  return new HttpError('UPSTREAM_FAILED', msg('billing.providerRefused'));
}

/** The SDK's error classes, recognised by their `type` (the SDK module may not be loaded yet). */
function isStripeError(error: unknown, type: string): error is { type: string; code?: string } {
  return typeof error === 'object' && error !== null && (error as { type?: unknown }).type === type;
}
