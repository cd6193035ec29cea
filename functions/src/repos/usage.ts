import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  Firestore,
  FirestoreDataConverter,
  Transaction,
} from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { LimitedFeature } from '../contract/errors.js';
import type { Plan } from '../contract/plans.js';
import { log } from '../logs.js';
import { zodConverter } from './converter.js';

/**
 * The documents the plan allowances read and write, and the transactions that count in them (the
 * read of the plan and counter and the increment stay atomic; usage/usage.ts decides the limits):
 * - `users/{uid}` — the plan and subscription the period is computed from (read only here);
 * - `users/{uid}/usage/{period}` — the counters;
 * - `users/{uid}/reservations/{id}` — leased units, settled or given back;
 * - `users/{uid}/campaigns/{id}`, `users/{uid}/chat/{id}` — where a leased request stores its answer.
 */

/** A count as stored: absent is 0; a negative or fractional one (never written) reads as its floor, at least 0. */
const count = z
  .number()
  .optional()
  .transform((v) => (v !== undefined && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0));

/** `users/{uid}/usage/{period}`: one count per limited feature; counters added later read as 0. */
const countersSchema = z
  .object({
    campaigns: count,
    ai_queries: count,
    plan: z.string().optional(),
    period: z.string().optional(),
    updatedAt: z.instanceof(Timestamp).optional(),
  })
  .loose();
export type UsageCountersDoc = z.infer<typeof countersSchema>;

/** `users/{uid}/reservations/{id}`: a leased unit. */
const leaseSchema = z.object({
  feature: z.string(),
  period: z.string().optional().default(''),
  /** Seconds since the epoch. */
  leaseUntil: z.number(),
  delivered: z.boolean().optional().default(false),
  createdAt: z.instanceof(Timestamp).optional(),
});
export type LeaseDoc = z.infer<typeof leaseSchema>;

export const usageCountersConverter: FirestoreDataConverter<UsageCountersDoc> = zodConverter('users/{uid}/usage', countersSchema);
export const leaseConverter: FirestoreDataConverter<LeaseDoc> = zodConverter('users/{uid}/reservations', leaseSchema);

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

/** At most this many expired leases are settled per reservation (there is normally none). */
const SETTLE_BATCH = 10;

/** Counter fields of `users/{uid}/usage/{period}`. */
const FEATURES: readonly LimitedFeature[] = ['campaigns', 'ai_queries', 'keyword_research'];

export interface UsageRepoOptions {
  leaseSeconds: number;
  /** The plan and the period counted at `nowSeconds`, from the user document (absent: the Free plan); the usage rules decide. */
  planAndPeriod: (user: DocumentData | undefined, nowSeconds: number) => { plan: Plan; period: string };
  /** Seconds since the epoch. */
  now?: () => number;
}

export function usageRepo(
  db: Firestore,
  { leaseSeconds, planAndPeriod: periodAt, now = () => Math.floor(Date.now() / 1000) }: UsageRepoOptions,
) {
  const planAndPeriod = (user: DocumentData | undefined) => periodAt(user, now());
  const userRef = (uid: string): DocumentReference => db.collection('users').doc(uid);
  const leasesRef = (uid: string): CollectionReference<LeaseDoc> => userRef(uid).collection('reservations').withConverter(leaseConverter);
  const usageRef = (uid: string, period: string): DocumentReference<UsageCountersDoc> =>
    userRef(uid).collection('usage').doc(period).withConverter(usageCountersConverter);
  const leaseRef = (uid: string, id: string): DocumentReference<LeaseDoc> => leasesRef(uid).doc(id);
  const newLeaseId = (uid: string): string => leasesRef(uid).doc().id;
  const campaignRef = (uid: string, id: string): DocumentReference => userRef(uid).collection('campaigns').doc(id);
  const chatRef = (uid: string, id: string): DocumentReference => userRef(uid).collection('chat').doc(id);
  /** Where a leased feature's request stores its answer, under the reservation's id. */
  const resultRef = (uid: string, feature: LimitedFeature, id: string): DocumentReference | undefined =>
    feature === 'campaigns' ? campaignRef(uid, id) : feature === 'ai_queries' ? chatRef(uid, id) : undefined;

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
     * Takes one unit when the plan's `limit` (null: unlimited) allows it, leased until settled when
     * `leased`; undefined when the allowance is used up (nothing taken). Expired leases of the user
     * (a process died mid-generation) are settled first, in the same transaction.
     */
    async reserveUnit(
      uid: string,
      feature: LimitedFeature,
      { leased, limit: limitOf }: { leased: boolean; limit: (plan: Plan) => number | null },
    ): Promise<Reservation | undefined> {
      const id = newLeaseId(uid);
      return db.runTransaction(async (tx): Promise<Reservation | undefined> => {
        const { plan, period } = planAndPeriod((await tx.get(userRef(uid))).data());
        const counters = await readCounters(tx, uid, period);
        const settled = await settleExpired(tx, uid, { period, used: counters.used });
        settled.writes();
        const limit = limitOf(plan);
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
    async settleUnit(reservation: Reservation): Promise<void> {
      if (!reservation.leased) return;
      await leaseRef(reservation.uid, reservation.id).delete();
    },

    /**
     * Gives a unit back after a failed generation; never goes below zero. A leased reservation is
     * given back only while its lease stands (a lease settled meanwhile was already decided).
     */
    async releaseUnit(reservation: Reservation): Promise<void> {
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

    /** The plan, the current period and its counts (settle expired leases first for exact figures). */
    async counts(uid: string): Promise<{ plan: Plan; period: string; used: Record<LimitedFeature, number> }> {
      const { plan, period } = planAndPeriod((await userRef(uid).get()).data());
      const { used } = await readCounters(undefined, uid, period);
      return { plan, period, used };
    },
  };
}

export type UsageRepo = ReturnType<typeof usageRepo>;

function countOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
