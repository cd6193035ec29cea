import { Timestamp, type Firestore, type FirestoreDataConverter } from 'firebase-admin/firestore';
import { isInterfaceLanguage, type InterfaceLanguage } from '../contract/languages.js';
import { normalizePlan, type Plan } from '../contract/plans.js';

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

export const userConverter: FirestoreDataConverter<UserDoc> = {
  toFirestore: (user) => user,
  fromFirestore: (snap) => {
    const d = snap.data();
    const subscription = readSubscriptionState(d['subscription']);
    return {
      uid: snap.id,
      name: typeof d['name'] === 'string' ? d['name'] : '',
      email: typeof d['email'] === 'string' ? d['email'] : '',
      picture: typeof d['picture'] === 'string' ? d['picture'] : '',
      plan: normalizePlan(d['plan']),
      createdAt: d['createdAt'] instanceof Timestamp ? d['createdAt'] : Timestamp.fromMillis(0),
      lastLoginAt: d['lastLoginAt'] instanceof Timestamp ? d['lastLoginAt'] : Timestamp.fromMillis(0),
      ...(subscription ? { subscription } : {}),
      ...(typeof d['stripeCustomerId'] === 'string' && d['stripeCustomerId'] ? { stripeCustomerId: d['stripeCustomerId'] } : {}),
      ...(isInterfaceLanguage(d['language']) ? { language: d['language'] } : {}),
    };
  },
};

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
  };
}
