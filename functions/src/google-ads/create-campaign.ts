import { Timestamp, type DocumentData, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { isTokenInvalid } from '../adapters/google-ads/errors.js';
import type { GoogleAdsAdapter } from '../adapters/google-ads/types.js';
import { campaignName } from '../campaigns/text.js';
import { strategySchema, type CampaignPayload, type RealCampaignResponse, type Strategy } from '../contract/campaigns.js';
import { PLAN_LIMITS } from '../contract/plans.js';
import { HttpError } from '../http/errors.js';
import { log } from '../logs.js';
import { toCampaignItem } from '../repos/campaigns.js';
import type { googleAdsConnectionsRepo } from '../repos/google-ads.js';
import type { usersRepo } from '../repos/users.js';

/** What the campaign list shows once the campaign is in Google Ads (created paused, never live). */
export const STATUS_IN_GOOGLE_ADS = 'In Google Ads (paused)';
export const CREATED_MESSAGE =
  'Campaign created in your Google Ads account. It is paused: review it in Google Ads and enable it when you are ready.';
export const ALREADY_CREATED_MESSAGE = 'This campaign is already in your Google Ads account (paused). Review it there and enable it when you are ready.';
/** A creation that started this long ago without finishing is considered dead and may be retried. */
const PENDING_TIMEOUT_MS = 2 * 60 * 1000;
/** How many recent campaigns are searched for the one matching a payload sent without `campaignId`. */
const MATCH_WINDOW = 20;

const MATCHED_FIELDS = ['objective', 'description', 'type', 'location', 'language', 'keywords', 'negativeKeywords', 'link1', 'budget'] as const;

interface Deps {
  db: Firestore;
  users: ReturnType<typeof usersRepo>;
  connections: ReturnType<typeof googleAdsConnectionsRepo>;
  adapter: GoogleAdsAdapter;
}

/**
 * POST /campaign/user/{uid}/real: Premium only; needs a live Google Ads connection; builds the
 * campaign from the payload and the stored strategy (the campaign `campaignId` names, else the
 * newest one generated from the same payload, else the payload alone) and creates it in ONE atomic
 * mutate; the result is stored on the campaign. A campaign is created in Google Ads at most once.
 */
export function googleAdsCampaignService({ db, users, connections, adapter }: Deps) {
  const campaigns = (uid: string) => db.collection('users').doc(uid).collection('campaigns');

  async function findStored(uid: string, payload: CampaignPayload, campaignId: string | undefined): Promise<DocumentReference | undefined> {
    if (campaignId) {
      const ref = campaigns(uid).doc(campaignId);
      if ((await ref.get()).exists) return ref;
    }
    const recent = await campaigns(uid).orderBy('createdAt', 'desc').limit(MATCH_WINDOW).get();
    const match = recent.docs.find((d) => MATCHED_FIELDS.every((f) => d.get(f) === payload[f]) && strategyOf(d.data()));
    return match?.ref;
  }

  /** Marks the campaign "being created", atomically; answers the stored result if it is already in Google Ads. */
  async function claim(ref: DocumentReference): Promise<{ done: DocumentData } | { claimed: DocumentData }> {
    return db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const data = snap.data() ?? {};
      if (isCreated(data)) return { done: data };
      const pending = data['googleAdsPending'];
      if (typeof pending === 'number' && Date.now() - pending < PENDING_TIMEOUT_MS) {
        throw new HttpError('CONFLICT', 'This campaign is being created in Google Ads right now. Wait a moment, then check your campaign list.');
      }
      tx.update(ref, { googleAdsPending: Date.now() });
      return { claimed: data };
    });
  }

  return {
    async create(uid: string, payload: CampaignPayload, campaignId?: string): Promise<{ body: RealCampaignResponse; created: boolean }> {
      const user = await users.get(uid);
      if (!PLAN_LIMITS[user?.plan ?? 'BASIC'].googleAds) {
        throw new HttpError('PREMIUM_REQUIRED', 'Creating campaigns in Google Ads is part of the Premium plan. Upgrade to Premium to use it.');
      }
      const connection = await connections.refreshToken(uid);
      if ('missing' in connection) {
        if (connection.missing === 'broken') {
          throw new HttpError('GOOGLE_ADS_TOKEN_INVALID', 'Your Google Ads authorization is no longer valid. Connect Google Ads again to continue.');
        }
        throw new HttpError('GOOGLE_ADS_NOT_CONNECTED', 'Connect your Google Ads account to create campaigns in it.');
      }

      const storedRef = await findStored(uid, payload, campaignId);
      let stored: DocumentData | undefined;
      if (storedRef) {
        const claimed = await claim(storedRef);
        if ('done' in claimed) return { body: respond(storedRef.id, claimed.done, ALREADY_CREATED_MESSAGE), created: false };
        stored = claimed.claimed;
      }
      const ref = storedRef ?? campaigns(uid).doc();
      const name = (typeof stored?.['name'] === 'string' && stored['name'].trim()) || campaignName(payload);

      let created;
      try {
        created = await adapter.createCampaign({
          uid,
          refreshToken: connection.token,
          payload,
          strategy: stored ? strategyOf(stored) : undefined,
          // Google requires unique campaign names in an account: the id suffix keeps them apart.
          campaignName: `${name} (${ref.id.slice(0, 8)})`,
        });
      } catch (error) {
        if (storedRef) await storedRef.update({ googleAdsPending: null }).catch(() => undefined);
        const code = error instanceof HttpError ? error.code : 'UPSTREAM_FAILED';
        log.googleAdsFailed(uid, code, error);
        if (isTokenInvalid(error)) await connections.markBroken(uid);
        throw error;
      }

      const now = Timestamp.now();
      const googleAds = { customerId: created.customerId, campaignResourceName: created.campaignResourceName, status: 'PAUSED' as const };
      const changes = { status: STATUS_IN_GOOGLE_ADS, googleAds: { ...googleAds, createdAt: now }, googleAdsPending: null, updatedAt: now };
      let doc: DocumentData;
      if (storedRef) {
        await storedRef.update(changes);
        doc = { ...stored, ...changes };
      } else {
        // Created from the payload alone: the campaign is stored now, in its final state.
        doc = { ...payload, name, createdAt: now, strategy: null, strategyText: null, generationError: null, ...changes };
        await ref.create(doc);
      }
      log.googleAdsCampaignCreated(uid, created.campaignResourceName);
      return { body: respond(ref.id, doc, CREATED_MESSAGE), created: true };
    },
  };
}

function respond(id: string, doc: DocumentData, message: string): RealCampaignResponse {
  const campaign = toCampaignItem(id, doc);
  const ads = doc['googleAds'] as { customerId: string; campaignResourceName: string };
  return { message, campaign, googleAds: { customerId: ads.customerId, campaignResourceName: ads.campaignResourceName, status: 'PAUSED' } };
}

function isCreated(doc: DocumentData): boolean {
  const ads = doc['googleAds'];
  return typeof ads === 'object' && ads !== null && typeof ads['campaignResourceName'] === 'string' && ads['campaignResourceName'] !== '';
}

function strategyOf(doc: DocumentData): Strategy | undefined {
  const parsed = strategySchema.safeParse(doc['strategy']);
  return parsed.success ? parsed.data : undefined;
}
