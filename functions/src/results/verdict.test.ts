import { describe, expect, it } from 'vitest';
import { totalsOf } from './service.js';
import { problemCodes, servingNow } from './serving.js';
import { servingText } from './text.js';
import { verdictFacts, verdictText } from './verdict.js';

const totals = (impressions: number, clicks: number, cost: number, conversions: number) =>
  totalsOf({ impressions, clicks, cost, conversions });
// Daily budget 20 → target 20 × 7 / 5 = 28 per result.
const base = { status: 'ENABLED' as const, conversionTracking: true, dailyBudget: 20, rangeDays: 7 };

describe('verdict', () => {
  it('is good when a result costs no more than the target, with the cost per result, results and conversion rate', () => {
    const facts = verdictFacts({ ...base, totals: totals(1500, 90, 93.9, 6) });
    expect(facts).toMatchObject({ level: 'GOOD', reason: 'ON_TARGET', target: 28 });
    expect(facts.figures.map((f) => f.key)).toEqual(['COST_PER_RESULT', 'RESULTS', 'CONVERSION_RATE']);
    expect(facts.figures[0]).toMatchObject({ value: 15.65, compare: 28, basis: 'TARGET' });
    const en = verdictText(facts, 'en', 'USD');
    expect(en.title).toBe('Going well: 6 results at USD 15.65 each');
    expect(en.detail).toContain('within your target of USD 28.00');
    const es = verdictText(facts, 'es', 'ARS');
    expect(es.title).toBe('Va bien: 6 resultados a ARS 15,65 cada uno');
    expect(es.nextStep).toMatch(/Dejala/);
  });

  it('is watch just above the target and act far above it; a fitting suggestion is the next step', () => {
    const watch = verdictFacts({ ...base, totals: totals(1500, 90, 120, 3), suggestion: 'Exclude 2 search terms that waste money' });
    expect(watch).toMatchObject({ level: 'WATCH', reason: 'ABOVE_TARGET' });
    expect(verdictText(watch, 'en', 'USD').nextStep).toBe('Exclude 2 search terms that waste money');
    const act = verdictFacts({ ...base, totals: totals(1500, 90, 150, 2) });
    expect(act).toMatchObject({ level: 'ACT', reason: 'FAR_ABOVE_TARGET' });
    expect(verdictText(act, 'en', 'GBP').title).toBe('Each result costs GBP 75.00, well above your target');
  });

  it('never makes spending more the next step while results cost too much: the first other suggestion is, else its own advice', () => {
    const raise = { title: 'Raise the daily budget to USD 13.00', raisesBudget: true };
    const negatives = { title: 'Exclude 2 search terms that waste money', raisesBudget: false };
    const dear = verdictFacts({ ...base, totals: totals(1500, 90, 150, 2), suggestions: [raise, negatives] });
    expect(verdictText(dear, 'en', 'USD').nextStep).toBe('Exclude 2 search terms that waste money');
    const onlyRaise = verdictFacts({ ...base, totals: totals(1500, 90, 150, 2), suggestions: [raise] });
    expect(verdictText(onlyRaise, 'en', 'USD').nextStep).toBe(
      'Exclude the searches that spend without results and check your landing page.',
    );
    // Below target, more budget buys more of what works: a good campaign has no next step to take.
    const cheap = verdictFacts({ ...base, totals: totals(1500, 90, 20, 5), suggestions: [raise] });
    expect(cheap.level).toBe('GOOD');
  });

  it('does not judge on a few clicks, and acts on real spend without results', () => {
    expect(verdictFacts({ ...base, totals: totals(200, 6, 9, 0) })).toMatchObject({ level: 'WATCH', reason: 'TOO_EARLY' });
    expect(verdictFacts({ ...base, totals: totals(1200, 40, 60, 0) })).toMatchObject({ level: 'ACT', reason: 'NO_RESULTS' });
    expect(verdictFacts({ ...base, totals: totals(1200, 25, 30, 0) })).toMatchObject({ level: 'WATCH', reason: 'NO_RESULTS_YET' });
  });

  it('says a paused campaign brings nothing, and asks for conversion tracking when results cannot be counted', () => {
    const paused = verdictFacts({ ...base, status: 'PAUSED', totals: totals(0, 0, 0, 0), suggestion: 'Raise the budget' });
    expect(paused).toMatchObject({ level: 'ACT', reason: 'PAUSED' });
    expect(verdictText(paused, 'es', 'ARS').nextStep).toBe('Activala cuando quieras que tus anuncios vuelvan a mostrarse.');
    const blind = verdictFacts({ ...base, conversionTracking: false, totals: totals(1500, 90, 93.9, 0) });
    expect(blind).toMatchObject({ level: 'WATCH', reason: 'NO_TRACKING' });
    expect(blind.figures.find((f) => f.key === 'CTR')).toMatchObject({ compare: 0.0642, basis: 'TYPICAL' });
  });
});

describe('one status', () => {
  it('drops the paused banner once the campaign is enabled, and keeps problems that do not depend on it', () => {
    const read = { status: 'PAUSED' as const, statusReasons: ['CAMPAIGN_PAUSED', 'HAS_ADS_DISAPPROVED'], billingReady: true };
    const now = servingNow(read, 'ENABLED');
    expect(servingText(now, 'en')).toEqual(['Some ads were disapproved under Google’s advertising policies. Check them in Google Ads.']);
    expect(problemCodes(now)).toEqual(['ADS_DISAPPROVED']);
    expect(servingText(servingNow({ status: 'ENABLED', statusReasons: ['BUDGET_CONSTRAINED'] }, 'PAUSED'), 'en')).toEqual([
      'The campaign is paused, so its ads do not show. Enable it to start.',
    ]);
    expect(problemCodes({ status: 'ENABLED', statusReasons: ['BUDGET_CONSTRAINED'], billingReady: false })).toEqual([
      'LIMITED_BY_BUDGET',
      'BILLING',
    ]);
  });
});
