/** The offline assistant answers the question asked: one test per intent. */
import { describe, expect, it } from 'vitest';
import { lintAdCopy } from '../contract/copy-lint.js';
import type { AssistantBrief, ChatInput } from '../strategy/ai-port.js';
import { copyRequest, givenNumbers, namedTerms } from './asked.js';
import { offlineChatReply } from './offline-chat.js';

const dentist: AssistantBrief = {
  name: 'Clínica Dental Sonrisa – Dentista Madrid – noviembre 2026',
  status: 'Strategy ready',
  objective: 'Leads',
  type: 'Search',
  location: 'Madrid, España',
  language: 'Español',
  budget: 350,
  keywords: 'dentista madrid, implantes dentales, invisalign',
  createdAt: '2026-11-20T10:00:00.000Z',
  headlines: ['Dentista en Madrid'],
  description:
    'Clínica Dental Sonrisa es una clínica dental en Madrid. Primera visita gratis, financiación al 0% en implantes y 15 años de experiencia.',
};
const plumber: AssistantBrief = {
  ...dentist,
  name: 'Lone Star Plumbing – Emergency Plumber – November 2026',
  location: 'Austin, Texas',
  language: 'English',
  budget: 500,
  keywords: 'emergency plumber, water heater repair',
  createdAt: '2026-11-21T10:00:00.000Z',
  description: 'Name: Lone Star Plumbing. Emergency plumber in Austin, 24/7. Licensed and insured, flat-rate pricing, 2-year warranty.',
};
const ask = (message: string, campaigns: AssistantBrief[], extra: Partial<ChatInput> = {}) =>
  offlineChatReply({ message, history: [], campaigns, ...extra });
const numbered = (reply: string) =>
  reply
    .split('\n')
    .filter((l) => /^\d+\. /.test(l))
    .map((l) => l.replace(/^\d+\. /, ''));

describe('offline assistant: copy requests', () => {
  it('writes the headlines asked for, about the financing, for the latest campaign', () => {
    const reply = ask('write 3 headlines about our financing', [dentist], { language: 'Español' });
    const lines = numbered(reply);
    expect(reply).toMatch(/^Headlines for “Clínica Dental Sonrisa/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Financiación al 0%');
    expect(lintAdCopy({ headlines: lines, descriptions: [] }, { lang: 'es', properNouns: ['Madrid'] })).toEqual([]);
    expect(reply).not.toMatch(/CTR/);
  });

  it('writes descriptions in Spanish with the engine, and says when a topic is missing from the business', () => {
    const reply = ask('Escríbeme 2 descripciones sobre la garantía', [dentist]);
    expect(reply).toMatch(/^Descripciones para «Clínica Dental Sonrisa/);
    const lines = numbered(reply);
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.length <= 90)).toBe(true);
    expect(reply).toContain('no menciona «garantia»');
  });

  it('writes callouts for an emergency plumber with its own selling points', () => {
    const lines = numbered(ask('Give me 4 callouts', [plumber]));
    expect(lines).toEqual(['Open 24/7', 'Licensed and Insured', 'Flat-Rate Pricing', '2-Year Warranty']);
  });

  it('asks for a campaign when there is none to write for', () => {
    expect(ask('write 5 headlines', [])).toMatch(/^To write copy that fits, I need your business/);
  });

  it('recognises copy requests and leaves other questions alone', () => {
    expect(copyRequest('write 3 headlines about our financing')).toEqual({ field: 'headlines', count: 3, focus: 'financing' });
    expect(copyRequest('¿Cómo mejoro el CTR de mis anuncios?')).toBeUndefined();
  });
});

describe('offline assistant: the numbers the user gave', () => {
  it('works a CPC question through with the user’s CPC and daily budget', () => {
    const reply = ask('My CPC is $2.50 and I spend $40 a day, how many clicks will I get?', [plumber]);
    expect(reply).toMatch(/^With your figures: USD 40\.00 a day is USD 280\.00 a week and USD 1,216\.00 a month\./);
    expect(reply).toContain('At USD 2.50 a click, USD 40.00 a day buys about 16 clicks a day (486 a month).');
  });

  it('works a Spanish budget question with a weekly amount, a CPC and a conversion rate', () => {
    // Written in euros: worked through in euros.
    const reply = ask('Tengo 210 € por semana, el CPC es 1,50 y una tasa de conversión del 4 %. ¿Cuánto presupuesto necesito?', [dentist]);
    expect(reply).toMatch(/^Con tus cifras: EUR 30,00 al día son EUR 210,00 por semana y EUR 912,00 al mes\./);
    expect(reply).toContain(
      'A EUR 1,50 por clic, EUR 30,00 al día compran unos 20 clics diarios (608 al mes); con un 4 % de conversión, unas 24,3 conversiones al mes',
    );
  });

  it('parses the numbers', () => {
    expect(givenNumbers('cpc of 0.80 and 300 dollars per month')).toMatchObject({ cpc: 0.8, budgetPeriod: 'month', budgetAmount: 300 });
  });

  it('uses the negatives the user names', () => {
    const reply = ask('Should I add negatives like "free", "jobs" and "diy"?', [plumber]);
    expect(reply).toMatch(/^Add them as phrase-match negatives: "free", "jobs", "diy"/);
  });

  it('turns the keywords the user names into searches people make, without stacked modifiers', () => {
    const reply = ask('Which match types for these keywords: emergency plumber, water heater repair?', [plumber]);
    expect(reply).toContain('- [emergency plumber], "emergency plumber", "emergency plumber austin"');
    expect(reply).toContain('- [water heater repair], "water heater repair", "water heater repair austin"');
    expect(reply).not.toMatch(/austin near me/);
    expect(namedTerms('keywords: a b, c d')).toEqual(['a b', 'c d']);
  });
});

describe('offline assistant: the call to action suits the business', () => {
  it('tells a dentist to book, not to order', () => {
    const reply = ask('¿Cómo mejoro el CTR de mis anuncios?', [dentist]);
    expect(reply).toContain('«Pide tu cita hoy»');
    expect(reply).not.toMatch(/Haz tu pedido|Order today/);
  });

  it('tells an emergency plumber to get calls', () => {
    const reply = ask('How do I improve my ad CTR?', [plumber]);
    expect(reply).toContain('“Call Now for Fast Help”');
  });
});
