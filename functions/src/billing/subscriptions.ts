import type { BillingProvider } from '../adapters/billing/billing.js';
import type { Config } from '../config.js';
import type { CheckoutResponse, Money, PaymentState, PortalResponse, SubscriptionStatusResponse } from '../contract/api.js';
import { PLAN_LABELS, PRICE_DETAILS, planRank, type Plan } from '../contract/plans.js';
import type { PriceTable } from '../config.js';
import { HttpError } from '../errors.js';
import { log } from '../logs.js';
import type { UserDoc, usersRepo } from '../repos/users.js';
import { planForSubscription, priceKeyOf } from './plan.js';
import type { SubscriptionSync } from './sync.js';
import { localize, msg, render, type Localized } from '../i18n/messages.js';
import type { InterfaceLanguage } from '../contract/languages.js';

/**
 * The subscription endpoints' logic (docs/product.md P10): status, checkout, cancel at period end.
 * Reads the state the billing sync stored; writes only through the provider and the sync.
 */
export function subscriptionsService(deps: {
  config: Config;
  users: ReturnType<typeof usersRepo>;
  billing: BillingProvider;
  sync: SubscriptionSync;
}) {
  const { config, users, billing, sync } = deps;

  /**
   * One read of `users/{uid}` (issue 25 item 9): without a `language` (no Accept-Language), the
   * answer is in the language stored on that same document, else English.
   */
  async function status(uid: string, language?: InterfaceLanguage): Promise<SubscriptionStatusResponse> {
    const user = await users.get(uid);
    return statusOf(user, language ?? user?.language ?? 'en', config.stripe.prices);
  }

  async function startCheckout(input: {
    uid: string;
    tokenEmail: string | undefined;
    name: string | undefined;
    email: string;
    priceId: string;
    origin: string;
    language?: InterfaceLanguage | undefined;
  }): Promise<CheckoutResponse> {
    const key = priceKeyOf(input.priceId, config.stripe.prices);
    if (!key) throw new HttpError('INVALID_REQUEST', msg('billing.priceUnknown'));
    const account = input.tokenEmail?.trim().toLowerCase();
    if (!account || input.email.trim().toLowerCase() !== account) {
      throw new HttpError('FORBIDDEN', msg('billing.emailMismatch'));
    }
    const user = await users.get(input.uid);
    if (!user) throw new HttpError('NOT_FOUND', msg('account.notFound'));
    // One live subscription per customer (issue 29): a subscription whose payment failed is not
    // replaced by a new purchase (it would be paid twice); the portal is the way forward.
    if (user.subscription && ON_HOLD_OR_RETRYING.has(user.subscription.status)) {
      throw new HttpError('CONFLICT', msg('billing.paymentPending'));
    }
    const details = PRICE_DETAILS[key];
    // Only upgrades: buying the plan you have (or a lower one) would mean two subscriptions.
    if (planRank(details.plan) <= planRank(user.plan)) {
      throw new HttpError('CONFLICT', msg('billing.alreadyOnPlan', { plan: PLAN_LABELS[user.plan] }));
    }
    // One trial per person (the billing sync records the first; it refuses a second one too).
    const billingFields = ((await users.ref(input.uid).withConverter(null).get()).data() ?? {}) as Record<string, unknown>;
    if (
      key === 'TRIAL:monthly' &&
      (billingFields['trialSubscriptionId'] || user.subscription?.status === 'trialing' || user.subscription?.priceId === input.priceId)
    ) {
      throw new HttpError('CONFLICT', msg('billing.trialUsed'));
    }

    let customerId = user.stripeCustomerId;
    // One trial per person, on Stripe's records too (issue 29): a trial the customer had there counts.
    if (key === 'TRIAL:monthly' && customerId && (await billing.customerHadTrial(customerId))) {
      throw new HttpError('CONFLICT', msg('billing.trialUsed'));
    }
    if (!customerId) {
      customerId = await billing.createCustomer({ uid: input.uid, email: account, name: input.name ?? user.name });
      await users.setStripeCustomerId(input.uid, customerId);
    }
    const session = await billing.createCheckoutSession({
      uid: input.uid,
      customerId,
      priceId: input.priceId,
      trialDays: details.trialDays,
      successUrl: `${input.origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${input.origin}/checkout/cancel`,
      locale: input.language ?? user.language ?? 'en',
    });
    // Only the newest session can be paid (issue 30): it is recorded on the user, and the one it
    // replaces is expired at the provider (the local checkout also refuses it by the record).
    const previous = await users.replaceCheckoutSession(input.uid, session.id);
    if (previous) {
      await billing.expireCheckoutSession(previous).catch((error: unknown) => log.checkoutExpireFailed(input.uid, previous, error));
    }
    log.checkoutStarted(input.uid, key, billing.kind);
    return { checkoutUrl: session.url };
  }

  async function cancelAtPeriodEnd(uid: string, language: InterfaceLanguage = 'en'): Promise<SubscriptionStatusResponse> {
    const user = await users.get(uid);
    const sub = user?.subscription;
    if (!user || !sub || user.plan === 'BASIC') {
      throw new HttpError('CONFLICT', msg('billing.freeNoCancel'));
    }
    if (sub.cancelAtPeriodEnd || sub.cancelAt !== null) {
      throw new HttpError('CONFLICT', msg('billing.alreadyCanceling'));
    }
    await billing.scheduleCancelAtPeriodEnd(sub.id);
    // Stripe will also send customer.subscription.updated; syncing now answers with the new state.
    await sync.sync({ subscriptionId: sub.id, uid });
    log.cancelScheduled(uid, sub.id);
    const after = statusOf(await users.get(uid), language, config.stripe.prices);
    return { ...after, message: render(msg('billing.canceled', { plan: planLabel(after.plan) }), language) };
  }

  async function resume(uid: string, language: InterfaceLanguage = 'en'): Promise<SubscriptionStatusResponse> {
    const user = await users.get(uid);
    const sub = user?.subscription;
    if (!user || !sub || user.plan === 'BASIC') {
      throw new HttpError('CONFLICT', msg('billing.freeNoResume'));
    }
    if (!sub.cancelAtPeriodEnd && sub.cancelAt === null) {
      throw new HttpError('CONFLICT', msg('billing.notCanceling'));
    }
    await billing.resume(sub.id);
    await sync.sync({ subscriptionId: sub.id, uid });
    log.cancelUndone(uid, sub.id);
    const after = statusOf(await users.get(uid), language, config.stripe.prices);
    return { ...after, message: render(msg('billing.resumed', { plan: planLabel(after.plan) }), language) };
  }

  /**
   * The customer portal (issue 29): update the card, see and download invoices, from My Plan and
   * every payment warning. It returns to My Plan.
   */
  async function portal(uid: string, origin: string, language: InterfaceLanguage): Promise<PortalResponse> {
    const user = await users.get(uid);
    if (!user) throw new HttpError('NOT_FOUND', msg('account.notFound'));
    if (!user.stripeCustomerId) throw new HttpError('CONFLICT', msg('billing.noCustomer'));
    const session = await billing.createPortalSession({ customerId: user.stripeCustomerId, returnUrl: `${origin}/plan`, locale: language });
    log.portalOpened(uid, billing.kind);
    return { portalUrl: session.url };
  }

  return {
    status,
    startCheckout,
    cancelAtPeriodEnd,
    resume,
    portal,
    /** Whether checkout and the portal are the local stand-in's pages (they open in the app's language). */
    opensStandInPages: billing.kind === 'local-checkout',
  };
}

