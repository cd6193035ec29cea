// The server's text catalog is complete and the only place backend text is written in several
// languages: a key missing in a variant, an empty text, placeholders that differ between
// variants, vos in tuteo (or tú in voseo), or a new inline {en, es} table outside i18n/ fails.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { adsPortuguese } from './catalog/ads.js';
import { CATALOG, SECTIONS, VARIANTS, type Entry, type Variant } from './catalog/index.js';
import { local } from '../local/text.js';

import { CAMPAIGN_TYPES, OBJECTIVES } from '../contract/campaign-fields.js';
import { copyFor } from './strategy-wording.js';

/**
 * The catalog as this test walks it: i18n/'s sections plus the stand-in pages' own section, which
 * lives in local/ so the production function never carries it, and is held to the same rules.
 */
const WALKED = { ...SECTIONS, local };
const LOCAL_TEXT: Record<Variant, Record<string, Entry>> = {
  en: local.en,
  'es-voseo': local.voseo,
  'es-tuteo': { ...local.voseo, ...local.tuteo },
};
const ALL = Object.fromEntries(VARIANTS.map((variant) => [variant, { ...CATALOG[variant], ...LOCAL_TEXT[variant] }])) as unknown as Record<
  Variant,
  Record<string, Entry>
>;

const SRC = join(__dirname, '..');

/** A message's text with every parameter a marker, and the parameters it read. */
function sample(entry: Entry): { text: string; params: string[] } {
  if (typeof entry === 'string') return { text: entry, params: [] };
  const read = new Set<string>();
  const params = new Proxy(
    {},
    {
      get: (_target, name) => {
        if (typeof name !== 'string') return undefined;
        read.add(name);
        return `⟨${name}⟩`;
      },
    },
  );
  const text = (entry as (p: unknown) => string)(params);
  return { text, params: [...read].sort() };
}

const keys = Object.keys(ALL.en) as (keyof typeof ALL.en)[];

/**
 * Vos forms: a verb stressed on its last syllable the way voseo stresses it ("podés", "elegí",
 * "sumá"), and the imperatives with a pronoun that voseo writes without an accent ("Escribilo",
 * "Contanos"). Words that end that way in every variety are listed apart.
 */
const NEUTRAL =
  /^(más|está|estás|acá|allá|así|aquí|ahí|allí|sí|mí|qué|sé|después|además|demás|país|jamás|atrás|través|interés|inglés|portugués|francés|según|también|será|podrá|habrá|verás|podrás|tendrás|estarás|irá|quizá|Perú|menú|día|días|mes|esté|estés|leí)$/i;
const VOS_STRESS = /^\p{L}+[^\p{L}áéíóú\s]?(á|é|í|ás|és|ís)$/u;
const VOS_CLITIC =
  /^(escribilo|escribinos|contanos|llamanos|contactanos|decinos|editala|generala|revisala|revisalos|activala|activalo|creala|guardala|permitilo|pasate|suscribite|fijate|asegurate|concentrate|preguntame|calculalo|dejalos|usalas|hacelo|pedilo|probala|probalo|agregala|agregalo|sumalas|sumalos|cambialo|cambiala)$/i;
const VOS_WORDS = /^(vos|sos)$/i;

function vosForms(text: string): string[] {
  return (text.match(/\p{L}+/gu) ?? []).filter(
    (word) => !NEUTRAL.test(word) && (VOS_CLITIC.test(word) || VOS_WORDS.test(word) || (VOS_STRESS.test(word) && /[áéí]s?$/.test(word))),
  );
}

/** Tú forms (the forms voseo replaces), for the verbs the catalog uses. */
const TU =
  /(?<!\p{L})(puedes|tienes|quieres|necesitas|sabes|eres|Inicia|Vuelve|Prueba|Elige|Conecta|Edita|Revisa|Sube|Agrega|Espera|Abre|Ingresa|Termina|Actualiza|Usa|Pásate|Cambia|Pide|Haz|Mira|Cuéntanos|Escríbenos|Llámanos|Contáctanos|Conoce|Compra|Visita|Reserva|Consulta)(?!\p{L})/u;

