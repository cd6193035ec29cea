import type { Firestore } from 'firebase-admin/firestore';

/**
 * The users holding an allowance lease (`users/{uid}/reservations/{id}`, owned by repos/usage.ts)
 * that expired before `nowSeconds`: a collection-group query, read by the daily reservation sweep,
 * which settles each user's leases through the usage repo's own transaction. The local Firestore
 * substitute answers collection-group queries with nothing (docs/local-firestore.md); there the
 * user's next request settles them, as it always does (ADR 18).
 */
export async function expiredLeaseOwners(db: Firestore, nowSeconds: number, limit = 500): Promise<string[]> {
  const snap = await db.collectionGroup('reservations').where('leaseUntil', '<', nowSeconds).limit(limit).select('leaseUntil').get();
  return [...new Set(snap.docs.map((d) => d.ref.parent.parent?.id).filter((uid): uid is string => !!uid))];
}