/** A payment failed and Stripe is retrying (past_due), or gave up (unpaid), or collection is paused. */
const ON_HOLD_OR_RETRYING: ReadonlySet<string> = new Set(['past_due', 'unpaid', 'paused', 'incomplete']);
/** The plan's features are Free's until the subscription is paid (issue 29). */
const ON_HOLD: ReadonlySet<string> = new Set(['unpaid', 'paused']);

export type SubscriptionsService = ReturnType<typeof subscriptionsService>;

/**
 * The status answer. A user who never subscribed is BASIC with status `none` (there is no
 * subscription to report; see docs/adr/0004-billing.md).
 */
export function statusOf(user: UserDoc | undefined, language: InterfaceLanguage = 'en', prices?: PriceTable): SubscriptionStatusResponse {
  const sub = user?.subscription;
  if (!user || !sub) {
    return {
      plan: 'BASIC',
      status: 'none',
      cancel_at_period_end: false,
      current_period_end: null,
      message: render(msg('billing.status.free'), language),
      subscription_id: null,
      payment_state: 'ok',
      subscription_plan: null,
      ends_at: null,
      next_charge: null,
      price: null,
      card: null,
    };
  }
  const pending = sub.cancelAtPeriodEnd || sub.cancelAt !== null;
  const ended = sub.status === 'canceled' || sub.status === 'incomplete_expired';
  // Issue 29: the real end date — a `cancel_at` set on its own (3 days out) is not the period end.
  const endsAt = pending && !ended ? (sub.cancelAt ?? sub.currentPeriodEnd) : null;
  const paymentState: PaymentState = sub.status === 'past_due' ? 'past_due' : ON_HOLD.has(sub.status) ? 'on_hold' : 'ok';
  // The plan the subscription is for: while on hold the user has Free's features, but it is this one that is held.
  const subscriptionPlan = ended
    ? null
    : prices && ON_HOLD.has(sub.status)
      ? planForSubscription({ status: 'active', priceId: sub.priceId }, prices)
      : user.plan;
  const price = priceOf(sub, prices);
  const renews = !pending && (sub.status === 'active' || sub.status === 'trialing');
  const message =
    paymentState === 'on_hold' && subscriptionPlan && subscriptionPlan !== 'BASIC'
      ? msg('billing.status.onHold', { plan: planNameForSentence(subscriptionPlan) })
      : msg(messageFor(sub.status, pending));
  return {
    plan: user.plan,
    status: sub.status,
    cancel_at_period_end: pending,
    current_period_end: endsAt ?? sub.currentPeriodEnd ?? sub.cancelAt,
    message: render(message, language),
    subscription_id: sub.id,
    payment_state: paymentState,
    subscription_plan: subscriptionPlan,
    ends_at: endsAt,
    next_charge: renews && price && sub.currentPeriodEnd !== null ? { date: sub.currentPeriodEnd, amount: price.amount } : null,
    price: ended ? null : price,
    card: sub.card ?? null,
  };
}

