import { Timestamp, type DocumentData, type Firestore, type FirestoreDataConverter } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { CampaignBrief } from '../strategy/ai-port.js';
import { businessName } from '../copy/text.js';
import { placeSchema, type Place } from '../contract/geo.js';
import { parseStored, zodConverter } from './converter.js';
import {
  campaignPayloadSchema,
  GOOGLE_ADS_PROBLEMS,
  GOOGLE_ADS_STATUS_TEXT,
  strategySchema,
  type CampaignItem,
  type CampaignPayload,
  type GoogleAdsCampaignStatus,
  type GoogleAdsProblem,
  type Strategy,
} from '../contract/campaigns.js';

export const STATUS_DRAFT = 'Draft';
export const STATUS_READY = 'Strategy ready';
export const DEFAULT_CAMPAIGN_NAME = 'Campaign';
/** The list answers at most this many campaigns, newest first. */
export const CAMPAIGN_LIST_LIMIT = 100;

/**
 * `users/{uid}/campaigns/{id}`. Written as a Draft before generation starts, then completed in one
 * update (status, strategy and its text together), so a campaign is never half-written: it is a
 * Draft without strategy or a campaign with both. `createdAt` is top-level for ordering.
 */
export interface CampaignDoc extends CampaignPayload {
  name: string;
  status: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  strategy: Strategy | null;
  strategyText: string | null;
  /** The error code of the last failed generation, for support; null otherwise. */
  generationError: string | null;
}

export const CAMPAIGNS_COLLECTION = 'users/{uid}/campaigns';

/** A stored campaign as it is read: every field typed, ISO dates, defaults for fields older versions did not write. */
export interface StoredCampaign {
  id: string;
  name: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  objective: string;
  type: string;
  location: string;
  language: string;
  description: string;
  keywords: string;
  negativeKeywords: string;
  link1: string;
  link2: string;
  link3: string;
  link4: string;
  /** How customers reach the business (issue 26 item 4), when the form had them. */
  phone?: string | undefined;
  whatsapp?: string | undefined;
  bookingUrl?: string | undefined;
  budget: number | null;
  place?: Place | undefined;
  strategy?: Strategy | undefined;
  strategyText: string;
  generationError: string | null;
  googleAds?:
    { customerId: string; campaignResourceName: string; status: GoogleAdsCampaignStatus; problems?: GoogleAdsProblem[] } | undefined;
  /** When a creation in Google Ads started and has not finished (ms), else null. */
  googleAdsPending: number | null;
}

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
/** Timestamps; ISO strings and epoch milliseconds from older versions are read too. */
const time = z.union([z.instanceof(Timestamp), z.string(), z.number()]).nullish();
/** A value read only when it still has `schema`'s shape, else as absent (shapes that changed since it was stored). */
const lenient = <T>(schema: z.ZodType<T>) =>
  z
    .unknown()
    .optional()
    .transform((v) => {
      const parsed = schema.safeParse(v);
      return parsed.success ? parsed.data : undefined;
    });
/** Stored before the strategy had its present shape, or malformed: read as no strategy (the text stays). */
const lenientStrategy = lenient(strategySchema);
const lenientPlace = lenient(placeSchema);

/**
 * The stored shape of `users/{uid}/campaigns/{id}` (issue 25 item 2). Absent fields take their
 * defaults ('Campaign', 'Draft', '' , null); a field of the wrong type (a number where text is
 * stored, a string budget, a non-object `googleAds`) is refused with a StoredDocumentError naming it.
 */
export const campaignDocSchema = z
  .object({
    id: z.string(),
    name: text,
    status: text,
    createdAt: time,
    updatedAt: time,
    objective: text,
    type: text,
    location: text,
    language: text,
    description: text,
    keywords: text,
    negativeKeywords: text,
    link1: text,
    link2: text,
    link3: text,
    link4: text,
    // Optional contact fields (issue 26): absent in campaigns stored before them.
    phone: z.string().optional(),
    whatsapp: z.string().optional(),
    bookingUrl: z.string().optional(),
    budget: z.number().nullish(),
    place: lenientPlace,
    strategy: lenientStrategy,
    strategyText: text,
    generationError: z.string().nullish(),
    googleAds: z
      .object({
        customerId: z.string().optional(),
        campaignResourceName: z.string().optional(),
        status: z.string().optional(),
        problems: z.unknown().optional(),
      })
      .nullish(),
    googleAdsPending: z.number().nullish(),
  })
  .transform((d): StoredCampaign => ({
    ...d,
    name: d.name.trim() || DEFAULT_CAMPAIGN_NAME,
    status: d.status.trim() || STATUS_DRAFT,
    createdAt: isoDate(d.createdAt),
    updatedAt: isoDate(d.updatedAt ?? d.createdAt),
    budget: typeof d.budget === 'number' && Number.isFinite(d.budget) ? d.budget : null,
    generationError: d.generationError ?? null,
    googleAds: d.googleAds?.campaignResourceName
      ? {
          customerId: d.googleAds.customerId ?? '',
          campaignResourceName: d.googleAds.campaignResourceName,
          status: d.googleAds.status === 'ENABLED' || d.googleAds.status === 'REMOVED' ? d.googleAds.status : 'PAUSED',
          ...problemsOf(d.googleAds.problems),
        }
      : undefined,
    googleAdsPending: d.googleAdsPending ?? null,
  }));

