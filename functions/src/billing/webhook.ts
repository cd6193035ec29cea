import type Stripe from 'stripe';
import { loadStripe } from '../adapters/billing/stripe-sdk.js';
import type { Config } from '../config.js';
import { HttpError, notConfigured } from '../http/errors.js';
import { log } from '../logs.js';
import type { SubscriptionSync, SyncRequest } from './sync.js';

/** The events we act on; every other type is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export interface WebhookResult {
  received: true;
  outcome: 'applied' | 'duplicate' | 'skipped' | 'ignored';
}

/**
 * The Stripe webhook: verifies the signature on the raw body, then syncs the subscription the
 * event is about (re-read from the provider). The local checkout stand-in delivers its events
 * through this same function, signed the same way.
 */
export function stripeWebhook(deps: { config: Config; sync: SubscriptionSync }) {
  return async function handle(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookResult> {
    const secret = deps.config.stripe.webhookSecret;
    if (!secret) throw notConfigured('STRIPE_WEBHOOK_SECRET');
    if (!rawBody?.length || !signature) {
      log.webhookSignatureRejected('missing body or Stripe-Signature header');
      throw new HttpError('INVALID_REQUEST', 'The webhook needs a raw body and a Stripe-Signature header.');
    }
    const StripeSdk = await loadStripe();
    let event: Stripe.Event;
    try {
      event = StripeSdk.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      log.webhookSignatureRejected(error instanceof Error ? error.message : 'unreadable event');
      throw new HttpError('INVALID_REQUEST', 'The Stripe signature does not match this request.');
    }

    log.webhookReceived(event.id, event.type);
    const target = syncTarget(event);
    if (!target) {
      log.webhookIgnored(event.id, event.type, 'not a subscription event we handle');
      return { received: true, outcome: 'ignored' };
    }
    try {
      const result = await deps.sync.sync({ ...target, event: { id: event.id, type: event.type } });
      if (result.outcome === 'duplicate') log.webhookDuplicate(event.id);
      return { received: true, outcome: result.outcome };
    } catch (error) {
      log.webhookFailed(event.id, error);
      // Never a 2xx or 4xx here: Stripe retries only what failed on our side.
      if (error instanceof HttpError && error.status >= 500) throw error;
      throw new HttpError('INTERNAL', 'The event could not be processed; Stripe will retry it.');
    }
  };
}

export type StripeWebhook = ReturnType<typeof stripeWebhook>;

const id = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value || undefined : value?.id;

/** Which subscription an event is about, and the uid/customer it names, or null to ignore it. */
function syncTarget(event: Stripe.Event): Omit<SyncRequest, 'event'> | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = id(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId) return null;
      return { subscriptionId, uid: session.client_reference_id ?? session.metadata?.['uid'], customerId: id(session.customer) };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return { subscriptionId: sub.id, uid: sub.metadata?.['uid'], customerId: id(sub.customer) };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = id(details?.subscription);
      if (!subscriptionId) return null;
      return { subscriptionId, uid: details?.metadata?.['uid'], customerId: id(invoice.customer) };
    }
    default:
      return null;
  }
}
