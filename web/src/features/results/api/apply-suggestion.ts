import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyResponse, ResultsResponse } from '@contract/results';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient, type ApiResult } from '@/lib/api-client';
import { resultsKeys } from './keys';

/** POST /campaign/user/{uid}/{campaignId}/suggestions/{id}/apply: one Google Ads change. */
export function applySuggestion(api: ApiClient, uid: string, campaignId: string, suggestionId: string): Promise<ApiResult<ApplyResponse>> {
  return api<ApplyResponse>(apiPaths.applySuggestion(uid, campaignId, suggestionId), { method: 'POST' });
}

/**
 * A suggestion applied as a mutation. Applied: the kept results take the new history and lose the
 * suggestion. 409 (already applied, or no longer valid): the suggestion goes too.
 */
export function useApplySuggestion(uid: string, campaignId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suggestionId: string) => applySuggestion(api, uid, campaignId, suggestionId),
    onSuccess: (result, suggestionId) => {
      if (!result.ok && result.status !== 409) return;
      queryClient.setQueriesData<ResultsResponse>(
        { queryKey: resultsKeys.campaign(uid, campaignId) },
        (data) =>
          data && {
            ...data,
            ...(result.ok ? { history: result.data.history } : {}),
            suggestions: data.suggestions.filter((s) => s.id !== suggestionId),
          },
      );
    },
  });
}
