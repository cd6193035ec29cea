import { enums, errors, type Hooks, type OnMutationStart, type OnQueryStart } from 'google-ads-api';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { HttpError } from '../../errors.js';
import { createRealResultsAdapter, reportQueries } from './real.js';

/**
 * The real results adapter driven through google-ads-api itself; its hooks are the seam: each GAQL
 * query is answered in `onQueryStart` with a recorded answer (`cancel(rows)`), each mutate in
 * `onMutationStart`. Nothing reaches the network.
 */
const settings: Config['googleAds'] = {
  clientId: 'id.apps.googleusercontent.com',
  clientSecret: 'secret',
  developerToken: 'dev',
  loginCustomerId: undefined,
  customerId: undefined,
};
const CAMPAIGN = 'customers/1112223333/campaigns/555';
const request = {
  uid: 'u1',
  refreshToken: 'rt',
  customerId: '1112223333',
  campaignResourceName: CAMPAIGN,
  range: 'LAST_7_DAYS' as const,
  today: '2026-11-22',
};

/** Rows as google-ads-api answers them (numeric enums, cost in micros). */
const RECORDED: Record<string, unknown[]> = {
  'segments.conversion_action, segments.conversion_action_name': [
    {
      segments: { conversion_action: 'customers/1112223333/conversionActions/7', conversion_action_name: 'Pautia - Form sent' },
      metrics: { conversions: 1 },
    },
    {
      segments: { conversion_action: 'customers/1112223333/conversionActions/7', conversion_action_name: 'Pautia - Form sent' },
      metrics: { conversions: 0.5 },
    },
  ],
  'FROM conversion_action': [
    {
      conversion_action: {
        resource_name: 'customers/1112223333/conversionActions/7',
        name: 'Pautia - Form sent',
        type: enums.ConversionActionType.WEBPAGE,
        status: enums.ConversionActionStatus.ENABLED,
      },
      metrics: { conversion_last_conversion_date: '2026-11-20', conversion_last_received_request_date_time: '2026-11-21 18:03:12' },
    },
    {
      conversion_action: {
        resource_name: 'customers/1112223333/conversionActions/8',
        name: 'Pautia - Calls from ads (60 s or more)',
        type: enums.ConversionActionType.AD_CALL,
        status: enums.ConversionActionStatus.ENABLED,
      },
      metrics: {},
    },
  ],
  'FROM campaign WHERE': [
    {
      campaign: {
        resource_name: CAMPAIGN,
        status: enums.CampaignStatus.ENABLED,
        primary_status_reasons: [
          enums.CampaignPrimaryStatusReason.BUDGET_CONSTRAINED,
          enums.CampaignPrimaryStatusReason.HAS_ADS_DISAPPROVED,
        ],
      },
      campaign_budget: { resource_name: 'customers/1112223333/campaignBudgets/444', amount_micros: 20_000_000 },
      metrics: { search_budget_lost_impression_share: 0.31 },
    },
  ],
  'segments.date BETWEEN': [
    { segments: { date: '2026-11-14' }, metrics: { impressions: 100, clicks: 5, cost_micros: 6_500_000, conversions: 1 } },
    { segments: { date: '2026-11-20' }, metrics: { impressions: 120, clicks: 6, cost_micros: 7_250_000, conversions: 0.5 } },
  ],
  'FROM ad_group ': [
    {
      ad_group: { id: 10, name: 'Whitening', status: enums.AdGroupStatus.ENABLED },
      metrics: { impressions: 120, clicks: 6, cost_micros: 7_250_000, conversions: 0.5 },
    },
  ],
  'FROM keyword_view': [
    {
      ad_group: { id: 10, name: 'Whitening' },
      ad_group_criterion: {
        criterion_id: 101,
        keyword: { text: 'teeth whitening', match_type: enums.KeywordMatchType.PHRASE },
        status: enums.AdGroupCriterionStatus.ENABLED,
      },
      metrics: { impressions: 120, clicks: 6, cost_micros: 7_250_000, conversions: 0.5 },
    },
  ],
  'FROM search_term_view': [
    {
      search_term_view: { search_term: 'free teeth whitening', status: enums.SearchTermTargetingStatus.NONE },
      ad_group: { name: 'Whitening' },
      metrics: { impressions: 30, clicks: 3, cost_micros: 4_000_000, conversions: 0 },
    },
  ],
  'FROM ad_group_ad ': [
    {
      ad_group: { id: 10, name: 'Whitening' },
      ad_group_ad: {
        status: enums.AdGroupAdStatus.ENABLED,
        ad: {
          id: 900,
          responsive_search_ad: {
            headlines: [
              { text: 'Teeth Whitening', asset_performance_label: enums.AssetPerformanceLabel.BEST },
              { text: 'Cheap Smiles', asset_performance_label: enums.AssetPerformanceLabel.LOW },
            ],
            descriptions: [{ text: 'Book online.', asset_performance_label: enums.AssetPerformanceLabel.LEARNING }],
          },
        },
      },
      metrics: { impressions: 120, clicks: 6, cost_micros: 7_250_000, conversions: 0.5 },
    },
  ],
  'FROM campaign_criterion': [{ campaign_criterion: { keyword: { text: 'Cheap' } } }],
  'FROM billing_setup': [{ billing_setup: { status: enums.BillingSetupStatus.PENDING } }],
  'FROM customer': [
    { customer: { conversion_tracking_setting: { conversion_tracking_status: enums.ConversionTrackingStatus.NOT_CONVERSION_TRACKED } } },
  ],
};

