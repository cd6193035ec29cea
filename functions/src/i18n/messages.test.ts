import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../errors.js';
import { CATALOG, SECTIONS } from './catalog/index.js';
import { msg, render, type MessageKey } from './messages.js';
import { describeIssues, spanishPhrase } from './validation.js';

const keys = Object.keys(CATALOG.en) as MessageKey[];
/** The interface languages' catalogs: the Spanish interface is voseo. */
const MESSAGES = { en: CATALOG.en, es: CATALOG['es-voseo'] };
/** Sample parameters: every parameter a function entry might read. */
const SAMPLE = {
  issues: 'x',
  field: 'f',
  problem: 'p',
  method: 'GET',
  path: '/x',
  formats: 'a, b',
  setting: 'S',
  campaigns: 1,
  aiQueries: 3,
  status: 500,
  currency: 'ARS',
  amount: 1,
  minimum: 2,
  language: 'Klingon',
  location: 'Xq',
  place: 'Pl',
  said: '',
  url: 'https://u',
  plan: 'Pro',
  type: 'Video',
  km: 15,
};

/** Second-person forms of tú (Spain, Mexico) that rioplatense Spanish says with vos. */
const TU_FORMS =
  /\b(puedes|tienes|quieres|necesitas|Inicia|Vuelve|Prueba|Elige|Conecta|Edita|Crea|Revisa|Sube|Agrega|Añade|Espera|Abre|Envía|Manda|Ingresa|Termina|Actualiza|Permite|Usa|Pásate|Cambia)\b/;

describe('the server message catalog', () => {
  it('has every key in both languages, each a non-empty text', () => {
    expect(Object.keys(MESSAGES.es).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      for (const language of ['en', 'es'] as const) {
        const entry = MESSAGES[language][key] as string | ((p: typeof SAMPLE) => string);
        expect(typeof entry, `${language} ${key}`).toBe(typeof MESSAGES.en[key]);
        const text = typeof entry === 'string' ? entry : entry(SAMPLE);
        expect(text.trim().length, `${language} ${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('writes Spanish in rioplatense voseo, never tú', () => {
    // Labels are names ("Prueba", the Trial plan), not verbs.
    for (const key of keys.filter((k) => !(k in SECTIONS.labels.en))) {
      const entry = MESSAGES.es[key] as string | ((p: typeof SAMPLE) => string);
      const text = typeof entry === 'string' ? entry : entry(SAMPLE);
      expect(text, key).not.toMatch(TU_FORMS);
    }
    expect(render(msg('auth.forbidden'), 'es')).toBe('Solo podés acceder a tu propia cuenta.');
  });

  it('puts parameters in, and text given in both languages in the reader’s', () => {
    const m = msg('request.field', { field: 'headlines.2', problem: { en: 'uses gimmicky capitals', es: 'usa mayúsculas llamativas' } });
    expect(render(m, 'en')).toBe('headlines.2: uses gimmicky capitals.');
    expect(render(m, 'es')).toBe('headlines.2: usa mayúsculas llamativas.');
  });

  it('keeps the code and English message of an HttpError, and answers in the language asked', () => {
    const error = new HttpError('INVALID_REQUEST', msg('request.bodyNotJson'));
    expect(error.message).toBe('The request body is not valid JSON.');
    expect(error.toBody()).toEqual({ error: 'INVALID_REQUEST', message: 'The request body is not valid JSON.' });
    expect(error.toBody('es')).toEqual({ error: 'INVALID_REQUEST', message: 'El cuerpo de la solicitud no es un JSON válido.' });
    expect(new HttpError('INVALID_REQUEST', 'plain').toBody('es').message).toBe('plain');
  });
});

describe('validation problems in both languages', () => {
  const schema = z.object({
    name: z.string().min(1, 'is required').max(5, 'must be at most 5 characters'),
    age: z.number(),
    kind: z.enum(['a', 'b']),
  });

  it("says the schema's own phrases and zod's in Spanish, paths unchanged", () => {
    const input = { name: 'toolong', age: 'x', kind: 'c' };
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const text = describeIssues(schema, input, result.error!.issues);
    expect(text.en).toBe(
      'name: must be at most 5 characters; age: Invalid input: expected number, received string; kind: Invalid option: expected one of "a"|"b"',
    );
    expect(text.es).toContain('name: tiene que tener como máximo 5 caracteres');
    expect(text.es).toMatch(/age: Entrada inválida: se esperaba número/);
    expect(text.es).toMatch(/kind: Opción inválida/);
  });

  it('translates the copy linter’s phrases, and leaves an unknown phrase as it is', () => {
    expect(spanishPhrase('is 34 characters; the limit is 30')).toBe('tiene 34 caracteres; el límite es 30');
    expect(spanishPhrase('writes "Córdoba" without its capitals')).toBe('escribe "Córdoba" sin sus mayúsculas');
    expect(spanishPhrase('must be one of es, en')).toBe('tiene que ser uno de estos: es, en');
    expect(spanishPhrase('something new')).toBe('something new');
  });
});
