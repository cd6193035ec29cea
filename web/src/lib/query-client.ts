import { QueryClient } from '@tanstack/react-query';
import type { ApiResult } from './api-client';
import { watchProfileCountry } from './i18n/profile-country';

/** A failed backend answer, thrown by a query's fetcher so the query knows it failed; screens read `result`. */
export class ApiError extends Error {
  constructor(readonly result: Extract<ApiResult<unknown>, { ok: false }>) {
    super(result.error?.message ?? `HTTP ${result.status}`);
    this.name = 'ApiError';
  }

  get status(): number {
    return this.result.status;
  }
}

/** The data of an OK answer; any other answer is thrown as an ApiError (for query fetchers). */
export function dataOf<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(result);
}

/**
 * The app's one QueryClient (per signed-in session; a fresh one per test render). Queries read
 * through the API client, which already decides when a GET must skip the backend's memory of recent
 * answers (ADR 19: within a few seconds of a change this browser made, and polling reads).
 * - No retries: the screens show a failure with their own "Try again".
 * - `networkMode: 'always'`: the API client reports "no answer" itself (status 0); queries never pause.
 * - No refetch on window focus: a screen reads when it opens and after the changes that concern it
 *   (mutations invalidate their keys; another tab's change invalidates all, see QueryProvider).
 */
export function createQueryClient({ test = false }: { test?: boolean } = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, networkMode: 'always', refetchOnWindowFocus: false, ...(test ? { gcTime: Infinity } : {}) },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // The owner's business profile names their country: the Spanish shown follows it.
  watchProfileCountry(client);
  return client;
}
