// The results' words follow the reader's Spanish: a Mexican owner reads tuteo, an Argentine one voseo,
// in suggestions, the A/B verdict and the figures (the weekly report and the assistant read these).
import { describe, expect, it } from 'vitest';
import { inCountry } from '../i18n/reader-variety.js';
import { abRecommendation, figuresText, suggestionText, type SuggestionFacts } from './text.js';

const facts: SuggestionFacts = { kind: 'NEGATIVES', terms: ['uñas gratis', 'curso de uñas'], spent: 1200, clicks: 30, days: 7 };
const rates = (a: number, b: number) => ({
  a: { successes: a, trials: 100, rate: a / 100 },
  b: { successes: b, trials: 100, rate: b / 100 },
});
const clear = {
  winner: 'B' as const,
  ctr: { ...rates(2, 5), z: 2.5, pValue: 0.0123, significant: true },
  conversionRate: { ...rates(0, 0), z: 0, pValue: 1, significant: false },
  sample: { enough: true, neededClicks: 100, a: 120, b: 130 },
};

describe('results text in both Spanish varieties', () => {
  it('writes a suggestion with tú in Mexico and with vos in Argentina', () => {
    const mx = inCountry('MX', () => suggestionText(facts, 'es', 'MXN'));
    const ar = inCountry('AR', () => suggestionText(facts, 'es', 'ARS'));
    expect(mx.title).toBe('Excluye 2 búsquedas que desperdician dinero');
    expect(mx.detail).toContain('Si las agregas como palabras clave negativas');
    expect(ar.title).toBe('Excluí 2 búsquedas que desperdician dinero');
    expect(ar.detail).toContain('Si las agregás como palabras clave negativas');
    // Each country's numbers: "1,200" in Mexico, "1.200" in Argentina.
    expect(mx.detail).toContain('MXN 1,200');
    expect(ar.detail).toContain('ARS 1.200');
  });

  it('writes the A/B verdict and its p-value the reader’s way', () => {
    expect(inCountry('MX', () => abRecommendation(clear, 'es'))).toBe(
      'El anuncio B gana en tasa de clics (CTR) (p = 0.012). Deja el anuncio B y pausa el anuncio A.',
    );
    expect(inCountry('UY', () => abRecommendation(clear, 'es'))).toBe(
      'El anuncio B gana en tasa de clics (CTR) (p = 0,012). Dejá el anuncio B y pausá el anuncio A.',
    );
    expect(abRecommendation(clear, 'en')).toBe('Ad B wins on click-through rate (p = 0.012). Keep ad B and pause ad A.');
  });

  it('reads the figures with the suggestions in the reader’s variety', () => {
    const figures = {
      range: 'LAST_7_DAYS' as const,
      source: 'sandbox' as const,
      fetchedAt: '2026-11-27',
      status: 'ENABLED' as const,
      servingProblems: [],
      dailyBudget: 300,
      totals: {
        impressions: 1500,
        clicks: 40,
        ctr: 0.0267,
        averageCpc: 7.5,
        cost: 300,
        conversions: 2,
        conversionRate: 0.05,
        costPerConversion: 150,
      },
      previousTotals: { impressions: 1000, clicks: 30, cost: 250, conversions: 1 },
      suggestionTitles: [inCountry('MX', () => suggestionText(facts, 'es', 'MXN').title)],
    };
    const mx = inCountry('MX', () => figuresText(figures, 'es', 'MXN'));
    expect(mx).toContain('Impresiones 1,500, clics 40');
    expect(mx).toContain('Sugerencias abiertas: Excluye 2 búsquedas');
    expect(figuresText(figures, 'en', 'USD')).toContain('Results (last 7 days, sandbox data, read 2026-11-27): status ENABLED.');
  });
});
