import { enums, errors, type Hooks, type OnMutationStart, type OnQueryStart, type OnServiceStart } from 'google-ads-api';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { fieldsOfPayload } from '../../contract/campaigns.js';
import { HttpError } from '../../errors.js';
import { GOOGLE_ADS_ERROR_ENUMS, mapGoogleAdsError } from '../google-ads-client/errors.js';
import { buildCampaignOperations } from './operations.js';
import { createRealGoogleAdsAdapter, GOOGLE_TOKEN_URL } from './real.js';

/**
 * The real adapter driven through google-ads-api itself, with its hooks as the seam: every call is
 * short-circuited in its `on…Start` hook (`cancel(result)` answers for Google, a throw is Google's
 * failure). Nothing reaches the network.
 */

const settings: Config['googleAds'] = {
  clientId: 'client-id.apps.googleusercontent.com',
  clientSecret: 'client-secret',
  developerToken: 'dev-token',
  loginCustomerId: undefined,
  customerId: undefined,
};

const payload = fieldsOfPayload({
  objective: 'Sales',
  description: 'Bright Smile Dental offers teeth whitening and check-ups in Austin for the whole family.',
  type: 'Search',
  location: 'Austin, Texas, United States',
  language: 'English',
  keywords: 'teeth whitening, family dentist',
  negativeKeywords: 'free',
  link1: 'https://brightsmile.example/',
  link2: '',
  link3: '',
  link4: '',
  budget: 140,
});

const input = { uid: 'u1', refreshToken: 'refresh-token-1', payload, strategy: undefined, campaignName: 'Bright Smile (abc)' };

interface Recorded {
  services: { method: string; customerId: string; request: unknown }[];
  queries: { customerId: string; query: string }[];
  mutations: { customerId: string; method: string; mutations: unknown[] }[];
}

/** Google as the hooks answer it. */
function fakeGoogle(
  options: {
    accessible?: string[];
    accounts?: Record<string, { manager: boolean; status: number; currency_code: string }>;
    suggestions?: { resource_name: string; country_code: string; status: number; target_type?: string }[];
    conversionActions?: boolean;
    /** Conversions the account recorded in the last 30 days. */
    conversions?: number;
    mutationFailure?: unknown;
  } = {},
): { hooks: Hooks; recorded: Recorded } {
  const recorded: Recorded = { services: [], queries: [], mutations: [] };
  const accounts = options.accounts ?? { '1112223333': { manager: false, status: enums.CustomerStatus.ENABLED, currency_code: 'USD' } };

  const onServiceStart: OnServiceStart = ({ method, credentials, requestOptions, cancel }) => {
    recorded.services.push({ method, customerId: String(credentials.customer_id), request: requestOptions });
    if (method === 'CustomerService.ListAccessibleCustomers') {
      cancel({ resource_names: (options.accessible ?? Object.keys(accounts)).map((id) => `customers/${id}`) });
    } else if (method === 'GeoTargetConstantService.SuggestGeoTargetConstants') {
      cancel({ geo_target_constant_suggestions: (options.suggestions ?? []).map((g) => ({ geo_target_constant: g })) });
    } else {
      throw new Error(`unexpected service call ${method}`);
    }
  };
  const onQueryStart: OnQueryStart = ({ credentials, query, cancel }) => {
    const id = String(credentials.customer_id);
    recorded.queries.push({ customerId: id, query });
    const account = accounts[id];
    if (query.includes('FROM conversion_action WHERE conversion_action.status')) {
      return cancel(
        options.conversionActions
          ? [
              {
                conversion_action: {
                  resource_name: `customers/${id}/conversionActions/1`,
                  name: 'Pautia - Order placed',
                  type: 8,
                  status: 2,
                },
              },
            ]
          : [],
      );
    }
    if (query.includes('FROM conversion_action')) {
      // The tags of the actions named in the query, as Google answers them.
      const names = [...query.matchAll(/'(customers\/[^']+)'/g)].map((m) => m[1]!);
      return cancel(
        names.map((resource_name) => ({
          conversion_action: {
            resource_name,
            tag_snippets: [
              { type: 2, page_format: 2, global_site_tag: '<script>gtag</script>', event_snippet: `<script>${resource_name}</script>` },
            ],
          },
        })),
      );
    }
    if (query.includes('metrics.conversions')) return cancel([{ metrics: { conversions: options.conversions ?? 0 } }]);
    cancel(account ? [{ customer: { id: Number(id), ...account } }] : []);
  };
  const onMutationStart: OnMutationStart = ({ credentials, method, cancel, ...rest }) => {
    const mutations = 'mutations' in rest ? rest.mutations : [];
    recorded.mutations.push({ customerId: String(credentials.customer_id), method, mutations });
    if (options.mutationFailure) throw options.mutationFailure;
    const id = String(credentials.customer_id);
    cancel({
      mutate_operation_responses: mutations.map((m: { entity: string }, i: number) =>
        m.entity === 'campaign'
          ? { campaign_result: { resource_name: `customers/${id}/campaigns/987654321` } }
          : { [`${m.entity}_result`]: { resource_name: `customers/${id}/${m.entity}/${i}` } },
      ),
    });
  };
  return { hooks: { onServiceStart, onQueryStart, onMutationStart }, recorded };
}

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw new Error(`expected an HttpError, got ${String(error)}`);
  }
  throw new Error('expected a failure');
}

