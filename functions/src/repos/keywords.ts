import { Timestamp, type Firestore, type FirestoreDataConverter } from 'firebase-admin/firestore';
import { z } from 'zod';
import { zodConverter } from './converter.js';

/**
 * The documents keyword research reads and writes (keywords/service.ts):
 * - `keywordCache/{sha256}` — a planner answer, shared by all users, for 24 hours;
 * - `users/{uid}/usage/free-ideas-{YYYY-MM-DD}` — the free ideas a user took that UTC day.
 */
const cacheSchema = z.object({
  kind: z.string(),
  /** The planner's answer as it was given (its shape is the planner's contract). */
  response: z.unknown(),
  /** Milliseconds since the epoch. */
  createdAt: z.number(),
  /** Firestore's TTL policy removes the document after this. */
  expiresAt: z.instanceof(Timestamp).optional(),
});
export type KeywordCacheDoc = z.infer<typeof cacheSchema>;

const freeIdeasSchema = z.object({
  count: z.number().int().min(0).optional().default(0),
  day: z.string().optional(),
  updatedAt: z.instanceof(Timestamp).optional(),
});

export const keywordCacheConverter: FirestoreDataConverter<KeywordCacheDoc> = zodConverter('keywordCache', cacheSchema);
const freeIdeasConverter = zodConverter('users/{uid}/usage/free-ideas-{day}', freeIdeasSchema);

export function keywordsRepo(db: Firestore) {
  const cacheRef = (key: string) => db.collection('keywordCache').doc(key).withConverter(keywordCacheConverter);
  const freeIdeasRef = (uid: string, day: string) =>
    db.collection('users').doc(uid).collection('usage').doc(`free-ideas-${day}`).withConverter(freeIdeasConverter);
  return {
    /** The cached answer under `key`, when there is one younger than `maxAgeMs` at `now`. */
    async cached(key: string, now: number, maxAgeMs: number): Promise<KeywordCacheDoc | undefined> {
      const doc = (await cacheRef(key).get()).data();
      return doc && now - doc.createdAt < maxAgeMs ? doc : undefined;
    },
    /** Keeps an answer under `key` from `createdAt` (ms) until `expiresAtMs` (the TTL policy deletes it then). */
    async cache(key: string, doc: { kind: string; response: unknown; createdAt: number; expiresAtMs: number }): Promise<void> {
      const { expiresAtMs, ...rest } = doc;
      await cacheRef(key).set({ ...rest, expiresAt: Timestamp.fromMillis(expiresAtMs) });
    },
    /** Takes one of the user's free ideas of `day`, atomically; false when `limit` are already taken. */
    async takeFreeIdea(uid: string, day: string, limit: number): Promise<boolean> {
      const ref = freeIdeasRef(uid, day);
      return db.runTransaction(async (tx) => {
        const used = (await tx.get(ref)).data()?.count ?? 0;
        if (used >= limit) return false;
        tx.set(ref, { count: used + 1, day, updatedAt: Timestamp.now() });
        return true;
      });
    },
    /** Gives one back (the planner failed), atomically. */
    async giveBackFreeIdea(uid: string, day: string): Promise<void> {
      const ref = freeIdeasRef(uid, day);
      await db.runTransaction(async (tx) => {
        const used = (await tx.get(ref)).data()?.count ?? 0;
        if (used > 0) tx.set(ref, { count: used - 1, day, updatedAt: Timestamp.now() });
      });
    },
  };
}

export type KeywordsRepo = ReturnType<typeof keywordsRepo>;
