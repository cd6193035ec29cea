import type { BillingProvider } from '../adapters/billing/billing.js';
import type { Config } from '../config.js';
import type { CheckoutResponse, SubscriptionStatusResponse } from '../contract/api.js';
import { PLAN_LABELS, PRICE_DETAILS, planRank, type Plan } from '../contract/plans.js';
import { HttpError } from '../errors.js';
import { log } from '../logs.js';
import type { UserDoc, usersRepo } from '../repos/users.js';
import { priceKeyOf } from './plan.js';
import type { SubscriptionSync } from './sync.js';
import { msg, render, type Localized } from '../i18n/messages.js';
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
    return statusOf(user, language ?? user?.language ?? 'en');
  }

  async function startCheckout(input: {
    uid: string;
    tokenEmail: string | undefined;
    name: string | undefined;
    email: string;
    priceId: string;
    origin: string;
  }): Promise<CheckoutResponse> {
    const key = priceKeyOf(input.priceId, config.stripe.prices);
    if (!key) throw new HttpError('INVALID_REQUEST', msg('billing.priceUnknown'));
    const account = input.tokenEmail?.trim().toLowerCase();
    if (!account || input.email.trim().toLowerCase() !== account) {
      throw new HttpError('FORBIDDEN', msg('billing.emailMismatch'));
    }
    const user = await users.get(input.uid);
    if (!user) throw new HttpError('NOT_FOUND', msg('account.notFound'));
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
    const after = statusOf(await users.get(uid), language);
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
    const after = statusOf(await users.get(uid), language);
    return { ...after, message: render(msg('billing.resumed', { plan: planLabel(after.plan) }), language) };
  }

  return { status, startCheckout, cancelAtPeriodEnd, resume };
}

export type SubscriptionsService = ReturnType<typeof subscriptionsService>;

/**
 * The status answer. A user who never subscribed is BASIC with status `none` (there is no
 * subscription to report; see docs/adr/0004-billing.md).
 */
export function statusOf(user: UserDoc | undefined, language: InterfaceLanguage = 'en'): SubscriptionStatusResponse {
  const sub = user?.subscription;
  if (!user || !sub) {
    return {
      plan: 'BASIC',
      status: 'none',
      cancel_at_period_end: false,
      current_period_end: null,
      message: render(msg('billing.status.free'), language),
      subscription_id: null,
    };
  }
  const pending = sub.cancelAtPeriodEnd || sub.cancelAt !== null;
  return {
    plan: user.plan,
    status: sub.status,
    cancel_at_period_end: pending,
    current_period_end: sub.currentPeriodEnd ?? sub.cancelAt,
    message: render(msg(messageFor(sub.status, pending)), language),
    subscription_id: sub.id,
  };
}

function messageFor(status: string, pending: boolean) {
  if (status === 'trialing') return pending ? 'billing.status.trialEnding' : 'billing.status.trialActive';
  if (status === 'active') return pending ? 'billing.status.ending' : 'billing.status.active';
  if (status === 'past_due') return 'billing.status.pastDue';
  return 'billing.status.ended';
}

/** The plan's name as each interface shows it (the Spanish one as the web app's plan labels). */
const PLAN_LABELS_ES: Record<Plan, string> = { BASIC: 'Gratis', TRIAL: 'Prueba', PRO: 'Pro', PREMIUM: 'Premium' };
function planLabel(plan: Plan): Localized {
  return { en: PLAN_LABELS[plan], es: PLAN_LABELS_ES[plan] };
}
