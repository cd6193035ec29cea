import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResultRange, ResultsResponse } from '@contract/results';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient, type ApiResult } from '@/lib/api-client';
import { dataOf } from '@/lib/query-client';
import { resultsKeys } from './keys';

/** GET /campaign/user/{uid}/{campaignId}/results?range[&refresh=true]. */
export function getResults(
  api: ApiClient,
  uid: string,
  campaignId: string,
  range: ResultRange,
  refresh = false,
): Promise<ApiResult<ResultsResponse>> {
  // A refresh asks Google Ads and stores new figures: a change, as far as later reads are concerned.
  return api<ResultsResponse>(apiPaths.campaignResults(uid, campaignId, range, refresh), { timeoutMs: 30_000, changes: refresh });
}

export function resultsQuery(api: ApiClient, uid: string, campaignId: string, range: ResultRange) {
  return queryOptions({
    queryKey: resultsKeys.range(uid, campaignId, range),
    queryFn: async () => dataOf(await getResults(api, uid, campaignId, range)),
  });
}

/** The figures as stored (no call to Google Ads), for a campaign that is in Google Ads. */
export function useResults(uid: string, campaignId: string, range: ResultRange, enabled: boolean) {
  const api = useApiClient();
  return useQuery({ ...resultsQuery(api, uid, campaignId, range), enabled });
}

/** "Refresh": asks Google Ads now (at most every 15 minutes); the answer replaces the kept figures. */
export function useRefreshResults(uid: string, campaignId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (range: ResultRange) => dataOf(await getResults(api, uid, campaignId, range, true)),
    onSuccess: (data, range) => queryClient.setQueryData(resultsKeys.range(uid, campaignId, range), data),
  });
}
