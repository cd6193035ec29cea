/**
 * Google's limits for a responsive search ad and its keywords, and the pure helpers that keep AI
 * (or user) text inside them. Over-long text is cut at a word boundary or dropped: it is never sent.
 */
export const HEADLINE_MAX_CHARS = 30;
export const DESCRIPTION_MAX_CHARS = 90;
export const MIN_HEADLINES = 3;
export const MAX_HEADLINES = 15;
export const MIN_DESCRIPTIONS = 2;
export const MAX_DESCRIPTIONS = 4;
export const KEYWORD_MAX_CHARS = 80;
export const KEYWORD_MAX_WORDS = 10;

/** Words a shortened line must not end on ("Fresh bread and" reads broken). */
const DANGLING = new Set([
  'a',
  'an',
  'and',
  'at',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'your',
  'our',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'los',
  'o',
  'para',
  'por',
  'su',
  'tu',
  'un',
  'una',
  'y',
  'da',
  'do',
  'em',
  'no',
  'os',
  'ou',
  'um',
  'uma',
]);

/** Characters count the way Google counts them for Latin text (code points). */
export function charLength(text: string): number {
  return [...text].length;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Fits `text` in `max` characters: whole if it fits, else cut at the last word boundary (dropping
 * dangling joiners and trailing punctuation). Returns undefined when a cut would keep less than half
 * of the limit, so a line is dropped rather than left meaningless.
 */
export function fitText(text: string, max: number): string | undefined {
  const clean = collapse(text);
  if (!clean) return undefined;
  if (charLength(clean) <= max) return clean;
  const chars = [...clean];
  // Look one character past the limit: the last piece is then either a word that does not fit
  // (cut, or ending past the limit) or '' when a space follows the limit. Drop it either way.
  const words = chars
    .slice(0, max + 1)
    .join('')
    .split(' ')
    .slice(0, -1);
  while (words.length > 0) {
    const last = words[words.length - 1] ?? '';
    const bare = last.replace(/[\s,;:.\-–—&/+]+$/u, '');
    if (bare === '' || DANGLING.has(bare.toLowerCase())) {
      words.pop();
      continue;
    }
    words[words.length - 1] = bare;
    break;
  }
  const cut = words.join(' ');
  return charLength(cut) >= Math.ceil(max / 2) ? cut : undefined;
}

/** Google does not allow exclamation marks in headlines; descriptions may have at most one. */
export function cleanHeadline(text: string): string {
  return collapse(text.replace(/!/g, ''));
}

export function cleanDescription(text: string): string {
  let seen = false;
  return collapse(
    text.replace(/!+/g, () => {
      if (seen) return '.';
      seen = true;
      return '!';
    }),
  ).replace(/\.{2,}/g, '.');
}

/** Fits, de-duplicates (case-insensitive) and caps a list of ad lines. Reports what was dropped. */
export function fitLines(
  candidates: readonly string[],
  { max, limit, clean }: { max: number; limit: number; clean: (s: string) => string },
): { lines: string[]; dropped: string[] } {
  const lines: string[] = [];
  const dropped: string[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const fitted = fitText(clean(candidate), max);
    const key = fitted?.toLowerCase();
    if (!fitted || !key) {
      if (candidate.trim()) dropped.push(candidate);
      continue;
    }
    if (seen.has(key)) continue;
    if (lines.length >= limit) {
      dropped.push(candidate);
      continue;
    }
    seen.add(key);
    lines.push(fitted);
  }
  return { lines, dropped };
}

/**
 * A keyword as Google accepts it: match-type syntax ("[x]", "\"x\"", "+x") and characters Google
 * rejects removed, spaces collapsed, lower case. Undefined when nothing usable is left or it is
 * over Google's 80 characters / 10 words (keywords are not cut: a cut changes what they match).
 */
export function cleanKeyword(raw: string): string | undefined {
  const text = collapse(
    raw
      .replace(/[[\]"+]/g, ' ')
      .replace(/[!@%^*()={};~`<>?\\|,]/g, ' ')
      .toLowerCase(),
  ).replace(/^[-.'/]+|[-.'/]+$/g, '');
  if (!text) return undefined;
  if (charLength(text) > KEYWORD_MAX_CHARS || text.split(' ').length > KEYWORD_MAX_WORDS) return undefined;
  return text;
}

/** The comma/semicolon/line separated keyword lists of the campaign form. */
export function splitKeywordList(text: string | readonly string[]): string[] {
  return (typeof text === 'string' ? text : text.join(','))
    .split(/[,;\n]+/)
    .map((k) => k.trim())
    .filter(Boolean);
}

export function titleCase(text: string): string {
  return text.replace(/(^|\s)(\p{L})/gu, (_m, space: string, letter: string) => space + letter.toUpperCase());
}

/** A display-URL path as Google takes it (RSA path1/path2): no spaces or slashes, at most 15 characters. */
export function adPathText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 15)
    .replace(/-+$/, '');
}
