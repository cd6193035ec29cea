import type { MarketBids } from '../strategy/ai-port.js';
import type { KeywordPlanner } from '../adapters/keyword-planner/types.js';
import { parseKeywords } from '../copy/text.js';
import type { OwnerInput } from '../contract/campaigns.js';
import { bidsFromPlan } from './bids.js';

/**
 * What the market says about a campaign's keywords: the planner's weekly forecast for
 * them (phrase match) at the campaign's budget, as the bids the strategy uses. Undefined when the
 * planner has no figures. Not counted against the user's keyword lookups: it is part of the
 * strategy they already paid a unit for.
 */
export async function marketBids(
  planner: KeywordPlanner,
  payload: Pick<OwnerInput, 'budget' | 'location' | 'language'> & { keywords: string | readonly string[] },
): Promise<MarketBids | undefined> {
  const keywords = parseKeywords(payload.keywords, 20).map((text) => ({ text, matchType: 'PHRASE' as const }));
  if (keywords.length === 0) return undefined;
  const forecast = await planner.forecast({
    keywords,
    weeklyBudget: payload.budget,
    location: payload.location,
    language: payload.language,
  });
  // Bids are in USD throughout the strategy; a plan in another currency is not used.
  if (forecast.currency !== 'USD') return undefined;
  const bids = bidsFromPlan(forecast, payload.budget);
  if (!bids.averageCpc || !bids.maxCpc || !bids.weeklyClicks) return undefined;
  return { source: forecast.source, averageCpc: bids.averageCpc, maxCpc: bids.maxCpc, weeklyClicks: bids.weeklyClicks };
}
