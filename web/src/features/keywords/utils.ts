import type { ApiErrorBody } from '@contract/errors';
import { KEYWORD_LIMITS, type Competition, type KeywordSource } from '@contract/keywords';
import type { MessageId } from '@/lib/i18n';

/** Where the figures come from, as the reader reads it. */
export const SOURCE_LABELS: Record<KeywordSource, MessageId> = {
  google: 'keywords.source.google',
  estimate: 'keywords.source.estimate',
  sample: 'keywords.source.sample',
};

export const COMPETITION_LABELS: Record<Competition, MessageId> = {
  LOW: 'keywords.competition.low',
  MEDIUM: 'keywords.competition.medium',
  HIGH: 'keywords.competition.high',
};

/** Below this many clicks a week a campaign learns too little to tell what works. */
export const MIN_LEARNING_CLICKS_PER_WEEK = 20;

/** A figure the answer does not have. */
export const MISSING = '—';

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

/** What went wrong: the server's own message (in the reader's language) when it sent one. */
export function failure(status: number, error: ApiErrorBody | undefined): { id: MessageId } | { text: string } {
  if (status === 0) return { id: 'keywords.error.network' };
  return error?.message ? { text: error.message } : { id: 'keywords.error.generic' };
}
