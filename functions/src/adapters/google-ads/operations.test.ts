import { enums, services } from 'google-ads-api';
import { describe, expect, it } from 'vitest';
import type { CampaignPayload, Strategy } from '../../contract/campaigns.js';
import { HttpError } from '../../errors.js';
import { charLength, cleanKeyword } from './ad-text.js';
import { GADS, buildCampaignOperations, dailyBudgetMicros, messageAssetOperations, type GoogleAdsOperation } from './operations.js';

const payload = (overrides: Partial<CampaignPayload> = {}): CampaignPayload => ({
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
  ...overrides,
});

const strategy = (overrides: Partial<Strategy> = {}): Strategy => ({
  summary: 'Search campaign for local bakery.',
  recommendedCampaignType: 'Search',
  bidding: 'Maximize clicks',
  adGroups: [
    {
      name: 'Masa madre',
      keywords: [
        { text: 'pan de masa madre', matchType: 'EXACT' },
        { text: 'panaderia masa madre', matchType: 'BROAD' },
      ],
    },
    { name: 'Tortas', keywords: [{ text: 'tortas por encargo', matchType: 'PHRASE' }] },
  ],
  headlines: ['Pan de Masa Madre Real', 'Tortas por Encargo', 'Panadería en Palermo'],
  descriptions: ['Pan artesanal horneado cada mañana con masa madre.', 'Encargá tu torta para cumpleaños y eventos.'],
  negativeKeywords: ['curso', 'Receta'],
  budget: { weekly: 100, daily: 14.29, split: [] },
  kpis: [],
  nextSteps: [],
  ...overrides,
});

const opts = {
  customerId: '123-456-7890',
  campaignName: 'Pautia · Leads · test',
  geoTargetConstants: ['geoTargetConstants/2032'],
  languageConstant: 'languageConstants/1003',
  languageCode: 'es',
};

type Of<E extends GoogleAdsOperation['entity']> = Extract<GoogleAdsOperation, { entity: E }>;
const ops = <E extends GoogleAdsOperation['entity']>(list: GoogleAdsOperation[], entity: E) =>
  list.filter((o): o is Of<E> => o.entity === entity);

describe('budget', () => {
  it('turns the weekly budget into a daily amount in micros, rounded to whole cents', () => {
    expect(dailyBudgetMicros(70)).toBe(10_000_000);
    expect(dailyBudgetMicros(50)).toBe(7_140_000); // 7.142857… → 7.14
    expect(dailyBudgetMicros(100)).toBe(14_290_000); // 14.285714… → 14.29
    expect(dailyBudgetMicros(123.45)).toBe(17_640_000); // 17.6357… → 17.64
    expect(dailyBudgetMicros(1_000_000)).toBe(142_857_140_000);
    for (const weekly of [50, 51, 99.99, 333, 1234.56]) expect(dailyBudgetMicros(weekly) % 10_000).toBe(0);
  });

  it('puts that amount on a standard, unshared budget', () => {
    const { operations } = buildCampaignOperations(payload({ budget: 50 }), strategy(), opts);
    const [budget] = ops(operations, 'campaign_budget');
    expect(budget?.resource).toMatchObject({
      amount_micros: 7_140_000,
      delivery_method: GADS.BudgetDeliveryMethod.STANDARD,
      explicitly_shared: false,
    });
  });
});