/** The serving problems a results read stored (issue 27), the known codes only; none when there are none. */
function problemsOf(raw: unknown): { problems?: GoogleAdsProblem[] } {
  const problems = Array.isArray(raw) ? GOOGLE_ADS_PROBLEMS.filter((p) => (raw as unknown[]).includes(p)) : [];
  return problems.length > 0 ? { problems } : {};
}

export const campaignConverter: FirestoreDataConverter<StoredCampaign> = zodConverter(CAMPAIGNS_COLLECTION, campaignDocSchema);

/** Reads one stored campaign's data (a snapshot's, or a document about to be written); throws StoredDocumentError when malformed. */
export function readCampaign(id: string, data: DocumentData): StoredCampaign {
  return parseStored(CAMPAIGNS_COLLECTION, id, campaignDocSchema, { ...data, id });
}

/** The campaign's form fields, when they still make a valid payload (creation needs one). */
export function payloadOf(stored: StoredCampaign): CampaignPayload | undefined {
  const parsed = campaignPayloadSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

/** What a claim on a campaign's creation in Google Ads found (see campaignsRepo.claimGoogleAdsCreation). */
export type GoogleAdsClaim = { missing: true } | { created: StoredCampaign } | { busy: true } | { claimed: StoredCampaign };

export function campaignsRepo(db: Firestore) {
  const collection = (uid: string) => db.collection('users').doc(uid).collection('campaigns');
  const stored = (uid: string, id: string) => collection(uid).doc(id).withConverter(campaignConverter);

  return {
    /** `id`: the allowance reservation's, so its lease can find the Draft (usage/usage.ts). */
    async createDraft(uid: string, payload: CampaignPayload, name: string, id?: string): Promise<{ id: string; doc: CampaignDoc }> {
      const now = Timestamp.now();
      const doc: CampaignDoc = {
        ...payload,
        name,
        status: STATUS_DRAFT,
        createdAt: now,
        updatedAt: now,
        strategy: null,
        strategyText: null,
        generationError: null,
      };
      const ref = id ? collection(uid).doc(id) : collection(uid).doc();
      await ref.create(doc);
      return { id: ref.id, doc };
    },

    /** Status, strategy and text in one write. */
    async completeStrategy(uid: string, id: string, strategy: Strategy, strategyText: string): Promise<Partial<CampaignDoc>> {
      const changes = { status: STATUS_READY, strategy, strategyText, generationError: null, updatedAt: Timestamp.now() };
      await collection(uid).doc(id).update(changes);
      return changes;
    },

    async recordFailure(uid: string, id: string, code: string): Promise<void> {
      await collection(uid).doc(id).update({ generationError: code, updatedAt: Timestamp.now() });
    },

    /** Newest first, at most `limit`: one query. */
    async list(uid: string, limit = CAMPAIGN_LIST_LIMIT): Promise<CampaignItem[]> {
      const snap = await collection(uid).withConverter(campaignConverter).orderBy('createdAt', 'desc').limit(limit).get();
      return snap.docs.map((d) => itemOf(d.data()));
    },

    /** One campaign as the campaign page shows it; undefined when it does not exist. */
    async get(uid: string, id: string): Promise<CampaignItem | undefined> {
      const campaign = (await stored(uid, id).get()).data();
      return campaign && detailOf(campaign);
    },

    /** One stored campaign, every field (creation and its pre-flight build from it); undefined when it does not exist. */
    async stored(uid: string, id: string): Promise<StoredCampaign | undefined> {
      return (await stored(uid, id).get()).data();
    },

    /**
     * Applies `change(current)` in one transaction; answers the updated campaign, or undefined
     * when the campaign does not exist. `change` may throw to refuse (nothing is written).
     */
    async update(uid: string, id: string, change: (current: CampaignItem) => Record<string, unknown>): Promise<CampaignItem | undefined> {
      const ref = collection(uid).doc(id);
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists) return undefined;
        const changes = { ...change(detailOf(readCampaign(snap.id, snap.data() ?? {}))), updatedAt: Timestamp.now() };
        tx.update(ref, changes);
        return detailOf(readCampaign(snap.id, { ...snap.data(), ...changes }));
      });
    },

    /**
     * Marks the campaign "being created in Google Ads", atomically: of two creations racing, one
     * claims it. Answers what it found: no campaign, one already created, one another request is
     * creating (started less than `pendingTimeoutMs` ago), or the claimed campaign as stored.
     */
    async claimGoogleAdsCreation(uid: string, id: string, pendingTimeoutMs: number, now = Date.now()): Promise<GoogleAdsClaim> {
      const ref = stored(uid, id);
      return db.runTransaction(async (tx) => {
        const campaign = (await tx.get(ref)).data();
        if (!campaign) return { missing: true } as const;
        if (campaign.googleAds) return { created: campaign };
        if (campaign.googleAdsPending !== null && now - campaign.googleAdsPending < pendingTimeoutMs) return { busy: true } as const;
        tx.update(collection(uid).doc(id), { googleAdsPending: now });
        return { claimed: campaign };
      });
    },

    /** The creation failed: the campaign may be created again at once. */
    async releaseGoogleAdsClaim(uid: string, id: string): Promise<void> {
      await collection(uid).doc(id).update({ googleAdsPending: null });
    },

    /** The campaign is in Google Ads (created paused): its status and ids, in one write. Answers it as stored now. */
    async recordGoogleAdsCreated(
      uid: string,
      id: string,
      status: string,
      googleAds: { customerId: string; campaignResourceName: string },
    ): Promise<StoredCampaign | undefined> {
      const now = Timestamp.now();
      const ref = collection(uid).doc(id);
      await ref.update({ status, googleAds: { ...googleAds, status: 'PAUSED', createdAt: now }, googleAdsPending: null, updatedAt: now });
      return (await stored(uid, id).get()).data();
    },

    /** The campaign's status in Google Ads, after the results page paused or enabled it. */
    async setGoogleAdsStatus(uid: string, id: string, status: 'ENABLED' | 'PAUSED'): Promise<void> {
      await collection(uid).doc(id).update({ 'googleAds.status': status });
    },

    /** The status and serving problems a results read found in Google Ads (issue 27 item 4). */
    async setGoogleAdsState(
      uid: string,
      id: string,
      state: { status: GoogleAdsCampaignStatus; problems: GoogleAdsProblem[] },
    ): Promise<void> {
      await collection(uid).doc(id).update({ 'googleAds.status': state.status, 'googleAds.problems': state.problems });
    },

    /** What the assistant knows about the user's campaigns (newest first). */
    async briefs(uid: string, limit = 10): Promise<CampaignBrief[]> {
      const snap = await collection(uid).withConverter(campaignConverter).orderBy('createdAt', 'desc').limit(limit).get();
      return snap.docs.map((d) => briefOf(d.data()));
    },
  };
}

