import type { SubscriptionStatusResponse } from '@contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/**
 * The two changes My Plan makes (POST, no body; each answers the subscription fields and a message):
 * cancel at the period's end, and resume (undo a scheduled cancelation).
 */
const CHANGE_PATHS = {
  cancel: apiPaths.cancelAtPeriodEnd,
  resume: apiPaths.resumeSubscription,
} satisfies Record<string, (uid: string) => string>;
export type SubscriptionChange = keyof typeof CHANGE_PATHS;

export function changeSubscription(api: ApiClient, uid: string, change: SubscriptionChange) {
  return api<SubscriptionStatusResponse>(CHANGE_PATHS[change](uid), { method: 'POST', timeoutMs: 30_000 });
}

/**
 * As a mutation. My Plan shows the answer itself; the kept status is only marked stale (not read
 * again now: the webhook may not have landed yet), so the next screen that shows it asks again.
 */
export function useChangeSubscription(change: SubscriptionChange) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => changeSubscription(api, uid, change),
    onSettled: (_result, _error, uid) => void queryClient.invalidateQueries({ queryKey: userKeys.subscription(uid), refetchType: 'none' }),
  });
}
