import { z } from 'zod';
import { phoneE164, readPhone } from './phone.js';
import {
  CAMPAIGN_TYPES,
  MIN_DESCRIPTION_LENGTH,
  MIN_WEEKLY_BUDGET,
  OBJECTIVES,
  isHttpUrl,
  isMessagingLink,
  type CampaignType,
  type GoogleAdsCampaignStatus,
  type GoogleAdsProblem,
  type Objective,
} from './campaign-fields.js';
import { payloadPlace, payloadPlacesSchema, placeSchema, type Place } from './geo.js';
import { AD_LANGUAGE_MESSAGE, isAdLanguage } from './ad-languages.js';
import { safeText } from './safe-text.js';
import { displayPaths } from './display-path.js';
import type { MoneyView } from './owner-money.js';

/** The form's choices and limits live in campaign-fields.ts (zod-free, for the web bundle). */
export * from './campaign-fields.js';

/** Typed text: trimmed, capped, and readable (no control, bidi-override or invisible-only values). */
const text = (max: number) => safeText(z.string().trim().max(max, `must be at most ${max} characters`));
const required = (max: number) => text(max).min(1, 'is required');
const optionalUrl = safeText(
  z
    .string()
    .trim()
    .max(2048)
    .refine((v) => v === '' || isHttpUrl(v), 'must be an http(s) URL'),
)
  .optional()
  .default('');

/** A phone number as typed: digits with spaces, "+", "(", ")", "-" or "."; 6 to 15 digits. */
const phoneText = safeText(
  z
    .string()
    .trim()
    .max(40, 'must be at most 40 characters')
    .refine(
      (v) => v === '' || (/^\+?[\d\s().-]+$/.test(v) && /^\d{6,15}$/.test(v.replace(/\D/g, ''))),
      'must be a phone number (6 to 15 digits)',
    ),
).optional();

/** A fact as the owner confirmed it: at most 80 characters (lists at most 20). */
const factItem = text(80).min(1, 'must not be empty');
const factItems = z.array(factItem, { message: 'must be a list of texts' }).max(20, 'must have at most 20 items').optional().default([]);
const factUrl = safeText(
  z
    .string()
    .trim()
    .max(2048, 'must be at most 2048 characters')
    .refine((v) => isHttpUrl(v), 'must be an http(s) URL'),
);
/** The payload's optional `facts`: what the owner confirmed on the form (the model's `Facts`). */
export const factsInputSchema = z.object(
  {
    brand: factItem.optional(),
    services: z
      .array(
        z.object(
          {
            name: factItem,
            url: factUrl.optional(),
            price: z
              .object(
                {
                  amount: z
                    .number({ message: 'must be a number' })
                    .finite('must be a number')
                    .nonnegative('must not be negative')
                    .max(1e12, 'is too large'),
                  currency: z
                    .string()
                    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code (3 capital letters) or null')
                    .nullable(),
                },
                { message: 'must be an object with amount and currency' },
              )
              .optional(),
          },
          { message: 'must be an object with a name' },
        ),
        { message: 'must be a list of services' },
      )
      .max(20, 'must have at most 20 items')
      .optional()
      .default([]),
    sellingPoints: factItems,
    phone: phoneText,
    whatsapp: phoneText,
    bookingUrl: factUrl.optional(),
    hours: text(200).optional(),
    notOffered: factItems,
    neverSay: factItems,
  },
  { message: 'must be an object' },
);

