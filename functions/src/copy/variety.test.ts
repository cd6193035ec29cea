import { describe, expect, it } from 'vitest';
import type { Strategy } from '../contract/campaigns.js';
import { lintAdCopy } from '../contract/copy-lint.js';
import { offlineChatReply } from '../assistant/offline-chat.js';
import { offlineStrategy } from '../strategy/strategist.js';
import type { AssistantBrief, StrategyInput } from '../strategy/ai-port.js';
import { lintContext } from './engine.js';
import { copyBrief } from '../strategy/strategist.js';
import { campaignCountry, spanishVariety } from './variety.js';

/** Spanish in the campaign's variety — voseo for Argentina and Uruguay, tú elsewhere. */

/** Imperatives and forms of tú, and their voseo counterparts, for the verbs the generated text uses. */
const TU =
  /(?<!\p{L})(Haz|Pide|Reserva|Llámanos|Llama|llama|Consulta|Compra|Contrata|Ven|Mira|Escríbenos|Visita|Descubre|Encuentra|Cuéntanos|Elige|Conecta|Activa|Envía|Añade|añade|Asegúrate|Crea|Revisa|revisa|Mueve|mueve|prueba|cambia|apunta|concentra|tienes|puedes|necesitas|quieres|Buscas|Empieza|empieza|Pregúntame|Pulsa|Usa|usa|Deja|Calcúlalo|Pon|Separa|Agrupa|Baja|marca|quita|sube|céntrate)(?!\p{L})/u;
const VOS =
  /(?<!\p{L})(Hacé|Pedí|Reservá|Llamanos|Llamá|llamá|Consultá|Comprá|Contratá|Vení|Mirá|Escribinos|Visitá|Descubrí|Encontrá|Contanos|Elegí|Conectá|Activá|Mandá|Agregá|agregá|Asegurate|Creá|Revisá|revisá|Mové|mové|probá|cambiá|apuntá|concentrá|tenés|podés|necesitás|querés|Buscás|Empezá|empezá|Preguntame|Tocá|Usá|usá|Dejá|Calculalo|Poné|Separá|Agrupá|Bajá|marcá|sacá|subí|concentrate)(?!\p{L})/u;

const form = (over: Partial<StrategyInput>): StrategyInput => ({
  objective: 'Sales',
  description: 'Panadería familiar con pan de masa madre hecho a mano cada día y tortas por encargo. Envíos a domicilio.',
  type: 'Search',
  location: 'Córdoba, Argentina',
  language: 'Español',
  keywords: ['panadería artesanal', 'tortas por encargo', 'pan de masa madre'],
  negativeKeywords: [],
  pages: { landing: 'https://panaderia.example', contact: 'https://panaderia.example/contacto' },
  budget: 60,
  ...over,
});

const dentist = {
  objective: 'Leads' as const,
  description: 'Clínica dental con primera consulta gratis, implantes y ortodoncia invisible. Reserva online.',
  keywords: ['dentista', 'implantes dentales'],
};
const plumber = {
  objective: 'Leads' as const,
  description: 'Plomeros de urgencia 24 horas: fugas, cañerías y calefones. Trabajo con garantía.',
  keywords: ['plomero urgente', 'destapaciones'],
};

/** Every text of a strategy a reader sees. */
function allText(s: Strategy): string {
  return [
    s.summary,
    s.recommendedCampaignType,
    s.bidding,
    ...s.headlines,
    ...s.descriptions,
    ...(s.callouts ?? []),
    ...(s.abTest ? [...s.abTest.headlines, ...s.abTest.descriptions, s.abTest.hypothesis] : []),
    ...s.kpis,
    ...s.nextSteps,
  ].join('\n');
}

describe('spanishVariety and the campaign country', () => {
  it('is voseo for Argentina and Uruguay, tú for Spain, Mexico, the rest and the unknown', () => {
    expect(spanishVariety('AR')).toBe('voseo');
    expect(spanishVariety('uy')).toBe('voseo');
    for (const c of ['ES', 'MX', 'CO', 'CL', 'PE', 'US', undefined]) expect(spanishVariety(c)).toBe('tuteo');
  });

  it('reads the country from the picked place, a named country, or the largest city of that name', () => {
    expect(campaignCountry({ location: 'Córdoba', place: { countryCode: 'ES' } })).toBe('ES');
    expect(campaignCountry({ location: 'Rosario, Argentina' })).toBe('AR');
    expect(campaignCountry({ location: 'Madrid, España' })).toBe('ES');
    expect(campaignCountry({ location: 'Montevideo' })).toBe('UY');
    expect(campaignCountry({ location: 'Guadalajara, Jalisco, México' })).toBe('MX');
    expect(campaignCountry({ location: '' })).toBeUndefined();
  });

  it('reads a suburb typed before its city by the city (a Spanish village named Almagro is no Buenos Aires)', () => {
    expect(campaignCountry({ location: 'Almagro, Buenos Aires' })).toBe('AR');
    expect(campaignCountry({ location: 'Pocitos, Montevideo' })).toBe('UY');
    expect(campaignCountry({ location: 'Delicias, Zaragoza' })).toBe('ES');
    expect(campaignCountry({ location: 'Riccarton, Christchurch' })).toBe('NZ');
  });
});

