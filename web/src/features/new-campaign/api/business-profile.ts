import { useQuery } from '@tanstack/react-query';
import type { BusinessProfileResponse } from '@contract/business-profile';
import { apiPaths } from '@/config/paths';
import { useApiClient } from '@/lib/api-client';
import { dataOf } from '@/lib/query-client';
import { userKeys } from '@/lib/query-keys';

/**
 * GET /profile/{uid}/business for the campaign form (issue 28: the form starts pre-filled from the
 * saved profile). Same key as the Business page's read, so a save there is seen here.
 */
export function useBusinessProfileForForm(uid: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...userKeys.all(uid), 'business-profile'] as const,
    queryFn: async () => dataOf(await api<BusinessProfileResponse>(apiPaths.businessProfile(uid), { timeoutMs: 15_000 })),
    enabled: Boolean(uid),
  });
}
