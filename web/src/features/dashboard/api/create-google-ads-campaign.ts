import type { CampaignPayload, RealCampaignResponse } from '@contract/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/**
 * POST /campaign/user/{uid}/real: creates the campaign, paused, in the user's Google Ads account.
 * `campaignId` (docs/product.md P10) points the server at the strategy already generated for this payload.
 */
export function createGoogleAdsCampaign(api: ApiClient, uid: string, payload: CampaignPayload, campaignId?: string) {
  return api<RealCampaignResponse>(apiPaths.realCampaign(uid), {
    method: 'POST',
    body: campaignId ? { ...payload, campaignId } : payload,
    // Google's API can be slow on a first mutate; the server bounds its own calls.
    timeoutMs: 60_000,
  });
}

/** Creation as a mutation: once the campaign is in Google Ads, everything shown about the user's campaigns reads again. */
export function useCreateGoogleAdsCampaign() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, payload, campaignId }: { uid: string; payload: CampaignPayload; campaignId?: string | undefined }) =>
      createGoogleAdsCampaign(api, uid, payload, campaignId),
    onSettled: (result, _error, { uid }) => {
      if (result?.ok) void queryClient.invalidateQueries({ queryKey: userKeys.campaigns(uid) });
    },
  });
}
