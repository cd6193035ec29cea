import type { SubscriptionStatusResponse } from '@contract/api';
import { apiPaths } from '@/config/paths';
import type { ApiClient } from '@/lib/api-client';

/** POST /api/suscripciones/{uid}/cancel-at-period-end (no body): the subscription fields and a message. */
export function cancelAtPeriodEnd(api: ApiClient, uid: string) {
  return api<SubscriptionStatusResponse>(apiPaths.cancelAtPeriodEnd(uid), { method: 'POST', timeoutMs: 30_000 });
}