const googleAdsFailure = (error_code: Record<string, number>, message = 'Something is wrong.') =>
  new errors.GoogleAdsFailure({ errors: [new errors.GoogleAdsError({ error_code: new errors.ErrorCode(error_code), message })] });

describe('createCampaign through google-ads-api', () => {
  it('chooses the first enabled, non-manager account, resolves the place, and sends the built operations in one mutate', async () => {
    const google = fakeGoogle({
      accessible: ['9990001111', '1112223333'],
      accounts: {
        '9990001111': { manager: true, status: enums.CustomerStatus.ENABLED, currency_code: 'USD' },
        '1112223333': { manager: false, status: enums.CustomerStatus.ENABLED, currency_code: 'USD' },
      },
      suggestions: [
        {
          resource_name: 'geoTargetConstants/21176',
          country_code: 'US',
          status: enums.GeoTargetConstantStatus.ENABLED,
          target_type: 'State',
        },
        {
          resource_name: 'geoTargetConstants/1026201',
          country_code: 'US',
          status: enums.GeoTargetConstantStatus.ENABLED,
          target_type: 'City',
        },
      ],
    });
    const adapter = createRealGoogleAdsAdapter(settings, { hooks: google.hooks });

    const created = await adapter.createCampaign(input);

    expect(created).toMatchObject({ customerId: '1112223333', campaignResourceName: 'customers/1112223333/campaigns/987654321' });
    // Each candidate account, then the chosen one's conversions and conversion actions (for bidding and reuse).
    expect(google.recorded.queries.slice(0, 4).map((q) => q.customerId)).toEqual(['9990001111', '1112223333', '1112223333', '1112223333']);
    // The free text is resolved to a city first, then to Google's constant of the same kind.
    const suggest = google.recorded.services.find((s) => s.method === 'GeoTargetConstantService.SuggestGeoTargetConstants');
    expect(suggest?.request).toMatchObject({
      locale: 'en',
      country_code: 'US',
      location_names: { names: ['Austin, Texas, United States'] },
    });

    // The conversion action first (the account has none: created), then the campaign in one mutate.
    expect(google.recorded.mutations).toHaveLength(2);
    const [actions, mutation] = google.recorded.mutations;
    expect((actions?.mutations as { entity: string; resource: { name: string } }[]).map((m) => [m.entity, m.resource.name])).toEqual([
      ['conversion_action', 'Pautia - Order placed'],
    ]);
    expect(created.conversionActions).toEqual([
      {
        kind: 'FORM_OR_ORDER',
        name: 'Pautia - Order placed',
        resourceName: 'customers/1112223333/conversion_action/0',
        reused: false,
        tag: {
          type: 'WEBPAGE',
          globalSiteTag: '<script>gtag</script>',
          eventSnippet: '<script>customers/1112223333/conversion_action/0</script>',
        },
      },
    ]);
    expect(mutation?.method).toBe('GoogleAdsService.mutate');
    expect(mutation?.customerId).toBe('1112223333');
    const expected = buildCampaignOperations(payload, undefined, {
      customerId: '1112223333',
      campaignName: 'Bright Smile (abc)',
      geoTargetConstants: ['geoTargetConstants/1026201'],
      languageConstant: 'languageConstants/1000',
      languageCode: 'en',
    }).operations;
    expect(mutation?.mutations).toEqual(expected);
  });

  it('uses the configured account (GOOGLE_ADS_CUSTOMER_ID) without listing, and the login customer id', async () => {
    const google = fakeGoogle({
      accounts: { '5556667777': { manager: false, status: enums.CustomerStatus.ENABLED, currency_code: 'USD' } },
    });
    const adapter = createRealGoogleAdsAdapter(
      { ...settings, customerId: '555-666-7777', loginCustomerId: '123-000-0000' },
      { hooks: google.hooks },
    );
    const created = await adapter.createCampaign({ ...input, payload: { ...payload, location: 'United States' } });
    expect(created.customerId).toBe('5556667777');
    expect(google.recorded.services.map((s) => s.method)).not.toContain('CustomerService.ListAccessibleCustomers');
    // A plain country needs no suggestion: the built-in table has it.
    expect(google.recorded.services).toHaveLength(0);
  });

  it('targets a radius around the city when Google suggests no city for it, never the whole country', async () => {
    const google = fakeGoogle({ suggestions: [] });
    await createRealGoogleAdsAdapter(settings, { hooks: google.hooks }).createCampaign(input);
    const ops = google.recorded.mutations.at(-1)?.mutations as {
      entity: string;
      resource: { location?: unknown; proximity?: { radius: number } };
    }[];
    expect(ops.filter((o) => o.resource.location)).toEqual([]);
    expect(ops.filter((o) => o.resource.proximity).map((o) => o.resource.proximity?.radius)).toEqual([15]);
  });

  it('creates in an account billed in another currency, at the stated rate; bids for conversions when it measures them', async () => {
    const pesos = fakeGoogle({
      accounts: { '1112223333': { manager: false, status: enums.CustomerStatus.ENABLED, currency_code: 'ARS' } },
      conversionActions: true,
      conversions: 15,
    });
    await createRealGoogleAdsAdapter(settings, { hooks: pesos.hooks }).createCampaign({ ...input, choices: { usdRate: 1450 } });
    // The account's own "Order placed" action is reused: only the campaign is sent.
    expect(pesos.recorded.mutations).toHaveLength(1);
    const ops = pesos.recorded.mutations[0]?.mutations as {
      entity: string;
      resource: { amount_micros?: number; maximize_conversions?: unknown };
    }[];
    expect(ops.find((o) => o.entity === 'campaign_budget')?.resource.amount_micros).toBe(29_000_000_000); // 140 USD × 1450 / 7
    expect(ops.find((o) => o.entity === 'campaign')?.resource.maximize_conversions).toEqual({});

    const managersOnly = fakeGoogle({
      accounts: { '9990001111': { manager: true, status: enums.CustomerStatus.ENABLED, currency_code: 'USD' } },
    });
    const none = await failureOf(createRealGoogleAdsAdapter(settings, { hooks: managersOnly.hooks }).createCampaign(input));
    expect(none).toMatchObject({ status: 403, code: 'GOOGLE_ADS_NOT_CONNECTED' });
  });

  const { AUTHENTICATION: AUTHN, AUTHORIZATION: AUTHZ } = GOOGLE_ADS_ERROR_ENUMS;
  it.each([
    ['a revoked token', 401, 'GOOGLE_ADS_TOKEN_INVALID', { authentication_error: AUTHN.OAUTH_TOKEN_REVOKED }],
    ['an expired token', 401, 'GOOGLE_ADS_TOKEN_INVALID', { authentication_error: AUTHN.OAUTH_TOKEN_EXPIRED }],
    ['a Google account without Google Ads', 403, 'GOOGLE_ADS_NOT_CONNECTED', { authentication_error: AUTHN.NOT_ADS_USER }],
    ['no permission on the account', 403, 'GOOGLE_ADS_NOT_CONNECTED', { authorization_error: AUTHZ.USER_PERMISSION_DENIED }],
    ['an account whose setup is unfinished', 409, 'CONFLICT', { authorization_error: AUTHZ.CUSTOMER_NOT_ENABLED }],
    ['an unapproved developer token', 503, 'NOT_CONFIGURED', { authorization_error: AUTHZ.DEVELOPER_TOKEN_NOT_APPROVED }],
    [
      'a Test-level Cloud project on a real account',
      503,
      'NOT_CONFIGURED',
      { authorization_error: AUTHZ.CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION },
    ],
    ['a quota error', 502, 'UPSTREAM_FAILED', { quota_error: 2 }],
    ['a policy finding', 400, 'INVALID_REQUEST', { policy_finding_error: 2 }],
    ['any other error', 502, 'UPSTREAM_FAILED', { campaign_budget_error: 17 }],
  ])("maps Google's failure for %s to %i %s", async (_what, status, code, errorCode) => {
    const google = fakeGoogle({ mutationFailure: googleAdsFailure(errorCode, 'Too low.') });
    const error = await failureOf(createRealGoogleAdsAdapter(settings, { hooks: google.hooks }).createCampaign(input));
    expect(error).toMatchObject({ status, code });
    expect(error.message).not.toMatch(/\n\s+at |node_modules|refresh-token-1/);
  });

  it("includes Google's own words for a refusal, and never a stack", async () => {
    const google = fakeGoogle({ mutationFailure: googleAdsFailure({ campaign_budget_error: 17 }, 'The budget amount is too small.') });
    const error = await failureOf(createRealGoogleAdsAdapter(settings, { hooks: google.hooks }).createCampaign(input));
    expect(error.message).toBe(
      'Google Ads did not accept the campaign, so nothing was created. Google Ads says: "The budget amount is too small."',
    );
  });

  it('maps an invalid_grant from the token refresh and gRPC failures', async () => {
    const grant = Object.assign(new Error('invalid_grant'), {
      response: { data: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } },
    });
    const unavailable = Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 });
    const deadline = Object.assign(new Error('4 DEADLINE_EXCEEDED'), { code: 4 });
    const metadata = Object.assign(new Error('16 UNAUTHENTICATED: Getting metadata from plugin failed with error: invalid_grant'), {
      code: 16,
    });
    const results = [];
    for (const failure of [grant, unavailable, deadline, metadata]) {
      const google = fakeGoogle({ mutationFailure: failure });
      results.push(await failureOf(createRealGoogleAdsAdapter(settings, { hooks: google.hooks }).createCampaign(input)));
    }
    expect(results.map((e) => [e.status, e.code])).toEqual([
      [401, 'GOOGLE_ADS_TOKEN_INVALID'],
      [502, 'UPSTREAM_FAILED'],
      [504, 'UPSTREAM_TIMEOUT'],
      [401, 'GOOGLE_ADS_TOKEN_INVALID'],
    ]);
    expect(mapGoogleAdsError(new TypeError('x is undefined'))).toMatchObject({
      status: 502,
      message: "We couldn't create the campaign in Google Ads. Please try again.",
    });
  });

  it('says in plain words which Cloud-project access level is needed and where to apply', () => {
    const test = mapGoogleAdsError(
      googleAdsFailure(
        { authorization_error: AUTHZ.CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION },
        'The Google Cloud project is not approved.',
      ),
    );
    expect(test).toMatchObject({ status: 503, code: 'NOT_CONFIGURED' });
    expect(test.message).toContain('Test access');
    expect(test.message).toContain('Explorer access or higher');
    expect(test.message).toContain('https://console.cloud.google.com/google/ads-apis/overview');
    const explorer = mapGoogleAdsError(
      googleAdsFailure({ authorization_error: AUTHZ.USER_PERMISSION_DENIED + 1000 }, 'This method is not allowed for explorer access.'),
    );
    expect(explorer.message).toContain('Basic access');
    for (const e of [test, explorer]) expect(e.message).not.toMatch(/token/i);
  });

  it('answers 503 naming the missing OAuth setting (the developer token is optional)', async () => {
    const bare = createRealGoogleAdsAdapter({ ...settings, clientId: undefined, clientSecret: undefined });
    expect(() => bare.assertConfigured()).toThrow(/GOOGLE_OAUTH_CLIENT_ID/);
    expect(() =>
      createRealGoogleAdsAdapter({ ...settings, clientSecret: undefined }).consentUrl({
        state: 's',
        redirectUri: 'https://a/oauth2callback',
      }),
    ).toThrow(/GOOGLE_OAUTH_CLIENT_SECRET/);
  });
});

