import type { SubscriptionStatusResponse } from '@contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/** POST /api/suscripciones/{uid}/cancel-at-period-end (no body): the subscription fields and a message. */
export function cancelAtPeriodEnd(api: ApiClient, uid: string) {
  return api<SubscriptionStatusResponse>(apiPaths.cancelAtPeriodEnd(uid), { method: 'POST', timeoutMs: 30_000 });
}

/**
 * As a mutation. My Plan shows the answer itself; the kept status is only marked stale (not read
 * again now: the webhook may not have landed yet), so the next screen that shows it asks again.
 */
export function useCancelAtPeriodEnd() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => cancelAtPeriodEnd(api, uid),
    onSettled: (_result, _error, uid) => void queryClient.invalidateQueries({ queryKey: userKeys.subscription(uid), refetchType: 'none' }),
  });
}
