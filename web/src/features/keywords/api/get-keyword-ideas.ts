import type { KeywordIdeasRequest, KeywordIdeasResponse } from '@contract/keywords';
import { apiPaths } from '@/config/paths';
import type { ApiClient } from '@/lib/api-client';

/** POST /keywords/ideas: ideas with volumes, competition and bid ranges (no figures on Free). */
export function getKeywordIdeas(api: ApiClient, request: KeywordIdeasRequest) {
  return api<KeywordIdeasResponse>(apiPaths.keywordIdeas, { method: 'POST', body: request });
}
