import type Stripe from 'stripe';
import { loadStripe } from '../adapters/billing/stripe-sdk.js';
import { STRIPE_API_VERSION } from '../adapters/billing/stripe-billing.js';
import type { Config } from '../config.js';
import { HttpError, notConfigured } from '../errors.js';
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
export function stripeWebhook(deps: {
  config: Config;
  sync: SubscriptionSync;
  /** Told the uid whose billing state an event changed (the instance drops the user's cached reads). */
  onUserChanged?: (uid: string) => void;
}) {
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

    // A signature dated ahead of our clock is refused: Stripe's check bounds only how old it is.
    const signedAt = signatureTimestamp(signature);
    if (signedAt !== undefined && signedAt > Date.now() / 1000 + SIGNATURE_TOLERANCE_S) {
      log.webhookSignatureRejected('signature timestamp ahead of the clock');
      throw new HttpError('INVALID_REQUEST', 'The Stripe signature is dated in the future.');
    }

    // Signed is not well formed: what the handler needs is checked before it is used (ids go
    // into document paths and provider calls). A malformed event is 400 and logged, never 500.
    let target: Omit<SyncRequest, 'event'> | null;
    try {
      if (!isRecord(event) || typeof event.id !== 'string' || !EVENT_ID.test(event.id))
        throw new MalformedEvent('the event id is missing or malformed');
      if (typeof event.type !== 'string' || event.type.length > 200) throw new MalformedEvent('the event type is missing');
      log.webhookReceived(event.id, event.type);
      // The endpoint should be pinned to our version (README). Another version is still
      // handled (both invoice shapes are read, the subscription is re-read in ours), and logged.
      const version: unknown = (event as { api_version?: unknown }).api_version;
      if (typeof version === 'string' && version !== STRIPE_API_VERSION) {
        log.webhookVersionMismatch(event.id, version.slice(0, 40), STRIPE_API_VERSION);
      }
      target = syncTarget(event);
    } catch (error) {
      if (!(error instanceof MalformedEvent)) throw error;
      log.webhookMalformed(isRecord(event) && typeof event.id === 'string' ? event.id.slice(0, 80) : '', error.message);
      throw new HttpError('INVALID_REQUEST', `The event cannot be processed: ${error.message}.`);
    }
    if (!target) {
      log.webhookIgnored(event.id, event.type, 'not a subscription event we handle');
      return { received: true, outcome: 'ignored' };
    }
    try {
      const result = await deps.sync.sync({ ...target, event: { id: event.id, type: event.type } });
      if (result.outcome === 'duplicate') log.webhookDuplicate(event.id);
      if (result.outcome === 'applied') deps.onUserChanged?.(result.uid);
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

/** Stripe's tolerance: a signature more than 5 minutes old (its check) or ahead (ours) is refused. */
export const SIGNATURE_TOLERANCE_S = 300;

/** The `t=` of a Stripe-Signature header, in seconds; undefined when absent or not a number. */
function signatureTimestamp(header: string): number | undefined {
  const t = header
    .split(',')
    .map((part) => part.trim())
    .find((part) => part.startsWith('t='));
  const value = t ? Number(t.slice(2)) : NaN;
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Stripe ids: a prefix, `_`, then letters, digits and `_` — never `/`, so they are safe as
 * Firestore document ids (`stripeEvents/{id}`, `localBilling/{id}`) and in provider URLs.
 */
const EVENT_ID = /^evt_[A-Za-z0-9_]{1,250}$/;
const SUBSCRIPTION_ID = /^sub_[A-Za-z0-9_]{1,250}$/;
const CUSTOMER_ID = /^cus_[A-Za-z0-9_]{1,250}$/;
/** A Firebase uid as we write it into metadata: safe as a document id (no `/`, not `__x__`). */
const UID = /^[A-Za-z0-9_-]{1,128}$/;

/** A signed event without what its handler needs. */
class MalformedEvent extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `data.object` of an event we handle: an object, or the event is malformed. */
function dataObject(event: Stripe.Event): Record<string, unknown> {
  const data: unknown = (event as { data?: unknown }).data;
  const object = isRecord(data) ? data['object'] : undefined;
  if (!isRecord(object)) throw new MalformedEvent('data.object is missing');
  return object;
}

/** An id field (a string or an expanded `{id}`), checked against its pattern; absent → undefined. */
function idOf(value: unknown, pattern: RegExp, what: string): string | undefined {
  const raw = isRecord(value) ? value['id'] : value;
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string' || !pattern.test(raw)) throw new MalformedEvent(`the ${what} id is malformed`);
  return raw;
}

function uidOf(...candidates: unknown[]): string | undefined {
  const raw = candidates.find((c) => c !== undefined && c !== null && c !== '');
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !UID.test(raw) || /^__.*__$/.test(raw)) throw new MalformedEvent('the uid is malformed');
  return raw;
}

const metadataOf = (object: Record<string, unknown>): Record<string, unknown> => (isRecord(object['metadata']) ? object['metadata'] : {});

/** Which subscription an event is about, and the uid/customer it names, or null to ignore it. */
function syncTarget(event: Stripe.Event): Omit<SyncRequest, 'event'> | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = dataObject(event);
      if (session['mode'] !== 'subscription') return null;
      const subscriptionId = idOf(session['subscription'], SUBSCRIPTION_ID, 'subscription');
      if (!subscriptionId) return null;
      return {
        subscriptionId,
        uid: uidOf(session['client_reference_id'], metadataOf(session)['uid']),
        customerId: idOf(session['customer'], CUSTOMER_ID, 'customer'),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = dataObject(event);
      const subscriptionId = idOf(sub['id'], SUBSCRIPTION_ID, 'subscription');
      if (!subscriptionId) throw new MalformedEvent('the subscription id is missing');
      return { subscriptionId, uid: uidOf(metadataOf(sub)['uid']), customerId: idOf(sub['customer'], CUSTOMER_ID, 'customer') };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = dataObject(event);
      const parent = isRecord(invoice['parent']) ? invoice['parent'] : {};
      const details = isRecord(parent['subscription_details']) ? parent['subscription_details'] : {};
      // Since 2025-03-31 the subscription is under parent.subscription_details; before, at the top
      // (`invoice.subscription`, with `subscription_details.metadata`). An endpoint on an older
      // version sends that shape: both are read.
      const legacy = isRecord(invoice['subscription_details']) ? invoice['subscription_details'] : {};
      const subscriptionId =
        idOf(details['subscription'], SUBSCRIPTION_ID, 'subscription') ?? idOf(invoice['subscription'], SUBSCRIPTION_ID, 'subscription');
      if (!subscriptionId) return null;
      return {
        subscriptionId,
        uid: uidOf(metadataOf(details)['uid'], metadataOf(legacy)['uid']),
        customerId: idOf(invoice['customer'], CUSTOMER_ID, 'customer'),
      };
    }
    default:
      return null;
  }
}
