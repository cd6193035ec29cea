import { Timestamp, type DocumentData, type Firestore, type FirestoreDataConverter } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { AssistantBrief } from '../strategy/ai-port.js';
import { moneyView } from '../contract/owner-money.js';
import { businessName } from '../copy/text.js';
import { placeSchema } from '../contract/geo.js';
import { parseStored, zodConverter } from './converter.js';
import {
  adsOf,
  campaignAd,
  campaignPayloadSchema,
  conversionActionSchema,
  factsSchema,
  fieldsOfPayload,
  GOOGLE_ADS_PROBLEMS,
  GOOGLE_ADS_STATUS_TEXT,
  moneySchema,
  PAGE_ROLES,
  payloadFieldsOf,
  splitList,
  strategySchema,
  SUMMARY_FIELDS,
  targetPlaceSchema,
  type Campaign,
  type ConversionAction,
  type CampaignSummary,
  type GoogleAdsProblem,
  type GoogleAdsState,
  type OwnerInput,
  type Pages,
  type Strategy,
} from '../contract/campaigns.js';

export const STATUS_DRAFT = 'Draft';
export const STATUS_READY = 'Strategy ready';
export const DEFAULT_CAMPAIGN_NAME = 'Campaign';
/** The list answers at most this many campaigns, newest first. */
export const CAMPAIGN_LIST_LIMIT = 100;

export const CAMPAIGNS_COLLECTION = 'users/{uid}/campaigns';

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
/** A list: stored as a list now, as one comma-separated string before. */
const list = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((v) => (Array.isArray(v) ? v.map((k) => k.trim()).filter(Boolean) : splitList(v ?? '')));
/**
 * A strategy of any shape stored since the first: one shared ad (`headlines`/`descriptions`) and
 * groups without ads, groups with their own ads beside the shared one, or ads in the groups only.
 */
const storedStrategySchema = strategySchema.extend({
  headlines: z.array(z.string()).optional(),
  descriptions: z.array(z.string()).optional(),
});
const googleAdsSchema = z
  .object({
    customerId: z.string().optional(),
    campaignResourceName: z.string().optional(),
    status: z.string().optional(),
    problems: z.unknown().optional(),
    currency: z.string().optional(),
    dailyBudget: z.number().optional(),
  })
  .nullish();

/** The fields the list shows, as stored (the list reads only these). */
const summaryShape = {
  id: z.string(),
  name: text,
  status: text,
  createdAt: time,
  objective: text,
  type: text,
  location: text,
  language: text,
  budget: z.number().nullish(),
  googleAds: googleAdsSchema,
};

/**
 * `users/{uid}/campaigns/{id}` as stored by every version. Absent fields take their defaults
 * ('Campaign', 'Draft', '', [], null); a field of the wrong type (a number where text is stored, a
 * string budget, a non-object `googleAds`) is refused with a StoredDocumentError naming it. Shapes
 * read: `link1..link4` or `pages`; keywords as a comma-separated string or a list; a strategy with
 * one shared ad, with ads per group beside it, or with ads per group only.
 */
export const campaignDocSchema = z
  .object({
    ...summaryShape,
    updatedAt: time,
    description: text,
    keywords: list,
    negativeKeywords: list,
    pages: z.record(z.string(), z.string()).nullish(),
    link1: z.string().nullish(),
    link2: z.string().nullish(),
    link3: z.string().nullish(),
    link4: z.string().nullish(),
    phone: z.string().optional(),
    whatsapp: z.string().optional(),
    bookingUrl: z.string().optional(),
    place: lenient(placeSchema),
    places: lenient(z.array(targetPlaceSchema).min(1).max(10)),
    localBudget: lenient(moneySchema),
    facts: lenient(factsSchema),
    conversionActions: lenient(z.array(conversionActionSchema)),
    strategy: lenient(storedStrategySchema),
    strategyText: text,
    generationError: z.string().nullish(),
    googleAdsPending: z.number().nullish(),
  })
  .transform((d): Campaign => {
    const {
      link1,
      link2,
      link3,
      link4,
      pages,
      place,
      places,
      localBudget,
      facts,
      conversionActions,
      strategy,
      phone,
      whatsapp,
      bookingUrl,
    } = d;
    const googleAds = googleAdsOf(d.googleAds);
    return {
      id: d.id,
      name: d.name.trim() || DEFAULT_CAMPAIGN_NAME,
      status: d.status.trim() || STATUS_DRAFT,
      createdAt: isoDate(d.createdAt),
      updatedAt: isoDate(d.updatedAt ?? d.createdAt),
      objective: d.objective,
      type: d.type,
      location: d.location,
      language: d.language,
      description: d.description,
      keywords: d.keywords,
      negativeKeywords: d.negativeKeywords,
      pages: pages ? pagesOf(pages) : pagesOf({ landing: link1, services: link2, contact: link3, about: link4 }),
      budget: budgetOf(d.budget),
      ...(localBudget ? { localBudget } : {}),
      ...(place ? { place } : {}),
      ...(places ? { places } : {}),
      ...(phone !== undefined ? { phone } : {}),
      ...(whatsapp !== undefined ? { whatsapp } : {}),
      ...(bookingUrl !== undefined ? { bookingUrl } : {}),
      ...(facts ? { facts } : {}),
      ...(strategy ? { strategy: strategyOf(strategy) } : {}),
      strategyText: d.strategyText,
      generationError: d.generationError ?? null,
      ...(googleAds ? { googleAds } : {}),
      googleAdsPending: d.googleAdsPending ?? null,
      ...(conversionActions ? { conversionActions } : {}),
    };
  });

