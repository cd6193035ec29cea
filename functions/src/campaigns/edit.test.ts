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

const gelAd = {
  headlines: ['Uñas de gel en Córdoba', 'Gel que dura semanas', 'Pedí turno hoy'],
  descriptions: ['Uñas de gel con diseño.', 'Pedí turno por WhatsApp.'],
  path1: 'unas-de-gel',
  path2: '',
};
const two: Campaign = {
  ...campaign,
  strategy: {
    ...strategy,
    adGroups: [...strategy.adGroups, { name: 'Gel', keywords: [{ text: 'uñas de gel', matchType: 'PHRASE' }], ad: gelAd }],
  },
};

describe('editing a campaign with an ad per ad group', () => {
  it('keeps each group its own ad through a keyword edit', () => {
    const changes = editChanges(campaign, {
      adGroups: [{ name: 'Facturas', keywords: [{ text: 'facturas cordoba', matchType: 'PHRASE' }] }],
    });
    expect(stored(changes).adGroups).toEqual([{ name: 'Facturas', keywords: [{ text: 'facturas cordoba', matchType: 'PHRASE' }], ad }]);
  });

  it("replaces one group's ad and leaves the other group exactly as it was", () => {
    const edited = { ...gelAd, headlines: ['Uñas de gel en Córdoba', 'Gel sin dañar tu uña', 'Pedí turno hoy'], path1: 'Uñas de gel' };
    const changes = editChanges(two, { adGroups: [{ name: 'Gel', ad: edited }] });
    const [facturas, gel] = stored(changes).adGroups;
    expect(facturas).toBe(two.strategy!.adGroups[0]);
    expect(gel!.keywords).toEqual(two.strategy!.adGroups[1]!.keywords);
    expect(gel!.ad).toMatchObject({ headlines: edited.headlines, path1: 'unas-de-gel', ownerRemoved: ['Gel que dura semanas'] });
    expect(gel!.ad!.sources!.headlines!.map((s) => s.kind)).toEqual(['generated', 'owner', 'generated']);
  });

  it('refuses lines for every group unless the edit says so, naming the field', () => {
    const refused = () => editChanges(two, { headlines: ['Panadería Doña Rosa', 'Facturas recién hechas', 'Encargá tu torta'] });
    expect(refused).toThrowError(expect.objectContaining({ status: 400, extra: { field: 'headlines' } }) as Error);
  });

  it("makes the owner's lines every group's ad when asked to", () => {
    const headlines = ['Panadería Doña Rosa', 'Facturas recién hechas', 'Encargá tu torta'];
    const changes = editChanges(two, { headlines, applyToAllGroups: true });
    expect(stored(changes).adGroups.map((g) => g.ad?.headlines)).toEqual([headlines, headlines]);
    expect(stored(changes).adGroups.map((g) => g.ad?.descriptions)).toEqual([ad.descriptions, gelAd.descriptions]);
  });

  it('refuses a group the campaign does not have, naming it', () => {
    expect(() => editChanges(two, { adGroups: [{ name: 'Pestañas', ad: gelAd }] })).toThrowError(
      expect.objectContaining({ extra: { field: 'adGroups.0.name' } }) as Error,
    );
  });
});
