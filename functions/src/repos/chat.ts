import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { ChatExchange } from '../strategy/ai-port.js';

/**
 * `users/{uid}/chat/{id}`: one document per answered question. Every exchange is kept; how many
 * the assistant is given back depends on the plan (PLAN_LIMITS[plan].memory).
 */
export function chatRepo(db: Firestore) {
  const collection = (uid: string) => db.collection('users').doc(uid).collection('chat');
  return {
    /** `id`: the allowance reservation's, so its lease can find the exchange (usage/usage.ts). */
    async add(uid: string, exchange: ChatExchange, id?: string): Promise<void> {
      const data = { ...exchange, createdAt: Timestamp.now() };
      if (id) await collection(uid).doc(id).create(data);
      else await collection(uid).add(data);
    },

    /** The last `count` exchanges, oldest first. */
    async recent(uid: string, count: number): Promise<ChatExchange[]> {
      if (count <= 0) return [];
      const snap = await collection(uid).orderBy('createdAt', 'desc').limit(count).get();
      return snap.docs
        .map((d) => ({ message: String(d.get('message') ?? ''), response: String(d.get('response') ?? '') }))
        .filter((e) => e.message && e.response)
        .reverse();
    },
  };
}
