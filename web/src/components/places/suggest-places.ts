import type { GeoSuggestResponse } from '@contract/geo';
import type { ApiClient } from '@/lib/api-client';

/** GET /geo/suggest?uid&q&language: places as the owner types (Google's, or the offline lists'). */
export function suggestPlaces(api: ApiClient, uid: string, query: string, language: string) {
  const params = new URLSearchParams({ uid, q: query, language });
  return api<GeoSuggestResponse>(`/geo/suggest?${params.toString()}`, { timeoutMs: 8_000 });
}
