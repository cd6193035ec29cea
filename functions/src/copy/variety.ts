import { analyzeLocation } from '../geo-catalog/countries.js';
import { largestCityNamed, suggestOffline } from '../geo-catalog/places.js';
import { readerVariety } from '../i18n/reader-variety.js';

/**
 * The variety of Spanish a campaign's generated text is written in (docs/product.md P12): voseo
 * for Argentina and Uruguay ("Pedí", "Hacé tu pedido", "Reservá", "Llamanos"), tú for Spain, Mexico
 * and the rest ("Pide", "Haz tu pedido", "Reserva", "Llámanos"). One rule for the offline
 * strategist, the offline assistant and the instructions given to OpenAI.
 */
export type SpanishVariety = 'voseo' | 'tuteo';

export const VOSEO_COUNTRIES: ReadonlySet<string> = new Set(['AR', 'UY']);

/** The variety for a country (ISO 3166-1 alpha-2); unknown → tú. */
export function spanishVariety(countryCode: string | undefined): SpanishVariety {
  return countryCode && VOSEO_COUNTRIES.has(countryCode.toUpperCase()) ? 'voseo' : 'tuteo';
}

/**
 * The country a campaign targets: the place picked from the suggestions, else a country its
 * location names ("Córdoba, Argentina"), else the largest city of that name in the offline places
 * ("Montevideo" → UY). `undefined` when nothing matches.
 */
export function campaignCountry(campaign: {
  location?: string | undefined;
  place?: { countryCode: string } | undefined;
  places?: readonly { countryCode: string }[] | undefined;
}): string | undefined {
  if (campaign.place?.countryCode) return campaign.place.countryCode;
  // The places picked (the form's list): the first one's country, as the creation reads it.
  if (campaign.places?.[0]?.countryCode) return campaign.places[0].countryCode;
  const location = campaign.location?.trim() ?? '';
  if (!location) return undefined;
  // Reading a city name searches every offline place: one generation asks several times, and
  // owners reuse their location, so the answer is remembered (a bounded map).
  if (countryByLocation.has(location)) return countryByLocation.get(location);
  const found = countryOfLocation(location);
  if (countryByLocation.size >= 1000) countryByLocation.clear();
  countryByLocation.set(location, found);
  return found;
}

const countryByLocation = new Map<string, string | undefined>();

function countryOfLocation(location: string): string | undefined {
  const { countries, otherParts } = analyzeLocation(location);
  if (countries.length > 0) return countries[0]!.countryCode;
  // "Almagro, Buenos Aires", "Delicias, Zaragoza": a suburb first, its city after. The part naming
  // the most populous city tells the country (a Spanish village called Almagro is no Buenos Aires).
  const named = otherParts
    .map(largestCityNamed)
    .filter((c) => !!c)
    .sort((a, b) => b.population - a.population)[0];
  if (named && otherParts.length > 1) return named.countryCode;
  const city = otherParts[0];
  return city ? suggestOffline(city, 'es', 1)[0]?.countryCode : undefined;
}

/**
 * The variety a campaign's Spanish is written in: its country's; for a place no country is known
 * for, the reader's (the request's Accept-Language region), else tú.
 */
export function campaignVariety(campaign: Parameters<typeof campaignCountry>[0]): SpanishVariety {
  const country = campaignCountry(campaign);
  return country ? spanishVariety(country) : (readerVariety() ?? 'tuteo');
}

/** What the OpenAI instructions say about the variety, for a campaign whose text may be Spanish. */
export function varietyInstruction(variety: SpanishVariety): string {
  return variety === 'voseo'
    ? 'If you write in Spanish, write the rioplatense Spanish of Argentina and Uruguay with voseo: "Pedí", "Hacé tu pedido", "Reservá", "Llamanos", "Consultá", "tenés", "podés"; never tú forms ("Pide", "Haz", "Reserva", "Llámanos", "tienes").'
    : 'If you write in Spanish, address the reader with tú: "Pide", "Haz tu pedido", "Reserva", "Llámanos", "Consulta", "tienes", "puedes"; never voseo forms ("Pedí", "Hacé", "Reservá", "Llamanos", "tenés").';
}
