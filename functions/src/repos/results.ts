import type { CollectionReference, DocumentReference, Firestore, FirestoreDataConverter } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { ChangeRecord, ResultRange } from '../contract/results.js';
import { zodConverter } from './converter.js';

/**
 * The documents of the results feature (results/store.ts reads and writes them through these typed
 * references, counting the quotas in its transactions):
 * - `resultsCache/{uid}_{campaignId}_{range}` — the last report and its suggestions;
 * - `users/{uid}/campaigns/{id}/changes/{changeId}` — every change Pautia made;
 * - `resultsQuota/{YYYY-MM-DD}_app` and `resultsQuota/{YYYY-MM-DD}_{uid}` — Google Ads operations used.
 */
const cacheSchema = z.object({
  uid: z.string().optional(),
  campaignId: z.string().optional(),
  range: z.string().optional(),
  fetchedAtMs: z.number(),
  /** The cached results as one JSON string: nested arrays of rows, written and read whole. */
  json: z.string(),
});
export type ResultsCacheDoc = z.infer<typeof cacheSchema>;

const quotaSchema = z.object({
  used: z.number().optional().default(0),
  day: z.string().optional(),
});
export type ResultsQuotaDoc = z.infer<typeof quotaSchema>;

/**
 * A stored change: the contract's fields are required (every version wrote them); what later
 * versions added (`currency`, `operations`, `failure`, `before`/`after`, undo fields) is kept as stored.
 */
const changeSchema = z
  .object({
    id: z.string(),
    at: z.string(),
    change: z.object({ kind: z.string() }).loose(),
    description: z.string(),
    result: z.enum(['APPLIED', 'FAILED']),
    message: z.string(),
  })
  .loose();

export const resultsCacheConverter: FirestoreDataConverter<ResultsCacheDoc> = zodConverter('resultsCache', cacheSchema);
const quotaConverter: FirestoreDataConverter<ResultsQuotaDoc> = zodConverter('resultsQuota', quotaSchema);
// The schema checks the contract's fields; the record's exact shape (its `change` union) is the contract's.
const changeConverter = zodConverter('users/{uid}/campaigns/{id}/changes', changeSchema) as unknown as FirestoreDataConverter<ChangeRecord>;

export function resultsRefs(db: Firestore) {
  const changes = (uid: string, campaignId: string): CollectionReference<ChangeRecord> =>
    db.collection('users').doc(uid).collection('campaigns').doc(campaignId).collection('changes').withConverter(changeConverter);
  return {
    cacheRef: (uid: string, campaignId: string, range: ResultRange): DocumentReference<ResultsCacheDoc> =>
      db.collection('resultsCache').doc(`${uid}_${campaignId}_${range}`).withConverter(resultsCacheConverter),
    changes,
    /** A new change's document (its id is the change's). */
    newChangeRef: (uid: string, campaignId: string): DocumentReference<ChangeRecord> => changes(uid, campaignId).doc(),
    quotaRef: (day: string, who: string): DocumentReference<ResultsQuotaDoc> =>
      db.collection('resultsQuota').doc(`${day}_${who}`).withConverter(quotaConverter),
  };
}
