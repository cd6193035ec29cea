import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Plan } from '@contract/plans';
import { useCurrentUser } from '@/lib/current-user';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { getSubscriptionStatus } from '@/lib/subscription-status';
import { tierOf } from '../plan-tiers';
import { billingKeys } from './keys';

/** docs/product.md P7.3: up to 20 attempts, 3000 ms apart. */
export const POLL_ATTEMPTS = 20;
export const POLL_INTERVAL_MS = 3000;

/**
 * Polls GET /api/suscripciones/estado/{uid}, fresh (the change comes from the billing webhook, not
 * from this browser: ADR 19), until the plan is not BASIC or the attempts run out; a non-OK answer
 * counts as a failed attempt. Each good answer also becomes the kept subscription status, so the
 * screens after this one know the new plan. Stops when `signal` aborts (the page closed).
 */
export async function detectPlan(api: ApiClient, uid: string, queryClient: QueryClient, signal: AbortSignal): Promise<Plan> {
  let last: Plan = 'BASIC';
  for (let attempt = 1; ; attempt++) {
    const result = await getSubscriptionStatus(api, uid, { fresh: true });
    if (result.ok) {
      last = tierOf(result.data);
      queryClient.setQueryData(userKeys.subscription(uid), result.data);
    }
    if (last !== 'BASIC' || attempt >= POLL_ATTEMPTS || signal.aborted) return last;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, POLL_INTERVAL_MS);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    if (signal.aborted) return last;
  }
}

export function planDetectionQuery(api: ApiClient, uid: string, queryClient: QueryClient) {
  return queryOptions({
    queryKey: billingKeys.planDetection(uid),
    queryFn: ({ signal }) => detectPlan(api, uid, queryClient, signal),
    // Every visit polls anew; a finished detection is not read again while the page stays open.
    gcTime: 0,
    staleTime: Infinity,
  });
}

export type Detection = { state: 'detecting' } | { state: 'done'; plan: Plan } | { state: 'no-uid' };

/** The success page's plan detection, for the uid in stored user data (none: 'no-uid', nothing asked). */
export function usePlanDetection(): Detection {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { uid } = useCurrentUser();
  const { data } = useQuery({ ...planDetectionQuery(api, uid ?? '', queryClient), enabled: Boolean(uid) });
  if (!uid) return { state: 'no-uid' };
  return data ? { state: 'done', plan: data } : { state: 'detecting' };
}
