import type { GoogleAdsAdapter } from '../adapters/google-ads/types.js';
import type { GeoSuggestResponse } from '../contract/geo.js';
import { log } from '../logs.js';
import type { googleAdsConnectionsRepo } from '../repos/google-ads.js';
import { suggestOffline } from '../geo-catalog/places.js';

/**
 * Places as the user types (GET /geo/suggest): Google's own geo targets when the Google Ads
 * adapter can suggest and the user has connected an account (Google's suggest service needs an
 * OAuth grant); otherwise — or when Google fails — the offline dataset, labelled `offline`.
 */
export function placesService(deps: { adapter: GoogleAdsAdapter; connections: ReturnType<typeof googleAdsConnectionsRepo> }) {
  return {
    async suggest(uid: string, query: string, language: string): Promise<GeoSuggestResponse> {
      if (deps.adapter.suggestPlaces) {
        const connection = await deps.connections.refreshToken(uid);
        if ('token' in connection) {
          try {
            const places = await deps.adapter.suggestPlaces({ refreshToken: connection.token, query, language });
            if (places.length > 0) return { places, source: 'google-ads' };
          } catch (error) {
            log.googleAdsFailed(uid, 'GEO_SUGGEST_FAILED', error);
          }
        }
      }
      return { places: suggestOffline(query, language), source: 'offline' };
    },
  };
}
