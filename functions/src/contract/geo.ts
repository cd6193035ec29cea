import { z } from 'zod';
import { safeText } from './safe-text.js';

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
  id: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(PLACE_ID, 'must be a place id from /geo/suggest'),
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

export interface GeoSuggestResponse {
  /** Best first; at most 8. */
  places: Place[];
  /** 'google-ads' (GeoTargetConstantService) or 'offline' (bundled world cities; shown as such). */
  source: 'google-ads' | 'offline';
}
