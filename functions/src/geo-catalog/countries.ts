import { foldLanguageName } from '../contract/ad-languages.js';
/**
 * The geo catalog's countries (outside the Google Ads adapter, so the copy engine, the
 * place suggestions and every adapter can share it): the built-in country table and lookups.
 *
 * A Google Ads country geo target constant id is 2000 + the ISO 3166-1 numeric code (United States
 * 840 → geoTargetConstants/2840), so the table below is checkable against ISO. Cities and regions
 * are not in the table: the real Google Ads adapter asks Google's geo target suggest service for
 * them, the offline place suggestions (`places.ts`) have them from GeoNames (see ADR 0012).
 */
interface Country {
  iso: string;
  isoNumeric: number;
  names: string[];
}

/** English, Spanish and native names, and common abbreviations. */
const COUNTRIES: Country[] = [
  { iso: 'AR', isoNumeric: 32, names: ['Argentina'] },
  { iso: 'AU', isoNumeric: 36, names: ['Australia'] },
  { iso: 'AT', isoNumeric: 40, names: ['Austria', 'Österreich'] },
  { iso: 'BE', isoNumeric: 56, names: ['Belgium', 'Bélgica', 'Belgique', 'België'] },
  { iso: 'BO', isoNumeric: 68, names: ['Bolivia'] },
  { iso: 'BR', isoNumeric: 76, names: ['Brazil', 'Brasil'] },
  { iso: 'CA', isoNumeric: 124, names: ['Canada', 'Canadá'] },
  { iso: 'CL', isoNumeric: 152, names: ['Chile'] },
  { iso: 'CN', isoNumeric: 156, names: ['China'] },
  { iso: 'CO', isoNumeric: 170, names: ['Colombia'] },
  { iso: 'CR', isoNumeric: 188, names: ['Costa Rica'] },
  { iso: 'CZ', isoNumeric: 203, names: ['Czechia', 'Czech Republic', 'Chequia', 'República Checa'] },
  { iso: 'DK', isoNumeric: 208, names: ['Denmark', 'Dinamarca', 'Danmark'] },
  { iso: 'DO', isoNumeric: 214, names: ['Dominican Republic', 'República Dominicana'] },
  { iso: 'EC', isoNumeric: 218, names: ['Ecuador'] },
  { iso: 'SV', isoNumeric: 222, names: ['El Salvador'] },
  { iso: 'FI', isoNumeric: 246, names: ['Finland', 'Finlandia', 'Suomi'] },
  { iso: 'FR', isoNumeric: 250, names: ['France', 'Francia'] },
  { iso: 'DE', isoNumeric: 276, names: ['Germany', 'Alemania', 'Deutschland'] },
  { iso: 'GR', isoNumeric: 300, names: ['Greece', 'Grecia'] },
  { iso: 'GT', isoNumeric: 320, names: ['Guatemala'] },
  { iso: 'HN', isoNumeric: 340, names: ['Honduras'] },
  { iso: 'HU', isoNumeric: 348, names: ['Hungary', 'Hungría'] },
  { iso: 'IN', isoNumeric: 356, names: ['India'] },
  { iso: 'ID', isoNumeric: 360, names: ['Indonesia'] },
  { iso: 'IE', isoNumeric: 372, names: ['Ireland', 'Irlanda'] },
  { iso: 'IL', isoNumeric: 376, names: ['Israel'] },
  { iso: 'IT', isoNumeric: 380, names: ['Italy', 'Italia'] },
  { iso: 'JP', isoNumeric: 392, names: ['Japan', 'Japón'] },
  { iso: 'KE', isoNumeric: 404, names: ['Kenya'] },
  { iso: 'KR', isoNumeric: 410, names: ['South Korea', 'Korea', 'Corea del Sur', 'Corea'] },
  { iso: 'MY', isoNumeric: 458, names: ['Malaysia', 'Malasia'] },
  { iso: 'MX', isoNumeric: 484, names: ['Mexico', 'México'] },
  { iso: 'MA', isoNumeric: 504, names: ['Morocco', 'Marruecos'] },
  { iso: 'NL', isoNumeric: 528, names: ['Netherlands', 'The Netherlands', 'Holland', 'Países Bajos', 'Holanda', 'Nederland'] },
  { iso: 'NZ', isoNumeric: 554, names: ['New Zealand', 'Nueva Zelanda'] },
  { iso: 'NI', isoNumeric: 558, names: ['Nicaragua'] },
  { iso: 'NG', isoNumeric: 566, names: ['Nigeria'] },
  { iso: 'NO', isoNumeric: 578, names: ['Norway', 'Noruega', 'Norge'] },
  { iso: 'PA', isoNumeric: 591, names: ['Panama', 'Panamá'] },
  { iso: 'PY', isoNumeric: 600, names: ['Paraguay'] },
  { iso: 'PE', isoNumeric: 604, names: ['Peru', 'Perú'] },
  { iso: 'PH', isoNumeric: 608, names: ['Philippines', 'Filipinas'] },
  { iso: 'PL', isoNumeric: 616, names: ['Poland', 'Polonia', 'Polska'] },
  { iso: 'PT', isoNumeric: 620, names: ['Portugal'] },
  { iso: 'PR', isoNumeric: 630, names: ['Puerto Rico'] },
  { iso: 'RO', isoNumeric: 642, names: ['Romania', 'Rumania', 'Rumanía'] },
  { iso: 'SA', isoNumeric: 682, names: ['Saudi Arabia', 'Arabia Saudita', 'Arabia Saudí'] },
  { iso: 'SG', isoNumeric: 702, names: ['Singapore', 'Singapur'] },
  { iso: 'ZA', isoNumeric: 710, names: ['South Africa', 'Sudáfrica'] },
  { iso: 'ES', isoNumeric: 724, names: ['Spain', 'España'] },
  { iso: 'SE', isoNumeric: 752, names: ['Sweden', 'Suecia', 'Sverige'] },
  { iso: 'CH', isoNumeric: 756, names: ['Switzerland', 'Suiza', 'Schweiz', 'Suisse'] },
  { iso: 'TH', isoNumeric: 764, names: ['Thailand', 'Tailandia'] },
  { iso: 'AE', isoNumeric: 784, names: ['United Arab Emirates', 'UAE', 'Emiratos Árabes Unidos'] },
  { iso: 'TR', isoNumeric: 792, names: ['Turkey', 'Türkiye', 'Turquía'] },
  { iso: 'EG', isoNumeric: 818, names: ['Egypt', 'Egipto'] },
  { iso: 'GB', isoNumeric: 826, names: ['United Kingdom', 'UK', 'Great Britain', 'England', 'Reino Unido', 'Inglaterra'] },
  {
    iso: 'US',
    isoNumeric: 840,
    names: ['United States', 'United States of America', 'USA', 'US', 'U.S.', 'U.S.A.', 'Estados Unidos', 'EEUU', 'EE.UU.', 'EE. UU.'],
  },
  { iso: 'UY', isoNumeric: 858, names: ['Uruguay'] },
  { iso: 'VE', isoNumeric: 862, names: ['Venezuela'] },
];

