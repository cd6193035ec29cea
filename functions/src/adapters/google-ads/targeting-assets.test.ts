import { describe, expect, it } from 'vitest';
import { fieldsOfPayload, type CampaignPayload, type OwnerInput, type Strategy } from '../../contract/campaigns.js';
import type { Place } from '../../contract/geo.js';
import { dailyBudget, formatMoney, toMicros } from '../../currency/currency.js';
import { suggestOffline } from '../../geo-catalog/places.js';
import { render } from '../../i18n/messages.js';
import { CALLOUT_MAX, SITELINK_DESCRIPTION_MAX, SITELINK_TEXT_MAX } from './assets.js';
import { GADS, buildCampaignOperations, type GoogleAdsOperation } from './operations.js';
import { operationsFor, planCampaign } from './plan.js';
import { sandboxFailure } from '../../local/google-ads/sandbox-rules.js';
import { resolveLocations } from './targeting.js';
import { sandboxResolvePlace } from '../../local/google-ads/sandbox.js';

/** Places (city, radius, country), currencies, sitelinks and callouts, bidding, sandbox rules. */

const payload = (overrides: Partial<CampaignPayload> = {}): OwnerInput =>
  fieldsOfPayload({
    objective: 'Leads',
    description:
      'Bright Smile Dental offers teeth whitening, family check-ups and emergency care in Austin. Open on Saturdays, free parking.',
    type: 'Search',
    location: 'Austin, Texas',
    language: 'English',
    keywords: 'teeth whitening, family dentist',
    negativeKeywords: '',
    link1: 'https://brightsmile.example/',
    link2: 'https://brightsmile.example/services',
    link3: 'https://brightsmile.example/contact',
    link4: 'https://brightsmile.example/about',
    budget: 140,
    ...overrides,
  });

const account = { customerId: '1112223333', name: 'Bright Smile', currency: 'USD', hasConversionActions: false };
const input = (p: OwnerInput, choices = {}) => ({
  uid: 'u1',
  refreshToken: 'r',
  payload: p,
  strategy: undefined,
  campaignName: 'Bright Smile (abc)',
  choices,
});
const ofEntity = <E extends GoogleAdsOperation['entity']>(list: GoogleAdsOperation[], entity: E) =>
  list.filter((o): o is Extract<GoogleAdsOperation, { entity: E }> => o.entity === entity);
const austin = (): Place => suggestOffline('Austin, Texas', 'en')[0]!;

