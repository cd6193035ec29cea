/** docs/product.md P4.1: a chat message and the history kept in local storage as `chatHistory`. */
export type ChatRole = 'user' | 'assistant' | 'system';

export interface ChatMessage {
  role: ChatRole;
  text: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

export const CHAT_HISTORY_KEY = 'chatHistory';
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
    return Array.isArray(parsed) ? parsed.filter(isChatMessage).slice(-CHAT_HISTORY_LIMIT) : [];
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

export const chatMessage = (role: ChatRole, text: string): ChatMessage => ({ role, text, timestamp: Date.now() });
