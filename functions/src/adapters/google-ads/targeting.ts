import { PLACE_KINDS, type Place, type PlaceKind } from '../../contract/geo.js';
import type { TargetPlace } from '../../contract/campaigns.js';
import { analyzeLocation, countryByIso } from '../../geo-catalog/countries.js';
import { msg, type Message } from '../../i18n/messages.js';
import type { ResolvedLocation } from './types.js';

/**
 * What a campaign targets, as Google Ads will target it. The countries and languages themselves are
 * the geo catalog's (`geo-catalog/`).
 */

/** What a resolver needs of a place: Google matches it by name and kind within its country. */
export type ResolvablePlace = Pick<TargetPlace, 'id' | 'kind' | 'name' | 'countryCode'>;

/** Finds a Google geo target constant for a picked place (the real adapter asks Google, the sandbox answers as it). */
export type PlaceResolver = (place: ResolvablePlace, locale: string) => Promise<string | undefined>;

export interface LocationPlan {
  locations: ResolvedLocation[];
  /** Set when the target is wider than what the user typed (a country for a city), or a place has no match: a blocking problem. */
  problem?: Message | undefined;
}

interface ResolveOptions {
  language: string;
  /** The review's radius for a campaign with one picked place and no `places` (older campaigns). */
  radiusKm?: number | undefined;
  resolvePlace?: PlaceResolver | undefined;
  suggest: (q: string) => Place[];
}

const hasPoint = (p: { latitude?: number | undefined; longitude?: number | undefined }) =>
  p.latitude !== undefined && p.longitude !== undefined;

/** A radius around a place's point, exactly as the owner set it. */
function radiusAround(
  p: { name: string; latitude?: number | undefined; longitude?: number | undefined },
  radiusKm: number,
): ResolvedLocation {
  return {
    name: `${radiusKm} km around ${p.name}`,
    kind: 'radius',
    proximity: { latitude: p.latitude!, longitude: p.longitude!, radiusKm },
    place: p.name,
  };
}

/**
 * What the campaign targets, as Google will target it. With `places` (the form's picked places):
 * each one as itself, or as the radius the owner set around it; nothing else. Without them (older
 * campaigns): the picked place, else the free text resolved through the place suggestions. A
 * country is targeted only when the owner chose or typed just a country. A place Google cannot
 * match is a blocking problem the owner fixes by picking it again — never silently its country,
 * and never a radius the owner did not set.
 */
export async function resolveLocations(
  input: { location: string; place?: Place | undefined; places?: TargetPlace[] | undefined },
  options: ResolveOptions,
): Promise<LocationPlan> {
  if (input.places?.length) return resolveTargets(input.places, options);
  const picked = input.place ?? options.suggest(input.location)[0];
  const freeText = !input.place;
  if (!picked) {
    const { countries } = analyzeLocation(input.location);
    if (countries.length > 0 && analyzeLocation(input.location).otherParts.length === 0) {
      return { locations: countries.map((c) => ({ geoTargetConstant: c.resourceName, name: c.name, kind: 'country' as const })) };
    }
    return {
      locations: countries.map((c) => ({ geoTargetConstant: c.resourceName, name: c.name, kind: 'country' as const })),
      problem: msg('places.notFound', { location: input.location }),
    };
  }
  if (picked.kind === 'country') {
    const named = analyzeLocation(input.location);
    const widened = freeText && named.otherParts.length > 0;
    return {
      locations: [countryLocation(picked)],
      problem: widened ? msg('places.widened', { location: input.location, place: picked.name }) : undefined,
    };
  }
  const radiusKm = options.radiusKm ?? picked.radiusKm;
  if (radiusKm && hasPoint(picked)) return { locations: [radiusAround(picked, radiusKm)] };
  return resolveTargets([picked], options);
}

function countryLocation(p: ResolvablePlace): ResolvedLocation {
  const country = p.id.startsWith('geoTargetConstants/') ? { resourceName: p.id } : countryByIso(p.countryCode);
  return { geoTargetConstant: country?.resourceName, name: p.name, kind: 'country' };
}

/** Each place as Google targets it: a radius where the owner set one, else the place itself. */
async function resolveTargets(places: readonly TargetPlace[], options: ResolveOptions): Promise<LocationPlan> {
  const locations: ResolvedLocation[] = [];
  let problem: Message | undefined;
  for (const p of places) {
    if (p.radiusKm && hasPoint(p)) {
      locations.push(radiusAround(p, p.radiusKm));
      continue;
    }
    if (p.kind === 'country') {
      locations.push(countryLocation(p));
      continue;
    }
    const constant = p.id.startsWith('geoTargetConstants/') ? p.id : await options.resolvePlace?.(p, options.language);
    if (constant) locations.push({ geoTargetConstant: constant, name: p.name, kind: locationKind(p.kind) });
    else problem ??= msg('places.unmatched', { place: p.name });
  }
  return { locations, problem };
}

function locationKind(kind: string): ResolvedLocation['kind'] {
  return (PLACE_KINDS as readonly string[]).includes(kind) ? (kind as PlaceKind) : 'other';
}
