import type { ResultsChange } from '../../contract/results.js';
import { HttpError } from '../../errors.js';
import { msg } from '../../i18n/messages.js';

/**
 * The exact `GoogleAdsService.Mutate` operations of one change (pure; the real adapter sends them,
 * the sandbox records and replays them). Enum values are google-ads-api's numeric enums, checked
 * against the library in operations.test.ts.
 */
export const RESULTS_GADS = {
  CampaignStatus: { ENABLED: 2, PAUSED: 3 },
  KeywordMatchType: { EXACT: 2, PHRASE: 3, BROAD: 4 },
  AdGroupCriterionStatus: { ENABLED: 2, PAUSED: 3 },
  AdGroupAdStatus: { ENABLED: 2 },
} as const;

export type ResultsOperation =
  | { entity: 'campaign'; operation: 'update'; resource: { resource_name: string; status: number } }
  // Setting one bid strategy of the campaign's oneof replaces the other (update mask: that field).
  | {
      entity: 'campaign';
      operation: 'update';
      resource:
        | { resource_name: string; maximize_conversions: Record<string, never> }
        | { resource_name: string; target_spend: Record<string, never> };
    }
  | { entity: 'campaign_budget'; operation: 'update'; resource: { resource_name: string; amount_micros: number } }
  | {
      entity: 'campaign_criterion';
      operation: 'create';
      resource: { campaign: string; negative: true; keyword: { text: string; match_type: number } };
    }
  | {
      entity: 'ad_group_criterion';
      operation: 'create';
      resource: { ad_group: string; status: number; keyword: { text: string; match_type: number } };
    }
  | { entity: 'ad_group_criterion'; operation: 'update'; resource: { resource_name: string; status: number } }
  | {
      entity: 'ad_group_ad';
      operation: 'create';
      resource: {
        ad_group: string;
        status: number;
        ad: { final_urls: string[]; responsive_search_ad: { headlines: { text: string }[]; descriptions: { text: string }[] } };
      };
    }
  | { entity: 'campaign_criterion' | 'ad_group_criterion' | 'ad_group_ad'; operation: 'remove'; resource: string }
  | { entity: 'ad'; operation: 'update'; resource: { resource_name: string; responsive_search_ad: { headlines: { text: string }[] } } };

/** One cent in micros: budgets are whole cents. */
const CENT_MICROS = 10_000;

export function buildChangeOperations(
  change: ResultsChange,
  ref: { customerId: string; campaignResourceName: string },
  context: { budgetResourceName: string; currentHeadlines?: string[] },
): ResultsOperation[] {
  const base = `customers/${ref.customerId}`;
  switch (change.kind) {
    case 'SET_STATUS':
      return [
        {
          entity: 'campaign',
          operation: 'update',
          resource: { resource_name: ref.campaignResourceName, status: RESULTS_GADS.CampaignStatus[change.status] },
        },
      ];
    case 'SET_BUDGET': {
      if (!(change.toDaily >= 0.01 && change.toDaily <= 100_000)) throw new HttpError('INVALID_REQUEST', msg('results.budgetRange'));
      const micros = Math.round((change.toDaily * 1_000_000) / CENT_MICROS) * CENT_MICROS;
      return [
        { entity: 'campaign_budget', operation: 'update', resource: { resource_name: context.budgetResourceName, amount_micros: micros } },
      ];
    }
    case 'ADD_NEGATIVES':
      return change.terms.map((text) => ({
        entity: 'campaign_criterion',
        operation: 'create',
        // Exact match: exclude the wasted query itself, not every query that contains it.
        resource: {
          campaign: ref.campaignResourceName,
          negative: true,
          keyword: { text, match_type: RESULTS_GADS.KeywordMatchType.EXACT },
        },
      }));
    case 'WIDEN_MATCH':
      return [
        {
          entity: 'ad_group_criterion',
          operation: 'create',
          resource: {
            ad_group: `${base}/adGroups/${change.adGroupId}`,
            status: RESULTS_GADS.AdGroupCriterionStatus.ENABLED,
            keyword: { text: change.text, match_type: RESULTS_GADS.KeywordMatchType[change.to] },
          },
        },
      ];
    case 'REMOVE_NEGATIVES':
      // Undo of ADD_NEGATIVES: the criteria it created, removed by the names Google gave them.
      if (change.resourceNames.length === 0) throw new HttpError('CONFLICT', msg('results.undoUnavailable'));
      return change.resourceNames.map((name) => ({ entity: 'campaign_criterion', operation: 'remove', resource: name }));
    case 'REMOVE_KEYWORD':
      // Undo of WIDEN_MATCH: the phrase keyword it added.
      return [{ entity: 'ad_group_criterion', operation: 'remove', resource: change.resourceName }];
    case 'ENABLE_KEYWORD':
      // Undo of PAUSE_KEYWORD.
      return [
        {
          entity: 'ad_group_criterion',
          operation: 'update',
          resource: {
            resource_name: `${base}/adGroupCriteria/${change.adGroupId}~${change.keywordId}`,
            status: RESULTS_GADS.AdGroupCriterionStatus.ENABLED,
          },
        },
      ];
    case 'PAUSE_KEYWORD':
      return [
        {
          entity: 'ad_group_criterion',
          operation: 'update',
          resource: {
            resource_name: `${base}/adGroupCriteria/${change.adGroupId}~${change.keywordId}`,
            status: RESULTS_GADS.AdGroupCriterionStatus.PAUSED,
          },
        },
      ];
    case 'ADD_AD_VARIANT': {
      // The A/B plan's ad B beside ad A: Google needs 3–15 headlines and 2–4 descriptions.
      if (change.headlines.length < 3 || change.descriptions.length < 2)
        throw new HttpError('INVALID_REQUEST', msg('results.variantLines'));
      return [
        {
          entity: 'ad_group_ad',
          operation: 'create',
          resource: {
            ad_group: `${base}/adGroups/${change.adGroupId}`,
            status: RESULTS_GADS.AdGroupAdStatus.ENABLED,
            ad: {
              final_urls: [change.finalUrl],
              responsive_search_ad: {
                headlines: change.headlines.slice(0, 15).map((text) => ({ text })),
                descriptions: change.descriptions.slice(0, 4).map((text) => ({ text })),
              },
            },
          },
        },
      ];
    }
    case 'SET_BIDDING':
      return [
        {
          entity: 'campaign',
          operation: 'update',
          resource:
            change.to === 'MAXIMIZE_CONVERSIONS'
              ? { resource_name: ref.campaignResourceName, maximize_conversions: {} }
              : { resource_name: ref.campaignResourceName, target_spend: {} },
        },
      ];
    case 'REMOVE_AD':
      // Undo of ADD_AD_VARIANT: the ad group ad it created, by the name Google gave it.
      return [{ entity: 'ad_group_ad', operation: 'remove', resource: change.resourceName }];
    case 'REPLACE_HEADLINES': {
      // An RSA's headlines are replaced as a whole list: the current ones minus the LOW ones, plus the new.
      const kept = (context.currentHeadlines ?? []).filter((h) => !change.remove.includes(h));
      const headlines = [...kept, ...change.add].filter((h, i, all) => all.indexOf(h) === i).slice(0, 15);
      if (headlines.length < 3) throw new HttpError('INVALID_REQUEST', msg('results.minHeadlines'));
      return [
        {
          entity: 'ad',
          operation: 'update',
          resource: {
            resource_name: `${base}/ads/${change.adId}`,
            responsive_search_ad: { headlines: headlines.map((text) => ({ text })) },
          },
        },
      ];
    }
  }
}
