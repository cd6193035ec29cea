import { Timestamp, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { LimitedFeature } from '../contract/errors.js';
import { normalizePlan, PLAN_LIMITS, type Plan } from '../contract/plans.js';
import { limitReached } from '../http/errors.js';
import { log } from '../logs.js';
import { readPeriodSubscription, usagePeriodKey } from './period.js';

/** One unit taken from an allowance; `release` gives it back to the same period. */
export interface Reservation {
  uid: string;
  feature: LimitedFeature;
  period: string;
  plan: Plan;
}

export interface UsageStatus {
  plan: Plan;
  period: string;
  used: Record<LimitedFeature, number>;
  /** `null` = unlimited. */
  limits: Record<LimitedFeature, number | null>;
  canCreateCampaign: boolean;
  canChat: boolean;
}

/** Counter fields of `users/{uid}/usage/{period}`. */
const FEATURES: readonly LimitedFeature[] = ['campaigns', 'ai_queries', 'keyword_research'];

export function limitOf(plan: Plan, feature: LimitedFeature): number | null {
  const limits = PLAN_LIMITS[plan];
  if (feature === 'campaigns') return limits.campaigns;
  if (feature === 'keyword_research') return limits.keywordResearch;
  return limits.aiQueries;
}

/**
 * Plan allowances (DESIGN.md §5), enforced atomically: the read of the plan and counter and the
 * increment run in one Firestore transaction, so concurrent requests at the boundary can never
 * exceed the allowance.
 */
export function usageService(db: Firestore, now: () => number = () => Math.floor(Date.now() / 1000)) {
  const userRef = (uid: string) => db.collection('users').doc(uid);
  const usageRef = (uid: string, period: string) => userRef(uid).collection('usage').doc(period);

  /** Plan and period from the user document; a user without a document is on the Free plan. */
  function planAndPeriod(user: DocumentData | undefined): { plan: Plan; period: string } {
    const plan = normalizePlan(user?.['plan']);
    return { plan, period: usagePeriodKey(plan, readPeriodSubscription(user?.['subscription']), now()) };
  }

  async function readCounters(tx: Transaction | undefined, uid: string, period: string) {
    const ref = usageRef(uid, period);
    const snap = tx ? await tx.get(ref) : await ref.get();
    const data = snap.data();
    const used = Object.fromEntries(FEATURES.map((f) => [f, countOf(data?.[f])])) as Record<LimitedFeature, number>;
    return { ref, exists: snap.exists, used };
  }

  return {
    /** Takes one unit, or throws 429 LIMIT_REACHED. PREMIUM is counted but never refused. */
    async reserve(uid: string, feature: LimitedFeature): Promise<Reservation> {
      const reservation = await db.runTransaction(async (tx) => {
        const { plan, period } = planAndPeriod((await tx.get(userRef(uid))).data());
        const counters = await readCounters(tx, uid, period);
        const limit = limitOf(plan, feature);
        if (limit !== null && counters.used[feature] >= limit) return undefined;
        const next = { ...counters.used, [feature]: counters.used[feature] + 1 };
        // Full document each time: the local Firestore's set() does not drop fields.
        tx.set(counters.ref, { ...next, plan, period, updatedAt: Timestamp.now() });
        return { uid, feature, period, plan };
      });
      if (!reservation) {
        log.limitReached(uid, feature);
        throw limitReached(feature);
      }
      return reservation;
    },

    /** Gives a unit back after a failed generation; never goes below zero. */
    async release(reservation: Reservation): Promise<void> {
      await db.runTransaction(async (tx) => {
        const counters = await readCounters(tx, reservation.uid, reservation.period);
        if (!counters.exists || counters.used[reservation.feature] <= 0) return;
        tx.update(counters.ref, { [reservation.feature]: counters.used[reservation.feature] - 1, updatedAt: Timestamp.now() });
      });
    },

    /** What the user has used and may still do in the current period (read-only). */
    async status(uid: string): Promise<UsageStatus> {
      const { plan, period } = planAndPeriod((await userRef(uid).get()).data());
      const { used } = await readCounters(undefined, uid, period);
      const limits = { campaigns: limitOf(plan, 'campaigns'), ai_queries: limitOf(plan, 'ai_queries'), keyword_research: limitOf(plan, 'keyword_research') };
      const allows = (f: LimitedFeature) => limits[f] === null || used[f] < (limits[f] ?? 0);
      return { plan, period, used, limits, canCreateCampaign: allows('campaigns'), canChat: allows('ai_queries') };
    },
  };
}

export type UsageService = ReturnType<typeof usageService>;

function countOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
