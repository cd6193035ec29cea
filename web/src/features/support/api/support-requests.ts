import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportRequest, SupportRequestInput, SupportRequestsResponse } from '@contract/support';
import { apiPaths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { useApiClient, type ApiClient, type ApiResult } from '@/lib/api-client';
import { dataOf } from '@/lib/query-client';
import { userKeys } from '@/lib/query-keys';

export const supportKeys = {
  requests: (uid: string) => [...userKeys.all(uid), 'support-requests'] as const,
};

/** GET /support/{uid}/requests → the user's own requests, newest first. */
export function getSupportRequests(api: ApiClient, uid: string): Promise<ApiResult<SupportRequestsResponse>> {
  return api<SupportRequestsResponse>(apiPaths.supportRequests(uid), { timeoutMs: 15_000 });
}

/** POST /support/{uid}/requests → 201 the request; 400 names the field. */
export function openSupportRequest(api: ApiClient, uid: string, request: SupportRequestInput): Promise<ApiResult<SupportRequest>> {
  return api<SupportRequest>(apiPaths.supportRequests(uid), { method: 'POST', body: request, timeoutMs: 20_000 });
}

export function supportRequestsQuery(api: ApiClient, uid: string) {
  return queryOptions({ queryKey: supportKeys.requests(uid), queryFn: async () => dataOf(await getSupportRequests(api, uid)) });
}

export function useSupportRequests() {
  const api = useApiClient();
  const { uid } = useCurrentUser();
  return useQuery({ ...supportRequestsQuery(api, uid ?? ''), enabled: Boolean(uid) });
}

export function useOpenSupportRequest() {
  const api = useApiClient();
  const { uid } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<SupportRequestInput, 'userId'>) => openSupportRequest(api, uid ?? '', { ...request, userId: uid ?? '' }),
    onSuccess: (result) => {
      if (result.ok && uid) void queryClient.invalidateQueries({ queryKey: supportKeys.requests(uid) });
    },
  });
}
