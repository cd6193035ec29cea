/**
 * The targeted places in words, shared by the form and the server (zod-free, for the web bundle).
 * `location` (the SPEC's free-text field) holds the picked places' names for display.
 */
export const MAX_PLACES = 10;
/** A radius around a place's point: Google accepts larger ones; beyond a few hundred km a region fits better. */
export const MIN_RADIUS_KM = 1;
export const MAX_RADIUS_KM = 500;
/** The SPEC's `location` is at most 200 characters. */
const LOCATION_MAX = 200;

/** The places' names as `location` holds them: whole names, else their first parts, within 200 characters. */
export function placesLabel(places: readonly { name: string }[]): string {
  const whole = places.map((p) => p.name.trim()).join('; ');
  if (whole.length <= LOCATION_MAX) return whole;
  const short = places.map((p) => p.name.split(',')[0]!.trim()).join('; ');
  return short.length <= LOCATION_MAX ? short : `${short.slice(0, LOCATION_MAX - 1).trimEnd()}…`;
}

/** Kinds Google cannot target as an area: they are targeted only as a radius around their point. */
export const POINT_ONLY_KINDS: readonly string[] = ['address'];
