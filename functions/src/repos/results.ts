import {
  FieldValue,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import type { ChangeRecord, ResultRange } from '../contract/results.js';
import type { Message } from '../i18n/messages.js';
import { zodConverter } from './converter.js';

/**
 * A change as stored: what its words are written from in the reader's language. Older records have
 * only the English `description` and `message`.
 */
export type StoredChange = ChangeRecord & {
  /** The account's currency when the change was made. */
  currency?: string;
  /** Operations Google accepted (APPLIED). */
  operations?: number;
  /** Why it failed, as a catalog message (FAILED). */
  failure?: Message;
};

/** A cached report: when it was read, and what the results feature keeps of it (stored as JSON). */
export interface CacheEntry<Cached> {
  fetchedAtMs: number;
  results: Cached;
}

const HISTORY_LIMIT = 50;

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

/** Who claimed the undo of a change, and when: one document per change, created once. */
const undoClaimSchema = z.object({ at: z.string() });
type UndoClaimDoc = z.infer<typeof undoClaimSchema>;

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
const undoClaimConverter: FirestoreDataConverter<UndoClaimDoc> = zodConverter('users/{uid}/campaigns/{id}/undoClaims', undoClaimSchema);
// The schema checks the contract's fields; the record's exact shape (its `change` union) is the contract's.
const changeConverter = zodConverter('users/{uid}/campaigns/{id}/changes', changeSchema) as unknown as FirestoreDataConverter<ChangeRecord>;

/** gRPC ALREADY_EXISTS: `create()` of a document that is there (real Firestore and the local substitute alike). */
const ALREADY_EXISTS = 6;

/**
 * The results feature's documents, and every transaction over them:
 * - `resultsCache/{uid}_{campaignId}_{range}` — the last report and its suggestions;
 * - `users/{uid}/campaigns/{id}/changes/{changeId}` — every change Pautia made (what, when, result);
 * - `users/{uid}/campaigns/{id}/undoClaims/{changeId}` — the one undo of a change, claimed before
 *   Google Ads is asked;
 * - `resultsQuota/{YYYY-MM-DD}_app` and `resultsQuota/{YYYY-MM-DD}_{uid}` — Google Ads operations used.
 */
export function resultsRepo<Cached>(db: Firestore) {
  const campaignDoc = (uid: string, campaignId: string) => db.collection('users').doc(uid).collection('campaigns').doc(campaignId);
  const changes = (uid: string, campaignId: string): CollectionReference<ChangeRecord> =>
    campaignDoc(uid, campaignId).collection('changes').withConverter(changeConverter);
  const cacheRef = (uid: string, campaignId: string, range: ResultRange): DocumentReference<ResultsCacheDoc> =>
    db.collection('resultsCache').doc(`${uid}_${campaignId}_${range}`).withConverter(resultsCacheConverter);
  const quotaRef = (day: string, who: string): DocumentReference<ResultsQuotaDoc> =>
    db.collection('resultsQuota').doc(`${day}_${who}`).withConverter(quotaConverter);
  const undoClaimRef = (uid: string, campaignId: string, changeId: string): DocumentReference<UndoClaimDoc> =>
    campaignDoc(uid, campaignId).collection('undoClaims').doc(changeId).withConverter(undoClaimConverter);
  const entryOf = (data: ResultsCacheDoc | undefined): CacheEntry<Cached> | undefined =>
    data && { fetchedAtMs: data.fetchedAtMs, results: JSON.parse(data.json) as Cached };

  return {
    async readCache(uid: string, campaignId: string, range: ResultRange): Promise<CacheEntry<Cached> | undefined> {
      return entryOf((await cacheRef(uid, campaignId, range).get()).data());
    },

    async writeCache(uid: string, campaignId: string, range: ResultRange, entry: CacheEntry<Cached>): Promise<void> {
      // Stored as one JSON string: nested arrays of rows, written and read whole.
      await cacheRef(uid, campaignId, range).set({
        uid,
        campaignId,
        range,
        fetchedAtMs: entry.fetchedAtMs,
        json: JSON.stringify(entry.results),
      });
    },

    /** Changes the cached results of every range in one transaction; what `edit` changes in the entries is written. */
    async editCaches<T>(
      uid: string,
      campaignId: string,
      ranges: readonly ResultRange[],
      edit: (entries: (CacheEntry<Cached> | undefined)[]) => T,
    ): Promise<T> {
      return db.runTransaction(async (tx) => {
        const refs = ranges.map((r) => cacheRef(uid, campaignId, r));
        const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
        const entries = snaps.map((s) => entryOf(s.data()));
        const before = entries.map((e) => JSON.stringify(e));
        const result = edit(entries);
        entries.forEach((entry, i) => {
          if (entry && JSON.stringify(entry) !== before[i]) tx.update(refs[i]!, { json: JSON.stringify(entry.results) });
        });
        return result;
      });
    },

    async dropCaches(uid: string, campaignId: string, ranges: readonly ResultRange[]): Promise<void> {
      await Promise.all(ranges.map((r) => cacheRef(uid, campaignId, r).delete()));
    },

    async history(uid: string, campaignId: string): Promise<StoredChange[]> {
      const snap = await changes(uid, campaignId).orderBy('at', 'desc').limit(HISTORY_LIMIT).get();
      return snap.docs.map((d) => d.data() as StoredChange);
    },

    async record(uid: string, campaignId: string, record: Omit<StoredChange, 'id'>): Promise<StoredChange> {
      const ref = changes(uid, campaignId).doc();
      const full: StoredChange = { id: ref.id, ...record };
      await ref.create(JSON.parse(JSON.stringify(full)) as ChangeRecord);
      return full;
    },

    /**
     * Claims the one undo of a change: true for the first caller, false for every other, however
     * many run at once. A `create()`, whose "already exists" precondition the local Firestore
     * substitute honours as real Firestore does, so no read-modify-write can let two through.
     */
    async claimUndo(uid: string, campaignId: string, changeId: string, at: string): Promise<boolean> {
      try {
        await undoClaimRef(uid, campaignId, changeId).create({ at });
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
        throw error;
      }
    },

    /** Gives a claimed undo back (Google Ads did not take it): the owner may try again. */
    async releaseUndo(uid: string, campaignId: string, changeId: string): Promise<void> {
      await undoClaimRef(uid, campaignId, changeId).delete();
    },

    /**
     * Takes `operations` from today's budgets, the user's and the app's, atomically; answers which
     * one is spent when they do not fit (nothing is taken then).
     */
    async reserveOperations(
      uid: string,
      day: string,
      operations: number,
      limits: { user: number; app: number },
    ): Promise<'ok' | 'user' | 'app'> {
      return db.runTransaction(async (tx) => {
        const userRef = quotaRef(day, uid);
        const appRef = quotaRef(day, 'app');
        const [userSnap, appSnap] = await Promise.all([tx.get(userRef), tx.get(appRef)]);
        const used = (s: typeof userSnap) => s.data()?.used ?? 0;
        if (used(appSnap) + operations > limits.app) return 'app';
        if (used(userSnap) + operations > limits.user) return 'user';
        tx.set(userRef, { used: FieldValue.increment(operations), day }, { merge: true });
        tx.set(appRef, { used: FieldValue.increment(operations), day }, { merge: true });
        return 'ok';
      });
    },
  };
}

export type ResultsRepo<Cached> = ReturnType<typeof resultsRepo<Cached>>;
