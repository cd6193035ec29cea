import { z } from 'zod';
import { isHttpUrl } from './campaign-fields.js';
import { safeText } from './safe-text.js';
import type { Facts } from './campaigns.js';

/**
 * The business profile ("custom AI"): one per user, `GET/PUT /profile/{uid}/business`.
 * Drafted from the first brief (shown for confirmation, never stored silently), editable on the
 * Business page, and given to every strategy and chat answer. The contact channels use the same
 * names as the campaign form's optional contact fields (`phone`, `whatsapp`, `bookingUrl`).
 */

export const PROFILE_LIMITS = {
  text: 200,
  long: 2000,
  listItems: 20,
  item: 200,
  /** Premium learning: remembered deleted lines and voice examples, newest kept. */
  learned: 50,
} as const;

const text = (max: number) => safeText(z.string().trim().max(max, `must be at most ${max} characters`));
const optionalText = (max: number) => text(max).optional().default('');
const list = () =>
  z
    .array(text(PROFILE_LIMITS.item).min(1, 'must not be empty'), { message: 'must be a list of texts' })
    .max(PROFILE_LIMITS.listItems, `must have at most ${PROFILE_LIMITS.listItems} items`)
    .optional()
    .default([]);
const url = safeText(
  z
    .string()
    .trim()
    .max(2048, 'must be at most 2048 characters')
    .refine((v) => v === '' || isHttpUrl(v), 'must be an http(s) URL'),
);
const phone = safeText(
  z
    .string()
    .trim()
    .max(40, 'must be at most 40 characters')
    .refine((v) => v === '' || /^\+?[0-9 ()\-.]{6,}$/.test(v), 'must be a phone number'),
);

/** What the owner edits (PUT body). Every field optional; absent ones are stored empty. */
export const businessProfileInputSchema = z
  .object({
    businessName: optionalText(PROFILE_LIMITS.text),
    /** What it sells. */
    offering: optionalText(PROFILE_LIMITS.long),
    /** Places served. */
    places: list(),
    /** Selling points and their proof ("30 years baking", "4.9 on Google"). */
    sellingPoints: list(),
    /** Offers and prices ("Sourdough loaf 6 EUR"). */
    offers: list(),
    /** Hours and days ("Mon–Sat 8–20"). */
    hours: optionalText(PROFILE_LIMITS.text),
    phone: phone.optional().default(''),
    whatsapp: phone.optional().default(''),
    bookingUrl: url.optional().default(''),
    /** Pages of the site worth linking. */
    sitePages: z
      .array(
        url.refine((v) => v !== '', 'is required'),
        { message: 'must be a list of URLs' },
      )
      .max(10, 'must have at most 10 items')
      .optional()
      .default([]),
    tone: optionalText(PROFILE_LIMITS.text),
    /** Words and claims never to use. */
    avoid: list(),
    /** Competitor names to exclude (never in copy or keywords). */
    competitors: list(),
  })
  .strict();

export type BusinessProfileInput = z.input<typeof businessProfileInputSchema>;
export type BusinessProfileFields = z.output<typeof businessProfileInputSchema>;

/** The profile as stored and answered. */
export type BusinessProfile = BusinessProfileFields & {
  /** Premium: ad lines the owner deleted in the campaign editor; never proposed again. */
  rejectedLines: string[];
  /** Premium: ad lines the owner wrote; examples of their voice. */
  voiceExamples: string[];
  /** 'draft' until the owner confirms it (drafted from the first brief); then 'confirmed'. */
  status: 'draft' | 'confirmed';
  /** ISO 8601; absent when nothing is stored yet. */
  updatedAt?: string;
  /** The facts the owner last confirmed on a campaign form: the next form starts from them. */
  facts?: Facts;
};

/** GET answer: the stored profile, or a draft from the first brief (stored = false) to confirm. */
export interface BusinessProfileResponse {
  profile: BusinessProfile;
  /** false: nothing is stored yet; `profile` is a draft (from the first brief when there is one). */
  stored: boolean;
  /** Which campaign the draft came from, when it is a draft from a brief. */
  draftedFrom?: { campaignId: string; name: string };
  /**
   * The business's country (ISO 3166-1 alpha-2), read from its first place (the brief's place for a
   * draft), when one is known: the interface's Spanish follows it (voseo in AR/UY, tuteo elsewhere).
   */
  country?: string;
}

export const PROFILE_FIELDS = [
  'businessName',
  'offering',
  'places',
  'sellingPoints',
  'offers',
  'hours',
  'phone',
  'whatsapp',
  'bookingUrl',
  'sitePages',
  'tone',
  'avoid',
  'competitors',
] as const satisfies readonly (keyof BusinessProfileFields)[];

export function emptyProfile(): BusinessProfile {
  return {
    businessName: '',
    offering: '',
    places: [],
    sellingPoints: [],
    offers: [],
    hours: '',
    phone: '',
    whatsapp: '',
    bookingUrl: '',
    sitePages: [],
    tone: '',
    avoid: [],
    competitors: [],
    rejectedLines: [],
    voiceExamples: [],
    status: 'draft',
  };
}
