import { enums, services } from 'google-ads-api';
import { describe, expect, it } from 'vitest';
import type { ResultsChange } from '../../contract/results.js';
import { HttpError } from '../../errors.js';
import { buildChangeOperations, RESULTS_GADS } from './operations.js';
import { changeOperations } from './types.js';

const ref = { customerId: '1234567890', campaignResourceName: 'customers/1234567890/campaigns/555' };
const context = {
  budgetResourceName: 'customers/1234567890/campaignBudgets/444',
  currentHeadlines: ['Teeth Whitening', 'Book Today', 'Gentle Care', 'Cheap Smiles'],
};

describe('the operations of each change kind', () => {
  it('uses google-ads-api’s enum values', () => {
    expect(RESULTS_GADS.CampaignStatus).toEqual({ ENABLED: enums.CampaignStatus.ENABLED, PAUSED: enums.CampaignStatus.PAUSED });
    expect(RESULTS_GADS.KeywordMatchType).toEqual({
      EXACT: enums.KeywordMatchType.EXACT,
      PHRASE: enums.KeywordMatchType.PHRASE,
      BROAD: enums.KeywordMatchType.BROAD,
    });
    expect(RESULTS_GADS.AdGroupCriterionStatus).toEqual({
      ENABLED: enums.AdGroupCriterionStatus.ENABLED,
      PAUSED: enums.AdGroupCriterionStatus.PAUSED,
    });
  });

  it('SET_STATUS updates the campaign’s status', () => {
    for (const status of ['ENABLED', 'PAUSED'] as const) {
      expect(buildChangeOperations({ kind: 'SET_STATUS', status }, ref, context)).toEqual([
        {
          entity: 'campaign',
          operation: 'update',
          resource: { resource_name: ref.campaignResourceName, status: enums.CampaignStatus[status] },
        },
      ]);
    }
  });

  it('SET_BUDGET updates the campaign budget in whole cents of micros, and refuses nonsense', () => {
    expect(buildChangeOperations({ kind: 'SET_BUDGET', fromDaily: 20, toDaily: 26.004 }, ref, context)).toEqual([
      {
        entity: 'campaign_budget',
        operation: 'update',
        resource: { resource_name: context.budgetResourceName, amount_micros: 26_000_000 },
      },
    ]);
    expect(() => buildChangeOperations({ kind: 'SET_BUDGET', fromDaily: 20, toDaily: 0 }, ref, context)).toThrow(HttpError);
  });

  it('ADD_NEGATIVES creates one exact-match negative campaign criterion per term, in one request', () => {
    const change: ResultsChange = { kind: 'ADD_NEGATIVES', terms: ['free teeth whitening', 'dentist jobs'] };
    expect(buildChangeOperations(change, ref, context)).toEqual([
      {
        entity: 'campaign_criterion',
        operation: 'create',
        resource: {
          campaign: ref.campaignResourceName,
          negative: true,
          keyword: { text: 'free teeth whitening', match_type: enums.KeywordMatchType.EXACT },
        },
      },
      {
        entity: 'campaign_criterion',
        operation: 'create',
        resource: {
          campaign: ref.campaignResourceName,
          negative: true,
          keyword: { text: 'dentist jobs', match_type: enums.KeywordMatchType.EXACT },
        },
      },
    ]);
    expect(changeOperations(change)).toBe(2);
  });

  it('WIDEN_MATCH adds the keyword as phrase match in its ad group', () => {
    expect(
      buildChangeOperations(
        { kind: 'WIDEN_MATCH', keywordId: '103', adGroupId: '10', text: 'emergency dentist', from: 'EXACT', to: 'PHRASE' },
        ref,
        context,
      ),
    ).toEqual([
      {
        entity: 'ad_group_criterion',
        operation: 'create',
        resource: {
          ad_group: 'customers/1234567890/adGroups/10',
          status: enums.AdGroupCriterionStatus.ENABLED,
          keyword: { text: 'emergency dentist', match_type: enums.KeywordMatchType.PHRASE },
        },
      },
    ]);
  });

  it('PAUSE_KEYWORD pauses the ad group criterion by its resource name', () => {
    expect(buildChangeOperations({ kind: 'PAUSE_KEYWORD', keywordId: '103', adGroupId: '10', text: 'x' }, ref, context)).toEqual([
      {
        entity: 'ad_group_criterion',
        operation: 'update',
        resource: { resource_name: 'customers/1234567890/adGroupCriteria/10~103', status: enums.AdGroupCriterionStatus.PAUSED },
      },
    ]);
  });

  it('REPLACE_HEADLINES updates the ad’s whole headline list: the LOW ones out, the new ones in', () => {
    const change: ResultsChange = {
      kind: 'REPLACE_HEADLINES',
      adId: '900',
      adGroupId: '10',
      remove: ['Cheap Smiles'],
      add: ['Whitening Near You'],
    };
    expect(buildChangeOperations(change, ref, context)).toEqual([
      {
        entity: 'ad',
        operation: 'update',
        resource: {
          resource_name: 'customers/1234567890/ads/900',
          responsive_search_ad: {
            headlines: ['Teeth Whitening', 'Book Today', 'Gentle Care', 'Whitening Near You'].map((text) => ({ text })),
          },
        },
      },
    ]);
    expect(() => buildChangeOperations(change, ref, { ...context, currentHeadlines: ['Cheap Smiles', 'A'] })).toThrow(
      'at least 3 headlines',
    );
  });

  it('undos: REMOVE_NEGATIVES removes the criteria by name, REMOVE_KEYWORD the added keyword, ENABLE_KEYWORD enables a paused one', () => {
    expect(
      buildChangeOperations(
        {
          kind: 'REMOVE_NEGATIVES',
          terms: ['a', 'b'],
          resourceNames: ['customers/1234567890/campaignCriteria/555~1', 'customers/1234567890/campaignCriteria/555~2'],
        },
        ref,
        context,
      ),
    ).toEqual([
      { entity: 'campaign_criterion', operation: 'remove', resource: 'customers/1234567890/campaignCriteria/555~1' },
      { entity: 'campaign_criterion', operation: 'remove', resource: 'customers/1234567890/campaignCriteria/555~2' },
    ]);
    expect(changeOperations({ kind: 'REMOVE_NEGATIVES', terms: ['a', 'b'], resourceNames: ['x', 'y'] })).toBe(2);
    expect(() => buildChangeOperations({ kind: 'REMOVE_NEGATIVES', terms: [], resourceNames: [] }, ref, context)).toThrow(HttpError);
    expect(
      buildChangeOperations(
        { kind: 'REMOVE_KEYWORD', resourceName: 'customers/1234567890/adGroupCriteria/10~77', adGroupId: '10', text: 'x' },
        ref,
        context,
      ),
    ).toEqual([{ entity: 'ad_group_criterion', operation: 'remove', resource: 'customers/1234567890/adGroupCriteria/10~77' }]);
    expect(buildChangeOperations({ kind: 'ENABLE_KEYWORD', keywordId: '103', adGroupId: '10', text: 'x' }, ref, context)).toEqual([
      {
        entity: 'ad_group_criterion',
        operation: 'update',
        resource: { resource_name: 'customers/1234567890/adGroupCriteria/10~103', status: enums.AdGroupCriterionStatus.ENABLED },
      },
    ]);
  });

  it('ADD_AD_VARIANT creates ad B as a second enabled ad in its group; REMOVE_AD, its undo, removes it by name', () => {
    const variant: ResultsChange = {
      kind: 'ADD_AD_VARIANT',
      adGroupId: '10',
      finalUrl: 'https://brightsmile.example/',
      headlines: ['Whitening In One Visit', 'Book Online Today', 'Family Dentist Austin'],
      descriptions: ['Whiter teeth in one visit. Book online.', 'Family check-ups six days a week.'],
    };
    expect(buildChangeOperations(variant, ref, context)).toEqual([
      {
        entity: 'ad_group_ad',
        operation: 'create',
        resource: {
          ad_group: 'customers/1234567890/adGroups/10',
          status: enums.AdGroupAdStatus.ENABLED,
          ad: {
            final_urls: ['https://brightsmile.example/'],
            responsive_search_ad: {
              headlines: variant.headlines.map((text) => ({ text })),
              descriptions: variant.descriptions.map((text) => ({ text })),
            },
          },
        },
      },
    ]);
    expect(RESULTS_GADS.AdGroupAdStatus.ENABLED).toBe(enums.AdGroupAdStatus.ENABLED);
    expect(() => buildChangeOperations({ ...variant, headlines: ['One', 'Two'] }, ref, context)).toThrow('at least 3 headlines');
    expect(
      buildChangeOperations(
        { kind: 'REMOVE_AD', resourceName: 'customers/1234567890/adGroupAds/10~901', adGroupId: '10', headlines: [] },
        ref,
        context,
      ),
    ).toEqual([{ entity: 'ad_group_ad', operation: 'remove', resource: 'customers/1234567890/adGroupAds/10~901' }]);
  });

  it('every change and every undo is a valid v25 MutateOperation, built the way google-ads-api builds it', () => {
    const changes: ResultsChange[] = [
      { kind: 'SET_STATUS', status: 'PAUSED' },
      { kind: 'SET_BUDGET', fromDaily: 20, toDaily: 26 },
      { kind: 'ADD_NEGATIVES', terms: ['dentist jobs'] },
      { kind: 'REMOVE_NEGATIVES', terms: ['dentist jobs'], resourceNames: ['customers/1234567890/campaignCriteria/555~1'] },
      { kind: 'WIDEN_MATCH', keywordId: '103', adGroupId: '10', text: 'x', from: 'EXACT', to: 'PHRASE' },
      { kind: 'REMOVE_KEYWORD', resourceName: 'customers/1234567890/adGroupCriteria/10~77', adGroupId: '10', text: 'x' },
      { kind: 'PAUSE_KEYWORD', keywordId: '103', adGroupId: '10', text: 'x' },
      { kind: 'ENABLE_KEYWORD', keywordId: '103', adGroupId: '10', text: 'x' },
      { kind: 'REPLACE_HEADLINES', adId: '900', adGroupId: '10', remove: ['Whitening Near You'], add: ['Cheap Smiles'] },
      {
        kind: 'ADD_AD_VARIANT',
        adGroupId: '10',
        finalUrl: 'https://brightsmile.example/',
        headlines: ['Whitening In One Visit', 'Book Online Today', 'Family Dentist Austin'],
        descriptions: ['Whiter teeth in one visit.', 'Family check-ups six days a week.'],
      },
      { kind: 'REMOVE_AD', resourceName: 'customers/1234567890/adGroupAds/10~901', adGroupId: '10', headlines: [] },
    ];
    for (const change of changes) {
      for (const op of buildChangeOperations(change, ref, context)) {
        // As google-ads-api's buildMutationRequestAndService: {<entity>_operation: {<operation>: resource[, update_mask]}}.
        const inner: Record<string, unknown> = { [op.operation]: op.resource };
        if (op.operation === 'update') inner['update_mask'] = { paths: Object.keys(op.resource).filter((k) => k !== 'resource_name') };
        const proto = { [`${op.entity}_operation`]: inner };
        expect(services.MutateOperation.verify(proto), `${change.kind}: ${JSON.stringify(proto)}`).toBeNull();
        expect(services.MutateOperation.toObject(services.MutateOperation.fromObject(proto))).toMatchObject(
          op.operation === 'remove' ? proto : { [`${op.entity}_operation`]: { [op.operation]: expect.anything() } },
        );
        // A create keeps every field through the protos (a misspelt field would be dropped silently).
        if (op.operation === 'create') expect(services.MutateOperation.toObject(services.MutateOperation.fromObject(proto))).toEqual(proto);
      }
    }
  });
});
