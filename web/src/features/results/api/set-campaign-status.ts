import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResultsResponse, StatusResponse } from '@contract/results';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient, type ApiResult } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { resultsKeys } from './keys';

/** POST /campaign/user/{uid}/{campaignId}/status {status}: enables or pauses the campaign in Google Ads. */
export function setCampaignStatus(
  api: ApiClient,
  uid: string,
  campaignId: string,
  status: 'ENABLED' | 'PAUSED',
): Promise<ApiResult<StatusResponse>> {
  return api<StatusResponse>(apiPaths.campaignStatus(uid, campaignId), { method: 'POST', body: { status } });
}

/**
 * Enable or pause as a mutation. On success the kept results take the new status and history at
 * once, then they, the campaign and the campaign list read again (the mutation settles when they have).
 */
export function useSetCampaignStatus(uid: string, campaignId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: 'ENABLED' | 'PAUSED') => setCampaignStatus(api, uid, campaignId, status),
    onSuccess: async (result) => {
      if (!result.ok) return;
      const { status, history } = result.data;
      queryClient.setQueriesData<ResultsResponse>(
        { queryKey: resultsKeys.campaign(uid, campaignId) },
        (data) => data && { ...data, status, history },
      );
      // One status: the page's badge, the campaign list and the results all read it again.
      await queryClient.invalidateQueries({ queryKey: userKeys.campaigns(uid) });
    },
  });
}
