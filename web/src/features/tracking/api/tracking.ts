import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SitePlatform, TrackingResponse } from '@contract/tracking';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { dataOf } from '@/lib/query-client';

/** The tracking section's query key, under the campaign's (lib/query-keys.ts). */
export const trackingKey = (uid: string, campaignId: string) => [...userKeys.campaign(uid, campaignId), 'tracking'] as const;

/** GET /campaign/user/{uid}/{campaignId}/tracking: each conversion action, its tag and its state. */
export function trackingQuery(api: ApiClient, uid: string, campaignId: string) {
  return queryOptions({
    queryKey: trackingKey(uid, campaignId),
    queryFn: async () => dataOf(await api<TrackingResponse>(apiPaths.campaignTracking(uid, campaignId), { timeoutMs: 30_000 })),
  });
}

export function useTracking(uid: string, campaignId: string) {
  const api = useApiClient();
  return useQuery(trackingQuery(api, uid, campaignId));
}

/** POST …/tracking/email {to, platform?}: the steps mailed to whoever runs the site. */
export function useEmailInstructions(uid: string, campaignId: string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (body: { to: string; platform?: SitePlatform }) =>
      api<{ sent: true }>(apiPaths.campaignTrackingEmail(uid, campaignId), { method: 'POST', body }),
  });
}
