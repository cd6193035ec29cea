import { describe, expect, it } from 'vitest';
import type { Campaign, Strategy } from '../contract/campaigns.js';
import { editChanges } from './edit.js';

const ad = {
  headlines: ['Facturas en Córdoba', 'Facturas del día', 'Pedí por WhatsApp'],
  descriptions: ['Facturas.', 'Pedí.'],
  path1: 'facturas',
  path2: '',
};
const strategy: Strategy = {
  summary: 's',
  recommendedCampaignType: 'Search',
  bidding: 'b',
  adGroups: [{ name: 'Facturas', keywords: [{ text: 'facturas', matchType: 'EXACT' }], ad }],
  headlines: ['Panadería Doña Rosa', 'Facturas del día', 'Tortas por encargo'],
  descriptions: ['Pan y facturas cada mañana.', 'Pedí por WhatsApp.'],
  negativeKeywords: ['afip'],
  budget: { weekly: 100, daily: 14.29, split: [] },
  kpis: [],
  nextSteps: [],
};
const campaign: Campaign = {
  id: 'c1',
  name: 'Panadería',
  status: 'Strategy ready',
  createdAt: '2026-11-23T00:00:00.000Z',
  objective: 'Sales',
  type: 'Search',
  location: 'Córdoba, Argentina',
  language: 'Spanish',
  budget: 100,
  strategy,
  pages: {},
  updatedAt: '2026-11-23T00:00:00.000Z',
  description: '',
  keywords: [],
  negativeKeywords: [],
  strategyText: '',
  generationError: null,
  googleAdsPending: null,
};
const stored = (changes: Partial<Campaign>) => changes.strategy as Strategy;

describe('editing a campaign with an ad per ad group', () => {
  it('keeps each group its own ad through a keyword edit and through the unchanged lines the page sends back', () => {
    const changes = editChanges(campaign, {
      headlines: [...strategy.headlines],
      descriptions: [...strategy.descriptions],
      adGroups: [{ name: 'Facturas', keywords: [{ text: 'facturas cordoba', matchType: 'PHRASE' }] }],
    });
    expect(stored(changes).adGroups).toEqual([{ name: 'Facturas', keywords: [{ text: 'facturas cordoba', matchType: 'PHRASE' }], ad }]);
  });

  it("makes the owner's own headlines every group's ad", () => {
    const headlines = ['Panadería Doña Rosa', 'Facturas recién hechas', 'Encargá tu torta'];
    const changes = editChanges(campaign, { headlines });
    expect(stored(changes).headlines).toEqual(headlines);
    expect(stored(changes).adGroups[0]!.ad).toBeUndefined();
  });
});