/** The campaign submission payload (docs/product.md P3.3), validated the same way on both sides. */
export const campaignPayloadSchema = z.object({
  objective: z.enum(OBJECTIVES, { message: `must be one of ${OBJECTIVES.join(', ')}` }),
  description: text(5000).min(MIN_DESCRIPTION_LENGTH, 'must be longer than 20 characters'),
  type: z.enum(CAMPAIGN_TYPES, { message: `must be one of ${CAMPAIGN_TYPES.join(', ')}` }),
  location: required(200),
  /** The ads' language: one Google Ads can target (contract/ad-languages.ts), never free text. */
  language: required(100).refine((v) => v === '' || isAdLanguage(v), AD_LANGUAGE_MESSAGE),
  keywords: required(2000),
  negativeKeywords: text(2000).optional().default(''),
  link1: optionalUrl.refine((v) => !isMessagingLink(v), 'must be your website: a WhatsApp or social link goes in the WhatsApp field'),
  link2: optionalUrl,
  link3: optionalUrl,
  link4: optionalUrl,
  budget: z.coerce
    .number({ message: 'must be a number' })
    .finite('must be a number')
    .min(MIN_WEEKLY_BUDGET, `must be at least ${MIN_WEEKLY_BUDGET}`)
    .max(1_000_000, 'is too large'),
  /** Optional: the place picked from /geo/suggest; `location` stays the free text. */
  place: placeSchema.optional(),
  /** Optional: the same weekly budget in the owner's currency, as the form converted it at a dated rate. */
  localBudget: z
    .object({
      amount: z.number({ message: 'must be a number' }).finite('must be a number').positive('must be positive').max(1e12, 'is too large'),
      currency: z.string().regex(/^[A-Z]{3}$/, 'must be a currency code such as MXN'),
    })
    .optional(),
  /** Optional: the places targeted (1 to 10, from /geo/suggest); `location` holds their names for display. */
  places: payloadPlacesSchema.optional(),
  /** Optional, how customers reach the business: they choose the calls to action. */
  phone: phoneText,
  whatsapp: phoneText,
  bookingUrl: safeText(
    z
      .string()
      .trim()
      .max(2048)
      .refine((v) => v === '' || isHttpUrl(v), 'must be an http(s) URL'),
  ).optional(),
  /** Optional: the facts the owner confirmed (services, selling points, channels…); absent, generation reads the description. */
  facts: factsInputSchema.optional(),
});

export type CampaignPayload = z.infer<typeof campaignPayloadSchema>;

/** The AI strategy, as structured output. Lengths are re-checked after generation. */
export const HEADLINE_MAX = 30;
export const DESCRIPTION_MAX = 90;

const keywordSchema = z.object({ text: z.string(), matchType: z.enum(['EXACT', 'PHRASE', 'BROAD']) });

/** Where a line (headline, description, callout, snippet value, sitelink, price) came from. */
/** 'generated': a line Pautia wrote before sources were recorded (kept beside an owner's edit). */
export const LINE_SOURCES = ['fact', 'brand', 'place', 'call-to-action', 'owner', 'generated'] as const;
export const lineSourceSchema = z.object({
  kind: z.enum(LINE_SOURCES),
  /** The fact it says, in the owner's words, when `kind` is 'fact'. */
  fact: z.string().max(200).optional(),
});
export type LineSource = z.infer<typeof lineSourceSchema>;

/**
 * An ad group's own responsive search ad: 15 headlines (≤ 30), 4 descriptions (≤ 90),
 * at least 3 headlines naming the group's theme; path1/path2 (≤ 15 each) are the display URL's
 * paths, '' when none. The model must write every field (structured output); stored, the paths are
 * optional.
 */
export const groupAdCoreSchema = z.object({
  headlines: z.array(z.string()),
  descriptions: z.array(z.string()),
  path1: z.string(),
  path2: z.string(),
});
export const groupAdSchema = groupAdCoreSchema.extend({
  path1: z.string().optional(),
  path2: z.string().optional(),
  /** Each line's source, index for index with `headlines` and `descriptions`, once generation records it. */
  sources: z.object({ headlines: z.array(lineSourceSchema).optional(), descriptions: z.array(lineSourceSchema).optional() }).optional(),
  /** Lines the owner deleted from this ad on the campaign page: never proposed back. */
  ownerRemoved: z.array(z.string()).optional(),
  /** The group's own page (its service's URL), when the owner gave one. */
  finalUrl: z.string().max(2048).optional(),
  /** With fewer than 15 headlines or 4 descriptions: the facts that would fill it (FACT_GAPS). */
  missingFacts: z.array(z.string().max(40)).optional(),
});
/** The facts whose absence leaves an ad short of lines, named for the review. */
export const FACT_GAPS = ['brand', 'place', 'sellingPoints', 'channel', 'price', 'hours'] as const;
export type GroupAd = z.infer<typeof groupAdSchema>;
export const AD_PATH_MAX = 15;