/** The price per period: as the provider reported it, else our configured price's (older stored states). */
function priceOf(sub: NonNullable<UserDoc['subscription']>, prices: PriceTable | undefined): SubscriptionStatusResponse['price'] {
  if (typeof sub.amount === 'number' && sub.currency && sub.interval) {
    return { amount: toMoney(sub.amount, sub.currency), interval: sub.interval };
  }
  const key = prices ? priceKeyOf(sub.priceId, prices) : undefined;
  if (!key) return null;
  const details = PRICE_DETAILS[key];
  return { amount: { amount: details.amount, currency: 'USD' }, interval: details.interval };
}

/** Stripe's minor units to major ones (zero-decimal currencies such as JPY stay as they are). */
function toMoney(minor: number, currency: string): Money {
  const code = currency.toUpperCase();
  const zeroDecimal = ['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'];
  return { amount: zeroDecimal.includes(code) ? minor : minor / 100, currency: code };
}

function messageFor(status: string, pending: boolean) {
  if (status === 'trialing') return pending ? 'billing.status.trialEnding' : 'billing.status.trialActive';
  if (status === 'active') return pending ? 'billing.status.ending' : 'billing.status.active';
  if (status === 'past_due') return 'billing.status.pastDue';
  return 'billing.status.ended';
}

/** "Pro plan" / "plan Pro": the {plan} of "Payment failed — your {plan} is on hold". */
function planNameForSentence(plan: Plan): Localized {
  return localize(msg('billing.planInSentence', { plan: planLabel(plan) }));
}

/** The plan's name as each interface shows it (the Spanish one as the web app's plan labels). */
function planLabel(plan: Plan): Localized {
  return localize(msg(`plan.${plan}`));
}
