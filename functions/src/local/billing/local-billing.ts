import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { PriceTable } from '../../config.js';
import { PRICE_DETAILS, type PriceKey } from '../../contract/plans.js';
import { HttpError } from '../../errors.js';
import { log } from '../../logs.js';
import { msg } from '../../i18n/messages.js';
import {
  localBillingRepo,
  type LocalCheckoutSession,
  type LocalCustomer,
  type LocalInvoiceDoc,
  type LocalObject,
  type LocalPaymentMethodDoc,
  type LocalPortalSession,
  type LocalSubscriptionDoc,
} from './store.js';
import { toBillingSubscription, type BillingProvider } from '../../adapters/billing/billing.js';
import { stripeCheckoutSession, stripeInvoice, stripeSubscription, type LocalCard, type LocalPrice } from './stripe-objects.js';
import { STRIPE_API_VERSION } from '../../adapters/billing/stripe-billing.js';
import { loadStripe } from '../../adapters/billing/stripe-sdk.js';

/**
 * The local checkout stand-in (docs/product.md P14): Stripe-shaped customers, checkout sessions,
 * subscriptions, invoices, cards and portal sessions kept in Firestore (`localBilling/{id}`,
 * store.ts). Paying, changing the card or making time pass produces the events Stripe
 * would send, in Stripe's full object shapes (stripe-objects.ts), signed with the webhook secret and
 * handed to the real webhook handler — so the local flow runs the production code path, including
 * the re-read of the subscription, which this adapter answers from its store.
 *
 * Its portal page (`/local/portal/:id`) updates the card, lists invoices, and moves a
 * subscription through every state Stripe can put it in: a renewal (paid, or declined by the test
 * card 4000 0000 0000 0341), the trial's end, retries exhausted (unpaid), a cancellation at a date.
 */
export type { LocalCheckoutSession } from './store.js';

/** Stripe's test cards the stand-in knows, by number (spaces removed). */
export const TEST_CARDS: Record<string, { card: Omit<LocalCard, 'exp_month' | 'exp_year'>; refusedAtCheckout: boolean }> = {
  /** Succeeds. */
  '4242424242424242': { card: { brand: 'visa', last4: '4242', declines: false }, refusedAtCheckout: false },
  /** Attaches, then every charge is declined (Stripe's 4000 0000 0000 0341). */
  '4000000000000341': { card: { brand: 'visa', last4: '0341', declines: true }, refusedAtCheckout: false },
  /** Declined at once (Stripe's generic decline, 4000 0000 0000 0002). */
  '4000000000000002': { card: { brand: 'visa', last4: '0002', declines: true }, refusedAtCheckout: true },
  /** Succeeds, another brand. */
  '5555555555554444': { card: { brand: 'mastercard', last4: '4444', declines: false }, refusedAtCheckout: false },
};
export const DEFAULT_TEST_CARD = '4242424242424242';

/** How long Stripe waits before retrying a declined renewal, and how many attempts it makes. */
const RETRY_AFTER_S = 3 * 86_400;
const MAX_ATTEMPTS = 4;

/** Hands a signed event to the webhook handler (services.ts gives it to the stand-in's factory). */
export type DeliverWebhook = (rawBody: Buffer, signature: string) => Promise<unknown>;

/** What the portal page shows. */
export interface PortalView {
  session: LocalPortalSession;
  customer: LocalCustomer;
  card: LocalPaymentMethodDoc | undefined;
  subscription: LocalSubscriptionDoc | undefined;
  invoices: LocalInvoiceDoc[];
}

export type PortalAction = 'advance' | 'exhaust-retries' | 'cancel-in-3-days';

