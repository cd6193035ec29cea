import { describe, expect, it } from 'vitest';
import type { Facts } from '../contract/campaigns.js';
import type { StrategyInput } from '../strategy/ai-port.js';
import { checkedNegatives } from '../strategy/strategist.js';
import { checkNegatives } from './negatives.js';

const academy: Facts = {
  brand: 'Academia Oxford',
  services: [{ name: 'Cursos de inglés' }, { name: 'Preparación Cambridge' }],
  sellingPoints: ['Profesores nativos', 'Grupos reducidos'],
  notOffered: [],
  neverSay: [],
};

describe('the reason a negative is left out', () => {
  it('quotes the negative and the service it would block, and says it is a service, in all three variants', () => {
    const reasons = (['en', 'voseo', 'tuteo'] as const).map((v) => {
      const { dropped } = checkNegatives(['curso'], academy, [], v === 'en' ? 'en' : 'es', v === 'en' ? 'tuteo' : v, { defaults: false });
      expect(dropped).toEqual([expect.objectContaining({ text: 'curso', blocks: 'Cursos de inglés' })]);
      return dropped[0]!.reason;
    });
    expect(reasons).toEqual([
      'Left out “curso”: it would block searches for your service “Cursos de inglés”.',
      'Se deja afuera «curso»: bloquearía las búsquedas de tu servicio «Cursos de inglés».',
      'Se deja fuera «curso»: bloquearía las búsquedas de tu servicio «Cursos de inglés».',
    ]);
  });

  it('names a selling point or a keyword as such', () => {
    const free = checkNegatives(['free'], { ...academy, sellingPoints: ['Free first lesson'] }, [], 'en', 'tuteo', { defaults: false });
    expect(free.dropped[0]?.reason).toBe('Left out “free”: it would block searches for your selling point “Free first lesson”.');
    const job = checkNegatives(['trabajo'], { ...academy, services: [] }, ['abogado de trabajo'], 'es', 'tuteo', { defaults: false });
    expect(job.dropped[0]?.reason).toBe('Se deja fuera «trabajo»: bloquearía las búsquedas de tu palabra clave «abogado de trabajo».');
  });

  it('quotes the words of a description that conflict, never the whole description', () => {
    // Posted without facts: the description itself protects its words.
    const input: StrategyInput = {
      objective: 'Leads',
      type: 'Search',
      description:
        'Somos una academia de idiomas en Palermo con más de veinte años enseñando a chicos y grandes: cursos intensivos de inglés para adultos y adolescentes, clases de conversación y preparación de exámenes internacionales. Profesores nativos.',
      location: 'Palermo, Buenos Aires, Argentina',
      language: 'Spanish',
      keywords: ['academia palermo'],
      negativeKeywords: ['curso'],
      pages: { landing: 'https://oxford.example' },
      budget: 120,
    };
    const { droppedNegatives } = checkedNegatives(['curso'], input);
    const dropped = droppedNegatives?.find((d) => d.text === 'curso');
    expect(dropped?.blocks).toBe('cursos intensivos de inglés para adultos');
    expect(dropped?.reason).toBe(
      'Se deja afuera «curso»: bloquearía las búsquedas de «cursos intensivos de inglés para adultos», que está en tu descripción.',
    );
    expect(dropped!.reason.length).toBeLessThan(140);
    // A phrase of a rule ("sin costo" for "gratis"): the words around it.
    const plumber = checkedNegatives(['gratis'], {
      ...input,
      description:
        'Plomería Andina en Bogotá: destape de cañerías, reparación de fugas e instalación de calentadores. Técnicos certificados, garantía de 6 meses y visita de diagnóstico sin costo.',
      location: 'Bogotá, Colombia',
      keywords: ['plomero bogotá'],
    });
    expect(plumber.droppedNegatives?.[0]?.blocks).toBe('visita de diagnóstico sin costo');
  });
});
