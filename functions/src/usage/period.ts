import type { Plan } from '../contract/plans.js';
import type { SubscriptionState } from '../repos/users.js';

/** The part of the billing state that decides the usage period. Times are seconds since the epoch. */
export type PeriodSubscription = Pick<SubscriptionState, 'id' | 'currentPeriodStart'>;

/**
 * The key of the usage period a request counts against (docs/product.md P6.2). Counters live in
 * `users/{uid}/usage/{key}`, so a new period simply starts from a fresh document.
 *
 * - BASIC: `lifetime` — the Free allowance never renews.
 * - TRIAL: `trial:{subscriptionId}` — one allowance for the whole trial.
 * - PRO and PREMIUM: `month:{start}` — the billing month, anchored on the subscription's
 *   `currentPeriodStart`. An annual subscription still gets monthly allowances: the month is the
 *   latest monthly anniversary of the period start (Jan 31 → Feb 28/29 → Mar 31, as Stripe does).
 *   PRO and PREMIUM share the key so a plan change inside one billing month keeps its count.
 *   Without a period start (billing not synced yet) the calendar month in UTC is used.
 */
export function usagePeriodKey(plan: Plan, subscription: PeriodSubscription | undefined, nowSeconds: number): string {
  switch (plan) {
    case 'BASIC':
      return 'lifetime';
    case 'TRIAL':
      return subscription?.id ? `trial:${subscription.id}` : 'trial';
    case 'PRO':
    case 'PREMIUM': {
      const anchor = subscription?.currentPeriodStart;
      if (typeof anchor === 'number' && Number.isFinite(anchor) && anchor > 0) {
        return `month:${billingMonthStart(anchor, nowSeconds)}`;
      }
      const now = new Date(nowSeconds * 1000);
      return `month:${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    }
  }
}

/** Start (seconds) of the monthly window that contains `now`, counting whole months from `anchor`. */
export function billingMonthStart(anchor: number, now: number): number {
  if (now <= anchor) return anchor;
  const a = new Date(anchor * 1000);
  const n = new Date(now * 1000);
  let months = (n.getUTCFullYear() - a.getUTCFullYear()) * 12 + (n.getUTCMonth() - a.getUTCMonth());
  if (addMonths(anchor, months) > now) months -= 1;
  return addMonths(anchor, months);
}

/** `anchor` plus whole calendar months in UTC, the day clamped to the target month's last day. */
export function addMonths(anchor: number, months: number): number {
  const a = new Date(anchor * 1000);
  const firstOfTarget = Date.UTC(a.getUTCFullYear(), a.getUTCMonth() + months, 1);
  const target = new Date(firstOfTarget);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const ms = Date.UTC(
    target.getUTCFullYear(),
    target.getUTCMonth(),
    Math.min(a.getUTCDate(), lastDay),
    a.getUTCHours(),
    a.getUTCMinutes(),
    a.getUTCSeconds(),
  );
  return Math.floor(ms / 1000);
}

/** Reads the billing engineer's `subscription` field defensively: anything malformed counts as absent. */
export function readPeriodSubscription(raw: unknown): PeriodSubscription | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  const id = record['id'];
  if (typeof id !== 'string' || id === '') return undefined;
  const start = record['currentPeriodStart'];
  return { id, currentPeriodStart: typeof start === 'number' && Number.isFinite(start) ? start : null };
}