function fakeGoogle(options: { queryFailure?: unknown } = {}) {
  const queries: string[] = [];
  const mutations: { method: string; mutations: unknown[] }[] = [];
  const onQueryStart: OnQueryStart = ({ query, cancel }) => {
    queries.push(query);
    if (options.queryFailure) throw options.queryFailure;
    // The daily query also reads FROM campaign: match the most specific key first.
    const key =
      Object.keys(RECORDED).find((k) => k === 'segments.date BETWEEN' && query.includes("segments.date BETWEEN '2026-11-08'")) ??
      Object.keys(RECORDED)
        .filter((k) => k !== 'segments.date BETWEEN' && query.includes(k))
        .sort((a, b) => b.length - a.length)[0];
    cancel(key ? RECORDED[key] : []);
  };
  const onMutationStart: OnMutationStart = ({ method, cancel, ...rest }) => {
    const list = 'mutations' in rest ? (rest.mutations as unknown[]) : [];
    mutations.push({ method, mutations: list });
    cancel({
      mutate_operation_responses: list.map((_, i) => ({
        campaign_criterion_result: { resource_name: `customers/1112223333/campaignCriteria/555~${i + 1}` },
      })),
    });
  };
  const hooks: Hooks = { onQueryStart, onMutationStart };
  return { hooks, queries, mutations };
}

