import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignPayload, RealCampaignResponse } from '@contract/campaigns';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import type { ReviewChoices } from './get-preflight';

/** POST /campaign/user/{uid}/real with the reviewed campaign and choices (rate, landing page, radius). */
export function createReviewedCampaign(api: ApiClient, uid: string, campaignId: string, payload: CampaignPayload, choices: ReviewChoices) {
  return api<RealCampaignResponse>(`/campaign/user/${encodeURIComponent(uid)}/real`, {
    method: 'POST',
    body: { ...payload, campaignId, ...choices },
    timeoutMs: 60_000,
  });
}

/**
 * Creation as a mutation. The campaign page puts the answer's campaign on screen itself (onCreated);
 * everything else kept about the user's campaigns (the list's status) is marked stale.
 */
export function useCreateReviewedCampaign() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      uid,
      campaignId,
      payload,
      choices,
    }: {
      uid: string;
      campaignId: string;
      payload: CampaignPayload;
      choices: ReviewChoices;
    }) => createReviewedCampaign(api, uid, campaignId, payload, choices),
    onSettled: (result, _error, { uid }) => {
      if (result?.ok) void queryClient.invalidateQueries({ queryKey: userKeys.campaigns(uid), refetchType: 'none' });
    },
  });
}