describe('the campaign', () => {
  const { operations } = buildCampaignOperations(payload(), strategy(), opts);
  const campaign = ops(operations, 'campaign')[0]!.resource;

  it('is a PAUSED Search campaign with Maximize Clicks', () => {
    expect(campaign.status).toBe(GADS.CampaignStatus.PAUSED);
    expect(campaign.advertising_channel_type).toBe(GADS.AdvertisingChannelType.SEARCH);
    expect(campaign.target_spend).toEqual({});
    expect(campaign.name).toBe('Pautia · Leads · test');
  });

  it('runs on Google Search only: Search Partners and Display off', () => {
    expect(campaign.network_settings).toEqual({
      target_google_search: true,
      target_search_network: false,
      target_partner_search_network: false,
      target_content_network: false,
    });
  });

  it('declares that it has no EU political advertising', () => {
    expect(campaign.contains_eu_political_advertising).toBe(GADS.EuPoliticalAdvertisingStatus.DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING);
  });

  it('targets the locations and the language, and excludes the negatives as phrase match', () => {
    const criteria = ops(operations, 'campaign_criterion').map((o) => o.resource);
    expect(criteria.filter((c) => c.location)).toEqual([
      { campaign: campaign.resource_name, location: { geo_target_constant: 'geoTargetConstants/2032' } },
    ]);
    expect(criteria.filter((c) => c.language)).toEqual([
      { campaign: campaign.resource_name, language: { language_constant: 'languageConstants/1003' } },
    ]);
    expect(criteria.filter((c) => c.negative)).toEqual(
      ['gratis', 'receta', 'curso'].map((text) => ({
        campaign: campaign.resource_name,
        negative: true,
        keyword: { text, match_type: GADS.KeywordMatchType.PHRASE },
      })),
    );
  });
});

describe('temporary ids', () => {
  it('link budget → campaign → ad groups → keywords and ads inside the one request, created in that order', () => {
    const { operations } = buildCampaignOperations(payload(), strategy(), opts);
    const budget = ops(operations, 'campaign_budget')[0]!.resource;
    const campaign = ops(operations, 'campaign')[0]!.resource;
    const adGroups = ops(operations, 'ad_group').map((o) => o.resource);

    expect(budget.resource_name).toBe('customers/1234567890/campaignBudgets/-1');
    expect(campaign.resource_name).toBe('customers/1234567890/campaigns/-2');
    expect(campaign.campaign_budget).toBe(budget.resource_name);
    expect(adGroups.map((g) => g.resource_name)).toEqual(['customers/1234567890/adGroups/-3', 'customers/1234567890/adGroups/-4']);
    for (const g of adGroups) expect(g.campaign).toBe(campaign.resource_name);

    for (const k of ops(operations, 'ad_group_criterion')) expect(adGroups.map((g) => g.resource_name)).toContain(k.resource.ad_group);
    expect(ops(operations, 'ad_group_ad').map((a) => a.resource.ad_group)).toEqual(adGroups.map((g) => g.resource_name));

    // Every referenced temporary resource is created earlier in the list.
    const created: string[] = [];
    for (const op of operations) {
      const r = op.resource as Record<string, unknown>;
      for (const ref of [r['campaign_budget'], r['campaign'], r['ad_group']]) {
        if (typeof ref === 'string') expect(created).toContain(ref);
      }
      if (typeof r['resource_name'] === 'string') created.push(r['resource_name']);
      expect(op.operation).toBe('create');
    }
  });
});

