import { describe, expect, it } from 'vitest';
import { inverseOf } from './service.js';
import type { ResultsChange } from '../contract/results.js';
import { buildChangeOperations } from '../adapters/ads-results/operations.js';
import { changeOperations } from '../adapters/ads-results/types.js';

/** A change of places once the campaign is in Google Ads: the criteria there now replaced, in one mutate, and undone the same way. */
const ref = { customerId: '1112223333', campaignResourceName: 'customers/1112223333/campaigns/77' };
const guadalajara = {
  id: 'geonames:4005539',
  kind: 'city',
  name: 'Guadalajara, México',
  countryCode: 'MX',
  latitude: 20.67,
  longitude: -103.39,
};
const zapopan = { id: 'geonames:3979770', kind: 'city', name: 'Zapopan, México', countryCode: 'MX', latitude: 20.72, longitude: -103.38 };
const change: Extract<ResultsChange, { kind: 'SET_PLACES' }> = {
  kind: 'SET_PLACES',
  from: [{ ...guadalajara }],
  to: [guadalajara, { ...zapopan, radiusKm: 10 }],
  targets: [
    { name: 'Guadalajara, México', geoTargetConstant: 'geoTargetConstants/1010043' },
    { name: 'Zapopan, México', proximity: { latitude: 20.72, longitude: -103.38, radiusKm: 10 } },
  ],
  previous: [{ name: 'Guadalajara, México', geoTargetConstant: 'geoTargetConstants/1010043' }],
};

describe('a change of places in Google Ads', () => {
  it('removes the location and radius criteria there now and creates one per place (Google CampaignCriterion shapes)', () => {
    const current = ['customers/1112223333/campaignCriteria/77~1010043'];
    const ops = buildChangeOperations(change, ref, { budgetResourceName: '', currentPlaceCriteria: current });
    expect(ops).toEqual([
      { entity: 'campaign_criterion', operation: 'remove', resource: current[0] },
      {
        entity: 'campaign_criterion',
        operation: 'create',
        resource: { campaign: ref.campaignResourceName, location: { geo_target_constant: 'geoTargetConstants/1010043' } },
      },
      {
        entity: 'campaign_criterion',
        operation: 'create',
        resource: {
          campaign: ref.campaignResourceName,
          proximity: {
            geo_point: { latitude_in_micro_degrees: 20_720_000, longitude_in_micro_degrees: -103_380_000 },
            radius: 10,
            radius_units: 3,
          },
        },
      },
    ]);
    expect(changeOperations(change)).toBe(3);
  });

  it('refuses to leave a campaign with no place at all', () => {
    expect(() => buildChangeOperations({ ...change, targets: [] }, ref, { budgetResourceName: '' })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });

  it('is undone by putting back what it found; without what it found, it has no undo', () => {
    expect(inverseOf(change)).toEqual({
      kind: 'SET_PLACES',
      from: change.to,
      to: change.from,
      targets: change.previous,
      previous: change.targets,
    });
    expect(inverseOf({ ...change, previous: [] })).toBeNull();
  });
});
