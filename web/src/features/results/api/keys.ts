import type { ResultRange } from '@contract/results';
import { userKeys } from '@/lib/query-keys';

/** The results' query keys, under the campaign's (lib/query-keys.ts). */
export const resultsKeys = {
  campaign: (uid: string, campaignId: string) => [...userKeys.campaign(uid, campaignId), 'results'] as const,
  range: (uid: string, campaignId: string, range: ResultRange) => [...userKeys.campaign(uid, campaignId), 'results', range] as const,
};
