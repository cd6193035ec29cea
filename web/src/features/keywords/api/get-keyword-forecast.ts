import type { KeywordForecastRequest, KeywordForecastResponse } from '@contract/keywords';
import { apiPaths } from '@/config/paths';
import type { ApiClient } from '@/lib/api-client';

/** POST /keywords/forecast: clicks, impressions, cost and average CPC for a week at this budget. */
export function getKeywordForecast(api: ApiClient, request: KeywordForecastRequest) {
  return api<KeywordForecastResponse>(apiPaths.keywordForecast, { method: 'POST', body: request });
}
