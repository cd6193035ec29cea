import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';

/**
 * The documents the plan allowances read and write (usage/usage.ts, which counts in its own
 * transactions, so the read of the plan and counter and the increment stay atomic):
 * - `users/{uid}` — the plan and subscription the period is computed from (read only here);
 * - `users/{uid}/usage/{period}` — the counters;
 * - `users/{uid}/reservations/{id}` — leased units, settled or given back;
 * - `users/{uid}/campaigns/{id}`, `users/{uid}/chat/{id}` — where a leased request stores its answer.
 */
export function usageRefs(db: Firestore) {
  const userRef = (uid: string): DocumentReference => db.collection('users').doc(uid);
  const leasesRef = (uid: string): CollectionReference => userRef(uid).collection('reservations');
  return {
    userRef,
    usageRef: (uid: string, period: string): DocumentReference => userRef(uid).collection('usage').doc(period),
    leasesRef,
    leaseRef: (uid: string, id: string): DocumentReference => leasesRef(uid).doc(id),
    newLeaseId: (uid: string): string => leasesRef(uid).doc().id,
    campaignRef: (uid: string, id: string): DocumentReference => userRef(uid).collection('campaigns').doc(id),
    chatRef: (uid: string, id: string): DocumentReference => userRef(uid).collection('chat').doc(id),
  };
}
