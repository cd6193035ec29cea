import { describe, expect, it } from 'vitest';
import type { CachedResults } from './cached.js';
import { patchResults } from './patch.js';

const zero = { impressions: 0, clicks: 0, cost: 0, conversions: 0, ctr: 0, averageCpc: 0, costPerConversion: null, conversionRate: 0 };

function cached(): CachedResults {
  return {
    source: 'sandbox',
    range: 'LAST_7_DAYS',
    fetchedAt: '2026-11-22T10:00:00Z',
    status: 'ENABLED',
    servingProblems: [],
    dailyBudget: 10,
    conversionTracking: true,
    totals: zero,
    previousTotals: zero,
    daily: [],
    adGroups: [],
    keywords: [{ id: '101', adGroupId: '10', adGroupName: 'G', text: 'teeth whitening', matchType: 'EXACT', status: 'ENABLED', ...zero }],
    searchTerms: [{ term: 'dentist jobs', adGroupName: 'G', status: 'NONE', ...zero }],
    ads: [
      {
        id: '900',
        adGroupId: '10',
        adGroupName: 'G',
        variant: 'A',
        status: 'ENABLED',
        headlines: [
          { text: 'Cheap Smiles', performanceLabel: 'LOW' },
          { text: 'Teeth Whitening', performanceLabel: 'BEST' },
        ],
        descriptions: [],
        ...zero,
      },
    ],
    suggestions: [
      { id: 'sg_1', kind: 'NEGATIVES', title: '', detail: '', change: { kind: 'ADD_NEGATIVES', terms: ['dentist jobs'] } },
      { id: 'sg_2', kind: 'BUDGET', title: '', detail: '', change: { kind: 'SET_BUDGET', fromDaily: 10, toDaily: 13 } },
    ],
    abTest: null,
    budgetResourceName: 'customers/1/campaignBudgets/2',
  };
}

describe('the kept results after a change or its undo (issue 27 item 3)', () => {
  it('shows excluded search terms, new headlines (rated Pending), keyword status and budget at once; an undo puts them back', () => {
    const r = cached();
    patchResults(r, { kind: 'ADD_NEGATIVES', terms: ['dentist jobs'], resourceNames: ['customers/1/campaignCriteria/5~1'] });
    expect(r.searchTerms[0]!.status).toBe('EXCLUDED');
    expect(r.suggestions.map((s) => s.kind)).toEqual(['BUDGET']);
    patchResults(r, { kind: 'REMOVE_NEGATIVES', terms: ['dentist jobs'], resourceNames: ['customers/1/campaignCriteria/5~1'] });
    expect(r.searchTerms[0]!.status).toBe('NONE');

    patchResults(r, { kind: 'REPLACE_HEADLINES', adId: '900', adGroupId: '10', remove: ['Cheap Smiles'], add: ['Gentle Care'] });
    expect(r.ads[0]!.headlines).toEqual([
      { text: 'Teeth Whitening', performanceLabel: 'BEST' },
      { text: 'Gentle Care', performanceLabel: 'PENDING' },
    ]);

    patchResults(r, { kind: 'PAUSE_KEYWORD', keywordId: '101', adGroupId: '10', text: 'teeth whitening' });
    expect(r.keywords[0]!.status).toBe('PAUSED');
    patchResults(r, { kind: 'ENABLE_KEYWORD', keywordId: '101', adGroupId: '10', text: 'teeth whitening' });
    expect(r.keywords[0]!.status).toBe('ENABLED');

    patchResults(r, {
      kind: 'WIDEN_MATCH',
      keywordId: '101',
      adGroupId: '10',
      text: 'teeth whitening',
      from: 'EXACT',
      to: 'PHRASE',
      resourceName: 'customers/1/adGroupCriteria/10~555',
    });
    expect(r.keywords.map((k) => [k.id, k.matchType])).toEqual([
      ['101', 'EXACT'],
      ['555', 'PHRASE'],
    ]);
    patchResults(r, {
      kind: 'REMOVE_KEYWORD',
      resourceName: 'customers/1/adGroupCriteria/10~555',
      adGroupId: '10',
      text: 'teeth whitening',
    });
    expect(r.keywords.map((k) => k.id)).toEqual(['101']);

    patchResults(r, { kind: 'SET_BUDGET', fromDaily: 10, toDaily: 13 });
    expect(r.dailyBudget).toBe(13);
    expect(r.suggestions).toEqual([]);
  });

  it('shows ad B beside ad A at once, the A/B comparison waiting for its sample; its undo takes ad B away (issue 27 item 5)', () => {
    const r = cached();
    r.suggestions.push({
      id: 'sg_3',
      kind: 'AB_TEST',
      title: '',
      detail: '',
      change: {
        kind: 'ADD_AD_VARIANT',
        adGroupId: '10',
        finalUrl: 'https://x.example/',
        headlines: ['A', 'B', 'C'],
        descriptions: ['D', 'E'],
      },
    });
    patchResults(r, {
      kind: 'ADD_AD_VARIANT',
      adGroupId: '10',
      adGroupName: 'G',
      finalUrl: 'https://x.example/',
      headlines: ['Book Today', 'Whiter Teeth', 'Family Dentist'],
      descriptions: ['Book online.', 'Gentle care.'],
      clicksPerAd: 300,
      resourceName: 'customers/1/adGroupAds/10~901',
    });
    expect(r.ads.map((a) => [a.id, a.variant])).toEqual([
      ['900', 'A'],
      ['901', 'B'],
    ]);
    expect(r.ads[1]!.headlines.every((h) => h.performanceLabel === 'PENDING')).toBe(true);
    expect(r.abTest).toMatchObject({ adA: '900', adB: '901', winner: null, sample: { neededClicks: 300, a: 0, b: 0, enough: false } });
    expect(r.suggestions.map((s) => s.kind)).not.toContain('AB_TEST');
    patchResults(r, { kind: 'REMOVE_AD', resourceName: 'customers/1/adGroupAds/10~901', adGroupId: '10', headlines: [] });
    expect(r.ads.map((a) => a.id)).toEqual(['900']);
    expect(r.abTest).toBeNull();
  });
});