describe('the server text catalog', () => {
  it('has every key in every variant, each of the same kind as the English', () => {
    for (const variant of VARIANTS) {
      expect(Object.keys(ALL[variant]).sort(), variant).toEqual([...keys].sort());
      for (const key of keys) expect(typeof ALL[variant][key], `${variant} ${key}`).toBe(typeof ALL.en[key]);
    }
  });

  it('writes tuteo only for keys English has', () => {
    for (const [name, section] of Object.entries(WALKED)) {
      const extra = Object.keys(section.tuteo).filter((key) => !(key in section.en));
      expect({ section: name, extra }).toEqual({ section: name, extra: [] });
    }
  });

  it('has no empty text, and the same placeholders in every variant', () => {
    const problems: string[] = [];
    for (const key of keys) {
      const english = sample(ALL.en[key] as Entry);
      for (const variant of VARIANTS) {
        const { text, params } = sample(ALL[variant][key] as Entry);
        if (!text.trim()) problems.push(`${variant} ${key}: empty`);
        if (params.join() !== english.params.join())
          problems.push(`${variant} ${key}: reads ${params.join()} (English: ${english.params.join()})`);
        for (const param of english.params) if (!text.includes(`⟨${param}⟩`)) problems.push(`${variant} ${key}: never writes ${param}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('writes voseo in the voseo variety and tuteo in the tuteo one; a text both share says nothing in vos', () => {
    const problems: string[] = [];
    for (const key of keys) {
      const voseo = sample(ALL['es-voseo'][key] as Entry).text;
      const tuteo = sample(ALL['es-tuteo'][key] as Entry).text;
      // Labels are names ("Prueba", the Trial plan), not verbs: the web catalog pins them.
      const tu = key in SECTIONS.labels.en ? undefined : TU.exec(voseo)?.[0];
      if (tu) problems.push(`es-voseo ${key}: "${tu}"`);
      const vos = vosForms(tuteo);
      if (vos.length) problems.push(`es-tuteo ${key}: ${vos.join(', ')}${tuteo === voseo ? ' (no tuteo written: add one)' : ''}`);
    }
    for (const [name, section] of Object.entries(WALKED)) {
      for (const [key, entry] of Object.entries(section.tuteo)) {
        const same = sample(entry as Entry).text === sample((section.voseo as Record<string, Entry>)[key]!).text;
        if (same) problems.push(`${name} ${key}: the tuteo says what the voseo says (leave it out)`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has the ad lines in Portuguese too (an ad language), with the same placeholders', () => {
    const adKeys = Object.keys(SECTIONS.ads.en) as (keyof typeof adsPortuguese)[];
    expect(Object.keys(adsPortuguese).sort()).toEqual([...adKeys].sort());
    for (const key of adKeys) {
      const pt = sample(adsPortuguese[key] as Entry);
      expect(pt.text.trim(), key).not.toBe('');
      expect(pt.params, key).toEqual(sample(SECTIONS.ads.en[key] as Entry).params);
    }
  });

  it('reads each variant by its name', () => {
    const variants: Variant[] = ['en', 'es-voseo', 'es-tuteo'];
    expect(variants.map((v) => ALL[v]['auth.forbidden'])).toEqual([
      'You can only access your own account.',
      'Solo podés acceder a tu propia cuenta.',
      'Solo puedes acceder a tu propia cuenta.',
    ]);
  });
});

/* ------------------------------------------------------------- the strategist's wording */

/** A parameter that reads as a marker wherever the wording puts it, and as a sample where it chooses. */
const CHOICES: Record<string, unknown> = {
  objective: 'Sales',
  type: 'Search',
  reason: 'search-intent',
  smallBudget: false,
  differs: true,
  clicksPerDay: 12,
};
const marker = new Proxy(
  {},
  {
    get: (_target, name) =>
      name === Symbol.toPrimitive ? () => '⟨x⟩' : typeof name === 'string' ? (CHOICES[name] ?? `⟨${name}⟩`) : undefined,
  },
);
/** Arguments the wording's functions are called with: markers, and each value a choice can take. */
const ARGUMENTS: unknown[][] = [
  [marker, marker, marker],
  ...[...CAMPAIGN_TYPES, ...OBJECTIVES, 'whatsapp', 'booking', 'phone'].map((value) => [value]),
  ...OBJECTIVES.map((objective) => [{ ...CHOICES, objective }]),
];

/** Every text the wording writes, by where it is (a function's result by the arguments it was given). */
function wordingTexts(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(path, value);
  else if (Array.isArray(value)) value.forEach((item, i) => wordingTexts(item, `${path}[${i}]`, out));
  else if (typeof value === 'function')
    ARGUMENTS.forEach((args, i) => {
      let result: unknown;
      try {
        result = (value as (...a: unknown[]) => unknown)(...args);
      } catch {
        return;
      }
      if (result !== undefined) wordingTexts(result, `${path}(${i})`, out);
    });
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) wordingTexts(item, path ? `${path}.${key}` : key, out);
  return out;
}

describe("the offline strategist's wording (i18n/strategy-wording.ts)", () => {
  const english = wordingTexts(copyFor('en'));
  const voseo = wordingTexts(copyFor('es', 'voseo'));
  const tuteo = wordingTexts(copyFor('es', 'tuteo'));

  it('writes every part in English and both Spanish varieties, none empty', () => {
    const parts = (texts: Map<string, string>) => [...new Set([...texts.keys()].map((path) => path.replace(/\[\d+\]/g, '[]')))].sort();
    expect(parts(voseo)).toEqual(parts(english));
    expect(parts(tuteo)).toEqual(parts(english));
    const empty = [english, voseo, tuteo].flatMap((texts) => [...texts].filter(([, text]) => !text.trim()).map(([path]) => path));
    expect(empty).toEqual([]);
  });

  it('writes voseo in the voseo variety and tuteo in the tuteo one', () => {
    const problems = [
      ...[...voseo].flatMap(([path, text]) => (TU.test(text) ? [`es-voseo ${path}: "${TU.exec(text)?.[0]}"`] : [])),
      ...[...tuteo].flatMap(([path, text]) => (vosForms(text).length ? [`es-tuteo ${path}: ${vosForms(text).join(', ')}`] : [])),
    ];
    expect(problems).toEqual([]);
  });
});

/* ------------------------------------------------------------- no language tables elsewhere */

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.fixture\.tsx?$/.test(name) ? [path] : [];
  });
}

const LANGUAGE_KEYS = new Set(['en', 'es', 'voseo', 'tuteo', 'es-voseo', 'es-tuteo']);
const VARIETY_KEYS = /^(voseo|tuteo|es-.+)$/;

/**
 * Object literals with English and Spanish keys (`{ en: 'Draft', es: 'Borrador' }`), or keyed by
 * Spanish variety without English (`{ tuteo: 'Pide', voseo: 'Pedí' }`).
 */
function languageTables(path: string): number[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.flatMap((p) =>
        p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : [],
      );
      const spanish = names.some((n) => n !== 'en' && LANGUAGE_KEYS.has(n));
      const varieties = names.some((n) => VARIETY_KEYS.test(n));
      if ((names.includes('en') && spanish) || varieties) lines.push(source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/**
 * Tables keyed by language that hold no text a reader is shown, so they stay with the code that
 * reads them: words and patterns to recognise a language or a claim, and search terms.
 */
const LANGUAGE_DATA: Record<string, number> = {
  'contract/copy-lint.ts': 3, // superlative patterns, language names, stop words (the linter's)
  'contract/content-language.ts': 2, // language names and stop words (detection)
  'copy/keywords.ts': 1, // search modifiers ("precio", "near me") added to keywords
  'adapters/keyword-planner/expand.ts': 1, // the offline keyword planner's search modifiers
  'local/results/simulator.ts': 2, // the results simulator's made-up search terms
  'local/text.ts': 1, // not data: the stand-in pages' catalog section, kept out of production (walked above)
};

/**
 * Files whose text tables are not in the catalog yet (none now), with how many each may still hold: the count
 * may only go down (lower it when you move one). A file not listed here may hold none.
 */
const NOT_YET_MOVED: Record<string, number> = {};

const allowed = (path: string) => (NOT_YET_MOVED[path] ?? 0) + (LANGUAGE_DATA[path] ?? 0);

describe('backend text outside the catalog', () => {
  it('has no inline language tables outside i18n/ (beyond the ones listed as not yet moved)', () => {
    const found: Record<string, number> = {};
    for (const path of files(SRC)) {
      const count = languageTables(path).length;
      if (count) found[relative(SRC, path)] = count;
    }
    const over = Object.entries(found)
      .filter(([path, count]) => count > allowed(path))
      .map(([path, count]) => `${path}: ${count} (allowed ${allowed(path)}) at lines ${languageTables(join(SRC, path)).join(', ')}`);
    expect(over).toEqual([]);
  });

  it('lists as not yet moved only what is still there (lower the count when you move a table)', () => {
    const stale = Object.entries({ ...NOT_YET_MOVED, ...LANGUAGE_DATA })
      .filter(([path, count]) => {
        const full = join(SRC, path);
        const found = statSync(full, { throwIfNoEntry: false }) ? languageTables(full).length : 0;
        return found < count;
      })
      .map(([path]) => path);
    expect(stale).toEqual([]);
  });
});
