/**
 * Results of a campaign created in Google Ads, the suggestions they call for, and the changes
 * Pautia made. Money is in the account's currency (`currency`), as plain numbers; the
 * server's words (suggestions, history, serving problems) follow the request's language.
 */
import type { GoogleAdsCampaignStatus } from './campaign-fields.js';
import type { ActionResults } from './tracking.js';

export const RESULT_RANGES = ['LAST_7_DAYS', 'LAST_30_DAYS'] as const;
export type ResultRange = (typeof RESULT_RANGES)[number];
export const RANGE_DAYS: Record<ResultRange, number> = { LAST_7_DAYS: 7, LAST_30_DAYS: 30 };

/** A campaign's status in Google Ads: the one the campaign model keeps. */
export type { GoogleAdsCampaignStatus };

/** Results are cached this long per campaign and range. */
export const RESULTS_CACHE_MS = 60 * 60 * 1000;
/** A manual refresh is allowed at most this often. */
export const MANUAL_REFRESH_MS = 15 * 60 * 1000;
/** Google Ads API Explorer access: operations a day for the whole app (docs/product.md P8.3). */
export const APP_DAILY_OPERATIONS = 2880;
/** Each user's share of the day's operations. */
export const USER_DAILY_OPERATIONS = 120;

export interface Metrics {
  impressions: number;
  clicks: number;
  cost: number;
  conversions: number;
}

export interface Totals extends Metrics {
  /** clicks / impressions (0..1). */
  ctr: number;
  averageCpc: number;
  /** null when there were no conversions. */
  costPerConversion: number | null;
  /** conversions / clicks (0..1). */
  conversionRate: number;
}

export interface DailyFigures extends Metrics {
  /** YYYY-MM-DD in the account's time zone. */
  date: string;
}

export interface AdGroupRow extends Totals {
  id: string;
  name: string;
  status: string;
}

export interface KeywordRow extends Totals {
  id: string;
  adGroupId: string;
  adGroupName: string;
  text: string;
  matchType: 'EXACT' | 'PHRASE' | 'BROAD';
  status: string;
}

export interface SearchTermRow extends Totals {
  term: string;
  adGroupName: string;
  /** ADDED, EXCLUDED, ADDED_EXCLUDED or NONE, as Google reports it. */
  status: string;
}

export type PerformanceLabel = 'BEST' | 'GOOD' | 'LOW' | 'LEARNING' | 'PENDING' | 'UNKNOWN';

export interface AdAsset {
  text: string;
  performanceLabel: PerformanceLabel;
}

export interface AdRow extends Totals {
  id: string;
  adGroupId: string;
  adGroupName: string;
  /** 'A' for the first ad of its ad group, 'B' for the variant. */
  variant: 'A' | 'B';
  status: string;
  headlines: AdAsset[];
  descriptions: AdAsset[];
}

/**
 * One Google Ads change, as a suggestion proposes it and the history records it. Once applied, a
 * change keeps the resource names Google gave what it created, so it can be undone;
 * the last three kinds are undos only.
 */
export type ResultsChange =
  | { kind: 'ADD_NEGATIVES'; terms: string[]; resourceNames?: string[] }
  | { kind: 'SET_BUDGET'; fromDaily: number; toDaily: number }
  | { kind: 'REPLACE_HEADLINES'; adId: string; adGroupId: string; remove: string[]; add: string[]; adGroupName?: string }
  | {
      kind: 'WIDEN_MATCH';
      keywordId: string;
      adGroupId: string;
      text: string;
      from: 'EXACT';
      to: 'PHRASE';
      adGroupName?: string;
      resourceName?: string;
    }
  | { kind: 'PAUSE_KEYWORD'; keywordId: string; adGroupId: string; text: string; adGroupName?: string }
  | { kind: 'SET_STATUS'; status: 'ENABLED' | 'PAUSED' }
  | { kind: 'REMOVE_NEGATIVES'; terms: string[]; resourceNames: string[] }
  | { kind: 'ENABLE_KEYWORD'; keywordId: string; adGroupId: string; text: string; adGroupName?: string }
  | { kind: 'REMOVE_KEYWORD'; resourceName: string; adGroupId: string; text: string; adGroupName?: string }
  /**
   * The A/B plan's ad B as a second responsive search ad in its ad group; once
   * applied, `resourceName` is the ad group ad Google created, which an undo removes.
   */
  | {
      kind: 'ADD_AD_VARIANT';
      adGroupId: string;
      adGroupName?: string;
      finalUrl: string;
      headlines: string[];
      descriptions: string[];
      /** Ad B's angle, in the campaign's language (what it tries). */
      angle?: string;
      /** Clicks each ad needs before the test decides (the A/B plan's). */
      clicksPerAd?: number;
      resourceName?: string;
    }
  | { kind: 'REMOVE_AD'; resourceName: string; adGroupId: string; adGroupName?: string; headlines: string[] }
  /** The campaign's bid strategy (Maximize clicks ⇄ Maximize conversions); its undo is the same kind, reversed. */
  | { kind: 'SET_BIDDING'; from: Bidding; to: Bidding };

/** The bid strategies Pautia sets: Maximize clicks (target spend) or Maximize conversions. */
export type Bidding = 'MAXIMIZE_CLICKS' | 'MAXIMIZE_CONVERSIONS';

/** Changes only an undo makes. */
export type UndoOnlyChange = Extract<
  ResultsChange,
  { kind: 'SET_STATUS' | 'REMOVE_NEGATIVES' | 'ENABLE_KEYWORD' | 'REMOVE_KEYWORD' | 'REMOVE_AD' }
>;

