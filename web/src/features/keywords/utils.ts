import type { ApiErrorBody } from '@contract/errors';
import { KEYWORD_LIMITS, KEYWORD_SOURCE_LABELS, type KeywordSource } from '@contract/keywords';

export const sourceLabel = (source: KeywordSource) => KEYWORD_SOURCE_LABELS[source];

/** Below this many clicks a week a campaign learns too little to tell what works. */
export const MIN_LEARNING_CLICKS_PER_WEEK = 20;

export const splitKeywords = (text: string) =>
  text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

/** The seeds sent for ideas: the form's keywords, as many as the API takes. */
export const seedsFrom = (text: string) =>
  splitKeywords(text)
    .filter((k) => k.length <= KEYWORD_LIMITS.maxKeywordLength)
    .slice(0, KEYWORD_LIMITS.maxSeeds);

export const isLimitReached = (status: number, error: ApiErrorBody | undefined) => status === 429 && error?.error === 'LIMIT_REACHED';

export function money(value: number | null, currency: string): string {
  if (value === null) return '—';
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 2 }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

export const count = (value: number | null) => (value === null ? '—' : new Intl.NumberFormat('en-US').format(value));

export function failureMessage(status: number, error: ApiErrorBody | undefined): string {
  if (status === 0) return 'We could not reach the server. Check your connection and try again.';
  return error?.message ?? 'Something went wrong. Please try again.';
}
