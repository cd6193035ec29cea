import type { ChatSuggestion } from '@contract/api';
import { CHAT_HISTORY_KEY } from '@/lib/browser-data';

/** docs/product.md P4.1: a chat message and the history kept in local storage as `chatHistory`. */
export type ChatRole = 'user' | 'assistant' | 'system';

export interface ChatMessage {
  role: ChatRole;
  text: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  /** An answer's lines for one ad group, offered with "Add to this group". */
  suggestion?: ChatSuggestion;
}

/** Enough for any real conversation, small enough to stay far below the storage quota. */
export const CHAT_HISTORY_LIMIT = 200;

const ROLES: readonly string[] = ['user', 'assistant', 'system'];

function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return typeof m['role'] === 'string' && ROLES.includes(m['role']) && typeof m['text'] === 'string' && typeof m['timestamp'] === 'number';
}

export function loadChatHistory(): ChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CHAT_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter(isChatMessage)
          .map(({ suggestion, ...message }) => (isSuggestion(suggestion) ? { ...message, suggestion } : message))
          .slice(-CHAT_HISTORY_LIMIT)
      : [];
  } catch {
    return [];
  }
}

export function saveChatHistory(messages: ChatMessage[]): void {
  try {
    localStorage.setItem(CHAT_HISTORY_KEY, JSON.stringify(messages.slice(-CHAT_HISTORY_LIMIT)));
  } catch {
    // Storage full or disabled: the conversation still works, it just is not kept.
  }
}

export const chatMessage = (role: ChatRole, text: string, suggestion?: ChatSuggestion): ChatMessage => ({
  role,
  text,
  timestamp: Date.now(),
  ...(suggestion ? { suggestion } : {}),
});

/** A stored suggestion as the chat can still use it (anything else in storage is dropped). */
export function isSuggestion(value: unknown): value is ChatSuggestion {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s['campaignId'] === 'string' &&
    typeof s['group'] === 'string' &&
    (s['field'] === 'headlines' || s['field'] === 'descriptions') &&
    Array.isArray(s['lines']) &&
    s['lines'].every((l) => typeof l === 'string')
  );
}

/** One stored exchange as GET /chat/{uid}/history answers it. */
export interface StoredExchange {
  message: string;
  response: string;
  /** ISO 8601. */
  createdAt: string;
  suggestion?: unknown;
}

/**
 * The conversation after signing in again: the server's exchanges (the plan's
 * memory) are the questions and answers; this browser adds only its campaign summary cards, in time
 * order. Answers `local` itself when it already shows everything the server has (nothing to do).
 */
export function mergeStoredHistory(local: ChatMessage[], exchanges: StoredExchange[]): ChatMessage[] {
  if (!exchanges.length) return local;
  const stored: ChatMessage[] = exchanges.flatMap((e) => {
    const at = Date.parse(e.createdAt) || 0;
    return [
      { role: 'user' as const, text: e.message, timestamp: at },
      {
        role: 'assistant' as const,
        text: e.response,
        timestamp: at + 1,
        ...(isSuggestion(e.suggestion) ? { suggestion: e.suggestion } : {}),
      },
    ];
  });
  const shown = new Set(local.filter((m) => m.role !== 'system').map((m) => `${m.role}\n${m.text}`));
  if (stored.every((m) => shown.has(`${m.role}\n${m.text}`))) return local;
  const summaries = local.filter((m) => m.role === 'system');
  return [...stored, ...summaries].sort((a, b) => a.timestamp - b.timestamp).slice(-CHAT_HISTORY_LIMIT);
}
