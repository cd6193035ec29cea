import { SUPPORT_BY_PLAN, type Plan } from '../contract/plans.js';

/**
 * The support team's order: Premium first, then Pro, Trial, Free; within a plan,
 * the oldest first.
 */
export function supportQueue<T extends { plan: Plan; createdAt: string }>(requests: readonly T[]): T[] {
  return [...requests].sort(
    (a, b) => SUPPORT_BY_PLAN[a.plan].priority - SUPPORT_BY_PLAN[b.plan].priority || a.createdAt.localeCompare(b.createdAt),
  );
}

/** Who answers a plan's requests: the configured account manager on Premium; null = the support team. */
export function assigneeFor(plan: Plan, accountManager: string | undefined): string | null {
  return SUPPORT_BY_PLAN[plan].accountManager && accountManager ? accountManager : null;
}
