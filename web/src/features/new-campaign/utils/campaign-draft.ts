import { CAMPAIGN_DRAFT_KEY } from '@/lib/browser-data';
import { CAMPAIGN_TYPES, EMPTY_FORM, LAST_STEP, OBJECTIVES, type FormValues } from './campaign-form';

/**
 * The form in progress, kept in session storage (this tab only) so a reload, a trip to the chat or
 * the Google Ads consent round trip does not lose what the user typed. Bound to the uid.
 */
export interface FormDraft {
  uid: string;
  values: FormValues;
  step: number;
  /** The campaign generated from exactly these values, if any: lets Google Ads creation reuse its strategy. */
  campaignId: string | null;
}

export function loadDraft(uid: string): FormDraft {
  const empty: FormDraft = { uid, values: { ...EMPTY_FORM }, step: 0, campaignId: null };
  try {
    const parsed = JSON.parse(sessionStorage.getItem(CAMPAIGN_DRAFT_KEY) ?? 'null') as Partial<FormDraft> | null;
    if (!parsed || parsed.uid !== uid || typeof parsed.values !== 'object' || parsed.values === null) return empty;
    const values = { ...EMPTY_FORM };
    for (const key of Object.keys(EMPTY_FORM) as (keyof FormValues)[]) {
      const value: unknown = (parsed.values as unknown as Record<string, unknown>)[key];
      if (typeof value === 'string') (values as unknown as Record<string, string>)[key] = value;
    }
    // The picked place, kept only when it is well-formed and still matches the text.
    const place = (parsed.values as { place?: unknown }).place;
    if (isPlace(place) && place.name === values.location.trim()) values.place = place;
    // The places picked with it (more places, radii), kept only with their first, the picked place.
    const places = (parsed.values as { places?: unknown }).places;
    if (values.place && Array.isArray(places) && places.every(isPlace) && places[0]?.id === values.place.id) values.places = places;
    // The facts as the owner left them, and whether they were confirmed.
    const { facts, factsConfirmed } = parsed.values as { facts?: unknown; factsConfirmed?: unknown };
    if (isFacts(facts)) {
      values.facts = facts;
      values.factsConfirmed = factsConfirmed === true;
    }
    if (!(OBJECTIVES as readonly string[]).includes(values.objective)) values.objective = '';
    if (!(CAMPAIGN_TYPES as readonly string[]).includes(values.type)) values.type = '';
    const step = typeof parsed.step === 'number' && parsed.step >= 0 && parsed.step <= LAST_STEP ? Math.floor(parsed.step) : 0;
    return { uid, values, step, campaignId: typeof parsed.campaignId === 'string' ? parsed.campaignId : null };
  } catch {
    return empty;
  }
}

export function saveDraft(draft: FormDraft): void {
  try {
    sessionStorage.setItem(CAMPAIGN_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage disabled: the form still works for this visit.
  }
}

function isFacts(value: unknown): value is NonNullable<FormValues['facts']> {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
  return (
    Array.isArray(f['services']) &&
    (f['services'] as unknown[]).every((s) => typeof s === 'object' && s !== null && typeof (s as { name?: unknown }).name === 'string') &&
    strings(f['sellingPoints']) &&
    strings(f['notOffered']) &&
    strings(f['neverSay'])
  );
}

function isPlace(value: unknown): value is NonNullable<FormValues['place']> {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p['id'] === 'string' &&
    typeof p['name'] === 'string' &&
    typeof p['countryCode'] === 'string' &&
    ['city', 'region', 'country', 'neighborhood', 'suburb', 'postcode', 'address'].includes(p['kind'] as string)
  );
}
