import { describe, expect, it } from 'vitest';
import { fieldsOfPayload, type Strategy } from '../../contract/campaigns.js';
import { buildCampaignOperations } from './operations.js';
import { reviewOf } from './plan.js';

const payload = fieldsOfPayload({
  objective: 'Leads',
  description: 'Panadería artesanal en Palermo con pan de masa madre. Hacemos tortas por encargo para eventos.',
  type: 'Search',
  location: 'Buenos Aires, Argentina',
  language: 'Spanish',
  keywords: 'pan de masa madre, tortas por encargo',
  negativeKeywords: 'gratis, receta',
  link1: 'https://panaderia.example/',
  link2: '',
  link3: '',
  link4: '',
  budget: 100,
});

const strategy = (headlines: string[]): Strategy => ({
  summary: 'Search campaign for a local bakery.',
  recommendedCampaignType: 'Search',
  bidding: 'Maximize clicks',
  adGroups: [{ name: 'Masa madre', keywords: [{ text: 'pan de masa madre', matchType: 'PHRASE' }] }],
  headlines,
  descriptions: ['Pan artesanal horneado cada mañana con masa madre.', 'Encargá tu torta para cumpleaños y eventos.'],
  negativeKeywords: ['curso'],
  budget: { weekly: 100, daily: 14.29, split: [] },
  kpis: [],
  nextSteps: [],
});

const opts = {
  customerId: '123-456-7890',
  campaignName: 'Pautia · Leads · test',
  geoTargetConstants: ['geoTargetConstants/2032'],
  languageConstant: 'languageConstants/1003',
  languageCode: 'es',
};

describe('reviewOf: what the pre-flight lists, read from the operations creation sends', () => {
  it('names as added only the lines creation fills in below Google’s minimum, never the owner’s own', () => {
    const own = strategy(['Pan de masa madre', 'Panadería en Palermo']);
    const built = buildCampaignOperations(payload, own, opts);
    const { ads } = reviewOf(built, { strategy: own }, 'https://panaderia.example/');
    expect(ads).toHaveLength(1);
    const [ad] = ads;
    expect(ad!.headlines.length).toBeGreaterThanOrEqual(3);
    expect(ad!.added.headlines.length).toBe(ad!.headlines.length - 2);
    expect(ad!.added.headlines).not.toContain('Pan de masa madre');
    expect(ad!.added.descriptions).toEqual([]);
  });

  it('adds nothing to a complete ad, and lists the negatives creation sends', () => {
    const own = strategy(['Pan de masa madre', 'Panadería en Palermo', 'Tortas por encargo']);
    const built = buildCampaignOperations(payload, own, opts);
    const review = reviewOf(built, { strategy: own }, 'https://panaderia.example/');
    expect(review.ads[0]!.added).toEqual({ headlines: [], descriptions: [] });
    expect(review.ads[0]!.headlines).toEqual(['Pan de masa madre', 'Panadería en Palermo', 'Tortas por encargo']);
    expect(review.negatives).toEqual(expect.arrayContaining(['gratis', 'receta', 'curso']));
  });
});