/** Only the list's fields: what a list read costs to validate. */
const summaryDocSchema = z
  .object({
    ...summaryShape,
    // What the list's amounts are read in (contract/owner-money.ts).
    place: lenient(placeSchema),
    places: lenient(z.array(targetPlaceSchema).min(1).max(10)),
    localBudget: lenient(moneySchema),
  })
  .transform((d): CampaignSummary => {
    const googleAds = googleAdsOf(d.googleAds);
    const budget = budgetOf(d.budget);
    const money = moneyView({ budget, localBudget: d.localBudget, place: d.place, places: d.places, googleAds });
    return {
      id: d.id,
      name: d.name.trim() || DEFAULT_CAMPAIGN_NAME,
      // One status: once in Google Ads, the text every view shows follows its status there.
      status: googleAds ? GOOGLE_ADS_STATUS_TEXT[googleAds.status] : d.status.trim() || STATUS_DRAFT,
      createdAt: isoDate(d.createdAt),
      objective: d.objective,
      type: d.type,
      location: d.location,
      language: d.language,
      budget,
      ...(money.currency !== 'USD' || money.owner ? { money } : {}),
      ...(googleAds?.problems ? { problems: googleAds.problems } : {}),
    };
  });

function pagesOf(raw: Record<string, string | null | undefined>): Pages {
  const pages: Pages = {};
  for (const role of PAGE_ROLES) {
    const url = raw[role]?.trim();
    if (url) pages[role] = url;
  }
  return pages;
}

const budgetOf = (b: number | null | undefined) => (typeof b === 'number' && Number.isFinite(b) ? b : null);

function googleAdsOf(g: z.infer<typeof googleAdsSchema>): GoogleAdsState | undefined {
  if (!g?.campaignResourceName) return undefined;
  return {
    customerId: g.customerId ?? '',
    campaignResourceName: g.campaignResourceName,
    status: g.status === 'ENABLED' || g.status === 'REMOVED' ? g.status : 'PAUSED',
    ...problemsOf(g.problems),
    ...(g.currency ? { currency: g.currency } : {}),
    ...(typeof g.dailyBudget === 'number' ? { dailyBudget: g.dailyBudget } : {}),
  };
}

/** The serving problems a results read stored, the known codes only; none when there are none. */
function problemsOf(raw: unknown): { problems?: GoogleAdsProblem[] } {
  const problems = Array.isArray(raw) ? GOOGLE_ADS_PROBLEMS.filter((p) => (raw as unknown[]).includes(p)) : [];
  return problems.length > 0 ? { problems } : {};
}

/**
 * Every group with its own ad: an ad group stored without one (or with too few lines to serve)
 * takes the campaign's shared ad, as older versions served it. The shared lines are kept only when
 * there is no group to hold them; the campaign-level list is derived (`campaignAd`).
 */
export function strategyOf(stored: z.infer<typeof storedStrategySchema>): Strategy {
  const { headlines = [], descriptions = [], ...rest } = stored;
  if (!stored.adGroups.length) return { ...rest, headlines, descriptions };
  const ads = adsOf({ adGroups: stored.adGroups, headlines, descriptions });
  const adGroups = stored.adGroups.map((g, i) => {
    const own = ads[i]!;
    const kept = g.ad && g.ad.headlines === own.headlines ? g.ad : undefined;
    return {
      name: g.name,
      keywords: g.keywords,
      ad: kept ?? {
        headlines: own.headlines,
        descriptions: own.descriptions,
        ...(own.path1 ? { path1: own.path1 } : {}),
        ...(own.path2 ? { path2: own.path2 } : {}),
      },
    };
  });
  return { ...rest, adGroups, ...campaignAd({ adGroups }) };
}

