import { Timestamp, type DocumentData, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { LimitedFeature } from '../contract/errors.js';
import { normalizePlan, PLAN_LIMITS, type Plan } from '../contract/plans.js';
import { limitReached } from '../errors.js';
import { log } from '../logs.js';
import { usageRefs } from '../repos/usage.js';
import { readPeriodSubscription, usagePeriodKey } from './period.js';

/**
 * One unit taken from an allowance. Its request ends it one of two ways: `settle` (the answer was
 * delivered or stored: the unit is spent) or `release` (nothing reached the user: the unit is given
 * back to the same period).
 */
export interface Reservation {
  uid: string;
  feature: LimitedFeature;
  period: string;
  plan: Plan;
  /**
   * The reservation's id, also the id of what its request stores (`users/{uid}/campaigns/{id}`,
   * `users/{uid}/chat/{id}`), so a lease left by a dead process can tell whether anything was.
   */
  id: string;
  /** Whether a lease (`users/{uid}/reservations/{id}`) stands for it until it is settled or released. */
  leased: boolean;
}

/**
 * AI generations hold a lease: `users/{uid}/reservations/{id}` with `leaseUntil` (seconds). A
 * process that dies mid-generation leaves it behind; the user's next reservation settles every
 * expired lease in its own transaction — spent if anything was delivered or stored, given back
 * otherwise — so no unit is lost and none is free. The lease outlives any live request: the
 * function's timeout is 120 s.
 */
export const LEASED_FEATURES: ReadonlySet<LimitedFeature> = new Set(['campaigns', 'ai_queries']);
export const DEFAULT_LEASE_SECONDS = 300;
/** At most this many expired leases are settled per reservation (there is normally none). */
const SETTLE_BATCH = 10;

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
 * Plan allowances (docs/product.md P6.2), enforced atomically: the read of the plan and counter and the
 * increment run in one Firestore transaction, so concurrent requests at the boundary can never
 * exceed the allowance.
 */
export function usageService(
  db: Firestore,
  now: () => number = () => Math.floor(Date.now() / 1000),
  options: { leaseSeconds?: number } = {},
) {
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const { userRef, usageRef, leasesRef, leaseRef, newLeaseId, campaignRef, chatRef } = usageRefs(db);
  /** Where a leased feature's request stores its answer, under the reservation's id. */
  const resultRef = (uid: string, feature: LimitedFeature, id: string): DocumentReference | undefined =>
    feature === 'campaigns' ? campaignRef(uid, id) : feature === 'ai_queries' ? chatRef(uid, id) : undefined;

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

  /**
   * Reads (in `tx`) the user's expired leases and decides each: spent when something reached the
   * user (`delivered`) or was stored (a campaign with its strategy, a chat exchange), else given
   * back. Returns the writes to make once every read is done (Firestore: reads before writes).
   */
  async function settleExpired(tx: Transaction, uid: string, current: { period: string; used: Record<LimitedFeature, number> }) {
    const expired = await tx.get(leasesRef(uid).where('leaseUntil', '<', now()).limit(SETTLE_BATCH));
    const decided: Array<{
      ref: DocumentReference;
      feature: LimitedFeature;
      period: string;
      giveBack: boolean;
      draft?: DocumentReference;
    }> = [];
    for (const lease of expired.docs) {
      const leased = lease.data();
      const feature = leased.feature as LimitedFeature;
      const period = leased.period;
      let stored = false;
      let draft: DocumentReference | undefined;
      const result = FEATURES.includes(feature) ? resultRef(uid, feature, lease.id) : undefined;
      if (result && !leased.delivered) {
        const snap = await tx.get(result);
        stored = feature === 'campaigns' ? snap.exists && snap.get('strategy') != null : snap.exists;
        if (feature === 'campaigns' && snap.exists && !stored && snap.get('generationError') == null) draft = result;
      }
      const giveBack = FEATURES.includes(feature) && !leased.delivered && !stored;
      decided.push({ ref: lease.ref, feature, period, giveBack, ...(draft ? { draft } : {}) });
    }
    // Counters of other periods (a lease from before a plan change) are read here, before any write.
    const otherPeriods = new Map<string, { ref: DocumentReference; used: Record<LimitedFeature, number>; exists: boolean }>();
    for (const d of decided) {
      if (d.giveBack && d.period && d.period !== current.period && !otherPeriods.has(d.period))
        otherPeriods.set(d.period, await readCounters(tx, uid, d.period));
    }
    const used = { ...current.used };
    const writes = () => {
      for (const d of decided) {
        tx.delete(d.ref);
        if (d.draft) tx.update(d.draft, { generationError: 'INTERRUPTED', updatedAt: Timestamp.now() });
        log.leaseSettled(uid, d.feature, d.ref.id, d.giveBack ? 'given back' : 'spent');
      }
      for (const [, counters] of otherPeriods) {
        if (counters.exists) tx.update(counters.ref, { ...counters.used, updatedAt: Timestamp.now() });
      }
    };
    for (const d of decided) {
      if (!d.giveBack) continue;
      const target = d.period === current.period || !d.period ? used : otherPeriods.get(d.period)?.used;
      if (target && target[d.feature] > 0) target[d.feature] -= 1;
    }
    return { used, writes, settled: decided.length };
  }

  /**
   * Settles the user's expired leases now (one query when there is none). Sign-in and the usage
   * meter call it through `status`, so a Free user whose only strategy died with its process is
   * not refused at the door before any reservation could settle it.
   */
  async function settleExpiredLeases(uid: string): Promise<void> {
    const pending = await leasesRef(uid).where('leaseUntil', '<', now()).limit(1).get();
    if (pending.empty) return;
    await db.runTransaction(async (tx) => {
      const { period } = planAndPeriod((await tx.get(userRef(uid))).data());
      const counters = await readCounters(tx, uid, period);
      const settled = await settleExpired(tx, uid, { period, used: counters.used });
      settled.writes();
      if (settled.settled > 0 && counters.exists) tx.update(counters.ref, { ...settled.used, updatedAt: Timestamp.now() });
    });
  }

  return {
    /**
     * Takes one unit, or throws 429 LIMIT_REACHED. PREMIUM is counted but never refused. Expired
     * leases of the user (a process died mid-generation) are settled first, in the same transaction.
     */
    async reserve(uid: string, feature: LimitedFeature): Promise<Reservation> {
      const leased = LEASED_FEATURES.has(feature);
      const id = newLeaseId(uid);
      const reservation = await db.runTransaction(async (tx) => {
        const { plan, period } = planAndPeriod((await tx.get(userRef(uid))).data());
        const counters = await readCounters(tx, uid, period);
        const settled = await settleExpired(tx, uid, { period, used: counters.used });
        settled.writes();
        const limit = limitOf(plan, feature);
        if (limit !== null && settled.used[feature] >= limit) {
          if (settled.settled > 0 && counters.exists) tx.update(counters.ref, { ...settled.used, updatedAt: Timestamp.now() });
          return undefined;
        }
        const next = { ...settled.used, [feature]: settled.used[feature] + 1 };
        // Full document each time: the local Firestore's set() does not drop fields.
        tx.set(counters.ref, { ...next, plan, period, updatedAt: Timestamp.now() });
        if (leased) {
          tx.set(leaseRef(uid, id), { feature, period, leaseUntil: now() + leaseSeconds, delivered: false, createdAt: Timestamp.now() });
        }
        return { uid, feature, period, plan, id, leased };
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
    async markDelivered(reservation: Reservation): Promise<void> {
      if (!reservation.leased) return;
      // Already settled or released: nothing to mark.
      await leaseRef(reservation.uid, reservation.id)
        .update({ delivered: true })
        .catch(() => undefined);
    },

    /** The answer was delivered or stored: the unit stays spent and the lease ends. */
    async settle(reservation: Reservation): Promise<void> {
      if (!reservation.leased) return;
      await leaseRef(reservation.uid, reservation.id).delete();
    },

    /**
     * Gives a unit back after a failed generation; never goes below zero. A leased reservation is
     * given back only while its lease stands (a lease settled meanwhile was already decided).
     */
    async release(reservation: Reservation): Promise<void> {
      await db.runTransaction(async (tx) => {
        const lease = reservation.leased ? leaseRef(reservation.uid, reservation.id) : undefined;
        if (lease && !(await tx.get(lease)).exists) return;
        const counters = await readCounters(tx, reservation.uid, reservation.period);
        if (lease) tx.delete(lease);
        if (!counters.exists || counters.used[reservation.feature] <= 0) return;
        tx.update(counters.ref, { [reservation.feature]: counters.used[reservation.feature] - 1, updatedAt: Timestamp.now() });
      });
    },

    settleExpiredLeases,

    /** What the user has used and may still do in the current period (expired leases settled first). */
    async status(uid: string): Promise<UsageStatus> {
      await settleExpiredLeases(uid);
      const { plan, period } = planAndPeriod((await userRef(uid).get()).data());
      const { used } = await readCounters(undefined, uid, period);
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

function countOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
