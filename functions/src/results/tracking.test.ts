import { describe, expect, it } from 'vitest';
import { simulate, type SimConversion, type SimulatorState } from '../local/results/simulator.js';
import { actionResults, trackingState, tracksCustomers } from './tracking.js';
import { verdictFacts, verdictText } from './verdict.js';
import { buildSuggestions } from './suggestions.js';
import { totalsOf, sum } from './service.js';
import { periods } from '../adapters/ads-results/dates.js';

const TODAY = '2026-11-22';
const CAMPAIGN = 'customers/1234567890/campaigns/555';
const FORM = 'customers/1234567890/conversionActions/1';
const CALL = 'customers/1234567890/conversionActions/2';

const action = (over: Partial<SimConversion>): SimConversion => ({
  resourceName: FORM,
  name: 'Pautia - Form sent',
  type: 'WEBPAGE',
  category: 'SUBMIT_LEAD_FORM',
  callSeconds: null,
  firingFrom: null,
  silentFrom: null,
  ...over,
});

function state(actions: SimConversion[]): SimulatorState {
  return {
    campaignResourceName: CAMPAIGN,
    budgetResourceName: 'customers/1234567890/campaignBudgets/444',
    bidding: 'MAXIMIZE_CLICKS',
    conversionActions: actions,
    language: 'en',
    statusChanges: [{ on: TODAY, status: 'ENABLED' }],
    budgets: [{ on: '0000-01-01', daily: 40 }],
    negatives: [],
    adGroups: [{ id: '10', name: 'Teeth whitening' }],
    keywords: [
      { id: '101', adGroupId: '10', text: 'teeth whitening', matchType: 'PHRASE', since: '0000-01-01', pausedOn: null },
      { id: '102', adGroupId: '10', text: 'family dentist', matchType: 'PHRASE', since: '0000-01-01', pausedOn: null },
    ],
    ads: [{ id: '900', adGroupId: '10', headlines: ['A', 'B', 'C'], descriptions: ['D', 'E'], replacedHeadlines: [] }],
  };
}

const stored = [
  { kind: 'FORM_OR_ORDER' as const, resourceName: FORM, name: 'Pautia - Form sent' },
  { kind: 'CALL_FROM_ADS' as const, resourceName: CALL, name: 'Pautia - Calls from ads (60 s or more)', callSeconds: 60 },
];

function read(actions: SimConversion[], range: 'LAST_7_DAYS' | 'LAST_30_DAYS' = 'LAST_30_DAYS') {
  const report = simulate(state(actions), range, TODAY);
  const p = periods(range, TODAY);
  const totals = totalsOf(sum(report.daily.filter((d) => d.date >= p.start)));
  return { report, totals, actions: actionResults(report.conversionActions, stored, totals.cost, TODAY) };
}

describe('tracking states read back', () => {
  it('a website action: not installed, no conversions yet, recording, silent for N days', () => {
    expect(trackingState({ type: 'WEBPAGE', conversions: 0, lastConversionDate: null, lastRequestDate: null }, TODAY)).toEqual({
      state: 'NOT_INSTALLED',
      silentDays: null,
    });
    expect(trackingState({ type: 'WEBPAGE', conversions: 0, lastConversionDate: null, lastRequestDate: '2026-11-21' }, TODAY).state).toBe(
      'NO_CONVERSIONS_YET',
    );
    expect(
      trackingState({ type: 'WEBPAGE', conversions: 3, lastConversionDate: '2026-11-20', lastRequestDate: '2026-11-21' }, TODAY).state,
    ).toBe('RECORDING');
    expect(
      trackingState({ type: 'WEBPAGE', conversions: 3, lastConversionDate: '2026-11-10', lastRequestDate: '2026-11-11' }, TODAY),
    ).toEqual({
      state: 'SILENT',
      silentDays: 10,
    });
    // A call action needs no tag and is never silent.
    expect(trackingState({ type: 'AD_CALL', conversions: 0, lastConversionDate: null, lastRequestDate: null }, TODAY).state).toBe(
      'NO_CONVERSIONS_YET',
    );
  });

  it('through the sandbox simulator: the tag as created, firing, then silent; calls counted from the length the owner chose', () => {
    const notInstalled = read([action({})]);
    expect(notInstalled.actions).toMatchObject([{ kind: 'FORM_OR_ORDER', state: 'NOT_INSTALLED', conversions: 0 }]);
    expect(notInstalled.totals.conversions).toBe(0);

    const firing = read([action({ firingFrom: '2026-09-01' })]);
    expect(firing.actions[0]).toMatchObject({ state: 'RECORDING' });
    expect(firing.actions[0]!.conversions).toBeGreaterThan(0);
    expect(firing.actions[0]!.conversions).toBe(firing.totals.conversions);
    expect(firing.actions[0]!.costPerConversion).toBe(Math.round((firing.totals.cost / firing.totals.conversions) * 100) / 100);

    const silent = read([action({ firingFrom: '2026-09-01', silentFrom: '2026-11-12' })]);
    expect(silent.actions[0]).toMatchObject({ state: 'SILENT', silentDays: 10 });
    expect(silent.actions[0]!.conversions).toBeLessThan(firing.actions[0]!.conversions);

    const calls = (seconds: number) =>
      read([action({}), action({ resourceName: CALL, name: 'Calls', type: 'AD_CALL', category: 'PHONE_CALL_LEAD', callSeconds: seconds })]);
    const short = calls(30).actions.find((a) => a.kind === 'CALL_FROM_ADS')!;
    const long = calls(240).actions.find((a) => a.kind === 'CALL_FROM_ADS')!;
    expect(short.state).toBe('RECORDING');
    expect(short.conversions).toBeGreaterThan(long.conversions);
    expect(calls(400).actions.find((a) => a.kind === 'CALL_FROM_ADS')!.conversions).toBe(0);
  });
});

