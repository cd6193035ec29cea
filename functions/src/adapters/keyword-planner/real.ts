import type { Customer, GoogleAdsApi, Hooks } from 'google-ads-api';
import type { Config } from '../../config.js';
import type { Competition, KeywordForecastResponse, KeywordIdeasResponse } from '../../contract/keywords.js';
import { HttpError, notConfigured } from '../../errors.js';
import { log } from '../../logs.js';
import { GOOGLE_ADS_ERROR_ENUMS, isGoogleAdsFailure, mapGoogleAdsError } from '../google-ads-client/errors.js';
import { resolveTargeting } from './targeting.js';
import { cents, type ForecastQuery, type IdeasQuery, type KeywordPlanner } from './types.js';

type GoogleAdsLibrary = typeof import('google-ads-api');

export interface PlanningSettings {
  clientId: string | undefined;
  clientSecret: string | undefined;
  developerToken: string | undefined;
  loginCustomerId: string | undefined;
  /** GOOGLE_ADS_PLANNING_CUSTOMER_ID: the app's own account used for planning. */
  customerId: string | undefined;
  /** GOOGLE_ADS_PLANNING_REFRESH_TOKEN */
  refreshToken: string | undefined;
}

export function planningSettings(config: Config): PlanningSettings {
  return { ...config.googleAds, customerId: config.keywordPlanning.customerId, refreshToken: config.keywordPlanning.refreshToken };
}

const MAX_IDEAS = 50;
const MICROS = 1_000_000;
// KeywordPlanNetwork.GOOGLE_SEARCH; KeywordPlanCompetitionLevel LOW/MEDIUM/HIGH.
const GOOGLE_SEARCH = 2;
const COMPETITION: Record<number, Competition> = { 2: 'LOW', 3: 'MEDIUM', 4: 'HIGH' };
const MATCH_TYPE = { EXACT: 2, PHRASE: 3, BROAD: 4 } as const;

/**
 * Access refusals of a developer token below Basic access (Explorer / test-only): planning services
 * are refused, so the estimate answers instead.
 */
export function isPlanningAccessRefusal(error: unknown): boolean {
  if (!isGoogleAdsFailure(error)) return false;
  const a = GOOGLE_ADS_ERROR_ENUMS.AUTHORIZATION;
  return error.errors.some((e) => {
    const code = e.error_code?.['authorization_error'];
    return (
      typeof code === 'number' &&
      [a.DEVELOPER_TOKEN_NOT_APPROVED, a.DEVELOPER_TOKEN_PROHIBITED, a.CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION].includes(code as 10)
    );
  });
}

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(String(value));
  return Number.isFinite(n) ? n : null;
};
const fromMicros = (value: unknown): number | null => {
  const n = toNumber(value);
  return n === null ? null : cents(n / MICROS);
};

