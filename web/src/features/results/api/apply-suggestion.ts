import type { ApplyResponse } from '@contract/results';
import { apiPaths } from '@/config/paths';
import type { ApiClient, ApiResult } from '@/lib/api-client';

/** POST /campaign/user/{uid}/{campaignId}/suggestions/{id}/apply: one Google Ads change. */
export function applySuggestion(api: ApiClient, uid: string, campaignId: string, suggestionId: string): Promise<ApiResult<ApplyResponse>> {
  return api<ApplyResponse>(apiPaths.applySuggestion(uid, campaignId, suggestionId), { method: 'POST' });
}
