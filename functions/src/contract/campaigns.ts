import { z } from 'zod';
import {
  CAMPAIGN_TYPES,
  MIN_DESCRIPTION_LENGTH,
  MIN_WEEKLY_BUDGET,
  OBJECTIVES,
  isHttpUrl,
  isMessagingLink,
  type GoogleAdsCampaignStatus,
  type GoogleAdsProblem,
} from './campaign-fields.js';
import { placeSchema } from './geo.js';
import { AD_LANGUAGE_MESSAGE, isAdLanguage } from './ad-languages.js';
import { safeText } from './safe-text.js';

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
  /** Optional (issue 15): the place picked from /geo/suggest; `location` stays the free text. */
  place: placeSchema.optional(),
  /** Optional (issue 26), how customers reach the business: they choose the calls to action. */
  phone: phoneText,
  whatsapp: phoneText,
  bookingUrl: safeText(
    z
      .string()
      .trim()
      .max(2048)
      .refine((v) => v === '' || isHttpUrl(v), 'must be an http(s) URL'),
  ).optional(),
});

export type CampaignPayload = z.infer<typeof campaignPayloadSchema>;
export type CampaignPayloadInput = z.input<typeof campaignPayloadSchema>;

/** The AI strategy, as structured output (issue 4). Lengths are re-checked after generation. */
export const HEADLINE_MAX = 30;
export const DESCRIPTION_MAX = 90;

const keywordSchema = z.object({ text: z.string(), matchType: z.enum(['EXACT', 'PHRASE', 'BROAD']) });

/**
 * An ad group's own responsive search ad (issue 26): 15 headlines (≤ 30), 4 descriptions (≤ 90),
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
export const groupAdSchema = groupAdCoreSchema.extend({ path1: z.string().optional(), path2: z.string().optional() });
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
 * A/B testing recommendation (issue 16; PRO and Premium): ad B with a different angle, what it
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
 * assets) and `abTest` are optional so strategies stored before issue 16 stay valid.
 */
export const strategySchema = strategyCoreSchema.extend({
  /** Strategies stored before issue 26 have one shared ad (`headlines`/`descriptions`) and no `ad` per group. */
  adGroups: z.array(z.object({ name: z.string(), keywords: z.array(keywordSchema), ad: groupAdSchema.optional() })),
  callouts: z.array(z.string()).optional(),
  abTest: abTestSchema.optional(),
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
 * Each ad group's own ad (issue 26). A strategy stored before it (one shared set in
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
      ...(own?.path1 ? { path1: own.path1 } : {}),
      ...(own?.path2 ? { path2: own.path2 } : {}),
    };
  });
}

/** A campaign as the list shows it (docs/product.md P4.2), plus what the server stored. */
export interface CampaignItem {
  id: string;
  name: string;
  status: string;
  /** ISO 8601. */
  createdAt: string;
  objective: string;
  type: string;
  location: string;
  language: string;
  budget: number | null;
  /** The strategy text the client shows; absent on a Draft whose generation failed. */
  strategyText?: string;
  /** The structured strategy the text was rendered from; absent on a Draft. */
  strategy?: Strategy;
  /** Set once created in Google Ads; `status` is what Pautia last set or read (created PAUSED). */
  googleAds?: { customerId: string; campaignResourceName: string; status: GoogleAdsCampaignStatus; problems?: GoogleAdsProblem[] };
  /** The campaign page's detail (GET /campaign/user/{uid}/{campaignId}); absent in the list. */
  description?: string;
  /** The business's own name as found in the description (for the copy linter's proper nouns). */
  brand?: string;
  keywords?: string;
  negativeKeywords?: string;
  /** The landing page: what export and "Create in Google Ads" use. */
  link1?: string;
  /** ISO 8601. */
  updatedAt?: string;
}

export interface CreateCampaignResponse {
  response: string;
  campaign: CampaignItem;
}

export interface CampaignListResponse {
  campaigns: CampaignItem[];
}

export interface RealCampaignResponse {
  message: string;
  campaign: CampaignItem;
  googleAds: { customerId: string; campaignResourceName: string; status: 'PAUSED' };
}
