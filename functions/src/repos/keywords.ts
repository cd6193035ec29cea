import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

/**
 * The documents keyword research reads and writes (keywords/service.ts, which counts the free
 * ideas in its transactions):
 * - `keywordCache/{sha256}` — a planner answer, shared by all users, for 24 hours;
 * - `users/{uid}/usage/free-ideas-{YYYY-MM-DD}` — the free ideas a user took that UTC day.
 */
export function keywordRefs(db: Firestore) {
  return {
    cacheRef: (key: string): DocumentReference => db.collection('keywordCache').doc(key),
    freeIdeasRef: (uid: string, day: string): DocumentReference =>
      db.collection('users').doc(uid).collection('usage').doc(`free-ideas-${day}`),
  };
}