/** The core a model is asked for (structured output needs every field required). */
export const strategyCoreSchema = z.object({
  summary: z.string(),
  recommendedCampaignType: z.string(),
  bidding: z.string(),
  // A model (or a fake of one) that leaves `ad` out gets an empty one: the domain fills it (strategy/rules.ts).
  adGroups: z.array(
    z.object({
      name: z.string(),
      keywords: z.array(keywordSchema),
      ad: z.preprocess((v) => v ?? { headlines: [], descriptions: [], path1: '', path2: '' }, groupAdCoreSchema),
    }),
  ),
  headlines: z.array(z.string()),
  descriptions: z.array(z.string()),
  negativeKeywords: z.array(z.string()),
  budget: z.object({ weekly: z.number(), daily: z.number(), split: z.array(z.object({ label: z.string(), amount: z.number() })) }),
  kpis: z.array(z.string()),
  nextSteps: z.array(z.string()),
});

/**
 * A/B testing recommendation (PRO and Premium): ad B with a different angle, what it
 * should prove, the metric that decides and the clicks each ad needs before deciding.
 */
export const abTestSchema = z.object({
  angle: z.string(),
  headlines: z.array(z.string()),
  descriptions: z.array(z.string()),
  hypothesis: z.string(),
  metric: z.string(),
  clicksPerVariant: z.number(),
});
export type AbTest = z.infer<typeof abTestSchema>;

/**
 * The stored strategy. `callouts` (≤ 25 characters each, from the selling points, for callout
 * assets) and `abTest` are optional so older stored strategies stay valid.
 */
export const strategySchema = strategyCoreSchema.extend({
  /** Older stored strategies have one shared ad (`headlines`/`descriptions`) and no `ad` per group. */
  adGroups: z.array(z.object({ name: z.string(), keywords: z.array(keywordSchema), ad: groupAdSchema.optional() })),
  callouts: z.array(z.string()).optional(),
  /** Each callout's source, index for index with `callouts`. */
  calloutSources: z.array(lineSourceSchema).optional(),
  abTest: abTestSchema.optional(),
  /** Negatives left out because they would block the business's own searches, each with the reason shown. */
  droppedNegatives: z.array(z.object({ text: z.string(), reason: z.string(), blocks: z.string().optional() })).optional(),
  /** Stated services the budget cannot carry yet: named for later, never merged into another group. */
  laterServices: z.array(z.string()).optional(),
});
export type Strategy = z.infer<typeof strategySchema>;

/** One ad group's responsive search ad, as every reader uses it. */
export interface AdGroupAd {
  group: string;
  headlines: string[];
  descriptions: string[];
  path1?: string;
  path2?: string;
}

/**
 * Each ad group's own ad. A strategy stored before it (one shared set in
 * `headlines`/`descriptions`) reads as that set in every group; a strategy without groups, as one ad.
 */
export function adsOf(strategy: Pick<Strategy, 'adGroups' | 'headlines' | 'descriptions'>): AdGroupAd[] {
  // Defensive: a partial strategy (a stored document from long ago, a caller's stub) still reads.
  const shared = { headlines: strategy.headlines ?? [], descriptions: strategy.descriptions ?? [] };
  const groups = strategy.adGroups ?? [];
  if (!groups.length) return [{ group: '', ...shared }];
  return groups.map((g) => {
    const own = g.ad && g.ad.headlines.length >= 3 && g.ad.descriptions.length >= 2 ? g.ad : undefined;
    return {
      group: g.name,
      headlines: own ? own.headlines : shared.headlines,
      descriptions: own ? own.descriptions : shared.descriptions,
      // The one choice of display paths every reader shows and sends (contract/display-path.ts).
      ...displayPaths({ name: g.name, keywords: g.keywords, ad: own }),
    };
  });
}

/**
 * The one campaign model: what is stored in `users/{uid}/campaigns/{id}` (new documents in this shape
 * only; the repo reads every earlier one), what services work on, and what the campaign page's GET
 * answers. Lists are lists, pages are named by their role, and the ads live once, in their ad group
 * (`strategy.adGroups[].ad`). The SPEC's payload (`link1..link4`, comma-separated keywords) exists
 * only at the HTTP edge: `fieldsOfPayload` reads it, `payloadOf` writes it back.
 */