export interface LocalBilling extends BillingProvider {
  /** The session and what it sells, for the checkout page; undefined when unknown. */
  session(id: string): Promise<{ session: LocalCheckoutSession; price: PriceKey | undefined } | undefined>;
  /**
   * Pays an open session with a test card (once; paying again redelivers the same events). Answers
   * where to go next; a declined card throws `CardDeclined` and creates nothing.
   */
  pay(id: string, cardNumber?: string): Promise<string | undefined>;
  /** The portal page's data; undefined when the session is unknown. */
  portal(id: string): Promise<PortalView | undefined>;
  /** The portal's "update payment method": the new card is the default, and an open invoice is paid with it. */
  updateCard(portalId: string, cardNumber: string): Promise<void>;
  /** The stand-in's test clock and Stripe's retry schedule, on the customer's current subscription. */
  simulate(portalId: string, action: PortalAction): Promise<void>;
  /** An invoice, for its page. */
  invoice(id: string): Promise<LocalInvoiceDoc | undefined>;
}

/** A test card the card network refuses. */
export class CardDeclined extends Error {}

const ENDED = new Set(['canceled', 'incomplete_expired']);
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

export function localBilling(deps: { db: Firestore; prices: PriceTable; webhookSecret: string; deliver: DeliverWebhook }): LocalBilling {
  const { db, prices } = deps;
  const store = localBillingRepo(db);
  const priceKey = (priceId: string) => (Object.keys(prices) as PriceKey[]).find((key) => prices[key] === priceId);
  const priceOf = (priceId: string, key: PriceKey): LocalPrice => {
    const d = PRICE_DETAILS[key];
    return { id: priceId, unit_amount: d.amount * 100, currency: 'usd', interval: d.interval };
  };

  /** Builds a Stripe event around `object`, signs it, and delivers it to the real handler. */
  async function emit(type: string, object: object, eventId = newId('evt')): Promise<void> {
    const event = {
      id: eventId,
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: now(),
      data: { object, ...(type.endsWith('.updated') ? { previous_attributes: {} } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event);
    const signature = (await loadStripe()).webhooks.generateTestHeaderString({ payload, secret: deps.webhookSecret });
    await deps.deliver(Buffer.from(payload), signature);
  }

  /** A subscription as an event carries it: the payment method as an id (retrieve expands it). */
  const eventSubscription = (sub: LocalSubscriptionDoc) => ({ ...sub, default_payment_method: sub.default_payment_method?.id ?? null });

  async function newCard(customerId: string, cardNumber: string): Promise<{ pm: LocalPaymentMethodDoc; refusedAtCheckout: boolean }> {
    const known = TEST_CARDS[cardNumber.replace(/\s+/g, '')];
    if (!known) throw new CardDeclined('unknown test card');
    const year = new Date().getUTCFullYear() + 3;
    const pm: LocalPaymentMethodDoc = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      card: { ...known.card, exp_month: 12, exp_year: year },
      created: now(),
      livemode: false,
    };
    return { pm, refusedAtCheckout: known.refusedAtCheckout };
  }

  /** The invoice number Stripe would print: the customer's prefix and a sequence. */
  async function invoiceNumber(customerId: string): Promise<string> {
    const count = (await store.invoicesOf(customerId)).length;
    return `${customerId.slice(-8).toUpperCase()}-${String(count + 1).padStart(4, '0')}`;
  }

  function invoiceFor(input: {
    id: string;
    number: string;
    sub: LocalSubscriptionDoc;
    customer: LocalCustomer;
    amount: number;
    reason: 'subscription_create' | 'subscription_cycle';
    origin: string;
  }): LocalInvoiceDoc {
    const item = input.sub.items.data[0]!;
    return stripeInvoice({
      id: input.id,
      number: input.number,
      customer: input.sub.customer,
      customerEmail: input.customer.email,
      subscription: { id: input.sub.id, uid: input.sub.metadata.uid },
      price: {
        id: item.price.id,
        unit_amount: item.price.unit_amount,
        currency: item.price.currency,
        interval: item.price.recurring.interval,
      },
      amount: input.amount,
      status: 'open',
      attemptCount: 0,
      billingReason: input.reason,
      periodStart: item.current_period_start,
      periodEnd: item.current_period_end,
      created: now(),
      paidAt: null,
      nextPaymentAttempt: null,
      origin: input.origin,
    }) as LocalInvoiceDoc;
  }

  /**
   * Charges an open invoice with the customer's card, as Stripe's automatic collection does: paid →
   * `invoice.paid` and the subscription active; declined → `invoice.payment_failed` and `past_due`
   * (or `unpaid` once the retries are spent).
   */
  async function charge(sub: LocalSubscriptionDoc, invoice: LocalInvoiceDoc, card: LocalPaymentMethodDoc | undefined): Promise<void> {
    const t = now();
    const attempt = invoice.attempt_count + 1;
    const declined = !card || card.card.declines;
    if (declined) {
      const exhausted = attempt >= MAX_ATTEMPTS;
      const failed: LocalInvoiceDoc = {
        ...invoice,
        attempt_count: attempt,
        attempted: true,
        next_payment_attempt: exhausted ? null : t + RETRY_AFTER_S,
      };
      const updated: LocalSubscriptionDoc = { ...sub, status: exhausted ? 'unpaid' : 'past_due', latest_invoice: invoice.id };
      await store.put(failed);
      await store.put(updated);
      await emit('invoice.payment_failed', failed);
      await emit('customer.subscription.updated', eventSubscription(updated));
      return;
    }
    const paid: LocalInvoiceDoc = {
      ...invoice,
      status: 'paid',
      attempt_count: attempt,
      attempted: true,
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      auto_advance: false,
      next_payment_attempt: null,
      status_transitions: { ...(invoice['status_transitions'] as object), paid_at: t },
    };
    const updated: LocalSubscriptionDoc = { ...sub, status: 'active', latest_invoice: invoice.id, default_payment_method: card };
    await store.put(paid);
    await store.put(updated);
    await emit('invoice.paid', paid);
    await emit('customer.subscription.updated', eventSubscription(updated));
  }

  async function portalContext(portalId: string) {
    const session = await store.get('billing_portal.session', portalId);
    if (!session) throw new HttpError('NOT_FOUND', msg('billing.noSubscription'));
    const customer = await store.get('customer', session.customer);
    if (!customer) throw new HttpError('NOT_FOUND', msg('billing.noSubscription'));
    const card = customer.default_payment_method ? await store.get('payment_method', customer.default_payment_method) : undefined;
    const subscriptions = await store.subscriptionsOf(customer.id);
    const subscription = subscriptions.find((s) => !ENDED.has(s.status)) ?? subscriptions[0];
    return { session, customer, card, subscription, origin: new URL(session.return_url).origin };
  }

  return {
    kind: 'local-checkout',

    async createCustomer({ uid, email, name }) {
      const id = newId('cus');
      await store.put({ id, object: 'customer', email, name, metadata: { uid }, created: now(), default_payment_method: null });
      return id;
    },

    async createCheckoutSession({ uid, customerId, priceId, trialDays, successUrl, cancelUrl, locale }) {
      const id = newId('cs');
      const customer = await store.get('customer', customerId);
      const session: LocalCheckoutSession = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        customer: customerId,
        customer_email: customer?.email ?? null,
        client_reference_id: uid,
        metadata: { uid },
        price: priceId,
        trial_period_days: trialDays ?? null,
        locale,
        success_url: successUrl,
        cancel_url: cancelUrl,
        // The page lives on the app's own origin (Hosting rewrites /local/** to the function).
        url: `${new URL(successUrl).origin}/local/checkout/${id}`,
        subscription: null,
        invoice: null,
        created: now(),
        event_ids: null,
      };
      await store.put(session);
      return { id, url: session.url };
    },

    async expireCheckoutSession(id) {
      await db.runTransaction(async (tx) => {
        const session = await store.get('checkout.session', id, tx);
        if (session?.status === 'open') tx.set(store.ref(id), { ...session, status: 'expired' });
      });
    },

    async retrieveSubscription(id) {
      const sub = await store.get('subscription', id);
      return sub ? toBillingSubscription(sub) : null;
    },

    async scheduleCancelAtPeriodEnd(id) {
      const sub = await store.get('subscription', id);
      if (!sub) throw new HttpError('NOT_FOUND', msg('billing.noSubscription'));
      if (ENDED.has(sub.status)) throw new HttpError('CONFLICT', msg('billing.subscriptionEnded'));
      const periodEnd = Math.max(...sub.items.data.map((i) => i.current_period_end));
      const updated: LocalSubscriptionDoc = { ...sub, cancel_at_period_end: true, cancel_at: periodEnd, canceled_at: now() };
      await store.put(updated);
      await emit('customer.subscription.updated', eventSubscription(updated));
      return toBillingSubscription(updated);
    },

    async resume(id) {
      const sub = await store.get('subscription', id);
      if (!sub) throw new HttpError('NOT_FOUND', msg('billing.noSubscription'));
      // As Stripe: an ended subscription cannot be resumed. Both ways of scheduling are cleared.
      if (ENDED.has(sub.status)) throw new HttpError('CONFLICT', msg('billing.subscriptionEnded'));
      const updated: LocalSubscriptionDoc = { ...sub, cancel_at_period_end: false, cancel_at: null, canceled_at: null };
      await store.put(updated);
      await emit('customer.subscription.updated', eventSubscription(updated));
      return toBillingSubscription(updated);
    },

    async cancelNow(id) {
      const sub = await store.get('subscription', id);
      if (!sub || ENDED.has(sub.status)) return;
      const t = now();
      // No event: this runs inside the sync of the subscription that replaced this one, and
      // the sync ignores ended subscriptions that are not the user's current one anyway.
      await store.put({ ...sub, status: 'canceled', canceled_at: t, ended_at: t, cancel_at: null, cancel_at_period_end: false });
    },

    async createPortalSession({ customerId, returnUrl, locale }) {
      const id = newId('bps');
      await store.put({ id, object: 'billing_portal.session', customer: customerId, return_url: returnUrl, locale, created: now() });
      return { url: `${new URL(returnUrl).origin}/local/portal/${id}` };
    },

    async customerHadTrial(customerId) {
      return (await store.subscriptionsOf(customerId)).some((s) => s.trial_start !== null);
    },

    async session(id) {
      const session = await store.get('checkout.session', id);
      return session ? { session, price: priceKey(session.price) } : undefined;
    },

    async pay(id, cardNumber = DEFAULT_TEST_CARD) {
      const known = TEST_CARDS[cardNumber.replace(/\s+/g, '')];
      if (!known) throw new CardDeclined('unknown test card');
      const paid = await db.runTransaction(async (tx) => {
        const session = await store.get('checkout.session', id, tx);
        if (!session) return undefined;
        // Only the user's newest open session can be paid (issue 30): an older one was expired
        // when the newer was opened, as Stripe's would be.
        const newest = await store.newestCheckoutSession(tx, session.client_reference_id);
        if (session.status === 'expired' || (session.status === 'open' && typeof newest === 'string' && newest !== id)) {
          throw new HttpError('CONFLICT', msg('billing.sessionReplaced'));
        }
        if (session.status === 'complete' && session.subscription && session.invoice && session.event_ids) {
          const [sub, invoice] = await Promise.all([
            store.get('subscription', session.subscription, tx),
            store.get('invoice', session.invoice, tx),
          ]);
          return sub && invoice ? { session, subscription: sub, invoice } : undefined;
        }
        const key = priceKey(session.price);
        if (!key) throw new HttpError('INVALID_REQUEST', msg('billing.priceGone'));
        const customer = await store.get('customer', session.customer, tx);
        if (!customer) throw new HttpError('INVALID_REQUEST', msg('billing.noSubscription'));
        const trialDays = session.trial_period_days ?? 0;
        // Checkout charges the first period at once (no trial): a card that declines is refused
        // there, and nothing is created. With a trial the card is only saved, as Stripe does.
        if (known.refusedAtCheckout || (known.card.declines && trialDays === 0)) throw new CardDeclined(known.card.last4);
        const { pm } = await newCard(customer.id, cardNumber);
        const subscription = newSubscription(session, priceOf(session.price, key), pm);
        const amount = trialDays > 0 ? 0 : PRICE_DETAILS[key].amount * 100;
        const count = (await store.invoicesOf(customer.id)).length;
        const open = invoiceFor({
          id: newId('in'),
          number: `${customer.id.slice(-8).toUpperCase()}-${String(count + 1).padStart(4, '0')}`,
          sub: subscription,
          customer,
          amount,
          reason: 'subscription_create',
          origin: new URL(session.success_url).origin,
        });
        const t = now();
        const invoice: LocalInvoiceDoc = {
          ...open,
          status: 'paid',
          attempt_count: amount > 0 ? 1 : 0,
          attempted: amount > 0,
          amount_paid: amount,
          amount_remaining: 0,
          auto_advance: false,
          status_transitions: { ...(open['status_transitions'] as object), paid_at: t },
        };
        const completed: LocalCheckoutSession = {
          ...session,
          status: 'complete',
          payment_status: amount > 0 ? 'paid' : 'no_payment_required',
          subscription: subscription.id,
          invoice: invoice.id,
          event_ids: { subscription_created: newId('evt'), invoice_paid: newId('evt'), session_completed: newId('evt') },
        };
        const withInvoice: LocalSubscriptionDoc = { ...subscription, latest_invoice: invoice.id };
        tx.set(store.ref(pm.id), pm);
        tx.set(store.ref(customer.id), { ...customer, default_payment_method: pm.id });
        tx.set(store.ref(withInvoice.id), withInvoice);
        tx.set(store.ref(invoice.id), invoice);
        tx.set(store.ref(id), completed);
        return { session: completed, subscription: withInvoice, invoice };
      });
      if (!paid) return undefined;
      const { session, subscription, invoice } = paid;
      const ids = session.event_ids!;
      const key = priceKey(session.price);
      // Stripe's order for a new subscription; the handler must not depend on it.
      await emit('customer.subscription.created', eventSubscription(subscription), ids.subscription_created);
      await emit('invoice.paid', invoice, ids.invoice_paid);
      await emit(
        'checkout.session.completed',
        stripeCheckoutSession({
          id: session.id,
          status: 'complete',
          paymentStatus: session.payment_status,
          customer: session.customer,
          customerEmail: session.customer_email,
          uid: session.client_reference_id,
          amount: key ? PRICE_DETAILS[key].amount * 100 : 0,
          currency: 'usd',
          locale: session.locale,
          successUrl: session.success_url,
          cancelUrl: session.cancel_url,
          url: null,
          subscription: subscription.id,
          invoice: invoice.id,
          created: session.created,
        }),
        ids.session_completed,
      );
      log.localCheckoutPaid(session.id, subscription.id);
      return session.success_url.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id));
    },

    async portal(id) {
      const session = await store.get('billing_portal.session', id);
      if (!session) return undefined;
      const { customer, card, subscription } = await portalContext(id);
      return { session, customer, card, subscription, invoices: await store.invoicesOf(customer.id) };
    },

    async updateCard(portalId, cardNumber) {
      const { customer, subscription } = await portalContext(portalId);
      const { pm, refusedAtCheckout } = await newCard(customer.id, cardNumber);
      // A card the network refuses outright is not saved (the portal says so).
      if (refusedAtCheckout) throw new CardDeclined(pm.card.last4);
      await store.put(pm);
      await store.put({ ...customer, default_payment_method: pm.id });
      if (!subscription || ENDED.has(subscription.status)) return;
      const updated: LocalSubscriptionDoc = { ...subscription, default_payment_method: pm };
      await store.put(updated);
      await emit('customer.subscription.updated', eventSubscription(updated));
      // A new card pays what is owed at once (Stripe retries the open invoice with it).
      const open = subscription.latest_invoice ? await store.get('invoice', subscription.latest_invoice) : undefined;
      if (open?.status === 'open') await charge(updated, open, pm);
    },

    async simulate(portalId, action) {
      const { customer, card, subscription: sub, origin } = await portalContext(portalId);
      if (!sub || ENDED.has(sub.status)) throw new HttpError('CONFLICT', msg('billing.subscriptionEnded'));
      const item = sub.items.data[0]!;
      if (action === 'cancel-in-3-days') {
        // A cancellation at a date (the Dashboard's "cancel on a custom date"): not the period end.
        const updated: LocalSubscriptionDoc = { ...sub, cancel_at: now() + 3 * 86_400, cancel_at_period_end: false, canceled_at: now() };
        await store.put(updated);
        await emit('customer.subscription.updated', eventSubscription(updated));
        return;
      }
      const open = sub.latest_invoice ? await store.get('invoice', sub.latest_invoice) : undefined;
      if (action === 'exhaust-retries') {
        // Stripe's last retry fails: the subscription becomes unpaid (the setting "mark as unpaid").
        if (sub.status !== 'past_due' || open?.status !== 'open') throw new HttpError('CONFLICT', msg('billing.paymentPending'));
        await charge(sub, { ...open, attempt_count: MAX_ATTEMPTS - 1 }, undefined);
        return;
      }
      // advance: the subscription's next moment comes.
      if (sub.cancel_at !== null && sub.cancel_at <= item.current_period_end) {
        const ended: LocalSubscriptionDoc = { ...sub, status: 'canceled', ended_at: sub.cancel_at };
        await store.put(ended);
        await emit('customer.subscription.deleted', eventSubscription(ended));
        return;
      }
      if (sub.status === 'past_due' && open?.status === 'open') {
        await charge(sub, open, card);
        return;
      }
      if (sub.status !== 'active' && sub.status !== 'trialing') throw new HttpError('CONFLICT', msg('billing.paymentPending'));
      // The trial ends, or the period renews: a new period and its invoice, charged to the card.
      const start = item.current_period_end;
      const end = addInterval(start, item.price.recurring.interval);
      const renewed: LocalSubscriptionDoc = {
        ...sub,
        items: { ...sub.items, data: [{ ...item, current_period_start: start, current_period_end: end }] },
      };
      const invoice = invoiceFor({
        id: newId('in'),
        number: await invoiceNumber(customer.id),
        sub: renewed,
        customer,
        amount: item.price.unit_amount * item.quantity,
        reason: 'subscription_cycle',
        origin,
      });
      await store.put(invoice);
      await store.put(renewed);
      await charge(renewed, invoice, card);
    },

    async invoice(id) {
      return store.get('invoice', id);
    },
  };
}

function newSubscription(session: LocalCheckoutSession, price: LocalPrice, pm: LocalPaymentMethodDoc): LocalSubscriptionDoc {
  const start = now();
  const trialDays = session.trial_period_days ?? 0;
  // A trial's first period is the trial itself; then the price's interval.
  const end = trialDays > 0 ? start + trialDays * 86_400 : addInterval(start, price.interval);
  return stripeSubscription({
    id: newId('sub'),
    customer: session.customer,
    uid: session.client_reference_id,
    price,
    status: trialDays > 0 ? 'trialing' : 'active',
    created: start,
    periodStart: start,
    periodEnd: end,
    trialStart: trialDays > 0 ? start : null,
    trialEnd: trialDays > 0 ? end : null,
    cancelAtPeriodEnd: false,
    cancelAt: null,
    canceledAt: null,
    endedAt: null,
    paymentMethod: pm,
    latestInvoice: null,
  }) as LocalSubscriptionDoc;
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

export type { LocalObject };
