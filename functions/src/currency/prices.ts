import { COUNTRY_CURRENCIES } from '../contract/currency-rates.js';

/**
 * Prices read the owner's way (pure, no I/O). "$450" means the money of the place the business is
 * in: pesos in Mexico, Argentina, Chile, Colombia and Uruguay, dollars in the US, Canada, Australia
 * and New Zealand. A currency the owner wrote (a code, a marked sign such as "US$" or "R$", a word
 * such as "pesos" or "euros") wins over the place. A bare "$" where "$" is not the local money (a
 * shop in Spain) is ambiguous: the currency is left null, for the owner to answer, never guessed.
 *
 * The facts step proposes services' prices as `{amount, currency | null}` from `readPrice`; the
 * price asset is built only from prices whose currency is the Google Ads account's.
 */

export interface ReadPrice {
  amount: number;
  /** ISO 4217, or null when only an ambiguous "$" says which money it is. */
  currency: string | null;
  /** What comes before the price ("Uñas acrílicas"). */
  header: string;
  /** What comes after it ("por persona"). */
  rest: string;
}

/** Codes read as written. */
const CODES = ['USD', 'EUR', 'GBP', 'ARS', 'MXN', 'CLP', 'COP', 'UYU', 'PEN', 'BRL', 'CAD', 'AUD', 'NZD', 'PYG', 'BOB', 'JPY'];

/** Signs that say their currency by themselves. */
const MARKED_SIGNS: Record<string, string> = {
  US$: 'USD',
  U$S: 'USD',
  U$D: 'USD',
  R$: 'BRL',
  A$: 'AUD',
  AU$: 'AUD',
  C$: 'CAD',
  CA$: 'CAD',
  NZ$: 'NZD',
  MX$: 'MXN',
  AR$: 'ARS',
  COL$: 'COP',
  CLP$: 'CLP',
  'S/': 'PEN',
  'S/.': 'PEN',
  '€': 'EUR',
  '£': 'GBP',
};

/** Currencies whose own sign is "$": where one is the local money, a bare "$" means it. */
const DOLLAR_SIGN_CURRENCIES = new Set(['USD', 'MXN', 'ARS', 'CLP', 'COP', 'UYU', 'CAD', 'AUD', 'NZD']);
const PESOS = new Set(['MXN', 'ARS', 'CLP', 'COP', 'UYU']);
const DOLLARS = new Set(['USD', 'CAD', 'AUD', 'NZD']);

/** The local money of a country, when Pautia knows it (contract/currency-rates.ts). */
export function localCurrency(countryCode: string | undefined): string | undefined {
  return countryCode ? COUNTRY_CURRENCIES[countryCode.toUpperCase()] : undefined;
}

/** What a bare "$" means in a country: its own money when that is written "$", else null (ambiguous). */
export function dollarSignCurrency(countryCode: string | undefined): string | null {
  const local = localCurrency(countryCode);
  return local && DOLLAR_SIGN_CURRENCIES.has(local) ? local : null;
}

/** A currency word ("pesos", "bucks", "euros") → the money it means in that country; null when it cannot say. */
function wordCurrency(word: string, countryCode: string | undefined): string | null {
  const local = localCurrency(countryCode);
  const w = word.toLowerCase();
  if (/^pesos?$/.test(w)) return local && PESOS.has(local) ? local : null;
  // "Dólares" in Mexico or Argentina are US dollars; "bucks" in Brisbane are Australian ones.
  if (/^(d[oó]lar(es)?|dollars?|bucks?)$/.test(w)) return local && DOLLARS.has(local) ? local : 'USD';
  if (/^euros?$/.test(w)) return 'EUR';
  if (/^(libras?|pounds?|quid)$/.test(w)) return 'GBP';
  if (/^soles?$/.test(w)) return 'PEN';
  if (/^(reais|real)$/.test(w)) return 'BRL';
  return null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const SIGN = [...Object.keys(MARKED_SIGNS)]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|');
const CODE = `\\b(?:${CODES.join('|')})\\b`;
const WORD = 'pesos?|d[oó]lar(?:es)?|dollars?|bucks?|euros?|libras?|pounds?|quid|soles?|reais';
const NUMBER = '\\d[\\d.,]*';
/**
 * Where a price sits: a sign or code before the number ("US$ 1.234", "$450", "MXN 450"), or a code,
 * sign or word after it ("6,50 €", "450 pesos"), and a code after a signed number ("$450 MXN").
 */
const PRICE = new RegExp(`(${SIGN}|\\$|${CODE})\\s?(${NUMBER})(?:\\s?(${CODE}))?|(${NUMBER})\\s?(${SIGN}|${CODE}|(?:${WORD})\\b)`, 'iu');

/** Whether `text` states a price in any way `readPrice` reads (a sign, a code or a currency word beside a number). */
export function mentionsPrice(text: string): boolean {
  return PRICE.test(text);
}

/** The first price in `text`, read for a business in `countryCode` (ISO 3166-1 alpha-2). */
export function readPrice(text: string, countryCode: string | undefined): ReadPrice | undefined {
  const m = PRICE.exec(text);
  if (!m) return undefined;
  const before = m[1];
  const after = m[3] ?? m[5];
  const amount = parseAmount(m[2] ?? m[4] ?? '');
  if (!(amount > 0)) return undefined;
  const currency = currencyOf(after, countryCode) ?? currencyOf(before, countryCode) ?? null;
  const header = text
    .slice(0, m.index)
    .replace(/[\s:–—-]+$/, '')
    .replace(/\b(a|at|por|desde|from|a partir de)$/i, '')
    .trim();
  const rest = text
    .slice(m.index + m[0].length)
    .replace(/^[\s,.:;–—-]+/, '')
    .trim();
  return { amount, currency, header, rest };
}

/** The currency a sign, code or word says (a written code first); undefined for a bare "$" nobody can read. */
function currencyOf(mark: string | undefined, countryCode: string | undefined): string | undefined {
  if (!mark) return undefined;
  const upper = mark.toUpperCase();
  if (CODES.includes(upper)) return upper;
  const marked = MARKED_SIGNS[upper] ?? MARKED_SIGNS[mark];
  if (marked) return marked;
  if (mark === '$') return dollarSignCurrency(countryCode) ?? undefined;
  return wordCurrency(mark, countryCode) ?? undefined;
}

/** "4.500" → 4500, "6,50" → 6.5, "1,234.5" → 1234.5, "1.234,50" → 1234.5. */
export function parseAmount(raw: string): number {
  const text = raw.replace(/[.,]+$/, '');
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  const sep = Math.max(lastDot, lastComma);
  if (sep < 0) return Number(text);
  const decimals = text.length - sep - 1;
  const both = lastDot >= 0 && lastComma >= 0;
  const repeated = text.split(text[sep]!).length > 2;
  // A lone separator with three digits after it groups thousands ("$4.500", "$1,500"); so does one used twice.
  const isDecimal = both || (!repeated && decimals !== 3);
  if (!isDecimal) return Number(text.replace(/[.,]/g, ''));
  return Number(`${text.slice(0, sep).replace(/[.,]/g, '')}.${text.slice(sep + 1)}`);
}
