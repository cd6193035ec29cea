import { describe, expect, it } from 'vitest';
import { businessName, campaignName, fitWords, uniqueCampaignName, parseKeywords, shortLocation, titleCase } from './text.js';

describe('parseKeywords', () => {
  it('splits, cleans match-type punctuation, lower-cases and de-duplicates', () => {
    expect(parseKeywords(' Pan artesanal, "pan de masa madre"; [Panadería Madrid]\n+pan +integral, pan artesanal ,, ')).toEqual([
      'pan artesanal',
      'pan de masa madre',
      'panadería madrid',
      'pan integral',
    ]);
  });

  it("keeps each keyword within Google's limits (80 characters, 10 words)", () => {
    const [long] = parseKeywords('uno dos tres cuatro cinco seis siete ocho nueve diez once doce');
    expect(long).toBe('uno dos tres cuatro cinco seis siete ocho nueve diez');
    const [wide] = parseKeywords(`${'palabra '.repeat(9)}${'x'.repeat(60)}`);
    expect(wide!.length).toBeLessThanOrEqual(80);
  });

  it('caps the count', () => {
    expect(parseKeywords(Array.from({ length: 40 }, (_, i) => `kw${i}`).join(','))).toHaveLength(20);
  });
});

describe('fitWords', () => {
  it('cuts at a word boundary and drops dangling connectives', () => {
    expect(fitWords('Reparación de tuberías urgente', 15)).toBe('Reparación');
    expect(fitWords('Fresh bread and', 30)).toBe('Fresh bread and');
    expect(fitWords('Fresh bread and pastries every day', 20)).toBe('Fresh bread');
    expect(fitWords('supercalifragilistic', 5)).toBe('');
  });
});

describe('names and places', () => {
  it('finds the business name a description states', () => {
    expect(businessName('Panadería La Espiga es una panadería artesanal en Madrid.')).toBe('Panadería La Espiga');
    expect(businessName('Bright Smile Dental offers implants in Austin.')).toBe('Bright Smile Dental');
    expect(businessName('Somos «Café Sol», una cafetería de especialidad.')).toBe('Café Sol');
    expect(businessName('We are a family bakery in Brooklyn.')).toBeUndefined();
    expect(businessName('Somos una tienda de bicis.')).toBeUndefined();
    expect(businessName('En Madrid, ofrecemos clases de yoga.')).toBeUndefined();
  });

  it('names a campaign: business name + main theme + month, in the campaign language', () => {
    const nov = new Date('2026-11-22T12:00:00Z');
    expect(
      campaignName(
        {
          description: 'Clínica Dental Sonrisa, en el centro de Sevilla.',
          keywords: 'dentista sevilla',
          location: 'sevilla',
          language: 'Español',
        },
        nov,
      ),
    ).toBe('Clínica Dental Sonrisa – Dentista Sevilla – noviembre 2026');
    expect(
      campaignName(
        {
          description: 'Name: Lone Star Plumbing. Emergency plumber, 24/7.',
          keywords: 'emergency plumber',
          location: 'Austin, Texas',
          language: 'English',
        },
        nov,
      ),
    ).toBe('Lone Star Plumbing – Emergency Plumber – November 2026');
    expect(
      campaignName(
        { description: 'We fix bikes fast and fair.', keywords: 'bike repair, tune up', location: 'Portland, OR', language: 'English' },
        nov,
      ),
    ).toBe('Bike Repair – Portland – November 2026');
    expect(campaignName({ description: 'We fix bikes fast and fair.', keywords: ',,', location: '', language: 'English' }, nov)).toBe(
      'Campaign – November 2026',
    );
    // The language field as the form's users write it ("Spanish", "es-AR"): Spanish month and case.
    for (const language of ['Spanish', 'es-AR', 'Spanish (Argentina)']) {
      expect(
        campaignName(
          {
            description: 'Panadería La Espiga es una panadería de barrio con pan de masa madre.',
            keywords: 'pan de masa madre',
            location: 'Buenos Aires, Argentina',
            language,
          },
          nov,
        ),
      ).toBe('Panadería La Espiga – Pan de masa madre – noviembre 2026');
    }
    // Within 60 characters: the year goes first.
    const long = campaignName(
      {
        description: 'Name: Centro de Fisioterapia y Osteopatía Integral Turia',
        keywords: 'fisioterapia deportiva',
        location: 'Valencia',
        language: 'es',
      },
      nov,
    );
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.startsWith('Centro de Fisioterapia y Osteopatía Integral Turia')).toBe(true);
  });

  it('gives a repeated name " (2)", " (3)"…', () => {
    expect(uniqueCampaignName('Bloom Room – Flowers – May', [])).toBe('Bloom Room – Flowers – May');
    expect(uniqueCampaignName('Bloom Room – Flowers – May', ['bloom room – flowers – may'])).toBe('Bloom Room – Flowers – May (2)');
    expect(uniqueCampaignName('X', ['X', 'X (2)'])).toBe('X (3)');
  });

  it('detects "Name: …" and a leading name followed by a colon or a trade verb', () => {
    expect(businessName('Name: Lone Star Plumbing. Emergency plumber in Austin.')).toBe('Lone Star Plumbing');
    expect(businessName('Nombre: Clínica Sonrisa; dentistas en Madrid.')).toBe('Clínica Sonrisa');
    expect(businessName('Cerrajería Express: cerrajeros urgentes en Bogotá.')).toBe('Cerrajería Express');
    expect(businessName('Desert Air Pros repairs and installs AC units.')).toBe('Desert Air Pros');
  });

  it('shortens a location for headlines and title-cases English', () => {
    expect(shortLocation('Madrid, España')).toBe('Madrid');
    expect(shortLocation('Buenos Aires (CABA)')).toBe('Buenos Aires');
    expect(titleCase('plumber near me')).toBe('Plumber Near Me');
    expect(titleCase('house of the dragon')).toBe('House of the Dragon');
  });
});
