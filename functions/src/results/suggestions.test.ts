import { describe, expect, it } from 'vitest';
import type { AdsReport } from '../adapters/ads-results/types.js';
import type { AdRow, ChangeRecord } from '../contract/results.js';
import { compareAds, twoProportionZTest } from './ab-test.js';
import { lintAdCopy } from '../contract/copy-lint.js';
import { copyEngineHeadlineSuggester } from './headline-suggester.js';
import { totalsOf } from './service.js';
import { buildSuggestions, type OwnerFacts } from './suggestions.js';
import { suggestionText } from './text.js';

const m = (impressions: number, clicks: number, cost: number, conversions: number) => ({ impressions, clicks, cost, conversions });

function report(overrides: Partial<AdsReport> = {}): AdsReport {
  return {
    status: 'ENABLED',
    statusReasons: [],
    dailyBudget: 20,
    budgetResourceName: 'customers/1/campaignBudgets/2',
    budgetLostImpressionShare: 0,
    conversionTracking: true,
    billingReady: true,
    negatives: ['cheap'],
    daily: Array.from({ length: 7 }, (_, i) => ({ date: `2026-11-${15 + i}`, ...m(100, 5, 18, 1) })),
    adGroups: [],
    keywords: [],
    searchTerms: [],
    ads: [],
    ...overrides,
  };
}

const input = (r: AdsReport, history: ChangeRecord[] = []) => ({
  report: r,
  keywords: r.keywords.map((k) => ({ ...k, ...totalsOf(k) })),
  searchTerms: r.searchTerms.map((t) => ({ ...t, ...totalsOf(t) })),
  rangeDays: 7,
  rangeStart: '2026-11-15',
  history,
  language: 'en' as const,
  currency: 'USD',
  headlines: copyEngineHeadlineSuggester,
});

