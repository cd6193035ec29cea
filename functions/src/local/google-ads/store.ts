import { createHash } from 'node:crypto';
import type { Firestore, FirestoreDataConverter } from 'firebase-admin/firestore';
import { z } from 'zod';
import { zodConverter } from '../../repos/converter.js';

/**
 * The Google Ads sandbox's state (local mode only; local/google-ads/sandbox.ts and
 * local/results/sandbox.ts receive this repo from local/index.ts):
 * - `localGoogleAdsCodes/{code}` — authorization codes the consent page issued (single use, 10 min);
 * - `localGoogleAdsGrants/{sha256(refresh token)}` — grants; `revoked: true` plays a user revoking
 *   access in Google's security settings;
 * - `localGoogleAdsMutations/{id}` — the exact operations each sandbox mutate would have sent.
 */
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const codeSchema = z.object({
  id: z.string(),
  redirectUri: z.string(),
  currency: z.string().optional().default('USD'),
  createdAt: z.number(),
  usedAt: z.number().nullable().optional().default(null),
});
export type SandboxCode = z.infer<typeof codeSchema>;

const grantSchema = z.object({
  id: z.string(),
  customerId: z.coerce.string(),
  currency: z.string().optional().default('USD'),
  createdAt: z.number().optional().default(0),
  revoked: z.boolean().optional().default(false),
});
export type SandboxGrant = z.infer<typeof grantSchema>;

const mutationSchema = z.object({
  id: z.string(),
  uid: z.string(),
  customerId: z.string().optional(),
  /** Set on a creation: the test account's currency. */
  currency: z.string().optional(),
  /** Set on a later change (results): the campaign it changed. */
  campaignResourceName: z.string().optional(),
  method: z.string().optional().default('GoogleAdsService.Mutate'),
  partialFailure: z.boolean().optional().default(false),
  // A remove operation's resource is the removed resource's name (an undo); others are objects.
  operations: z.array(
    z.object({ entity: z.string(), operation: z.string(), resource: z.union([z.record(z.string(), z.unknown()), z.string()]) }).loose(),
  ),
  resourceNames: z.array(z.string()),
  createdAt: z.number(),
});
export type SandboxMutation = z.infer<typeof mutationSchema>;
/** A mutate as it is recorded (the id is Firestore's). */
export type NewSandboxMutation = Omit<SandboxMutation, 'id' | 'method' | 'partialFailure' | 'operations'> & { operations: unknown[] };

const codes: FirestoreDataConverter<SandboxCode> = zodConverter('localGoogleAdsCodes', codeSchema);
const grants: FirestoreDataConverter<SandboxGrant> = zodConverter('localGoogleAdsGrants', grantSchema);
export const sandboxMutationConverter: FirestoreDataConverter<SandboxMutation> = zodConverter('localGoogleAdsMutations', mutationSchema);

export function localGoogleAdsRepo(db: Firestore) {
  const codeRef = (code: string) => db.collection('localGoogleAdsCodes').doc(code.slice(0, 200) || '-');
  const grantRef = (refreshToken: string) => db.collection('localGoogleAdsGrants').doc(sha256(refreshToken));
  return {
    async createCode(code: string, data: { redirectUri: string; currency: string; createdAt: number }): Promise<void> {
      await codeRef(code).create({ ...data, usedAt: null });
    },
    /**
     * Spends the code, atomically (of two exchanges with one code, one wins): answers the code as it
     * was before, or undefined when there is none. `usable` decides whether it may be spent.
     */
    async spendCode(code: string, usable: (stored: SandboxCode) => boolean, at: number): Promise<SandboxCode | undefined> {
      const ref = codeRef(code);
      return db.runTransaction(async (tx) => {
        const stored = (await tx.get(ref.withConverter(codes))).data();
        if (!stored || !usable(stored)) return undefined;
        tx.update(ref, { usedAt: at });
        return stored;
      });
    },
    async createGrant(refreshToken: string, grant: { customerId: string; currency: string; createdAt: number }): Promise<void> {
      await grantRef(refreshToken).create({ ...grant, revoked: false });
    },
    async grant(refreshToken: string): Promise<SandboxGrant | undefined> {
      return (await grantRef(refreshToken).withConverter(grants).get()).data();
    },
    /** Records one mutate exactly as it would have been sent (plain JSON: no undefined values). */
    async recordMutation(mutation: NewSandboxMutation): Promise<void> {
      await db
        .collection('localGoogleAdsMutations')
        .add(JSON.parse(JSON.stringify({ ...mutation, method: 'GoogleAdsService.Mutate', partialFailure: false })) as object);
    },
    /** Every mutate recorded for the user (the results sandbox replays them). */
    async mutationsOf(uid: string): Promise<SandboxMutation[]> {
      const snap = await db.collection('localGoogleAdsMutations').withConverter(sandboxMutationConverter).where('uid', '==', uid).get();
      return snap.docs.map((d) => d.data());
    },
  };
}

