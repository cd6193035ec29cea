import { describe, expect, it } from 'vitest';
import { datesBetween, periods } from '../../adapters/ads-results/dates.js';
import { SIMULATED_HISTORY_DAYS, simulate, type SimulatorState } from './simulator.js';

const TODAY = '2026-11-22';
const CAMPAIGN = 'customers/1234567890/campaigns/555';

function state(overrides: Partial<SimulatorState> = {}): SimulatorState {
  return {
    campaignResourceName: CAMPAIGN,
    budgetResourceName: 'customers/1234567890/campaignBudgets/444',
    language: 'en',
    statusChanges: [{ on: TODAY, status: 'ENABLED' }],
    budgets: [{ on: '0000-01-01', daily: 20 }],
    negatives: [{ text: 'cheap', on: '0000-01-01' }],
    adGroups: [{ id: '10', name: 'Teeth whitening' }],
    keywords: [
      { id: '101', adGroupId: '10', text: 'teeth whitening', matchType: 'PHRASE', since: '0000-01-01', pausedOn: null },
      { id: '102', adGroupId: '10', text: 'family dentist', matchType: 'PHRASE', since: '0000-01-01', pausedOn: null },
      { id: '103', adGroupId: '10', text: 'emergency dentist open on sunday', matchType: 'EXACT', since: '0000-01-01', pausedOn: null },
    ],
    ads: [
      {
        id: '900',
        adGroupId: '10',
        headlines: ['Teeth Whitening Austin', 'Family Dentist', 'Book Today', 'Gentle Care', 'Open Saturdays'],
        descriptions: ['Book online.', 'Gentle care.'],
        replacedHeadlines: [],
      },
    ],
    ...overrides,
  };
}

const sumOf = (rows: { impressions: number; clicks: number; cost: number; conversions: number }[]) => ({
  impressions: rows.reduce((s, r) => s + r.impressions, 0),
  clicks: rows.reduce((s, r) => s + r.clicks, 0),
  cost: Math.round(rows.reduce((s, r) => s + r.cost, 0) * 100) / 100,
  conversions: rows.reduce((s, r) => s + r.conversions, 0),
});

