import { describe, expect, it } from 'vitest';
import type { CampaignBrief, ChatInput } from '../strategy/ai-port.js';
import { offlineChatReply } from './offline-chat.js';
import { detectLanguage, languageFromField, languageFromText } from '../contract/content-language.js';

const bakery: CampaignBrief = {
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
const dentist: CampaignBrief = {
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
  it('answers a budget question in Spanish with the campaign figures', () => {
    const reply = ask('¿Cuánto presupuesto debería gastar al día?');
    expect(reply).toContain('Para «Panadería La Espiga» tienes 140 USD por semana: unos 20 USD al día y 606,20 USD al mes.');
    expect(reply).toContain('suman 840 USD por semana');
  });

  it('answers a CPC question in English using the campaign the message names', () => {
    const reply = ask('What CPC should I aim for on my dental implants campaign?');
    expect(reply).toMatch(/^On CPC: with 100 USD a day on “Bright Smile Dental”, a 4 USD max CPC buys about 25 clicks a day\./);
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
    expect(reply).toContain('Your keywords in “Bright Smile Dental”: dental implants, invisalign.');
    expect(reply).toContain('"dental implants austin"');
  });

  it('lists the campaigns', () => {
    const reply = ask('Resumen de mis campañas');
    expect(reply).toContain('Tienes 2 campañas:');
    expect(reply).toContain('- Bright Smile Dental (Strategy ready): Leads, Search, Austin, Texas, 700 USD/semana');
  });

  it('helps a user without campaigns and greets', () => {
    expect(ask('hola', { campaigns: [] })).toMatch(/^¡Hola! Soy tu asistente de publicidad\./);
    expect(ask('How much budget do I need?', { campaigns: [] })).toMatch(/^On budget: start with at least 50 USD a week/);
  });

  it('continues the previous topic for a follow-up and falls back to general advice', () => {
    const followUp = ask('¿y qué más?', { history: [{ message: '¿Qué palabras clave negativas uso?', response: '...' }] });
    expect(followUp).toMatch(/^Sobre las palabras clave negativas/);
    expect(ask('Tell me something useful about my business')).toMatch(
      /^For “Panadería La Espiga” \(Sales, Search, Madrid, España, 140 USD\/week\) I recommend:/,
    );
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

  it('answers a results question with the campaign’s latest figures, or says where they come from', () => {
    const live: CampaignBrief = {
      ...dentist,
      inGoogleAds: true,
      latestResults: 'Results (last 7 days, sandbox data): status ENABLED.\nImpressions 1200, clicks 48, CTR 4.0%.',
    };
    expect(offlineChatReply({ message: 'How is my dental campaign doing?', history: [], campaigns: [live] })).toContain(
      'Impressions 1200, clicks 48',
    );
    expect(
      offlineChatReply({ message: '¿Qué tal van los resultados?', history: [], campaigns: [{ ...bakery, inGoogleAds: true }] }),
    ).toContain('todavía no he leído sus resultados');
    expect(offlineChatReply({ message: 'Show me my results', history: [], campaigns: [dentist] })).toContain(
      'Results come once the campaign is created in Google Ads',
    );
  });
});
