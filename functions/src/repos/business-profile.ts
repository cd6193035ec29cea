import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { emptyProfile, type BusinessProfile } from '../contract/business-profile.js';
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
    status: z
      .enum(['draft', 'confirmed'])
      .optional()
      .transform((v) => v ?? 'confirmed'),
    updatedAt: z.instanceof(Timestamp).optional(),
  })
  .transform(({ id: _id, updatedAt, ...rest }): BusinessProfile => ({
    ...emptyProfile(),
    ...rest,
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

export type BusinessProfileRepo = ReturnType<typeof businessProfileRepo>;
