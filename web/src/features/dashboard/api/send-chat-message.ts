import type { ChatRequest, ChatResponse } from '@contract/api';
import { apiPaths } from '@/config/paths';
import type { ApiClient, StreamEvent } from '@/lib/api-client';

/**
 * POST /chat `{userId, message}` → `{response}`. Streamed: `onDelta` gets each piece of the answer
 * as the model writes it; the result is still the whole answer.
 */
export function sendChatMessage(api: ApiClient, request: ChatRequest, onDelta?: (text: string) => void) {
  return api<ChatResponse>(apiPaths.chat, {
    method: 'POST',
    body: request,
    timeoutMs: 60_000,
    ...(onDelta
      ? {
          onEvent: ({ event, data }: StreamEvent) => {
            const text = (data as { text?: unknown } | null)?.text;
            if (event === 'delta' && typeof text === 'string') onDelta(text);
          },
        }
      : {}),
  });
}
