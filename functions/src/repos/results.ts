import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { ResultRange } from '../contract/results.js';

/**
 * The documents of the results feature (results/store.ts reads and writes them, counting the
 * quotas in its transactions):
 * - `resultsCache/{uid}_{campaignId}_{range}` — the last report and its suggestions;
 * - `users/{uid}/campaigns/{id}/changes/{changeId}` — every change Pautia made;
 * - `resultsQuota/{YYYY-MM-DD}_app` and `resultsQuota/{YYYY-MM-DD}_{uid}` — Google Ads operations used.
 */
export function resultsRefs(db: Firestore) {
  return {
    cacheRef: (uid: string, campaignId: string, range: ResultRange): DocumentReference =>
      db.collection('resultsCache').doc(`${uid}_${campaignId}_${range}`),
    changes: (uid: string, campaignId: string): CollectionReference =>
      db.collection('users').doc(uid).collection('campaigns').doc(campaignId).collection('changes'),
    /** A new change's document (its id is the change's). */
    newChangeRef: (uid: string, campaignId: string): DocumentReference =>
      db.collection('users').doc(uid).collection('campaigns').doc(campaignId).collection('changes').doc(),
    quotaRef: (day: string, who: string): DocumentReference => db.collection('resultsQuota').doc(`${day}_${who}`),
  };
}
