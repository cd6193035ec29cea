import { Timestamp, type Firestore } from 'firebase-admin/firestore';

/**
 * `users/{uid}/rateLimits/{action}:{window}:{slot}`: one document per request a per-user rate limit
 * counted, in fixed windows. A request takes the first free slot with `create()`, which fails for a
 * slot another request (on any instance) took first, so the count holds without a transaction.
 * `deleteAt` (TTL) removes a window's documents once it is over.
 */
export function rateLimitsRepo(db: Firestore) {
  const col = (uid: string) => db.collection('users').doc(uid).collection('rateLimits');
  return {
    /** Takes one of the window's `limit` slots; false when every one is taken. */
    async take(uid: string, action: string, window: { key: string; endsAt: number }, limit: number): Promise<boolean> {
      const bucket = `${action}:${window.key}`;
      // Start from what is already counted (one read), then create upward past any slot taken meanwhile.
      let slot = (await col(uid).where('bucket', '==', bucket).get()).size;
      for (; slot < limit; slot += 1) {
        try {
          await col(uid)
            .doc(`${bucket}:${slot}`)
            .create({ bucket, createdAt: Timestamp.now(), deleteAt: Timestamp.fromMillis(window.endsAt + 60 * 60 * 1000) });
          return true;
        } catch (error) {
          if (!alreadyExists(error)) throw error;
        }
      }
      return false;
    },
  };
}

function alreadyExists(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 6 || code === 'already-exists' || /ALREADY_EXISTS/.test(String(error));
}

export type RateLimitsRepo = ReturnType<typeof rateLimitsRepo>;
