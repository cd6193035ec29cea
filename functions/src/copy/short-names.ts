/**
 * Shorter names for a service and a brand, used only inside a headline that also carries another
 * fact (the brand, the place, a selling point), so that two facts fit 30 characters. Each says what
 * the full name says in that context; the line's source still cites the full fact. Never the group's
 * own service headline: the service is named in full there.
 */
import { brandWithoutTrade } from '../contract/copy-lint.js';
import type { CopyLang } from './points.js';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Trailing nouns that only say the thing is fitted ("EV charger installation"): what is fitted still
 * names the service. Not "repair", "treatment", "removal", "upgrade" or "lessons": without them the
 * line would sell the thing, or name the problem, not the work.
 */
const EN_FITTING = /\s+(installation|installations|installs?|fitting|fittings|supply and installation|supply & install)$/i;
/** The same in Spanish, leading: "Instalación de cargadores EV" → "Cargadores EV". */
const ES_FITTING = /^(instalaci[oó]n|instalaciones|colocaci[oó]n|montaje)\s+(de|del)\s+/i;

/** "charger" → "chargers", "battery" → "batteries", "switch" → "switches"; a plural stays. */
function plural(word: string): string {
  if (/[^s]s$/i.test(word) || /^\p{Lu}+$/u.test(word) || /[^\p{L}]$/u.test(word)) return word;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/**
 * Shorter names of a service that still name it in an ad of its own: "EV charger installation" →
 * "EV chargers", "Instalación de cargadores EV" → "Cargadores EV". A name whose last (English) or
 * first (Spanish) word is the service itself ("Switchboard upgrade", "Reparación de fugas") has none.
 */
export function serviceShortForms(name: string, lang: CopyLang): string[] {
  const n = clean(name);
  let form = n;
  if (lang === 'es') {
    const rest = n.replace(ES_FITTING, '');
    // "Instalación de" alone, or a rest starting with a preposition, names nothing of its own.
    if (rest !== n && rest && !/^(la|las|el|los|un|una)\s*$/i.test(rest)) form = rest.charAt(0).toLocaleUpperCase() + rest.slice(1);
  } else {
    const rest = n.replace(EN_FITTING, '');
    if (rest !== n && rest) {
      const words = rest.split(' ');
      words[words.length - 1] = plural(words[words.length - 1]!);
      form = words.join(' ');
    }
  }
  // A shorter form that is no shorter, or only a word of two letters, is no form.
  return form !== n && form.replace(/[^\p{L}\d]/gu, '').length >= 4 ? [form] : [];
}

/**
 * A shorter brand that is still the brand: "Sparkright Electrical" → "Sparkright". Only in English,
 * only without a trailing trade word, and only when what is left is a name of its own: not a word
 * the owner writes in lower case elsewhere (a common word: "Harbour"), not a place, at least five
 * letters. Spanish brands open with the trade ("Cerrajería Castellana", "Plomería Andina") and what
 * follows is often an adjective or a place: they keep their full name.
 */
export function brandShortForms(brand: string, lang: CopyLang, context: { commonText: string; places: readonly string[] }): string[] {
  if (lang !== 'en') return [];
  // The linter knows the same trade words: a line naming the shorter brand still carries the brand.
  // Else the trailing words the owner also uses for what the business does ("Bayou Lock & Key" of a
  // locksmith whose services are "House lockout" and "Lock rekeying") name the trade, not the brand.
  // The brand's own mentions ("Still Point Yoga is a studio…") say nothing of which words are the trade.
  const others = context.commonText.split(clean(brand)).join(' ');
  const rest = brandWithoutTrade(clean(brand)) || withoutTradeWords(clean(brand), others);
  if (!rest) return [];
  const words = rest.split(' ');
  const lower = new Set(
    context.commonText
      .split(/[^\p{L}\d]+/u)
      .filter((w) => /^\p{Ll}/u.test(w))
      .map(fold),
  );
  const placeWords = new Set(context.places.flatMap((p) => fold(p).split(/[^\p{L}]+/u)));
  const distinctive =
    words.every((w) => /^[\p{Lu}\d]/u.test(w)) &&
    words.some((w) => !lower.has(fold(w)) && !placeWords.has(fold(w))) &&
    (words.length > 1 || rest.length >= 5);
  return distinctive ? [rest] : [];
}

/** The brand without its trailing words that the owner's own text uses ('' when none or all are). */
function withoutTradeWords(brand: string, commonText: string): string {
  const single = (w: string) => fold(w).replace(/(es|s)$/, '');
  const trade = new Set(
    commonText
      .split(/[^\p{L}\d]+/u)
      .filter(Boolean)
      .map(single),
  );
  const words = brand.split(' ');
  let end = words.length;
  while (end > 1 && (trade.has(single(words[end - 1]!)) || /^(&|and|\+)$/i.test(words[end - 1]!))) end--;
  // One word left is often a common word ("Harbour", "Angel"), not the name: two at least.
  return end < words.length && end >= 2 ? words.slice(0, end).join(' ') : '';
}
