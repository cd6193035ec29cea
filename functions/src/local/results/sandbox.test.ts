import { describe, expect, it } from 'vitest';
import { replay } from './sandbox.js';
import { simulate } from './simulator.js';
import { buildCampaignOperations } from '../../adapters/google-ads/operations.js';

/**
 * The seam between the two sandboxes: what the Google Ads sandbox records in
 * `localGoogleAdsMutations` (the creation's operations, then later changes), the results sandbox
 * replays. The only test that imports two adapters, so it lives beside them, not in either.
 */
const TODAY = '2026-11-22';
const CAMPAIGN = 'customers/1234567890/campaigns/555';

describe('the results sandbox replays what the Google Ads sandbox recorded', () => {
  it('reads the campaign from the creation operations the sandbox recorded, then replays later changes', () => {
    const built = buildCampaignOperations(
      {
        objective: 'Sales',
        description: 'Bright Smile Dental offers teeth whitening in Austin.',
        type: 'Search',
        location: 'United States',
        language: 'Spanish',
        keywords: 'blanqueamiento dental, dentista familiar',
        negativeKeywords: 'gratis',
        link1: 'https://brightsmile.example/',
        link2: '',
        link3: '',
        link4: '',
        budget: 140,
      },
      undefined,
      {
        customerId: '1234567890',
        campaignName: 'Bright Smile',
        geoTargetConstants: ['geoTargetConstants/2840'],
        languageConstant: 'languageConstants/1003',
        languageCode: 'es',
      },
    );
    const resourceNames = built.operations.map((op, i) =>
      op.entity === 'campaign'
        ? CAMPAIGN
        : op.entity === 'campaign_budget'
          ? 'customers/1234567890/campaignBudgets/444'
          : op.entity === 'ad_group'
            ? 'customers/1234567890/adGroups/77'
            : op.entity === 'ad_group_criterion'
              ? `customers/1234567890/adGroupCriteria/77~${1000 + i}`
              : op.entity === 'ad_group_ad'
                ? 'customers/1234567890/adGroupAds/77~900'
                : `customers/1234567890/campaignCriteria/555~${i}`,
    );
    const created = Date.parse('2026-11-20T10:00:00Z');
    const mutations = [
      { uid: 'u', operations: JSON.parse(JSON.stringify(built.operations)), resourceNames, createdAt: created },
      {
        uid: 'u',
        campaignResourceName: CAMPAIGN,
        operations: [{ entity: 'campaign', operation: 'update', resource: { resource_name: CAMPAIGN, status: 2 } }],
        resourceNames: [CAMPAIGN],
        createdAt: Date.parse('2026-11-22T09:00:00Z'),
      },
      {
        uid: 'u',
        campaignResourceName: 'customers/1234567890/campaigns/other',
        operations: [{ entity: 'campaign', operation: 'update', resource: { resource_name: 'x', status: 3 } }],
        resourceNames: [],
        createdAt: Date.parse('2026-11-22T10:00:00Z'),
      },
    ];
    const replayed = replay(CAMPAIGN, mutations)!;
    expect(replayed).toMatchObject({
      language: 'es',
      budgetResourceName: 'customers/1234567890/campaignBudgets/444',
      statusChanges: [{ on: TODAY, status: 'ENABLED' }],
      budgets: [{ daily: 20 }],
    });
    expect(replayed.keywords.map((k) => k.text)).toEqual(['blanqueamiento dental', 'dentista familiar']);
    expect(replayed.negatives.map((n) => n.text)).toContain('gratis');
    expect(replayed.ads[0]!.id).toBe('900');
    const report = simulate(replayed, 'LAST_7_DAYS', TODAY);
    expect(report.searchTerms.map((t) => t.term)).toContain('trabajo de blanqueamiento dental');
    expect(report.searchTerms.map((t) => t.term)).not.toContain('blanqueamiento dental gratis');
    expect(replay('customers/1/campaigns/unknown', mutations)).toBeUndefined();
  });
});