/** `YYYY-MM-DD`, UTC, `days` from now. */
const isoDay = (now: number, days: number) => new Date(now + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Google's Keyword Planner: KeywordPlanIdeaService GenerateKeywordIdeas and
 * GenerateKeywordForecastMetrics through `google-ads-api`, with the app's planning account. A token
 * without Basic access is refused by Google; those calls are answered by `fallback` (the estimate).
 */
export function realKeywordPlanner(
  settings: PlanningSettings,
  fallback: KeywordPlanner,
  deps: { hooks?: Hooks; now?: () => number } = {},
): KeywordPlanner {
  let library: Promise<GoogleAdsLibrary> | undefined;
  let currency: string | undefined;
  const now = deps.now ?? Date.now;

  async function customer(): Promise<{ lib: GoogleAdsLibrary; customer: Customer; customerId: string }> {
    if (!settings.clientId) throw notConfigured('GOOGLE_OAUTH_CLIENT_ID');
    if (!settings.clientSecret) throw notConfigured('GOOGLE_OAUTH_CLIENT_SECRET');
    if (!settings.developerToken) throw notConfigured('GOOGLE_ADS_DEVELOPER_TOKEN');
    if (!settings.customerId) throw notConfigured('GOOGLE_ADS_PLANNING_CUSTOMER_ID');
    if (!settings.refreshToken) throw notConfigured('GOOGLE_ADS_PLANNING_REFRESH_TOKEN');
    const lib = await (library ??= import('google-ads-api'));
    const client: GoogleAdsApi = new lib.GoogleAdsApi({
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      developer_token: settings.developerToken,
    });
    const customerId = settings.customerId.replace(/-/g, '');
    const c = client.Customer(
      {
        customer_id: customerId,
        refresh_token: settings.refreshToken,
        login_customer_id: settings.loginCustomerId?.replace(/-/g, '') || undefined,
      },
      deps.hooks,
    );
    return { lib, customer: c, customerId };
  }

  async function withFallback<T>(what: string, run: () => Promise<T>, fallbackRun: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (isPlanningAccessRefusal(error)) {
        log.keywordPlanningRefused(what);
        return fallbackRun();
      }
      throw mapGoogleAdsError(error);
    }
  }

  return {
    ideas: (query: IdeasQuery) =>
      withFallback(
        'GenerateKeywordIdeas',
        async (): Promise<KeywordIdeasResponse> => {
          const { lib, customer: c, customerId } = await customer();
          const targeting = await resolveTargeting(query);
          const seed = query.url
            ? query.seeds.length
              ? { keyword_and_url_seed: { url: query.url, keywords: query.seeds } }
              : { url_seed: { url: query.url } }
            : { keyword_seed: { keywords: query.seeds } };
          const request = new lib.services.GenerateKeywordIdeasRequest({
            customer_id: customerId,
            language: targeting.languageConstant,
            geo_target_constants: targeting.geoTargetConstants,
            include_adult_keywords: false,
            keyword_plan_network: GOOGLE_SEARCH,
            page_size: MAX_IDEAS,
            ...seed,
          });
          const response = (await c.keywordPlanIdeas.generateKeywordIdeas(request)) as unknown;
          // The library returns the page's results (an array) or the whole response, by version.
          const results = (Array.isArray(response) ? response : ((response as { results?: unknown[] } | null)?.results ?? [])) as {
            text?: string | null;
            keyword_idea_metrics?: Record<string, unknown> | null;
          }[];
          currency ??= await accountCurrency(c);
          return {
            source: 'google',
            currency,
            ideas: results.slice(0, MAX_IDEAS).flatMap((r) => {
              if (!r.text) return [];
              const m = r.keyword_idea_metrics ?? {};
              const competition = toNumber(m['competition']);
              return [
                {
                  text: r.text,
                  avgMonthlySearches: toNumber(m['avg_monthly_searches']),
                  competition: competition === null ? null : (COMPETITION[competition] ?? null),
                  lowTopOfPageBid: fromMicros(m['low_top_of_page_bid_micros']),
                  highTopOfPageBid: fromMicros(m['high_top_of_page_bid_micros']),
                },
              ];
            }),
          };
        },
        () => fallback.ideas(query),
      ),

    forecast: (query: ForecastQuery) =>
      withFallback(
        'GenerateKeywordForecastMetrics',
        async (): Promise<KeywordForecastResponse> => {
          const { lib, customer: c, customerId } = await customer();
          const targeting = await resolveTargeting(query);
          const request = new lib.services.GenerateKeywordForecastMetricsRequest({
            customer_id: customerId,
            // Budgets are USD (SPEC); Google forecasts in the currency asked for.
            currency_code: 'USD',
            forecast_period: { start_date: isoDay(now(), 1), end_date: isoDay(now(), 7) },
            campaign: {
              language_constants: [targeting.languageConstant],
              geo_target_constants: targeting.geoTargetConstants,
              bidding_strategy: {
                maximize_clicks_bidding_strategy: { daily_target_spend_micros: Math.round((query.weeklyBudget / 7) * MICROS) },
              },
              ad_groups: [{ keywords: query.keywords.map((k) => ({ text: k.text, match_type: MATCH_TYPE[k.matchType] })) }],
            },
          });
          const response = await c.keywordPlanIdeas.generateKeywordForecastMetrics(request);
          const m = (response?.campaign_forecast_metrics ?? {}) as Record<string, unknown>;
          const clicks = Math.round(toNumber(m['clicks']) ?? 0);
          const cost = fromMicros(m['cost_micros']) ?? 0;
          const averageCpc = fromMicros(m['average_cpc_micros']) ?? (clicks > 0 ? cents(cost / clicks) : 0);
          // v25's KeywordForecastMetrics has no impressions.
          const impressions = toNumber(m['impressions']);
          return {
            source: 'google',
            currency: 'USD',
            weekly: { clicks, impressions: impressions === null ? null : Math.round(impressions), cost, averageCpc },
          };
        },
        () => fallback.forecast(query),
      ),
  };
}

async function accountCurrency(c: Customer): Promise<string> {
  const [row] = await c.query('SELECT customer.currency_code FROM customer LIMIT 1');
  return row?.customer?.currency_code ?? 'USD';
}