export type LocalGoogleAdsRepo = ReturnType<typeof localGoogleAdsRepo>;

/**
 * `localGoogleAdsConversionActions/{customerId}~{id}` — the sandbox account's conversion actions, as
 * created through the sandbox (the operation's fields, Google's enum names), and the simulated tag
 * of each: `firingFrom` the first day its tag sends (null: not installed), `silentFrom` the first day
 * it stopped (null: still firing). local/results/ reads them to count conversions.
 */
export const sandboxConversionSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  resourceName: z.string(),
  name: z.string(),
  type: z.string(),
  category: z.string(),
  countingType: z.string(),
  status: z.string(),
  callSeconds: z.number().nullable().optional().default(null),
  conversionId: z.string(),
  label: z.string(),
  createdAt: z.number(),
  firingFrom: z.string().nullable().optional().default(null),
  silentFrom: z.string().nullable().optional().default(null),
});
export type SandboxConversion = z.infer<typeof sandboxConversionSchema>;
const conversions: FirestoreDataConverter<SandboxConversion> = zodConverter('localGoogleAdsConversionActions', sandboxConversionSchema);

export function localConversionsRepo(db: Firestore) {
  const col = () => db.collection('localGoogleAdsConversionActions');
  return {
    async conversionActions(customerId: string): Promise<SandboxConversion[]> {
      const snap = await col().withConverter(conversions).where('customerId', '==', customerId).get();
      return snap.docs.map((d) => d.data()).sort((a, b) => a.createdAt - b.createdAt);
    },
    /**
     * Creates the actions in one transaction, refusing (answering the clashing name) when one has the
     * name of an action the account already has: Google's DUPLICATE_NAME, even between two creations at once.
     */
    async createConversionActions(
      customerId: string,
      actions: Omit<SandboxConversion, 'id'>[],
    ): Promise<{ duplicate: string } | undefined> {
      return db.runTransaction(async (tx) => {
        const existing = (await tx.get(col().withConverter(conversions).where('customerId', '==', customerId))).docs.map((d) => d.data());
        const taken = new Set(existing.filter((e) => e.status !== 'REMOVED').map((e) => e.name.toLowerCase()));
        const clash = actions.find((a) => taken.has(a.name.toLowerCase()));
        if (clash) return { duplicate: clash.name };
        for (const a of actions) tx.create(col().doc(`${customerId}~${a.resourceName.split('/').pop()}`), a);
        return undefined;
      });
    },
    /** The simulated tag of one action: firing from a day, silent from a day, or not installed. */
    async setTag(resourceName: string, tag: { firingFrom: string | null; silentFrom: string | null }): Promise<boolean> {
      const [, customerId, , id] = resourceName.split('/');
      const ref = col().doc(`${customerId}~${id}`);
      return db.runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) return false;
        tx.update(ref, tag);
        return true;
      });
    },
  };
}
export type LocalConversionsRepo = ReturnType<typeof localConversionsRepo>;
