import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignEdit } from '@contract/campaign-page';
import type { CampaignAnswers } from '@contract/campaigns';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient, type ApiResult } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { campaignKeys } from './keys';

/** PATCH /campaign/user/{uid}/{campaignId} → the updated {campaign}; 400 names the field at fault. */
export function updateCampaign(api: ApiClient, uid: string, id: string, edit: CampaignEdit): Promise<ApiResult<CampaignAnswers['page']>> {
  return api<CampaignAnswers['page']>(apiPaths.campaign(uid, id), { method: 'PATCH', body: edit });
}

/**
 * An edit as a mutation. The answer is the campaign as stored: it becomes the page's campaign; the
 * campaign list (its name may have changed) is marked stale, and the pre-flight review, built from the
 * stored campaign, reads again. A review read still under way started before the change: it is
 * cancelled first, or its answer would land after the invalidation and be kept as fresh.
 */
export function useUpdateCampaign() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, id, edit }: { uid: string; id: string; edit: CampaignEdit }) => updateCampaign(api, uid, id, edit),
    onSuccess: async (result, { uid, id }) => {
      if (!result.ok) return;
      void queryClient.invalidateQueries({ queryKey: userKeys.campaigns(uid), refetchType: 'none' });
      queryClient.setQueryData(campaignKeys.detail(uid, id), result.data);
      await queryClient.cancelQueries({ queryKey: campaignKeys.preflights(uid, id) });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.preflights(uid, id) });
    },
  });
}
