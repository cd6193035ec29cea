import { useMutation } from '@tanstack/react-query';
import type { FactsAnswer, FactsRequest } from '@contract/facts';
import { apiPaths } from '@/config/paths';
import { useApiClient } from '@/lib/api-client';

/**
 * POST /campaign/user/{uid}/facts: the facts Pautia reads in the form's fields, for the owner to
 * confirm. Spends no unit; rate limited per user (429 RATE_LIMITED, its message says when again).
 */
export function useReadFacts(uid: string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: (fields: FactsRequest) =>
      api<FactsAnswer>(`${apiPaths.campaigns(uid)}/facts`, { method: 'POST', body: fields, timeoutMs: 15_000 }),
  });
}
