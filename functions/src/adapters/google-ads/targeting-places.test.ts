import { describe, expect, it } from 'vitest';
import { campaignPayloadSchema, fieldsOfPayload, payloadOf, type CampaignPayload } from '../../contract/campaigns.js';
import { suggestOffline } from '../../geo-catalog/places.js';
import { render } from '../../i18n/messages.js';
import { sandboxResolvePlace } from '../../local/google-ads/sandbox.js';
import { GADS, type GoogleAdsOperation } from './operations.js';
import { operationsFor, planCampaign } from './plan.js';
import { sparksBrief } from './places.fixture.js';

/** The owner's places: several at once, a radius around one, each one criterion as Google's API takes it. */

const account = { customerId: '1112223333', name: 'Sparks', currency: 'AUD', hasConversionActions: false };
const creation = (payload: CampaignPayload) => ({
  uid: 'u1',
  refreshToken: 'r',
  payload: fieldsOfPayload(campaignPayloadSchema.parse(payload)),
  strategy: undefined,
  campaignName: 'Sparks (abc)',
});
const first = (q: string, lang = 'en') => suggestOffline(q, lang)[0]!;
const placeCriteria = (ops: GoogleAdsOperation[]) =>
  ops
    .filter((o): o is Extract<GoogleAdsOperation, { entity: 'campaign_criterion' }> => o.entity === 'campaign_criterion')
    .map((o) => o.resource)
    .filter((r) => r.location || r.proximity);

describe('the places an owner picks', () => {
  it('a 25 km radius around a suburb is one proximity criterion around its point, in kilometres', async () => {
    const chermside = { ...first('Chermside'), radiusKm: 25 };
    const payload = sparksBrief({ places: [chermside], location: chermside.name });
    const input = creation(payload);
    const plan = await planCampaign(input, account, sandboxResolvePlace);
    expect(plan.locations).toEqual([
      {
        name: '25 km around Chermside, Brisbane, Queensland, Australia',
        kind: 'radius',
        place: 'Chermside, Brisbane, Queensland, Australia',
        proximity: { latitude: chermside.latitude, longitude: chermside.longitude, radiusKm: 25 },
      },
    ]);
    const { operations } = operationsFor(input, plan);
    expect(placeCriteria(operations)).toEqual([
      {
        campaign: 'customers/1112223333/campaigns/-2',
        proximity: {
          geo_point: {
            latitude_in_micro_degrees: Math.round(chermside.latitude! * 1e6),
            longitude_in_micro_degrees: Math.round(chermside.longitude! * 1e6),
          },
          radius: 25,
          radius_units: GADS.ProximityRadiusUnits.KILOMETERS,
        },
      },
    ]);
    // People in or regularly in the places: presence only, never interest.
    const campaign = operations.find((o) => o.entity === 'campaign')!.resource as { geo_target_type_setting?: unknown };
    expect(campaign.geo_target_type_setting).toEqual({ positive_geo_target_type: GADS.PositiveGeoTargetType.PRESENCE });
  });

  it('two cities are two location criteria, each its own geo target, nothing else', async () => {
    const places = [first('Guadalajara, Jalisco', 'es'), first('Zapopan', 'es')];
    const input = creation(sparksBrief({ places, location: 'Guadalajara, México; Zapopan, México', language: 'Spanish' }));
    const plan = await planCampaign(input, account, sandboxResolvePlace);
    expect(plan.locationProblem).toBeUndefined();
    expect(plan.locations.map((l) => [l.name, l.kind])).toEqual([
      ['Guadalajara, México', 'city'],
      ['Zapopan, México', 'city'],
    ]);
    const criteria = placeCriteria(operationsFor(input, plan).operations);
    expect(criteria).toHaveLength(2);
    expect(criteria.every((c) => /^geoTargetConstants\/\d+$/.test(c.location?.geo_target_constant ?? ''))).toBe(true);
    expect(new Set(criteria.map((c) => c.location?.geo_target_constant)).size).toBe(2);
    expect(criteria.some((c) => c.proximity)).toBe(false);
  });

  it('a place Google cannot match blocks creation with its name; it is never replaced by a radius', async () => {
    const unknown = {
      id: 'geonames:1',
      kind: 'city' as const,
      name: 'Nowhere, Atlantis',
      countryCode: 'MX',
      latitude: 20,
      longitude: -103,
    };
    const plan = await planCampaign(creation(sparksBrief({ places: [unknown] })), account, async () => undefined);
    expect(plan.locations).toEqual([]);
    expect(render(plan.locationProblem!, 'es')).toBe(
      'No pudimos asociar "Nowhere, Atlantis" con un lugar al que Google Ads pueda apuntar.',
    );
    expect(() => operationsFor(creation(sparksBrief({ places: [unknown] })), plan)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('the payload refuses what cannot be targeted, naming the field: 11 places, a radius without a point, an address without a radius', () => {
    const chermside = first('Chermside');
    const problems = (places: unknown) =>
      campaignPayloadSchema.safeParse(sparksBrief({ places } as never)).error?.issues.map((i) => i.path.join('.'));
    expect(problems(Array.from({ length: 11 }, (_, i) => ({ ...chermside, id: `local:x${i}` })))).toEqual(['places']);
    expect(problems([{ ...chermside, latitude: undefined, radiusKm: 5 }])).toEqual(['places.0.radiusKm']);
    expect(problems([first('Westfield Cherm')])).toEqual(['places.0.radiusKm']);
    expect(problems([{ ...chermside, radiusKm: 900 }])).toEqual(['places.0.radiusKm']);
    expect(problems([])).toEqual(['places']);
    expect(problems([chermside, chermside])).toEqual(['places']);
  });

  it('the model keeps the places and gives them back in the payload', () => {
    const places = [{ ...first('Chermside'), radiusKm: 25 }, first('Aspley')];
    const input = fieldsOfPayload(campaignPayloadSchema.parse(sparksBrief({ places })));
    expect(input.places).toEqual(places);
    expect(payloadOf(input).places).toEqual(places);
  });
});
