import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsageMeterResponse } from '@contract/usage';
import { apiPaths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { useApiClient, type ApiClient, type ApiResult } from '@/lib/api-client';
import { dataOf } from '@/lib/query-client';
import { userKeys } from '@/lib/query-keys';

/** GET /usage/{uid} → used, limit and reset time per allowance. */
export function getUsage(api: ApiClient, uid: string): Promise<ApiResult<UsageMeterResponse>> {
  return api<UsageMeterResponse>(apiPaths.usage(uid), { timeoutMs: 15_000 });
}

export function usageQuery(api: ApiClient, uid: string) {
  return queryOptions({ queryKey: userKeys.usage(uid), queryFn: async () => dataOf(await getUsage(api, uid)) });
}

/**
 * The stored user's usage. Read again whenever it is invalidated: after a strategy or a question
 * (their mutations say so) and after any change made in another tab (app/query-provider.tsx).
 */
export function useUsage() {
  const api = useApiClient();
  const { uid } = useCurrentUser();
  return useQuery({ ...usageQuery(api, uid ?? ''), enabled: Boolean(uid) });
}
