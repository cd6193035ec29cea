import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfileInput, BusinessProfileResponse } from '@contract/business-profile';
import { apiPaths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { useApiClient, type ApiClient, type ApiResult } from '@/lib/api-client';
import { dataOf } from '@/lib/query-client';
import { userKeys } from '@/lib/query-keys';

export const businessKeys = {
  profile: (uid: string) => [...userKeys.all(uid), 'business-profile'] as const,
};

/** GET /profile/{uid}/business → the saved profile, or a draft from the first brief to confirm. */
export function getBusinessProfile(api: ApiClient, uid: string): Promise<ApiResult<BusinessProfileResponse>> {
  return api<BusinessProfileResponse>(apiPaths.businessProfile(uid), { timeoutMs: 15_000 });
}

/** PUT /profile/{uid}/business → the saved profile; 400 names the field. */
export function saveBusinessProfile(
  api: ApiClient,
  uid: string,
  profile: BusinessProfileInput,
): Promise<ApiResult<BusinessProfileResponse>> {
  return api<BusinessProfileResponse>(apiPaths.businessProfile(uid), { method: 'PUT', body: profile, timeoutMs: 15_000 });
}

export function businessProfileQuery(api: ApiClient, uid: string) {
  return queryOptions({ queryKey: businessKeys.profile(uid), queryFn: async () => dataOf(await getBusinessProfile(api, uid)) });
}

export function useBusinessProfile() {
  const api = useApiClient();
  const { uid } = useCurrentUser();
  return useQuery({ ...businessProfileQuery(api, uid ?? ''), enabled: Boolean(uid) });
}

/** Saving answers the API result (the page shows a refusal's message); a success updates the cached profile. */
export function useSaveBusinessProfile() {
  const api = useApiClient();
  const { uid } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: BusinessProfileInput) => saveBusinessProfile(api, uid ?? '', profile),
    onSuccess: (result) => {
      if (result.ok && uid) queryClient.setQueryData(businessKeys.profile(uid), result.data);
    },
  });
}
