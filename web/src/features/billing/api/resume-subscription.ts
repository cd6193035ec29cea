import type { SubscriptionStatusResponse } from '@contract/api';
import { apiPaths } from '@/config/paths';
import type { ApiClient } from '@/lib/api-client';

/** POST /api/suscripciones/{uid}/resume (no body): undoes a scheduled cancelation; the subscription fields and a message. */
export function resumeSubscription(api: ApiClient, uid: string) {
  return api<SubscriptionStatusResponse>(apiPaths.resumeSubscription(uid), { method: 'POST', timeoutMs: 30_000 });
}
