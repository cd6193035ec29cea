import type { ClientOptions, Customer, CustomerOptions, Hooks } from 'google-ads-api';
import type { Config } from '../../config.js';
import { HttpError, notConfigured } from '../../errors.js';
import { mapGoogleAdsError } from '../google-ads-client/errors.js';
import { addMessageAsset, conversionsFor, linkCallConversion, operationsFor, planCampaign } from './plan.js';
import { ensureConversions, type ExistingConversion, type TagSnippetRow } from './conversions.js';
import { MAXIMIZE_CONVERSIONS_MIN } from '../../contract/tracking.js';
import type { Place } from '../../contract/geo.js';
import type { PlaceResolver } from './targeting.js';
import {
  ADWORDS_SCOPE,
  type AdsAccount,
  type CreationPlan,
  type CreationInput,
  type CreationResult,
  type GoogleAdsAdapter,
} from './types.js';
import { msg } from '../../i18n/messages.js';
import { mutateResultName } from '../google-ads-client/mutate-results.js';

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
  /**
   * gRPC channel options handed to google-ads-api's service clients (tests pass
   * `grpc.callInvocationTransformer` here to answer for Google at the gRPC edge).
   */
  grpcChannelOptions?: ClientOptions['grpc_channel_options'];
}

/**
 * google-ads-api 25.1.0 always sets the `developer-token` call header, and over gRPC an unset one
 * goes out as the string "undefined" (google-gax stringifies metadata values; Opteo/google-ads-api
 * #553). Since 2026-09-09 access belongs to the Cloud project and the header is optional, so when no
 * token is configured the header is left out. This subclass changes only that getter; every request
 * still goes through the library's own code (gRPC for mutate, REST for search).
 */
