import type { Competition, KeywordForecastResponse, KeywordIdea, KeywordIdeasResponse } from '../../contract/keywords.js';
import { ALL_INDUSTRIES_CTR, benchmarkCpc, locationFactor, MATCH_TYPE_CPC_FACTOR } from '../../adapters/keyword-planner/benchmarks.js';
import { expandSeeds } from '../../adapters/keyword-planner/expand.js';
import { cents, type ForecastQuery, type IdeasQuery, type KeywordPlanner } from '../../adapters/keyword-planner/types.js';

/** FNV-1a: the same text and place always give the same figures. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
/** A number in [0, 1) from the text, location and a salt. */
const unit = (text: string, location: string, salt: string) => hash(`${salt}|${text.toLowerCase()}|${location.toLowerCase()}`) / 2 ** 32;

const COMPETITION: Competition[] = ['LOW', 'MEDIUM', 'HIGH'];

/** The figures of one keyword: plausible, deterministic, scaled by industry and place. */
export function sampleIdea(text: string, location: string): KeywordIdea {
  const factor = locationFactor(location);
  const base = benchmarkCpc([text]).cpc * factor;
  const words = text.trim().split(/\s+/).length;
  // Longer phrases are searched less: 50–8,000 a month for one word, fewer for long tails.
  const volume = Math.round((50 + unit(text, location, 'v') ** 2 * 8000) / words / 10) * 10;
  const competition = COMPETITION[Math.floor(unit(text, location, 'c') * 3)] ?? 'MEDIUM';
  const low = base * (0.4 + unit(text, location, 'l') * 0.4);
  const high = low * (2 + unit(text, location, 'h') * 1.5);
  return { text, avgMonthlySearches: Math.max(10, volume), competition, lowTopOfPageBid: cents(low), highTopOfPageBid: cents(high) };
}

/**
 * The local stand-in for Google's Keyword Planner ("Sample data — not from Google"): deterministic
 * figures seeded by the keyword and the place. The forecast is consistent with the ideas: the average
 * CPC sits inside the keywords' bid ranges, clicks are capped by the searches there are (at the
 * study's CTR), and cost = clicks × CPC ≤ budget.
 */
export function samplePlanner(): KeywordPlanner {
  return {
    async ideas(query: IdeasQuery): Promise<KeywordIdeasResponse> {
      return {
        source: 'sample',
        currency: 'USD',
        ideas: expandSeeds(query.seeds, query.language).map((t) => sampleIdea(t, query.location)),
      };
    },

    async forecast(query: ForecastQuery): Promise<KeywordForecastResponse> {
      const ideas = query.keywords.map((k) => ({ idea: sampleIdea(k.text, query.location), matchType: k.matchType }));
      const cpcs = ideas.map(
        ({ idea, matchType }) => (((idea.lowTopOfPageBid ?? 0) + (idea.highTopOfPageBid ?? 0)) / 2) * MATCH_TYPE_CPC_FACTOR[matchType],
      );
      const averageCpc = Math.max(0.05, cents(cpcs.reduce((a, b) => a + b, 0) / cpcs.length));
      const weeklySearches = ideas.reduce(
        (sum, { idea, matchType }) =>
          sum + (((idea.avgMonthlySearches ?? 0) * 12) / 52) * (matchType === 'EXACT' ? 0.4 : matchType === 'PHRASE' ? 0.7 : 1),
        0,
      );
      const available = Math.floor(weeklySearches * ALL_INDUSTRIES_CTR * 2);
      const clicks = Math.min(Math.floor(query.weeklyBudget / averageCpc), Math.max(available, 1));
      return {
        source: 'sample',
        currency: 'USD',
        weekly: { clicks, impressions: Math.round(clicks / ALL_INDUSTRIES_CTR), cost: cents(clicks * averageCpc), averageCpc },
      };
    },
  };
}
