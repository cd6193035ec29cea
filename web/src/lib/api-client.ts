import { useMemo } from 'react';
import { createParser } from 'eventsource-parser';
import type { ApiErrorBody } from '@contract/errors';
import { FRESH_READ_HEADER, FRESH_READ_VALUE } from '@contract/read-cache';
import { EVENT_STREAM } from '@contract/stream';
import { env } from '@/config/env';
import { translate } from './i18n';
import { requestLanguageTag } from './i18n/language';
import { changedRecently, noteChange } from './recent-change';
import { useSession } from './session';

/** Every backend answer, as something a screen can act on. `status` 0 means no answer at all. */
export type ApiResult<T> =
  { ok: true; status: number; data: T; text: string } | { ok: false; status: number; error: ApiErrorBody | undefined; text: string };

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT';
  body?: unknown;
  timeoutMs?: number;
  /**
   * Asks for a Server-Sent Events answer (contract/stream.ts) and passes each event on as it
   * arrives. The result is then the `done` event's data, or the `error` event's body and status. A
   * server that answers JSON instead (a refusal before the work starts, e.g. 429) is read as JSON.
   */
  onEvent?: (event: StreamEvent) => void;
  /**
   * A GET that must not be answered from the backend's memory of recent answers (ADR 19): for
   * polling a change made elsewhere, such as the plan after Checkout. GETs within a few seconds of
   * a change this browser made are fresh anyway.
   */
  fresh?: boolean;
  /** A GET that changes data on the server (results with `refresh=true`); other methods always do. */
  changes?: boolean;
}

/** One Server-Sent Event: its name and its parsed JSON data. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

export type ApiClient = <T>(path: string, request?: ApiRequest) => Promise<ApiResult<T>>;

/** One configured client: attaches the ID token, times out, and never throws. */
export function createApiClient(getToken: () => Promise<string | undefined>): ApiClient {
  return async <T>(
    path: string,
    { method = 'GET', body, timeoutMs = 30_000, onEvent, fresh = false, changes = method !== 'GET' }: ApiRequest = {},
  ) => {
    try {
      const token = await getToken();
      const headers: Record<string, string> = {
        Accept: onEvent ? `${EVENT_STREAM}, application/json` : 'application/json',
        // The backend writes its error messages (and stand-in pages) in the reader's language and,
        // for Spanish, variety ('es-AR' voseo, 'es-MX' or 'es-419' tuteo).
        'Accept-Language': requestLanguageTag(),
      };
      if (token) headers['Authorization'] = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (!changes && (fresh || changedRecently())) headers[FRESH_READ_HEADER] = FRESH_READ_VALUE;
      // Streams may go straight to the function (VITE_STREAM_URL): Hosting's rewrites buffer them.
      const res = await fetch(`${onEvent ? env.streamUrl : env.backendUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (onEvent && res.ok && res.body && (res.headers.get('content-type') ?? '').startsWith(EVENT_STREAM)) {
        return await readStream<T>(res.body, onEvent);
      }
      const text = await res.text();
      const json = parseJson(text);
      if (res.ok) return { ok: true, status: res.status, data: json as T, text };
      return { ok: false, status: res.status, error: isApiError(json) ? json : undefined, text };
    } catch (error) {
      return { ok: false, status: 0, error: undefined, text: error instanceof Error ? error.message : String(error) };
    } finally {
      // Even a failed or cut-off change may have changed something.
      if (changes) noteChange();
    }
  };
}

export function useApiClient(): ApiClient {
  const { user } = useSession();
  // Stable per user, so screens can list the client in effect dependencies without refetch loops.
  return useMemo(() => createApiClient(async () => user?.getIdToken()), [user]);
}

/** Reads an event stream to its end: `done` is the answer, `error` the failure, anything else is passed on. */
async function readStream<T>(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent) => void): Promise<ApiResult<T>> {
  let outcome: ApiResult<T> | undefined;
  const parser = createParser({
    onEvent: ({ event = 'message', data }) => {
      if (outcome) return;
      const parsed = parseJson(data);
      if (event === 'done') {
        outcome = { ok: true, status: 200, data: parsed as T, text: data };
      } else if (event === 'error') {
        const status = typeof (parsed as { status?: unknown })?.status === 'number' ? (parsed as { status: number }).status : 500;
        outcome = { ok: false, status, error: isApiError(parsed) ? parsed : undefined, text: data };
      } else {
        onEvent({ event, data: parsed });
      }
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
    if (outcome) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  // A stream that ends without its last event was cut off on the way.
  return outcome ?? { ok: false, status: 0, error: undefined, text: translate('common.answerCutOff') };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isApiError(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string';
}
