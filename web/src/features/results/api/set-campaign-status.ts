import type { StatusResponse } from '@contract/results';
import { apiPaths } from '@/config/paths';
import type { ApiClient, ApiResult } from '@/lib/api-client';

/** POST /campaign/user/{uid}/{campaignId}/status {status}: enables or pauses the campaign in Google Ads. */
export function setCampaignStatus(api: ApiClient, uid: string, campaignId: string, status: 'ENABLED' | 'PAUSED'): Promise<ApiResult<StatusResponse>> {
  return api<StatusResponse>(apiPaths.campaignStatus(uid, campaignId), { method: 'POST', body: { status } });
}