describe('suggestions', () => {
  it('proposes wasted and off-target search terms as campaign negatives, not converting or excluded ones', async () => {
    const r = report({
      searchTerms: [
        { term: 'teeth whitening', adGroupName: 'G', status: 'NONE', ...m(300, 20, 30, 3) },
        { term: 'whitening strips review', adGroupName: 'G', status: 'NONE', ...m(100, 4, 25, 0) },
        { term: 'whitening gel', adGroupName: 'G', status: 'NONE', ...m(100, 4, 5, 0) },
        { term: 'dentist jobs', adGroupName: 'G', status: 'NONE', ...m(20, 1, 1.5, 0) },
        { term: 'free whitening', adGroupName: 'G', status: 'EXCLUDED', ...m(20, 2, 3, 0) },
        { term: 'cheap', adGroupName: 'G', status: 'NONE', ...m(20, 2, 3, 0) },
      ],
    });
    const [negatives] = await buildSuggestions(input(r));
    expect(negatives).toMatchObject({
      kind: 'NEGATIVES',
      change: { kind: 'ADD_NEGATIVES', terms: ['dentist jobs', 'whitening strips review'] },
    });
    expect(negatives!.id).toMatch(/^sg_[0-9a-f]{16}$/);
    expect(negatives!.detail).toContain('USD 26.50');
    // A term that is one of the keywords is never proposed as a negative.
    const keyword = {
      id: '1',
      adGroupId: '10',
      adGroupName: 'G',
      text: 'whitening strips review',
      matchType: 'PHRASE' as const,
      status: 'ENABLED',
      ...m(100, 4, 25, 0),
    };
    const [withKeyword] = await buildSuggestions(input({ ...r, keywords: [keyword] }));
    expect(withKeyword!.change).toEqual({ kind: 'ADD_NEGATIVES', terms: ['dentist jobs'] });
  });

  it('raises a budget that limits the campaign, lowers one it does not use, and leaves a just-changed one alone', async () => {
    const limited = await buildSuggestions(input(report({ statusReasons: ['BUDGET_CONSTRAINED'], budgetLostImpressionShare: 0.4 })));
    expect(limited[0]).toMatchObject({ kind: 'BUDGET', change: { kind: 'SET_BUDGET', fromDaily: 20, toDaily: 26 } });
    expect(limited[0]!.detail).toContain('missed 40%');
    const under = await buildSuggestions(input(report({ dailyBudget: 100 })));
    expect(under[0]).toMatchObject({ kind: 'BUDGET', change: { kind: 'SET_BUDGET', fromDaily: 100, toDaily: 22.5 } });
    const changed: ChangeRecord = {
      id: 'c',
      at: '2026-11-22T10:00:00Z',
      change: { kind: 'SET_BUDGET', fromDaily: 20, toDaily: 26 },
      description: '',
      result: 'APPLIED',
      message: '',
    };
    expect(await buildSuggestions(input(report({ statusReasons: ['BUDGET_CONSTRAINED'] }), [changed]))).toEqual([]);
  });

  it('replaces LOW headlines with new ones from the headline suggester', async () => {
    const ad = {
      id: '900',
      adGroupId: '10',
      adGroupName: 'Whitening',
      status: 'ENABLED',
      ...m(500, 20, 20, 2),
      headlines: [
        { text: 'Teeth Whitening', performanceLabel: 'BEST' as const },
        { text: 'Cheap Smiles', performanceLabel: 'LOW' as const },
      ],
      descriptions: [],
    };
    const keyword = {
      id: '101',
      adGroupId: '10',
      adGroupName: 'Whitening',
      text: 'teeth whitening',
      matchType: 'PHRASE' as const,
      status: 'ENABLED',
      ...m(500, 20, 20, 2),
    };
    const brief = {
      description: 'Bright Smile Dental in Austin: teeth whitening with 0% financing and a free first visit.',
      objective: 'Leads',
      location: 'Austin, Texas',
    };
    const [s] = await buildSuggestions({ ...input(report({ ads: [ad], keywords: [keyword] })), brief });
    expect(s).toMatchObject({ kind: 'HEADLINES', change: { kind: 'REPLACE_HEADLINES', adId: '900', remove: ['Cheap Smiles'] } });
    const change = s!.change as { add: string[] };
    expect(change.add).toHaveLength(1);
    // A selling point of this business, not a template around the keyword.
    expect(change.add[0]).toMatch(/free first visit|0% financing|bright smile/i);
    // The copy engine's line: it passes the linter beside the headline that stays, and it is not the
    // one removed.
    expect(change.add[0]).not.toBe('Cheap Smiles');
    expect(
      lintAdCopy(
        { headlines: ['Teeth Whitening', ...change.add], descriptions: [] },
        { lang: 'en', support: brief.description, properNouns: ['Austin', 'Texas'] },
      ),
    ).toEqual([]);
  });

  it('widens an exact keyword without impressions, never pauses one for low impressions alone, and skips keywords just changed', async () => {
    const kw = (id: string, text: string, matchType: 'EXACT' | 'PHRASE') => ({
      id,
      adGroupId: '10',
      adGroupName: 'G',
      text,
      matchType,
      status: 'ENABLED',
      ...m(0, 0, 0, 0),
    });
    const out = await buildSuggestions(
      input(report({ keywords: [kw('1', 'emergency dentist', 'EXACT'), kw('2', 'whitening kit', 'PHRASE')] })),
    );
    expect(out.map((s) => s.change)).toEqual([
      { kind: 'WIDEN_MATCH', keywordId: '1', adGroupId: '10', adGroupName: 'G', text: 'emergency dentist', from: 'EXACT', to: 'PHRASE' },
    ]);
    expect(out[0]!.detail).toBe(
      '"emergency dentist" had no impressions in the last 7 days as an exact match. As a phrase match it also shows for searches that contain it, like "emergency dentist near me".',
    );
    const widened: ChangeRecord = {
      id: 'c',
      at: '2026-11-22T10:00:00Z',
      change: out[0]!.change!,
      description: '',
      result: 'APPLIED',
      message: '',
    };
    expect((await buildSuggestions(input(report({ keywords: [kw('1', 'emergency dentist', 'EXACT')] }), [widened]))).length).toBe(0);
  });

  describe('respects the owner', () => {
    const kw = (id: string, text: string, matchType: 'EXACT' | 'PHRASE', metrics = m(0, 0, 0, 0)) => ({
      id,
      adGroupId: '10',
      adGroupName: 'Pan',
      text,
      matchType,
      status: 'ENABLED',
      ...metrics,
    });
    const owner = (over: Partial<OwnerFacts> = {}): OwnerFacts => ({
      coreKeywords: ['pan de masa madre', 'facturas'],
      productNames: ['medialunas'],
      writtenLines: [],
      removedLines: [],
      ...over,
    });
    // Daily budget 20 → a result should cost at most 28.
    const withOwner = (r: AdsReport, o = owner()) => ({ ...input(r), owner: o, targetCostPerResult: 28 });

    it('pauses a keyword only after real spend without a result, and says the evidence with its numbers and period', async () => {
      const r = report({
        keywords: [
          kw('1', 'pan integral', 'PHRASE', m(400, 12, 30, 0)), // 12 clicks, 30 ≥ 28, no result → pause
          kw('2', 'pan de centeno', 'PHRASE', m(300, 12, 20, 0)), // cost under the target → no
          kw('3', 'pan sin tacc', 'PHRASE', m(300, 6, 40, 0)), // too few clicks → no
          kw('4', 'pan lactal', 'PHRASE', m(400, 15, 45, 1)), // it brought a result → no
          kw('5', 'pan dulce', 'PHRASE', m(3, 0, 0, 0)), // low impressions alone → never a pause
        ],
      });
      const out = await buildSuggestions(withOwner(r));
      expect(out.map((s) => s.change)).toEqual([
        { kind: 'PAUSE_KEYWORD', keywordId: '1', adGroupId: '10', adGroupName: 'Pan', text: 'pan integral' },
      ]);
      expect(out[0]!.detail).toBe(
        '"pan integral" spent USD 30.00 on 12 clicks in the last 7 days without a single result, more than a result should cost (USD 28.00). Pausing it leaves that money to the keywords that bring customers.',
      );
      const es = suggestionText(out[0]!.facts!, 'es', 'ARS');
      expect(es.detail).toContain('gastó ARS 30,00 en 12 clics en los últimos 7 días sin un solo resultado');
    });

    it('never pauses a core keyword from the form: a quiet one gets advice to keep it and raise its bid, an exact one is widened', async () => {
      const r = report({
        keywords: [
          kw('1', 'pan de masa madre', 'PHRASE', m(0, 0, 0, 0)),
          kw('2', 'facturas', 'PHRASE', m(500, 20, 60, 0)), // spent without a result, but it is the owner's
          { ...kw('3', 'Pan de Masa Madre', 'EXACT', m(0, 0, 0, 0)), adGroupId: '11' },
        ],
      });
      const out = await buildSuggestions(withOwner(r));
      expect(out.map((s) => s.change?.kind ?? s.facts?.kind)).toEqual(['KEYWORD_LOW_VOLUME', 'WIDEN_MATCH']);
      expect(out[0]).toMatchObject({ kind: 'KEYWORD', change: null, title: 'Keep "pan de masa madre": few searches' });
      expect(out[0]!.detail).toContain('raise its maximum bid');
      expect(out.some((s) => s.change?.kind === 'PAUSE_KEYWORD')).toBe(false);
    });

    it('never proposes a customer’s search as a negative: buying intent, a core keyword or a product; off-target words still are', async () => {
      const term = (t: string, metrics = m(100, 12, 40, 0)) => ({ term: t, adGroupName: 'Pan', status: 'NONE', ...metrics });
      const r = report({
        searchTerms: [
          term('facturas cerca de mi'), // buying intent and a core keyword
          term('precio pan masa madre'), // buying intent
          term('medialunas de manteca'), // a product
          term('pan de masa madre receta'), // a core keyword
          term('pan de masa madre gratis'), // a core keyword, but "gratis": not a customer
          term('trabajo de panadero'), // off-target
          term('harina para pizza'), // spent without converting, nothing of the owner's
        ],
      });
      const [negatives] = await buildSuggestions({ ...withOwner(r), language: 'es' });
      expect(negatives!.change).toEqual({
        kind: 'ADD_NEGATIVES',
        terms: ['pan de masa madre gratis', 'trabajo de panadero', 'harina para pizza'],
      });
      expect(negatives!.detail).toContain('cost USD 120.00 over 36 clicks in the last 7 days without a conversion');
      expect(suggestionText(negatives!.facts!, 'es', 'USD').detail).toContain('costaron USD 120,00 en 36 clics en los últimos 7 días');
    });

    it('never replaces a line the owner wrote, and never proposes back a line they (or an applied suggestion) removed', async () => {
      const ad = {
        id: '900',
        adGroupId: '10',
        adGroupName: 'Pan',
        status: 'ENABLED',
        ...m(500, 20, 20, 2),
        headlines: [
          { text: 'Calm Care for Nervous Dogs', performanceLabel: 'LOW' as const },
          { text: 'Dog Grooming in Leeds', performanceLabel: 'BEST' as const },
          { text: 'Cheap Dog Wash', performanceLabel: 'LOW' as const },
        ],
        descriptions: [],
      };
      const proposals: string[][] = [];
      const suggester = {
        async suggest({ count }: { count: number }) {
          const lines = ['Book Your Groom Today', 'Gentle Grooming Since 2009', 'Fully Insured Groomers'].slice(0, count);
          proposals.push(lines);
          return lines;
        },
      };
      const replaced: ChangeRecord = {
        id: 'h',
        at: '2026-10-01T10:00:00Z',
        change: {
          kind: 'REPLACE_HEADLINES',
          adId: '900',
          adGroupId: '10',
          remove: ['Gentle Grooming Since 2009'],
          add: ['Cheap Dog Wash'],
        },
        description: '',
        result: 'APPLIED',
        message: '',
      };
      const out = await buildSuggestions({
        ...withOwner(
          report({ ads: [ad] }),
          owner({ writtenLines: ['calm care for nervous dogs!'], removedLines: ['Book your groom today'] }),
        ),
        history: [replaced],
        headlines: suggester,
      });
      const headlines = out.find((s) => s.kind === 'HEADLINES')!;
      // The owner's own line stays; the LOW one Pautia wrote is replaced by a line nobody removed.
      expect(headlines.change).toMatchObject({ kind: 'REPLACE_HEADLINES', remove: ['Cheap Dog Wash'], add: ['Fully Insured Groomers'] });
      expect(headlines.detail).toBe(
        'Google rates "Cheap Dog Wash" as Low after 500 impressions of the ad in the last 7 days. New headline: "Fully Insured Groomers". Headlines you wrote are never replaced.',
      );
    });
  });

  describe("the A/B plan's ad B", () => {
    const plan = {
      angle: 'Offer and proof first',
      headlines: ['Whitening In One Visit', 'Book Online Today', 'Old Line', 'Family Dentist Austin'],
      descriptions: ['Whiter teeth in one visit.', 'Family check-ups six days a week.'],
      clicksPerVariant: 300,
      finalUrl: 'https://brightsmile.example/',
    };
    const ad = (id: string, adGroupId: string, impressions: number) => ({
      id,
      adGroupId,
      adGroupName: adGroupId === '10' ? 'Teeth whitening' : 'Family dentist',
      status: 'ENABLED',
      finalUrls: ['https://brightsmile.example/whitening'],
      headlines: [{ text: 'Teeth Whitening', performanceLabel: 'GOOD' as const }],
      descriptions: [],
      ...m(impressions, 10, 10, 1),
    });

    it('offers ad B in the busiest ad group with one click, sent where ad A sends people, without lines the owner deleted', async () => {
      const owner: OwnerFacts = { coreKeywords: [], productNames: [], writtenLines: [], removedLines: ['old line'] };
      const list = await buildSuggestions({ ...input(report({ ads: [ad('900', '10', 500), ad('800', '20', 900)] })), abPlan: plan, owner });
      const ab = list.find((s) => s.kind === 'AB_TEST')!;
      expect(ab.change).toEqual({
        kind: 'ADD_AD_VARIANT',
        adGroupId: '20',
        adGroupName: 'Family dentist',
        finalUrl: 'https://brightsmile.example/whitening',
        headlines: ['Whitening In One Visit', 'Book Online Today', 'Family Dentist Austin'],
        descriptions: plan.descriptions,
        angle: 'Offer and proof first',
        clicksPerAd: 300,
      });
      expect(ab.title).toBe('Start the A/B test in "Family dentist": add ad B');
      expect(ab.detail).toContain('once each has 300 clicks');
      expect(ab.detail).toContain('you can undo this');
      expect(suggestionText(ab.facts!, 'es', 'USD').title).toBe('Empezá la prueba A/B en "Family dentist": agregá el anuncio B');
    });

    it('is not offered without a plan, once a group runs two ads, for a removed campaign, or with too few lines left', async () => {
      const one = report({ ads: [ad('900', '10', 500)] });
      const kinds = async (r: AdsReport, abPlan: typeof plan | null = plan, owner?: OwnerFacts) =>
        (await buildSuggestions({ ...input(r), abPlan, ...(owner ? { owner } : {}) })).map((s) => s.kind);
      expect(await kinds(one)).toContain('AB_TEST');
      expect(await kinds(one, null)).not.toContain('AB_TEST');
      expect(await kinds(report({ ads: [ad('900', '10', 500), ad('901', '10', 0)] }))).not.toContain('AB_TEST');
      expect(await kinds(report({ ads: [ad('900', '10', 500)], status: 'REMOVED' }))).not.toContain('AB_TEST');
      const owner: OwnerFacts = { coreKeywords: [], productNames: [], writtenLines: [], removedLines: plan.headlines.slice(0, 2) };
      expect(await kinds(one, plan, owner)).not.toContain('AB_TEST');
    });
  });

  it('explains how to set up conversion tracking when there is none (advice, not a change)', async () => {
    const [s] = await buildSuggestions(input(report({ conversionTracking: false })));
    expect(s).toMatchObject({ kind: 'CONVERSION_TRACKING', title: 'Set up conversion tracking', change: null });
    expect(s!.detail).toContain('Goals');
  });
});

