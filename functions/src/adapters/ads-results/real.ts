import type { Customer, GoogleAdsApi, Hooks, MutateOperation } from 'google-ads-api';
import type { Config } from '../../config.js';
import type { AdAsset, GoogleAdsCampaignStatus, PerformanceLabel, ResultsChange } from '../../contract/results.js';
import { notConfigured } from '../../errors.js';
import { mapGoogleAdsError } from '../google-ads-client/errors.js';
import { periods } from './dates.js';
import { buildChangeOperations } from './operations.js';
import type { AdsResultsAdapter, ReportTarget, AdsReport, RawMetrics, ReportRequest } from './types.js';
import { mutateResultName } from '../google-ads-client/mutate-results.js';

type GoogleAdsLibrary = typeof import('google-ads-api');
type Row = Record<string, unknown>;

export interface RealResultsDeps {
  /** google-ads-api hooks: the test seam (`onQueryStart`/`onMutationStart` … `cancel(result)`). */
  hooks?: Hooks;
}

const METRICS = 'metrics.impressions, metrics.clicks, metrics.cost_micros, metrics.conversions';

/** A resource name inside a GAQL string literal: only the characters resource names have. */
function literal(value: string): string {
  if (!/^[A-Za-z0-9/~_-]+$/.test(value)) throw new Error('unexpected resource name');
  return `'${value}'`;
}

/**
 * The GAQL of one report: 11 queries (11 operations), each over the range only, except the daily
 * rows, which cover the range and the previous period in one query.
 */
export function reportQueries(request: Pick<ReportRequest, 'campaignResourceName' | 'range' | 'today'>) {
  const p = periods(request.range, request.today);
  const campaign = `campaign.resource_name = ${literal(request.campaignResourceName)}`;
  const during = `segments.date BETWEEN '${p.start}' AND '${p.end}'`;
  return {
    campaign: `SELECT campaign.status, campaign.bidding_strategy_type, campaign.primary_status, campaign.primary_status_reasons, campaign_budget.resource_name, campaign_budget.amount_micros, metrics.search_budget_lost_impression_share FROM campaign WHERE ${campaign} AND ${during}`,
    daily: `SELECT segments.date, ${METRICS} FROM campaign WHERE ${campaign} AND segments.date BETWEEN '${p.previousStart}' AND '${p.end}' ORDER BY segments.date`,
    adGroups: `SELECT ad_group.id, ad_group.name, ad_group.status, ${METRICS} FROM ad_group WHERE ${campaign} AND ${during} AND ad_group.status != 'REMOVED'`,
    keywords: `SELECT ad_group.id, ad_group.name, ad_group_criterion.criterion_id, ad_group_criterion.keyword.text, ad_group_criterion.keyword.match_type, ad_group_criterion.status, ${METRICS} FROM keyword_view WHERE ${campaign} AND ${during} AND ad_group_criterion.status != 'REMOVED'`,
    searchTerms: `SELECT search_term_view.search_term, search_term_view.status, ad_group.name, ${METRICS} FROM search_term_view WHERE ${campaign} AND ${during} ORDER BY metrics.cost_micros DESC LIMIT 200`,
    ads: `SELECT ad_group.id, ad_group.name, ad_group_ad.ad.id, ad_group_ad.status, ad_group_ad.ad.final_urls, ad_group_ad.ad.responsive_search_ad.headlines, ad_group_ad.ad.responsive_search_ad.descriptions, ${METRICS} FROM ad_group_ad WHERE ${campaign} AND ${during} AND ad_group_ad.status != 'REMOVED'`,
    negatives: `SELECT campaign_criterion.keyword.text FROM campaign_criterion WHERE ${campaign} AND campaign_criterion.negative = TRUE AND campaign_criterion.type = 'KEYWORD'`,
    conversionTracking:
      'SELECT customer.conversion_tracking_setting.conversion_tracking_status, customer.currency_code FROM customer LIMIT 1',
    billing: 'SELECT billing_setup.status FROM billing_setup',
    // This campaign's conversions of each action in the range.
    byAction: `SELECT segments.conversion_action, segments.conversion_action_name, metrics.conversions FROM campaign WHERE ${campaign} AND ${during}`,
    // Each action's last conversion and the last time Google heard its tag (account-wide, any date).
    conversionActions:
      "SELECT conversion_action.resource_name, conversion_action.name, conversion_action.type, conversion_action.status, metrics.conversion_last_conversion_date, metrics.conversion_last_received_request_date_time FROM conversion_action WHERE conversion_action.status = 'ENABLED'",
  };
}

const get = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), row);
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : 0);
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function metrics(row: Row): RawMetrics {
  return {
    impressions: num(get(row, 'metrics.impressions')),
    clicks: num(get(row, 'metrics.clicks')),
    cost: Math.round(num(get(row, 'metrics.cost_micros')) / 10_000) / 100,
    conversions: num(get(row, 'metrics.conversions')),
  };
}

