import { readFileSync } from 'node:fs';
import { enums, errors, type Hooks, type OnQueryStart, type OnServiceStart } from 'google-ads-api';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../errors.js';
import { GOOGLE_ADS_ERROR_ENUMS } from '../google-ads-client/errors.js';
import { estimatePlanner } from './estimate.js';
import { realKeywordPlanner, type PlanningSettings } from './real.js';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
const ideasFixture = fixture('generate-keyword-ideas') as { results: unknown[] };
const forecastFixture = fixture('generate-keyword-forecast-metrics');

/**
 * The real planner through google-ads-api's own service path: the library builds the request and
 * calls its hooks; `onServiceStart` answers with Google's recorded response (`cancel`) or throws
 * Google's failure. Nothing reaches the network. Requests are compared in protobuf JSON form (enum
 * names, int64 as strings): they are the library's own message objects.
 */
const settings: PlanningSettings = {
  clientId: 'client-id.apps.googleusercontent.com',
  clientSecret: 'client-secret',
  developerToken: 'dev-token',
  loginCustomerId: '999-888-7777',
  customerId: '123-456-7890',
  refreshToken: 'planning-refresh-token',
};

function fakeGoogle(answer: (method: string) => unknown) {
  const calls: { method: string; customerId: string; request: Record<string, unknown> }[] = [];
  const onServiceStart: OnServiceStart = ({ method, credentials, requestOptions, cancel }) => {
    calls.push({
      method,
      customerId: String(credentials.customer_id),
      request: JSON.parse(JSON.stringify(requestOptions)) as Record<string, unknown>,
    });
    cancel(answer(method));
  };
  const onQueryStart: OnQueryStart = ({ cancel }) => cancel([{ customer: { currency_code: 'USD' } }]);
  const hooks: Hooks = { onServiceStart, onQueryStart };
  return { hooks, calls };
}

const refusal = () =>
  new errors.GoogleAdsFailure({
    errors: [
      new errors.GoogleAdsError({
        error_code: new errors.ErrorCode({ authorization_error: GOOGLE_ADS_ERROR_ENUMS.AUTHORIZATION.DEVELOPER_TOKEN_NOT_APPROVED }),
        message: 'The developer token is only approved for use with test accounts.',
      }),
    ],
  });

const query = { seeds: ['emergency plumber'], url: undefined, location: 'Austin, Texas, United States', language: 'English' };
const now = () => Date.UTC(2026, 10, 23, 12);