describe('place suggestions through google-ads-api', () => {
  it("asks GeoTargetConstantService for the user's text and answers Google's places by kind", async () => {
    const google = fakeGoogle({
      suggestions: [
        {
          resource_name: 'geoTargetConstants/1026201',
          country_code: 'US',
          status: enums.GeoTargetConstantStatus.ENABLED,
          target_type: 'City',
          canonical_name: 'Austin,Texas,United States',
        },
        {
          resource_name: 'geoTargetConstants/21176',
          country_code: 'US',
          status: enums.GeoTargetConstantStatus.ENABLED,
          target_type: 'State',
          canonical_name: 'Texas,United States',
        },
        {
          resource_name: 'geoTargetConstants/9999',
          country_code: 'US',
          status: enums.GeoTargetConstantStatus.REMOVAL_PLANNED,
          target_type: 'City',
        },
      ] as never,
    });
    const places = await createRealGoogleAdsAdapter(settings, { hooks: google.hooks }).suggestPlaces!({
      refreshToken: 'r',
      query: 'Austin, Tex',
      language: 'en',
    });
    expect(google.recorded.services[0]).toMatchObject({
      method: 'GeoTargetConstantService.SuggestGeoTargetConstants',
      request: { locale: 'en', location_names: { names: ['Austin, Tex'] } },
    });
    expect(places).toEqual([
      // Google's canonical names ("Austin,Texas,United States") as people read them.
      { id: 'geoTargetConstants/1026201', kind: 'city', name: 'Austin, Texas, United States', countryCode: 'US' },
      { id: 'geoTargetConstants/21176', kind: 'region', name: 'Texas, United States', countryCode: 'US' },
    ]);
  });
});