describe('targeting a picked place', () => {
  it('a city stays a city: Google\u2019s city constant, never the country', async () => {
    const place: Place = {
      id: 'geoTargetConstants/1026201',
      kind: 'city',
      name: 'Austin, Texas, United States',
      countryCode: 'US',
      latitude: 30.27,
      longitude: -97.74,
    };
    const plan = await planCampaign(input(payload({ place })), account);
    expect(plan.locations).toEqual([
      { geoTargetConstant: 'geoTargetConstants/1026201', name: 'Austin, Texas, United States', kind: 'city' },
    ]);
    const { operations } = operationsFor(input(payload({ place })), plan);
    const locations = ofEntity(operations, 'campaign_criterion').filter((c) => c.resource.location || c.resource.proximity);
    expect(locations.map((c) => c.resource.location)).toEqual([{ geo_target_constant: 'geoTargetConstants/1026201' }]);
    expect(JSON.stringify(operations)).not.toContain('geoTargetConstants/2840');
  });

  it('a city without a Google match is never a silent radius: it blocks, and a radius the owner chose is that radius (km, micro-degrees)', async () => {
    const place = austin();
    const offline = await planCampaign(input(payload({ place })), account);
    expect(offline.locations).toEqual([]);
    expect(render(offline.locationProblem!, 'en')).toBe(
      `We couldn't match "Austin, Texas, United States" to a place Google Ads can target.`,
    );
    const widened = await planCampaign(input(payload({ place }), { radiusKm: 40 }), account);
    expect(widened.locations[0]?.name).toBe('40 km around Austin, Texas, United States');
    const { operations } = operationsFor(input(payload({ place }), { radiusKm: 40 }), widened);
    const [proximity] = ofEntity(operations, 'campaign_criterion').filter((c) => c.resource.proximity);
    expect(proximity?.resource.proximity).toEqual({
      geo_point: {
        latitude_in_micro_degrees: Math.round(place.latitude! * 1e6),
        longitude_in_micro_degrees: Math.round(place.longitude! * 1e6),
      },
      radius: 40,
      radius_units: GADS.ProximityRadiusUnits.KILOMETERS,
    });
    expect(ofEntity(operations, 'campaign_criterion').some((c) => c.resource.location)).toBe(false);
  });

  it('a country is targeted only when the user chose a country', async () => {
    const place: Place = { id: 'country:ES', kind: 'country', name: 'España', countryCode: 'ES' };
    const plan = await planCampaign(input(payload({ place, location: 'España', language: 'Spanish' })), account);
    expect(plan).toMatchObject({
      locations: [{ geoTargetConstant: 'geoTargetConstants/2724', kind: 'country' }],
      locationProblem: undefined,
    });
    const { operations } = operationsFor(input(payload({ place, location: 'España', language: 'Spanish' })), plan);
    expect(
      ofEntity(operations, 'campaign_criterion')
        .filter((c) => c.resource.location)
        .map((c) => c.resource.location),
    ).toEqual([{ geo_target_constant: 'geoTargetConstants/2724' }]);
  });

  it('free text is resolved before creation: "Austin, TX" is the Texan city, "Madrid, España" the Spanish city', async () => {
    for (const location of ['Austin, Texas', 'Austin, TX']) {
      const plan = await planCampaign(input(payload({ location })), account, sandboxResolvePlace);
      expect(plan.locations).toEqual([
        { geoTargetConstant: `geoTargetConstants/9${austin().id.slice(9)}`, name: 'Austin, Texas, United States', kind: 'city' },
      ]);
    }
    const madrid = await planCampaign(input(payload({ location: 'Madrid, España', language: 'Spanish' })), account, sandboxResolvePlace);
    expect(madrid.locations[0]).toMatchObject({ kind: 'city', name: 'Madrid, España' });
  });

  it('never silently widens a place it cannot find to its country: a blocking problem instead', async () => {
    const plan = await resolveLocations({ location: 'Xqzzyville, Spain' }, { language: 'en', suggest: () => [] });
    expect(render(plan.problem!, 'en')).toContain('Xqzzyville');
    await expect(async () =>
      operationsFor(input(payload({ location: 'Xqzzyville, Spain' })), {
        ...(await planCampaign(input(payload({ location: 'Xqzzyville, Spain' })), account)),
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('currencies', () => {
  it('converts the weekly USD budget to daily micros of the account currency, rounded to its unit', () => {
    expect(dailyBudget(140, 'USD', 1)).toMatchObject({ micros: 20_000_000, amount: 20, belowMinimum: false });
    expect(dailyBudget(100, 'EUR', 0.86)).toMatchObject({ micros: 12_290_000, amount: 12.29 }); // 12.2857… → 12.29
    expect(dailyBudget(70, 'ARS', 1450)).toMatchObject({ micros: 14_500_000_000, amount: 14_500 });
    // Currencies without cents are whole units.
    expect(dailyBudget(100, 'CLP', 940).micros).toBe(13_429_000_000); // 13,428.57 → 13,429
    expect(toMicros(0.005, 'USD')).toBe(10_000);
    expect(toMicros(12.345, 'JPY')).toBe(12_000_000);
    expect(formatMoney(12.29, 'EUR')).toBe('€12.29');
  });

  it('puts the converted amount on the budget operation', () => {
    const plan = {
      account: { ...account, currency: 'EUR' },
      locations: [{ geoTargetConstant: 'geoTargetConstants/1026201', name: 'Austin', kind: 'city' as const }],
      languageConstant: 'languageConstants/1000',
      languageCode: 'en',
    };
    const built = operationsFor(input(payload(), { usdRate: 0.86 }), plan);
    expect(built.currency).toBe('EUR');
    expect(ofEntity(built.operations, 'campaign_budget')[0]?.resource.amount_micros).toBe(17_200_000); // 140 × 0.86 / 7
  });

  it('flags a daily budget below the currency\u2019s minimum', () => {
    expect(dailyBudget(50, 'ARS', 100)).toMatchObject({ belowMinimum: true, minimum: 1_000 });
  });
});

describe('bidding', () => {
  const plan = (hasConversionActions: boolean) => ({
    account: { ...account, hasConversionActions },
    locations: [{ geoTargetConstant: 'geoTargetConstants/1026201', name: 'Austin', kind: 'city' as const }],
    languageConstant: 'languageConstants/1000',
    languageCode: 'en',
  });
  it('is Maximize conversions only when the account has conversion actions, else Maximize clicks', () => {
    const withConversions = ofEntity(operationsFor(input(payload()), plan(true)).operations, 'campaign')[0]!.resource;
    expect(withConversions.maximize_conversions).toEqual({});
    expect(withConversions.target_spend).toBeUndefined();
    const without = ofEntity(operationsFor(input(payload()), plan(false)).operations, 'campaign')[0]!.resource;
    expect(without.target_spend).toEqual({});
    expect(without.maximize_conversions).toBeUndefined();
  });
});

describe('sitelinks and callouts', () => {
  const build = (p: OwnerInput, strategy?: Strategy, languageCode = 'en') =>
    buildCampaignOperations(p, strategy, {
      customerId: '1',
      campaignName: 'x',
      geoTargetConstants: ['geoTargetConstants/1026201'],
      languageConstant: 'languageConstants/1000',
      languageCode,
    });

  it('one sitelink per services/contact/about link, texts ≤ 25 and descriptions ≤ 35, linked to the campaign in the same mutate', () => {
    const { operations, assets } = build(payload());
    expect(assets.sitelinks.map((s) => [s.text, s.url])).toEqual([
      ['Our Services', 'https://brightsmile.example/services'],
      ['Contact Us', 'https://brightsmile.example/contact'],
      ['About Us', 'https://brightsmile.example/about'],
    ]);
    for (const s of assets.sitelinks) {
      expect(s.text.length).toBeLessThanOrEqual(SITELINK_TEXT_MAX);
      expect(s.description1.length).toBeLessThanOrEqual(SITELINK_DESCRIPTION_MAX);
      expect(s.description2.length).toBeLessThanOrEqual(SITELINK_DESCRIPTION_MAX);
    }
    const assetOps = ofEntity(operations, 'asset');
    const links = ofEntity(operations, 'campaign_asset');
    expect(assetOps.filter((a) => a.resource.sitelink_asset)).toHaveLength(3);
    // Temporary ids: each asset is created before the link that names it.
    for (const link of links) {
      const i = operations.findIndex((o) => o.entity === 'asset' && o.resource.resource_name === link.resource.asset);
      expect(i).toBeGreaterThan(-1);
      expect(i).toBeLessThan(operations.indexOf(link));
      expect(link.resource.campaign).toBe('customers/1/campaigns/-2');
    }
    expect(links.filter((l) => l.resource.field_type === GADS.AssetFieldType.SITELINK)).toHaveLength(3);
  });

  it('in the campaign\u2019s language, skipping empty links and the landing page itself', () => {
    const { assets } = build(payload({ link2: '', link3: 'https://brightsmile.example/', language: 'Spanish' }), undefined, 'es');
    expect(assets.sitelinks.map((s) => s.text)).toEqual(['Quiénes somos']);
  });

  it('distinct callouts ≤ 25: the strategy\u2019s, else selling points from the description, never generic claims', () => {
    const withStrategy = build(payload(), {
      callouts: ['Same-Day Appointments', 'A callout far too long to ever fit in 25'],
    } as unknown as Strategy);
    expect(withStrategy.assets.callouts[0]).toBe('Same-Day Appointments');
    const { assets, operations } = build(payload());
    expect(assets.callouts.length).toBeGreaterThanOrEqual(4);
    expect(assets.callouts).toContain('Free parking');
    for (const c of assets.callouts) expect(c.length).toBeLessThanOrEqual(CALLOUT_MAX);
    expect(new Set(assets.callouts.map((c) => c.toLowerCase())).size).toBe(assets.callouts.length);
    expect(ofEntity(operations, 'campaign_asset').filter((l) => l.resource.field_type === GADS.AssetFieldType.CALLOUT)).toHaveLength(
      assets.callouts.length,
    );
    const spanish = build(payload({ description: 'Consultorio dental en Madrid con atención de urgencias.' }), undefined, 'es');
    // Nothing the owner never saw, no generic claims ("Precios justos", "Satisfaction Guaranteed").
    expect(spanish.assets.callouts).toEqual([]);
  });
});

describe('the sandbox refuses what Google refuses', () => {
  const base = () => build();
  const build = () =>
    buildCampaignOperations(payload(), undefined, {
      customerId: '1',
      campaignName: 'x',
      geoTargetConstants: ['geoTargetConstants/1026201'],
      languageConstant: 'languageConstants/1000',
      languageCode: 'en',
    }).operations;

  it('accepts what the builder makes', () => {
    expect(sandboxFailure(base(), 'USD')).toBeUndefined();
  });

  it('refuses long text, duplicate headlines, a missing final URL and a budget below the currency minimum, Google-shaped', () => {
    const ops = base();
    const ad = ofEntity(ops, 'ad_group_ad')[0]!.resource.ad!;
    ad.responsive_search_ad!.headlines = [{ text: 'Same' }, { text: 'same' }, { text: 'x'.repeat(31) }];
    ad.final_urls = [];
    const failure = sandboxFailure(ops, 'ARS');
    expect(failure?.errors.map((e) => e.error_code)).toEqual(
      expect.arrayContaining([{ campaign_budget_error: 22 }, { required_field_error: 2 }, { asset_error: 3 }, { string_length_error: 3 }]),
    );
    expect(failure?.errors[0]?.location.field_path_elements[0]).toMatchObject({ field_name: 'mutate_operations' });
  });
});
