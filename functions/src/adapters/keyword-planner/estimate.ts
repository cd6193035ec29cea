import type { KeywordForecastResponse, KeywordIdeasResponse } from '../../contract/keywords.js';
import { ALL_INDUSTRIES_CTR, benchmarkCpc, locationFactor, MATCH_TYPE_CPC_FACTOR } from './benchmarks.js';
import { expandSeeds } from './expand.js';
import { cents, type ForecastQuery, type IdeasQuery, type KeywordPlanner } from './types.js';

/**
 * Production without planning access: no search volumes (only Google has them). Bid ranges and the
 * forecast come from the published benchmark CPC for the keywords' industry times the location's
 * cost factor; the range is 60 %–180 % of that average. Source 'estimate'.
 */
export function estimatePlanner(): KeywordPlanner {
  return {
    async ideas(query: IdeasQuery): Promise<KeywordIdeasResponse> {
      const texts = expandSeeds(query.seeds, query.language);
      const average = benchmarkCpc(query.seeds).cpc * locationFactor(query.location);
      return {
        source: 'estimate',
        currency: 'USD',
        ideas: texts.map((text) => ({
          text,
          avgMonthlySearches: null,
          competition: null,
          lowTopOfPageBid: cents(average * 0.6),
          highTopOfPageBid: cents(average * 1.8),
        })),
      };
    },

    async forecast(query: ForecastQuery): Promise<KeywordForecastResponse> {
      const base = benchmarkCpc(query.keywords.map((k) => k.text)).cpc * locationFactor(query.location);
      const factor = query.keywords.reduce((sum, k) => sum + MATCH_TYPE_CPC_FACTOR[k.matchType], 0) / query.keywords.length;
      const averageCpc = Math.max(0.05, cents(base * factor));
      const clicks = Math.floor(query.weeklyBudget / averageCpc);
      return {
        source: 'estimate',
        currency: 'USD',
        weekly: { clicks, impressions: Math.round(clicks / ALL_INDUSTRIES_CTR), cost: cents(clicks * averageCpc), averageCpc },
      };
    },
  };
}
