import { describe, expect, it } from 'vitest';
import { CAMPAIGN_TYPES, DESCRIPTION_MAX, HEADLINE_MAX, OBJECTIVES, adsOf, strategySchema, type Strategy } from '../contract/campaigns.js';
import { renderStrategyText } from './render.js';
import type { StrategyInput } from './ai-port.js';
import { enforceStrategyRules } from './rules.js';
import { lintAdCopy } from '../contract/copy-lint.js';
import { lintContext, namesTheme, themeOf } from '../copy/engine.js';
import { copyBrief, factsPlan, offlineStrategy, withFacts } from './strategist.js';
import { moneyView } from '../contract/owner-money.js';

const base: StrategyInput = {
  objective: 'Leads',
  description: 'Fontanería Ruiz es una empresa familiar de fontanería en Valencia con 20 años de experiencia.',
  type: 'Search',
  location: 'Valencia, España',
  language: 'Español',
  keywords: ['fontanero urgente', 'reparación de tuberías', 'reforma de baño'],
  negativeKeywords: [],
  pages: { landing: 'https://fontaneriaruiz.es', contact: 'https://fontaneriaruiz.es/contacto' },
  budget: 120,
};

/** Varied forms: both languages, every objective and type, long and odd inputs. */
const VARIED: StrategyInput[] = [
  base,
  {
    ...base,
    objective: 'Sales',
    type: 'Shopping',
    description: 'We bake sourdough bread and pastries in small batches and deliver across Brooklyn every morning.',
    location: 'Brooklyn, NY, United States',
    language: 'English',
    keywords: ['sourdough bread delivery', 'artisan bakery', 'fresh croissants', 'gluten free bread', 'birthday cakes'],
    pages: {},
    budget: 300,
  },
  {
    ...base,
    objective: 'Website traffic',
    type: 'Display',
    description: 'Blog de recetas veganas fáciles para toda la familia, con menús semanales y listas de la compra.',
    location: 'Ciudad de México',
    language: 'es-MX',
    keywords: ['recetas veganas fáciles para principiantes con ingredientes de supermercado baratos y rápidos', 'menú semanal vegano'],
    budget: 50,
  },
  {
    ...base,
    objective: 'Leads',
    type: 'Performance',
    description: 'Bright Smile Dental offers cosmetic dentistry, implants and Invisalign for adults in Austin.',
    location: 'Austin, Texas',
    language: 'English (US)',
    keywords: [
      '"dental implants"',
      '[invisalign cost]',
      '+cosmetic +dentist',
      'teeth whitening',
      'emergency dentist',
      'veneers',
      'dentist near me',
    ],
    negativeKeywords: ['free', 'cheap', 'dental school'],
    budget: 1500,
  },
  {
    ...base,
    objective: 'Sales',
    type: 'App',
    description: 'Aplicación de meditación guiada en español con sesiones diarias de cinco minutos para dormir mejor.',
    location: 'España; Argentina; Colombia',
    language: 'Spanish',
    keywords: ['aplicaciónparameditaciónguiadaconsesionesdiariasmuylargas', 'meditación'],
    budget: 75.5,
  },
  {
    ...base,
    objective: 'Website traffic',
    type: 'Video',
    description: 'A very small business that does many things for many people in many places around the world.',
    location: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
    language: 'Welsh',
    keywords: [],
    budget: 999999,
  },
];

