/** Keyword research and forecasts. Shared by the backend and the web app. */

/** Where an answer's figures come from; the page shows it. */
export type KeywordSource = 'google' | 'estimate' | 'sample';

export const KEYWORD_SOURCE_LABELS: Record<KeywordSource, string> = {
  google: 'Google Ads',
  estimate: 'Estimate',
  sample: 'Sample data — not from Google',
};

export const MATCH_TYPES = ['BROAD', 'PHRASE', 'EXACT'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

export type Competition = 'LOW' | 'MEDIUM' | 'HIGH';

/** Input bounds: anything outside them is a 400 and nothing is counted. */
export const KEYWORD_LIMITS = {
  maxSeeds: 20,
  maxKeywordLength: 80,
  maxForecastKeywords: 50,
  maxUrlLength: 2048,
  maxLocationLength: 200,
  maxLanguageLength: 40,
  minWeeklyBudget: 50,
  maxWeeklyBudget: 100_000,
  /**
   * Free (BASIC) keyword ideas that reach the planner per user and UTC day: answers
   * from the shared 24-hour cache are not counted; past the cap, 429 LIMIT_REACHED until tomorrow.
   */
  freeIdeasPerDay: 10,
} as const;

/** POST /keywords/ideas */
export interface KeywordIdeasRequest {
  userId: string;
  seeds: string[];
  url?: string;
  location: string;
  language: string;
}

export interface KeywordIdea {
  text: string;
  avgMonthlySearches: number | null;
  competition: Competition | null;
  /** In `currency` units (not micros). */
  lowTopOfPageBid: number | null;
  highTopOfPageBid: number | null;
}

export interface KeywordIdeasResponse {
  source: KeywordSource;
  currency: string;
  ideas: KeywordIdea[];
}

/** POST /keywords/forecast */
export interface KeywordForecastRequest {
  userId: string;
  keywords: { text: string; matchType: MatchType }[];
  /** USD per week, like the campaign budget. */
  weeklyBudget: number;
  location: string;
  language: string;
}

export interface WeeklyForecast {
  clicks: number;
  /** `null` when the source does not forecast impressions (Google Ads API v25 no longer does). */
  impressions: number | null;
  cost: number;
  averageCpc: number;
}

export interface KeywordForecastResponse {
  source: KeywordSource;
  currency: string;
  weekly: WeeklyForecast;
}
