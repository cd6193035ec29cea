import { describe, expect, it } from 'vitest';
import { fieldsOfPayload, type CampaignPayload, type OwnerInput, type Strategy } from '../contract/campaigns.js';
import { SITELINK_DESCRIPTION_MAX, SITELINK_TEXT_MAX, SNIPPET_HEADERS, parsePrice, planAssets } from './assets.js';

const bakery = (overrides: Partial<CampaignPayload> = {}): OwnerInput =>
  fieldsOfPayload({
    objective: 'Sales',
    description:
      'Panadería La Madre en Córdoba: pan de masa madre, facturas y tortas de cumpleaños por encargo. Tomamos pedidos por WhatsApp y hacemos envíos.',
    type: 'Search',
    location: 'Córdoba, Argentina',
    language: 'Spanish',
    keywords: 'pan de masa madre, facturas, tortas de cumpleaños',
    negativeKeywords: '',
    link1: 'https://lamadre.example/',
    link2: 'https://lamadre.example/tortas-de-cumpleaños',
    link3: 'https://lamadre.example/contacto',
    link4: 'https://lamadre.example/nosotros',
    budget: 60,
    whatsapp: '+54 9 351 555 1234',
    ...overrides,
  });

const groups = (...names: string[]): Pick<Strategy, 'adGroups'> => ({
  adGroups: names.map((name) => ({ name, keywords: [{ text: name.toLowerCase(), matchType: 'PHRASE' as const }] })),
});

const strategy = (names: string[], callouts: string[] = []): Strategy => ({
  summary: '',
  recommendedCampaignType: 'Search',
  bidding: '',
  ...groups(...names),
  headlines: [],
  descriptions: [],
  negativeKeywords: [],
  budget: { weekly: 60, daily: 8.57, split: [] },
  kpis: [],
  nextSteps: [],
  callouts,
});

describe('planAssets: a Córdoba bakery taking WhatsApp orders', () => {
  const plan = planAssets({
    payload: bakery({ bookingUrl: 'https://lamadre.example/pedidos' }),
    strategy: strategy(
      ['Tortas de cumpleaños', 'Facturas', 'Pan de masa madre', 'Panadería cerca de mí'],
      ['Masa madre', 'Envíos a domicilio'],
    ),
    languageCode: 'es',
    finalUrl: 'https://lamadre.example/',
    currency: 'ARS',
    profile: {
      offers: [
        'Docena de facturas $4.500',
        'Pan de masa madre $3.200 el kilo',
        'Torta de cumpleaños $18.000',
        '10% de descuento en tu primera torta',
      ],
      hours: 'Lunes a sábado de 8 a 20',
    },
  });

  it('gives each page of her site its own sitelink, named for that page, with two descriptions about it', () => {
    expect(plan.sitelinks.map((s) => [s.text, s.url])).toEqual([
      ['Tortas de cumpleaños', 'https://lamadre.example/tortas-de-cumpleaños'],
      ['Contacto', 'https://lamadre.example/contacto'],
      ['Quiénes somos', 'https://lamadre.example/nosotros'],
      ['Pedidos online', 'https://lamadre.example/pedidos'],
    ]);
    expect(plan.sitelinks[0]?.description1).toBe('Todo sobre tortas de cumpleaños');
    expect(plan.sitelinks[3]?.description1).toBe('Hacé tu pedido online');
    expect(plan.sitelinks[3]?.description2).toBe('Lunes a sábado de 8 a 20');
    for (const s of plan.sitelinks) {
      expect(s.text.length).toBeLessThanOrEqual(SITELINK_TEXT_MAX);
      expect(s.description1.length).toBeGreaterThan(0);
      expect(s.description2.length).toBeGreaterThan(0);
      expect(s.description1).not.toBe(s.description2);
      expect(Math.max(s.description1.length, s.description2.length)).toBeLessThanOrEqual(SITELINK_DESCRIPTION_MAX);
    }
    // Generic lines of the past are gone.
    expect(JSON.stringify(plan.sitelinks)).not.toMatch(/Nuestros servicios|Te respondemos/);
    expect(plan.notes.map((n) => n.code)).not.toContain('FEW_SITELINKS');
  });

  it('lists her product lines as a "Types" snippet, without the near-me group', () => {
    expect(plan.snippets).toEqual([{ header: 'Types', values: ['Tortas de cumpleaños', 'Facturas', 'Pan de masa madre'] }]);
    expect(SNIPPET_HEADERS).toContain(plan.snippets[0]!.header);
  });

  it('plans the WhatsApp button with an Argentine number, and says Google may refuse it', () => {
    expect(plan.message).toEqual({
      provider: 'WHATSAPP',
      countryCode: 'AR',
      phoneNumber: '93515551234',
      starterMessage: 'Hola, quiero hacer un pedido.',
      source: { kind: 'fact', fact: '0351 15-555-1234' },
    });
    expect(plan.notes).toContainEqual({ code: 'MESSAGE_ALLOWLIST' });
    expect(plan.call).toBeUndefined();
  });

  it('turns her stated prices into a price list in pesos, and her stated discount into a promotion', () => {
    expect(plan.price).toMatchObject({ type: 'PRODUCT_CATEGORIES', languageCode: 'es' });
    expect(plan.price?.offerings.map((o) => [o.header, o.amount, o.currency, o.description])).toEqual([
      ['Docena de facturas', 4500, 'ARS', 'Ver detalles'],
      ['Pan de masa madre', 3200, 'ARS', 'El kilo'],
      ['Torta de cumpleaños', 18000, 'ARS', 'Ver detalles'],
    ]);
    expect(plan.promotion).toMatchObject({
      target: 'Tu primera torta',
      percentOff: 10,
      languageCode: 'es',
      url: 'https://lamadre.example/',
    });
  });

  it('uses her callouts as she saw them', () => {
    expect(plan.callouts).toEqual(['Masa madre', 'Envíos a domicilio']);
  });
});