describe('keywords', () => {
  it('are phrase or exact, never broad: BROAD from the AI becomes PHRASE', () => {
    const { operations } = buildCampaignOperations(payload(), strategy(), opts);
    const keywords = ops(operations, 'ad_group_criterion').map((o) => o.resource.keyword);
    expect(keywords).toContainEqual({ text: 'pan de masa madre', match_type: GADS.KeywordMatchType.EXACT });
    expect(keywords).toContainEqual({ text: 'panaderia masa madre', match_type: GADS.KeywordMatchType.PHRASE });
    for (const k of keywords) expect([GADS.KeywordMatchType.EXACT, GADS.KeywordMatchType.PHRASE]).toContain(k?.match_type);
    expect(keywords.map((k) => k?.match_type)).not.toContain(enums.KeywordMatchType.BROAD);
  });

  it('include the keywords the owner typed that the strategy lacks, in the first ad group', () => {
    const { operations } = buildCampaignOperations(payload({ keywords: 'pan de masa madre, medialunas' }), strategy(), opts);
    const first = ops(operations, 'ad_group')[0]!.resource.resource_name;
    const inFirst = ops(operations, 'ad_group_criterion')
      .filter((o) => o.resource.ad_group === first)
      .map((o) => o.resource.keyword?.text);
    expect(inFirst).toEqual(['pan de masa madre', 'panaderia masa madre', 'medialunas']);
  });

  it('come from the form as one phrase-match ad group when there is no strategy', () => {
    const { operations } = buildCampaignOperations(
      payload({ keywords: 'Pan de masa madre, [tortas por encargo], "pan" , pan' }),
      undefined,
      opts,
    );
    expect(ops(operations, 'ad_group').map((o) => o.resource.name)).toEqual(['Pan De Masa Madre']);
    expect(ops(operations, 'ad_group_criterion').map((o) => o.resource.keyword)).toEqual(
      ['pan de masa madre', 'tortas por encargo', 'pan'].map((text) => ({ text, match_type: GADS.KeywordMatchType.PHRASE })),
    );
  });

  it('drop what Google would refuse (over 80 characters or 10 words) and strip forbidden characters', () => {
    expect(cleanKeyword('best bakery!!! (palermo)')).toBe('best bakery palermo');
    expect(cleanKeyword('one two three four five six seven eight nine ten')).toBe('one two three four five six seven eight nine ten');
    expect(cleanKeyword('one two three four five six seven eight nine ten eleven')).toBeUndefined();
    expect(cleanKeyword('x'.repeat(81))).toBeUndefined();
    expect(cleanKeyword('!!!')).toBeUndefined();
    const built = buildCampaignOperations(payload({ keywords: `pan, ${'y'.repeat(81)}` }), undefined, opts);
    expect(built.dropped.keywords).toEqual(['y'.repeat(81)]);
    expect(ops(built.operations, 'ad_group_criterion')).toHaveLength(1);
  });

  it('refuse with a clear 400 when none is usable', () => {
    expect(() => buildCampaignOperations(payload({ keywords: '!!!, ???' }), undefined, opts)).toThrow(HttpError);
  });
});

