import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

/** `stripeEvents/{eventId}`: one document per processed event, written with the state it applied. */
export const EVENTS_COLLECTION = 'stripeEvents';

/**
 * The documents the billing sync reads and writes in its own transaction (billing/sync.ts):
 * `stripeEvents/{eventId}` and the billing fields of `users/{uid}`.
 */
export function billingSyncRepo(db: Firestore) {
  return {
    eventRef: (id: string): DocumentReference => db.collection(EVENTS_COLLECTION).doc(id),
    userRef: (uid: string): DocumentReference => db.collection('users').doc(uid),
    /** The user whose Stripe customer this is, when one is recorded. */
    async uidForCustomer(customerId: string): Promise<string | undefined> {
      const found = await db.collection('users').where('stripeCustomerId', '==', customerId).limit(1).get();
      return found.docs[0]?.id;
    },
  };
}
