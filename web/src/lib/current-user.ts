import { useQuery } from '@tanstack/react-query';
import { normalizePlan, PLAN_LIMITS, type Plan, type PlanLimits } from '@contract/plans';
import { useAccount, type Account } from './account';
import { useApiClient } from './api-client';
import { subscriptionStatusQuery } from './subscription-status';
import { readUserData } from './user-data';

/** What a plan allows, by name (contract/plans.ts PLAN_LIMITS): the same table the server enforces. */
export type Feature = keyof PlanLimits;

/**
 * Whether `plan` includes `feature` at all: a yes/no limit as it is, a count when it is unlimited or
 * above 0 (BASIC's `keywordResearch: 0` is "suggestions without figures"; `memory: 0` is no history).
 */
export function planAllows(plan: Plan, feature: Feature): boolean {
  const limit = PLAN_LIMITS[plan][feature];
  return typeof limit === 'boolean' ? limit : limit === null || limit > 0;
}

export interface CurrentUser extends Account {
  plan: Plan;
  can(feature: Feature): boolean;
}

/**
 * The signed-in user: the account (session + stored user data), the plan and what it allows. The plan
 * is the subscription status's when a screen has read it in this session (My Plan, Pricing, the
 * success page's polling), else the one stored at sign-in (kept up to date by every status answer).
 * It never asks the server itself: the server enforces the plan on every request anyway.
 */
export function useCurrentUser(): CurrentUser {
  const account = useAccount();
  const api = useApiClient();
  const { data: status } = useQuery({ ...subscriptionStatusQuery(api, account.uid ?? ''), enabled: false });
  const plan = status ? normalizePlan(status.plan, status.status) : normalizePlan(readUserData()?.plan);
  return { ...account, plan, can: (feature) => planAllows(plan, feature) };
}
