import { findLanguage } from '../../geo-catalog/languages.js';

/** `+x` goes after the seed, `x+` before it. */
const MODIFIERS: Record<string, string[]> = {
  en: ['+near me', '+cost', 'best+', 'emergency+', 'cheap+'],
  es: ['+cerca de mí', '+precio', '+urgente', 'mejor+', '+barato'],
};

/**
 * Ideas without Google: the seeds, then each seed with the searches people commonly add to a local
 * service ("near me", "cost"…), in the campaign's language (English when not Spanish). Deduplicated.
 */
export function expandSeeds(seeds: string[], language: string, max = 30): string[] {
  const code = findLanguage(language)?.code === 'es' ? 'es' : 'en';
  const modifiers = MODIFIERS[code] ?? [];
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (text: string) => {
    const key = text.toLowerCase();
    if (seen.has(key) || out.length >= max) return;
    seen.add(key);
    out.push(text);
  };
  for (const seed of seeds) add(seed);
  for (const modifier of modifiers) {
    const word = modifier.replace('+', '');
    for (const seed of seeds) {
      if (seed.toLowerCase().includes(word)) continue;
      add(modifier.startsWith('+') ? `${seed} ${word}` : `${word} ${seed}`);
    }
  }
  return out;
}
