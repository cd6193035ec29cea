// Place names as owners write them, accents included: "México" and "Ciudad de México" for a
// Spanish reader, the stand-in neighbourhoods of Guadalajara with theirs.
import { describe, expect, it } from 'vitest';
import { campaignCountry } from '../copy/variety.js';
import { suggestOffline } from './places.js';

describe('place names with their accents', () => {
  it('writes Mexico’s cities and the country with the accent in Spanish, in English as English writes them', () => {
    expect(suggestOffline('Guadalajara', 'es')[0]).toMatchObject({ name: 'Guadalajara, México', countryCode: 'MX' });
    expect(suggestOffline('Zapopan', 'es')[0]?.name).toMatch(/México$/);
    expect(suggestOffline('Mexico City', 'es')[0]).toMatchObject({ name: 'Ciudad de México, México', countryCode: 'MX' });
    expect(suggestOffline('Mexico City', 'en')[0]).toMatchObject({ name: 'Mexico City, Mexico', countryCode: 'MX' });
  });

  it('finds a city by its own name, typed with or without accents', () => {
    for (const q of ['Ciudad de México', 'ciudad de mexico', 'Ciudad de Méx'])
      expect(suggestOffline(q, 'es')[0]?.countryCode, q).toBe('MX');
    expect(suggestOffline('Cadiz, España', 'en')[0]).toMatchObject({ name: 'Cádiz, Spain', countryCode: 'ES' });
    expect(campaignCountry({ location: 'Ciudad de México' })).toBe('MX');
  });
});
