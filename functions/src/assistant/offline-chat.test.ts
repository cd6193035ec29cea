import { describe, expect, it } from 'vitest';
import type { AssistantBrief, ChatInput } from '../strategy/ai-port.js';
import { offlineChatReply } from './offline-chat.js';
import { detectLanguage, languageFromField, languageFromText } from '../contract/content-language.js';

const bakery: AssistantBrief = {
  name: 'Panadería La Espiga',
  status: 'Strategy ready',
  objective: 'Sales',
  type: 'Search',
  location: 'Madrid, España',
  language: 'Español',
  budget: 140,
  keywords: 'pan artesanal, pan de masa madre',
  createdAt: '2025-10-01T10:00:00.000Z',
  headlines: ['Pan artesanal en Madrid', 'Haz tu pedido hoy'],
};
const dentist: AssistantBrief = {
  ...bakery,
  name: 'Bright Smile Dental',
  objective: 'Leads',
  location: 'Austin, Texas',
  language: 'English',
  budget: 700,
  keywords: 'dental implants, invisalign',
  headlines: [],
};

const ask = (message: string, extra: Partial<ChatInput> = {}) =>
  offlineChatReply({ message, history: [], campaigns: [bakery, dentist], ...extra });

describe('offline assistant', () => {
  it('answers whether the budget is enough from the keyword planner, and never guesses without it', () => {
    const market = { source: 'google' as const, averageCpc: 0.5, maxCpc: 0.9, weeklyClicks: 280 };
    const reply = ask('¿Me alcanza el presupuesto?', { campaigns: [{ ...bakery, market }] });
    expect(reply).toMatch(/^Para «Panadería La Espiga» en Madrid, USD 140,00 por semana alcanza para empezar\./);
    expect(reply).toContain('El planificador de palabras clave de Google estima un CPC promedio de USD 0,50');
    expect(reply).toContain('unos 280 clics por semana (40 por día)');
    expect(ask('¿Me alcanza el presupuesto?')).toContain('no te voy a dar una cifra inventada');
  });

  it('defines a term in one plain sentence, then says what it means for the campaign the message names', () => {
    const reply = ask('What does CPC mean for my dental implants campaign?');
    expect(reply).toMatch(/^CPC \(cost per click\) is what you pay Google each time someone clicks your ad/);
    expect(reply).toContain('“Bright Smile Dental”');
    expect(reply).not.toMatch(/\d/);
  });

  it('gives CTR advice with the campaign keyword, place and headlines', () => {
    const reply = ask('¿Cómo mejoro el CTR de mis anuncios?');
    expect(reply).toMatch(/^Para mejorar el CTR de «Panadería La Espiga»/);
    expect(reply).toContain('«pan artesanal»');
    expect(reply).toContain('(Madrid)');
    expect(reply).toContain('«Pan artesanal en Madrid», «Haz tu pedido hoy»');
  });

  it('talks about keywords with local and intent variants', () => {
    const reply = ask('Which keywords should I add?', { campaigns: [dentist] });
    expect(reply).toContain('For “Bright Smile Dental” in Austin, these keywords, as people search them:');
    expect(reply).toContain('"dental implants austin"');
  });

  it('lists the campaigns, with status, objective and type as the dashboard shows them in the reply’s language', () => {
    const reply = ask('Resumen de mis campañas');
    expect(reply).toContain('Tienes 2 campañas:');
    expect(reply).toContain('- Bright Smile Dental (Estrategia lista): Clientes potenciales, Búsqueda, Austin, Texas, USD 700,00/semana');
    expect(ask('List my campaigns')).toContain('- Bright Smile Dental (Strategy ready): Leads, Search, Austin, Texas, USD 700.00/week');
  });

  it('helps a user without campaigns and greets', () => {
    expect(ask('hola', { campaigns: [] })).toMatch(/^¡Hola! Soy tu asistente de publicidad\./);
    expect(ask('How much budget do I need?', { campaigns: [] })).toMatch(
      /^To tell whether a budget is enough I need what you sell and where/,
    );
  });

  it('continues the previous topic for a follow-up and falls back to general advice', () => {
    const followUp = ask('¿y qué más?', { history: [{ message: '¿Qué palabras clave negativas uso?', response: '...' }] });
    expect(followUp).toMatch(/^Sobre las palabras clave negativas/);
    expect(ask('Tell me something useful about my business')).toMatch(
      /^For “Panadería La Espiga” \(Sales, Search, Madrid, España, USD 140\.00\/week\) I recommend:/,
    );
  });

  it('says it did not understand, with things to ask instead, and never repeats the previous answer', () => {
    const previous = ask('¿Qué palabras clave negativas uso?');
    const answer = ask('¿Me arreglás la impresora?', { history: [{ message: '¿Qué palabras clave negativas uso?', response: previous }] });
    expect(answer).toMatch(/^No pude entender eso/);
    expect(answer).not.toContain('negativas');
    expect(answer.split('\n').filter((l) => l.startsWith('- ')).length).toBeGreaterThanOrEqual(2);
  });

  it('does not mistake "Google Ads" for a question about ads copy', () => {
    expect(ask('How do I connect Google Ads?')).toMatch(/^To publish it in Google Ads/);
  });
});

describe('language detection', () => {
  it('reads the form field in many spellings', () => {
    expect(languageFromField('Español')).toBe('es');
    expect(languageFromField('spanish')).toBe('es');
    expect(languageFromField('es-AR')).toBe('es');
    expect(languageFromField('English (US)')).toBe('en');
    expect(languageFromField('en')).toBe('en');
    expect(languageFromField('Inglés y español')).toBe('en');
    expect(languageFromField('Português')).toBeUndefined();
  });

  it('guesses from text and defaults to English', () => {
    expect(languageFromText('¿Cómo puedo mejorar mis anuncios?')).toBe('es');
    expect(languageFromText('How can I improve my ads?')).toBe('en');
    expect(detectLanguage('Deutsch', '')).toBe('en');
  });

  it('answers a results question with the verdict, or says why there are none, never with an English data dump in Spanish', () => {
    const live: AssistantBrief = {
      ...bakery,
      inGoogleAds: true,
      latestResults: 'Results (last 7 days, sandbox data): status ENABLED.',
      latestResultsEs: 'Resultados (últimos 7 días, datos de prueba): estado ENABLED.',
    };
    const asText = offlineChatReply({ message: '¿Qué tal van los resultados?', history: [], campaigns: [live] });
    expect(asText).toContain('Resultados (últimos 7 días, datos de prueba)');
    expect(asText).not.toMatch(/Results \(/);
    const unread = { ...bakery, inGoogleAds: true };
    expect(offlineChatReply({ message: '¿Qué tal van los resultados?', history: [], campaigns: [unread] })).toContain(
      'ya está en Google Ads, pero todavía no leí sus resultados',
    );
    expect(offlineChatReply({ message: 'Show me my results', history: [], campaigns: [dentist] })).toContain(
      '“Bright Smile Dental” is not in Google Ads yet (status: Strategy ready), so it has no results.',
    );
  });
});
