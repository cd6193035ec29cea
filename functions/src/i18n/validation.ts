import { z } from 'zod';
import type { Localized } from './messages.js';

/**
 * Validation problems in both languages. zod's own messages come from its locales (English, and
 * Spanish through a per-parse error map); the schemas' own English phrases ("is required", "must be
 * at most 200 characters") and the copy linter's are put in Spanish here, by pattern. A phrase this
 * table does not know stays English in the Spanish answer rather than being lost.
 */
const SPANISH_PHRASES: [RegExp, string | ((...groups: string[]) => string)][] = [
  [/^is required$/, 'es obligatorio'],
  [/^is too large$/, 'es demasiado grande'],
  [/^must be positive$/, 'tiene que ser positivo'],
  [/^must be whole kilometres$/, 'tiene que ser una cantidad entera de kilómetros'],
  [/^must be a number$/, 'tiene que ser un número'],
  [/^must be longer than (\d+) characters$/, (n) => `tiene que tener más de ${n} caracteres`],
  [/^must be at most (\d+) characters$/, (n) => `tiene que tener como máximo ${n} caracteres`],
  [/^must be at least (\d+) characters$/, (n) => `tiene que tener al menos ${n} caracteres`],
  [/^must be at least ([\d.,]+)$/, (n) => `tiene que ser al menos ${n}`],
  [/^must be at most ([\d.,]+)$/, (n) => `tiene que ser como máximo ${n}`],
  [/^must be one of (.+)$/, (list) => `tiene que ser uno de estos: ${list}`],
  [/^must be an http\(s\) URL$/, 'tiene que ser una URL http(s)'],
  [/^must start with http:\/\/ or https:\/\/$/, 'tiene que empezar con http:// o https://'],
  [/^must be a campaign id$/, 'tiene que ser un id de campaña'],
  [/^must be a suggestion id$/, 'tiene que ser un id de sugerencia'],
  [/^must be a place id from \/geo\/suggest$/, 'tiene que ser un id de lugar de /geo/suggest'],
  [/^must be a two-letter country code$/, 'tiene que ser un código de país de dos letras'],
  [/^must be a language code like en or es$/, 'tiene que ser un código de idioma, como en o es'],
  [/^must not contain control characters$/, 'no puede tener caracteres de control'],
  [/^must not contain characters that change the direction of the text$/, 'no puede tener caracteres que cambian la dirección del texto'],
  [/^must be valid Unicode text$/, 'tiene que ser texto Unicode válido'],
  [/^must contain visible characters$/, 'tiene que tener caracteres visibles'],
  [/^must be a language such as English, Spanish or Portuguese$/, 'tiene que ser un idioma, como inglés, español o portugués'],
  [/^must have at most (\d+) keywords$/, (n) => `tiene que tener como máximo ${n} palabras clave`],
  [/^needs at least (?:1|one) keyword$/, 'necesita al menos 1 palabra clave'],
  [/^needs at least 1 ad group$/, 'necesita al menos 1 grupo de anuncios'],
  [/^needs at least (\d+)$/, (n) => `necesita al menos ${n}`],
  [
    /^must be a phone number that can be called in ([A-Z]{2})$/,
    (country) => `tiene que ser un teléfono al que se pueda llamar en ${country} (revisar los dígitos o agregar el código de país, +…)`,
  ],
  [/^must be a currency code such as MXN$/, 'tiene que ser un código de moneda, como MXN'],
  [/^must be (.+) or (\S+)$/, (a, b) => `tiene que ser ${a} o ${b}`],
  // The copy linter (contract/copy-lint.ts).
  [/^is empty$/, 'está vacío'],
  [/^is (\d+) characters; the limit is (\d+)$/, (n, max) => `tiene ${n} caracteres; el límite es ${max}`],
  [/^has "!" \(not allowed in headlines\)$/, 'tiene "!" (no se permite en los títulos)'],
  [/^has more than one "!"$/, 'tiene más de un "!"'],
  [/^repeats punctuation or symbols$/, 'repite signos de puntuación o símbolos'],
  [/^has an emoji or decorative symbol$/, 'tiene un emoji o un símbolo decorativo'],
  [/^uses gimmicky capitals$/, 'usa mayúsculas llamativas'],
  [/^has a phone number \(use a call asset instead\)$/, 'tiene un número de teléfono (usá un recurso de llamada)'],
  [/^has a generic "click here"$/, 'tiene un "hacé clic acá" genérico'],
  [/^claims "(.+)", which the business description does not support$/, (w) => `afirma "${w}", y la descripción del negocio no lo respalda`],
  [/^is not written in Spanish$/, 'no está escrito en español'],
  [/^is not written in English$/, 'no está escrito en inglés'],
  [
    /^quotes the business description instead of writing ad text$/,
    'copia la descripción del negocio en vez de escribir un texto de anuncio',
  ],
  [/^is filler that says nothing about this business$/, 'es relleno: no dice nada de este negocio'],
  [/^writes "(.+)" without its capitals$/, (w) => `escribe "${w}" sin sus mayúsculas`],
  [/^repeats an earlier line$/, 'repite una línea anterior'],
  [/^says the same as an earlier headline$/, 'dice lo mismo que un título anterior'],
];

/** One of our English problem phrases in Spanish (unchanged when unknown). */
export function spanishPhrase(english: string): string {
  for (const [pattern, spanish] of SPANISH_PHRASES) {
    const match = pattern.exec(english);
    if (match) return typeof spanish === 'string' ? spanish : spanish(...match.slice(1));
  }
  return english;
}

/** A problem phrase in both languages. */
export function problemPhrase(english: string): Localized {
  return { en: english, es: spanishPhrase(english) };
}

const spanishErrors = z.locales.es().localeError;

/**
 * The first issues of a failed parse, "path: problem" joined by "; ", in both languages. The input
 * is parsed once more with zod's Spanish messages (only on failure): a message the schema wrote
 * itself is the same in both parses, and goes through the phrase table instead.
 */
export function describeIssues(schema: z.ZodType, input: unknown, issues: readonly z.core.$ZodIssue[], limit = 3): Localized {
  const first = issues.slice(0, limit);
  const spanish = schema.safeParse(input, { error: (issue) => spanishErrors(issue) });
  const esIssues = spanish.success ? [] : spanish.error.issues;
  const line = (issue: z.core.$ZodIssue, message: string) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${message}`;
  return {
    en: first.map((issue) => line(issue, issue.message)).join('; '),
    es: first
      .map((issue, i) => {
        const twin = esIssues[i];
        const own = !twin || twin.message === issue.message;
        return line(issue, own ? spanishPhrase(issue.message) : twin.message);
      })
      .join('; '),
  };
}