describe('planAssets: a one-van dog groomer in Leeds', () => {
  const payload = fieldsOfPayload({
    objective: 'Leads',
    description: 'Calm Paws is a mobile dog grooming van in Leeds. Calm care for nervous dogs, breed cuts and nail trims.',
    type: 'Search',
    location: 'Leeds, United Kingdom',
    place: { id: 'geonames:2644688', name: 'Leeds, England, United Kingdom', countryCode: 'GB', kind: 'city' },
    language: 'English',
    keywords: 'mobile dog grooming leeds',
    negativeKeywords: '',
    link1: 'https://calmpaws.example/',
    link2: 'https://calmpaws.example/prices',
    link3: 'https://calmpaws.example/',
    link4: 'https://wa.me/447700900123',
    budget: 50,
    phone: '0113 496 0000',
  });
  const plan = planAssets({ payload, strategy: undefined, languageCode: 'en', finalUrl: 'https://calmpaws.example/', currency: 'GBP' });

  it('never links the landing page again or a WhatsApp link as a sitelink, and says how many pages are missing', () => {
    expect(plan.sitelinks.map((s) => s.text)).toEqual(['Prices']);
    expect(plan.notes).toContainEqual({ code: 'FEW_SITELINKS', count: 1 });
  });

  it('adds a call button in the UK for his phone, and no price list or promotion he never stated', () => {
    // The national number without the trunk 0, as Google's call asset takes it beside the country.
    expect(plan.call).toEqual({ countryCode: 'GB', phoneNumber: '1134960000', source: { kind: 'fact', fact: '0113 496 0000' } });
    expect(plan.price).toBeUndefined();
    expect(plan.promotion).toBeUndefined();
    expect(plan.snippets).toEqual([]);
    expect(plan.notes.map((n) => n.code)).not.toContain('FEW_PRICES');
  });
});

describe('prices and promotions only as stated', () => {
  it('reads amounts the way the owner writes them, in the money of their place', () => {
    expect(parsePrice('Docena de facturas $4.500', 'AR')).toMatchObject({ header: 'Docena de facturas', amount: 4500, currency: 'ARS' });
    expect(parsePrice('full groom from £45', 'GB')).toMatchObject({ header: 'Full groom', amount: 45, currency: 'GBP' });
    expect(parsePrice('Sourdough loaf 6,50 €', 'ES')).toMatchObject({ header: 'Sourdough loaf', amount: 6.5, currency: 'EUR' });
    expect(parsePrice('Boiler service US$ 1,234.50', 'ES')).toMatchObject({ amount: 1234.5, currency: 'USD' });
    // A bare "$" in Spain could be any dollar or peso: asked, never guessed.
    expect(parsePrice('Cake $30', 'ES')).toMatchObject({ amount: 30, currency: null });
    expect(parsePrice('Open since 1998', 'US')).toBeUndefined();
  });

  it('lists prices only in the account’s currency, and says why the others are left out', () => {
    const nails = (description: string, offers: string[], currency: string) =>
      planAssets({
        payload: bakery({
          description,
          location: 'Guadalajara, Jalisco',
          place: { id: 'geonames:4005539', kind: 'city', name: 'Guadalajara, Jalisco, Mexico', countryCode: 'MX' },
        }),
        strategy: undefined,
        languageCode: 'es',
        finalUrl: 'https://unas.example/',
        currency,
        profile: { offers },
      });
    const offers = ['Uñas acrílicas $450', 'Pedicure spa $350 MXN', 'Gelish 250 pesos'];
    const pesos = nails('Salón de uñas en Guadalajara con citas por WhatsApp.', offers, 'MXN');
    expect(pesos.price?.offerings.map((o) => [o.header, o.amount, o.currency])).toEqual([
      ['Uñas acrílicas', 450, 'MXN'],
      ['Pedicure spa', 350, 'MXN'],
      ['Gelish', 250, 'MXN'],
    ]);
    // The same salon with a dollar account: her pesos are never sent as dollars.
    const dollars = nails('Salón de uñas en Guadalajara con citas por WhatsApp.', offers, 'USD');
    expect(dollars.price).toBeUndefined();
    expect(dollars.notes).toContainEqual({ code: 'PRICES_OTHER_CURRENCY', currencies: ['MXN'], account: 'USD' });
  });

  it('needs three prices for a price list and says how many it found', () => {
    const plan = planAssets({
      payload: bakery({ link2: '', link3: '', link4: '', whatsapp: '' }),
      strategy: undefined,
      languageCode: 'es',
      finalUrl: 'https://lamadre.example/',
      currency: 'ARS',
      profile: { offers: ['Docena de facturas $4.500', 'Pan de masa madre $3.200'] },
    });
    expect(plan.price).toBeUndefined();
    expect(plan.notes).toContainEqual({ code: 'FEW_PRICES', count: 2 });
  });

  it('0% financing is not a discount', () => {
    const plan = planAssets({
      payload: bakery({ description: 'Dental clinic in Austin with 0% financing on implants and free parking.', language: 'English' }),
      strategy: undefined,
      languageCode: 'en',
      finalUrl: 'https://lamadre.example/',
      currency: 'USD',
    });
    expect(plan.promotion).toBeUndefined();
  });
});
