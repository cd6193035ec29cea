import type { SubscriptionStatusResponse } from '@contract/api';
import { apiPaths } from '@/config/paths';
import type { ApiClient } from '@/lib/api-client';

/** GET /api/suscripciones/estado/{uid}: plan, status, cancel_at_period_end, current_period_end, message. */
export function getSubscriptionStatus(api: ApiClient, uid: string) {
  return api<SubscriptionStatusResponse>(apiPaths.subscriptionStatus(uid), { timeoutMs: 15_000 });
}
