/** The text kernel: small text helpers shared by the campaign flow, the strategist, the assistant, results and the repos. Pure functions. */
import { detectLanguage } from '../contract/content-language.js';

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
  const dangling =
    /(?:[\s,;:–—-]+|\s+(?:de|del|la|las|el|los|y|e|o|u|en|con|para|por|a|al|un|una|the|a|an|and|or|of|for|with|in|to|at|on))+$/i;
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
  const first =
    location
      .split(/[,;/(]/)[0]
      ?.replace(/\s+/g, ' ')
      .trim() ?? '';
  return first || location.trim();
}

const NOT_NAMES = new Set(
  [
    'we',
    'i',
    'our',
    'my',
    'us',
    'it',
    'this',
    'the',
    'a',
    'an',
    'nosotros',
    'nosotras',
    'somos',
    'soy',
    'yo',
    'mi',
    'mis',
    'nuestro',
    'nuestra',
    'nuestros',
    'nuestras',
    'tenemos',
    'ofrecemos',
    'vendemos',
    'la',
    'el',
    'las',
    'los',
    'un',
    'una',
    'esta',
    'este',
    'es',
    'hola',
    'hello',
    'hi',
    'en',
    'in',
    'desde',
    'since',
    'from',
    'con',
    'with',
    'para',
    'for',
    'si',
    'if',
    'cuando',
    'when',
    'hoy',
    'today',
    'at',
    'as',
    'como',
    'hace',
    'after',
    'después',
    'ayudamos',
    'help',
    'welcome',
    'bienvenidos',
  ].map((w) => w.toLowerCase()),
);

/**
 * The business's own name when the description states it: a capitalised phrase at the start
 * followed by a verb ("Panadería La Espiga es…", "Bright Smile Dental offers…"), or a quoted name.
 */
export function businessName(description: string): string | undefined {
  const text = description.replace(/\s+/g, ' ').trim();
  // "Name: Lone Star Plumbing." / "Nombre: Clínica Sonrisa" / "Business name - …" says it outright.
  const stated =
    /(?:^|[\s.;])(?:business name|company name|name|nombre(?: del negocio| comercial)?|negocio|empresa)\s*[:=–-]\s*([^.,;\n]{2,60})/iu
      .exec(text)?.[1]
      ?.trim();
  if (stated) return fitWords(stated, CAMPAIGN_NAME_MAX) || undefined;
  const quoted = /["“«]([^"”»]{2,40})["”»]/.exec(text)?.[1]?.trim();
  const word = "[\\p{Lu}\\d][\\p{L}\\d'’&.-]*";
  const link = "(?:[\\p{Lu}\\d][\\p{L}\\d'’&.-]*|de|del|la|las|los|el|y|&|and|of|the)";
  const lead = new RegExp(
    `^(${word}(?:\\s+${link}){0,4})(?:[,:]|\\s+(?:es|son|is|are|was|has been|lleva|ofrece|offers|sells|vende|provides|brinda|fabrica|makes|helps|ayuda|repairs|repara|installs|instala|serves|atiende|bakes|cleans|delivers|builds|teaches|enseña)\\b)`,
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

/** Place words keep their capitals inside a keyword theme ("dentista madrid" → "Dentista Madrid"). */
function themeCase(keyword: string, location: string, lang: 'es' | 'en'): string {
  const places = new Set(
    location
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length > 2),
  );
  const words = keyword.split(' ').map((w, i) => (i === 0 || places.has(w) || (lang === 'en' && !SMALL_WORDS.has(w)) ? capitalize(w) : w));
  return words.join(' ');
}

/**
 * A campaign's name (issue 14/16): business name + main theme + month, in the campaign's language
 * ("Clínica Dental Sonrisa – Dentista Madrid – noviembre 2026"); without a name, theme + place +
 * month. Within 60 characters: the year, then the theme, go first when it is too long.
 */
export function campaignName(
  payload: { description: string; keywords: string; location: string; language?: string },
  now: Date = new Date(),
): string {
  // The campaign's language as the strategist reads it ("Spanish", "Español", "es-AR"…).
  const lang: 'es' | 'en' = detectLanguage(payload.language, payload.description);
  const own = businessName(payload.description);
  const keyword = parseKeywords(payload.keywords, 1)[0];
  const place = shortLocation(payload.location);
  const theme = keyword ? themeCase(keyword, payload.location, lang) : '';
  // The month's name as the language writes it ("marzo", "March"), from the runtime's locale data.
  const month = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(now);
  const year = String(now.getUTCFullYear());
  const head = own ?? (theme && place && !keyword!.includes(place.toLowerCase()) ? `${theme} – ${capitalize(place)}` : theme);
  const middle = own && theme ? theme : '';
  const options = [[head, middle, `${month} ${year}`], [head, middle, month], [head, `${month} ${year}`], [head, month], [head]].map(
    (parts) => parts.filter(Boolean).join(' – '),
  );
  if (!head) return `${lang === 'es' ? 'Campaña' : 'Campaign'} – ${month} ${year}`;
  return options.find((o) => o.length <= CAMPAIGN_NAME_MAX) ?? (fitWords(head, CAMPAIGN_NAME_MAX) || 'Campaign');
}

/** `name`, or "name (2)", "name (3)"… when the user already has a campaign of that name. */
export function uniqueCampaignName(name: string, existing: Iterable<string>): string {
  const taken = new Set([...existing].map((n) => n.trim().toLowerCase()));
  if (!taken.has(name.toLowerCase())) return name;
  for (let i = 2; i < 1000; i++) {
    const suffix = ` (${i})`;
    const candidate = `${fitWords(name, CAMPAIGN_NAME_MAX - suffix.length) || name.slice(0, CAMPAIGN_NAME_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
  return name;
}

/** "12.5" → "12.50"; whole numbers without decimals ("50"). */
export function money(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** Rounds to cents. */
export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
