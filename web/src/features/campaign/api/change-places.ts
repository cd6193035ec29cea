import type { TargetPlace } from '@contract/campaigns';
import type { ApplyResponse } from '@contract/results';
import { apiPaths } from '@/config/paths';
import type { ApiClient, ApiResult } from '@/lib/api-client';

/** POST …/places {places} → ApplyResponse: the places of a campaign in Google Ads, changed there (with an undo). */
export function changePlaces(api: ApiClient, uid: string, id: string, places: TargetPlace[]): Promise<ApiResult<ApplyResponse>> {
  return api<ApplyResponse>(`${apiPaths.campaign(uid, id)}/places`, { method: 'POST', body: { places } });
}

/** POST …/history/{changeId}/undo → ApplyResponse: the change undone in Google Ads. */
export function undoChange(api: ApiClient, uid: string, id: string, changeId: string): Promise<ApiResult<ApplyResponse>> {
  return api<ApplyResponse>(`${apiPaths.campaign(uid, id)}/history/${encodeURIComponent(changeId)}/undo`, { method: 'POST' });
}
