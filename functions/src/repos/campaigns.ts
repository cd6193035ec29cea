import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { CampaignBrief } from '../strategy/ai-port.js';
import { businessName } from '../copy/text.js';
import {
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

export function campaignsRepo(db: Firestore) {
  const collection = (uid: string) => db.collection('users').doc(uid).collection('campaigns');

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

    /** Newest first, at most `limit`. */
    async list(uid: string, limit = CAMPAIGN_LIST_LIMIT): Promise<CampaignItem[]> {
      const snap = await collection(uid).orderBy('createdAt', 'desc').limit(limit).get();
      return snap.docs.map((d) => toCampaignItem(d.id, d.data()));
    },

    /** One campaign as the campaign page shows it; undefined when it does not exist. */
    async get(uid: string, id: string): Promise<CampaignItem | undefined> {
      const snap = await collection(uid).doc(id).get();
      return snap.exists ? toCampaignDetail(snap.id, snap.data() ?? {}) : undefined;
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
        const changes = { ...change(toCampaignDetail(snap.id, snap.data() ?? {})), updatedAt: Timestamp.now() };
        tx.update(ref, changes);
        return toCampaignDetail(snap.id, { ...snap.data(), ...changes });
      });
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
      const snap = await collection(uid).orderBy('createdAt', 'desc').limit(limit).get();
      return snap.docs.map((d) => ({ ...toBrief(d.data()), id: d.id }));
    },
  };
}

export type CampaignsRepo = ReturnType<typeof campaignsRepo>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function isoDate(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  return new Date(0).toISOString();
}

function storedStrategy(value: unknown): Strategy | undefined {
  const parsed = strategySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** A stored document as the list shows it (docs/product.md P4.2): defaults 'Campaign' and 'Draft'. */
export function toCampaignItem(id: string, d: DocumentData): CampaignItem {
  const budget = d['budget'];
  const item: CampaignItem = {
    id,
    name: str(d['name']).trim() || DEFAULT_CAMPAIGN_NAME,
    status: str(d['status']).trim() || STATUS_DRAFT,
    createdAt: isoDate(d['createdAt']),
    objective: str(d['objective']),
    type: str(d['type']),
    location: str(d['location']),
    language: str(d['language']),
    budget: typeof budget === 'number' && Number.isFinite(budget) ? budget : null,
  };
  const strategyText = str(d['strategyText']);
  if (strategyText) item.strategyText = strategyText;
  const strategy = storedStrategy(d['strategy']);
  if (strategy) item.strategy = strategy;
  const ads = d['googleAds'];
  if (ads && typeof ads === 'object' && str(ads['campaignResourceName'])) {
    const status = str(ads['status']);
    item.googleAds = {
      customerId: str(ads['customerId']),
      campaignResourceName: str(ads['campaignResourceName']),
      status: status === 'ENABLED' || status === 'REMOVED' ? status : 'PAUSED',
    };
    const problems = Array.isArray(ads['problems']) ? GOOGLE_ADS_PROBLEMS.filter((p) => (ads['problems'] as unknown[]).includes(p)) : [];
    if (problems.length > 0) item.googleAds.problems = problems;
    // One status (issue 27 item 4): the text every view shows follows the Google Ads status.
    item.status = GOOGLE_ADS_STATUS_TEXT[item.googleAds.status];
  }
  return item;
}

/** The list item plus what the campaign page edits and exports. */
export function toCampaignDetail(id: string, d: DocumentData): CampaignItem {
  return {
    ...toCampaignItem(id, d),
    description: str(d['description']),
    ...(businessName(str(d['description'])) ? { brand: businessName(str(d['description'])) } : {}),
    keywords: str(d['keywords']),
    negativeKeywords: str(d['negativeKeywords']),
    link1: str(d['link1']),
    updatedAt: isoDate(d['updatedAt'] ?? d['createdAt']),
  };
}

function toBrief(d: DocumentData): CampaignBrief {
  const item = toCampaignItem('', d);
  return {
    name: item.name,
    status: item.status,
    objective: item.objective,
    type: item.type,
    location: item.location,
    language: item.language,
    budget: item.budget,
    keywords: str(d['keywords']).slice(0, 500),
    createdAt: item.createdAt,
    headlines: item.strategy?.headlines.slice(0, 3) ?? [],
    description: str(d['description']).slice(0, 2000),
    inGoogleAds: item.googleAds !== undefined,
  };
}