/** The strategy as it is written: the ads in their groups only, nothing stored twice. */
export function storedStrategy(strategy: Strategy): Record<string, unknown> {
  const normal = strategyOf(strategy);
  if (!normal.adGroups.length) return normal;
  const { headlines: _h, descriptions: _d, ...rest } = normal;
  return rest;
}

/** The owner's fields as they are written (lists, pages by role). */
function storedInput(input: OwnerInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

export const campaignConverter: FirestoreDataConverter<Campaign> = zodConverter(CAMPAIGNS_COLLECTION, campaignDocSchema);

/** Reads one stored campaign's data (a snapshot's, or a document about to be written); throws StoredDocumentError when malformed. */
export function readCampaign(id: string, data: DocumentData): Campaign {
  return parseStored(CAMPAIGNS_COLLECTION, id, campaignDocSchema, { ...data, id });
}

/** The campaign's owner fields, when they still make a valid form (creation needs one); undefined otherwise. */
export function validInput(campaign: Campaign): OwnerInput | undefined {
  const parsed = campaignPayloadSchema.safeParse({
    ...payloadFieldsOf(campaign),
    place: campaign.place,
    phone: campaign.phone,
    whatsapp: campaign.whatsapp,
    bookingUrl: campaign.bookingUrl,
  });
  if (!parsed.success) return undefined;
  const { localBudget, places, facts } = campaign;
  return {
    ...fieldsOfPayload(parsed.data),
    ...(localBudget ? { localBudget } : {}),
    ...(places ? { places } : {}),
    ...(facts ? { facts } : {}),
  };
}

/** The campaign as the campaign page shows it: the model, with the brand the copy linter keeps as written. */
export function pageView(c: Campaign): Campaign {
  const brand = c.facts?.brand || businessName(c.description);
  return {
    ...c,
    status: c.googleAds ? GOOGLE_ADS_STATUS_TEXT[c.googleAds.status] : c.status,
    ...(brand ? { brand } : {}),
  };
}

/** What a claim on a campaign's creation in Google Ads found (see campaignsRepo.claimGoogleAdsCreation). */
export type GoogleAdsClaim = { missing: true } | { created: Campaign } | { busy: true } | { claimed: Campaign };

export function campaignsRepo(db: Firestore) {
  const collection = (uid: string) => db.collection('users').doc(uid).collection('campaigns');
  const stored = (uid: string, id: string) => collection(uid).doc(id).withConverter(campaignConverter);

  return {
    /**
     * Written as a Draft before generation starts, then completed in one update (status, strategy
     * and its text together), so a campaign is never half-written. `id`: the allowance
     * reservation's, so its lease can find the Draft (usage/usage.ts).
     */
    async createDraft(uid: string, input: OwnerInput, name: string, id?: string): Promise<Campaign> {
      const now = Timestamp.now();
      const doc = {
        ...storedInput(input),
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
      return readCampaign(ref.id, doc);
    },

    /** Status, strategy and text in one write; answers the campaign as it is now. */
    async completeStrategy(uid: string, draft: Campaign, strategy: Strategy, strategyText: string): Promise<Campaign> {
      const changes = {
        status: STATUS_READY,
        strategy: storedStrategy(strategy),
        strategyText,
        generationError: null,
        updatedAt: Timestamp.now(),
      };
      await collection(uid).doc(draft.id).update(changes);
      return readCampaign(draft.id, { ...draft, ...changes });
    },

    async recordFailure(uid: string, id: string, code: string): Promise<void> {
      await collection(uid).doc(id).update({ generationError: code, updatedAt: Timestamp.now() });
    },

    /**
     * Newest first, at most `limit`: one query that reads only the list's fields (a projection),
     * so a campaign's strategy is neither read nor validated to show its name and status.
     */
    async list(uid: string, limit = CAMPAIGN_LIST_LIMIT): Promise<CampaignSummary[]> {
      const snap = await collection(uid)
        .select(...SUMMARY_FIELDS, 'googleAds', 'place', 'places', 'localBudget')
        .orderBy('createdAt', 'desc')
        .limit(limit)
        .get();
      return snap.docs.map((d) => parseStored(CAMPAIGNS_COLLECTION, d.id, summaryDocSchema, { ...d.data(), id: d.id }));
    },

    /** One campaign as the campaign page shows it; undefined when it does not exist. */
    async get(uid: string, id: string): Promise<Campaign | undefined> {
      const campaign = (await stored(uid, id).get()).data();
      return campaign && pageView(campaign);
    },

    /** One stored campaign, every field (creation and its pre-flight build from it); undefined when it does not exist. */
    async stored(uid: string, id: string): Promise<Campaign | undefined> {
      return (await stored(uid, id).get()).data();
    },

    /**
     * Applies `change(current)` in one transaction; answers the updated campaign, or undefined
     * when the campaign does not exist. `change` may throw to refuse (nothing is written). A
     * document of an earlier shape is written back in the present one for the fields it changes.
     */
    async update(uid: string, id: string, change: (current: Campaign) => Partial<Campaign>): Promise<Campaign | undefined> {
      const ref = collection(uid).doc(id);
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists) return undefined;
        const current = pageView(readCampaign(snap.id, snap.data() ?? {}));
        const { strategy, ...rest } = change(current);
        // Lists and pages are written in the model's shape (an older document kept strings and link1..link4).
        const changes: Record<string, unknown> = {
          keywords: current.keywords,
          negativeKeywords: current.negativeKeywords,
          pages: current.pages,
          ...rest,
          updatedAt: Timestamp.now(),
        };
        if (strategy) changes['strategy'] = storedStrategy(strategy);
        tx.update(ref, changes);
        return pageView(readCampaign(snap.id, { ...snap.data(), ...changes }));
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

    /** The campaign is in Google Ads (created paused): its status and ids, in one write. Answers it as the page shows it now. */
    async recordGoogleAdsCreated(
      uid: string,
      id: string,
      status: string,
      googleAds: { customerId: string; campaignResourceName: string; currency?: string; dailyBudget?: number },
      conversionActions?: ConversionAction[],
    ): Promise<Campaign | undefined> {
      const now = Timestamp.now();
      const ref = collection(uid).doc(id);
      await ref.update({
        status,
        googleAds: { ...googleAds, status: 'PAUSED', createdAt: now },
        googleAdsPending: null,
        updatedAt: now,
        // The conversion actions the campaign counts with, and the tags its site installs.
        ...(conversionActions?.length ? { conversionActions: JSON.parse(JSON.stringify(conversionActions)) as object[] } : {}),
      });
      const campaign = (await stored(uid, id).get()).data();
      return campaign && pageView(campaign);
    },

    /** The campaign's status in Google Ads, after the results page paused or enabled it. */
    async setGoogleAdsStatus(uid: string, id: string, status: 'ENABLED' | 'PAUSED'): Promise<void> {
      await collection(uid).doc(id).update({ 'googleAds.status': status });
    },

    /** The status and serving problems a results read found in Google Ads. */
    async setGoogleAdsState(
      uid: string,
      id: string,
      state: Pick<GoogleAdsState, 'status'> & { problems: GoogleAdsProblem[] },
    ): Promise<void> {
      await collection(uid).doc(id).update({ 'googleAds.status': state.status, 'googleAds.problems': state.problems });
    },

    /** What the assistant knows about the user's campaigns (newest first). */
    async briefs(uid: string, limit = 10): Promise<AssistantBrief[]> {
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

function briefOf(c: Campaign): AssistantBrief {
  return {
    id: c.id,
    name: c.name,
    status: pageView(c).status,
    objective: c.objective,
    type: c.type,
    location: c.location,
    language: c.language,
    budget: c.budget,
    keywords: c.keywords.join(', ').slice(0, 500),
    createdAt: c.createdAt,
    headlines: c.strategy?.headlines.slice(0, 3) ?? [],
    description: c.description.slice(0, 2000),
    inGoogleAds: c.googleAds !== undefined,
    groups: (c.strategy?.adGroups ?? []).slice(0, 20).map((g) => ({
      name: g.name,
      keywords: g.keywords.slice(0, 20).map((k) => k.text),
      ...(g.ad ? { headlines: g.ad.headlines, descriptions: g.ad.descriptions } : {}),
      ...(g.ad?.ownerRemoved?.length ? { removed: g.ad.ownerRemoved } : {}),
    })),
    ...(c.facts ? { facts: c.facts } : {}),
    ...moneyOf(c),
    ...(campaignCountryCode(c) ? { place: { countryCode: campaignCountryCode(c)! } } : {}),
  };
}

/** The country the campaign's places are in (the place picked, else the first of its places). */
const campaignCountryCode = (c: Campaign): string | undefined => c.place?.countryCode ?? c.places?.[0]?.countryCode;

/** The money the owner reads amounts in (contract/owner-money.ts): the account's once created, else their own or the place's. */
function moneyOf(c: Campaign): Pick<AssistantBrief, 'money'> {
  const countryCode = campaignCountryCode(c);
  const { currency, rate } = moneyView(c);
  return currency !== 'USD' || countryCode ? { money: { currency, rate, ...(countryCode ? { countryCode } : {}) } } : {};
}
