import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SubscriptionStatusResponse } from '@contract/api';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient } from './api-client';
import { useCurrentUser } from './current-user';
import { ApiError, dataOf } from './query-client';
import { userKeys } from './query-keys';

/**
 * GET /api/suscripciones/estado/{uid}: plan, status, cancel_at_period_end, current_period_end, message.
 * Shared: My Plan and Pricing show it, the success page polls it, and useCurrentUser() reads the plan
 * from it (the query cache is its one copy). `fresh` when waiting for a change made elsewhere (the Stripe
 * webhook): the answer then never comes from the backend's memory (ADR 19).
 */
export async function getSubscriptionStatus(api: ApiClient, uid: string, { fresh = false } = {}) {
  return api<SubscriptionStatusResponse>(apiPaths.subscriptionStatus(uid), { timeoutMs: 15_000, fresh });
}

export function subscriptionStatusQuery(api: ApiClient, uid: string) {
  return queryOptions({
    queryKey: userKeys.subscription(uid),
    queryFn: async () => dataOf(await getSubscriptionStatus(api, uid)),
  });
}

export type StatusState =
  | { status: 'loading' }
  | { status: 'ready'; data: SubscriptionStatusResponse }
  /** `reason` is 'no-uid' when there is no stored user data to ask about (docs/product.md P7.4). */
  | { status: 'failed'; reason: 'no-uid' | 'request'; httpStatus?: number };

/** The signed-in user's subscription status, for the uid in stored user data (docs/product.md P7.4). */
export function useSubscriptionStatus(): StatusState {
  const api = useApiClient();
  const { uid } = useCurrentUser();
  const { data, error, status } = useQuery({ ...subscriptionStatusQuery(api, uid ?? ''), enabled: Boolean(uid) });
  // One object per answer: screens compare it in effect dependencies.
  return useMemo<StatusState>(() => {
    if (!uid) return { status: 'failed', reason: 'no-uid' };
    if (status === 'success') return { status: 'ready', data };
    if (status === 'error') return { status: 'failed', reason: 'request', httpStatus: error instanceof ApiError ? error.status : 0 };
    return { status: 'loading' };
  }, [uid, status, data, error]);
}