describe('the verdict changes from clicks to customers once tracking records', () => {
  const verdictOf = (r: ReturnType<typeof read>) =>
    verdictText(
      verdictFacts({
        status: 'ENABLED',
        conversionTracking: tracksCustomers(r.actions, r.report.conversionTracking),
        dailyBudget: r.report.dailyBudget,
        rangeDays: 30,
        totals: r.totals,
        tracking: r.actions,
      }),
      'en',
      'USD',
    );

  it('clicks while the tag is not installed, customers once it fires, and a silent tag is named', () => {
    const before = verdictOf(read([action({})]));
    expect(before).toMatchObject({ basis: 'CLICKS', level: 'WATCH' });
    expect(before.title).toMatch(/customers show once the tag is on your site/);
    expect(before.figures.map((f) => f.key)).toEqual(['CLICKS', 'CTR', 'COST']);

    const after = verdictOf(read([action({ firingFrom: '2026-09-01' })]));
    expect(after.basis).toBe('CUSTOMERS');
    expect(after.figures.map((f) => f.key)).toContain('RESULTS');

    const silent = verdictOf(read([action({ firingFrom: '2026-09-01', silentFrom: '2026-11-12' })]));
    expect(silent.trackingNote).toBe('"Pautia - Form sent" has sent nothing for 10 days: check that its tag is still on your site.');
  });
});

describe('Maximize conversions, proposed with its numbers', () => {
  const suggestionsOf = async (r: ReturnType<typeof read>, range: 'LAST_7_DAYS' | 'LAST_30_DAYS' = 'LAST_30_DAYS') => {
    const p = periods(range, TODAY);
    return buildSuggestions({
      report: r.report,
      keywords: [],
      searchTerms: [],
      rangeDays: range === 'LAST_30_DAYS' ? 30 : 7,
      rangeStart: p.start,
      history: [],
      language: 'en',
      currency: 'USD',
      headlines: { suggest: async () => [] },
      tracksCustomers: tracksCustomers(r.actions, r.report.conversionTracking),
    });
  };

  it('only once the campaign recorded at least 15 conversions in 30 days, as one undoable bidding change', async () => {
    const firing = read([action({ firingFrom: '2026-09-01' })]);
    expect(firing.totals.conversions).toBeGreaterThanOrEqual(15);
    const bidding = (await suggestionsOf(firing)).find((s) => s.kind === 'BIDDING');
    expect(bidding?.change).toEqual({ kind: 'SET_BIDDING', from: 'MAXIMIZE_CLICKS', to: 'MAXIMIZE_CONVERSIONS' });
    expect(bidding?.detail).toContain(`recorded ${firing.totals.conversions} conversions in the last 30 days`);

    // Firing for the last week only: too few to learn from.
    const recent = read([action({ firingFrom: '2026-11-19' })]);
    expect(recent.totals.conversions).toBeLessThan(15);
    expect((await suggestionsOf(recent)).some((s) => s.kind === 'BIDDING')).toBe(false);
    expect((await suggestionsOf(read([action({})]))).some((s) => s.kind === 'BIDDING')).toBe(false);
  });
});
