import { describe, expect, it } from 'vitest';
import type { Facts } from '../contract/campaigns.js';
import { lintAdCopy } from '../contract/copy-lint.js';
import type { StrategyInput } from '../strategy/ai-port.js';
import { offlineStrategy } from '../strategy/strategist.js';
import { brandShortForms, serviceShortForms } from './short-names.js';

describe('serviceShortForms', () => {
  it('drops a trailing word that only says the thing is fitted, in English', () => {
    expect(serviceShortForms('EV charger installation', 'en')).toEqual(['EV chargers']);
    expect(serviceShortForms('Home battery installation', 'en')).toEqual(['Home batteries']);
    expect(serviceShortForms('Solar panel installation', 'en')).toEqual(['Solar panels']);
  });

  it('drops a leading "instalación de" in Spanish, the rest opening the name', () => {
    expect(serviceShortForms('Instalación de cargadores EV', 'es')).toEqual(['Cargadores EV']);
    expect(serviceShortForms('Instalación de calentadores', 'es')).toEqual(['Calentadores']);
  });

  it('keeps a name whose activity word is the service itself', () => {
    for (const name of [
      'Switchboard upgrades',
      'Switchboard upgrade',
      'Boiler repair',
      'Termite treatment',
      'Rodent removal',
      'Piano lessons for kids',
    ])
      expect(serviceShortForms(name, 'en')).toEqual([]);
    for (const name of ['Reparación de fugas', 'Instalaciones eléctricas', 'Cambio de cerradura', 'Clases de funcional'])
      expect(serviceShortForms(name, 'es')).toEqual([]);
  });

  it('does not apply English rules to a Spanish name or the other way round', () => {
    expect(serviceShortForms('Instalación de cargadores EV', 'en')).toEqual([]);
    expect(serviceShortForms('EV charger installation', 'es')).toEqual([]);
  });
});

describe('brandShortForms', () => {
  const none = { commonText: '', places: [] };

  it('drops a trailing trade word when a name of its own is left', () => {
    expect(brandShortForms('Sparkright Electrical', 'en', none)).toEqual(['Sparkright']);
    expect(brandShortForms('Northway Plumbing', 'en', none)).toEqual(['Northway']);
    // "& Decorating" goes, "Painting" stays: "Kelly" alone is a common surname, not the brand.
    expect(brandShortForms('Kelly Painting & Decorating', 'en', none)).toEqual(['Kelly Painting']);
  });

  it('keeps the brand when what is left is a common word, a place, too short, or has no trade word', () => {
    expect(brandShortForms('Harbour Cleaners', 'en', { commonText: 'We clean the harbour area', places: [] })).toEqual([]);
    expect(brandShortForms('Brisbane Electrical', 'en', { commonText: '', places: ['Brisbane'] })).toEqual([]);
    expect(brandShortForms('Zap Electrical', 'en', none)).toEqual([]);
    expect(brandShortForms('Harbour Pest Control', 'en', none)).toEqual([]);
    expect(brandShortForms('Still Point Yoga', 'en', none)).toEqual([]);
  });

  it('keeps Spanish brands whole: what follows the trade is often an adjective or a place', () => {
    expect(brandShortForms('Plomería Andina', 'es', none)).toEqual([]);
    expect(brandShortForms('Cerrajería Castellana', 'es', none)).toEqual([]);
  });

  it('a line naming the shorter brand carries the brand for the linter: no near-duplicate of the bare service', () => {
    const ctx = { lang: 'en' as const, brand: 'Sparkright Electrical', properNouns: ['Sparkright Electrical', 'Brisbane'] };
    expect(
      lintAdCopy({ headlines: ['Smoke Alarms', 'Sparkright: Smoke Alarms'], descriptions: [] }, ctx).filter((v) => v.field === 'headlines'),
    ).toEqual([]);
    // Without the brand known, the same pair is one line said twice.
    expect(
      lintAdCopy({ headlines: ['Smoke Alarms', 'Northway: Smoke Alarms'], descriptions: [] }, ctx).some((v) => v.rule === 'near-duplicate'),
    ).toBe(true);
  });
});

describe('headlines from the facts with shorter names', () => {
  const facts = (f: Partial<Facts>): Facts => ({ services: [], sellingPoints: [], notOffered: [], neverSay: [], ...f });
  const electrician: StrategyInput = {
    objective: 'Leads',
    type: 'Search',
    location: 'Brisbane, Queensland, Australia',
    language: 'English',
    description: 'Sparkright Electrical: licensed QLD electrician in Brisbane.',
    keywords: ['electrician brisbane'],
    negativeKeywords: [],
    pages: {},
    budget: 300,
    facts: facts({
      brand: 'Sparkright Electrical',
      services: [{ name: 'EV charger installation' }, { name: 'Switchboard upgrade' }],
      sellingPoints: ['Licensed QLD electrician', 'Upfront fixed pricing', '15 years on the tools'],
      phone: '07 3123 4567',
    }),
  };

  it('combines the brand and the service under shorter names, citing the full facts; the service alone stays whole', async () => {
    const strategy = await offlineStrategy(electrician);
    const ev = strategy.adGroups.find((g) => g.name === 'EV charger installation')!;
    const at = (h: string) => ev.ad!.headlines.indexOf(h);
    expect(at('EV Charger Installation')).toBeGreaterThanOrEqual(0);
    expect(at('Sparkright: EV Chargers')).toBeGreaterThanOrEqual(0);
    expect(ev.ad!.sources?.headlines?.[at('Sparkright: EV Chargers')]).toEqual({
      kind: 'fact',
      fact: 'Sparkright Electrical · EV charger installation',
    });
    expect(ev.ad!.sources?.headlines?.[at('EV Chargers in Brisbane')]).toEqual({
      kind: 'fact',
      fact: 'EV charger installation · Brisbane',
    });
    // "EV Chargers" is never the service's own headline.
    expect(ev.ad!.headlines).not.toContain('EV Chargers');
    const board = strategy.adGroups.find((g) => g.name === 'Switchboard upgrade')!;
    expect(board.ad!.headlines.filter((h) => /switchboard/i.test(h)).every((h) => /switchboard upgrade/i.test(h))).toBe(true);
    const ctx = { lang: 'en' as const, brand: 'Sparkright Electrical', properNouns: ['Brisbane', 'Sparkright Electrical', 'QLD'] };
    expect(lintAdCopy({ headlines: ev.ad!.headlines, descriptions: ev.ad!.descriptions }, ctx)).toEqual([]);
  });
});

describe("brandShortForms from the owner's own words", () => {
  const context = (commonText: string) => ({ commonText, places: ['Phoenix'] });

  it('drops the trailing words the owner uses for the trade, leaving two words at least', () => {
    expect(brandShortForms('Desert Blue Pools', 'en', context('Weekly pool cleaning. Green pool cleanup.'))).toEqual(['Desert Blue']);
    // One word left is often a common word, not the name.
    expect(brandShortForms('Harbour Pest Control', 'en', context('Termite inspection. Rodent control. Pest control.'))).toEqual([]);
  });

  it("ignores the brand's own mentions when reading which words are the trade", () => {
    expect(brandShortForms('Still Point Yoga', 'en', context('Still Point Yoga is a studio. Vinyasa yoga.'))).toEqual(['Still Point']);
  });
});
