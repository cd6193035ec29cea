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
