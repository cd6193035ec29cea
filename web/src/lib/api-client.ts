import { useMemo } from 'react';
import type { ApiErrorBody } from '@contract/errors';
import { env } from '@/config/env';
import { useSession } from './session';

/** Every backend answer, as something a screen can act on. `status` 0 means no answer at all. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T; text: string }
  | { ok: false; status: number; error: ApiErrorBody | undefined; text: string };

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
  timeoutMs?: number;
}

export type ApiClient = <T>(path: string, request?: ApiRequest) => Promise<ApiResult<T>>;

/** One configured client: attaches the ID token, times out, and never throws. */
export function createApiClient(getToken: () => Promise<string | undefined>): ApiClient {
  return async <T,>(path: string, { method = 'GET', body, timeoutMs = 30_000 }: ApiRequest = {}) => {
    try {
      const token = await getToken();
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers['Authorization'] = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(`${env.backendUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      const json = parseJson(text);
      if (res.ok) return { ok: true, status: res.status, data: json as T, text };
      return { ok: false, status: res.status, error: isApiError(json) ? json : undefined, text };
    } catch (error) {
      return { ok: false, status: 0, error: undefined, text: error instanceof Error ? error.message : String(error) };
    }
  };
}

export function useApiClient(): ApiClient {
  const { user } = useSession();
  // Stable per user, so screens can list the client in effect dependencies without refetch loops.
  return useMemo(() => createApiClient(async () => user?.getIdToken()), [user]);
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
