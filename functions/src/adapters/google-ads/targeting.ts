import type { Place } from '../../contract/geo.js';
import { analyzeLocation, countryByIso } from '../../geo-catalog/countries.js';
import { msg, type Message } from '../../i18n/messages.js';
import type { ResolvedLocation } from './types.js';

/**
 * What a campaign targets, as Google Ads will target it. The countries and languages themselves are
 * the geo catalog's (`geo-catalog/`).
 */

/** A city's default radius when it is targeted around its centre (the user can widen it). */
export const DEFAULT_CITY_RADIUS_KM = 15;

/** Finds a Google geo target constant for a picked place (the real adapter asks Google). */
export type PlaceResolver = (place: Place, locale: string) => Promise<string | undefined>;

export interface LocationPlan {
  locations: ResolvedLocation[];
  /** Set when the target is wider than what the user typed (a country for a city): a blocking problem. */
  problem?: Message | undefined;
}

/**
 * What the campaign targets, as Google will target it: the picked place when there is
 * one (a city stays a city, or a radius around it), else the free text resolved through the place
 * suggestions. A country is targeted only when the user chose or typed just a country; a city that
 * cannot be resolved is a blocking problem, never silently its country.
 */
export async function resolveLocations(
  input: { location: string; place?: Place | undefined },
  options: { language: string; radiusKm?: number | undefined; resolvePlace?: PlaceResolver | undefined; suggest: (q: string) => Place[] },
): Promise<LocationPlan> {
  const picked = input.place ?? options.suggest(input.location)[0];
  const freeText = !input.place;
  if (!picked) {
    const { countries } = analyzeLocation(input.location);
    if (countries.length > 0 && analyzeLocation(input.location).otherParts.length === 0) {
      return { locations: countries.map((c) => ({ geoTargetConstant: c.resourceName, name: c.name, kind: 'country' as const })) };
    }
    return {
      locations: countries.map((c) => ({ geoTargetConstant: c.resourceName, name: c.name, kind: 'country' as const })),
      problem: msg('googleAds.placeNotFound', { location: input.location }),
    };
  }
  if (picked.kind === 'country') {
    const country = picked.id.startsWith('geoTargetConstants/') ? { resourceName: picked.id } : countryByIso(picked.countryCode);
    const named = analyzeLocation(input.location);
    const widened = freeText && named.otherParts.length > 0;
    return {
      locations: [{ geoTargetConstant: country?.resourceName, name: picked.name, kind: 'country' }],
      problem: widened ? msg('googleAds.placeWidened', { location: input.location, place: picked.name }) : undefined,
    };
  }
  const radiusKm = options.radiusKm ?? picked.radiusKm;
  const hasPoint = picked.latitude !== undefined && picked.longitude !== undefined;
  if (radiusKm && hasPoint) {
    return {
      locations: [
        {
          name: `${radiusKm} km around ${picked.name}`,
          kind: 'radius',
          proximity: { latitude: picked.latitude!, longitude: picked.longitude!, radiusKm },
          place: picked.name,
        },
      ],
    };
  }
  const constant = picked.id.startsWith('geoTargetConstants/') ? picked.id : await options.resolvePlace?.(picked, options.language);
  if (constant) return { locations: [{ geoTargetConstant: constant, name: picked.name, kind: picked.kind }] };
  if (hasPoint) {
    // No Google id for this place here (offline): the city is targeted as a radius around its centre.
    const km = DEFAULT_CITY_RADIUS_KM;
    return {
      locations: [
        {
          name: `${km} km around ${picked.name}`,
          kind: 'radius',
          proximity: { latitude: picked.latitude!, longitude: picked.longitude!, radiusKm: km },
          place: picked.name,
        },
      ],
    };
  }
  return { locations: [], problem: msg('googleAds.placeUnmatched', { place: picked.name }) };
}
