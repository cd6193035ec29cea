/**
 * Negative keywords from the facts: what the business does not offer, the owner's own, and the
 * searches nobody buys from (jobs, courses, DIY, free, second-hand…) in singular and plural, minus
 * every negative that would block one of the business's own services, keywords, selling points or
 * offers. The conflict check runs on every negative, whoever proposed it (either AI path, the
 * owner, the defaults): a conflicting one is left out with the reason the review shows.
 */
import type { Facts } from '../contract/campaigns.js';
import type { CopyLang } from './points.js';
import { text as catalogText, variantOf } from '../i18n/messages.js';
import type { SpanishVariety } from './variety.js';

export interface DroppedNegative {
  text: string;
  /** Why it was left out, in the campaign's language, for the review. */
  reason: string;
  /** The service, keyword, selling point or offer it would have blocked. */
  blocks: string;
}

/** The searches that never buy, in singular and plural (a negative "curso" does not block "cursos"): the catalog's list. */
export function standardNegatives(lang: CopyLang, variety: SpanishVariety = 'tuteo'): string[] {
  return catalogText('facts.negatives.standard', variantOf(lang, variety))
    .split('|')
    .map((n) => n.trim())
    .filter(Boolean);
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** One word in the singular or plural of the other ("curso"/"cursos", "class"/"classes", "vacancy"/"vacancies"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return (
    long === `${short}s` ||
    long === `${short}es` ||
    (short.endsWith('y') && long === `${short.slice(0, -1)}ies`) ||
    (short.endsWith('z') && long === `${short.slice(0, -1)}ces`)
  );
}
const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);

/**
 * Searches a kind of business is found by even though they hold a word of the standard set: a labour
 * lawyer's clients search "abogado de trabajo", an academy's "curso de inglés", a free first visit's
 * "primera consulta gratis". When the business's own text says the first, the second is protected.
 */
const PROTECTED_BY_KIND: { when: RegExp; protects: string[] }[] = [
  {
    when: /\b(laboral\w*|despid\w*|labou?r|employment|unfair dismissal|workplace|trabajador\w*|worker\w*)\b/,
    protects: ['trabajo', 'empleo', 'job', 'employment', 'work', 'salary', 'salario', 'sueldo'],
  },
  {
    when: /\b(academ\w*|curso\w*|course\w*|clases?|class\w*|lessons?|tutor\w*|tutoring|escuela|school|profes?|profesor\w*|teacher\w*|ensenanza|preparacion|exam\w*|ingles|english)\b/,
    protects: ['curso', 'course', 'clase', 'class', 'lesson', 'training', 'capacitacion', 'tutorial'],
  },
  { when: /\b(gratis|gratuit\w*|sin cargo|sin costo|sin coste|free)\b/, protects: ['gratis', 'gratuito', 'free'] },
  { when: /\b(usad\w*|segunda mano|second[- ]hand|pre-?owned|used)\b/, protects: ['usado', 'used', 'segunda', 'second'] },
];

/** The business's own searches and words: what no negative may block. */
export function protectedTexts(facts: Facts, keywords: readonly string[]): string[] {
  return [
    ...facts.services.map((s) => s.name),
    ...keywords,
    ...facts.sellingPoints,
    ...(facts.brand ? [facts.brand] : []),
    ...(facts.hours ? [facts.hours] : []),
  ].filter(Boolean);
}

/** What a negative would block among the protected texts, or undefined. */
export function conflictOf(negative: string, protectedList: readonly string[]): string | undefined {
  const neg = wordsOf(negative);
  if (!neg.length) return undefined;
  // A negative blocks every search holding all its words, in any order.
  const direct = protectedList.find((p) => {
    const own = wordsOf(p);
    return neg.every((w) => own.some((o) => sameWord(w, o)));
  });
  if (direct) return direct;
  const all = fold(protectedList.join(' . '));
  for (const rule of PROTECTED_BY_KIND) {
    const m = rule.when.exec(all);
    if (m && neg.some((w) => rule.protects.some((p) => sameWord(w, p)))) {
      return protectedList.find((p) => rule.when.test(fold(p))) ?? m[0];
    }
  }
  return undefined;
}

/**
 * The campaign's negatives: the given ones (an AI's, the owner's) and the defaults from the facts,
 * each checked against the business's own searches. Kept in order, without repeats, at most `max`.
 */
export function checkNegatives(
  proposed: readonly string[],
  facts: Facts,
  keywords: readonly string[],
  lang: CopyLang,
  variety: SpanishVariety,
  options: { defaults?: boolean; max?: number } = {},
): { kept: string[]; dropped: DroppedNegative[] } {
  const protectedList = protectedTexts(facts, keywords);
  const candidates = [...proposed, ...facts.notOffered, ...(options.defaults === false ? [] : standardNegatives(lang, variety))]
    .map((n) =>
      n
        .replace(/["[\]+]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase(),
    )
    .filter(Boolean);
  const kept: string[] = [];
  const dropped: DroppedNegative[] = [];
  const seen = new Set<string>();
  const variant = variantOf(lang, variety);
  for (const text of candidates) {
    if (seen.has(fold(text))) continue;
    seen.add(fold(text));
    const blocks = conflictOf(text, protectedList);
    if (blocks) {
      dropped.push({ text, blocks, reason: catalogText('facts.negative.blocks', variant, { negative: text, blocks }) });
      continue;
    }
    if (kept.length < (options.max ?? 50)) kept.push(text);
  }
  return { kept, dropped };
}
