import type { CampaignPayload, CampaignAnswers } from '@contract/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient, type ApiResult } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { createCampaign } from './create-campaign';

/**
 * POST /campaign/user/{uid}/real: creates the STORED campaign `campaignId`, paused, in the user's
 * Google Ads account (ADR 26: the server builds what it stored, never a payload posted back).
 */
export function createGoogleAdsCampaign(api: ApiClient, uid: string, campaignId: string) {
  return api<CampaignAnswers['real']>(apiPaths.realCampaign(uid), {
    method: 'POST',
    body: { campaignId },
    // Google's API can be slow on a first mutate; the server bounds its own calls.
    timeoutMs: 60_000,
  });
}

/**
 * Creation as a mutation: once the campaign is in Google Ads, everything shown about the user's
 * campaigns reads again. Answers not generated yet (no `campaignId`) are stored first, with their
 * strategy (POST /campaign/user/{uid}), so what is created is a campaign the owner can open and edit.
 */
export function useCreateGoogleAdsCampaign() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      uid,
      payload,
      campaignId,
    }: {
      uid: string;
      payload: CampaignPayload;
      campaignId?: string | undefined;
    }): Promise<ApiResult<CampaignAnswers['real']>> => {
      if (campaignId) return createGoogleAdsCampaign(api, uid, campaignId);
      const stored = await createCampaign(api, uid, payload);
      // A failed generation is answered as the creation's failure (the same alerts).
      if (!stored.ok) return stored;
      const id = (stored.data as CampaignAnswers['created'] | undefined)?.campaign?.id;
      if (!id) return { ok: false, status: 0, error: undefined, text: '' };
      return createGoogleAdsCampaign(api, uid, id);
    },
    onSettled: (result, _error, { uid }) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.usage(uid) });
      if (result?.ok) void queryClient.invalidateQueries({ queryKey: userKeys.campaigns(uid) });
    },
  });
}