describe('OAuth with Google', () => {
  it("builds Google's consent URL: adwords scope, offline access, consent prompt, our redirect URI and state", () => {
    const url = new URL(
      createRealGoogleAdsAdapter(settings).consentUrl({ state: 'st4te', redirectUri: 'https://app.example/oauth2callback' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: settings.clientId,
      redirect_uri: 'https://app.example/oauth2callback',
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/adwords',
      access_type: 'offline',
      prompt: 'consent',
      state: 'st4te',
    });
  });

  const tokenEndpoint = (status: number, body: object) => {
    const calls: { url: string; body: URLSearchParams }[] = [];
    const fetchFake: typeof fetch = async (url, init) => {
      calls.push({ url: String(url), body: new URLSearchParams(String(init?.body)) });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    };
    return { fetchFake, calls };
  };

  it("exchanges the code at Google's token endpoint for the refresh token", async () => {
    const google = tokenEndpoint(200, {
      access_token: 'a',
      refresh_token: '1//refresh',
      scope: 'https://www.googleapis.com/auth/adwords',
      token_type: 'Bearer',
    });
    const adapter = createRealGoogleAdsAdapter(settings, { fetch: google.fetchFake });
    await expect(adapter.exchangeCode({ code: '4/code', redirectUri: 'https://app.example/oauth2callback' })).resolves.toEqual({
      refreshToken: '1//refresh',
    });
    expect(google.calls[0]?.url).toBe(GOOGLE_TOKEN_URL);
    expect(Object.fromEntries(google.calls[0]!.body)).toEqual({
      code: '4/code',
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      redirect_uri: 'https://app.example/oauth2callback',
      grant_type: 'authorization_code',
    });
  });

  it('refuses a used code, a grant without the adwords scope, and one without offline access', async () => {
    const cases = [
      tokenEndpoint(400, { error: 'invalid_grant', error_description: 'Bad Request' }),
      tokenEndpoint(200, { access_token: 'a', refresh_token: 'r', scope: 'openid email' }),
      tokenEndpoint(200, { access_token: 'a', scope: 'https://www.googleapis.com/auth/adwords' }),
    ];
    const messages = [];
    for (const google of cases) {
      messages.push(
        (
          await failureOf(
            createRealGoogleAdsAdapter(settings, { fetch: google.fetchFake }).exchangeCode({
              code: 'c',
              redirectUri: 'https://a/oauth2callback',
            }),
          )
        ).message,
      );
    }
    expect(messages).toEqual([
      'The authorization code expired or was already used. Please try again.',
      'Access to Google Ads was not granted. Please allow it on the consent screen.',
      'Google did not grant offline access. Please try again.',
    ]);
  });
});

describe('error enum values', () => {
  it('match google-ads-api', () => {
    const { AuthenticationError } = errors.AuthenticationErrorEnum;
    const { AuthorizationError } = errors.AuthorizationErrorEnum;
    for (const [name, value] of Object.entries(GOOGLE_ADS_ERROR_ENUMS.AUTHENTICATION)) {
      expect(AuthenticationError[name as keyof typeof AuthenticationError], name).toBe(value);
    }
    for (const [name, value] of Object.entries(GOOGLE_ADS_ERROR_ENUMS.AUTHORIZATION)) {
      expect(AuthorizationError[name as keyof typeof AuthorizationError], name).toBe(value);
    }
  });
});
