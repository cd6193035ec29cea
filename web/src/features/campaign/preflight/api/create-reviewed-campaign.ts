import type { CampaignPayload, RealCampaignResponse } from '@contract/campaigns';
import type { ApiClient } from '@/lib/api-client';
import type { ReviewChoices } from './get-preflight';

/** POST /campaign/user/{uid}/real with the reviewed campaign and choices (rate, landing page, radius). */
export function createReviewedCampaign(api: ApiClient, uid: string, campaignId: string, payload: CampaignPayload, choices: ReviewChoices) {
  return api<RealCampaignResponse>(`/campaign/user/${encodeURIComponent(uid)}/real`, {
    method: 'POST',
    body: { ...payload, campaignId, ...choices },
    timeoutMs: 60_000,
  });
}
