import { createHash } from 'node:crypto';
import type { ForecastQuery, IdeasQuery, KeywordPlanner } from '../adapters/keyword-planner/types.js';
import type { KeywordForecastResponse, KeywordIdeasResponse } from '../contract/keywords.js';
import { KEYWORD_LIMITS } from '../contract/keywords.js';
import { HttpError } from '../errors.js';
import { msg } from '../i18n/messages.js';
import { log } from '../logs.js';
import type { KeywordsRepo } from '../repos/keywords.js';
import { limitOf, type Reservation, type UsageService } from '../usage/usage.js';

/** The same request within this long is answered from Firestore, sparing Google's rate limits. */
export const KEYWORD_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Keyword research: plan allowance (feature `keyword_research`), a 24-hour Firestore cache of
 * identical requests (`keywordCache/{sha256}`, shared by all users: the answer does not depend on
 * who asks), and the planner chosen in the composition root.
 *
 * BASIC gets suggestions without figures, not counted against an allowance but capped per day
 * (the planner's quota is shared by the whole app); every other lookup takes one unit,
 * cached or not (the cache spares Google, not the allowance), and gives it back if the planner fails.
 */
export function keywordService(deps: {
  repo: KeywordsRepo;
  usage: UsageService;
  planner: KeywordPlanner;
  plannerName: string;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const { repo } = deps;

  async function cached<T>(kind: string, query: unknown, run: () => Promise<T>): Promise<{ value: T; hit: boolean }> {
    const key = createHash('sha256')
      .update(JSON.stringify({ kind, planner: deps.plannerName, query }))
      .digest('hex');
    const hit = await repo.cached(key, now(), KEYWORD_CACHE_TTL_MS);
    if (hit) return { value: hit.response as T, hit: true };
    const value = await run();
    await repo.cache(key, { kind, response: value, createdAt: now(), expiresAtMs: now() + KEYWORD_CACHE_TTL_MS });
    return { value, hit: false };
  }

  /**
   * Free ideas spend the app's shared Google Ads quota: at most KEYWORD_LIMITS.freeIdeasPerDay
   * planner calls per user and UTC day (`users/{uid}/usage/free-ideas-{day}`), taken atomically
   * and given back if the planner fails. Cached answers never get here.
   */
  async function freeDaily<T>(uid: string, run: () => Promise<T>): Promise<T> {
    const day = new Date(now()).toISOString().slice(0, 10);
    const taken = await repo.takeFreeIdea(uid, day, KEYWORD_LIMITS.freeIdeasPerDay);
    if (!taken) {
      log.limitReached(uid, 'free_keyword_ideas');
      throw new HttpError('LIMIT_REACHED', msg('limit.freeKeywordIdeas', { count: KEYWORD_LIMITS.freeIdeasPerDay }), {
        feature: 'keyword_research',
      });
    }
    try {
      return await run();
    } catch (error) {
      await repo.giveBackFreeIdea(uid, day).catch((e: unknown) => log.releaseFailed(uid, 'free_keyword_ideas', e));
      throw error;
    }
  }

  async function counted<T>(uid: string, run: () => Promise<T>): Promise<T> {
    const reservation: Reservation = await deps.usage.reserve(uid, 'keyword_research');
    try {
      return await run();
    } catch (error) {
      await deps.usage.release(reservation).catch((e: unknown) => log.releaseFailed(uid, 'keyword_research', e));
      throw error;
    }
  }

  return {
    async ideas(uid: string, query: IdeasQuery): Promise<KeywordIdeasResponse> {
      const { plan } = await deps.usage.status(uid);
      const normalized = { ...query, seeds: query.seeds.map((s) => s.toLowerCase()) };
      if (limitOf(plan, 'keyword_research') === 0) {
        const { value, hit } = await cached('ideas', normalized, () => freeDaily(uid, () => deps.planner.ideas(normalized)));
        log.keywordLookup(uid, 'ideas', value.source, hit, false);
        return {
          ...value,
          ideas: value.ideas.map((idea) => ({
            text: idea.text,
            avgMonthlySearches: null,
            competition: null,
            lowTopOfPageBid: null,
            highTopOfPageBid: null,
          })),
        };
      }
      return counted(uid, async () => {
        const { value, hit } = await cached('ideas', normalized, () => deps.planner.ideas(normalized));
        log.keywordLookup(uid, 'ideas', value.source, hit, true);
        return value;
      });
    },

    /** Forecasts are figures: BASIC is refused with 429 LIMIT_REACHED (its allowance is 0). */
    async forecast(uid: string, query: ForecastQuery): Promise<KeywordForecastResponse> {
      const normalized = { ...query, keywords: query.keywords.map((k) => ({ text: k.text.toLowerCase(), matchType: k.matchType })) };
      return counted(uid, async () => {
        const { value, hit } = await cached('forecast', normalized, () => deps.planner.forecast(normalized));
        log.keywordLookup(uid, 'forecast', value.source, hit, true);
        return value;
      });
    },
  };
}

export type KeywordService = ReturnType<typeof keywordService>;
