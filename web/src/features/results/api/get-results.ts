import type { ResultRange, ResultsResponse } from '@contract/results';
import { apiPaths } from '@/config/paths';
import type { ApiClient, ApiResult } from '@/lib/api-client';

/** GET /campaign/user/{uid}/{campaignId}/results?range[&refresh=true]. */
export function getResults(api: ApiClient, uid: string, campaignId: string, range: ResultRange, refresh = false): Promise<ApiResult<ResultsResponse>> {
  // A refresh asks Google Ads and stores new figures: a change, as far as later reads are concerned.
  return api<ResultsResponse>(apiPaths.campaignResults(uid, campaignId, range, refresh), { timeoutMs: 30_000, changes: refresh });
}
