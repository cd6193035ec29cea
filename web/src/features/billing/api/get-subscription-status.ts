import type { SubscriptionStatusResponse } from '@contract/api';
import { normalizePlan } from '@contract/plans';
import { apiPaths } from '@/config/paths';
import type { ApiClient } from '@/lib/api-client';
import { rememberPlan } from '@/lib/user-data';

/**
 * GET /api/suscripciones/estado/{uid}: plan, status, cancel_at_period_end, current_period_end, message.
 * The answer also refreshes the plan in stored user data, so screens that read it (the dashboard's
 * Premium-only 'Create in Google Ads') see an upgrade without signing in again. `fresh` when waiting
 * for a change made elsewhere (the Stripe webhook): the answer then never comes from the backend's memory.
 */
export async function getSubscriptionStatus(api: ApiClient, uid: string, { fresh = false } = {}) {
  const result = await api<SubscriptionStatusResponse>(apiPaths.subscriptionStatus(uid), { timeoutMs: 15_000, fresh });
  if (result.ok) rememberPlan(normalizePlan(result.data.plan, result.data.status));
  return result;
}
