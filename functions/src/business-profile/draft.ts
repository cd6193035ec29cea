import {
  businessProfileInputSchema,
  emptyProfile,
  PROFILE_LIMITS,
  type BusinessProfile,
  type BusinessProfileFields,
} from '../contract/business-profile.js';
import { PAGE_ROLES, type Facts, type Pages } from '../contract/campaigns.js';
import { readFacts } from '../facts/reader.js';
import { lineKey } from './learn.js';
import { detectLanguage } from '../contract/content-language.js';
import { sellingPoints } from '../copy/points.js';
import { businessName } from '../copy/text.js';
import { profileWithoutNeverSay } from './never-say.js';

/** What a first brief says about the business (a stored campaign's fields). */
export interface BriefFacts {
  description: string;
  location: string;
  language: string;
  pages?: Pages | undefined;
  /** The campaign form's optional contact fields, when the brief had them. */
  phone?: string | undefined;
  whatsapp?: string | undefined;
  bookingUrl?: string | undefined;
  /** The facts the owner confirmed with the brief, when they did. */
  facts?: Facts | undefined;
}

const PHONE = /(?:\+?\d[\d ().-]{6,}\d)/;
const HOURS =
  /\b((?:(?:lun(?:es)?|mar(?:tes)?|mi[eé](?:rcoles)?|jue(?:ves)?|vie(?:rnes)?|s[aá]b(?:ado)?|dom(?:ingo)?|mon(?:day)?|tue(?:sday)?|wed(?:nesday)?|thu(?:rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\.?\s*(?:a|to|-|–)\s*\p{L}+\.?\s*,?\s*)?(?:de\s+|from\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h|hs)?\s*(?:a|to|-|–)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h|hs)?)/iu;
const PRICE = /[^.;\n]*?(?:[$€£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|EUR|USD|ARS|MXN|GBP|pesos|euros|dollars|d[oó]lares))[^.;\n]*/giu;

/**
 * A profile drafted from the first brief: only what the brief says — the name it
 * states, what it sells, the place, the selling points and offers the copy engine finds, hours and a
 * phone when written, the links. Shown to the owner to confirm; never stored by itself.
 */
export function draftFromBrief(brief: BriefFacts): BusinessProfile {
  const description = brief.description.replace(/\s+/g, ' ').trim();
  const lang = detectLanguage(brief.language, description) === 'es' ? 'es' : 'en';
  const points = sellingPoints(description, lang);
  const clip = (values: string[]) =>
    [...new Set(values.map((v) => v.trim()).filter(Boolean))]
      .slice(0, PROFILE_LIMITS.listItems)
      .map((v) => v.slice(0, PROFILE_LIMITS.item));
  // The brief's facts: the confirmed ones, else what the facts reader finds (a phone with its
  // bracket, a WhatsApp number, the selling points in the owner's words).
  const facts =
    brief.facts ??
    readFacts({
      description,
      location: brief.location,
      pages: brief.pages,
      phone: brief.phone,
      whatsapp: brief.whatsapp,
      bookingUrl: brief.bookingUrl,
    });
  const pricedServices = facts.services
    .filter((s) => s.price)
    .map((s) => `${s.name} ${s.price!.amount}${s.price!.currency ? ` ${s.price!.currency}` : ''}`);
  const prices = clip([...pricedServices, ...(pricedServices.length ? [] : [...description.matchAll(PRICE)].map((m) => m[0]))]);
  const phone = facts.phone || facts.whatsapp || (PHONE.exec(description)?.[0] ?? '');
  const unique = (values: string[]) => [...new Map(values.map((v) => [lineKey(v), v])).values()];
  const draft: BusinessProfileFields = {
    ...businessProfileInputSchema.parse({}),
    businessName: facts.brand ?? businessName(description) ?? '',
    offering: description.slice(0, PROFILE_LIMITS.long),
    places: clip([brief.location]),
    sellingPoints: clip(
      facts.sellingPoints.length ? facts.sellingPoints : unique(points.filter((p) => p.kind !== 'offer').map((p) => p.headline)),
    ),
    offers: clip([...points.filter((p) => p.kind === 'offer').map((p) => p.headline), ...prices]),
    hours: (facts.hours ?? HOURS.exec(description)?.[1] ?? '').trim().slice(0, PROFILE_LIMITS.text),
    phone: validOr('phone', phone),
    whatsapp: validOr('whatsapp', facts.whatsapp ?? ''),
    bookingUrl: validOr('bookingUrl', facts.bookingUrl ?? ''),
    sitePages: clip(PAGE_ROLES.map((role) => brief.pages?.[role] ?? '').filter(Boolean)).slice(0, 10),
    avoid: clip(facts.neverSay),
  };
  // Words the owner asked never to use appear nowhere in what Pautia proposes.
  return { ...emptyProfile(), ...profileWithoutNeverSay(draft, facts.neverSay), status: 'draft' };
}

/** A found value only when the profile's own rule accepts it (a drafted phone must be a phone). */
function validOr(field: 'phone' | 'whatsapp' | 'bookingUrl', value: string): string {
  const parsed = businessProfileInputSchema.safeParse({ [field]: value });
  return parsed.success ? parsed.data[field] : '';
}
