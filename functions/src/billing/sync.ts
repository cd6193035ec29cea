import { Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { BillingProvider, BillingSubscription } from '../adapters/billing/billing.js';
import type { PriceTable } from '../config.js';
import { log } from '../logs.js';
import { readSubscriptionState, type SubscriptionState } from '../repos/users.js';
import { isLive, planForSubscription } from './plan.js';

/** What to re-read, for whom, and (for a webhook) which event asked. */
export interface SyncRequest {
  subscriptionId: string;
  /** The uid the event names (client_reference_id or subscription metadata), when it names one. */
  uid?: string | undefined;
  customerId?: string | undefined;
  event?: { id: string; type: string };
}

export type SyncOutcome =
  | { outcome: 'applied'; uid: string; state: SubscriptionState }
  | { outcome: 'duplicate' }
  | { outcome: 'skipped'; reason: string };

/** `stripeEvents/{eventId}`: one document per processed event, written with the state it applied. */
export const EVENTS_COLLECTION = 'stripeEvents';

/**
 * Stripe is the source of truth (DESIGN.md §5): every sync re-reads the subscription and
 * overwrites the stored state, so repeated and out-of-order events converge.
 *
 * The re-read happens inside the transaction, after the user document is read (and, on
 * Firestore, locked): two syncs of one user run one after the other, and the later one reads
 * Stripe later, so an older answer never overwrites a newer one. The event id is recorded in
 * the same transaction, so an event applies once however often it is delivered.
 */
export function subscriptionSync(deps: { db: Firestore; billing: BillingProvider; prices: PriceTable }) {
  const { db, billing, prices } = deps;
  const eventRef = (id: string) => db.collection(EVENTS_COLLECTION).doc(id);
  const userRef = (uid: string) => db.collection('users').doc(uid);

  async function uidForCustomer(customerId: string | undefined): Promise<string | undefined> {
    if (!customerId) return undefined;
    const found = await db.collection('users').where('stripeCustomerId', '==', customerId).limit(1).get();
    return found.docs[0]?.id;
  }

  async function sync(request: SyncRequest): Promise<SyncOutcome> {
    const { event } = request;
    // Cheap exit for redeliveries; the transaction below re-checks.
    if (event && (await eventRef(event.id).get()).exists) return { outcome: 'duplicate' };

    let uid = request.uid;
    if (!uid) {
      const sub = await billing.retrieveSubscription(request.subscriptionId);
      uid = sub?.uid ?? (await uidForCustomer(sub?.customerId ?? request.customerId));
    }

    return db.runTransaction(async (tx): Promise<SyncOutcome> => {
      if (event && (await tx.get(eventRef(event.id))).exists) return { outcome: 'duplicate' };
      const record = (outcome: string, reason: string | null, forUid: string | null) => {
        if (!event) return;
        tx.set(eventRef(event.id), {
          type: event.type,
          subscriptionId: request.subscriptionId,
          uid: forUid,
          outcome,
          reason,
          processedAt: Timestamp.now(),
        });
      };
      const skip = (reason: string): SyncOutcome => {
        log.subscriptionSkipped(uid ?? '', request.subscriptionId, reason);
        record('skipped', reason, uid ?? null);
        return { outcome: 'skipped', reason };
      };

      if (!uid) return skip('no user for this subscription');
      const user = await tx.get(userRef(uid));
      if (!user.exists) return skip('no such user');
      const sub = await billing.retrieveSubscription(request.subscriptionId);
      if (!sub) return skip('the provider has no such subscription');
      if (sub.uid && sub.uid !== uid) return skip('the subscription belongs to another user');

      const stored = readSubscriptionState(user.get('subscription'));
      const decision = decide(stored, sub);
      if (decision === 'stale') return skip('another, newer subscription is live');
      if (decision === 'replace' && stored) {
        // An upgrade bought a second subscription: end the old one so nobody pays twice.
        await billing.cancelNow(stored.id);
        log.subscriptionReplaced(uid, stored.id, sub.id);
      }

      const state = toState(sub, prices);
      updateUser(tx, userRef(uid), state, sub.customerId);
      record('applied', null, uid);
      log.subscriptionSynced(uid, state.plan, state.status);
      return { outcome: 'applied', uid, state };
    });
  }

  return { sync };
}

export type SubscriptionSync = ReturnType<typeof subscriptionSync>;

/**
 * Which subscription the user document follows. Its own subscription always overwrites; another
 * one replaces it only when the stored one has ended, or when both are live and the other is
 * newer (an upgrade). An older or ended subscription never displaces a live one.
 */
function decide(stored: SubscriptionState | undefined, incoming: BillingSubscription): 'apply' | 'replace' | 'stale' {
  if (!stored || stored.id === incoming.id || !isLive(stored.status)) return 'apply';
  if (!isLive(incoming.status)) return 'stale';
  if (incoming.created < (stored.created ?? 0)) return 'stale';
  return 'replace';
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
  };
}

function updateUser(tx: Transaction, ref: DocumentReference, state: SubscriptionState, customerId: string) {
  // Every field written in full: the local Firestore keeps fields a write leaves out.
  tx.update(ref, { plan: state.plan, subscription: state, stripeCustomerId: customerId });
}
