import type { ChatHistoryResponse } from '@contract/api';
import { apiPaths } from '@/config/paths';
import type { ApiClient, ApiResult } from '@/lib/api-client';

/** GET /chat/{uid}/history → the stored exchanges of the current conversation (Pro and Premium keep them). */
export function getChatHistory(api: ApiClient, uid: string): Promise<ApiResult<ChatHistoryResponse>> {
  return api<ChatHistoryResponse>(apiPaths.chatHistory(uid), { timeoutMs: 15_000 });
}

/** POST /chat/{uid}/new → 204: the stored conversation starts afresh (on every device). */
export function startNewConversation(api: ApiClient, uid: string): Promise<ApiResult<unknown>> {
  return api<unknown>(apiPaths.chatNew(uid), { method: 'POST', timeoutMs: 15_000 });
}
