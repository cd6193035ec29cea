import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { SubscriptionState } from './users.js';

/** `stripeEvents/{eventId}`: one document per processed event, written with the state it applied. */
export const EVENTS_COLLECTION = 'stripeEvents';

/** The billing fields of `users/{uid}` a sync decides from. */
export interface StoredBilling {
  subscription: unknown;
  trialSubscriptionId: unknown;
}

/** A sync's decision: skip (why), or apply the state to the user document. */
export type BillingSyncDecision =
  { skip: string } | { apply: { state: SubscriptionState; customerId: string; trialSubscriptionId: string | undefined } };

/**
 * The billing sync's documents, `stripeEvents/{eventId}` and the billing fields of `users/{uid}`,
 * and the transaction it runs in.
 */
export function billingSyncRepo(db: Firestore) {
  const eventRef = (id: string): DocumentReference => db.collection(EVENTS_COLLECTION).doc(id);
  const userRef = (uid: string): DocumentReference => db.collection('users').doc(uid);
  return {
    /** The user whose Stripe customer this is, when one is recorded. */
    async uidForCustomer(customerId: string): Promise<string | undefined> {
      const found = await db.collection('users').where('stripeCustomerId', '==', customerId).limit(1).get();
      return found.docs[0]?.id;
    },

    /** Whether the event was processed already. */
    async eventSeen(eventId: string): Promise<boolean> {
      return (await eventRef(eventId).get()).exists;
    },

    /**
     * Syncs one user's subscription: in one transaction, the event (when one asked) is checked
     * unseen, the user document read (and, on Firestore, locked), `decide` asked — it may call the
     * billing provider: two syncs of one user run one after the other — and its decision written
     * with the event's record, so an event applies once however often it is delivered. `decide`
     * gets undefined when there is no such user. 'duplicate' when the event was seen.
     */
    async syncSubscription(
      request: { uid: string | undefined; subscriptionId: string; event?: { id: string; type: string } | undefined },
      decide: (user: StoredBilling | undefined) => Promise<BillingSyncDecision>,
    ): Promise<'duplicate' | BillingSyncDecision> {
      const { uid, event } = request;
      return db.runTransaction(async (tx): Promise<'duplicate' | BillingSyncDecision> => {
        if (event && (await tx.get(eventRef(event.id))).exists) return 'duplicate';
        const user = uid ? await tx.get(userRef(uid)) : undefined;
        const decision = await decide(
          user?.exists ? { subscription: user.get('subscription'), trialSubscriptionId: user.get('trialSubscriptionId') } : undefined,
        );
        if (uid && 'apply' in decision) {
          const { state, customerId, trialSubscriptionId } = decision.apply;
          // Every field written in full: the local Firestore keeps fields a write leaves out. The first
          // trial is remembered for good (one trial per person), whatever the subscription becomes.
          tx.update(userRef(uid), {
            plan: state.plan,
            subscription: state,
            stripeCustomerId: customerId,
            ...(trialSubscriptionId ? { trialSubscriptionId } : {}),
          });
        }
        if (event) {
          const applied = 'apply' in decision;
          tx.set(eventRef(event.id), {
            type: event.type,
            subscriptionId: request.subscriptionId,
            uid: uid ?? null,
            outcome: applied ? 'applied' : 'skipped',
            reason: applied ? null : decision.skip,
            processedAt: Timestamp.now(),
          });
        }
        return decision;
      });
    },
  };
}

export type BillingSyncRepo = ReturnType<typeof billingSyncRepo>;