describe('real keyword planner (google-ads-api, recorded answers)', { timeout: 30_000 }, () => {
  it('asks GenerateKeywordIdeas for the place and language and reads micros and the competition enum', async () => {
    const google = fakeGoogle(() => ideasFixture.results);
    const planner = realKeywordPlanner(settings, estimatePlanner(), { hooks: google.hooks, now });

    const answer = await planner.ideas({ ...query, url: 'https://plumber.example/' });

    expect(google.calls).toHaveLength(1);
    const [call] = google.calls;
    expect(call?.method).toBe('KeywordPlanIdeaService.GenerateKeywordIdeas');
    expect(call?.customerId).toBe('1234567890');
    expect(call?.request).toMatchObject({
      customer_id: '1234567890',
      language: 'languageConstants/1000',
      geo_target_constants: ['geoTargetConstants/2840'],
      include_adult_keywords: false,
      keyword_plan_network: 'GOOGLE_SEARCH',
      keyword_and_url_seed: { url: 'https://plumber.example/', keywords: ['emergency plumber'] },
    });
    expect(answer).toEqual({
      source: 'google',
      currency: 'USD',
      ideas: [
        { text: 'emergency plumber austin', avgMonthlySearches: 1900, competition: 'HIGH', lowTopOfPageBid: 9.12, highTopOfPageBid: 38.45 },
        { text: 'plumber near me', avgMonthlySearches: 33100, competition: 'MEDIUM', lowTopOfPageBid: 7.01, highTopOfPageBid: 29.87 },
        { text: 'water heater repair austin', avgMonthlySearches: 390, competition: 'LOW', lowTopOfPageBid: null, highTopOfPageBid: null },
      ],
    });
    // The enum values we send and read are the library's.
    expect(enums.KeywordPlanNetwork.GOOGLE_SEARCH).toBe(2);
    expect(enums.KeywordMatchType).toMatchObject({ EXACT: 2, PHRASE: 3, BROAD: 4 });
    expect(enums.KeywordPlanCompetitionLevel.HIGH).toBe(4);
    expect(enums.KeywordPlanCompetitionLevel.LOW).toBe(2);
  });

  it('asks GenerateKeywordForecastMetrics for next week at the daily budget and answers weekly figures', async () => {
    const google = fakeGoogle(() => forecastFixture);
    const planner = realKeywordPlanner(settings, estimatePlanner(), { hooks: google.hooks, now });

    const answer = await planner.forecast({
      keywords: [
        { text: 'emergency plumber', matchType: 'PHRASE' },
        { text: 'plumber austin', matchType: 'EXACT' },
      ],
      weeklyBudget: 175,
      location: query.location,
      language: 'English',
    });

    const [call] = google.calls;
    expect(call?.method).toBe('KeywordPlanIdeaService.GenerateKeywordForecastMetrics');
    expect(call?.request).toMatchObject({
      customer_id: '1234567890',
      currency_code: 'USD',
      forecast_period: { start_date: '2026-11-24', end_date: '2026-11-30' },
      campaign: {
        language_constants: ['languageConstants/1000'],
        geo_target_constants: ['geoTargetConstants/2840'],
        bidding_strategy: { maximize_clicks_bidding_strategy: { daily_target_spend_micros: '25000000' } },
        ad_groups: [
          {
            keywords: [
              { text: 'emergency plumber', match_type: 'PHRASE' },
              { text: 'plumber austin', match_type: 'EXACT' },
            ],
          },
        ],
      },
    });
    expect(answer).toEqual({
      source: 'google',
      currency: 'USD',
      weekly: { clicks: 12, impressions: null, cost: 148.96, averageCpc: 12.82 },
    });
  });

  it('falls back to the estimate when Google refuses planning to a token without Basic access', async () => {
    const google = fakeGoogle(() => {
      throw refusal();
    });
    const planner = realKeywordPlanner(settings, estimatePlanner(), { hooks: google.hooks, now });

    const ideas = await planner.ideas(query);
    expect(google.calls[0]?.method).toBe('KeywordPlanIdeaService.GenerateKeywordIdeas');
    expect(ideas.source).toBe('estimate');
    expect(ideas.ideas[0]).toMatchObject({ text: 'emergency plumber', avgMonthlySearches: null, competition: null });

    const forecast = await planner.forecast({
      keywords: [{ text: 'emergency plumber', matchType: 'BROAD' }],
      weeklyBudget: 100,
      location: query.location,
      language: 'English',
    });
    expect(forecast.source).toBe('estimate');
    expect(forecast.weekly.cost).toBeLessThanOrEqual(100);
  });

  it('maps other Google failures to our errors, and names a missing planning setting', async () => {
    const google = fakeGoogle(() => {
      throw new errors.GoogleAdsFailure({
        errors: [new errors.GoogleAdsError({ error_code: new errors.ErrorCode({ authentication_error: 18 }), message: 'revoked' })],
      });
    });
    await expect(realKeywordPlanner(settings, estimatePlanner(), { hooks: google.hooks }).ideas(query)).rejects.toBeInstanceOf(HttpError);

    const missing = realKeywordPlanner({ ...settings, refreshToken: undefined }, estimatePlanner());
    await expect(missing.ideas(query)).rejects.toMatchObject({
      code: 'NOT_CONFIGURED',
      message: expect.stringContaining('GOOGLE_ADS_PLANNING_REFRESH_TOKEN'),
    });
  });
});