/** An applied change can be undone for this long. */
export const UNDO_DAYS = 30;

export type SuggestionKind = 'NEGATIVES' | 'BUDGET' | 'HEADLINES' | 'KEYWORD' | 'CONVERSION_TRACKING' | 'AB_TEST' | 'BIDDING';

export interface Suggestion {
  id: string;
  kind: SuggestionKind;
  title: string;
  detail: string;
  /** null for advice that is not a Google Ads change (conversion tracking is set up by the owner). */
  change: Exclude<ResultsChange, UndoOnlyChange> | null;
}

/**
 * POST …/suggestions/{id}/apply body (optional): for a list suggestion, the items the owner ticked —
 * search terms of a negatives suggestion, headlines to replace of a headlines one. Absent: all.
 */
export interface ApplyRequest {
  items?: string[];
}

export interface ChangeRecord {
  id: string;
  /** ISO time. */
  at: string;
  change: ResultsChange;
  /** What was changed, in words. */
  description: string;
  result: 'APPLIED' | 'FAILED';
  /** Google's answer in words (resource names, or why it failed). */
  message: string;
  /** The ad group it changed, when it changed one. */
  adGroupName?: string;
  /** What it was before and after, in words. */
  before?: string;
  after?: string;
  /** The change this one undid. */
  undoOf?: string;
  /** When this change was undone (ISO), if it was. */
  undoneAt?: string;
  /** It can be undone now: applied, not an undo itself, not undone, within UNDO_DAYS, with what an undo needs. */
  undoable?: boolean;
}

export interface ProportionTest {
  a: { successes: number; trials: number; rate: number };
  b: { successes: number; trials: number; rate: number };
  z: number;
  /** Two-sided p-value. */
  pValue: number;
  significant: boolean;
}

export interface AbComparison {
  adGroupName: string;
  adA: string;
  adB: string;
  /** Which test was used, in words in the reader's language ('two-proportion z-test (two-sided, 95% confidence)' in English). */
  method: string;
  ctr: ProportionTest;
  conversionRate: ProportionTest;
  winner: 'A' | 'B' | null;
  recommendation: string;
  /**
   * The sample the test needs before it decides: clicks per ad, and each ad's
   * clicks so far. No verdict until both have it; absent in answers cached before it.
   */
  sample?: { neededClicks: number; a: number; b: number; enough: boolean };
  /** 1 − p of the deciding test when there is a verdict (0.97 = 97% confidence), else null. */
  confidence?: number | null;
}

export interface ResultsResponse {
  source: 'google' | 'sandbox';
  range: ResultRange;
  /** When the figures were read from Google (ISO). */
  fetchedAt: string;
  /** When a manual refresh is next allowed (ISO). */
  refreshAvailableAt: string;
  status: GoogleAdsCampaignStatus;
  /** Why the campaign does not serve, in words. */
  servingProblems: string[];
  /** The Google Ads account's currency (ISO 4217) every amount here is in; absent: USD. */
  currency?: string;
  dailyBudget: number;
  conversionTracking: boolean;
  totals: Totals;
  previousTotals: Totals;
  daily: DailyFigures[];
  adGroups: AdGroupRow[];
  keywords: KeywordRow[];
  searchTerms: SearchTermRow[];
  ads: AdRow[];
  suggestions: Suggestion[];
  abTest: AbComparison | null;
  history: ChangeRecord[];
  /** The plain verdict at the top; absent in answers cached before it. */
  verdict?: Verdict;
  /** Set when stale figures are shown because the operations budget is spent. */
  notice?: string;
  /**
   * Conversion tracking read back: each of the campaign's conversion actions with its conversions
   * from this campaign in the range, its cost per conversion (the range's cost over them, in
   * `currency`) and its tracking state. Absent in answers cached before it.
   */
  conversionsByAction?: ActionResults[];
  /** The campaign's bid strategy as Google Ads reports it ('OTHER': one Pautia does not set). */
  bidding?: Bidding | 'OTHER';
}

export interface StatusRequest {
  status: 'ENABLED' | 'PAUSED';
}

export interface StatusResponse {
  status: GoogleAdsCampaignStatus;
  change: ChangeRecord;
  history: ChangeRecord[];
}

export interface ApplyResponse {
  change: ChangeRecord;
  history: ChangeRecord[];
}

/** The verdict at the top of the results: good, watch or act. */
export type VerdictLevel = 'GOOD' | 'WATCH' | 'ACT';

/** What a verdict figure is measured against. */
export type VerdictBasis = 'TARGET' | 'TYPICAL' | 'BUDGET';

export interface VerdictFigure {
  key: 'COST_PER_RESULT' | 'RESULTS' | 'CTR' | 'COST' | 'CLICKS' | 'CONVERSION_RATE';
  /** Money in the account's currency; rates 0..1; null when there is nothing to divide by. */
  value: number | null;
  /** The figure it is measured against (same unit), and what that is. */
  compare: number | null;
  basis: VerdictBasis | null;
}

export interface Verdict {
  level: VerdictLevel;
  /** One sentence, in the reader's language, amounts with their currency. */
  title: string;
  /** Why, in plain words. */
  detail: string;
  /** The three numbers that support it. */
  figures: VerdictFigure[];
  /** The one next step. */
  nextStep: string;
  /** The target cost per result (five results a week from the budget), in the account's currency. */
  targetCostPerResult: number;
  /** What the verdict counts: clicks until a conversion action records, then customers. */
  basis?: 'CLICKS' | 'CUSTOMERS';
  /** A tracking problem to fix (a tag gone silent), in the reader's language. */
  trackingNote?: string;
}
