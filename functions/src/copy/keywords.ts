/**
 * Keywords as people search (issue 16): short and natural. A keyword gets the place only when it
 * is short and does not already name a place or a modifier, and one intent word only when it is a
 * one- or two-word theme; modifiers are never stacked ("emergency plumber austin near me").
 */
import type { Objective } from '../contract/campaign-fields.js';
import type { CopyLang } from './points.js';

const MODIFIERS: Record<CopyLang, Record<Objective, string[]>> = {
  es: { Sales: ['precio', 'comprar'], Leads: ['precio', 'cerca de mí'], 'Website traffic': ['opiniones', 'qué es'] },
  en: { Sales: ['price', 'buy'], Leads: ['cost', 'near me'], 'Website traffic': ['reviews', 'ideas'] },
};
/** Words that already make a search specific: no place or second modifier after them. */
export const MODIFIER =
  /(near me|cerca de mi|cerca de mí|\b(precio|precios|price|prices|cost|coste|presupuesto|quote|buy|comprar|barato|cheap|online|opiniones|reviews))\b/;
/** Urgency already says what the searcher wants: the place may follow, a modifier may not. */
const URGENCY = /\b(urgente|urgencias|emergency|24 ?h|24\/7)\b/;

/** The searches one theme becomes, with the place and one intent word at most. */
export function keywordVariants(keyword: string, place: string, lang: CopyLang, objective: Objective): string[] {
  const k = keyword.toLowerCase().trim();
  const words = k.split(' ').length;
  const p = place.toLowerCase().trim();
  const out = [k];
  const hasModifier = MODIFIER.test(k);
  const hasIntent = hasModifier || URGENCY.test(k);
  const hasPlace = p !== '' && k.includes(p);
  if (p && !hasPlace && !hasModifier && words <= 3) out.push(`${k} ${p}`);
  if (!hasIntent && words <= 2) {
    const [first] = MODIFIERS[lang][objective];
    if (first) out.push(first === 'comprar' || first === 'buy' ? `${first} ${k}` : `${k} ${first}`);
    if (!hasPlace) {
      const near = MODIFIERS[lang][objective].find((m) => /near me|cerca de/.test(m));
      if (near) out.push(`${k} ${near}`);
    }
  }
  return [...new Set(out)];
}

/** Google's limits for a keyword. */
export const KEYWORD_MAX_CHARS = 80;
export const KEYWORD_MAX_WORDS = 10;

/** Characters count the way Google counts them for Latin text (code points). */
export function charLength(text: string): number {
  return [...text].length;
}

/**
 * A keyword as Google accepts it: match-type syntax ("[x]", "\"x\"", "+x") and characters Google
 * rejects removed, spaces collapsed, lower case. Undefined when nothing usable is left or it is
 * over Google's 80 characters / 10 words (keywords are not cut: a cut changes what they match).
 */
export function cleanKeyword(raw: string): string | undefined {
  const text = raw
    .replace(/[[\]"+]/g, ' ')
    .replace(/[!@%^*()={};~`<>?\\|,]/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-.'/]+|[-.'/]+$/g, '');
  if (!text) return undefined;
  if (charLength(text) > KEYWORD_MAX_CHARS || text.split(' ').length > KEYWORD_MAX_WORDS) return undefined;
  return text;
}

/** The comma/semicolon/line separated keyword lists of the campaign form. */
export function splitKeywordList(text: string): string[] {
  return text
    .split(/[,;\n]+/)
    .map((k) => k.trim())
    .filter(Boolean);
}

export function titleCase(text: string): string {
  return text.replace(/(^|\s)(\p{L})/gu, (_m, space: string, letter: string) => space + letter.toUpperCase());
}