export interface Campaign extends Omit<OwnerInput, 'objective' | 'type' | 'budget'> {
  id: string;
  /** As stored: an earlier version may have stored a value the form no longer offers. */
  objective: string;
  type: string;
  /** Weekly, USD; null when an old document had none. */
  budget: number | null;
  /** 'Campaign' when none was stored. */
  name: string;
  /** 'Draft' until a strategy is stored; a Google Ads status text (GOOGLE_ADS_STATUS_TEXT) once created there. */
  status: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601. */
  updatedAt: string;
  /** Absent on a Draft. */
  strategy?: Strategy;
  /** The strategy as text ('' on a Draft). */
  strategyText: string;
  /** The error code of the last failed generation, for support; null otherwise. */
  generationError: string | null;
  /** Set once created in Google Ads; `status` is what Pautia last set or read (created PAUSED). */
  googleAds?: GoogleAdsState;
  /** When a creation in Google Ads started and has not finished (ms), else null. */
  googleAdsPending: number | null;
  /** The conversion actions created with the campaign in Google Ads, once it tracks them. */
  conversionActions?: ConversionAction[];
  /** The business's own name (the confirmed facts' brand, else the description's); answered, not stored. */
  brand?: string;
}

export interface GoogleAdsState {
  customerId: string;
  campaignResourceName: string;
  status: GoogleAdsCampaignStatus;
  problems?: GoogleAdsProblem[];
  /** The account's currency, and the daily budget sent in it, as created. */
  currency?: string;
  dailyBudget?: number;
}

/**
 * The campaign-level ad an answer still shows (the strategy text, the streamed sections, the
 * assistant, the editor's shared lines): derived from the first ad group's, never stored apart.
 */
export function campaignAd(strategy: Pick<Strategy, 'adGroups'>): { headlines: string[]; descriptions: string[] } {
  const first = strategy.adGroups[0]?.ad;
  return { headlines: first?.headlines ?? [], descriptions: first?.descriptions ?? [] };
}

/** The pages a campaign links to, by role (the SPEC's link1..link4, in that order). */
export const PAGE_ROLES = ['landing', 'services', 'contact', 'about'] as const;
export type PageRole = (typeof PAGE_ROLES)[number];
export type Pages = Partial<Record<PageRole, string>>;

/** An amount in a currency's major unit; `currency` is ISO 4217 (null while an ambiguous "$" waits for the owner). */
export const moneySchema = z.object({ amount: z.number().finite().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) });
export type Money = z.infer<typeof moneySchema>;

const factText = z.string().trim().max(80);
const factList = z.array(factText).max(20);
/** What the owner confirmed about the business; only what they confirmed feeds generation. */
export const factsSchema = z.object({
  brand: factText.optional(),
  services: z
    .array(
      z.object({
        name: factText,
        url: z.string().max(2048).optional(),
        price: z
          .object({
            amount: z.number().finite().nonnegative(),
            currency: z
              .string()
              .regex(/^[A-Z]{3}$/)
              .nullable(),
          })
          .optional(),
      }),
    )
    .max(20),
  sellingPoints: factList,
  phone: z.string().max(40).optional(),
  whatsapp: z.string().max(40).optional(),
  bookingUrl: z.string().max(2048).optional(),
  hours: z.string().max(200).optional(),
  notOffered: factList,
  neverSay: factList,
});
export type Facts = z.infer<typeof factsSchema>;

/** One place the campaign targets (people in or regularly in it); with `radiusKm`, that radius around its point. */
export const targetPlaceSchema = z.object({
  id: z.string().max(200),
  kind: z.string().max(40),
  name: z.string().max(200),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  radiusKm: z.number().positive().max(500).optional(),
});
export type TargetPlace = z.infer<typeof targetPlaceSchema>;

/** What a conversion action counts: calls from the ads, a form or order sent, a tap on a WhatsApp or phone link. */
export const CONVERSION_KINDS = ['CALL_FROM_ADS', 'FORM_OR_ORDER', 'WHATSAPP_CLICK', 'PHONE_CLICK'] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

