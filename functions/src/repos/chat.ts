import { Timestamp, type Firestore, type FirestoreDataConverter } from 'firebase-admin/firestore';
import { z } from 'zod';
import { zodConverter } from './converter.js';
import type { ChatExchange } from '../strategy/ai-port.js';
import type { ChatSuggestion } from '../contract/api.js';

/** One stored exchange as the history shows it. */
export interface StoredExchange extends ChatExchange {
  /** ISO 8601. */
  createdAt: string;
  /** The lines the answer offered to add to an ad group, when it offered some. */
  suggestion?: ChatSuggestion;
}

/** The stored shape of `users/{uid}/chat/{id}`: an exchange, or a new-conversation marker. */
const chatDocSchema = z.object({
  message: z.string().optional().default(''),
  response: z.string().optional().default(''),
  newConversation: z.boolean().optional().default(false),
  createdAt: z.instanceof(Timestamp).optional(),
  suggestion: z
    .object({
      campaignId: z.string(),
      group: z.string(),
      field: z.enum(['headlines', 'descriptions']),
      lines: z.array(z.string()),
    })
    .optional(),
});
export const chatConverter: FirestoreDataConverter<z.infer<typeof chatDocSchema>> = zodConverter('users/{uid}/chat', chatDocSchema);

/**
 * `users/{uid}/chat/{id}`: one document per answered question, and a marker document
 * (`newConversation: true`) where the user started a new conversation. Every exchange is kept; how
 * many the assistant is given back, and the history shows, depends on the plan
 * (PLAN_LIMITS[plan].memory), counted back to the latest marker.
 */
export function chatRepo(db: Firestore) {
  const collection = (uid: string) => db.collection('users').doc(uid).collection('chat');

  /** The last `count` exchanges of the current conversation, oldest first. */
  async function current(uid: string, count: number): Promise<StoredExchange[]> {
    if (count <= 0) return [];
    // One extra read per marker at most: a marker ends the conversation.
    const snap = await collection(uid)
      .withConverter(chatConverter)
      .orderBy('createdAt', 'desc')
      .limit(count + 1)
      .get();
    const exchanges: StoredExchange[] = [];
    for (const d of snap.docs) {
      const { newConversation, message, response, createdAt, suggestion } = d.data();
      if (newConversation) break;
      if (!message || !response) continue;
      exchanges.push({
        message,
        response,
        createdAt: (createdAt?.toDate() ?? new Date(0)).toISOString(),
        ...(suggestion ? { suggestion } : {}),
      });
      if (exchanges.length >= count) break;
    }
    return exchanges.reverse();
  }

  return {
    /** `id`: the allowance reservation's, so its lease can find the exchange (usage/usage.ts). */
    async add(uid: string, exchange: ChatExchange & { suggestion?: ChatSuggestion | undefined }, id?: string): Promise<void> {
      const { suggestion, ...rest } = exchange;
      const data = { ...rest, ...(suggestion ? { suggestion } : {}), createdAt: Timestamp.now() };
      if (id) await collection(uid).doc(id).create(data);
      else await collection(uid).add(data);
    },

    /** The last `count` exchanges of the current conversation, oldest first (what the assistant remembers). */
    async recent(uid: string, count: number): Promise<ChatExchange[]> {
      return (await current(uid, count)).map(({ message, response }) => ({ message, response }));
    },

    /** The same with their dates, for the history shown after signing in again. */
    history: current,

    /** Starts a new conversation: earlier exchanges stay stored but are neither shown nor remembered. */
    async startNew(uid: string): Promise<void> {
      await collection(uid).add({ newConversation: true, createdAt: Timestamp.now() });
    },
  };
}
