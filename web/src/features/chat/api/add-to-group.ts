import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatSuggestion } from '@contract/api';
import type { CampaignAnswers } from '@contract/campaigns';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { dataOf } from '@/lib/query-client';
import { userKeys } from '@/lib/query-keys';

/** Google's most lines per responsive search ad. */
export const AD_LIMITS = { headlines: 15, descriptions: 4 } as const;

export type AddOutcome =
  /** `added` lines went in; `total` is the field's count now. `left` did not fit (the ad is full). */
  | { kind: 'added'; added: number; left: number; total: number }
  /** The field already has the most lines Google takes: nothing was sent. */
  | { kind: 'full' }
  /** Every line is in the ad already. */
  | { kind: 'already' }
  /** The campaign no longer has a group of that name. */
  | { kind: 'gone' }
  | { kind: 'error' };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The group's ad already holds every line of the suggestion. */
function holdsAll(read: CampaignAnswers['page'], suggestion: ChatSuggestion): boolean {
  const group = read.campaign.strategy?.adGroups.find((g) => g.name === suggestion.group);
  const current = group?.ad?.[suggestion.field] ?? [];
  return suggestion.lines.length > 0 && suggestion.lines.every((line) => current.some((c) => same(c, line)));
}

/**
 * Whether the suggestion's lines are in its group already (added earlier, before a reload, or by
 * hand): read from the campaign as the campaign page keeps it (the same query key, so one read
 * serves both). false while the campaign is read or when it cannot be: the button stays offered,
 * and pressing it reads the campaign fresh anyway.
 */
export function useLinesInGroup(uid: string | null, suggestion: ChatSuggestion): boolean {
  const api = useApiClient();
  const { data } = useQuery({
    queryKey: userKeys.campaign(uid ?? '', suggestion.campaignId),
    queryFn: async () => dataOf(await api<CampaignAnswers['page']>(apiPaths.campaign(uid ?? '', suggestion.campaignId))),
    enabled: Boolean(uid),
  });
  return data ? holdsAll(data, suggestion) : false;
}

/**
 * The suggestion's lines added to its group's ad: the campaign read fresh, then the per-group PATCH
 * (only that group, with its whole ad: `adGroups: [{ name, ad }]`), which stores the new lines as
 * the owner's. Lines the ad already has are skipped; past Google's limit the rest are left out.
 */
export async function addToGroup(api: ApiClient, uid: string, suggestion: ChatSuggestion): Promise<AddOutcome> {
  const read = await api<CampaignAnswers['page']>(apiPaths.campaign(uid, suggestion.campaignId), { fresh: true });
  if (!read.ok) return read.status === 404 ? { kind: 'gone' } : { kind: 'error' };
  const group = read.data.campaign.strategy?.adGroups.find((g) => g.name === suggestion.group);
  if (!group?.ad) return { kind: 'gone' };
  const { field } = suggestion;
  const current = group.ad[field];
  const fresh = suggestion.lines.filter((line, i, all) => !current.some((c) => same(c, line)) && all.findIndex((l) => same(l, line)) === i);
  if (!fresh.length) return { kind: 'already' };
  const room = AD_LIMITS[field] - current.length;
  if (room <= 0) return { kind: 'full' };
  const adding = fresh.slice(0, room);
  const ad = {
    headlines: group.ad.headlines,
    descriptions: group.ad.descriptions,
    path1: group.ad.path1 ?? '',
    path2: group.ad.path2 ?? '',
    [field]: [...current, ...adding],
  };
  const saved = await api<CampaignAnswers['page']>(apiPaths.campaign(uid, suggestion.campaignId), {
    method: 'PATCH',
    body: { adGroups: [{ name: group.name, ad }] },
  });
  if (!saved.ok) return { kind: 'error' };
  return { kind: 'added', added: adding.length, left: fresh.length - adding.length, total: current.length + adding.length };
}

/** As a mutation: the campaign page and the list read again once the lines are in. */
export function useAddToGroup(uid: string | null) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suggestion: ChatSuggestion): Promise<AddOutcome> =>
      uid ? addToGroup(api, uid, suggestion) : Promise.resolve({ kind: 'error' }),
    onSuccess: (outcome, suggestion) => {
      if (!uid || outcome.kind !== 'added') return;
      void queryClient.invalidateQueries({ queryKey: userKeys.campaign(uid, suggestion.campaignId) });
      void queryClient.invalidateQueries({ queryKey: userKeys.campaigns(uid), refetchType: 'none' });
    },
  });
}
