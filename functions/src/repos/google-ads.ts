import { createHash } from 'node:crypto';
import { Timestamp, type Firestore, type FirestoreDataConverter } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { TokenCipher } from '../crypto/token-cipher.js';
import { sameHash } from '../crypto/same-hash.js';
import { isInterfaceLanguage, type InterfaceLanguage } from '../contract/languages.js';
import { zodConverter } from './converter.js';

export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** Documents are keyed by a hash: whoever reads the database cannot replay a live state. */
const hashKey = (value: string) => createHash('sha256').update(value).digest('hex');

export interface OAuthStateDoc {
  uid: string;
  returnTo: string;
  redirectUri: string;
  /** sha256 of the nonce in the starting browser's cookie (http/browser-binding.ts sets the cookie). */
  browserHash: string;
  /** The interface language of the app that started: the callback's `reason` is written in it. */
  language?: InterfaceLanguage;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

/** An absent or unknown language reads as none (states written before issue 24 have none). */
const lenientLanguage = z
  .unknown()
  .optional()
  .transform((v) => (isInterfaceLanguage(v) ? v : undefined));

/**
 * The stored shape of `oauthStates/{sha256(state)}`. `browserHash` came with issue 30: a state
 * written before it reads as bound to no browser (its callback is refused, the owner starts again).
 */
const oauthStateSchema = z
  .object({
    uid: z.string(),
    returnTo: z.string(),
    redirectUri: z.string(),
    browserHash: z.string().optional().default(''),
    language: lenientLanguage,
    createdAt: z.number(),
    expiresAt: z.number(),
    usedAt: z.number().nullable().optional().default(null),
  })
  .transform(({ language, ...rest }): OAuthStateDoc => ({ ...rest, ...(language ? { language } : {}) }));
export const oauthStateConverter: FirestoreDataConverter<OAuthStateDoc> = zodConverter('oauthStates', oauthStateSchema);

export type ConsumedState =
  | { ok: true; uid: string; returnTo: string; redirectUri: string; language?: InterfaceLanguage | undefined }
  | { ok: false; why: 'unknown' | 'used' | 'expired' | 'browser'; returnTo?: string; language?: InterfaceLanguage | undefined };

/** `oauthStates/{sha256(state)}`: single-use, 10-minute OAuth `state` values bound to a uid. */
export function oauthStatesRepo(db: Firestore, now: () => number = Date.now) {
  const ref = (state: string) => db.collection('oauthStates').doc(hashKey(state));
  return {
    async create(
      state: string,
      data: { uid: string; returnTo: string; redirectUri: string; browserHash: string; language?: InterfaceLanguage | undefined },
    ): Promise<void> {
      const createdAt = now();
      const { language, ...rest } = data;
      const doc: OAuthStateDoc = {
        ...rest,
        ...(language ? { language } : {}),
        createdAt,
        expiresAt: createdAt + OAUTH_STATE_TTL_MS,
        usedAt: null,
      };
      // `deleteAt`: Firestore's TTL policy (firestore.indexes.json) removes spent states a day later.
      await ref(state).create({ ...doc, deleteAt: Timestamp.fromMillis(doc.expiresAt + 24 * 60 * 60 * 1000) });
    },
    /**
     * Marks the state used, atomically: of two callbacks racing with one state, one wins. Only the
     * browser that started it may use it (`browserHash`, the hash of the nonce its cookie
     * carries); any other spends it and gets nothing.
     */
    async consume(state: string, browserHash: string | undefined): Promise<ConsumedState> {
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref(state).withConverter(oauthStateConverter));
        const doc = snap.data();
        if (!doc) return { ok: false, why: 'unknown' } as const;
        const language = doc.language;
        if (doc.usedAt !== null) return { ok: false, why: 'used', returnTo: doc.returnTo, language } as const;
        const at = now();
        tx.update(snap.ref, { usedAt: at });
        if (at > doc.expiresAt) return { ok: false, why: 'expired', returnTo: doc.returnTo, language } as const;
        if (!sameHash(doc.browserHash, browserHash)) return { ok: false, why: 'browser', returnTo: doc.returnTo, language } as const;
        return { ok: true, uid: doc.uid, returnTo: doc.returnTo, redirectUri: doc.redirectUri, language } as const;
      });
    },
  };
}

/** What `users/{uid}.googleAds` shows (clients may read their user document: no secrets here). */
export interface GoogleAdsConnectionStatus {
  connected: boolean;
  connectedAt: Timestamp | null;
  broken: boolean;
}

/** The stored shape of `googleAdsConnections/{uid}`. */
const connectionSchema = z.object({
  id: z.string(),
  sealedRefreshToken: z.string().optional().default(''),
  connectedAt: z.instanceof(Timestamp).nullish(),
  updatedAt: z.instanceof(Timestamp).nullish(),
  broken: z.boolean().optional().default(false),
});
type ConnectionDoc = z.infer<typeof connectionSchema>;
export const connectionConverter: FirestoreDataConverter<ConnectionDoc> = zodConverter('googleAdsConnections', connectionSchema);

/**
 * `googleAdsConnections/{uid}`: the refresh token, sealed with AES-256-GCM (bound to the uid).
 * Clients cannot read this collection (firestore.rules) and the API never returns it.
 */
export function googleAdsConnectionsRepo(db: Firestore, cipher: TokenCipher) {
  const ref = (uid: string) => db.collection('googleAdsConnections').doc(uid);
  const userRef = (uid: string) => db.collection('users').doc(uid);
  const setStatus = (uid: string, status: GoogleAdsConnectionStatus) => userRef(uid).set({ googleAds: status }, { merge: true });

  return {
    async save(uid: string, refreshToken: string): Promise<void> {
      const sealed = cipher.encrypt(refreshToken, uid);
      const now = Timestamp.now();
      await ref(uid).set({ uid, sealedRefreshToken: sealed, connectedAt: now, updatedAt: now, broken: false });
      await setStatus(uid, { connected: true, connectedAt: now, broken: false });
    },
    /** The usable refresh token, or why there is none. */
    async refreshToken(uid: string): Promise<{ token: string } | { missing: 'not-connected' | 'broken' }> {
      const data = (await ref(uid).withConverter(connectionConverter).get()).data();
      if (data?.broken) return { missing: 'broken' };
      if (!data?.sealedRefreshToken) return { missing: 'not-connected' };
      try {
        return { token: cipher.decrypt(data.sealedRefreshToken, uid) };
      } catch {
        // Sealed with another key (rotated) or tampered with: the owner must connect again.
        return { missing: 'broken' };
      }
    },
    /** Google said the grant is revoked or expired: keep nothing usable, ask to connect again. */
    async markBroken(uid: string): Promise<void> {
      await ref(uid).set({ broken: true, sealedRefreshToken: '', updatedAt: Timestamp.now() }, { merge: true });
      await setStatus(uid, { connected: false, connectedAt: null, broken: true });
    },
  };
}
