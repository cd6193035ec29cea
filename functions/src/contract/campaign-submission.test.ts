import { describe, expect, it } from 'vitest';
import { campaignSubmissionSchema, fieldsOfPayload, type CampaignPayload } from './campaigns.js';

/** A new submission's phones, read in the country of the places the owner picked. */

// As /geo/suggest hands them out (the offline dataset's ids); the phones need only the country.
const guadalajara = { id: 'geonames:4005539', kind: 'city', name: 'Guadalajara, México', countryCode: 'MX' } as const;
const zapopan = { id: 'geonames:3979770', kind: 'city', name: 'Zapopan, México', countryCode: 'MX' } as const;
const brisbane = { id: 'geonames:2174003', kind: 'city', name: 'Brisbane, Queensland, Australia', countryCode: 'AU' } as const;
const brief = (overrides: Partial<CampaignPayload>): Record<string, unknown> => ({
  objective: 'Leads',
  description: 'Uñas Lupita: uñas acrílicas, gel y pedicura spa en Guadalajara, con turno por WhatsApp.',
  type: 'Search',
  location: `${guadalajara.name}; ${zapopan.name}`,
  language: 'Spanish',
  keywords: 'uñas acrílicas, uñas de gel',
  budget: 100,
  ...overrides,
});
const phoneIssues = (body: Record<string, unknown>) =>
  campaignSubmissionSchema.safeParse(body).error?.issues.filter((i) => i.path[0] === 'phone' || i.path[0] === 'whatsapp') ?? [];

describe('a submission’s phones and its places', () => {
  it('a Mexican number typed nationally, with only `places`, reads in Mexico and is stored in E.164', () => {
    const body = brief({ places: [guadalajara, zapopan], phone: '33 1234 5678', whatsapp: '33 8765 4321' });
    const parsed = campaignSubmissionSchema.parse(body);
    expect(fieldsOfPayload(parsed)).toMatchObject({ phone: '+523312345678', whatsapp: '+523387654321' });
  });

  it('a number that cannot be called in Mexico is refused with only `places`, naming the country', () => {
    const issues = phoneIssues(brief({ places: [guadalajara], phone: '123 456' }));
    expect(issues).toEqual([expect.objectContaining({ path: ['phone'], message: 'must be a phone number that can be called in MX' })]);
  });

  it('the first place targeted decides, as the form’s Location field does, over an older `place`', () => {
    expect(phoneIssues(brief({ places: [guadalajara], place: brisbane, phone: '33 1234 5678' }))).toEqual([]);
    expect(phoneIssues(brief({ place: brisbane, phone: '33 1234 5678' }))).not.toEqual([]);
  });
});