export type CampaignsRepo = ReturnType<typeof campaignsRepo>;

function isoDate(value: Timestamp | string | number | null | undefined): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  return new Date(0).toISOString();
}

/** A stored document (or one about to be written) as the list shows it (docs/product.md P4.2): defaults 'Campaign' and 'Draft'. */
export function toCampaignItem(id: string, d: DocumentData): CampaignItem {
  return itemOf(readCampaign(id, d));
}

function itemOf(c: StoredCampaign): CampaignItem {
  return {
    id: c.id,
    name: c.name,
    // One status (issue 27 item 4): once in Google Ads, the text every view shows follows its status there.
    status: c.googleAds ? GOOGLE_ADS_STATUS_TEXT[c.googleAds.status] : c.status,
    createdAt: c.createdAt,
    objective: c.objective,
    type: c.type,
    location: c.location,
    language: c.language,
    budget: c.budget,
    ...(c.strategyText ? { strategyText: c.strategyText } : {}),
    ...(c.strategy ? { strategy: c.strategy } : {}),
    ...(c.googleAds ? { googleAds: c.googleAds } : {}),
  };
}

/** The list item plus what the campaign page edits and exports. */
export function detailOf(c: StoredCampaign): CampaignItem {
  const brand = businessName(c.description);
  return {
    ...itemOf(c),
    description: c.description,
    ...(brand ? { brand } : {}),
    keywords: c.keywords,
    negativeKeywords: c.negativeKeywords,
    link1: c.link1,
    updatedAt: c.updatedAt,
  };
}

function briefOf(c: StoredCampaign): CampaignBrief {
  return {
    id: c.id,
    name: c.name,
    status: itemOf(c).status,
    objective: c.objective,
    type: c.type,
    location: c.location,
    language: c.language,
    budget: c.budget,
    keywords: c.keywords.slice(0, 500),
    createdAt: c.createdAt,
    headlines: c.strategy?.headlines.slice(0, 3) ?? [],
    description: c.description.slice(0, 2000),
    inGoogleAds: c.googleAds !== undefined,
  };
}
