import type { CampaignPayload, Facts } from '@contract/campaigns';
import type { Place } from '@contract/geo';
import type { TargetPlace } from '@contract/campaigns';
import { placesLabel } from '@contract/place-names';
import type { MessageId } from '@/lib/i18n';
import { bundledRateFor } from '@contract/currency-rates';
import { readPhone } from '@contract/phone';
// The zod-free half of the contract: importing '@contract/campaigns' values would bundle zod.
import {
  CAMPAIGN_TYPES,
  MIN_DESCRIPTION_LENGTH,
  MIN_WEEKLY_BUDGET,
  OBJECTIVES,
  RECOMMENDED_DESCRIPTION_LENGTH,
  isHttpUrl,
  isMessagingLink,
  type CampaignType,
  type Objective,
} from '@contract/campaign-fields';

export { CAMPAIGN_TYPES, MIN_DESCRIPTION_LENGTH, MIN_WEEKLY_BUDGET, OBJECTIVES, RECOMMENDED_DESCRIPTION_LENGTH };

/** The campaign form's fields (docs/product.md P3.1). Everything is kept as typed text until submission. */
export interface FormValues {
  about: string;
  objective: Objective | '';
  type: CampaignType | '';
  location: string;
  language: string;
  keywords: string;
  negativeKeywords: string;
  link1: string;
  link2: string;
  link3: string;
  link4: string;
  budget: string;
  /** The same weekly budget in the place's currency, as typed or converted (only where that is not USD). */
  localBudget?: string;
  /** The place picked from the Targeting step's suggestions; dropped once the text changes. */
  place?: Place | undefined;
  /** Every place targeted, the picked `place` first, each with its radius if the owner set one. */
  places?: TargetPlace[] | undefined;
  /** Optional: how customers reach the business; they choose the ads' calls to action. */
  phone?: string;
  whatsapp?: string;
  bookingUrl?: string;
  /** The facts read from the description, as the owner edited them; sent only once confirmed. */
  facts?: Facts | undefined;
  factsConfirmed?: boolean;
}

export type FieldName = keyof FormValues;
/** A step's problems, as message ids (the wizard translates them). */
export type FieldProblems = Partial<Record<FieldName, MessageId>>;
/** The problems as the reader reads them. */
export type FieldErrors = Partial<Record<FieldName, string>>;

export const EMPTY_FORM: FormValues = {
  about: '',
  objective: '',
  type: '',
  location: '',
  language: '',
  keywords: '',
  negativeKeywords: '',
  link1: '',
  link2: '',
  link3: '',
  link4: '',
  budget: '',
  phone: '',
  whatsapp: '',
  bookingUrl: '',
};

/** The five steps (docs/product.md P3), as their names' message ids. */
export const FORM_STEPS = [
  'dashboard.step.businessInfo',
  'dashboard.step.objectives',
  'dashboard.step.targeting',
  'dashboard.step.keywords',
  'dashboard.step.budgetLinks',
] as const satisfies readonly MessageId[];
export const LAST_STEP = FORM_STEPS.length - 1;

/** The type pre-selected when an objective is picked: the one Google Ads creation supports. */
export const DEFAULT_CAMPAIGN_TYPE: CampaignType = 'Search';

export const LINK_FIELDS = [
  { name: 'link1', label: 'dashboard.link.landing' },
  { name: 'link2', label: 'dashboard.link.services' },
  { name: 'link3', label: 'dashboard.link.contact' },
  { name: 'link4', label: 'dashboard.link.about' },
] as const satisfies readonly { name: FieldName; label: MessageId }[];

/** The validation messages; `{min}` and `{amount}` are filled in by the wizard. */
export const MESSAGES = {
  about: 'dashboard.error.about',
  objective: 'dashboard.error.objective',
  type: 'dashboard.error.type',
  location: 'dashboard.error.location',
  language: 'dashboard.error.language',
  keywords: 'dashboard.error.keywords',
  budgetMissing: 'dashboard.error.budgetMissing',
  budgetTooLow: 'dashboard.error.budgetTooLow',
  link: 'dashboard.error.link',
  linkMessaging: 'dashboard.error.linkMessaging',
  phone: 'dashboard.error.phone',
  phoneCountry: 'dashboard.error.phoneCountry',
} as const satisfies Record<string, MessageId>;