function checkRules(strategy: Strategy, input: StrategyInput) {
  expect(strategySchema.parse(strategy)).toEqual(strategy);
  // Google needs 3–15 headlines and 2–4 descriptions; the copy linter allows no filler to pad them.
  expect(strategy.headlines.length).toBeGreaterThanOrEqual(3);
  expect(strategy.headlines.length).toBeLessThanOrEqual(15);
  expect(lintAdCopy(strategy, lintContext(copyBrief(input)))).toEqual([]);
  for (const h of strategy.headlines) {
    expect(h.length, h).toBeLessThanOrEqual(HEADLINE_MAX);
    expect(h.trim()).toBe(h);
    expect(h).not.toBe('');
  }
  expect(new Set(strategy.headlines.map((h) => h.toLowerCase())).size).toBe(strategy.headlines.length);
  expect(strategy.descriptions.length).toBeGreaterThanOrEqual(2);
  expect(strategy.descriptions.length).toBeLessThanOrEqual(4);
  for (const d of strategy.descriptions) {
    expect(d.length, d).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(d.length).toBeGreaterThan(20);
  }
  expect(new Set(strategy.descriptions.map((d) => d.toLowerCase())).size).toBe(strategy.descriptions.length);
  expect(strategy.adGroups.length).toBeGreaterThan(0);
  for (const group of strategy.adGroups) {
    expect(group.name).not.toBe('');
    expect(group.keywords.length).toBeGreaterThan(0);
    for (const k of group.keywords) {
      expect(['PHRASE', 'EXACT']).toContain(k.matchType);
      expect(k.text.length).toBeLessThanOrEqual(80);
      expect(k.text.split(' ').length).toBeLessThanOrEqual(10);
      expect(k.text).not.toMatch(/["[\]+]/);
    }
  }
  expect(strategy.budget.weekly).toBe(Math.round(input.budget * 100) / 100);
  expect(strategy.budget.daily).toBeCloseTo(input.budget / 7, 2);
  const split = strategy.budget.split.reduce((sum, s) => sum + s.amount, 0);
  expect(split).toBeCloseTo(strategy.budget.weekly, 2);
  expect(strategy.negativeKeywords.length).toBeGreaterThan(0);
  expect(strategy.kpis.length).toBeGreaterThanOrEqual(4);
  expect(strategy.nextSteps.length).toBeGreaterThanOrEqual(4);
  const all = JSON.stringify(strategy).toLowerCase();
  expect(all).not.toMatch(/lorem|ipsum|mock|placeholder|undefined|null|nan/);
}

describe('offline strategist', () => {
  it.each(VARIED.map((input) => [input.language, input.objective, input.type, input] as const))(
    'respects every length rule (%s, %s, %s)',
    (_l, _o, _t, input) => {
      // What the local stand-in's strategy is stored as: the strategist's draft through the rules.
      checkRules(enforceStrategyRules(offlineStrategy(input), input), input);
    },
  );

  it('respects the rules for every objective × type in both languages', () => {
    for (const language of ['Español', 'English']) {
      for (const objective of OBJECTIVES) {
        for (const type of CAMPAIGN_TYPES) {
          const input = { ...base, language, objective, type };
          checkRules(offlineStrategy(input), input);
        }
      }
    }
  });

  it('gives every ad group its own ad: up to 15 headlines, 4 descriptions, 3+ naming the group', () => {
    for (const input of [base, VARIED[1]!]) {
      const s = enforceStrategyRules(offlineStrategy(input), input);
      // Linted as they were written: with the lint context of the facts the description states.
      const ctx = factsPlan(withFacts(input))?.ctx ?? lintContext(copyBrief(input));
      expect(s.adGroups.length).toBeGreaterThanOrEqual(2);
      const ads = adsOf(s);
      for (const [i, group] of s.adGroups.entries()) {
        const ad = group.ad!;
        // 15 when the facts have enough to say; fewer facts, fewer lines (never one no fact
        // supports), and the ad names the facts that would fill it.
        expect(ad.headlines.length, group.name).toBeGreaterThanOrEqual(3);
        expect(ad.headlines.length, group.name).toBeLessThanOrEqual(15);
        if (ad.headlines.length < 15) expect(ad.missingFacts?.length, group.name).toBeGreaterThan(0);
        expect(ad.sources?.headlines, group.name).toHaveLength(ad.headlines.length);
        expect(ad.descriptions, group.name).toHaveLength(4);
        expect(lintAdCopy(ad, ctx)).toEqual([]);
        // The group's service leads its ad, when the service fits in a headline.
        const theme = themeOf(group.name, input.location);
        if (group.name.length <= 30) expect(namesTheme(ad.headlines[0]!, theme), group.name).toBe(true);
        expect(ad.path1!.length).toBeLessThanOrEqual(15);
        expect(ads[i]!.headlines).toEqual(ad.headlines);
      }
      // Each group's ad is its own: the first group's ad is not the second's.
      expect(s.adGroups[0]!.ad!.headlines[0]).not.toBe(s.adGroups[1]!.ad!.headlines[0]);
    }
  });

  it('reads a strategy stored before per-group ads as the shared ad in every group', () => {
    const s = offlineStrategy(base);
    const old = strategySchema.parse({ ...s, adGroups: s.adGroups.map(({ name, keywords }) => ({ name, keywords })) });
    const ads = adsOf(old);
    expect(ads).toHaveLength(old.adGroups.length);
    // Every ad has its pair of display paths (one rule, contract/display-path.ts), old ones too.
    for (const ad of ads)
      expect(ad).toEqual({
        group: expect.any(String),
        headlines: s.headlines,
        descriptions: s.descriptions,
        path1: expect.any(String),
        path2: expect.any(String),
      });
  });

  it('protects an ambiguous word with negatives, and makes a single leftover keyword a theme of its own', () => {
    const bakery: StrategyInput = {
      ...base,
      objective: 'Sales',
      description: 'Panadería Doña Rosa en Córdoba: facturas, pan de masa madre y tortas por encargo. Pedidos por WhatsApp.',
      location: 'Córdoba, Argentina',
      keywords: ['facturas', 'pan de masa madre', 'tortas por encargo', 'medialunas'],
    };
    const s = offlineStrategy(bakery);
    expect(s.negativeKeywords).toEqual(expect.arrayContaining(['factura electrónica', 'afip', 'monotributo']));
    expect(s.adGroups.map((g) => g.name)).toEqual(['Facturas', 'Pan de masa madre', 'Tortas por encargo', 'Medialunas']);
    expect(s.adGroups.every((g) => g.keywords.length >= 2)).toBe(true);
  });

  it("writes calls to action for the owner's channel: WhatsApp, booking online", () => {
    const bakery: StrategyInput = {
      ...base,
      objective: 'Sales',
      description: 'Panadería Doña Rosa en Córdoba: facturas, pan de masa madre y tortas por encargo. Hacemos envíos a domicilio.',
      location: 'Córdoba, Argentina',
      keywords: ['facturas', 'tortas por encargo'],
      pages: { landing: 'https://donarosa.example' },
      whatsapp: '+54 9 351 555 0101',
    };
    const s = enforceStrategyRules(offlineStrategy(bakery), bakery);
    for (const g of s.adGroups) {
      expect(g.ad!.headlines.join(' | ')).toContain('Escribinos por WhatsApp');
      expect(g.ad!.descriptions.join(' ')).toContain('Escribinos por WhatsApp');
      expect(g.ad!.descriptions.join(' ')).not.toMatch(/retiralo|recógelo|visitarnos/);
    }
    const groomer: StrategyInput = {
      ...VARIED[1]!,
      objective: 'Leads',
      description: 'Happy Paws: one-van mobile dog grooming in Austin. Customers book online.',
      location: 'Austin, Texas',
      keywords: ['mobile dog grooming', 'dog groomer'],
      bookingUrl: 'https://happypaws.example/book',
    };
    const g = enforceStrategyRules(offlineStrategy(groomer), groomer);
    expect(g.adGroups[0]!.ad!.headlines).toContain('Book a Visit Online');
    expect(JSON.stringify(g.adGroups)).not.toMatch(/Request Your Quote|Tell Us About Your Project/);
  });

  it("keeps each group's ad as the facts built it through the rules: every line with its source, none topped up", () => {
    const bakery: StrategyInput = {
      ...base,
      objective: 'Sales',
      description:
        'Panadería Doña Rosa es una panadería de barrio en Córdoba: facturas, pan de masa madre y tortas por encargo. Hacemos envíos a domicilio.',
      location: 'Córdoba, Argentina',
      keywords: ['facturas', 'tortas por encargo'],
      pages: { landing: 'https://donarosa.example/' },
      whatsapp: '+54 9 351 555 0101',
    };
    const draft = offlineStrategy(bakery);
    const s = enforceStrategyRules(draft, bakery);
    expect(s.adGroups.map((g) => g.name)).toEqual(['Facturas', 'Tortas por encargo']);
    for (const [i, g] of s.adGroups.entries()) {
      const ad = g.ad!;
      expect(ad.headlines, g.name).toEqual(draft.adGroups[i]!.ad!.headlines);
      expect(ad.descriptions, g.name).toEqual(draft.adGroups[i]!.ad!.descriptions);
      expect(ad.sources?.headlines, g.name).toHaveLength(ad.headlines.length);
      expect(ad.sources?.descriptions, g.name).toHaveLength(ad.descriptions.length);
      if (ad.headlines.length < 15) expect(ad.missingFacts?.length, g.name).toBeGreaterThan(0);
      // What the copy engine's ideas used to top each ad up with: a broken line, a claim no fact
      // makes (she sells by WhatsApp, not online), and the other group's service.
      expect(ad.headlines.join(' | '), g.name).not.toMatch(/Tortas por:|online|Facturas con pan de masa madre/);
    }
    expect(s.adGroups[1]!.ad!.headlines).not.toContain('Facturas');
  });

  it('writes callouts from selling points: never the brand, a keyword or a repeat', () => {
    const plumber: StrategyInput = {
      ...VARIED[1]!,
      objective: 'Leads',
      description:
        'Name: Reyes Plumbing. Emergency plumber in Austin. Licensed and insured, flat-rate pricing, 2-year warranty on every repair.',
      location: 'Austin, Texas',
      keywords: ['emergency plumber austin', 'water heater installation'],
    };
    const callouts = offlineStrategy(plumber).callouts!;
    expect(callouts.length).toBeGreaterThanOrEqual(3);
    expect(callouts.join(' | ')).not.toMatch(/Reyes Plumbing|Emergency Plumber Austin|Water Heater Installation/i);
    expect(callouts.filter((c) => /licensed/i.test(c))).toHaveLength(1);
  });

  it('describes a planned-only type by its real mechanics and gives the steps to build it by hand', () => {
    const pmax: StrategyInput = { ...VARIED[1]!, objective: 'Sales', type: 'Performance', budget: 400 };
    const s = offlineStrategy(pmax);
    expect(s.bidding).not.toMatch(/max CPC cap|phrase|exact/i);
    expect(s.bidding).toMatch(/Performance Max uses no max CPC/);
    expect(s.nextSteps.join(' ')).toMatch(/asset group/);
    expect(s.nextSteps.join(' ')).toMatch(/audience signals/);
    const whatsapp = offlineStrategy({ ...base, whatsapp: '+34 600 000 000' });
    expect(whatsapp.nextSteps[0]).toMatch(/WhatsApp/);
  });

  it('is deterministic', () => {
    expect(offlineStrategy(base)).toEqual(offlineStrategy({ ...base }));
  });

  it('writes in the form language: Spanish', () => {
    const s = offlineStrategy(base);
    expect(s.summary).toContain('Fontanería Ruiz');
    expect(s.summary).toMatch(/plan de campaña de Búsqueda \(Search\) para captar contactos/);
    expect(s.summary).toContain('Valencia, España');
    expect(s.summary).toContain('USD 120,00 por semana');
    expect(s.summary).toContain('USD 17,14 al día');
    expect(s.bidding).toMatch(/^Maximizar clics/);
    expect(s.headlines).toContain('Fontanero urgente en Valencia');
    expect(s.headlines).toContain('Llama ahora y te atendemos');
    expect(s.headlines).toContain('20 años de experiencia');
    expect(s.adGroups[0]).toEqual({
      name: 'Fontanero urgente',
      keywords: expect.arrayContaining([
        { text: 'fontanero urgente', matchType: 'EXACT' },
        { text: 'fontanero urgente', matchType: 'PHRASE' },
        // A place keeps its capital, as the owner writes it.
        { text: 'fontanero urgente Valencia', matchType: 'PHRASE' },
      ]),
      ad: expect.objectContaining({ path1: 'fontanero' }),
    });
    expect(s.negativeKeywords).toContain('empleo');
    expect(s.nextSteps.join(' ')).toContain('https://fontaneriaruiz.es/contacto');
    expect(s.kpis.join(' ')).toMatch(/Costo por contacto/);
  });

  it('writes in the form language: English, and adapts to objective and budget', () => {
    const input = VARIED[1]!;
    const s = offlineStrategy(input);
    expect(s.summary).toMatch(/^Your business: a Shopping campaign plan for sales in Brooklyn, NY, United States/);
    expect(s.recommendedCampaignType).toMatch(/^Shopping, as you chose/);
    expect(offlineStrategy({ ...input, type: 'Video' }).recommendedCampaignType).toMatch(/^Search first: .* then use Video \(YouTube\)/);
    expect(s.bidding).toMatch(/^Maximize conversions/);
    expect(s.descriptions[0]).toBe('Sourdough bread delivery in Brooklyn: sourdough baked daily and home delivery.');
    expect(s.headlines).toContain('Real Sourdough, Baked Daily');
    expect(s.kpis.join(' ')).toMatch(/ROAS/);
    expect(s.nextSteps.join(' ')).toMatch(/Add your landing page URL/);
  });

  it("keeps the owner's negative keywords and drops defaults the business itself uses", () => {
    const s = offlineStrategy({ ...base, keywords: ['curso de fontanería', 'fontanero'], negativeKeywords: ['barato', '"segunda mano"'] });
    expect(s.negativeKeywords.slice(0, 2)).toEqual(['barato', 'segunda mano']);
    expect(s.negativeKeywords).not.toContain('curso');
  });

  it('starts small budgets on Search and lets larger ones keep a fitting chosen type', () => {
    expect(offlineStrategy({ ...base, type: 'Performance', budget: 60 }).recommendedCampaignType).toMatch(
      /^Búsqueda \(Search\): con este presupuesto/,
    );
    expect(offlineStrategy({ ...base, type: 'Performance', budget: 400 }).recommendedCampaignType).toMatch(
      /^Performance Max, como elegiste/,
    );
  });

  it('detects the language from the description when the field names neither', () => {
    const s = offlineStrategy({
      ...base,
      language: 'Catalán',
      description: 'Somos una tienda de bicicletas en Girona con taller propio y alquiler.',
    });
    expect(s.summary).toMatch(/plan de campaña/);
  });
});

describe('renderStrategyText', () => {
  it('renders every section with headings and lists in Spanish', () => {
    const text = renderStrategyText(offlineStrategy(base), 'Español');
    for (const heading of [
      'ESTRATEGIA DE CAMPAÑA',
      'Resumen',
      'Tipo de campaña recomendado',
      'Estrategia de puja',
      'Grupos de anuncios y palabras clave',
      'Títulos (máx. 30 caracteres)',
      'Descripciones (máx. 90 caracteres)',
      'Palabras clave negativas',
      'Presupuesto',
      'KPI a vigilar',
      'Próximos pasos',
    ]) {
      expect(text).toContain(`\n${heading}\n`.replace(/^\n(ESTRATEGIA)/, '$1'));
    }
    expect(text).toContain('- Fontanero urgente: [fontanero urgente], "fontanero urgente"');
    expect(text).toContain('1. Fontanería Ruiz\n');
    expect(text).toContain('10. ');
    expect(text).toContain('- Semanal: USD 120,00\n- Diario: USD 17,14');
  });

  it('renders in English for an English form', () => {
    const input = VARIED[1]!;
    const text = renderStrategyText(offlineStrategy(input), input.language);
    expect(text.startsWith('CAMPAIGN STRATEGY\n\nSummary\n')).toBe(true);
    expect(text).toContain('\nNext steps\n1. ');
    expect(text).toContain('- Weekly: USD 300.00\n- Daily: USD 42.86');
  });
});

describe('the strategy’s amounts in the owner’s money', () => {
  const salon: StrategyInput = {
    ...base,
    description: 'Uñas Lupita: uñas acrílicas, gelish y pedicure spa en Guadalajara, con cita por WhatsApp.',
    location: 'Guadalajara, México; Zapopan, México',
    keywords: ['uñas acrílicas', 'pedicure spa'],
    budget: 54.35,
    localBudget: { amount: 1000, currency: 'MXN' },
    places: [
      { id: 'geonames:4005539', kind: 'city', name: 'Guadalajara, México', countryCode: 'MX' },
      { id: 'geonames:3979770', kind: 'city', name: 'Zapopan, México', countryCode: 'MX' },
    ],
  };

  it('writes a peso budget in pesos, in its summary, bids, KPIs and text, never in dollars', () => {
    const s = offlineStrategy(salon);
    expect(s.summary).toContain('MXN 1.000,00 por semana');
    expect(s.bidding).toMatch(/CPC máximo de MXN \d/);
    expect(s.kpis.join('\n')).toMatch(/por debajo de MXN \d/);
    const text = renderStrategyText(s, salon.language, moneyView(salon));
    expect(text).toContain('- Semanal: MXN 1.000,00\n');
    expect([s.summary, s.bidding, ...s.kpis, text].join('\n')).not.toMatch(/USD/);
  });

  it('replaces a model’s lines in dollars with lines in pesos', () => {
    const ai: Strategy = {
      ...offlineStrategy(salon),
      summary: 'Uñas Lupita: campaña de Búsqueda con 54.35 USD por semana.',
      bidding: 'Maximizar clics con un CPC máximo de $0.80.',
      kpis: ['CPC medio: por debajo de 0,80 dólares.', 'CTR: 5 % o más.'],
    };
    const s = enforceStrategyRules(ai, salon);
    expect([s.summary, s.bidding, ...s.kpis].join('\n')).not.toMatch(/USD|\$|d[oó]lar/);
    expect(s.summary).toContain('MXN');
    // The same lines stay for an owner budgeting in dollars.
    expect(enforceStrategyRules(ai, { ...base, budget: 54.35 }).summary).toBe(ai.summary);
  });

  it('puts the owner’s dollars in brackets when they gave only the SPEC’s USD field', () => {
    const { localBudget: _, ...dollars } = { ...salon, budget: 100 };
    const s = offlineStrategy(dollars);
    expect(s.summary).toContain('MXN 1.840,00 (USD 100,00) por semana');
  });

  it('builds a campaign posted without facts from the facts its description states: one group per service, each line traced', () => {
    const s = offlineStrategy({
      ...base,
      description:
        'Fontanería Ruiz en Valencia: reparación de tuberías, desatascos y calderas. 20 años de experiencia. Presupuesto gratis.',
      keywords: ['fontanero valencia', 'reparación de tuberías', 'desatascos'],
      phone: '963 555 120',
    });
    expect(s.adGroups.map((g) => g.name)).toEqual(expect.arrayContaining(['Reparación de tuberías', 'Desatascos']));
    for (const g of s.adGroups) {
      expect(g.ad?.sources?.headlines).toHaveLength(g.ad!.headlines.length);
      expect(g.ad?.headlines.filter((h) => /^(llámanos|llama)\b/i.test(h)).length).toBeLessThanOrEqual(1);
    }
    expect(s.callouts).toEqual(expect.arrayContaining(['20 años de experiencia']));
  });
});
