import type { KeywordForecastResponse, KeywordIdeasResponse, MatchType } from '../../contract/keywords.js';

/** What the service asks a planner (validated and trimmed; no user id: planners know nothing of users). */
export interface IdeasQuery {
  seeds: string[];
  url: string | undefined;
  location: string;
  language: string;
}

export interface ForecastQuery {
  keywords: { text: string; matchType: MatchType }[];
  /** USD per week. */
  weeklyBudget: number;
  location: string;
  language: string;
}

/** A keyword planner: Google's, the benchmark estimate, or the local sample stand-in. */
export interface KeywordPlanner {
  ideas(query: IdeasQuery): Promise<KeywordIdeasResponse>;
  forecast(query: ForecastQuery): Promise<KeywordForecastResponse>;
}

/** Money rounded to cents. */
export const cents = (value: number) => Math.round(value * 100) / 100;