describe('the A/B comparison (two-proportion z-test)', () => {
  it('computes z and a two-sided p-value', () => {
    const t = twoProportionZTest(50, 1000, 80, 1000);
    expect(t.z).toBeCloseTo(2.72, 2);
    expect(t.pValue).toBeCloseTo(0.0065, 3);
    expect(t.significant).toBe(true);
    expect(twoProportionZTest(50, 1000, 55, 1000).significant).toBe(false);
    expect(twoProportionZTest(0, 0, 0, 0)).toMatchObject({ z: 0, pValue: 1, significant: false });
  });

  it('recommends the winner only once the difference is significant', () => {
    const ad = (id: string, variant: 'A' | 'B', impressions: number, clicks: number, conversions: number): AdRow => ({
      id,
      adGroupId: '10',
      adGroupName: 'G',
      variant,
      status: 'ENABLED',
      headlines: [],
      descriptions: [],
      ...totalsOf(m(impressions, clicks, clicks, conversions)),
    });
    const early = compareAds([ad('1', 'A', 1000, 50, 5), ad('2', 'B', 1000, 55, 6)])!;
    expect(early).toMatchObject({ winner: null, method: 'two-proportion z-test (two-sided, 95% confidence)' });
    expect(early.recommendation).toBe('Not enough data yet: each ad needs 100 clicks (A has 50, B has 55). Keep both ads running.');
    expect(early).toMatchObject({ sample: { neededClicks: 100, a: 50, b: 55, enough: false }, confidence: null });
    // The plan's own sample: with 40 clicks asked per ad, the same figures are a test without a winner.
    const planned = compareAds([ad('1', 'A', 1000, 50, 5), ad('2', 'B', 1000, 55, 6)], 40)!;
    expect(planned).toMatchObject({ winner: null, sample: { enough: true }, confidence: null });
    expect(planned.recommendation).toContain('No significant difference yet');
    // Significant, but before the sample: still no verdict.
    expect(compareAds([ad('1', 'A', 4000, 200, 10), ad('2', 'B', 4000, 320, 40)], 300)!.winner).toBeNull();
    const clear = compareAds([ad('1', 'A', 4000, 200, 10), ad('2', 'B', 4000, 320, 40)])!;
    expect(clear.winner).toBe('B');
    expect(clear.recommendation).toMatch(/^Ad B wins on conversion rate/);
    expect(clear.confidence).toBeGreaterThan(0.95);
    expect(compareAds([ad('1', 'A', 10, 1, 0)])).toBeNull();
  });
});

