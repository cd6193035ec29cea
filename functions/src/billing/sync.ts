import type { BillingProvider, BillingSubscription } from '../adapters/billing/billing.js';
import type { PriceTable } from '../config.js';
import { log } from '../logs.js';
import { planRank } from '../contract/plans.js';
import type { BillingSyncRepo } from '../repos/billing.js';
import { readSubscriptionState, type SubscriptionState } from '../repos/users.js';
import { isLive, planForSubscription, priceKeyOf } from './plan.js';

/** What to re-read, for whom, and (for a webhook) which event asked. */
export interface SyncRequest {
  subscriptionId: string;
  /** The uid the event names (client_reference_id or subscription metadata), when it names one. */
  uid?: string | undefined;
  customerId?: string | undefined;
  event?: { id: string; type: string };
}

export type SyncOutcome =
  { outcome: 'applied'; uid: string; state: SubscriptionState } | { outcome: 'duplicate' } | { outcome: 'skipped'; reason: string };

export { EVENTS_COLLECTION } from '../repos/billing.js';

/**
 * Stripe is the source of truth (docs/product.md P7.5): every sync re-reads the subscription and
 * overwrites the stored state, so repeated and out-of-order events converge.
 *
 * The re-read happens inside the transaction, after the user document is read (and, on
 * Firestore, locked): two syncs of one user run one after the other, and the later one reads
 * Stripe later, so an older answer never overwrites a newer one. The event id is recorded in
 * the same transaction, so an event applies once however often it is delivered.
 */
export function subscriptionSync(deps: { repo: BillingSyncRepo; billing: BillingProvider; prices: PriceTable }) {
  const { repo, billing, prices } = deps;

  async function uidForCustomer(customerId: string | undefined): Promise<string | undefined> {
    return customerId ? repo.uidForCustomer(customerId) : undefined;
  }

  async function sync(request: SyncRequest): Promise<SyncOutcome> {
    const { event } = request;
    // Cheap exit for redeliveries; the repo's transaction re-checks.
    if (event && (await repo.eventSeen(event.id))) return { outcome: 'duplicate' };

    let uid = request.uid;
    if (!uid) {
      const sub = await billing.retrieveSubscription(request.subscriptionId);
      uid = sub?.uid ?? (await uidForCustomer(sub?.customerId ?? request.customerId));
    }

    const decision = await repo.syncSubscription({ uid, subscriptionId: request.subscriptionId, event }, async (user) => {
      if (!uid) return { skip: 'no user for this subscription' };
      if (!user) return { skip: 'no such user' };
      const sub = await billing.retrieveSubscription(request.subscriptionId);
      if (!sub) return { skip: 'the provider has no such subscription' };
      if (sub.uid && sub.uid !== uid) return { skip: 'the subscription belongs to another user' };

      const stored = readSubscriptionState(user.subscription);
      // The user's first trial: recorded, or (in documents from before it was) the stored subscription if it was one.
      const recorded = user.trialSubscriptionId;
      const trialSubscriptionId =
        typeof recorded === 'string' && recorded
          ? recorded
          : stored && (stored.status === 'trialing' || priceKeyOf(stored.priceId, prices) === 'TRIAL:monthly')
            ? stored.id
            : undefined;
      const decision = decide(stored, sub, prices, trialSubscriptionId);
      if (decision === 'stale') return { skip: 'another, newer subscription is live' };
      if (decision === 'cancel-older') {
        // Two live subscriptions: the older one goes, whichever event named it.
        await billing.cancelNow(sub.id);
        log.subscriptionReconciled(uid, sub.id, stored?.id ?? '');
        return { skip: 'two live subscriptions: the older one was cancelled' };
      }
      if (decision === 'refuse-lower' || decision === 'refuse-trial') {
        // Paid from a checkout session opened before the plan changed (or a second trial): the
        // rules checkout enforces hold again here. It never replaces the plan; it is ended, and
        // Stripe credits what was paid for it (prorate, invoice now).
        await billing.cancelNow(sub.id);
        log.subscriptionRefused(uid, sub.id, decision === 'refuse-trial' ? 'a second trial' : 'not above the current plan');
        return {
          skip: decision === 'refuse-trial' ? 'one trial per person: the trial was already used' : 'not above the current plan: cancelled',
        };
      }
      if (decision === 'replace' && stored) {
        // An upgrade bought a second subscription, or one replaced a subscription on hold (unpaid,
        // paused): end the old one so nobody pays twice (one live subscription, always).
        await billing.cancelNow(stored.id);
        log.subscriptionReplaced(uid, stored.id, sub.id);
      }
      return {
        apply: {
          state: toState(sub, prices),
          customerId: sub.customerId,
          trialSubscriptionId: isTrial(sub, prices) ? (trialSubscriptionId ?? sub.id) : trialSubscriptionId,
        },
      };
    });

    if (decision === 'duplicate') return { outcome: 'duplicate' };
    if ('skip' in decision) {
      log.subscriptionSkipped(uid ?? '', request.subscriptionId, decision.skip);
      return { outcome: 'skipped', reason: decision.skip };
    }
    const { state } = decision.apply;
    log.subscriptionSynced(uid!, state.plan, state.status);
    return { outcome: 'applied', uid: uid!, state };
  }

  return { sync };
}