/** A phone number as the server takes it (contract/campaigns.ts): 6 to 15 digits, with + ( ) - . or spaces. */
export const isPhone = (text: string) => /^\+?[\d\s().-]+$/.test(text) && /^\d{6,15}$/.test(text.replace(/\D/g, ''));

/** The trimmed description length, as the counter shows it and step 1's rule measures it. */
export const descriptionLength = (about: string) => about.trim().length;

/** Comma-separated keywords, trimmed, empties dropped. */
export const splitKeywords = (text: string) =>
  text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

/** The errors of one step (docs/product.md P3.2); an empty object means the step is valid. */
export function validateStep(step: number, v: FormValues): FieldProblems {
  const errors: FieldProblems = {};
  switch (step) {
    case 0:
      if (descriptionLength(v.about) < MIN_DESCRIPTION_LENGTH) errors.about = MESSAGES.about;
      break;
    case 1:
      if (!v.objective) errors.objective = MESSAGES.objective;
      else if (!v.type) errors.type = MESSAGES.type;
      break;
    case 2:
      if (!v.location.trim()) errors.location = MESSAGES.location;
      if (!v.language.trim()) errors.language = MESSAGES.language;
      break;
    case 3:
      if (splitKeywords(v.keywords).length === 0) errors.keywords = MESSAGES.keywords;
      break;
    case 4: {
      const budget = v.budget.trim();
      if (!budget) errors.budget = MESSAGES.budgetMissing;
      else if (!Number.isFinite(Number(budget)) || Number(budget) < MIN_WEEKLY_BUDGET) errors.budget = MESSAGES.budgetTooLow;
      for (const { name } of LINK_FIELDS) {
        const link = v[name].trim();
        if (link && !isHttpUrl(link)) errors[name] = MESSAGES.link;
      }
      // Ads go to the website: a chat or social link is the WhatsApp field's.
      if (!errors.link1 && v.link1.trim() && isMessagingLink(v.link1)) errors.link1 = MESSAGES.linkMessaging;
      // Read against the place's country (libphonenumber), as the server reads it; by its shape without a place.
      const country = pickedPlace(v)?.countryCode;
      for (const name of ['phone', 'whatsapp'] as const) {
        const number = (v[name] ?? '').trim();
        if (number && !isPhone(number)) errors[name] = MESSAGES.phone;
        else if (number && country && !readPhone(number, country)) errors[name] = MESSAGES.phoneCountry;
      }
      const booking = (v.bookingUrl ?? '').trim();
      if (booking && !isHttpUrl(booking)) errors.bookingUrl = MESSAGES.link;
      break;
    }
  }
  return errors;
}

export const isStepValid = (step: number, v: FormValues) => Object.keys(validateStep(step, v)).length === 0;

/** The first step that does not pass, or null when the whole form is valid. */
export function firstInvalidStep(v: FormValues): number | null {
  for (let step = 0; step <= LAST_STEP; step++) if (!isStepValid(step, v)) return step;
  return null;
}

/**
 * The submission payload (docs/product.md P3.3), every field trimmed. Call it only on a valid form:
 * `firstInvalidStep(values) === null` guarantees objective and type are set.
 */
/**
 * The picked places as the payload carries them: `place` (older clients), `places` (every place, with
 * its radius) and `location` naming them, so what the form showed is what is reviewed and created.
 */
export function targetedPlaces(v: FormValues): TargetPlace[] {
  if (!v.place || v.place.name !== v.location.trim()) return [];
  return v.places?.[0]?.id === v.place.id ? v.places : [v.place];
}

function placesOf(v: FormValues): Partial<Pick<CampaignPayload, 'place' | 'places'>> {
  const places = targetedPlaces(v);
  if (!v.place || places.length === 0) return {};
  return { place: v.place, places: places as CampaignPayload['places'] };
}

