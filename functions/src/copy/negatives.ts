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

/** What a protected text is to the business: the review names it ("your service «Cursos de inglés»"). */
export type ProtectedKind = 'service' | 'keyword' | 'sellingPoint' | 'description' | 'other';
interface Protected {
  text: string;
  kind: ProtectedKind;
}

/** Longer than any confirmed fact: a description standing in for the facts (a campaign posted without them). */
const LONG_TEXT = 80;

function protectedList(facts: Facts, keywords: readonly string[]): Protected[] {
  const of = (kind: ProtectedKind) => (text: string) => ({ text, kind: text.length > LONG_TEXT ? 'description' : kind });
  return [
    ...facts.services.map((s) => s.name).map(of('service')),
    ...keywords.map(of('keyword')),
    ...facts.sellingPoints.map(of('sellingPoint')),
    ...(facts.brand ? [facts.brand] : []).map(of('other')),
    ...(facts.hours ? [facts.hours] : []).map(of('other')),
  ].filter((p) => p.text);
}

/** The business's own searches and words: what no negative may block. */
export function protectedTexts(facts: Facts, keywords: readonly string[]): string[] {
  return protectedList(facts, keywords).map((p) => p.text);
}

/** Words that join others: an excerpt neither starts nor ends on one ("… para adultos y"). */
const JOINER = /^(?:y|e|o|u|and|or|de|del|la|el|los|las|para|con|en|a|the|of|for|with|in|to)$/i;

/**
 * The few words of a long text that a negative would block: the clause holding the match, or up to
 * seven words around it ("visita de diagnóstico sin costo"), never the whole description.
 */
function excerpt(text: string, matches: (word: string) => boolean, inClause?: RegExp): string {
  if (text.length <= LONG_TEXT) return text;
  for (const clause of text.split(/[.,;:!?()\n]+|\s+[-–]\s+|\s+(?:y|e|and|&)\s+/u)) {
    const words = clause.trim().split(/\s+/).filter(Boolean);
    let at = words.findIndex((w) => wordsOf(w).some(matches));
    // A rule's phrase ("sin costo", "segunda mano"): the word it starts on.
    const phrase = at < 0 && inClause ? inClause.exec(fold(clause.trim())) : null;
    if (phrase) at = fold(clause.trim()).slice(0, phrase.index).split(/\s+/).filter(Boolean).length;
    if (at < 0) continue;
    let start = words.length <= 8 ? 0 : Math.max(0, at - 3);
    let end = words.length <= 8 ? words.length : Math.min(words.length, at + 4);
    while (start < at && JOINER.test(words[start]!)) start++;
    while (end > at + 1 && JOINER.test(words[end - 1]!)) end--;
    return words.slice(start, end).join(' ');
  }
  return text.slice(0, LONG_TEXT);
}

function conflictIn(negative: string, list: readonly Protected[]): Protected | undefined {
  const neg = wordsOf(negative);
  if (!neg.length) return undefined;
  // A negative blocks every search holding all its words, in any order.
  const direct = list.find((p) => {
    const own = wordsOf(p.text);
    return neg.every((w) => own.some((o) => sameWord(w, o)));
  });
  if (direct) return { ...direct, text: excerpt(direct.text, (o) => neg.some((w) => sameWord(w, o))) };
  const all = fold(list.map((p) => p.text).join(' . '));
  for (const rule of PROTECTED_BY_KIND) {
    const m = rule.when.exec(all);
    if (m && neg.some((w) => rule.protects.some((p) => sameWord(w, p)))) {
      const hit = list.find((p) => rule.when.test(fold(p.text)));
      if (!hit) return { text: m[0], kind: 'other' };
      const whole = new RegExp(`^(?:${rule.when.source})$`);
      return { ...hit, text: excerpt(hit.text, (o) => whole.test(o), rule.when) };
    }
  }
  return undefined;
}

/** What a negative would block among the protected texts (a long one quoted by its conflicting words), or undefined. */
export function conflictOf(negative: string, protectedTexts: readonly string[]): string | undefined {
  return conflictIn(
    negative,
    protectedTexts.map((text) => ({ text, kind: 'other' as const })),
  )?.text;
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
  const own = protectedList(facts, keywords);
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
    const conflict = conflictIn(text, own);
    if (conflict) {
      const { text: blocks, kind } = conflict;
      const key = kind === 'other' ? 'facts.negative.blocks' : (`facts.negative.blocks.${kind}` as const);
      dropped.push({ text, blocks, reason: catalogText(key, variant, { negative: text, blocks }) });
      continue;
    }
    if (kept.length < (options.max ?? 50)) kept.push(text);
  }
  return { kept, dropped };
}
