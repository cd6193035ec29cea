import type { ResultsResponse } from '../contract/results.js';
import type { CachedSuggestion } from './suggestions.js';
import type { ServingFacts } from './text.js';

/** What is cached per campaign and range (the history is read fresh on every view). */
export type CachedResults = Omit<ResultsResponse, 'history' | 'refreshAvailableAt' | 'notice' | 'suggestions' | 'currency'> & {
  /** Internal: the budget a SET_BUDGET change updates. */
  budgetResourceName: string;
  /** Absent in entries cached before the results spoke the reader's language (then USD). */
  currency?: string;
  /** Internal: what the serving problems are written from, in the reader's language. */
  serving?: ServingFacts;
  /** With their facts (internal), written in the reader's language when answered. */
  suggestions: CachedSuggestion[];
};
