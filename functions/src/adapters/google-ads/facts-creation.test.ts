import { describe, expect, it } from 'vitest';
import { fieldsOfPayload, type CampaignPayload, type OwnerInput, type Strategy } from '../../contract/campaigns.js';
import { buildCampaignOperations, GADS, type GoogleAdsOperation } from './operations.js';
import { reviewOf } from './plan.js';

const facts = (services: NonNullable<CampaignPayload['facts']>['services']): CampaignPayload['facts'] => ({
  brand: 'Lupita Nails',
  services,
  sellingPoints: ['Productos libres de tóxicos'],
  notOffered: [],
  neverSay: [],
});

const payload = (overrides: Partial<CampaignPayload> = {}): OwnerInput =>
  fieldsOfPayload({
    objective: 'Leads',
    description: 'Salón de uñas en Zapopan. Uñas acrílicas $450, gelish $300, pestañas $600.',
    type: 'Search',
    location: 'Zapopan, Jalisco, México',
    language: 'Spanish',
    keywords: 'uñas acrílicas zapopan, pestañas zapopan',
    negativeKeywords: '',
    link1: 'https://lupita.example/',
    link2: '',
    link3: '',
    link4: '',
    budget: 100,
    ...overrides,
  });

const strategy = (): Strategy => ({
  summary: 'Búsqueda para un salón de uñas.',
  recommendedCampaignType: 'Search',
  bidding: 'Maximize clicks',
  adGroups: [
    {
      name: 'Uñas acrílicas',
      keywords: [{ text: 'uñas acrílicas zapopan', matchType: 'PHRASE' }],
      ad: {
        headlines: ['Uñas Acrílicas en Zapopan', 'Lupita Nails', 'Productos Libres de Tóxicos'],
        descriptions: ['Uñas acrílicas con productos libres de tóxicos.', 'Agenda tu cita en Lupita Nails.'],
        finalUrl: 'https://lupita.example/acrilicas',
      },
    },
    {
      name: 'Pestañas',
      keywords: [{ text: 'pestañas zapopan', matchType: 'PHRASE' }],
      ad: { headlines: ['Pestañas en Zapopan', 'Lupita Nails', 'Lifting de Pestañas'], descriptions: ['Pestañas.', 'Agenda tu cita.'] },
    },
  ],
  headlines: [],
  descriptions: [],
  negativeKeywords: [],
  budget: { weekly: 100, daily: 14.29, split: [] },
  kpis: [],
  nextSteps: [],
});

const opts = {
  customerId: '1234567890',
  campaignName: 'Pautia · test',
  geoTargetConstants: ['geoTargetConstants/1010043'],
  languageConstant: 'languageConstants/1003',
  languageCode: 'es',
  currency: 'MXN',
};

type Of<E extends GoogleAdsOperation['entity']> = Extract<GoogleAdsOperation, { entity: E }>;
const ops = <E extends GoogleAdsOperation['entity']>(list: GoogleAdsOperation[], entity: E) =>
  list.filter((o): o is Of<E> => o.entity === entity);

describe("each ad group's own page", () => {
  it("sends a group's ad to its service's page and the other groups to the landing page, as the review shows", () => {
    const built = buildCampaignOperations(payload(), strategy(), opts);
    const urls = ops(built.operations, 'ad_group_ad').map((op) => op.resource.ad?.final_urls);
    expect(urls).toEqual([['https://lupita.example/acrilicas'], ['https://lupita.example/']]);
    const review = reviewOf(built, { strategy: strategy() }, 'https://lupita.example/');
    expect(review.ads.map((ad) => ad.finalUrl)).toEqual(['https://lupita.example/acrilicas', 'https://lupita.example/']);
  });

  it('ignores a group page that is not a web address', () => {
    const s = strategy();
    s.adGroups[0]!.ad!.finalUrl = 'javascript:alert(1)';
    const built = buildCampaignOperations(payload(), s, opts);
    expect(ops(built.operations, 'ad_group_ad').map((op) => op.resource.ad?.final_urls?.[0])).toEqual([
      'https://lupita.example/',
      'https://lupita.example/',
    ]);
  });
});

const priceAsset = (built: ReturnType<typeof buildCampaignOperations>) =>
  ops(built.operations, 'asset').find((op) => op.resource.price_asset)?.resource.price_asset;