export function createRealResultsAdapter(settings: Config['googleAds'], deps: RealResultsDeps = {}): AdsResultsAdapter {
  let library: Promise<GoogleAdsLibrary> | undefined;
  const load = () => (library ??= import('google-ads-api'));

  async function customerFor(ref: ReportTarget): Promise<{ lib: GoogleAdsLibrary; customer: Customer }> {
    if (!settings.clientId) throw notConfigured('GOOGLE_OAUTH_CLIENT_ID');
    if (!settings.clientSecret) throw notConfigured('GOOGLE_OAUTH_CLIENT_SECRET');
    if (!settings.developerToken) throw notConfigured('GOOGLE_ADS_DEVELOPER_TOKEN');
    const lib = await load();
    const client: GoogleAdsApi = new lib.GoogleAdsApi({
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      developer_token: settings.developerToken,
    });
    const login = settings.loginCustomerId?.replace(/-/g, '') || undefined;
    return {
      lib,
      customer: client.Customer({ customer_id: ref.customerId, refresh_token: ref.refreshToken, login_customer_id: login }, deps.hooks),
    };
  }

  /** Enum fields arrive as numbers (or names from some parsers): always the name. */
  const enumName = (lib: GoogleAdsLibrary, enumType: keyof GoogleAdsLibrary['enums'], value: unknown): string => {
    if (typeof value === 'string') return value;
    const table = lib.enums[enumType] as unknown as Record<number, string>;
    return typeof value === 'number' ? (table[value] ?? 'UNKNOWN') : 'UNKNOWN';
  };

  return {
    provider: 'google-ads',

    async report(request): Promise<AdsReport> {
      try {
        const { lib, customer } = await customerFor(request);
        const q = reportQueries(request);
        const [campaignRows, daily, adGroups, keywords, terms, ads, negatives, customerRows, billingRows, byAction, actionRows] =
          await Promise.all([
            customer.query(q.campaign),
            customer.query(q.daily),
            customer.query(q.adGroups),
            customer.query(q.keywords),
            customer.query(q.searchTerms),
            customer.query(q.ads),
            customer.query(q.negatives),
            customer.query(q.conversionTracking),
            customer.query(q.billing),
            customer.query(q.byAction),
            customer.query(q.conversionActions),
          ]);
        const counted = new Map<string, number>();
        for (const r of byAction as Row[]) {
          const name = str(get(r, 'segments.conversion_action'));
          if (name) counted.set(name, (counted.get(name) ?? 0) + num(get(r, 'metrics.conversions')));
        }
        const bidding = enumName(lib, 'BiddingStrategyType', get((campaignRows[0] ?? {}) as Row, 'campaign.bidding_strategy_type'));
        const c = (campaignRows[0] ?? {}) as Row;
        const status = enumName(lib, 'CampaignStatus', get(c, 'campaign.status')) as GoogleAdsCampaignStatus;
        const reasons = ((get(c, 'campaign.primary_status_reasons') as unknown[] | undefined) ?? []).map((r) =>
          enumName(lib, 'CampaignPrimaryStatusReason', r),
        );
        const lost = get(c, 'metrics.search_budget_lost_impression_share');
        const tracking = enumName(
          lib,
          'ConversionTrackingStatus',
          get((customerRows[0] ?? {}) as Row, 'customer.conversion_tracking_setting.conversion_tracking_status'),
        );
        const asset = (a: Row): AdAsset => ({
          text: str(a['text']),
          performanceLabel: label(enumName(lib, 'AssetPerformanceLabel', a['asset_performance_label'])),
        });
        return {
          bidding: bidding === 'MAXIMIZE_CONVERSIONS' ? bidding : bidding === 'TARGET_SPEND' ? 'MAXIMIZE_CLICKS' : 'OTHER',
          conversionActions: (actionRows as Row[]).map((r) => {
            const resourceName = str(get(r, 'conversion_action.resource_name'));
            const last = str(get(r, 'metrics.conversion_last_conversion_date')).slice(0, 10);
            const heard = str(get(r, 'metrics.conversion_last_received_request_date_time')).slice(0, 10);
            return {
              resourceName,
              name: str(get(r, 'conversion_action.name')),
              type: enumName(lib, 'ConversionActionType', get(r, 'conversion_action.type')),
              status: enumName(lib, 'ConversionActionStatus', get(r, 'conversion_action.status')),
              conversions: Math.round((counted.get(resourceName) ?? 0) * 100) / 100,
              lastConversionDate: last || null,
              lastRequestDate: heard || null,
            };
          }),
          status: status === 'ENABLED' || status === 'PAUSED' || status === 'REMOVED' ? status : 'PAUSED',
          statusReasons: reasons,
          dailyBudget: Math.round(num(get(c, 'campaign_budget.amount_micros')) / 10_000) / 100,
          currency: str(get((customerRows[0] ?? {}) as Row, 'customer.currency_code')) || 'USD',
          budgetResourceName: str(get(c, 'campaign_budget.resource_name')),
          budgetLostImpressionShare: typeof lost === 'number' ? lost : null,
          conversionTracking: tracking !== 'NOT_CONVERSION_TRACKED' && tracking !== 'UNKNOWN' && tracking !== 'UNSPECIFIED',
          billingReady: (billingRows as Row[]).some((r) =>
            ['APPROVED', 'APPROVED_HELD'].includes(enumName(lib, 'BillingSetupStatus', get(r, 'billing_setup.status'))),
          ),
          negatives: (negatives as Row[]).map((r) => str(get(r, 'campaign_criterion.keyword.text')).toLowerCase()).filter(Boolean),
          daily: (daily as Row[]).map((r) => ({ date: str(get(r, 'segments.date')), ...metrics(r) })),
          adGroups: (adGroups as Row[]).map((r) => ({
            id: str(get(r, 'ad_group.id')),
            name: str(get(r, 'ad_group.name')),
            status: enumName(lib, 'AdGroupStatus', get(r, 'ad_group.status')),
            ...metrics(r),
          })),
          keywords: (keywords as Row[]).map((r) => ({
            id: str(get(r, 'ad_group_criterion.criterion_id')),
            adGroupId: str(get(r, 'ad_group.id')),
            adGroupName: str(get(r, 'ad_group.name')),
            text: str(get(r, 'ad_group_criterion.keyword.text')),
            matchType: matchType(enumName(lib, 'KeywordMatchType', get(r, 'ad_group_criterion.keyword.match_type'))),
            status: enumName(lib, 'AdGroupCriterionStatus', get(r, 'ad_group_criterion.status')),
            ...metrics(r),
          })),
          searchTerms: (terms as Row[]).map((r) => ({
            term: str(get(r, 'search_term_view.search_term')),
            adGroupName: str(get(r, 'ad_group.name')),
            status: enumName(lib, 'SearchTermTargetingStatus', get(r, 'search_term_view.status')),
            ...metrics(r),
          })),
          ads: (ads as Row[]).map((r) => ({
            id: str(get(r, 'ad_group_ad.ad.id')),
            adGroupId: str(get(r, 'ad_group.id')),
            adGroupName: str(get(r, 'ad_group.name')),
            status: enumName(lib, 'AdGroupAdStatus', get(r, 'ad_group_ad.status')),
            finalUrls: ((get(r, 'ad_group_ad.ad.final_urls') as unknown[] | undefined) ?? []).map(str),
            headlines: ((get(r, 'ad_group_ad.ad.responsive_search_ad.headlines') as Row[] | undefined) ?? []).map(asset),
            descriptions: ((get(r, 'ad_group_ad.ad.responsive_search_ad.descriptions') as Row[] | undefined) ?? []).map(asset),
            ...metrics(r),
          })),
        };
      } catch (error) {
        throw mapGoogleAdsError(error);
      }
    },

    async apply(ref, change: ResultsChange, context) {
      try {
        const { customer } = await customerFor(ref);
        let currentHeadlines: string[] | undefined;
        if (change.kind === 'REPLACE_HEADLINES') {
          const rows = await customer.query(
            `SELECT ad_group_ad.ad.responsive_search_ad.headlines FROM ad_group_ad WHERE ad_group_ad.resource_name = ${literal(`customers/${ref.customerId}/adGroupAds/${change.adGroupId}~${change.adId}`)}`,
          );
          currentHeadlines = (
            (get((rows[0] ?? {}) as Row, 'ad_group_ad.ad.responsive_search_ad.headlines') as Row[] | undefined) ?? []
          ).map((h) => str(h['text']));
        }
        const operations = buildChangeOperations(change, ref, { ...context, currentHeadlines });
        // One atomic mutate: the whole change, or nothing.
        const response = await customer.mutateResources(operations as unknown as MutateOperation<object>[]);
        return (response?.mutate_operation_responses ?? []).map((r) => mutateResultName(r)).filter((n): n is string => !!n);
      } catch (error) {
        throw mapGoogleAdsError(error);
      }
    },
  };
}

function label(name: string): PerformanceLabel {
  return (['BEST', 'GOOD', 'LOW', 'LEARNING', 'PENDING'] as const).find((l) => l === name) ?? 'UNKNOWN';
}

function matchType(name: string): 'EXACT' | 'PHRASE' | 'BROAD' {
  return name === 'EXACT' || name === 'PHRASE' ? name : 'BROAD';
}