/** The tag Google returns for a website action (`tag_snippets`, HTML): what the site pastes. */
export const conversionTagSchema = z.object({
  /** WEBPAGE: the event goes on the page that loads after the action; WEBPAGE_ONCLICK: on the click. */
  type: z.enum(['WEBPAGE', 'WEBPAGE_ONCLICK']),
  globalSiteTag: z.string().max(20_000),
  eventSnippet: z.string().max(20_000),
});
export type ConversionTag = z.infer<typeof conversionTagSchema>;

/** A conversion action created with the campaign in Google Ads (or an existing one it reuses). */
export const conversionActionSchema = z.object({
  kind: z.enum(CONVERSION_KINDS),
  resourceName: z.string().max(300).optional(),
  /** Calls count from this length (seconds). */
  callSeconds: z.number().int().positive().optional(),
  /** Its name in Google Ads. */
  name: z.string().max(300).optional(),
  /** The account had it already: reused, not created. */
  reused: z.boolean().optional(),
  /** A website action's tag. */
  tag: conversionTagSchema.optional(),
});
export type ConversionAction = z.infer<typeof conversionActionSchema>;

/**
 * What the owner told us about the campaign: the form's fields as the model keeps them (lists and
 * pages by role), plus the optional shapes later steps of the form add (facts, places, a budget in
 * the owner's currency). Generation and creation in Google Ads read this, never the payload.
 */
export interface OwnerInput {
  objective: Objective;
  type: CampaignType;
  location: string;
  language: string;
  description: string;
  keywords: string[];
  negativeKeywords: string[];
  pages: Pages;
  /** Weekly, USD (the SPEC's reference). */
  budget: number;
  /** The same budget in the owner's currency, at a dated rate. */
  localBudget?: Money | undefined;
  /** The suggestion picked from /geo/suggest; `location` stays the free text. */
  place?: Place | undefined;
  /** The places targeted (1 to 10), when the form gave more than one or a radius. */
  places?: TargetPlace[] | undefined;
  /** How customers reach the business: they choose the calls to action. */
  phone?: string | undefined;
  whatsapp?: string | undefined;
  bookingUrl?: string | undefined;
  /** What the owner confirmed about the business. */
  facts?: Facts | undefined;
}

/** The SPEC's comma-separated list, as a list: split on commas, semicolons and new lines, trimmed, no empties. */
export function splitList(text: string): string[] {
  return text
    .split(/[,;\n\r]+/)
    .map((k) => k.trim())
    .filter(Boolean);
}

const LINKS = ['link1', 'link2', 'link3', 'link4'] as const;

/** Reads the SPEC's payload into the model (the HTTP edge). */
export function fieldsOfPayload(payload: CampaignPayload): OwnerInput {
  const pages: Pages = {};
  PAGE_ROLES.forEach((role, i) => {
    const url = payload[LINKS[i]!].trim();
    if (url) pages[role] = url;
  });
  return {
    objective: payload.objective,
    type: payload.type,
    location: payload.location,
    language: payload.language,
    description: payload.description,
    keywords: splitList(payload.keywords),
    negativeKeywords: splitList(payload.negativeKeywords),
    pages,
    budget: payload.budget,
    ...(payload.localBudget ? { localBudget: payload.localBudget } : {}),
    ...(payload.place ? { place: payload.place } : {}),
    ...(payload.places?.length ? { places: payload.places } : {}),
    ...channelsOf(payload),
  };
}

/**
 * The country phone numbers are read in: the first place targeted's (the form's Location field), or
 * the one place an older client sends. A form that sends only `places` is read there too.
 */
function phoneCountry(payload: CampaignPayload): string | undefined {
  return payload.places?.[0]?.countryCode ?? payload.place?.countryCode;
}

/**
 * The channels and the facts: confirmed facts' phone, WhatsApp and booking link take over from the
 * top-level fields, which are still read into the facts when the facts leave them out.
 */
