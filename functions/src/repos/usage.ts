import type { CollectionReference, DocumentReference, Firestore, FirestoreDataConverter } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { zodConverter } from './converter.js';

/**
 * The documents the plan allowances read and write (usage/usage.ts, which counts in its own
 * transactions through these typed references, so the read of the plan and counter and the
 * increment stay atomic):
 * - `users/{uid}` — the plan and subscription the period is computed from (read only here);
 * - `users/{uid}/usage/{period}` — the counters;
 * - `users/{uid}/reservations/{id}` — leased units, settled or given back;
 * - `users/{uid}/campaigns/{id}`, `users/{uid}/chat/{id}` — where a leased request stores its answer.
 */

/** A count as stored: absent is 0; a negative or fractional one (never written) reads as its floor, at least 0. */
const count = z
  .number()
  .optional()
  .transform((v) => (v !== undefined && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0));

/** `users/{uid}/usage/{period}`: one count per limited feature; counters added later read as 0. */
const countersSchema = z
  .object({
    campaigns: count,
    ai_queries: count,
    plan: z.string().optional(),
    period: z.string().optional(),
    updatedAt: z.instanceof(Timestamp).optional(),
  })
  .loose();
export type UsageCountersDoc = z.infer<typeof countersSchema>;

/** `users/{uid}/reservations/{id}`: a leased unit. */
const leaseSchema = z.object({
  feature: z.string(),
  period: z.string().optional().default(''),
  /** Seconds since the epoch. */
  leaseUntil: z.number(),
  delivered: z.boolean().optional().default(false),
  createdAt: z.instanceof(Timestamp).optional(),
});
export type LeaseDoc = z.infer<typeof leaseSchema>;

export const usageCountersConverter: FirestoreDataConverter<UsageCountersDoc> = zodConverter('users/{uid}/usage', countersSchema);
export const leaseConverter: FirestoreDataConverter<LeaseDoc> = zodConverter('users/{uid}/reservations', leaseSchema);

export function usageRefs(db: Firestore) {
  const userRef = (uid: string): DocumentReference => db.collection('users').doc(uid);
  const leasesRef = (uid: string): CollectionReference<LeaseDoc> => userRef(uid).collection('reservations').withConverter(leaseConverter);
  return {
    userRef,
    usageRef: (uid: string, period: string): DocumentReference<UsageCountersDoc> =>
      userRef(uid).collection('usage').doc(period).withConverter(usageCountersConverter),
    leasesRef,
    leaseRef: (uid: string, id: string): DocumentReference<LeaseDoc> => leasesRef(uid).doc(id),
    newLeaseId: (uid: string): string => leasesRef(uid).doc().id,
    campaignRef: (uid: string, id: string): DocumentReference => userRef(uid).collection('campaigns').doc(id),
    chatRef: (uid: string, id: string): DocumentReference => userRef(uid).collection('chat').doc(id),
  };
}
