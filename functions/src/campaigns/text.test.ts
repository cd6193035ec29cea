import { describe, expect, it } from 'vitest';
import { businessName, campaignName, fitWords, parseKeywords, shortLocation, titleCase } from './text.js';

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

  it("names a campaign after the business, else its first keyword and place, else 'Campaign'", () => {
    expect(campaignName({ description: 'Clínica Dental Sonrisa, en el centro de Sevilla.', keywords: 'dentista', location: 'Sevilla' })).toBe(
      'Clínica Dental Sonrisa',
    );
    expect(campaignName({ description: 'We fix bikes fast and fair.', keywords: 'bike repair, tune up', location: 'Portland, OR' })).toBe(
      'Bike repair – Portland',
    );
    expect(campaignName({ description: 'We fix bikes fast and fair.', keywords: ',,', location: '' })).toBe('Campaign');
  });

  it('shortens a location for headlines and title-cases English', () => {
    expect(shortLocation('Madrid, España')).toBe('Madrid');
    expect(shortLocation('Buenos Aires (CABA)')).toBe('Buenos Aires');
    expect(titleCase('plumber near me')).toBe('Plumber Near Me');
    expect(titleCase('house of the dragon')).toBe('House of the Dragon');
  });
});
