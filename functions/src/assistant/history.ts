import type { ChatHistoryResponse } from '../contract/api.js';
import { PLAN_LIMITS, type Plan } from '../contract/plans.js';
import type { chatRepo } from '../repos/chat.js';

/**
 * The conversation the plan keeps: Pro and Premium see it after signing in again on any device
 * (PLAN_LIMITS.memory exchanges); Free and Trial keep theirs in the browser (empty here). A new
 * conversation is the assistant's (`startConversation`, rate-limited).
 */
export function conversationService(deps: { chats: ReturnType<typeof chatRepo>; plan: (uid: string) => Promise<Plan> }) {
  const { chats } = deps;
  return {
    async history(uid: string): Promise<ChatHistoryResponse> {
      const memory = PLAN_LIMITS[await deps.plan(uid)].memory;
      return { exchanges: await chats.history(uid, memory), memory };
    },
  };
}

export type ConversationService = ReturnType<typeof conversationService>;
