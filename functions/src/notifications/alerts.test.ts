import { describe, expect, it } from 'vitest';
import type { DailyFigures } from '../contract/results.js';
import { alertsFor, type AlertInputs } from './alerts.js';

/** 30 days ending yesterday; `day(daysAgo)` gives each day's figures. */
function days(day: (daysAgo: number) => Omit<DailyFigures, 'date'>): DailyFigures[] {
  return Array.from({ length: 30 }, (_, i) => ({ date: `2026-10-${String(i + 1).padStart(2, '0')}`, ...day(30 - i) }));
}
const steady = { impressions: 120, clicks: 6, cost: 4.5, conversions: 1 };
const inputs = (over: Partial<AlertInputs>): AlertInputs => ({
  currency: 'USD',
  dailyBudget: 5,
  status: 'ENABLED',
  conversionTracking: true,
  daily: days(() => steady),
  problems: [],
  ...over,
});
const kinds = (i: AlertInputs) => alertsFor(i).map((f) => f.kind);

describe('alert thresholds on a small budget (USD 5 a day)', () => {
  it('a campaign spending close to its budget with steady conversions raises nothing', () => {
    expect(kinds(inputs({}))).toEqual([]);
  });

  it('over-spending needs more than 120 % of the week and a whole daily budget more', () => {
    // 7 × 6.5 = 45.5 against 35: 130 %, 10.5 more.
    expect(alertsFor(inputs({ daily: days((ago) => (ago <= 7 ? { ...steady, cost: 6.5 } : steady)) }))).toEqual([
      { kind: 'SPEND_PACING', facts: { direction: 'over', spent: 45.5, budget: 35, percent: 130, currency: 'USD' } },
    ]);
    // 7 × 5.9 = 41.3: 118 %, within Google's usual day-to-day swing.
    expect(kinds(inputs({ daily: days((ago) => (ago <= 7 ? { ...steady, cost: 5.9 } : steady)) }))).toEqual([]);
  });

  it('under-spending counts only a campaign that ran the whole week, and never a paused one', () => {
    const low = days((ago) => (ago <= 7 ? { ...steady, cost: 1 } : steady));
    expect(kinds(inputs({ daily: low }))).toEqual(['SPEND_PACING']);
    expect(kinds(inputs({ daily: low, status: 'PAUSED' }))).toEqual([]);
    // Started this week (nothing before, nothing on the week's first day): too soon to say.
    const started = days((ago) => (ago <= 5 ? { ...steady, cost: 1 } : { impressions: 0, clicks: 0, cost: 0, conversions: 0 }));
    expect(kinds(inputs({ daily: started }))).toEqual([]);
  });

  it('no conversions needs 3 daily budgets and 10 clicks in 14 days, and tracking to exist', () => {
    const none = days(() => ({ ...steady, conversions: 0 }));
    expect(alertsFor(inputs({ daily: none }))).toEqual([
      { kind: 'NO_CONVERSIONS', facts: { spent: 63, clicks: 84, days: 14, currency: 'USD' } },
    ]);
    expect(kinds(inputs({ daily: none, conversionTracking: false }))).toEqual([]);
    const fewClicks = days(() => ({ impressions: 40, clicks: 0.5, cost: 1.2, conversions: 0 }));
    expect(kinds(inputs({ daily: fewClicks }))).not.toContain('NO_CONVERSIONS');
  });

  it('tracking gone silent: conversions before, none for 7 days with clicks since; the tracking status can say the days', () => {
    const silent = days((ago) => (ago <= 8 ? { ...steady, conversions: 0 } : steady));
    expect(alertsFor(inputs({ daily: silent }))).toEqual([
      { kind: 'TRACKING_SILENT', facts: { days: 9, clicks: 48, lastDate: '2026-10-22' } },
    ]);
    const recent = days((ago) => (ago <= 5 ? { ...steady, conversions: 0 } : steady));
    expect(kinds(inputs({ daily: recent }))).toEqual([]);
    expect(kinds(inputs({ daily: recent, daysSinceLastConversion: 12 }))).toEqual(['TRACKING_SILENT']);
  });

  it('policy and budget problems come from Google’s serving reasons', () => {
    expect(alertsFor(inputs({ problems: ['ADS_DISAPPROVED', 'ADS_LIMITED_BY_POLICY'] }))).toEqual([
      { kind: 'ADS_POLICY', facts: { disapproved: true, limited: true } },
    ]);
    expect(kinds(inputs({ problems: ['LIMITED_BY_BUDGET'] }))).toEqual(['LIMITED_BY_BUDGET']);
    expect(kinds(inputs({ problems: ['LIMITED_BY_BUDGET'], status: 'PAUSED' }))).toEqual([]);
  });
});
