import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyRequest, ApplyResponse, ResultsResponse } from '@contract/results';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient, type ApiResult } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { resultsKeys } from './keys';

/**
 * POST /campaign/user/{uid}/{campaignId}/suggestions/{id}/apply: one Google Ads change. `items`: the
 * ticked items of a list suggestion; absent, all of them.
 */
export function applySuggestion(
  api: ApiClient,
  uid: string,
  campaignId: string,
  suggestionId: string,
  items?: string[],
): Promise<ApiResult<ApplyResponse>> {
  const body: ApplyRequest | undefined = items ? { items } : undefined;
  return api<ApplyResponse>(apiPaths.applySuggestion(uid, campaignId, suggestionId), { method: 'POST', ...(body ? { body } : {}) });
}

/**
 * A suggestion applied as a mutation. Applied: the kept results take the new history and lose the
 * suggestion at once, then they, the campaign and the campaign list read again (the server's kept
 * results already show the change: ads, keywords, search terms). 409 (already applied, or no longer
 * valid): the suggestion goes too.
 */
export function useApplySuggestion(uid: string, campaignId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, items }: { id: string; items?: string[] }) => applySuggestion(api, uid, campaignId, id, items),
    onSuccess: async (result, { id }) => {
      if (!result.ok && result.status !== 409) return;
      queryClient.setQueriesData<ResultsResponse>(
        { queryKey: resultsKeys.campaign(uid, campaignId) },
        (data) =>
          data && {
            ...data,
            ...(result.ok ? { history: result.data.history } : {}),
            suggestions: data.suggestions.filter((s) => s.id !== id),
          },
      );
      if (result.ok) await queryClient.invalidateQueries({ queryKey: userKeys.campaigns(uid) });
    },
  });
}
