import { z } from 'zod';
import { safeText } from './safe-text.js';
import { MAX_PLACES, MAX_RADIUS_KM, MIN_RADIUS_KM, POINT_ONLY_KINDS } from './place-names.js';

/**
 * Places: what GET /geo/suggest answers and what a campaign stores as its chosen place.
 * `location` (free text, docs/product.md P3.1) stays the form's field; `place` is the suggestion the user picked,
 * so that what is created targets exactly that (a city stays a city).
 */
export const PLACE_KINDS = ['city', 'region', 'country', 'neighborhood', 'suburb', 'postcode', 'address'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The ids /geo/suggest hands out. */
export const PLACE_ID = /^(geoTargetConstants\/\d+|geonames:\d+|country:[A-Z]{2}|local:[a-z0-9-]{1,80})$/;

export const placeSchema = z.object({
  /**
   * `geoTargetConstants/{id}` (Google), `geonames:{id}` / `country:{ISO}` (the offline dataset) or
   * `local:{slug}` (the offline list of neighbourhoods, suburbs, postcodes and addresses).
   */
  id: z.string().trim().min(1).max(100).regex(PLACE_ID, 'must be a place id from /geo/suggest'),
  kind: z.enum(PLACE_KINDS),
  /** "Austin, Texas, United States" as shown to the user. */
  name: safeText(z.string().trim().min(1).max(200)),
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  /** When targeting a radius around the place instead of the place itself (1–80 km, Google's range is wider). */
  radiusKm: z.number().int().min(1).max(80).optional(),
});
export type Place = z.infer<typeof placeSchema>;

/**
 * One place the form targets (people in or regularly in it); with `radiusKm`, that radius around its
 * point instead. An address is only a point: it needs a radius.
 */
export const payloadPlaceSchema = placeSchema
  .extend({
    radiusKm: z
      .number({ message: 'must be a number of kilometres' })
      .min(MIN_RADIUS_KM, `must be at least ${MIN_RADIUS_KM} km`)
      .max(MAX_RADIUS_KM, `must be at most ${MAX_RADIUS_KM} km`)
      .optional(),
  })
  .superRefine((p, ctx) => {
    const point = p.latitude !== undefined && p.longitude !== undefined;
    if (p.radiusKm !== undefined && !point)
      ctx.addIssue({ code: 'custom', path: ['radiusKm'], message: "needs the place's latitude and longitude" });
    if (POINT_ONLY_KINDS.includes(p.kind) && p.radiusKm === undefined)
      ctx.addIssue({ code: 'custom', path: ['radiusKm'], message: 'is required for an address (a radius around it)' });
  });
export type PayloadPlace = z.infer<typeof payloadPlaceSchema>;

export const payloadPlacesSchema = z
  .array(payloadPlaceSchema)
  .min(1, 'must name at least one place')
  .max(MAX_PLACES, `must name at most ${MAX_PLACES} places`)
  .refine((list) => new Set(list.map((p) => `${p.id}|${p.radiusKm ?? ''}`)).size === list.length, 'must not name the same place twice');

/** A stored place as the payload carries it (a stored one of an unknown kind or id is left out). */
export function payloadPlace(p: {
  id: string;
  kind: string;
  name: string;
  countryCode: string;
  latitude?: number | undefined;
  longitude?: number | undefined;
  radiusKm?: number | undefined;
}): PayloadPlace[] {
  const parsed = payloadPlaceSchema.safeParse(p);
  return parsed.success ? [parsed.data] : [];
}

/** The first of the places as `place` (what older clients read): a radius it cannot hold is left out. */
export function legacyPlace(
  places: readonly {
    id: string;
    kind: string;
    name: string;
    countryCode: string;
    latitude?: number | undefined;
    longitude?: number | undefined;
    radiusKm?: number | undefined;
  }[],
): { place?: Place } {
  const first = places[0];
  if (!first) return {};
  const parsed = placeSchema.safeParse(first);
  if (parsed.success) return { place: parsed.data };
  const { radiusKm: _radius, ...rest } = first;
  const bare = placeSchema.safeParse(rest);
  return bare.success ? { place: bare.data } : {};
}

export interface GeoSuggestResponse {
  /** Best first; at most 8. */
  places: Place[];
  /** 'google-ads' (GeoTargetConstantService) or 'offline' (bundled world cities; shown as such). */
  source: 'google-ads' | 'offline';
}
