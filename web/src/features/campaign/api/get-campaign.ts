import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignAnswers } from '@contract/campaigns';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient, type ApiResult } from '@/lib/api-client';
import { dataOf } from '@/lib/query-client';
import { campaignKeys } from './keys';

/** GET /campaign/user/{uid}/{campaignId} → {campaign}; 404 when it is not the user's. */
export function getCampaign(api: ApiClient, uid: string, id: string): Promise<ApiResult<CampaignAnswers['page']>> {
  return api<CampaignAnswers['page']>(apiPaths.campaign(uid, id), { timeoutMs: 20_000 });
}

export function campaignQuery(api: ApiClient, uid: string, id: string) {
  return queryOptions({ queryKey: campaignKeys.detail(uid, id), queryFn: async () => dataOf(await getCampaign(api, uid, id)) });
}

/** The campaign, for `uid` (null: nothing is asked). Edits and creation in Google Ads put their answer here. */
export function useCampaign(uid: string | null, id: string) {
  const api = useApiClient();
  return useQuery({ ...campaignQuery(api, uid ?? '', id), enabled: Boolean(uid) });
}