function channelsOf(payload: CampaignPayload): Pick<OwnerInput, 'phone' | 'whatsapp' | 'bookingUrl' | 'facts'> {
  const given = payload.facts;
  const facts: Facts | undefined = given
    ? {
        ...given,
        ...(!given.phone && payload.phone ? { phone: payload.phone } : {}),
        ...(!given.whatsapp && payload.whatsapp ? { whatsapp: payload.whatsapp } : {}),
        ...(!given.bookingUrl && payload.bookingUrl ? { bookingUrl: payload.bookingUrl } : {}),
      }
    : undefined;
  // Stored in E.164 when the number reads in the place's country; as written otherwise.
  const country = phoneCountry(payload);
  const givenPhone = facts?.phone || payload.phone;
  const givenWhatsapp = facts?.whatsapp || payload.whatsapp;
  const phone = givenPhone ? phoneE164(givenPhone, country) : undefined;
  const whatsapp = givenWhatsapp ? phoneE164(givenWhatsapp, country) : undefined;
  const bookingUrl = facts?.bookingUrl || payload.bookingUrl;
  return {
    ...(phone ? { phone } : {}),
    ...(whatsapp ? { whatsapp } : {}),
    ...(bookingUrl ? { bookingUrl } : {}),
    ...(facts ? { facts } : {}),
  };
}

/** The model's fields as the SPEC's payload (link1..link4, comma-separated keywords), for the edge only. */
export function payloadFieldsOf(
  input: Omit<OwnerInput, 'objective' | 'type' | 'budget'> & Pick<Campaign, 'objective' | 'type' | 'budget'>,
) {
  return {
    objective: input.objective,
    description: input.description,
    type: input.type,
    location: input.location,
    language: input.language,
    keywords: input.keywords.join(', '),
    negativeKeywords: input.negativeKeywords.join(', '),
    link1: input.pages.landing ?? '',
    link2: input.pages.services ?? '',
    link3: input.pages.contact ?? '',
    link4: input.pages.about ?? '',
    budget: input.budget,
  };
}

/** The SPEC's payload for the model's fields (an answer that shows the form as the owner filled it). */
export function payloadOf(input: OwnerInput): CampaignPayload {
  return {
    ...payloadFieldsOf(input),
    objective: input.objective,
    type: input.type,
    budget: input.budget,
    ...(input.localBudget ? { localBudget: input.localBudget } : {}),
    ...(input.place ? { place: input.place } : {}),
    ...(input.places?.length ? { places: input.places.flatMap((p) => payloadPlace(p)) } : {}),
    ...(input.phone ? { phone: input.phone } : {}),
    ...(input.whatsapp ? { whatsapp: input.whatsapp } : {}),
    ...(input.bookingUrl ? { bookingUrl: input.bookingUrl } : {}),
    ...(input.facts ? { facts: input.facts } : {}),
  };
}

/** The list's item (docs/product.md P4.2): the SPEC's fields and the status, never the strategy. */
export const SUMMARY_FIELDS = ['name', 'status', 'createdAt', 'objective', 'type', 'location', 'language', 'budget'] as const;
export type CampaignSummary = Pick<Campaign, 'id' | (typeof SUMMARY_FIELDS)[number]> & {
  /** What keeps it from serving fully in Google Ads, as the last results read found it. */
  problems?: GoogleAdsProblem[];
  /** The money its amounts are read in (contract/owner-money.ts); absent: US dollars. */
  money?: MoneyView;
};

/** The campaign answers of the HTTP API. */
export interface CampaignAnswers {
  /** GET /campaign/user/{uid}, newest first. */
  list: { campaigns: CampaignSummary[] };
  /** GET and PATCH /campaign/user/{uid}/{campaignId}. */
  page: { campaign: Campaign };
  /** POST /campaign/user/{uid}: the strategy text and the stored campaign. */
  created: { response: string; campaign: Campaign };
  /** POST /campaign/user/{uid}/real. */
  real: { message: string; campaign: Campaign; googleAds: { customerId: string; campaignResourceName: string; status: 'PAUSED' } };
}

/**
 * A new submission as POST /campaign/user/{uid} checks it: the payload, with the phone and WhatsApp
 * numbers callable in the country of the place picked (libphonenumber's plans). Stored campaigns are
 * read with the payload's own rule, so a number saved before this check still reads.
 */
export const campaignSubmissionSchema = campaignPayloadSchema.superRefine((payload, ctx) => {
  const country = phoneCountry(payload);
  if (!country) return;
  for (const field of ['phone', 'whatsapp'] as const) {
    const number = payload[field]?.trim();
    if (number && !readPhone(number, country)) {
      ctx.addIssue({ code: 'custom', path: [field], message: `must be a phone number that can be called in ${country}` });
    }
  }
});
