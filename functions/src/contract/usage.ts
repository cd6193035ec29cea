import type { Plan } from './plans.js';

/** One allowance: `limit` null = unlimited; `resetsAt` (ISO 8601) null = never renews. */
export interface UsageMeterItem {
  used: number;
  limit: number | null;
  resetsAt: string | null;
}

/** GET /usage/{uid}: what the plan has left (questions = AI queries, strategies = campaigns). */
export interface UsageMeterResponse {
  plan: Plan;
  campaigns: UsageMeterItem;
  ai_queries: UsageMeterItem;
}
