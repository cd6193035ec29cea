import type { KeywordForecastResponse, KeywordIdea, KeywordIdeasResponse, KeywordSource } from '../contract/keywords.js';

export interface AdGroupKeywords {
  name: string;
  keywords: string[];
}

export interface BidPlan {
  source: KeywordSource;
  currency: string;
  /** Suggested max CPC bid; `null` when the plan has no figures (BASIC suggestions). */
  maxCpc: number | null;
  /** Average CPC the plan expects. */
  averageCpc: number | null;
  /** Clicks a week the budget buys at that CPC. */
  weeklyClicks: number | null;
  /** The weekly budget split by ad group, in proportion to each group's demand (searches × CPC). */
  split: { adGroup: string; share: number; weeklyBudget: number }[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const mid = (idea: KeywordIdea) =>
  idea.lowTopOfPageBid !== null && idea.highTopOfPageBid !== null
    ? (idea.lowTopOfPageBid + idea.highTopOfPageBid) / 2
    : (idea.highTopOfPageBid ?? idea.lowTopOfPageBid);

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const m = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[m] ?? null) : ((sorted[m - 1] ?? 0) + (sorted[m] ?? 0)) / 2;
}

function isForecast(plan: KeywordIdeasResponse | KeywordForecastResponse): plan is KeywordForecastResponse {
  return 'weekly' in plan;
}

/**
 * Bids from the market instead of from the budget, for the strategist: pure, no I/O.
 *
 * - From a forecast: average CPC is the forecast's; max CPC is 30 % above it (room to win auctions
 *   the average does not); weekly clicks are the forecast's.
 * - From ideas: average CPC is the median of the ideas' mid bid ranges; max CPC the median of their
 *   top-of-page high bids, but never more than a fifth of the weekly budget (so the budget still buys
 *   clicks); weekly clicks = budget ÷ average CPC.
 *
 * `adGroups` (optional) are split by demand: Σ searches × mid bid of their keywords found in the
 * ideas; groups without figures share what is left equally. Without ideas' figures, equally.
 */
export function bidsFromPlan(
  plan: KeywordIdeasResponse | KeywordForecastResponse,
  weeklyBudget: number,
  adGroups: AdGroupKeywords[] = [],
): BidPlan {
  const base = { source: plan.source, currency: plan.currency };
  const ideas = isForecast(plan) ? [] : plan.ideas;
  let averageCpc: number | null;
  let maxCpc: number | null;
  let weeklyClicks: number | null;
  if (isForecast(plan)) {
    averageCpc = plan.weekly.averageCpc > 0 ? plan.weekly.averageCpc : null;
    maxCpc = averageCpc === null ? null : round2(averageCpc * 1.3);
    weeklyClicks = plan.weekly.clicks;
  } else {
    const mids = ideas.map(mid).filter((n): n is number => n !== null && n > 0);
    const highs = ideas.map((i) => i.highTopOfPageBid).filter((n): n is number => n !== null && n > 0);
    const avg = median(mids);
    const high = median(highs);
    averageCpc = avg === null ? null : round2(avg);
    maxCpc = high === null ? null : round2(Math.min(high, weeklyBudget / 5));
    weeklyClicks = averageCpc ? Math.floor(weeklyBudget / averageCpc) : null;
  }

  const byText = new Map(ideas.map((i) => [i.text.toLowerCase(), i]));
  const demand = adGroups.map((group) =>
    group.keywords.reduce((sum, k) => {
      const idea = byText.get(k.trim().toLowerCase());
      const cpc = idea ? mid(idea) : null;
      return sum + (idea?.avgMonthlySearches && cpc ? idea.avgMonthlySearches * cpc : 0);
    }, 0),
  );
  const total = demand.reduce((a, b) => a + b, 0);
  const shares = adGroups.map((_, i) => (total > 0 ? (demand[i] ?? 0) / total : 1 / adGroups.length));
  const split = adGroups.map((group, i) => ({
    adGroup: group.name,
    share: round2(shares[i] ?? 0),
    weeklyBudget: round2(weeklyBudget * (shares[i] ?? 0)),
  }));
  return { ...base, maxCpc, averageCpc, weeklyClicks, split };
}
