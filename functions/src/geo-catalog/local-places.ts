import type { Place, PlaceKind } from '../contract/geo.js';
import { normalizeName } from './countries.js';

/**
 * The places smaller than a city an owner picks offline: neighbourhoods, suburbs, postcodes and
 * addresses, with their coordinates (WGS 84, from OpenStreetMap's public map, rounded to ~10 m).
 * The offline world-cities list has none of these kinds; Google's suggestions have them online.
 * Names are written as the place writes them, accents included; `in` is where it is
 * ("Brisbane, Queensland"), followed by the country's name in the reader's language.
 */
interface LocalPlace {
  slug: string;
  kind: Extract<PlaceKind, 'neighborhood' | 'suburb' | 'postcode' | 'address'>;
  name: string;
  /** Where it is, short of the country: the country's name is the reader's (Intl.DisplayNames). */
  in: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

const BRISBANE = 'Brisbane, Queensland';
const GUADALAJARA = 'Guadalajara, Jalisco';
const ZAPOPAN = 'Zapopan, Jalisco';

const LOCAL_PLACES: readonly LocalPlace[] = [
  // Brisbane's northern suburbs and a few central ones.
  { slug: 'au-chermside', kind: 'suburb', name: 'Chermside', in: BRISBANE, countryCode: 'AU', latitude: -27.3847, longitude: 153.0306 },
  { slug: 'au-aspley', kind: 'suburb', name: 'Aspley', in: BRISBANE, countryCode: 'AU', latitude: -27.3667, longitude: 153.0167 },
  { slug: 'au-nundah', kind: 'suburb', name: 'Nundah', in: BRISBANE, countryCode: 'AU', latitude: -27.4025, longitude: 153.0617 },
  { slug: 'au-kedron', kind: 'suburb', name: 'Kedron', in: BRISBANE, countryCode: 'AU', latitude: -27.4029, longitude: 153.0297 },
  { slug: 'au-stafford', kind: 'suburb', name: 'Stafford', in: BRISBANE, countryCode: 'AU', latitude: -27.4104, longitude: 153.011 },
  {
    slug: 'au-north-brisbane',
    kind: 'neighborhood',
    name: 'North Brisbane',
    in: BRISBANE,
    countryCode: 'AU',
    latitude: -27.39,
    longitude: 153.03,
  },
  {
    slug: 'au-fortitude-valley',
    kind: 'suburb',
    name: 'Fortitude Valley',
    in: BRISBANE,
    countryCode: 'AU',
    latitude: -27.4571,
    longitude: 153.0336,
  },
  { slug: 'au-new-farm', kind: 'suburb', name: 'New Farm', in: BRISBANE, countryCode: 'AU', latitude: -27.4676, longitude: 153.0503 },
  {
    slug: 'au-4032',
    kind: 'postcode',
    name: '4032',
    in: 'Chermside, Queensland',
    countryCode: 'AU',
    latitude: -27.3853,
    longitude: 153.0339,
  },
  { slug: 'au-4000', kind: 'postcode', name: '4000', in: BRISBANE, countryCode: 'AU', latitude: -27.4698, longitude: 153.0251 },
  {
    slug: 'au-westfield-chermside',
    kind: 'address',
    name: 'Westfield Chermside, Gympie Road',
    in: 'Chermside QLD 4032',
    countryCode: 'AU',
    latitude: -27.3857,
    longitude: 153.0313,
  },
  // Guadalajara's and Zapopan's neighbourhoods (colonias).
  {
    slug: 'mx-providencia-gdl',
    kind: 'neighborhood',
    name: 'Providencia',
    in: GUADALAJARA,
    countryCode: 'MX',
    latitude: 20.6936,
    longitude: -103.3904,
  },
  {
    slug: 'mx-chapultepec-gdl',
    kind: 'neighborhood',
    name: 'Chapultepec',
    in: GUADALAJARA,
    countryCode: 'MX',
    latitude: 20.6722,
    longitude: -103.3717,
  },
  {
    slug: 'mx-centro-gdl',
    kind: 'neighborhood',
    name: 'Centro',
    in: GUADALAJARA,
    countryCode: 'MX',
    latitude: 20.6767,
    longitude: -103.3475,
  },
  {
    slug: 'mx-ciudad-granja',
    kind: 'neighborhood',
    name: 'Ciudad Granja',
    in: ZAPOPAN,
    countryCode: 'MX',
    latitude: 20.6801,
    longitude: -103.4274,
  },
  { slug: 'mx-44600', kind: 'postcode', name: '44600', in: GUADALAJARA, countryCode: 'MX', latitude: 20.6736, longitude: -103.3704 },
  { slug: 'mx-45010', kind: 'postcode', name: '45010', in: ZAPOPAN, countryCode: 'MX', latitude: 20.6813, longitude: -103.4289 },
  {
    slug: 'mx-plaza-andares',
    kind: 'address',
    name: 'Plaza Andares, Blvd. Puerta de Hierro 4965',
    in: ZAPOPAN,
    countryCode: 'MX',
    latitude: 20.7101,
    longitude: -103.4125,
  },
];

const keyed = LOCAL_PLACES.map((p) => ({ place: p, key: normalizeName(p.name), within: normalizeName(p.in) }));

/** A country's name in the reader's language (places.ts' `countryName`). */
type CountryName = (iso: string) => string;

function placeOf(p: LocalPlace, country: CountryName): Place {
  return {
    id: `local:${p.slug}`,
    kind: p.kind,
    name: `${p.name}, ${p.in}, ${country(p.countryCode)}`,
    countryCode: p.countryCode,
    latitude: p.latitude,
    longitude: p.longitude,
  };
}

/**
 * Neighbourhoods, suburbs, postcodes and addresses whose name (or postcode) begins with the query's
 * first part; later parts narrow by where it is ("Chermside, Brisbane").
 */
export function suggestLocal(query: string, country: CountryName): Place[] {
  const [head = '', ...rest] = query.split(',').map((part) => normalizeName(part));
  if (head.length < 2) return [];
  return keyed
    .filter(({ key, within }) => key.startsWith(head) && rest.every((r) => !r || within.includes(r) || within.startsWith(r)))
    .map(({ place }) => placeOf(place, country));
}

/** The short names the local list holds per country, so the world-cities list does not offer the same place twice. */
export function localNames(countryCode: string): Set<string> {
  return new Set(keyed.filter(({ place }) => place.countryCode === countryCode).map(({ key }) => key));
}

/** The local list's place for a `local:{slug}` id. */
export function localPlace(id: string, country: CountryName): Place | undefined {
  const found = LOCAL_PLACES.find((p) => `local:${p.slug}` === id);
  return found ? placeOf(found, country) : undefined;
}
