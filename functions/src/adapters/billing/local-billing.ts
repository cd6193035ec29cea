import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { PriceTable } from '../../config.js';
import { PRICE_DETAILS, type PriceKey } from '../../contract/plans.js';
import { HttpError } from '../../errors.js';
import { log } from '../../logs.js';
import { toBillingSubscription, type BillingProvider, type SubscriptionObject } from './billing.js';
import { STRIPE_API_VERSION } from './stripe-billing.js';
import { loadStripe } from './stripe-sdk.js';
import { msg } from '../../i18n/messages.js';

/**
 * The local checkout stand-in (docs/product.md P14): Stripe-shaped customers, checkout sessions,
 * subscriptions and invoices kept in Firestore (`localBilling/{id}`). Paying or scheduling a
 * cancellation produces the events Stripe would send, signed with the webhook secret and handed
 * to the real webhook handler — so the local flow runs the production code path, including the
 * re-read of the subscription, which this adapter answers from its store.
 */
export const LOCAL_BILLING_COLLECTION = 'localBilling';

export interface LocalCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  customer: string;
  customer_email: string | null;
  client_reference_id: string;
  metadata: { uid: string };
  price: string;
  trial_period_days: number | null;
  success_url: string;
  cancel_url: string;
  url: string;
  subscription: string | null;
  invoice: string | null;
  created: number;
  /** The ids of the events paying produced, so a repeated Pay redelivers the same events. */
  event_ids: { subscription_created: string; invoice_paid: string; session_completed: string } | null;
}

type LocalSubscription = SubscriptionObject & {
  object: 'subscription';
  customer: string;
  metadata: { uid: string };
  canceled_at: number | null;
  ended_at: number | null;
  trial_start: number | null;
  trial_end: number | null;
  livemode: false;
};

/** Hands a signed event to the webhook handler (wired in services.ts). */
export type DeliverWebhook = (rawBody: Buffer, signature: string) => Promise<unknown>;

export interface LocalBilling extends BillingProvider {
  /** The session and what it sells, for the checkout page; undefined when unknown. */
  session(id: string): Promise<{ session: LocalCheckoutSession; price: PriceKey | undefined } | undefined>;
  /** Pays an open session (once; paying again redelivers the same events). Answers where to go next. */
  pay(id: string): Promise<string | undefined>;
}

const ENDED = new Set(['canceled', 'incomplete_expired']);
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