describe('the offline strategist writes the campaign’s variety', () => {
  it('writes voseo for an Argentine campaign, and no tú imperatives of the same verbs', () => {
    for (const over of [{}, dentist, plumber, { objective: 'Website traffic' as const }]) {
      const input = form({ ...over, location: 'Córdoba, Argentina' });
      const text = allText(offlineStrategy(input));
      expect(text, JSON.stringify(over)).toMatch(VOS);
      // A callout may be the owner's own phrase word for word ("Reserva online" from the
      // dentist's description); the variety applies to what Pautia writes, not to the owner's words.
      const own = new Set(input.description.split(/[.;]\s*/).map((clause) => clause.trim().toLowerCase()));
      const written = text
        .split('\n')
        .filter((line) => !own.has(line.trim().toLowerCase()))
        .join('\n');
      expect(written, JSON.stringify(over)).not.toMatch(TU);
    }
    const bakery = allText(offlineStrategy(form({ location: 'Buenos Aires, Argentina' })));
    expect(bakery).toContain('Hacé tu pedido');
    expect(allText(offlineStrategy(form({ ...dentist, location: 'Montevideo, Uruguay' })))).toMatch(/Pedí tu turno|Reservá tu turno/);
    expect(allText(offlineStrategy(form({ ...plumber, location: 'Rosario' })))).toMatch(/Llamanos|Llamá/);
  });

  it('writes tú for Mexico and Spain, and no voseo', () => {
    for (const location of ['Guadalajara, México', 'Valencia, España']) {
      for (const over of [{}, dentist, plumber, { objective: 'Website traffic' as const }]) {
        const text = allText(offlineStrategy(form({ ...over, location })));
        expect(text, `${location} ${JSON.stringify(over)}`).toMatch(TU);
        expect(text, `${location} ${JSON.stringify(over)}`).not.toMatch(VOS);
      }
    }
    expect(allText(offlineStrategy(form({ location: 'Madrid, España' })))).toContain('Haz tu pedido');
    expect(allText(offlineStrategy(form({ ...dentist, location: 'Monterrey, México' })))).toMatch(/Pide tu cita|Reserva tu cita/);
  });

  it('follows a picked place over the text', () => {
    const picked = offlineStrategy(
      form({ location: 'Córdoba', place: { id: 'geonames:2519240', kind: 'city', name: 'Córdoba, España', countryCode: 'ES' } }),
    );
    expect(allText(picked)).not.toMatch(VOS);
  });

  it('keeps voseo copy passing the copy linter', () => {
    for (const over of [{}, dentist, plumber]) {
      const input = form({ ...over, location: 'Córdoba, Argentina' });
      const strategy = offlineStrategy(input);
      expect(lintAdCopy({ headlines: strategy.headlines, descriptions: strategy.descriptions }, lintContext(copyBrief(input)))).toEqual([]);
      // Voseo loses no line the linter would keep in tú.
      expect(strategy.headlines.length).toBe(offlineStrategy(form({ ...over, location: 'Madrid, España' })).headlines.length);
    }
  });
});

describe('the offline assistant answers in the campaign’s variety', () => {
  const campaign = (location: string): AssistantBrief => ({
    name: 'Panadería del barrio',
    status: 'Draft',
    objective: 'Sales',
    type: 'Search',
    location,
    language: 'Español',
    budget: 70,
    keywords: 'panadería artesanal, tortas',
    createdAt: '2026-11-01T00:00:00Z',
    headlines: [],
    description: 'Panadería familiar con pan de masa madre y tortas por encargo.',
  });
  const questions = [
    '¿Cómo mejoro el CTR de mis anuncios?',
    '¿Cuánto presupuesto debería poner?',
    '¿Qué palabras clave negativas uso?',
    'Hola',
    'Escribime 5 títulos',
  ];

  it('voseo for Argentina, tú for Mexico', () => {
    for (const message of questions) {
      const ar = offlineChatReply({ message, history: [], campaigns: [campaign('Mendoza, Argentina')] });
      expect(ar, message).not.toMatch(TU);
      const mx = offlineChatReply({ message, history: [], campaigns: [campaign('Puebla, México')] });
      expect(mx, message).not.toMatch(VOS);
    }
    expect(offlineChatReply({ message: '¿Cómo mejoro el CTR?', history: [], campaigns: [campaign('Mendoza, Argentina')] })).toMatch(
      /Usá los 15 títulos[\s\S]*«Hacé tu pedido hoy»/,
    );
    expect(offlineChatReply({ message: '¿Cómo mejoro el CTR?', history: [], campaigns: [campaign('Puebla, México')] })).toMatch(
      /Usa los 15 títulos[\s\S]*«Haz tu pedido hoy»/,
    );
  });
});

describe('the offline assistant reads figures in the reply’s language', () => {
  it('gives a Spanish question the Spanish figures, an English one the English', () => {
    const live: AssistantBrief = {
      name: 'Dental',
      status: 'In Google Ads (paused)',
      objective: 'Leads',
      type: 'Search',
      location: 'Rosario, Argentina',
      language: 'Español',
      budget: 70,
      keywords: 'dentista',
      createdAt: '2026-11-01T00:00:00Z',
      headlines: [],
      inGoogleAds: true,
      latestResults: 'Impressions 1200, clicks 48, cost ARS 600.00.',
      latestResultsEs: 'Impresiones 1.200, clics 48, costo ARS 600,00.',
    };
    expect(offlineChatReply({ message: '¿Qué tal van los resultados?', history: [], campaigns: [live] })).toContain(
      'Impresiones 1.200, clics 48, costo ARS 600,00.',
    );
    expect(offlineChatReply({ message: 'How are my results?', history: [], campaigns: [live] })).toContain(
      'Impressions 1200, clicks 48, cost ARS 600.00.',
    );
  });
});