export type SubscriptionSync = ReturnType<typeof subscriptionSync>;

/** Whether a subscription is (or was) a trial: the Trial price, or Stripe's `trialing`. */
function isTrial(sub: BillingSubscription, prices: PriceTable): boolean {
  return sub.status === 'trialing' || sub.trialStart !== null || priceKeyOf(sub.priceId, prices) === 'TRIAL:monthly';
}

/**
 * Which subscription the user document follows. Its own subscription always overwrites; another
 * one replaces it only when the stored one has ended, or when both are live and the other is
 * newer (an upgrade). An older or ended subscription never displaces a live one.
 *
 * Checkout's rules are enforced again when a subscription arrives (issue 30), since a session
 * opened earlier can be paid later: a live newcomer whose plan is not above the live one's is
 * refused (`refuse-lower`), and a trial after the user's first one is refused (`refuse-trial`).
 * Both are cancelled, never applied.
 */
function decide(
  stored: SubscriptionState | undefined,
  incoming: BillingSubscription,
  prices: PriceTable,
  trialSubscriptionId: string | undefined,
): 'apply' | 'replace' | 'stale' | 'cancel-older' | 'refuse-lower' | 'refuse-trial' {
  if (stored?.id === incoming.id) return 'apply';
  if (isLive(incoming.status) && trialSubscriptionId && trialSubscriptionId !== incoming.id && isTrial(incoming, prices))
    return 'refuse-trial';
  if (!stored || hasEnded(stored.status)) return 'apply';
  if (!isLive(incoming.status)) return 'stale';
  // The stored one is on hold (unpaid, paused, incomplete): a live one replaces it, and it is ended.
  if (!isLive(stored.status)) return 'replace';
  if (planRank(planForSubscription(incoming, prices)) <= planRank(stored.plan)) return 'refuse-lower';
  if (incoming.created < (stored.created ?? 0)) return 'cancel-older';
  return 'replace';
}

/** Stripe's end states: such a subscription never charges or gives anything again. */
function hasEnded(status: string): boolean {
  return status === 'canceled' || status === 'incomplete_expired' || status === '';
}

function toState(sub: BillingSubscription, prices: PriceTable): SubscriptionState {
  return {
    id: sub.id,
    status: sub.status,
    priceId: sub.priceId,
    plan: planForSubscription(sub, prices),
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    cancelAt: sub.cancelAt,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    updatedAt: Math.floor(Date.now() / 1000),
    created: sub.created,
    amount: sub.amount,
    currency: sub.currency,
    interval: sub.interval,
    card: sub.card,
  };
}
