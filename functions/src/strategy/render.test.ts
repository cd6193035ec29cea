import { describe, expect, it } from 'vitest';
import type { Strategy } from '../contract/campaigns.js';
import { detectLanguage, languageFromField } from '../contract/content-language.js';
import { renderStrategyText } from './render.js';

const strategy: Strategy = {
  summary: 'A Search campaign for a licensed plumber in Austin.',
  recommendedCampaignType: 'Search',
  bidding: 'Maximize clicks',
  adGroups: [
    {
      name: 'Emergency',
      keywords: [
        { text: 'emergency plumber', matchType: 'EXACT' },
        { text: 'plumber austin', matchType: 'PHRASE' },
        { text: 'plumbing', matchType: 'BROAD' },
      ],
    },
  ],
  headlines: ['Emergency Plumber Austin', 'Open 24/7'],
  descriptions: ['Licensed plumbers at your door within the hour.'],
  negativeKeywords: ['jobs', 'course'],
  budget: { weekly: 140, daily: 20, split: [{ label: 'Week 1', amount: 35.5 }] },
  kpis: ['Calls'],
  nextSteps: ['Review search terms'],
};

describe('renderStrategyText (the SPEC `response`, rendered from the structure)', () => {
  it('writes a title, then every section in order, in the form language', () => {
    const text = renderStrategyText(strategy, 'English');
    expect(text.split('\n\n').map((block) => block.split('\n')[0])).toEqual([
      'CAMPAIGN STRATEGY',
      'Summary',
      'Recommended campaign type',
      'Bidding strategy',
      'Ad groups and keywords',
      'Headlines (max. 30 characters)',
      'Descriptions (max. 90 characters)',
      'Negative keywords',
      'Budget',
      'KPIs to watch',
      'Next steps',
    ]);
    expect(text).toContain('- Emergency: [emergency plumber], "plumber austin", plumbing');
    expect(text).toContain('1. Emergency Plumber Austin\n2. Open 24/7');
    expect(text).toContain('- Weekly: USD 140.00');
  });

  it('uses Spanish headings and decimal commas for a Spanish campaign, and skips empty sections', () => {
    const text = renderStrategyText(
      { ...strategy, summary: 'Una campaña de búsqueda para un plomero.', kpis: [], nextSteps: [] },
      'Español',
    );
    expect(text.startsWith('ESTRATEGIA DE CAMPAÑA\n\nResumen\nUna campaña')).toBe(true);
    expect(text).toContain('  - Week 1: USD 35,50');
    expect(text).not.toContain('KPI a vigilar');
    expect(text).not.toContain('Próximos pasos');
  });

  it("falls back to the summary's language when the field names neither", () => {
    expect(
      renderStrategyText({ ...strategy, summary: 'Una campaña de búsqueda para la panadería de nuestro barrio.' }, 'Guaraní').startsWith(
        'ESTRATEGIA',
      ),
    ).toBe(true);
  });
});

describe('the one language resolver (contract/content-language.ts)', () => {
  it('reads the form field in either language, else the text, else English', () => {
    expect(languageFromField('Español (Argentina)')).toBe('es');
    expect(languageFromField('es-AR')).toBe('es');
    expect(languageFromField('Inglés')).toBe('en');
    expect(languageFromField('French')).toBeUndefined();
    expect(detectLanguage('French', '¿Cómo mejorar mi campaña?')).toBe('es');
    expect(detectLanguage(undefined)).toBe('en');
  });
});
