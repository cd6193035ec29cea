import type { CampaignEditInput, CampaignPageResponse } from '@contract/campaign-page';
import { apiPaths } from '@/config/paths';
import type { ApiClient, ApiResult } from '@/lib/api-client';

/** PATCH /campaign/user/{uid}/{campaignId} → the updated {campaign}; 400 names the field at fault. */
export function updateCampaign(api: ApiClient, uid: string, id: string, edit: CampaignEditInput): Promise<ApiResult<CampaignPageResponse>> {
  return api<CampaignPageResponse>(apiPaths.campaign(uid, id), { method: 'PATCH', body: edit });
}
