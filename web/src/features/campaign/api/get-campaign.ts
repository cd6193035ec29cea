import type { CampaignPageResponse } from '@contract/campaign-page';
import { apiPaths } from '@/config/paths';
import type { ApiClient, ApiResult } from '@/lib/api-client';

/** GET /campaign/user/{uid}/{campaignId} → {campaign}; 404 when it is not the user's. */
export function getCampaign(api: ApiClient, uid: string, id: string): Promise<ApiResult<CampaignPageResponse>> {
  return api<CampaignPageResponse>(apiPaths.campaign(uid, id), { timeoutMs: 20_000 });
}
