import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignAnswers } from '@contract/campaigns';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import type { ReviewChoices } from './get-preflight';

/**
 * POST /campaign/user/{uid}/real with the reviewed campaign's id and the choices (rate, landing
 * page, radius): the server builds the campaign as stored, exactly as the review showed it (ADR 26).
 */
export function createReviewedCampaign(api: ApiClient, uid: string, campaignId: string, choices: ReviewChoices) {
  return api<CampaignAnswers['real']>(`/campaign/user/${encodeURIComponent(uid)}/real`, {
    method: 'POST',
    body: { campaignId, ...choices },
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
    mutationFn: ({ uid, campaignId, choices }: { uid: string; campaignId: string; choices: ReviewChoices }) =>
      createReviewedCampaign(api, uid, campaignId, choices),
    onSettled: (result, _error, { uid }) => {
      if (result?.ok) void queryClient.invalidateQueries({ queryKey: userKeys.campaigns(uid), refetchType: 'none' });
    },
  });
}
