import type { ChatRequest, ChatResponse } from '@contract/api';
import { apiPaths } from '@/config/paths';
import type { ApiClient } from '@/lib/api-client';

/** POST /chat `{userId, message}` → `{response}`. */
export function sendChatMessage(api: ApiClient, request: ChatRequest) {
  return api<ChatResponse>(apiPaths.chat, { method: 'POST', body: request, timeoutMs: 60_000 });
}
