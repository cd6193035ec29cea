import type { UsageMeterResponse } from '../contract/usage.js';
import { addMonths, billingMonthStart, readPeriodSubscription } from './period.js';
import type { UsageStatus } from './usage.js';

/**
 * When the current period's allowance renews (seconds → ISO): Free and Trial never renew (null);
 * Pro and Premium renew one billing month after the window start, or on the 1st of the next UTC
 * month while billing is not synced (the same rules as usagePeriodKey).
 */
export function resetsAt(status: Pick<UsageStatus, 'plan'>, rawSubscription: unknown, nowSeconds: number): string | null {
  if (status.plan === 'BASIC' || status.plan === 'TRIAL') return null;
  const anchor = readPeriodSubscription(rawSubscription)?.currentPeriodStart;
  if (typeof anchor === 'number' && anchor > 0) {
    const start = billingMonthStart(anchor, nowSeconds);
    // The window after `start`: the first monthly anniversary of the anchor later than it.
    let months = 1;
    while (addMonths(anchor, months) <= start) months += 1;
    return new Date(addMonths(anchor, months) * 1000).toISOString();
  }
  const now = new Date(nowSeconds * 1000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
}

export function usageMeter(status: UsageStatus, rawSubscription: unknown, nowSeconds: number): UsageMeterResponse {
  const renew = resetsAt(status, rawSubscription, nowSeconds);
  return {
    plan: status.plan,
    campaigns: { used: status.used.campaigns, limit: status.limits.campaigns, resetsAt: renew },
    ai_queries: { used: status.used.ai_queries, limit: status.limits.ai_queries, resetsAt: renew },
  };
}