describe('the sandbox results simulator', () => {
  it('is deterministic: the same state and day give the same report', () => {
    expect(simulate(state(), 'LAST_30_DAYS', TODAY)).toEqual(simulate(state(), 'LAST_30_DAYS', TODAY));
    expect(JSON.stringify(simulate(state(), 'LAST_7_DAYS', TODAY))).toBe(JSON.stringify(simulate(state(), 'LAST_7_DAYS', TODAY)));
  });

  it('answers daily rows for the range and the previous period, ending yesterday', () => {
    const report = simulate(state(), 'LAST_7_DAYS', TODAY);
    const p = periods('LAST_7_DAYS', TODAY);
    expect(report.daily.map((d) => d.date)).toEqual(datesBetween(p.previousStart, p.end));
    expect(p.end).toBe('2026-11-21');
  });

  it('totals per keyword, ad group and search term equal the sum of the daily figures', () => {
    for (const range of ['LAST_7_DAYS', 'LAST_30_DAYS'] as const) {
      const report = simulate(state(), range, TODAY);
      const p = periods(range, TODAY);
      const daily = sumOf(report.daily.filter((d) => d.date >= p.start));
      expect(daily.impressions).toBeGreaterThan(0);
      expect(sumOf(report.keywords)).toEqual(daily);
      expect(sumOf(report.adGroups)).toEqual(daily);
      expect(sumOf(report.searchTerms)).toEqual(daily);
    }
  });

  it('keeps every day’s spend within that day’s budget, also when the budget is tight', () => {
    for (const daily of [20, 3, 0.5]) {
      const report = simulate(state({ budgets: [{ on: '0000-01-01', daily }] }), 'LAST_30_DAYS', TODAY);
      for (const day of report.daily) expect(day.cost).toBeLessThanOrEqual(daily);
    }
    const tight = simulate(state({ budgets: [{ on: '0000-01-01', daily: 3 }] }), 'LAST_30_DAYS', TODAY);
    expect(tight.statusReasons).toContain('BUDGET_CONSTRAINED');
    expect(tight.budgetLostImpressionShare).toBeGreaterThan(0.2);
  });

  it('starts when the campaign is enabled: nothing while paused, history backdated from the first enable', () => {
    expect(simulate(state({ statusChanges: [] }), 'LAST_30_DAYS', TODAY).daily.every((d) => d.impressions === 0)).toBe(true);
    const report = simulate(state(), 'LAST_30_DAYS', TODAY);
    const served = report.daily.filter((d) => d.impressions > 0).map((d) => d.date);
    expect(served[0]! >= '2026-10-08').toBe(true); // 45 days before the enable
    expect(SIMULATED_HISTORY_DAYS).toBe(45);
    // Paused again today: the status says so.
    const paused = simulate(
      state({
        statusChanges: [
          { on: TODAY, status: 'ENABLED' },
          { on: TODAY, status: 'PAUSED' },
        ],
      }),
      'LAST_7_DAYS',
      TODAY,
    );
    expect(paused.status).toBe('PAUSED');
    expect(paused.statusReasons).toContain('CAMPAIGN_PAUSED');
  });

  it('includes search terms that do not fit the business, and excludes what the negatives exclude', () => {
    const report = simulate(state(), 'LAST_30_DAYS', TODAY);
    const terms = report.searchTerms.map((t) => t.term);
    expect(terms).toEqual(expect.arrayContaining(['free teeth whitening', 'teeth whitening jobs']));
    expect(report.searchTerms.find((t) => t.term === 'free teeth whitening')!.conversions).toBe(0);
    const later = simulate(state({ negatives: [{ text: 'free', on: '0000-01-01' }] }), 'LAST_30_DAYS', TODAY);
    expect(later.searchTerms.map((t) => t.term)).not.toContain('free teeth whitening');
  });

  it('gives long exact keywords no impressions, and rates headlines once they have impressions', () => {
    const report = simulate(state(), 'LAST_30_DAYS', TODAY);
    expect(report.keywords.find((k) => k.id === '103')!.impressions).toBe(0);
    expect(report.ads[0]!.headlines.map((h) => h.performanceLabel)).toContain('LOW');
    const fresh = simulate(state({ statusChanges: [] }), 'LAST_30_DAYS', TODAY);
    expect(fresh.ads[0]!.headlines.every((h) => h.performanceLabel === 'LEARNING')).toBe(true);
  });

  it('fits the CPCs to the keywords: clicks × CPC is the cost, CPCs between $0.60 and $2.50', () => {
    const report = simulate(state(), 'LAST_30_DAYS', TODAY);
    for (const k of report.keywords.filter((k) => k.clicks > 0)) {
      const cpc = k.cost / k.clicks;
      expect(cpc).toBeGreaterThanOrEqual(0.6);
      expect(cpc).toBeLessThanOrEqual(2.5);
    }
  });

  it('splits an ad group between its ads from the day ad B is added (issue 27 item 5): both reported, their figures adding up to the group', () => {
    const adB = {
      id: '901',
      adGroupId: '10',
      headlines: ['Whitening In One Visit', 'Book Online Today', 'Family Dentist Austin'],
      descriptions: ['Whiter teeth in one visit.', 'Family check-ups six days a week.'],
      replacedHeadlines: [],
      since: '2026-11-08',
    };
    const base = state();
    const withB = state({ ads: [...base.ads, adB] });
    const report = simulate(withB, 'LAST_30_DAYS', TODAY);
    expect(report.ads.map((a) => a.id)).toEqual(['900', '901']);
    const [a, b] = report.ads as [(typeof report.ads)[0], (typeof report.ads)[0]];
    // The group's figures are the same with or without ad B; its ads share them.
    expect(report.adGroups[0]).toEqual(simulate(base, 'LAST_30_DAYS', TODAY).adGroups[0]);
    const { id: _id, name: _name, status: _status, ...group } = report.adGroups[0]!;
    expect(sumOf([a, b])).toEqual(group);
    expect(b.clicks).toBeGreaterThan(0);
    expect(a.clicks).toBeGreaterThan(b.clicks); // ad A also ran before ad B was added
    // Before ad B was added, ad A had the group alone.
    const before = simulate(withB, 'LAST_7_DAYS', '2026-11-08');
    expect(before.ads.find((x) => x.id === '901')!.impressions).toBe(0);
    // Added today: no figures yet (ranges end yesterday), its lines still learning.
    const today = simulate(state({ ads: [...base.ads, { ...adB, since: TODAY }] }), 'LAST_30_DAYS', TODAY);
    expect(today.ads[1]).toMatchObject({ id: '901', impressions: 0, clicks: 0 });
    expect(today.ads[1]!.headlines.every((h) => h.performanceLabel === 'LEARNING')).toBe(true);
  });
});
