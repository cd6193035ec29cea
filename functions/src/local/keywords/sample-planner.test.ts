import { describe, expect, it } from 'vitest';
import { MATCH_TYPES } from '../../contract/keywords.js';
import { estimatePlanner } from '../../adapters/keyword-planner/estimate.js';
import { samplePlanner } from './sample-planner.js';

const austin = 'Austin, Texas, United States';
const madrid = 'Madrid, España';

describe('sample planner (local stand-in)', () => {
  it('is deterministic: the same request gives the same figures, another place other figures', async () => {
    const planner = samplePlanner();
    const q = { seeds: ['emergency plumber', 'water heater repair'], url: undefined, location: austin, language: 'English' };
    const a = await planner.ideas(q);
    const b = await samplePlanner().ideas(q);
    expect(a).toEqual(b);
    expect(a.source).toBe('sample');
    expect(a.ideas.length).toBeGreaterThan(2);
    expect(a.ideas.map((i) => i.text)).toContain('emergency plumber');
    const elsewhere = await planner.ideas({ ...q, location: madrid, language: 'Spanish' });
    expect(elsewhere.ideas[0]?.highTopOfPageBid).not.toBe(a.ideas[0]?.highTopOfPageBid);
    for (const idea of a.ideas) {
      expect(idea.avgMonthlySearches).toBeGreaterThan(0);
      expect(['LOW', 'MEDIUM', 'HIGH']).toContain(idea.competition);
      expect(idea.lowTopOfPageBid).toBeGreaterThan(0);
      expect(idea.highTopOfPageBid).toBeGreaterThan(idea.lowTopOfPageBid ?? 0);
    }
  });

  it('plumbing in Austin costs more per click than in Madrid (industry and place)', async () => {
    const planner = samplePlanner();
    const us = await planner.forecast({
      keywords: [{ text: 'emergency plumber', matchType: 'PHRASE' }],
      weeklyBudget: 200,
      location: austin,
      language: 'English',
    });
    const es = await planner.forecast({
      keywords: [{ text: 'fontanero urgente', matchType: 'PHRASE' }],
      weeklyBudget: 200,
      location: madrid,
      language: 'Spanish',
    });
    expect(us.weekly.averageCpc).toBeGreaterThan(es.weekly.averageCpc);
    expect(us.weekly.averageCpc).toBeGreaterThan(3);
  });

  it('forecasts consistently: cost ≤ budget and clicks × CPC ≈ cost, for every match type and budget', async () => {
    const planner = samplePlanner();
    for (const matchType of MATCH_TYPES) {
      for (const weeklyBudget of [50, 120, 700, 5000]) {
        const { weekly } = await planner.forecast({
          keywords: [
            { text: 'emergency plumber', matchType },
            { text: 'blocked drain', matchType },
          ],
          weeklyBudget,
          location: austin,
          language: 'English',
        });
        expect(weekly.cost).toBeLessThanOrEqual(weeklyBudget);
        expect(Math.abs(weekly.clicks * weekly.averageCpc - weekly.cost)).toBeLessThan(0.01);
        expect(weekly.clicks).toBeGreaterThanOrEqual(0);
        expect(weekly.impressions).toBeGreaterThanOrEqual(weekly.clicks);
      }
    }
  });
});

describe('estimate planner (benchmark study)', () => {
  it('gives no volumes, benchmark bid ranges scaled by place, and a consistent forecast', async () => {
    const planner = estimatePlanner();
    const us = await planner.ideas({ seeds: ['dental implants'], url: undefined, location: 'United States', language: 'English' });
    const es = await planner.ideas({ seeds: ['implantes dentales'], url: undefined, location: madrid, language: 'Español' });
    expect(us.source).toBe('estimate');
    expect(us.ideas.every((i) => i.avgMonthlySearches === null && i.competition === null)).toBe(true);
    // Dentists & Dental Services: $7.85 average CPC → 60 %–180 %.
    expect(us.ideas[0]).toMatchObject({ lowTopOfPageBid: 4.71, highTopOfPageBid: 14.13 });
    expect(es.ideas[0]?.highTopOfPageBid).toBeLessThan(us.ideas[0]?.highTopOfPageBid ?? 0);
    expect(es.ideas.map((i) => i.text)).toContain('implantes dentales precio');

    const f = await planner.forecast({
      keywords: [{ text: 'dental implants', matchType: 'EXACT' }],
      weeklyBudget: 100,
      location: 'United States',
      language: 'English',
    });
    expect(f.weekly.cost).toBeLessThanOrEqual(100);
    expect(Math.abs(f.weekly.clicks * f.weekly.averageCpc - f.weekly.cost)).toBeLessThan(0.01);
  });
});
