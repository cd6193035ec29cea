import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignAnswers } from '@contract/campaigns';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient } from './api-client';
import { userKeys } from './query-keys';

/** What the pre-flight review lets the owner choose before creation (each optional). */
export interface CreationChoices {
  /** Account-currency units per US dollar. */
  rate?: number | undefined;
  landingPage?: string | undefined;
  radiusKm?: number | undefined;
  /** A call from the ads counts as a conversion from this length (seconds). */
  callSeconds?: number | undefined;
}

/**
 * POST /campaign/user/{uid}/real: creates the STORED campaign `campaignId`, paused, in the user's
 * Google Ads account, with the review's choices when there are any (ADR 26: the server builds what
 * it stored, never a payload posted back).
 */
export function createInGoogleAds(api: ApiClient, uid: string, campaignId: string, choices: CreationChoices = {}) {
  return api<CampaignAnswers['real']>(apiPaths.realCampaign(uid), {
    method: 'POST',
    body: { campaignId, ...choices },
    // Google's API can be slow on a first mutate; the server bounds its own calls.
    timeoutMs: 60_000,
  });
}

/**
 * The one Google Ads creation mutation (the campaign form's 'Create in Google Ads' and the campaign
 * page's pre-flight review). Once it is created, what is shown about the user's campaigns reads
 * again, except the created campaign itself: the screen that created it shows the answer, so its
 * own queries are only marked stale.
 */
export function useCreateInGoogleAds() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, campaignId, choices }: { uid: string; campaignId: string; choices?: CreationChoices }) =>
      createInGoogleAds(api, uid, campaignId, choices),
    onSettled: (result, _error, { uid, campaignId }) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.usage(uid) });
      if (!result?.ok) return;
      const created = userKeys.campaign(uid, campaignId);
      const isCreated = (key: readonly unknown[]) => created.every((part, i) => key[i] === part);
      void queryClient.invalidateQueries({ queryKey: created, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: userKeys.campaigns(uid), predicate: (query) => !isCreated(query.queryKey) });
    },
  });
}