export function localBilling(deps: { db: Firestore; prices: PriceTable; webhookSecret: string; deliver: DeliverWebhook }): LocalBilling {
  const { db, prices } = deps;
  const doc = (id: string) => db.collection(LOCAL_BILLING_COLLECTION).doc(id);
  const priceKey = (priceId: string) => (Object.keys(prices) as PriceKey[]).find((key) => prices[key] === priceId);

  async function readSubscription(id: string): Promise<LocalSubscription | undefined> {
    const snap = await doc(id).get();
    const data = snap.data();
    return data && data['object'] === 'subscription' ? (data as LocalSubscription) : undefined;
  }

  /** Builds a Stripe event around `object`, signs it, and delivers it to the real handler. */
  async function emit(eventId: string, type: string, object: object): Promise<void> {
    const event = {
      id: eventId,
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const signature = (await loadStripe()).webhooks.generateTestHeaderString({ payload, secret: deps.webhookSecret });
    await deps.deliver(Buffer.from(payload), signature);
  }

  return {
    kind: 'local-checkout',

    async createCustomer({ uid, email, name }) {
      const id = newId('cus');
      await doc(id).set({ id, object: 'customer', email, name, metadata: { uid }, created: now() });
      return id;
    },

    async createCheckoutSession({ uid, customerId, priceId, trialDays, successUrl, cancelUrl }) {
      const id = newId('cs');
      const customer = (await doc(customerId).get()).data();
      const session: LocalCheckoutSession = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        customer: customerId,
        customer_email: typeof customer?.['email'] === 'string' ? customer['email'] : null,
        client_reference_id: uid,
        metadata: { uid },
        price: priceId,
        trial_period_days: trialDays ?? null,
        success_url: successUrl,
        cancel_url: cancelUrl,
        // The page lives on the app's own origin (Hosting rewrites /local/** to the function).
        url: `${new URL(successUrl).origin}/local/checkout/${id}`,
        subscription: null,
        invoice: null,
        created: now(),
        event_ids: null,
      };
      await doc(id).set(session);
      return { id, url: session.url };
    },

    async expireCheckoutSession(id) {
      await db.runTransaction(async (tx) => {
        const snap = await tx.get(doc(id));
        const session = snap.data() as LocalCheckoutSession | undefined;
        if (session?.object === 'checkout.session' && session.status === 'open') tx.update(doc(id), { status: 'expired' });
      });
    },

    async retrieveSubscription(id) {
      const sub = await readSubscription(id);
      return sub ? toBillingSubscription(sub) : null;
    },

    async scheduleCancelAtPeriodEnd(id) {
      const sub = await readSubscription(id);
      if (!sub) throw new HttpError('NOT_FOUND', msg('billing.noSubscription'));
      if (ENDED.has(sub.status)) throw new HttpError('CONFLICT', msg('billing.subscriptionEnded'));
      const periodEnd = Math.max(...sub.items.data.map((i) => i.current_period_end));
      const updated: LocalSubscription = { ...sub, cancel_at_period_end: true, cancel_at: periodEnd, canceled_at: now() };
      await doc(id).set(updated);
      await emit(newId('evt'), 'customer.subscription.updated', updated);
      return toBillingSubscription(updated);
    },

    async resume(id) {
      const sub = await readSubscription(id);
      if (!sub) throw new HttpError('NOT_FOUND', msg('billing.noSubscription'));
      // As Stripe: an ended subscription cannot be resumed.
      if (ENDED.has(sub.status)) throw new HttpError('CONFLICT', msg('billing.subscriptionEnded'));
      const updated: LocalSubscription = { ...sub, cancel_at_period_end: false, cancel_at: null, canceled_at: null };
      await doc(id).set(updated);
      await emit(newId('evt'), 'customer.subscription.updated', updated);
      return toBillingSubscription(updated);
    },

    async cancelNow(id) {
      const sub = await readSubscription(id);
      if (!sub || ENDED.has(sub.status)) return;
      const t = now();
      // No event: this runs inside the sync of the subscription that replaced this one, and
      // the sync ignores ended subscriptions that are not the user's current one anyway.
      await doc(id).set({ ...sub, status: 'canceled', canceled_at: t, ended_at: t, cancel_at: null, cancel_at_period_end: false });
    },

    async session(id) {
      const data = (await doc(id).get()).data();
      if (!data || data['object'] !== 'checkout.session') return undefined;
      const session = data as LocalCheckoutSession;
      return { session, price: priceKey(session.price) };
    },

    async pay(id) {
      const paid = await db.runTransaction(async (tx) => {
        const snap = await tx.get(doc(id));
        const session = snap.data() as LocalCheckoutSession | undefined;
        if (!session || session.object !== 'checkout.session') return undefined;
        // Only the user's newest open session can be paid (issue 30): an older one was expired
        // when the newer was opened, as Stripe's would be.
        const newest = (await tx.get(db.collection('users').doc(session.client_reference_id))).get('checkoutSessionId');
        if (session.status === 'expired' || (session.status === 'open' && typeof newest === 'string' && newest !== id)) {
          throw new HttpError('CONFLICT', msg('billing.sessionReplaced'));
        }
        if (session.status === 'complete' && session.subscription && session.invoice && session.event_ids) {
          const [sub, invoice] = await Promise.all([tx.get(doc(session.subscription)), tx.get(doc(session.invoice))]);
          return { session, subscription: sub.data() as LocalSubscription, invoice: invoice.data() as object };
        }
        const key = priceKey(session.price);
        if (!key) throw new HttpError('INVALID_REQUEST', msg('billing.priceGone'));
        const subscription = newSubscription(session, key);
        const invoice = newInvoice(session, subscription, key);
        const completed: LocalCheckoutSession = {
          ...session,
          status: 'complete',
          payment_status: invoice.amount_paid > 0 ? 'paid' : 'no_payment_required',
          subscription: subscription.id,
          invoice: invoice.id,
          event_ids: { subscription_created: newId('evt'), invoice_paid: newId('evt'), session_completed: newId('evt') },
        };
        tx.set(doc(subscription.id), subscription);
        tx.set(doc(invoice.id), invoice);
        tx.set(doc(id), completed);
        return { session: completed, subscription, invoice };
      });
      if (!paid) return undefined;
      const { session, subscription, invoice } = paid;
      const ids = session.event_ids!;
      // Stripe's order for a new subscription; the handler must not depend on it.
      await emit(ids.subscription_created, 'customer.subscription.created', subscription);
      await emit(ids.invoice_paid, 'invoice.paid', invoice);
      await emit(ids.session_completed, 'checkout.session.completed', { ...session, url: null });
      log.localCheckoutPaid(session.id, subscription.id);
      return session.success_url.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id));
    },
  };
}

function newSubscription(session: LocalCheckoutSession, key: PriceKey): LocalSubscription {
  const details = PRICE_DETAILS[key];
  const start = now();
  const trialDays = session.trial_period_days ?? 0;
  // A trial's first period is the trial itself; then the price's interval.
  const end = trialDays > 0 ? start + trialDays * 86_400 : addInterval(start, details.interval);
  return {
    id: newId('sub'),
    object: 'subscription',
    status: trialDays > 0 ? 'trialing' : 'active',
    customer: session.customer,
    metadata: { uid: session.client_reference_id },
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    created: start,
    trial_start: trialDays > 0 ? start : null,
    trial_end: trialDays > 0 ? end : null,
    livemode: false,
    items: {
      data: [
        {
          price: { id: session.price },
          current_period_start: start,
          current_period_end: end,
        },
      ],
    },
  };
}

function newInvoice(session: LocalCheckoutSession, sub: LocalSubscription, key: PriceKey) {
  const amount = session.trial_period_days ? 0 : PRICE_DETAILS[key].amount * 100;
  return {
    id: newId('in'),
    object: 'invoice',
    status: 'paid',
    customer: session.customer,
    currency: 'usd',
    amount_due: amount,
    amount_paid: amount,
    created: sub.created,
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: sub.id, metadata: sub.metadata },
    },
  };
}

/** `start` plus one calendar month or year (UTC), the day clamped like Stripe does. */
function addInterval(start: number, interval: 'month' | 'year'): number {
  const d = new Date(start * 1000);
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  target.setUTCHours(d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
  return Math.floor(target.getTime() / 1000);
}