export function tokenlessCustomerClass(
  lib: GoogleAdsLibrary,
): new (client: ClientOptions, customer: CustomerOptions, hooks?: Hooks) => Customer {
  return class TokenlessCustomer extends lib.Customer {
    protected override get callHeaders() {
      // `callHeaders` is a protected getter of the library's Service base class.
      const headers = { ...(Reflect.get(lib.Customer.prototype, 'callHeaders', this) as Record<string, string | undefined>) };
      if (!headers['developer-token']) delete headers['developer-token'];
      // The library's CallHeaders type requires the key this override removes on purpose.
      return headers as never;
    }
  };
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

  interface Api {
    lib: GoogleAdsLibrary;
    options: ClientOptions;
    TokenlessCustomer: ReturnType<typeof tokenlessCustomerClass>;
  }
  let api: Api | undefined;
  async function apiClient(): Promise<Api> {
    const { clientId, clientSecret } = oauthClient();
    const lib = await load();
    // The developer token is optional (docs/product.md P8.3): set only when configured.
    const options: ClientOptions = { client_id: clientId, client_secret: clientSecret, developer_token: settings.developerToken ?? '' };
    if (!settings.developerToken) delete (options as Partial<ClientOptions>).developer_token;
    if (deps.grpcChannelOptions) options.grpc_channel_options = deps.grpcChannelOptions;
    return (api ??= { lib, options, TokenlessCustomer: tokenlessCustomerClass(lib) });
  }

  const loginCustomerId = settings.loginCustomerId?.replace(/-/g, '') || undefined;
  const customerFor = (a: Api, customerId: string, refreshToken: string): Customer =>
    new a.TokenlessCustomer(
      a.options,
      { customer_id: customerId, refresh_token: refreshToken, login_customer_id: loginCustomerId },
      deps.hooks,
    );

  /** The configured account, else the first enabled, non-manager account the user can access. */
  async function chooseAccount(a: Api, refreshToken: string): Promise<AdsAccount> {
    const configured = settings.customerId?.replace(/-/g, '');
    const request = new a.lib.services.ListAccessibleCustomersRequest({});
    const candidates = configured
      ? [configured]
      : ((await customerFor(a, '', refreshToken).customers.listAccessibleCustomers(request)).resource_names ?? [])
          .map((name) => name.replace(/^customers\//, ''))
          .slice(0, MAX_ACCOUNTS_EXAMINED);
    for (const id of candidates) {
      const customer = customerFor(a, id, refreshToken);
      const [row] = await customer.query(
        'SELECT customer.id, customer.descriptive_name, customer.manager, customer.status, customer.currency_code FROM customer LIMIT 1',
      );
      const account = row?.customer;
      if (!account || account.manager) continue;
      if (!isEnabled(account.status)) continue;
      // Bidding is Maximize conversions only when the account records enough of them (a new action records none).
      const [recorded, actions] = await Promise.all([
        customer.query('SELECT metrics.conversions FROM customer WHERE segments.date DURING LAST_30_DAYS'),
        listConversions(customer),
      ]);
      const conversions = recorded.reduce((n, r) => n + Number(r.metrics?.conversions ?? 0), 0);
      return {
        customerId: id,
        name: account.descriptive_name ?? '',
        currency: account.currency_code ?? 'USD',
        hasConversionActions: conversions >= MAXIMIZE_CONVERSIONS_MIN,
        conversionActions: actions,
      };
    }
    throw new HttpError('GOOGLE_ADS_NOT_CONNECTED', msg('googleAds.noActiveAccount'));
  }

  /** A picked place → Google's geo target constant of the same kind in the same country. */
  const resolver =
    (lib: GoogleAdsLibrary, customer: Customer): PlaceResolver =>
    async (place, locale) => {
      const response = await customer.geoTargetConstants.suggestGeoTargetConstants(
        new lib.services.SuggestGeoTargetConstantsRequest({
          locale,
          country_code: place.countryCode,
          location_names: { names: [place.name] },
        }),
      );
      const wanted =
        place.kind === 'city'
          ? ['City', 'Municipality']
          : place.kind === 'region'
            ? ['State', 'Province', 'Region', 'Autonomous Community']
            : ['Country'];
      const best = (response?.geo_target_constant_suggestions ?? []).find((s) => {
        const geo = s.geo_target_constant;
        return isEnabled(geo?.status) && geo?.country_code === place.countryCode && wanted.includes(geo?.target_type ?? '');
      });
      return best?.geo_target_constant?.resource_name ?? undefined;
    };

  async function plan(input: CreationInput): Promise<{ api: Api; plan: CreationPlan }> {
    const api = await apiClient();
    const account = await chooseAccount(api, input.refreshToken);
    const customer = customerFor(api, account.customerId, input.refreshToken);
    return { api, plan: input.plan ?? (await planCampaign(input, account, resolver(api.lib, customer))) };
  }

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
          body: new URLSearchParams({
            code,
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uri: redirectUri,
            grant_type: 'authorization_code',
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        throw new HttpError('UPSTREAM_FAILED', msg('oauth.unreachable'));
      }
      const body = (await res.json().catch(() => ({}))) as { refresh_token?: unknown; scope?: unknown; error?: unknown };
      if (!res.ok) {
        throw new HttpError('UPSTREAM_FAILED', msg(body.error === 'invalid_grant' ? 'oauth.codeExpired' : 'oauth.refused'));
      }
      if (typeof body.scope === 'string' && !body.scope.split(' ').includes(ADWORDS_SCOPE)) {
        throw new HttpError('UPSTREAM_FAILED', msg('oauth.scopeMissing'));
      }
      if (typeof body.refresh_token !== 'string' || !body.refresh_token) {
        throw new HttpError('UPSTREAM_FAILED', msg('oauth.noOffline'));
      }
      return { refreshToken: body.refresh_token };
    },

    async suggestPlaces({ refreshToken, query, language }) {
      try {
        const api = await apiClient();
        // A customer-less call: the suggest service needs only the OAuth grant.
        const customer = customerFor(api, '', refreshToken);
        const response = await customer.geoTargetConstants.suggestGeoTargetConstants(
          new api.lib.services.SuggestGeoTargetConstantsRequest({ locale: language, location_names: { names: [query] } }),
        );
        return (response?.geo_target_constant_suggestions ?? [])
          .flatMap((s): Place[] => {
            const geo = s.geo_target_constant;
            if (!geo?.resource_name || !isEnabled(geo.status) || !geo.country_code) return [];
            const kind = /^(City|Municipality|Neighborhood)$/.test(geo.target_type ?? '')
              ? 'city'
              : geo.target_type === 'Country'
                ? 'country'
                : 'region';
            return [
              {
                id: geo.resource_name,
                kind,
                name: (geo.canonical_name ?? geo.name ?? query)
                  .split(',')
                  .map((p) => p.trim())
                  .join(', ')
                  .slice(0, 200),
                countryCode: geo.country_code,
              },
            ];
          })
          .slice(0, 8);
      } catch (error) {
        throw mapGoogleAdsError(error);
      }
    },

    async plan(input) {
      try {
        return (await plan(input)).plan;
      } catch (error) {
        throw mapGoogleAdsError(error);
      }
    },

    async createCampaign(input: CreationInput): Promise<CreationResult> {
      try {
        const { api, plan: planned } = input.plan ? { api: await apiClient(), plan: input.plan } : await plan(input);
        const customerId = planned.account.customerId;
        const customer = customerFor(api, customerId, input.refreshToken);
        const built = operationsFor(input, planned);
        // The conversion actions first (found, or created in one request): the call asset names its own.
        // A campaign mutate that fails after leaves them in the account, where the next try finds and reuses them.
        const conversionActions = await ensureConversions(customerId, conversionsFor(input, built), {
          existing: () => listConversions(customer),
          create: async (operations) => {
            const created = await customer.mutateResources<object>(operations);
            return (created?.mutate_operation_responses ?? []).map((r) => mutateResultName(r) ?? '');
          },
          snippets: async (names) => {
            const rows = await customer.query(
              `SELECT conversion_action.resource_name, conversion_action.tag_snippets FROM conversion_action WHERE conversion_action.resource_name IN (${names.map(literal).join(', ')})`,
            );
            return new Map(
              rows.map((r) => [
                String(r.conversion_action?.resource_name ?? ''),
                (r.conversion_action?.tag_snippets ?? []) as TagSnippetRow[],
              ]),
            );
          },
        });
        linkCallConversion(built, conversionActions);
        // Atomic by default (no partial_failure): all of it is created, or nothing.
        const response = await customer.mutateResources<object>(built.operations);
        const resourceNames = (response?.mutate_operation_responses ?? []).map((r) => mutateResultName(r)).filter((n): n is string => !!n);
        const campaignResourceName = resourceNames.find((n) => /^customers\/\d+\/campaigns\/\d+$/.test(n));
        if (!campaignResourceName) throw new HttpError('UPSTREAM_FAILED', msg('googleAds.notConfirmed'));
        const leftOut = await addMessageAsset(built, customerId, campaignResourceName, (operations) =>
          customer.mutateResources<object>(operations),
        );
        return {
          customerId,
          campaignResourceName,
          resourceNames,
          ...(leftOut.length ? { leftOut } : {}),
          ...(conversionActions.length ? { conversionActions } : {}),
        };
      } catch (error) {
        throw mapGoogleAdsError(error);
      }
    },
  };
}

const CONVERSION_TYPE_NAMES: Record<number, string> = { 2: 'AD_CALL', 3: 'CLICK_TO_CALL', 8: 'WEBPAGE', 9: 'WEBSITE_CALL' };
const CONVERSION_STATUS_NAMES: Record<number, string> = { 2: 'ENABLED', 3: 'REMOVED', 4: 'HIDDEN' };
const enumText = (value: unknown, names: Record<number, string>) =>
  typeof value === 'string' ? value : typeof value === 'number' ? (names[value] ?? String(value)) : '';

/** The account's conversion actions that are not removed: what creation may reuse. */
async function listConversions(customer: Customer): Promise<ExistingConversion[]> {
  const rows = await customer.query(
    "SELECT conversion_action.resource_name, conversion_action.name, conversion_action.type, conversion_action.status FROM conversion_action WHERE conversion_action.status != 'REMOVED'",
  );
  return rows.flatMap((r) => {
    const a = r.conversion_action;
    if (!a?.resource_name) return [];
    return [
      {
        resourceName: a.resource_name,
        name: a.name ?? '',
        type: enumText(a.type, CONVERSION_TYPE_NAMES),
        status: enumText(a.status, CONVERSION_STATUS_NAMES),
      },
    ];
  });
}

/** A resource name inside a GAQL string literal: only the characters resource names have. */
function literal(value: string): string {
  if (!/^[A-Za-z0-9/~_-]+$/.test(value)) throw new Error('unexpected resource name');
  return `'${value}'`;
}

/** Enum fields arrive as numbers from the API, or as names from some parsers. */
function isEnabled(status: unknown): boolean {
  return status === ENABLED || status === 'ENABLED';
}
