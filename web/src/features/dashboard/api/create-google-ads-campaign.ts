import type { CampaignPayload, RealCampaignResponse } from '@contract/campaigns';
import { apiPaths } from '@/config/paths';
import type { ApiClient } from '@/lib/api-client';

/**
 * POST /campaign/user/{uid}/real: creates the campaign, paused, in the user's Google Ads account.
 * `campaignId` (DESIGN §4) points the server at the strategy already generated for this payload.
 */
export function createGoogleAdsCampaign(api: ApiClient, uid: string, payload: CampaignPayload, campaignId?: string) {
  return api<RealCampaignResponse>(apiPaths.realCampaign(uid), {
    method: 'POST',
    body: campaignId ? { ...payload, campaignId } : payload,
    // Google's API can be slow on a first mutate; the server bounds its own calls.
    timeoutMs: 60_000,
  });
}
