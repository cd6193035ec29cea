import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyResponse, ResultsResponse } from '@contract/results';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient, type ApiResult } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { resultsKeys } from './keys';

/** POST /campaign/user/{uid}/{campaignId}/history/{changeId}/undo: one Google Ads change that restores what it found. */
export function undoChange(api: ApiClient, uid: string, campaignId: string, changeId: string): Promise<ApiResult<ApplyResponse>> {
  return api<ApplyResponse>(apiPaths.undoChange(uid, campaignId, changeId), { method: 'POST' });
}

/**
 * An undo as a mutation. Done: the kept results take the new history at once, then
 * they, the campaign and the campaign list read again (the server's kept results already show the undo).
 */
export function useUndoChange(uid: string, campaignId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changeId: string) => undoChange(api, uid, campaignId, changeId),
    onSuccess: async (result) => {
      if (!result.ok) return;
      queryClient.setQueriesData<ResultsResponse>(
        { queryKey: resultsKeys.campaign(uid, campaignId) },
        (data) => data && { ...data, history: result.data.history },
      );
      await queryClient.invalidateQueries({ queryKey: userKeys.campaigns(uid) });
    },
  });
}
