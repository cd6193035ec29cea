import { describe, expect, it } from 'vitest';
import type { AssistantBrief } from '../strategy/ai-port.js';
import { budgetAnswer, type AnswerContext } from './answers.js';

const brief = (over: Partial<AssistantBrief>): AssistantBrief => ({
  id: 'c1',
  name: 'Uñas Guadalajara',
  status: 'Strategy ready',
  objective: 'Leads',
  type: 'Search',
  location: 'Guadalajara, Jalisco',
  language: 'Spanish',
  budget: 110,
  keywords: 'uñas acrílicas guadalajara',
  createdAt: '2026-11-20T10:00:00.000Z',
  headlines: [],
  description: 'Salón de uñas en Guadalajara con citas por WhatsApp.',
  market: { source: 'google', averageCpc: 0.3, maxCpc: 0.5, weeklyClicks: 300 },
  ...over,
});
const ctx = (campaign: AssistantBrief, lang: 'en' | 'es'): AnswerContext => ({
  lang,
  variety: 'tuteo',
  campaign,
  campaigns: [campaign],
  profile: undefined,
});

describe('the assistant’s figures in the owner’s money', () => {
  it('"¿Me alcanza con 2,000 pesos a la semana?" is answered in pesos, her own figure first', () => {
    const salon = brief({ money: { currency: 'MXN', rate: 18.4, countryCode: 'MX' } });
    const answer = budgetAnswer('¿Me alcanza con 2,000 pesos a la semana?', ctx(salon, 'es')).join(' ');
    expect(answer).toMatch(/MXN\s2\.000/);
    expect(answer).not.toContain('USD');
    // 2,000 pesos is about 108.70 dollars: at 0.30 a click, 362 clicks a week, 51 a day.
    expect(answer).toContain('362');
  });

  it('"150 bucks a day" in Brisbane is Australian dollars, answered per week in AUD', () => {
    const sparky = brief({
      name: 'Bright Spark Electrical',
      location: 'Brisbane, Queensland',
      language: 'English',
      description: 'Bright Spark Electrical is a licensed electrician in Brisbane.',
      money: { currency: 'AUD', rate: 1.53, countryCode: 'AU' },
    });
    const answer = budgetAnswer('Is 150 bucks a day enough?', ctx(sparky, 'en')).join(' ');
    expect(answer).toContain('AUD 1,050.00 a week');
    expect(answer).toContain('AUD 0.46');
    expect(answer).not.toContain('USD');
  });

  it('a campaign without a place keeps the SPEC’s US dollars', () => {
    const answer = budgetAnswer('Is 120 dollars a week enough?', ctx(brief({ language: 'English' }), 'en')).join(' ');
    expect(answer).toContain('USD 120');
  });
});