describe('the real results adapter (GAQL through google-ads-api)', () => {
  it('writes 11 GAQL queries over the range, the daily one also over the previous period', () => {
    const q = reportQueries(request);
    expect(Object.keys(q)).toHaveLength(11);
    expect(q.byAction).toContain('SELECT segments.conversion_action, segments.conversion_action_name, metrics.conversions FROM campaign');
    expect(q.conversionActions).toContain('metrics.conversion_last_received_request_date_time FROM conversion_action');
    expect(q.daily).toContain("segments.date BETWEEN '2026-11-08' AND '2026-11-21'");
    expect(q.keywords).toContain(
      "FROM keyword_view WHERE campaign.resource_name = 'customers/1112223333/campaigns/555' AND segments.date BETWEEN '2026-11-15' AND '2026-11-21'",
    );
    expect(q.searchTerms).toContain('FROM search_term_view');
    expect(q.ads).toContain('ad_group_ad.ad.responsive_search_ad.headlines');
    expect(() => reportQueries({ ...request, campaignResourceName: "x' OR 1=1" })).toThrow();
  });

  it('turns the recorded answers into a report: enum names, money from micros, labels, serving reasons', async () => {
    const google = fakeGoogle();
    const report = await createRealResultsAdapter(settings, { hooks: google.hooks }).report(request);
    expect(google.queries).toHaveLength(11);
    expect(report.conversionActions).toEqual([
      {
        resourceName: 'customers/1112223333/conversionActions/7',
        name: 'Pautia - Form sent',
        type: 'WEBPAGE',
        status: 'ENABLED',
        conversions: 1.5,
        lastConversionDate: '2026-11-20',
        lastRequestDate: '2026-11-21',
      },
      {
        resourceName: 'customers/1112223333/conversionActions/8',
        name: 'Pautia - Calls from ads (60 s or more)',
        type: 'AD_CALL',
        status: 'ENABLED',
        conversions: 0,
        lastConversionDate: null,
        lastRequestDate: null,
      },
    ]);
    expect(report).toMatchObject({
      status: 'ENABLED',
      statusReasons: ['BUDGET_CONSTRAINED', 'HAS_ADS_DISAPPROVED'],
      dailyBudget: 20,
      budgetResourceName: 'customers/1112223333/campaignBudgets/444',
      budgetLostImpressionShare: 0.31,
      conversionTracking: false,
      billingReady: false,
      negatives: ['cheap'],
      daily: [
        { date: '2026-11-14', impressions: 100, clicks: 5, cost: 6.5, conversions: 1 },
        { date: '2026-11-20', impressions: 120, clicks: 6, cost: 7.25, conversions: 0.5 },
      ],
      adGroups: [{ id: '10', name: 'Whitening', status: 'ENABLED', cost: 7.25 }],
      keywords: [{ id: '101', adGroupId: '10', text: 'teeth whitening', matchType: 'PHRASE', status: 'ENABLED', clicks: 6 }],
      searchTerms: [{ term: 'free teeth whitening', status: 'NONE', cost: 4 }],
      ads: [
        {
          id: '900',
          headlines: [
            { text: 'Teeth Whitening', performanceLabel: 'BEST' },
            { text: 'Cheap Smiles', performanceLabel: 'LOW' },
          ],
          descriptions: [{ performanceLabel: 'LEARNING' }],
        },
      ],
    });
  });

  it('sends a change as one atomic mutate of its operations', async () => {
    const google = fakeGoogle();
    const names = await createRealResultsAdapter(settings, { hooks: google.hooks }).apply(
      request,
      { kind: 'ADD_NEGATIVES', terms: ['free teeth whitening', 'dentist jobs'] },
      { budgetResourceName: '' },
    );
    expect(google.mutations).toHaveLength(1);
    expect(google.mutations[0]!.mutations).toEqual([
      {
        entity: 'campaign_criterion',
        operation: 'create',
        resource: { campaign: CAMPAIGN, negative: true, keyword: { text: 'free teeth whitening', match_type: 2 } },
      },
      {
        entity: 'campaign_criterion',
        operation: 'create',
        resource: { campaign: CAMPAIGN, negative: true, keyword: { text: 'dentist jobs', match_type: 2 } },
      },
    ]);
    expect(names).toEqual(['customers/1112223333/campaignCriteria/555~1', 'customers/1112223333/campaignCriteria/555~2']);
  });

  it('reads the ad’s current headlines before replacing the LOW ones', async () => {
    const google = fakeGoogle();
    await createRealResultsAdapter(settings, { hooks: google.hooks }).apply(
      request,
      {
        kind: 'REPLACE_HEADLINES',
        adId: '900',
        adGroupId: '10',
        remove: ['Cheap Smiles'],
        add: ['Whitening Near You', 'Book Whitening Today'],
      },
      { budgetResourceName: '' },
    );
    expect(google.queries[0]).toContain("ad_group_ad.resource_name = 'customers/1112223333/adGroupAds/10~900'");
    expect(google.mutations[0]!.mutations).toEqual([
      {
        entity: 'ad',
        operation: 'update',
        resource: {
          resource_name: 'customers/1112223333/ads/900',
          responsive_search_ad: {
            headlines: [{ text: 'Teeth Whitening' }, { text: 'Whitening Near You' }, { text: 'Book Whitening Today' }],
          },
        },
      },
    ]);
  });

  it('says quota errors in plain words, and a revoked grant is GOOGLE_ADS_TOKEN_INVALID', async () => {
    const failure = (error_code: Record<string, number>) =>
      new errors.GoogleAdsFailure({ errors: [new errors.GoogleAdsError({ error_code: new errors.ErrorCode(error_code), message: 'x' })] });
    const quota = failure({ quota_error: 2 });
    const failed = await createRealResultsAdapter(settings, { hooks: fakeGoogle({ queryFailure: quota }).hooks })
      .report(request)
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(HttpError);
    expect((failed as HttpError).message).toBe('Google Ads is limiting requests right now. Please try again in a few minutes.');
    const revoked = failure({ authentication_error: 18 });
    const denied = await createRealResultsAdapter(settings, { hooks: fakeGoogle({ queryFailure: revoked }).hooks })
      .report(request)
      .catch((e: unknown) => e);
    expect((denied as HttpError).code).toBe('GOOGLE_ADS_TOKEN_INVALID');
  });

  it('names a missing setting (503) instead of calling Google', async () => {
    const failed = await createRealResultsAdapter({ ...settings, developerToken: undefined })
      .report(request)
      .catch((e: unknown) => e);
    expect((failed as HttpError).code).toBe('NOT_CONFIGURED');
  });
});
