import { describe, expect, it } from 'vitest';
import { fieldsOfPayload, type CampaignPayload, type Strategy } from '../contract/campaigns.js';
import type { StrategyInput } from '../strategy/ai-port.js';
import { enforceStrategyRules } from '../strategy/rules.js';
import { offlineStrategy } from '../strategy/strategist.js';
import { planAssets } from './assets.js';
import { copyRequest, writeCopy } from '../assistant/asked.js';

/** Claims of a kind of business that no brief below states: a secure checkout, a fast response, appointments only. */
const UNSTATED = /pago seguro|secure checkout|fast response|respuesta r[aá]pida|appointments available|cita previa|atenci[oó]n con turno/i;

const shop: StrategyInput = {
  objective: 'Sales',
  type: 'Search',
  description: 'Tostadores del Huila es una tienda online de café de especialidad en Bogotá. Café de origen, en grano o molido.',
  location: 'Bogotá, Colombia',
  language: 'Spanish',
  keywords: ['café de especialidad', 'comprar café en grano'],
  negativeKeywords: [],
  pages: { landing: 'https://tostadores.example' },
  budget: 150,
};
const plumber: StrategyInput = {
  objective: 'Leads',
  type: 'Search',
  description: 'Reyes Plumbing: emergency plumber in Austin for burst pipes and blocked drains. Licensed plumbers.',
  location: 'Austin, Texas',
  language: 'English',
  keywords: ['emergency plumber austin', 'burst pipe repair'],
  negativeKeywords: [],
  pages: { landing: 'https://reyes.example' },
  budget: 150,
};
const dentist: StrategyInput = {
  objective: 'Leads',
  type: 'Search',
  description: 'Clínica Dental Sonrisa, dentista en Madrid: limpiezas, ortodoncia e implantes. Primera visita gratis.',
  location: 'Madrid, España',
  language: 'Spanish',
  keywords: ['dentista madrid', 'ortodoncia invisible'],
  negativeKeywords: [],
  pages: { landing: 'https://sonrisa.example' },
  budget: 150,
};

describe('callouts claim only what the business states', () => {
  it.each([
    ['an online shop', shop],
    ['an emergency plumber', plumber],
    ['a dentist', dentist],
  ])('%s posted without facts gets no callout its kind would only suggest, on either path', (_, input) => {
    const offline = offlineStrategy(input);
    // The AI path without confirmed facts: the model's answer, checked by the rules (callouts from the copy engine).
    const ai = enforceStrategyRules({ ...offline, callouts: [] }, input);
    for (const s of [offline, ai]) {
      expect(s.callouts?.join(' | ') ?? '').not.toMatch(UNSTATED);
    }
  });

  it('a campaign with confirmed facts takes its callouts and snippet values from them, even when its strategy has none', () => {
    const payload: CampaignPayload = {
      objective: 'Sales',
      description:
        'Panadería Doña Rosa en Córdoba: facturas, pan de masa madre y tortas por encargo. Hacemos envíos a domicilio. Abierto de 8 a 20.',
      type: 'Search',
      location: 'Córdoba, Argentina',
      language: 'Spanish',
      keywords: 'facturas, tortas por encargo',
      negativeKeywords: '',
      link1: 'https://donarosa.example/',
      link2: '',
      link3: '',
      link4: '',
      budget: 120,
      facts: {
        brand: 'Panadería Doña Rosa',
        services: [{ name: 'Facturas' }, { name: 'Tortas por encargo' }],
        sellingPoints: ['Envíos a domicilio', 'Pan de masa madre'],
        notOffered: [],
        neverSay: [],
      },
    };
    const strategy = {
      ...offlineStrategy(fieldsOfPayload(payload)),
      callouts: [],
      adGroups: [{ name: 'Panadería córdoba', keywords: [{ text: 'panadería córdoba', matchType: 'PHRASE' }] }],
    } as Strategy;
    const plan = planAssets({
      payload: fieldsOfPayload(payload),
      strategy,
      languageCode: 'es',
      finalUrl: 'https://donarosa.example/',
      currency: 'ARS',
    });
    expect(plan.callouts).toEqual(['Envíos a domicilio', 'Pan de masa madre']);
    // Two services are too few for a snippet; a group name or keyword never stands in for one.
    expect(plan.snippets.flatMap((s) => s.values)).toEqual([]);
  });

  it('the assistant asked for callouts of a campaign with confirmed facts offers its selling points, nothing else', () => {
    const campaign = {
      name: 'Tostadores del Huila – Café – noviembre 2026',
      status: 'Strategy ready',
      objective: 'Sales',
      type: 'Search',
      location: 'Bogotá, Colombia',
      language: 'Spanish',
      budget: 150,
      keywords: 'café de especialidad, café en grano',
      createdAt: '2026-11-01T00:00:00.000Z',
      headlines: [],
      description: shop.description,
      facts: {
        brand: 'Tostadores del Huila',
        services: [{ name: 'Café de especialidad' }],
        sellingPoints: ['Tostado cada semana', 'Envío gratis en Bogotá desde $80.000', 'Café de origen', 'Sin conservantes'],
        notOffered: [],
        neverSay: ['conservantes'],
      },
    };
    const { lines } = writeCopy(copyRequest('escribe 4 textos destacados')!, campaign, 'es');
    expect(lines).toEqual(['Tostado cada semana', 'Café de origen']);
  });
});
