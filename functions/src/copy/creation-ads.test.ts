import { describe, expect, it } from 'vitest';
import { fieldsOfPayload, type CampaignPayload, type OwnerInput } from '../contract/campaigns.js';
import { campaignLintContext, lintAdCopy } from '../contract/copy-lint.js';
import { MAX_DESCRIPTIONS, MAX_HEADLINES, MIN_DESCRIPTIONS, MIN_HEADLINES, adPathText, creationAd } from './creation-ads.js';

const payload = (overrides: Partial<CampaignPayload> = {}): OwnerInput =>
  fieldsOfPayload({
    objective: 'Sales',
    description: 'Panadería artesanal con pan de masa madre y tortas por encargo.',
    type: 'Search',
    location: 'Montevideo, Uruguay',
    language: 'Spanish',
    keywords: 'pan de masa madre, tortas por encargo',
    negativeKeywords: '',
    link1: 'https://panaderia.example/',
    link2: '',
    link3: '',
    link4: '',
    budget: 100,
    ...overrides,
  });

describe('the ad copy/ hands to creation', () => {
  it('passes the copy linter whatever the stored lines were: fixable lines fixed, the rest left out and named', () => {
    const own = {
      headlines: ['Pan de masa madre!!', '  Tortas   por encargo ', 'Llamá al 099 123 456', 'x'.repeat(31), 'Pan de masa madre'],
      descriptions: ['Pan rico!! Tortas ricas! Vení!', 'Horneamos cada mañana 🍞', 'y'.repeat(91)],
    };
    const ad = creationAd(own, payload(), 'es');
    expect(lintAdCopy({ headlines: ad.headlines, descriptions: ad.descriptions }, campaignLintContext(payload()))).toEqual([]);
    expect(ad.headlines.slice(0, 2)).toEqual(['Pan de masa madre', 'Tortas por encargo']);
    expect(ad.descriptions.slice(0, 2)).toEqual(['Pan rico! Tortas ricas. Vení.', 'Horneamos cada mañana']);
    expect(ad.dropped).toEqual({ headlines: ['Llamá al 099 123 456', 'x'.repeat(31)], descriptions: ['y'.repeat(91)] });
  });

  it("fills below Google's minimum in the campaign's variety: voseo in Uruguay, tuteo in Mexico", () => {
    const uy = creationAd({ headlines: [], descriptions: [] }, payload(), 'es');
    expect(uy.headlines).toEqual(expect.arrayContaining(['Comprá ahora', 'Atendemos en Montevideo']));
    expect(uy.descriptions).toContain('Conocé lo que ofrecemos y escribinos hoy.');
    const mx = creationAd({ headlines: [], descriptions: [] }, payload({ location: 'Guadalajara, México' }), 'es');
    expect(mx.headlines).toEqual(expect.arrayContaining(['Compra ahora', 'Atendemos en Guadalajara']));
    expect(mx.descriptions).toContain('Conoce lo que ofrecemos y escríbenos hoy.');
    for (const ad of [uy, mx]) {
      expect(ad.headlines.length).toBeGreaterThanOrEqual(MIN_HEADLINES);
      expect(ad.headlines.length).toBeLessThanOrEqual(MAX_HEADLINES);
      expect(ad.descriptions.length).toBeGreaterThanOrEqual(MIN_DESCRIPTIONS);
      expect(ad.descriptions.length).toBeLessThanOrEqual(MAX_DESCRIPTIONS);
    }
  });

  it('adds nothing to an ad that already has enough lines', () => {
    const own = {
      headlines: ['Pan de masa madre', 'Tortas por encargo', 'Panadería en Montevideo'],
      descriptions: ['Pan artesanal.', 'Tortas para eventos.'],
    };
    const ad = creationAd(own, payload(), 'es');
    expect({ headlines: ad.headlines, descriptions: ad.descriptions }).toEqual(own);
  });

  it('keeps an ad built from facts as built, each line with its source, and fills below the minimum only with sourced lines', () => {
    const facts = {
      brand: 'Panadería Doña Rosa',
      services: [{ name: 'Tortas por encargo' }],
      sellingPoints: [],
      notOffered: [],
      neverSay: [],
    };
    const p = { ...payload({ keywords: 'tortas por encargo, pan de masa madre' }), facts };
    const own = {
      headlines: ['Tortas por encargo', 'Panadería Doña Rosa'],
      descriptions: ['Tortas por encargo en Montevideo.'],
      sources: {
        headlines: [{ kind: 'fact' as const, fact: 'Tortas por encargo' }, { kind: 'brand' as const }],
        descriptions: [{ kind: 'place' as const }],
      },
    };
    const ad = creationAd(own, p, 'es');
    // Exactly Google's minimum: the ad's own lines, then one headline and one description with a source of their own.
    expect(ad.headlines).toHaveLength(MIN_HEADLINES);
    expect(ad.descriptions).toHaveLength(MIN_DESCRIPTIONS);
    expect(ad.headlines.slice(0, 2)).toEqual(own.headlines);
    expect(ad.added).toEqual({ headlines: [ad.headlines[2]], descriptions: [ad.descriptions[1]] });
    expect(ad.sources?.headlines.slice(0, 2)).toEqual(own.sources.headlines);
    expect(ad.sources?.headlines[2]).toEqual({ kind: 'place' });
    expect(ad.headlines[2]).toBe('Atendemos en Montevideo');
    expect(ad.sources?.descriptions).toEqual([{ kind: 'place' }, { kind: 'call-to-action' }]);
    // Never a keyword line or a sentence of the description.
    expect([...ad.headlines, ...ad.descriptions]).not.toContain('Pan de masa madre');
    expect(ad.descriptions.join(' ')).not.toContain('Panadería artesanal');
    expect(lintAdCopy({ headlines: ad.headlines, descriptions: ad.descriptions }, campaignLintContext(p))).toEqual([]);

    const full = creationAd(
      {
        headlines: ['Tortas por encargo', 'Doña Rosa', 'Doña Rosa en Montevideo'],
        descriptions: ['Tortas por encargo en Montevideo.', 'Escribinos y hacé tu pedido.'],
        sources: {
          headlines: [{ kind: 'fact', fact: 'Tortas por encargo' }, { kind: 'brand' }, { kind: 'brand' }],
          descriptions: [{ kind: 'place' }, { kind: 'call-to-action' }],
        },
      },
      { ...p, facts: { ...facts, brand: 'Doña Rosa' } },
      'es',
    );
    // Kept as written: whether "Doña Rosa en Montevideo" repeats "Doña Rosa" was settled where the facts wrote them.
    expect(full.headlines).toEqual(['Tortas por encargo', 'Doña Rosa', 'Doña Rosa en Montevideo']);
    expect(full.added).toEqual({ headlines: [], descriptions: [] });
  });

  it("still reaches Google's minimum when the owner's words never to use refuse every sourced line, and names those lines as unsourced", () => {
    const facts = {
      brand: 'Doña Rosa',
      services: [{ name: 'Tortas por encargo' }],
      sellingPoints: [],
      notOffered: [],
      neverSay: ['Doña Rosa', 'Montevideo', 'ahora', 'hoy'],
    };
    const p = { ...payload(), facts };
    const ad = creationAd(
      {
        headlines: ['Tortas por encargo'],
        descriptions: ['Tortas por encargo para eventos.'],
        sources: { headlines: [{ kind: 'fact', fact: 'Tortas por encargo' }] },
      },
      p,
      'es',
    );
    expect(ad.headlines.length).toBeGreaterThanOrEqual(MIN_HEADLINES);
    expect(ad.descriptions.length).toBeGreaterThanOrEqual(MIN_DESCRIPTIONS);
    expect(ad.headlines.join(' ')).not.toMatch(/Doña Rosa|Montevideo|ahora|hoy/i);
    expect(ad.sources?.headlines[0]).toEqual({ kind: 'fact', fact: 'Tortas por encargo' });
    expect(ad.sources?.headlines.slice(1)).toContain(null);
    expect(ad.added.headlines).toEqual(ad.headlines.slice(1));
  });

  it('writes display paths the way Google takes them', () => {
    expect(adPathText('Reparación de calefones')).toBe('reparacion-de');
    expect(creationAd({ headlines: [], descriptions: [], path2: 'centro' }, payload(), 'es')).toMatchObject({ path1: '', path2: '' });
    expect(creationAd({ headlines: [], descriptions: [], path1: 'Tortas', path2: 'Centro' }, payload(), 'es')).toMatchObject({
      path1: 'tortas',
      path2: 'centro',
    });
  });
});
