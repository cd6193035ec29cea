/** Small text helpers shared by the campaign flow and the offline strategist. Pure functions. */

/** Google Ads keyword limits: 80 characters, 10 words. */
export const KEYWORD_MAX_CHARS = 80;
export const KEYWORD_MAX_WORDS = 10;
export const CAMPAIGN_NAME_MAX = 60;

/**
 * The form's comma-separated keywords as a clean list: lower-case, no match-type punctuation
 * ("[x]", "\"x\"", "+x"), no duplicates, each within Google's limits, at most `max`.
 */
export function parseKeywords(raw: string, max = 20): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of raw.split(/[,;\n\r\t|]+/)) {
    const cleaned = part
      .replace(/["“”[\]+]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
    if (!cleaned) continue;
    const words = cleaned.split(' ').slice(0, KEYWORD_MAX_WORDS).join(' ');
    const keyword = fitWords(words, KEYWORD_MAX_CHARS);
    if (!keyword || seen.has(keyword)) continue;
    seen.add(keyword);
    out.push(keyword);
    if (out.length >= max) break;
  }
  return out;
}

/** `text` if it fits in `max` characters, else its longest whole-word prefix that does ('' if none). */
export function fitWords(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  if (lastSpace <= 0) return '';
  return stripDanglingWords(cut.slice(0, lastSpace));
}

/** Drops trailing connectives and punctuation a cut can leave ("pan de" → "pan"). */
function stripDanglingWords(text: string): string {
  const dangling = /(?:[\s,;:–—-]+|\s+(?:de|del|la|las|el|los|y|e|o|u|en|con|para|por|a|al|un|una|the|a|an|and|or|of|for|with|in|to|at|on))+$/i;
  let out = text.trim();
  for (let i = 0; i < 4; i++) {
    const next = out.replace(dangling, '').trim();
    if (next === out) break;
    out = next;
  }
  return out;
}

export function capitalize(text: string): string {
  return text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'or', 'of', 'for', 'with', 'in', 'to', 'at', 'on', 'the', 'by']);

/** English headline case: "plumber near me" → "Plumber Near Me"; small words stay lower-case. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : capitalize(word)))
    .join(' ');
}

/** The place for headlines: "Madrid, España" → "Madrid". */
export function shortLocation(location: string): string {
  const first = location.split(/[,;/(]/)[0]?.replace(/\s+/g, ' ').trim() ?? '';
  return first || location.trim();
}

const NOT_NAMES = new Set(
  [
    'we', 'i', 'our', 'my', 'us', 'it', 'this', 'the', 'a', 'an', 'nosotros', 'nosotras', 'somos', 'soy', 'yo', 'mi', 'mis',
    'nuestro', 'nuestra', 'nuestros', 'nuestras', 'tenemos', 'ofrecemos', 'vendemos', 'la', 'el', 'las', 'los', 'un', 'una',
    'esta', 'este', 'es', 'hola', 'hello', 'hi', 'en', 'in', 'desde', 'since', 'from', 'con', 'with', 'para', 'for', 'si', 'if',
    'cuando', 'when', 'hoy', 'today', 'at', 'as', 'como', 'hace', 'after', 'después', 'ayudamos', 'help', 'welcome', 'bienvenidos',
  ].map((w) => w.toLowerCase()),
);

/**
 * The business's own name when the description states it: a capitalised phrase at the start
 * followed by a verb ("Panadería La Espiga es…", "Bright Smile Dental offers…"), or a quoted name.
 */
export function businessName(description: string): string | undefined {
  const text = description.replace(/\s+/g, ' ').trim();
  const quoted = /["“«]([^"”»]{2,40})["”»]/.exec(text)?.[1]?.trim();
  const word = "[\\p{Lu}\\d][\\p{L}\\d'’&.-]*";
  const link = "(?:[\\p{Lu}\\d][\\p{L}\\d'’&.-]*|de|del|la|las|los|el|y|&|and|of|the)";
  const lead = new RegExp(
    `^(${word}(?:\\s+${link}){0,4})(?:,|\\s+(?:es|son|is|are|was|has been|lleva|ofrece|offers|sells|vende|provides|brinda|fabrica|makes|helps|ayuda)\\b)`,
    'u',
  ).exec(text)?.[1];
  for (const candidate of [lead, quoted]) {
    const name = candidate?.replace(/\s+(?:de|del|la|las|los|el|y|&|and|of|the)$/i, '').trim();
    if (name && name.length >= 2 && !NOT_NAMES.has(name.toLowerCase()) && !NOT_NAMES.has(name.split(' ')[0]!.toLowerCase())) {
      return fitWords(name, CAMPAIGN_NAME_MAX) || undefined;
    }
  }
  return undefined;
}

/** A campaign's name from the business: its own name, else "First keyword – Place", else 'Campaign'. */
export function campaignName(payload: { description: string; keywords: string; location: string }): string {
  const own = businessName(payload.description);
  if (own) return own;
  const keyword = parseKeywords(payload.keywords, 1)[0];
  const place = shortLocation(payload.location);
  if (keyword) return fitWords(place ? `${capitalize(keyword)} – ${place}` : capitalize(keyword), CAMPAIGN_NAME_MAX) || 'Campaign';
  return 'Campaign';
}

/** "12.5" → "12.50"; whole numbers without decimals ("50"). */
export function money(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** Rounds to cents. */
export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