describe('why a campaign does not serve, in words', () => {
  it('words Google’s reasons, a missing billing setup, and a paused campaign', async () => {
    const { servingProblems, BILLING_PROBLEM } = await import('./serving.js');
    expect(
      servingProblems({
        status: 'ENABLED',
        statusReasons: ['BUDGET_CONSTRAINED', 'HAS_ADS_DISAPPROVED', 'SOME_NEW_REASON'],
        billingReady: false,
      }),
    ).toEqual([
      'Limited by budget: the ads stop showing once the day’s budget is spent.',
      'Some ads were disapproved under Google’s advertising policies. Check them in Google Ads.',
      'Google Ads reports: some new reason.',
      BILLING_PROBLEM,
    ]);
    expect(servingProblems({ status: 'PAUSED', statusReasons: [], billingReady: true })).toEqual([
      'The campaign is paused, so its ads do not show. Enable it to start.',
    ]);
  });
});

describe('results text in the reader’s language and with its currency', () => {
  it('writes every amount with the account currency, in English and in Spanish', async () => {
    const { suggestionText, changeText } = await import('./text.js');
    const lower = { kind: 'BUDGET_LOWER' as const, fromDaily: 12428.57, toDaily: 84.79, avgDaily: 67.83 };
    expect(suggestionText(lower, 'en', 'ARS')).toEqual({
      title: 'Lower the daily budget to ARS 84.79',
      detail:
        'Your campaign spends about ARS 67.83 a day of its ARS 12,428.57 budget. A daily budget of ARS 84.79 still covers it, and keeps the rest of your money free.',
    });
    expect(suggestionText(lower, 'es', 'ARS')).toEqual({
      title: 'Bajá el presupuesto diario a ARS 84,79',
      detail:
        'Tu campaña gasta unos ARS 67,83 por día de sus ARS 12.428,57 de presupuesto. Un presupuesto diario de ARS 84,79 alcanza igual y deja libre el resto de tu dinero.',
    });
    expect(changeText({ kind: 'SET_BUDGET', fromDaily: 20, toDaily: 26 }, 'es', 'EUR')).toBe(
      'Presupuesto diario cambiado de EUR 20,00 a EUR 26,00',
    );
    // The history's words (moved here from adapters/ads-results: the adapter no longer writes them).
    expect(changeText({ kind: 'SET_STATUS', status: 'PAUSED' }, 'en', 'USD')).toBe('Paused the campaign');
    expect(changeText({ kind: 'SET_BUDGET', fromDaily: 20, toDaily: 26 }, 'en', 'USD')).toBe(
      'Changed the daily budget from USD 20.00 to USD 26.00',
    );
    expect(changeText({ kind: 'SET_BUDGET', fromDaily: 12428.57, toDaily: 84.79 }, 'en', 'ARS')).toBe(
      'Changed the daily budget from ARS 12,428.57 to ARS 84.79',
    );
    expect(changeText({ kind: 'ADD_NEGATIVES', terms: ['free teeth whitening', 'dentist jobs'] }, 'en', 'USD')).toBe(
      'Added 2 negative keywords: "free teeth whitening", "dentist jobs"',
    );
    // No bare "$" anywhere.
    for (const language of ['en', 'es'] as const) {
      for (const facts of [
        lower,
        { kind: 'BUDGET_RAISE' as const, fromDaily: 20, toDaily: 26, lost: 0.4 },
        { kind: 'NEGATIVES' as const, terms: ['x'], spent: 26.5 },
      ]) {
        const { title, detail } = suggestionText(facts, language, 'USD');
        expect(`${title} ${detail}`).not.toMatch(/\$/);
      }
    }
  });

  it('builds suggestions with the account currency and their facts, so an answer can write them in Spanish', async () => {
    const [s] = await buildSuggestions({
      ...input(report({ statusReasons: ['BUDGET_CONSTRAINED'], budgetLostImpressionShare: 0.4, dailyBudget: 5000 })),
      currency: 'ARS',
    });
    expect(s).toMatchObject({
      kind: 'BUDGET',
      title: 'Raise the daily budget to ARS 6,500.00',
      facts: { kind: 'BUDGET_RAISE', fromDaily: 5000, toDaily: 6500 },
    });
    const { suggestionText } = await import('./text.js');
    expect(suggestionText(s!.facts!, 'es', 'ARS').detail).toBe(
      'Tu campaña está limitada por su presupuesto: en los últimos 7 días se perdió el 40 % de las búsquedas en las que podía mostrarse. Si subís el presupuesto diario de ARS 5.000,00 a ARS 6.500,00 (unos ARS 45.500,00 por semana), se muestra más.',
    );
  });

  it('says serving problems and the A/B verdict in Spanish', async () => {
    const { servingText, abRecommendation } = await import('./text.js');
    expect(servingText({ status: 'PAUSED', statusReasons: [], billingReady: false }, 'es')).toEqual([
      'La campaña está en pausa, así que sus anuncios no se muestran. Activala para empezar.',
      'La facturación no está configurada en Google Ads: no se publica ningún anuncio hasta que agregues un medio de pago (Google Ads → Facturación → Configuración).',
    ]);
    const clear = compareAds([ad4('1', 'A', 4000, 200, 10), ad4('2', 'B', 4000, 320, 40)])!;
    expect(abRecommendation(clear, 'es')).toMatch(
      /^El anuncio B gana en tasa de conversión \(p = 0,\d{3}\)\. Dejá el anuncio B y pausá el anuncio A\.$/,
    );
    expect(abRecommendation(clear, 'en')).toBe(clear.recommendation);
  });
});

function ad4(id: string, variant: 'A' | 'B', impressions: number, clicks: number, conversions: number): AdRow {
  return {
    id,
    adGroupId: '10',
    adGroupName: 'G',
    variant,
    status: 'ENABLED',
    headlines: [],
    descriptions: [],
    ...totalsOf(m(impressions, clicks, clicks, conversions)),
  };
}
