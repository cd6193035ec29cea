import { HttpError } from '../../errors.js';
import { analyzeLocation } from '../../geo-catalog/countries.js';
import { findLanguage } from '../../geo-catalog/languages.js';
import { msg } from '../../i18n/messages.js';

/** Finds geo target constants for place names (the real adapter asks Google's suggest service). */
export type GeoSuggester = (names: string[], countryCode: string | undefined, locale: string) => Promise<string[]>;

export interface ResolvedTargeting {
  geoTargetConstants: string[];
  languageConstant: string;
  languageCode: string;
}

/**
 * The campaign's location and language criteria. Countries come from the built-in table; any other
 * place ("Buenos Aires, Argentina") is looked up with `suggest` when there is one, and falls back to
 * the country it names. Unknown language or location → a clear 400, nothing is created.
 */
export async function resolveTargeting(input: { location: string; language: string }, suggest?: GeoSuggester): Promise<ResolvedTargeting> {
  const language = findLanguage(input.language);
  if (!language) {
    throw new HttpError('INVALID_REQUEST', msg('googleAds.languageUnknown', { language: input.language }));
  }
  const { countries, otherParts } = analyzeLocation(input.location);
  let geoTargetConstants: string[] = [];
  if (otherParts.length > 0 && suggest) {
    const countryCode = countries.length === 1 ? countries[0]?.countryCode : undefined;
    geoTargetConstants = await suggest([otherParts.join(', ')], countryCode, language.code);
  }
  if (geoTargetConstants.length === 0) geoTargetConstants = countries.map((c) => c.resourceName);
  if (geoTargetConstants.length === 0) {
    throw new HttpError('INVALID_REQUEST', msg('googleAds.locationUnknown', { location: input.location }));
  }
  return { geoTargetConstants, languageConstant: language.resourceName, languageCode: language.code };
}
