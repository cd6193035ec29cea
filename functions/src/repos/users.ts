import { Timestamp, type Firestore, type FirestoreDataConverter } from 'firebase-admin/firestore';
import { z } from 'zod';
import { isInterfaceLanguage, type InterfaceLanguage } from '../contract/languages.js';
import { normalizePlan, type Plan } from '../contract/plans.js';
import { zodConverter } from './converter.js';

/** `users/{uid}`. Identity fields come from the verified ID token, never from a request body. */
export interface UserDoc {
  uid: string;
  name: string;
  email: string;
  picture: string;
  plan: Plan;
  createdAt: Timestamp;
  lastLoginAt: Timestamp;
  /** Billing (written only by the billing sync). Absent until the user first subscribes. */
  subscription?: SubscriptionState;
  stripeCustomerId?: string;
  /** The interface language the user chose (issue 24); absent until the first sign-in that sends one. */
  language?: InterfaceLanguage;
}

const optionalString = z
  .string()
  .optional()
  .transform((v) => v ?? '');
const optionalTime = z
  .instanceof(Timestamp)
  .optional()
  .transform((v) => v ?? Timestamp.fromMillis(0));

/**
 * The stored shape of `users/{uid}`. Absent fields take their defaults (a user written before a
 * field existed); a field of the wrong type is refused with a StoredDocumentError. `plan`,
 * `subscription` and `language` stay lenient by design: an unknown plan is BASIC, a malformed
 * subscription counts as absent, an unknown language as none.
 */
export const userDocSchema = z
  .object({
    id: z.string(),
    name: optionalString,
    email: optionalString,
    picture: optionalString,
    plan: z.unknown().optional().transform(normalizePlan),
    createdAt: optionalTime,
    lastLoginAt: optionalTime,
    subscription: z.unknown().optional().transform(readSubscriptionState),
    stripeCustomerId: z.string().optional(),
    language: z
      .unknown()
      .optional()
      .transform((v) => (isInterfaceLanguage(v) ? v : undefined)),
  })
  .transform(({ id, subscription, stripeCustomerId, language, ...rest }): UserDoc => ({
    uid: id,
    ...rest,
    ...(subscription ? { subscription } : {}),
    ...(stripeCustomerId ? { stripeCustomerId } : {}),
    ...(language ? { language } : {}),
  }));

export const userConverter: FirestoreDataConverter<UserDoc> = zodConverter('users', userDocSchema);

export function usersRepo(db: Firestore) {
  const ref = (uid: string) => db.collection('users').doc(uid).withConverter(userConverter);
  return {
    ref,
    async get(uid: string): Promise<UserDoc | undefined> {
      return (await ref(uid).get()).data();
    },
    /**
     * Creates the user on first sign-in (plan BASIC) or refreshes identity and last login.
     * Runs in a transaction so two first sign-ins at once cannot both "create". `language` (the
     * interface language the browser shows) is stored only when the user has none yet: a choice
     * made with the switch is never overwritten by a sign-in. Answers the stored language.
     */
    async upsertOnSignIn(identity: { uid: string; name: string; email: string; picture: string }, language?: InterfaceLanguage) {
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref(identity.uid));
        // The server's clock (not a serverTimestamp transform): one value for both fields, and the
        // local Firestore substitute applies only one transform per write.
        const now = Timestamp.now();
        const stored = snap.data()?.language;
        const fill = !stored && language ? { language } : {};
        if (snap.exists) {
          tx.update(snap.ref, { name: identity.name, email: identity.email, picture: identity.picture, lastLoginAt: now, ...fill });
        } else {
          tx.set(db.collection('users').doc(identity.uid), { ...identity, plan: 'BASIC', createdAt: now, lastLoginAt: now, ...fill });
        }
        return { created: !snap.exists, language: stored ?? language };
      });
    },
    async setStripeCustomerId(uid: string, customerId: string): Promise<void> {
      await ref(uid).update({ stripeCustomerId: customerId });
    },
    /**
     * Records the user's newest checkout session (issue 30: only it can be paid), in one
     * transaction; answers the one it replaces, when there was another.
     */
    async replaceCheckoutSession(uid: string, sessionId: string): Promise<string | undefined> {
      const raw = db.collection('users').doc(uid);
      return db.runTransaction(async (tx) => {
        const before = (await tx.get(raw)).get('checkoutSessionId') as unknown;
        tx.update(raw, { checkoutSessionId: sessionId });
        return typeof before === 'string' && before !== sessionId ? before : undefined;
      });
    },
    /** The switch: the user's interface language. Only for an existing user (false when there is none). */
    async setLanguage(uid: string, language: InterfaceLanguage): Promise<boolean> {
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref(uid));
        if (!snap.exists) return false;
        tx.update(snap.ref, { language });
        return true;
      });
    },
  };
}

/**
 * Billing state on `users/{uid}`, written only by the billing sync (Stripe is the source of
 * truth). `plan` on the user document is derived from it. Times are seconds since the epoch.
 */
export interface SubscriptionState {
  id: string;
  status: string;
  priceId: string;
  plan: Plan;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  currentPeriodStart: number | null;
  currentPeriodEnd: number | null;
  updatedAt: number;
  /** When the provider created the subscription: decides between two live ones (an upgrade). */
  created?: number;
  /** Issue 29, for My Plan: the price per period (minor units), its currency and interval, the card. */
  amount?: number | null;
  currency?: string | null;
  interval?: 'month' | 'year' | null;
  card?: { brand: string; last4: string } | null;
}

/** Reads a stored `subscription` defensively: anything malformed counts as absent. */
export function readSubscriptionState(raw: unknown): SubscriptionState | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const str = (k: string) => (typeof r[k] === 'string' ? (r[k] as string) : '');
  const num = (k: string) => (typeof r[k] === 'number' && Number.isFinite(r[k]) ? (r[k] as number) : null);
  if (!str('id')) return undefined;
  const created = num('created');
  return {
    id: str('id'),
    status: str('status'),
    priceId: str('priceId'),
    plan: normalizePlan(r['plan']),
    cancelAtPeriodEnd: r['cancelAtPeriodEnd'] === true,
    cancelAt: num('cancelAt'),
    currentPeriodStart: num('currentPeriodStart'),
    currentPeriodEnd: num('currentPeriodEnd'),
    updatedAt: num('updatedAt') ?? 0,
    ...(created === null ? {} : { created }),
    amount: num('amount'),
    currency: str('currency') || null,
    interval: r['interval'] === 'month' || r['interval'] === 'year' ? r['interval'] : null,
    card: readCard(r['card']),
  };
}

function readCard(raw: unknown): { brand: string; last4: string } | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { brand, last4 } = raw as Record<string, unknown>;
  return typeof brand === 'string' && typeof last4 === 'string' ? { brand, last4 } : null;
}
export type UsersRepo = ReturnType<typeof usersRepo>;
