import type { CreationChoices } from '@/lib/google-ads-creation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PreflightResponse } from '@contract/preflight';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { dataOf } from '@/lib/query-client';
import { campaignKeys } from '../../api/keys';

/** The review's choices: the ones creation takes. */
export type ReviewChoices = CreationChoices;

export function choicesQuery(choices: ReviewChoices): string {
  const q = new URLSearchParams();
  if (choices.rate !== undefined) q.set('rate', String(choices.rate));
  if (choices.landingPage) q.set('landingPage', choices.landingPage);
  if (choices.radiusKm !== undefined) q.set('radiusKm', String(choices.radiusKm));
  if (choices.callSeconds !== undefined) q.set('callSeconds', String(choices.callSeconds));
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** GET /campaign/user/{uid}/{campaignId}/preflight: what creation would send, and what blocks it. */
export function getPreflight(api: ApiClient, uid: string, campaignId: string, choices: ReviewChoices = {}) {
  const path = `/campaign/user/${encodeURIComponent(uid)}/${encodeURIComponent(campaignId)}/preflight${choicesQuery(choices)}`;
  return api<PreflightResponse>(path, { timeoutMs: 30_000 });
}

export function preflightQuery(api: ApiClient, uid: string, campaignId: string, choices: ReviewChoices) {
  return queryOptions({
    queryKey: campaignKeys.preflight(uid, campaignId, choices),
    queryFn: async () => dataOf(await getPreflight(api, uid, campaignId, choices)),
  });
}

/** The review for the choices applied so far (read again after an edit of the campaign). */
export function usePreflight(uid: string, campaignId: string, choices: ReviewChoices) {
  const api = useApiClient();
  return useQuery(preflightQuery(api, uid, campaignId, choices));
}