describe('the price list from the confirmed services’ prices', () => {
  it('lists each priced service by its own name, in the account’s currency, linking to its page', () => {
    const p = payload({
      facts: facts([
        { name: 'uñas acrílicas', url: 'https://lupita.example/acrilicas', price: { amount: 480, currency: 'MXN' } },
        { name: 'Gelish', price: { amount: 320, currency: 'MXN' } },
        { name: 'Pestañas', price: { amount: 650, currency: 'MXN' } },
        { name: 'Diseño de uñas' },
      ]),
    });
    const built = buildCampaignOperations(p, strategy(), opts);
    // The confirmed prices, not the ones the description once said ($450, $300, $600).
    expect(built.assets.price?.offerings.map((o) => [o.header, o.amount, o.currency, o.url])).toEqual([
      ['Uñas acrílicas', 480, 'MXN', 'https://lupita.example/acrilicas'],
      ['Gelish', 320, 'MXN', 'https://lupita.example/'],
      ['Pestañas', 650, 'MXN', 'https://lupita.example/'],
    ]);
    const asset = priceAsset(built);
    expect(asset?.price_offerings?.map((o) => o.price)).toEqual([
      { currency_code: 'MXN', amount_micros: 480_000_000 },
      { currency_code: 'MXN', amount_micros: 320_000_000 },
      { currency_code: 'MXN', amount_micros: 650_000_000 },
    ]);
    for (const o of asset?.price_offerings ?? []) {
      expect(o.header!.length).toBeGreaterThanOrEqual(1);
      expect(o.header!.length).toBeLessThanOrEqual(25);
      expect(o.description!.length).toBeGreaterThanOrEqual(1);
      expect(o.description!.length).toBeLessThanOrEqual(25);
      expect(o.final_url).toMatch(/^https:\/\//);
    }
    const link = ops(built.operations, 'campaign_asset').find((op) => op.resource.field_type === GADS.AssetFieldType.PRICE);
    expect(link).toBeDefined();
  });

  it('carries at most 8 offerings', () => {
    const services = Array.from({ length: 10 }, (_, i) => ({ name: `Servicio ${i + 1}`, price: { amount: 100 + i, currency: 'MXN' } }));
    const built = buildCampaignOperations(payload({ facts: facts(services) }), strategy(), opts);
    expect(built.assets.price?.offerings).toHaveLength(8);
  });

  it('leaves prices in another currency out and says why', () => {
    const p = payload({
      facts: facts([
        { name: 'Uñas acrílicas', price: { amount: 25, currency: 'USD' } },
        { name: 'Gelish', price: { amount: 18, currency: 'USD' } },
        { name: 'Pestañas', price: { amount: 30, currency: 'USD' } },
      ]),
    });
    const built = buildCampaignOperations(p, strategy(), opts);
    expect(built.assets.price).toBeUndefined();
    expect(priceAsset(built)).toBeUndefined();
    expect(built.assets.notes).toContainEqual({ code: 'PRICES_OTHER_CURRENCY', currencies: ['USD'], account: 'MXN' });
  });

  it('makes no price list from fewer than 3 priced services, says how many there are, and ignores the description’s prices', () => {
    const p = payload({
      facts: facts([{ name: 'Uñas acrílicas', price: { amount: 480, currency: 'MXN' } }, { name: 'Gelish' }, { name: 'Pestañas' }]),
    });
    const built = buildCampaignOperations(p, strategy(), opts);
    expect(built.assets.price).toBeUndefined();
    expect(built.assets.notes).toContainEqual({ code: 'FEW_PRICED_SERVICES', count: 1, account: 'MXN' });
  });

  it('leaves a "$" the owner has not answered out, and says why', () => {
    const p = payload({
      facts: facts([
        { name: 'Uñas acrílicas', price: { amount: 480, currency: null } },
        { name: 'Gelish', price: { amount: 320, currency: 'MXN' } },
        { name: 'Pestañas', price: { amount: 650, currency: 'MXN' } },
      ]),
    });
    const built = buildCampaignOperations(p, strategy(), opts);
    expect(built.assets.price).toBeUndefined();
    expect(built.assets.notes).toContainEqual({ code: 'PRICES_CURRENCY_UNKNOWN', account: 'MXN' });
  });
});

describe('where each line of the review comes from', () => {
  it('names the source of each line creation sends, and the facts that would fill the ad', () => {
    const s = strategy();
    s.adGroups[0]!.ad!.sources = {
      headlines: [{ kind: 'fact', fact: 'uñas acrílicas' }, { kind: 'brand' }, { kind: 'fact', fact: 'productos libres de tóxicos' }],
      descriptions: [{ kind: 'fact', fact: 'productos libres de tóxicos' }, { kind: 'call-to-action' }],
    };
    s.adGroups[0]!.ad!.missingFacts = ['sellingPoints', 'hours'];
    s.droppedNegatives = [
      { text: 'curso', reason: 'Se deja fuera: «curso» bloquearía las búsquedas de «curso de uñas».', blocks: 'curso de uñas' },
    ];
    s.callouts = ['Citas el mismo día'];
    s.calloutSources = [{ kind: 'fact', fact: 'citas el mismo día' }];
    const built = buildCampaignOperations(payload(), s, opts);
    const review = reviewOf(built, { strategy: s }, 'https://lupita.example/');
    const [first, second] = review.ads;
    expect(first!.sources?.headlines.slice(0, 3)).toEqual([
      { kind: 'fact', fact: 'uñas acrílicas' },
      { kind: 'brand' },
      { kind: 'fact', fact: 'productos libres de tóxicos' },
    ]);
    expect(first!.sources?.headlines).toHaveLength(first!.headlines.length);
    expect(first!.sources?.descriptions).toHaveLength(first!.descriptions.length);
    expect(first!.missingFacts).toEqual(['sellingPoints', 'hours']);
    // A group stored before sources were recorded shows none.
    expect(second!.sources).toBeUndefined();
    expect(review.droppedNegatives).toEqual(s.droppedNegatives);
    const calloutIndex = built.assets.callouts.indexOf('Citas el mismo día');
    expect(calloutIndex).toBeGreaterThanOrEqual(0);
    expect(review.calloutSources?.[calloutIndex]).toEqual({ kind: 'fact', fact: 'citas el mismo día' });
  });
});