describe('the responsive search ad', () => {
  const rsa = (s: Strategy | undefined, p = payload()) => {
    const built = buildCampaignOperations(p, s, opts);
    const ad = ops(built.operations, 'ad_group_ad')[0]!.resource.ad!;
    return {
      built,
      ad,
      headlines: ad.responsive_search_ad!.headlines!.map((h) => h.text!),
      descriptions: ad.responsive_search_ad!.descriptions!.map((d) => d.text!),
    };
  };

  it('has 3–15 headlines of at most 30 characters and 2–4 descriptions of at most 90, all unique', () => {
    const many = strategy({
      headlines: Array.from({ length: 25 }, (_, i) => `Headline number ${i + 1}`),
      descriptions: Array.from({ length: 9 }, (_, i) => `Línea de descripción ${i + 1} para la panadería.`),
    });
    for (const s of [many, strategy(), strategy({ headlines: [], descriptions: [] }), undefined]) {
      const { headlines, descriptions } = rsa(s);
      expect(headlines.length).toBeGreaterThanOrEqual(3);
      expect(headlines.length).toBeLessThanOrEqual(15);
      expect(descriptions.length).toBeGreaterThanOrEqual(2);
      expect(descriptions.length).toBeLessThanOrEqual(4);
      for (const h of headlines) expect(charLength(h)).toBeLessThanOrEqual(30);
      for (const d of descriptions) expect(charLength(d)).toBeLessThanOrEqual(90);
      expect(new Set(headlines.map((h) => h.toLowerCase())).size).toBe(headlines.length);
      expect(new Set(descriptions.map((d) => d.toLowerCase())).size).toBe(descriptions.length);
    }
    expect(rsa(many).headlines).toHaveLength(15);
    expect(rsa(many).descriptions).toHaveLength(4);
  });

  it('keeps the AI text that fits, in order', () => {
    const { headlines, descriptions } = rsa(strategy());
    expect(headlines.slice(0, 3)).toEqual(['Pan de Masa Madre Real', 'Tortas por Encargo', 'Panadería en Palermo']);
    expect(descriptions.slice(0, 2)).toEqual([
      'Pan artesanal horneado cada mañana con masa madre.',
      'Encargá tu torta para cumpleaños y eventos.',
    ]);
  });

  it('leaves out over-long text the linter cannot fix, and says so: the over-long text is never sent', () => {
    const longHeadline = 'Pan de masa madre horneado cada mañana en Palermo'; // 49
    const unbreakable = 'Supercalifragilisticoespialidosa-panaderia'; // no space
    const longDescription = `${'Pan y tortas artesanales hechos a mano '.repeat(3)}con amor.`; // > 90
    const { headlines, descriptions, built } = rsa(
      strategy({
        headlines: [longHeadline, unbreakable, 'Tortas por encargo'],
        descriptions: [longDescription, 'Segunda línea que entra.'],
      }),
    );
    expect(headlines[0]).toBe('Tortas por encargo');
    expect(built.dropped.headlines).toEqual([longHeadline, unbreakable]);
    expect(built.dropped.descriptions).toEqual([longDescription]);
    expect(descriptions[0]).toBe('Segunda línea que entra.');
    for (const d of descriptions) expect(charLength(d)).toBeLessThanOrEqual(90);
    const sent = JSON.stringify(built.operations);
    expect(sent).not.toContain(longHeadline);
    expect(sent).not.toContain(longDescription);
    expect(sent).not.toContain('Supercali');
  });

  it('removes exclamation marks from headlines and keeps at most one in a description', () => {
    const { headlines, descriptions } = rsa(
      strategy({
        headlines: ['Best Bread in Town!', 'Order Now!!', 'Fresh Daily'],
        descriptions: ['Great bread! Great cakes! Visit us!', 'Open every day.'],
      }),
    );
    expect(headlines.slice(0, 3)).toEqual(['Best Bread in Town', 'Order Now', 'Fresh Daily']);
    expect(descriptions[0]).toBe('Great bread! Great cakes. Visit us.');
  });

  it('fills in from the form, in the ad language, when the AI gave too little', () => {
    const { headlines, descriptions } = rsa(undefined);
    expect(headlines).toEqual(
      expect.arrayContaining(['Pan de masa madre', 'Tortas por encargo', 'Pedí tu presupuesto', 'Atendemos en Buenos Aires']),
    );
    // A sentence that quotes the description at length is no ad line (the linter's rule): the
    // generic lines follow, in the campaign's variety (Buenos Aires: voseo).
    expect(descriptions).toContain('Hacemos tortas por encargo para eventos.');
    expect(descriptions).toContain('Contanos qué necesitás y nuestro equipo te responde.');
  });

  it('writes the lines it adds in tuteo outside Argentina and Uruguay, and in English for an English ad', () => {
    const madrid = rsa(undefined, payload({ location: 'Madrid, España' }));
    expect(madrid.headlines).toEqual(expect.arrayContaining(['Pide tu presupuesto', 'Atendemos en Madrid', 'Contáctanos hoy']));
    expect(madrid.descriptions).toContain('Cuéntanos qué necesitas y nuestro equipo te responde.');
    const english = buildCampaignOperations(
      payload({ location: 'Austin, Texas', language: 'English', keywords: 'sourdough bread', description: 'A small bakery in Austin.' }),
      undefined,
      { ...opts, languageCode: 'en' },
    );
    expect(english.headlines).toEqual(expect.arrayContaining(['Sourdough Bread', 'Ask for a Quote', 'Serving Austin']));
    expect(english.descriptions).toContain('Tell us what you need and our team will get back to you.');
  });

  it('sends people to the landing link (link1)', () => {
    expect(rsa(strategy()).ad.final_urls).toEqual(['https://panaderia.example/']);
  });

  it('is refused with a clear 400 when there is no landing link', () => {
    let error: unknown;
    try {
      buildCampaignOperations(payload({ link1: '' }), strategy(), opts);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_REQUEST', message: expect.stringContaining('landing page') });
    expect((error as Error).message).not.toContain('link1');
  });
});

describe('enum values', () => {
  it('are the ones google-ads-api sends', () => {
    expect(GADS.AdvertisingChannelType.SEARCH).toBe(enums.AdvertisingChannelType.SEARCH);
    expect(GADS.CampaignStatus.PAUSED).toBe(enums.CampaignStatus.PAUSED);
    expect(GADS.BudgetDeliveryMethod.STANDARD).toBe(enums.BudgetDeliveryMethod.STANDARD);
    expect(GADS.EuPoliticalAdvertisingStatus.DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING).toBe(
      enums.EuPoliticalAdvertisingStatus.DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING,
    );
    expect(GADS.PositiveGeoTargetType.PRESENCE).toBe(enums.PositiveGeoTargetType.PRESENCE);
    expect(GADS.AdGroupType.SEARCH_STANDARD).toBe(enums.AdGroupType.SEARCH_STANDARD);
    expect(GADS.AdGroupStatus.ENABLED).toBe(enums.AdGroupStatus.ENABLED);
    expect(GADS.AdGroupCriterionStatus.ENABLED).toBe(enums.AdGroupCriterionStatus.ENABLED);
    expect(GADS.AdGroupAdStatus.ENABLED).toBe(enums.AdGroupAdStatus.ENABLED);
    expect(GADS.KeywordMatchType.EXACT).toBe(enums.KeywordMatchType.EXACT);
    expect(GADS.KeywordMatchType.PHRASE).toBe(enums.KeywordMatchType.PHRASE);
    expect(GADS.ProximityRadiusUnits.KILOMETERS).toBe(enums.ProximityRadiusUnits.KILOMETERS);
    expect(GADS.AssetFieldType.SITELINK).toBe(enums.AssetFieldType.SITELINK);
    expect(GADS.AssetFieldType.CALLOUT).toBe(enums.AssetFieldType.CALLOUT);
    expect(GADS.AssetFieldType.STRUCTURED_SNIPPET).toBe(enums.AssetFieldType.STRUCTURED_SNIPPET);
    expect(GADS.AssetFieldType.CALL).toBe(enums.AssetFieldType.CALL);
    expect(GADS.AssetFieldType.PRICE).toBe(enums.AssetFieldType.PRICE);
    expect(GADS.AssetFieldType.PROMOTION).toBe(enums.AssetFieldType.PROMOTION);
    expect(GADS.AssetFieldType.BUSINESS_MESSAGE).toBe(enums.AssetFieldType.BUSINESS_MESSAGE);
    expect(GADS.PriceExtensionType.SERVICES).toBe(enums.PriceExtensionType.SERVICES);
    expect(GADS.PriceExtensionType.PRODUCT_CATEGORIES).toBe(enums.PriceExtensionType.PRODUCT_CATEGORIES);
    expect(GADS.BusinessMessageProvider.WHATSAPP).toBe(enums.BusinessMessageProvider.WHATSAPP);
    expect(GADS.BusinessMessageCallToActionType.CONTACT_US).toBe(enums.BusinessMessageCallToActionType.CONTACT_US);
  });
});

describe('one responsive search ad per ad group (issue 26)', () => {
  const own = (tag: string) => ({
    headlines: Array.from({ length: 15 }, (_, i) => `${tag} titular ${i + 1}`),
    descriptions: Array.from({ length: 4 }, (_, i) => `${tag}: descripción ${'ABCD'[i]}.`),
    path1: tag.toLowerCase(),
    path2: 'cordoba',
  });
  const perGroup = () =>
    strategy({
      adGroups: [
        { name: 'Masa madre', keywords: [{ text: 'pan de masa madre', matchType: 'EXACT' }], ad: own('Masa') },
        { name: 'Tortas', keywords: [{ text: 'tortas por encargo', matchType: 'PHRASE' }], ad: own('Tortas') },
      ],
    });

  it("gives each group its own headlines, descriptions and paths, never another group's", () => {
    const built = buildCampaignOperations(payload(), perGroup(), opts);
    const ads = ops(built.operations, 'ad_group_ad');
    expect(ads).toHaveLength(2);
    for (const [i, tag] of ['Masa', 'Tortas'].entries()) {
      const rsa = ads[i]!.resource.ad!.responsive_search_ad!;
      expect(rsa.headlines!.map((h) => h.text)).toEqual(own(tag).headlines);
      expect(rsa.descriptions!.map((d) => d.text)).toEqual(own(tag).descriptions);
      expect([rsa.path1, rsa.path2]).toEqual([tag.toLowerCase(), 'cordoba']);
      expect(ads[i]!.resource.ad!.final_urls).toEqual(['https://panaderia.example/']);
    }
    expect(built.ads.map((a) => a.headlines[0])).toEqual(['Masa titular 1', 'Tortas titular 1']);
  });

  it('adds no line of its own to a complete ad (no fallback such as "Get a Free Quote")', () => {
    const built = buildCampaignOperations(payload(), perGroup(), opts);
    const text = JSON.stringify(ops(built.operations, 'ad_group_ad'));
    for (const line of ['Free Quote', 'Presupuesto', 'Contactanos', 'Atendemos en']) expect(text).not.toContain(line);
  });

  it('every creation operation is a valid v25 MutateOperation, built the way google-ads-api builds it', () => {
    // A bakery with every asset kind: pages, phone, WhatsApp, three prices and a discount (issue 26 item 5).
    const everyAsset = buildCampaignOperations(
      payload({
        link2: 'https://panaderia.example/contacto',
        link3: 'https://panaderia.example/nosotros',
        phone: '+54 11 4555 1234',
        whatsapp: '+54 9 11 4555 1234',
      }),
      strategy({
        adGroups: [
          { name: 'Masa madre', keywords: [{ text: 'pan de masa madre', matchType: 'PHRASE' }] },
          { name: 'Tortas', keywords: [{ text: 'tortas por encargo', matchType: 'PHRASE' }] },
          { name: 'Facturas', keywords: [{ text: 'facturas', matchType: 'PHRASE' }] },
        ],
        callouts: ['Masa madre', 'Tortas por encargo'],
      }),
      {
        ...opts,
        currency: 'ARS',
        profile: {
          offers: [
            'Docena de facturas $4.500',
            'Pan de masa madre $3.200 el kilo',
            'Torta mediana $18.000',
            '10% de descuento en tu primera torta',
          ],
        },
      },
    );
    const kinds = everyAsset.operations.flatMap((op) =>
      op.entity === 'asset' ? Object.keys(op.resource).filter((k) => k.endsWith('_asset')) : [],
    );
    expect(new Set(kinds)).toEqual(
      new Set(['sitelink_asset', 'callout_asset', 'structured_snippet_asset', 'call_asset', 'price_asset', 'promotion_asset']),
    );
    const message = messageAssetOperations('1234567890', 'customers/1234567890/campaigns/99', everyAsset.assets.message!);
    for (const s of [perGroup(), strategy(), undefined]) {
      for (const op of [...buildCampaignOperations(payload(), s, opts).operations, ...everyAsset.operations, ...message]) {
        const verb = String(op.operation);
        const proto = { [`${op.entity}_operation`]: { [verb]: op.resource } };
        expect(services.MutateOperation.verify(proto), JSON.stringify(proto)).toBeNull();
        expect(services.MutateOperation.toObject(services.MutateOperation.fromObject(proto))).toMatchObject({
          [`${op.entity}_operation`]: { [verb]: expect.anything() },
        });
      }
    }
  });
});