export interface GeoMatch {
  /** e.g. `geoTargetConstants/2032` */
  resourceName: string;
  countryCode: string;
  name: string;
}

/** Lower case, no accents, no punctuation at the ends: "  México. " → "mexico" (the same folding as language names). */
export const normalizeName = foldLanguageName;

const countryByName = new Map<string, Country>();
for (const country of COUNTRIES) {
  for (const name of [...country.names, country.iso]) countryByName.set(normalizeName(name), country);
}

export function countryGeoTarget(country: Country): GeoMatch {
  return {
    resourceName: `geoTargetConstants/${2000 + country.isoNumeric}`,
    countryCode: country.iso,
    name: country.names[0] ?? country.iso,
  };
}

export interface LocationAnalysis {
  /** Countries named in the text, in order, without duplicates. */
  countries: GeoMatch[];
  /** Parts of the text that are not a known country (cities, regions…), e.g. "Buenos Aires". */
  otherParts: string[];
}

/**
 * Splits a free-text location ("Buenos Aires, Argentina"; "Spain / Portugal") into its parts and
 * recognises the countries among them.
 */
export function analyzeLocation(location: string): LocationAnalysis {
  const parts = location
    .split(/[,;/|\n]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const countries: GeoMatch[] = [];
  const otherParts: string[] = [];
  for (const part of parts) {
    const country = countryByName.get(normalizeName(part));
    if (!country) {
      otherParts.push(part);
      continue;
    }
    if (!countries.some((c) => c.countryCode === country.iso)) countries.push(countryGeoTarget(country));
  }
  return { countries, otherParts };
}

/** The built-in country with this ISO 3166-1 alpha-2 code. */
export function countryByIso(iso: string): GeoMatch | undefined {
  const country = COUNTRIES.find((c) => c.iso === iso.toUpperCase());
  return country ? countryGeoTarget(country) : undefined;
}

/** A country named in any of its known names ("España", "Spain", "ES"). */
export function findCountry(name: string): GeoMatch | undefined {
  const country = countryByName.get(normalizeName(name));
  return country ? countryGeoTarget(country) : undefined;
}

/** Every built-in country's ISO code (for the offline place suggestions). */
export function knownCountryCodes(): string[] {
  return COUNTRIES.map((c) => c.iso);
}