export function toPayload(v: FormValues): CampaignPayload {
  const targeted = targetedPlaces(v);
  return {
    objective: v.objective as Objective,
    description: v.about.trim(),
    type: v.type as CampaignType,
    location: targeted.length ? placesLabel(targeted) : v.location.trim(),
    language: v.language.trim(),
    keywords: v.keywords.trim(),
    negativeKeywords: v.negativeKeywords.trim(),
    link1: v.link1.trim(),
    link2: v.link2.trim(),
    link3: v.link3.trim(),
    link4: v.link4.trim(),
    budget: Number(v.budget.trim()),
    ...placesOf(v),
    ...localBudgetOf(v),
    ...(v.phone?.trim() ? { phone: v.phone.trim() } : {}),
    ...(v.whatsapp?.trim() ? { whatsapp: v.whatsapp.trim() } : {}),
    ...(v.bookingUrl?.trim() ? { bookingUrl: v.bookingUrl.trim() } : {}),
    ...(v.facts && v.factsConfirmed ? { facts: confirmedFacts(v.facts) } : {}),
  };
}

/** The facts as the payload sends them: empty entries and unset optional values left out. */
export function confirmedFacts(facts: Facts): Facts {
  const text = (value: string | undefined) => value?.trim() || undefined;
  const list = (values: string[]) => values.map((v) => v.trim()).filter(Boolean);
  const optional = {
    brand: text(facts.brand),
    phone: text(facts.phone),
    whatsapp: text(facts.whatsapp),
    bookingUrl: text(facts.bookingUrl),
    hours: text(facts.hours),
  };
  return {
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
    services: facts.services
      .filter((s) => s.name.trim())
      .map((s) => ({ name: s.name.trim(), ...(s.url ? { url: s.url } : {}), ...(s.price ? { price: s.price } : {}) })),
    sellingPoints: list(facts.sellingPoints),
    notOffered: list(facts.notOffered),
    neverSay: list(facts.neverSay),
  };
}

/** The place picked on the Targeting step, while the location still names it. */
export function pickedPlace(v: FormValues): Place | undefined {
  return v.place && v.place.name === v.location.trim() ? v.place : undefined;
}

/** The place's currency and its dated reference rate, when it is not the US dollar. */
export function placeCurrency(v: FormValues): { currency: string; rate: number; date: string } | undefined {
  const place = pickedPlace(v);
  const rate = place ? bundledRateFor(place.countryCode) : undefined;
  return rate && rate.currency !== 'USD' ? rate : undefined;
}

/** The weekly USD amount → the place's currency, whole units. */
export const toLocal = (usd: number, rate: number) => Math.round(usd * rate);
/** The place's currency → weekly USD, to the cent. */
export const toUsd = (local: number, rate: number) => Math.round((local / rate) * 100) / 100;

/**
 * The weekly budget in the place's currency: as the owner typed it while it still matches the USD
 * field (within a cent a dollar), else converted from that field; '' without a place's currency.
 */
export function localAmount(v: FormValues): string {
  const local = placeCurrency(v);
  if (!local) return '';
  const usd = Number(v.budget.trim());
  const typed = Number((v.localBudget ?? '').trim());
  if ((v.localBudget ?? '').trim() && Number.isFinite(typed) && typed > 0 && Math.abs(toUsd(typed, local.rate) - usd) <= usd * 0.01 + 0.01)
    return (v.localBudget ?? '').trim();
  return v.budget.trim() && Number.isFinite(usd) && usd > 0 ? String(toLocal(usd, local.rate)) : '';
}

/** The payload's optional budget in the owner's money: only beside a place whose currency is not USD. */
function localBudgetOf(v: FormValues): { localBudget?: { amount: number; currency: string } } {
  const local = placeCurrency(v);
  const amount = Number(localAmount(v));
  return local && amount > 0 ? { localBudget: { amount, currency: local.currency } } : {};
}
