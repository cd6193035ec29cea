import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { ChangeRecord, ResultRange, ResultsResponse } from '../contract/results.js';
import type { Message } from '../i18n/messages.js';
import { resultsRefs } from '../repos/results.js';
import type { CachedSuggestion } from './suggestions.js';
import type { ServingFacts } from './text.js';

/** What is cached per campaign and range (the history is read fresh on every view). */
export type CachedResults = Omit<ResultsResponse, 'history' | 'refreshAvailableAt' | 'notice' | 'suggestions' | 'currency'> & {
  /** Internal: the budget a SET_BUDGET change updates. */
  budgetResourceName: string;
  /** Absent in entries cached before issue 24 (then USD). */
  currency?: string;
  /** Internal: what the serving problems are written from, in the reader's language. */
  serving?: ServingFacts;
  /** With their facts (internal), written in the reader's language when answered. */
  suggestions: CachedSuggestion[];
};

/**
 * A change as stored: what its words are written from in the reader's language (issue 24). Older
 * records have only the English `description` and `message`.
 */
export type StoredChange = ChangeRecord & {
  /** The account's currency when the change was made. */
  currency?: string;
  /** Operations Google accepted (APPLIED). */
  operations?: number;
  /** Why it failed, as a catalog message (FAILED). */
  failure?: Message;
};

export interface CacheEntry {
  fetchedAtMs: number;
  results: CachedResults;
}

const HISTORY_LIMIT = 50;

/**
 * Firestore access of the results feature:
 * - `resultsCache/{uid}_{campaignId}_{range}` — the last report and its suggestions;
 * - `users/{uid}/campaigns/{id}/changes/{changeId}` — every change Pautia made (what, when, result);
 * - `resultsQuota/{YYYY-MM-DD}_app` and `resultsQuota/{YYYY-MM-DD}_{uid}` — Google Ads operations used.
 */
export function resultsStore(db: Firestore) {
  const { cacheRef, changes, newChangeRef, quotaRef } = resultsRefs(db);

  return {
    cacheRef,

    async readCache(uid: string, campaignId: string, range: ResultRange): Promise<CacheEntry | undefined> {
      const data = (await cacheRef(uid, campaignId, range).get()).data();
      return data && { fetchedAtMs: data.fetchedAtMs, results: JSON.parse(data.json) as CachedResults };
    },

    async writeCache(uid: string, campaignId: string, range: ResultRange, entry: CacheEntry): Promise<void> {
      // Stored as one JSON string: nested arrays of rows, written and read whole.
      await cacheRef(uid, campaignId, range).set({
        uid,
        campaignId,
        range,
        fetchedAtMs: entry.fetchedAtMs,
        json: JSON.stringify(entry.results),
      });
    },

    /** Changes the cached results of every range in one transaction; `edit` returns false to abort. */
    async editCaches<T>(
      uid: string,
      campaignId: string,
      ranges: readonly ResultRange[],
      edit: (entries: (CacheEntry | undefined)[]) => T,
    ): Promise<T> {
      return db.runTransaction(async (tx) => {
        const refs = ranges.map((r) => cacheRef(uid, campaignId, r));
        const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
        const entries = snaps.map((s) => {
          const data = s.data();
          return data && { fetchedAtMs: data.fetchedAtMs, results: JSON.parse(data.json) as CachedResults };
        });
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
      const ref = newChangeRef(uid, campaignId);
      const full: StoredChange = { id: ref.id, ...record };
      await ref.create(JSON.parse(JSON.stringify(full)) as ChangeRecord);
      return full;
    },

    /**
     * Takes `operations` from today's budgets, the user's and the app's, atomically; answers which
     * one is spent when they do not fit (nothing is taken then).
     */
    async reserve(uid: string, day: string, operations: number, limits: { user: number; app: number }): Promise<'ok' | 'user' | 'app'> {
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

export type ResultsStore = ReturnType<typeof resultsStore>;
