import type { Customer, GoogleAdsApi, Hooks } from 'google-ads-api';
import type { Config } from '../../config.js';
import { HttpError, notConfigured } from '../../http/errors.js';
import { mapGoogleAdsError } from './errors.js';
import { buildCampaignOperations } from './operations.js';
import { resolveTargeting, type GeoSuggester } from './targeting.js';
import { ADWORDS_SCOPE, type CreateCampaignInput, type CreatedCampaign, type GoogleAdsAdapter } from './types.js';

export const GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** Accounts examined when choosing one from `listAccessibleCustomers`. */
const MAX_ACCOUNTS_EXAMINED = 10;
const ENABLED = 2; // CustomerStatus.ENABLED

type GoogleAdsLibrary = typeof import('google-ads-api');

export interface RealAdapterDeps {
  /** google-ads-api hooks: the test seam (`onMutationStart` … `cancel(result)`). */
  hooks?: Hooks;
  /** The HTTP edge of the OAuth token exchange. */
  fetch?: typeof fetch;
}

/**
 * The real Google Ads API through `google-ads-api`. The library takes ~2 s to load, so it is
 * imported on first use: the other routes never pay for it.
 */
export function createRealGoogleAdsAdapter(settings: Config['googleAds'], deps: RealAdapterDeps = {}): GoogleAdsAdapter {
  const doFetch = deps.fetch ?? fetch;
  let library: Promise<GoogleAdsLibrary> | undefined;
  const load = () => (library ??= import('google-ads-api'));

  function oauthClient(): { clientId: string; clientSecret: string } {
    if (!settings.clientId) throw notConfigured('GOOGLE_OAUTH_CLIENT_ID');
    if (!settings.clientSecret) throw notConfigured('GOOGLE_OAUTH_CLIENT_SECRET');
    return { clientId: settings.clientId, clientSecret: settings.clientSecret };
  }

  async function apiClient(): Promise<{ lib: GoogleAdsLibrary; client: GoogleAdsApi }> {
    const { clientId, clientSecret } = oauthClient();
    if (!settings.developerToken) throw notConfigured('GOOGLE_ADS_DEVELOPER_TOKEN');
    const lib = await load();
    return { lib, client: new lib.GoogleAdsApi({ client_id: clientId, client_secret: clientSecret, developer_token: settings.developerToken }) };
  }

  const loginCustomerId = settings.loginCustomerId?.replace(/-/g, '') || undefined;
  const customerFor = (client: GoogleAdsApi, customerId: string, refreshToken: string): Customer =>
    client.Customer({ customer_id: customerId, refresh_token: refreshToken, login_customer_id: loginCustomerId }, deps.hooks);

  /** The configured account, else the first enabled, non-manager account the user can access. */
  async function chooseAccount({ lib, client }: { lib: GoogleAdsLibrary; client: GoogleAdsApi }, refreshToken: string): Promise<string> {
    const configured = settings.customerId?.replace(/-/g, '');
    const request = new lib.services.ListAccessibleCustomersRequest({});
    const candidates = configured
      ? [configured]
      : ((await customerFor(client, '', refreshToken).customers.listAccessibleCustomers(request)).resource_names ?? [])
          .map((name) => name.replace(/^customers\//, ''))
          .slice(0, MAX_ACCOUNTS_EXAMINED);
    let otherCurrency: string | undefined;
    for (const id of candidates) {
      const [row] = await customerFor(client, id, refreshToken).query(
        'SELECT customer.id, customer.manager, customer.status, customer.currency_code FROM customer LIMIT 1',
      );
      const account = row?.customer;
      if (!account || account.manager) continue;
      if (!isEnabled(account.status)) continue;
      // Budgets are weekly USD (SPEC): an account billed in another currency would get the same
      // number in its currency, so it is refused rather than guessed.
      if (account.currency_code !== 'USD') {
        otherCurrency ??= account.currency_code ?? undefined;
        continue;
      }
      return id;
    }
    if (otherCurrency) {
      throw new HttpError(
        'CONFLICT',
        `Your Google Ads account is billed in ${otherCurrency}, and campaign budgets here are in US dollars. Use a Google Ads account billed in USD.`,
      );
    }
    throw new HttpError(
      'GOOGLE_ADS_NOT_CONNECTED',
      'The Google account you connected has no active Google Ads account that can hold campaigns. Create one at ads.google.com, or connect another Google account.',
    );
  }

  const suggester =
    (lib: GoogleAdsLibrary, customer: Customer): GeoSuggester =>
    async (names, countryCode, locale) => {
      const response = await customer.geoTargetConstants.suggestGeoTargetConstants(
        new lib.services.SuggestGeoTargetConstantsRequest({ locale, country_code: countryCode ?? null, location_names: { names } }),
      );
      const suggestions = response?.geo_target_constant_suggestions ?? [];
      const best = suggestions.find((s) => {
        const geo = s.geo_target_constant;
        return isEnabled(geo?.status) && (!countryCode || geo?.country_code === countryCode);
      });
      const name = best?.geo_target_constant?.resource_name;
      return name ? [name] : [];
    };

  return {
    provider: 'google-ads',

    assertConfigured() {
      oauthClient();
    },

    consentUrl({ state, redirectUri }) {
      const { clientId } = oauthClient();
      const query = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: ADWORDS_SCOPE,
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
      });
      return `${GOOGLE_AUTH_URL}?${query.toString()}`;
    },

    async exchangeCode({ code, redirectUri }) {
      const { clientId, clientSecret } = oauthClient();
      let res: Response;
      try {
        res = await doFetch(GOOGLE_TOKEN_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ code, client_id: clientId, client_secret: clientSecret, redirect_uri: redirectUri, grant_type: 'authorization_code' }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        throw new HttpError('UPSTREAM_FAILED', "We couldn't reach Google to finish the authorization. Please try again.");
      }
      const body = (await res.json().catch(() => ({}))) as { refresh_token?: unknown; scope?: unknown; error?: unknown };
      if (!res.ok) {
        throw new HttpError(
          'UPSTREAM_FAILED',
          body.error === 'invalid_grant' ? 'The authorization code expired or was already used. Please try again.' : 'Google refused the authorization. Please try again.',
        );
      }
      if (typeof body.scope === 'string' && !body.scope.split(' ').includes(ADWORDS_SCOPE)) {
        throw new HttpError('UPSTREAM_FAILED', 'Access to Google Ads was not granted. Please allow it on the consent screen.');
      }
      if (typeof body.refresh_token !== 'string' || !body.refresh_token) {
        throw new HttpError('UPSTREAM_FAILED', 'Google did not grant offline access. Please try again.');
      }
      return { refreshToken: body.refresh_token };
    },

    async createCampaign(input: CreateCampaignInput): Promise<CreatedCampaign> {
      try {
        const api = await apiClient();
        const customerId = await chooseAccount(api, input.refreshToken);
        const customer = customerFor(api.client, customerId, input.refreshToken);
        const targeting = await resolveTargeting(input.payload, suggester(api.lib, customer));
        const built = buildCampaignOperations(input.payload, input.strategy, { customerId, campaignName: input.campaignName, ...targeting });
        // Atomic by default (no partial_failure): all of it is created, or nothing.
        const response = await customer.mutateResources<object>(built.operations);
        const resourceNames = (response?.mutate_operation_responses ?? []).map((r) => resultResourceName(r)).filter((n): n is string => !!n);
        const campaignResourceName = resourceNames.find((n) => /^customers\/\d+\/campaigns\/\d+$/.test(n));
        if (!campaignResourceName) throw new HttpError('UPSTREAM_FAILED', 'Google Ads did not confirm the new campaign. Check your Google Ads account before trying again.');
        return { customerId, campaignResourceName, resourceNames };
      } catch (error) {
        throw mapGoogleAdsError(error);
      }
    },
  };
}

/** `{campaign_result: {resource_name}}` (one `*_result` per operation) → the resource name. */
function resultResourceName(response: object): string | undefined {
  for (const [key, value] of Object.entries(response)) {
    if (key.endsWith('_result') && value && typeof value === 'object' && 'resource_name' in value) {
      const name = (value as { resource_name?: unknown }).resource_name;
      if (typeof name === 'string') return name;
    }
  }
  return undefined;
}

/** Enum fields arrive as numbers from the API, or as names from some parsers. */
function isEnabled(status: unknown): boolean {
  return status === ENABLED || status === 'ENABLED';
}
