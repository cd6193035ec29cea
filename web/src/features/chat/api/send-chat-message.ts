import type { ChatRequest, ChatResponse } from '@contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient, type StreamEvent } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

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

/** A question as a mutation: the answer as it comes, then the usage meter reads again (questions used). */
export function useSendChatMessage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, onDelta }: { request: ChatRequest; onDelta?: (text: string) => void }) =>
      sendChatMessage(api, request, onDelta),
    onSettled: (_result, _error, { request }) => void queryClient.invalidateQueries({ queryKey: userKeys.usage(request.userId) }),
  });
}
