import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { emptyProfile, type BusinessProfile } from '../contract/business-profile.js';
import { factsSchema } from '../contract/campaigns.js';
import { zodConverter } from './converter.js';

const str = z
  .string()
  .optional()
  .transform((v) => v ?? '');
const strings = z
  .array(z.string())
  .optional()
  .transform((v) => v ?? []);

/**
 * `users/{uid}/profile/business`: the business profile. Absent fields read as
 * empty (a profile stored before a field existed); a field of the wrong type is refused with a
 * StoredDocumentError.
 */
export const businessProfileDocSchema = z
  .object({
    id: z.string(),
    businessName: str,
    offering: str,
    places: strings,
    sellingPoints: strings,
    offers: strings,
    hours: str,
    phone: str,
    whatsapp: str,
    bookingUrl: str,
    sitePages: strings,
    tone: str,
    avoid: strings,
    competitors: strings,
    rejectedLines: strings,
    voiceExamples: strings,
    // The facts the owner last confirmed on a campaign form; one that no longer reads is left out.
    facts: factsSchema.optional().catch(undefined),
    status: z
      .enum(['draft', 'confirmed'])
      .optional()
      .transform((v) => v ?? 'confirmed'),
    updatedAt: z.instanceof(Timestamp).optional(),
  })
  .transform(({ id: _id, updatedAt, facts, ...rest }): BusinessProfile => ({
    ...emptyProfile(),
    ...rest,
    ...(facts ? { facts } : {}),
    ...(updatedAt ? { updatedAt: updatedAt.toDate().toISOString() } : {}),
  }));

const converter = zodConverter('users/{uid}/profile', businessProfileDocSchema);

export function businessProfileRepo(db: Firestore) {
  const ref = (uid: string) => db.collection('users').doc(uid).collection('profile').doc('business');
  return {
    async get(uid: string): Promise<BusinessProfile | undefined> {
      return (await ref(uid).withConverter(converter).get()).data();
    },
    /** Writes the whole profile; answers it as stored. */
    async put(uid: string, profile: BusinessProfile): Promise<BusinessProfile> {
      const { updatedAt: _ignored, ...fields } = profile;
      const now = Timestamp.now();
      await ref(uid).set({ ...fields, updatedAt: now });
      return { ...fields, updatedAt: now.toDate().toISOString() };
    },
    /** Read-modify-write in a transaction that also creates the profile (the facts an owner confirmed on a form). */
    async upsert(uid: string, change: (current: BusinessProfile | undefined) => BusinessProfile): Promise<BusinessProfile> {
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref(uid).withConverter(converter));
        const { updatedAt: _ignored, ...fields } = change(snap.data());
        const now = Timestamp.now();
        tx.set(ref(uid), { ...withoutUndefined(fields), updatedAt: now });
        return { ...fields, updatedAt: now.toDate().toISOString() };
      });
    },
    /** Read-modify-write in a transaction (the Premium learning from edits). Nothing when there is no profile. */
    async update(uid: string, change: (current: BusinessProfile) => BusinessProfile): Promise<BusinessProfile | undefined> {
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref(uid).withConverter(converter));
        const current = snap.data();
        if (!current) return undefined;
        const next = change(current);
        if (next === current) return current;
        const { updatedAt: _ignored, ...fields } = next;
        tx.set(ref(uid), { ...fields, updatedAt: Timestamp.now() });
        return next;
      });
    },
  };
}

/** Firestore refuses `undefined`: an optional value left unset is left out (objects and lists, deeply). */
function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUndefined) as T;
  if (value && typeof value === 'object' && !(value instanceof Timestamp)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, withoutUndefined(v)]),
    ) as T;
  }
  return value;
}

export type BusinessProfileRepo = ReturnType<typeof businessProfileRepo>;
