import type { LimitedFeature } from '../contract/errors.js';
import { normalizePlan, PLAN_LIMITS, type Plan } from '../contract/plans.js';
import { limitReached } from '../errors.js';
import { log } from '../logs.js';
import type { Reservation, UsageRepo } from '../repos/usage.js';
import { readPeriodSubscription, usagePeriodKey } from './period.js';

export type { Reservation };

/**
 * AI generations hold a lease: `users/{uid}/reservations/{id}` with `leaseUntil` (seconds). A
 * process that dies mid-generation leaves it behind; the user's next reservation settles every
 * expired lease in its own transaction — spent if anything was delivered or stored, given back
 * otherwise — so no unit is lost and none is free. The lease outlives any live request: the
 * function's timeout is 120 s.
 */
export const LEASED_FEATURES: ReadonlySet<LimitedFeature> = new Set(['campaigns', 'ai_queries']);
export const DEFAULT_LEASE_SECONDS = 300;

export interface UsageStatus {
  plan: Plan;
  period: string;
  used: Record<LimitedFeature, number>;
  /** `null` = unlimited. */
  limits: Record<LimitedFeature, number | null>;
  canCreateCampaign: boolean;
  canChat: boolean;
}

export function limitOf(plan: Plan, feature: LimitedFeature): number | null {
  const limits = PLAN_LIMITS[plan];
  if (feature === 'campaigns') return limits.campaigns;
  if (feature === 'keyword_research') return limits.keywordResearch;
  return limits.aiQueries;
}

/** Plan and period from the user document at `nowSeconds`; a user without a document is on the Free plan. */
export function usagePlanAndPeriod(
  user: { plan?: unknown; subscription?: unknown } | undefined,
  nowSeconds: number,
): { plan: Plan; period: string } {
  const plan = normalizePlan(user?.['plan']);
  return { plan, period: usagePeriodKey(plan, readPeriodSubscription(user?.['subscription']), nowSeconds) };
}

/**
 * Plan allowances (docs/product.md P6.2), enforced atomically: the repo reads the plan and counter
 * and increments in one Firestore transaction, so concurrent requests at the boundary can never
 * exceed the allowance. `repo` is built with `usagePlanAndPeriod`.
 */
export function usageService(repo: UsageRepo) {
  return {
    /**
     * Takes one unit, or throws 429 LIMIT_REACHED. PREMIUM is counted but never refused. Expired
     * leases of the user (a process died mid-generation) are settled first, in the same transaction.
     */
    async reserve(uid: string, feature: LimitedFeature): Promise<Reservation> {
      const reservation = await repo.reserveUnit(uid, feature, {
        leased: LEASED_FEATURES.has(feature),
        limit: (plan) => limitOf(plan, feature),
      });
      if (!reservation) {
        log.limitReached(uid, feature);
        throw limitReached(feature);
      }
      return reservation;
    },

    /**
     * Part of the answer reached the client (a streamed section or text piece): the unit is spent
     * whatever happens to the connection, so a lease left behind is not given back.
     */
    markDelivered: (reservation: Reservation): Promise<void> => repo.markDelivered(reservation),

    /** The answer was delivered or stored: the unit stays spent and the lease ends. */
    settle: (reservation: Reservation): Promise<void> => repo.settleUnit(reservation),

    /** Gives a unit back after a failed generation; never goes below zero. */
    release: (reservation: Reservation): Promise<void> => repo.releaseUnit(reservation),

    /**
     * Settles the user's expired leases now. Sign-in and the usage meter call it through `status`,
     * so a Free user whose only strategy died with its process is not refused at the door.
     */
    settleExpiredLeases: (uid: string): Promise<void> => repo.settleExpiredLeases(uid),

    /** What the user has used and may still do in the current period (expired leases settled first). */
    async status(uid: string): Promise<UsageStatus> {
      await repo.settleExpiredLeases(uid);
      const { plan, period, used } = await repo.counts(uid);
      const limits = {
        campaigns: limitOf(plan, 'campaigns'),
        ai_queries: limitOf(plan, 'ai_queries'),
        keyword_research: limitOf(plan, 'keyword_research'),
      };
      const allows = (f: LimitedFeature) => limits[f] === null || used[f] < (limits[f] ?? 0);
      return { plan, period, used, limits, canCreateCampaign: allows('campaigns'), canChat: allows('ai_queries') };
    },
  };
}

export type UsageService = ReturnType<typeof usageService>;
