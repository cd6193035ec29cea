/**
 * The offline facts reader: what a brief states about the business, proposed for the owner to
 * confirm (services with their pages and prices, selling points in the owner's words, channels,
 * hours, the brand, what it does not offer). Only what the text says; no I/O. Both AI paths may
 * propose more; generation uses only what the owner confirmed.
 */
import type { Facts, Pages } from '../contract/campaigns.js';
import { DOLLAR_SIGN_CURRENCIES, matchPages, pageKind, stemWord, wordsOf } from '../contract/facts-pages.js';
import { analyzeLocation } from '../geo-catalog/countries.js';
import { businessName } from '../copy/text.js';

export interface FactsBrief {
  description: string;
  /** The form's keywords, comma-separated or as a list. */
  keywords?: string | readonly string[] | undefined;
  /** The form's pages (by role), or bare URLs. */
  pages?: Pages | undefined;
  links?: readonly string[] | undefined;
  location?: string | undefined;
  /** The picked place's country, when the form has one: it says what a bare "$" is. */
  countryCode?: string | undefined;
  phone?: string | undefined;
  whatsapp?: string | undefined;
  bookingUrl?: string | undefined;
}

export const FACT_LIMITS = { items: 20, chars: 80 } as const;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const clip = (text: string, max: number = FACT_LIMITS.chars) => {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : t.slice(0, max)).trim();
};
const upperFirst = (text: string) => (text ? text[0]!.toLocaleUpperCase() + text.slice(1) : text);

/** The words that open a list of what the business sells. */
const SERVICE_CUE =
  /(?:^|\b)(?:ofrecemos|ofrezco|hacemos|hago|realizamos|realizo|brindamos|vendemos|vendo|preparamos|damos|dictamos|ense[nñ]amos|servicios?(?: de)?\s*:|tratamientos?\s*:|especialistas? en|especializad[oa]s? en|nos dedicamos a|ofrece|vende|brinda|realiza|we offer|i offer|offers|sells|provides|we do|we sell|i sell|we provide|we make|we bake|we teach|we install|we repair|services?(?: include)?\s*:|specialis(?:ing|ed|e|izing|ized) in|offering)\s+(.+)$/iu;

/** Words that make a clause a claim about the business (folded). */
const SELLING_CUE = new RegExp(
  [
    'anos de experiencia',
    'years? of experience',
    'years? in business',
    '\\d+\\+? (?:anos|years)',
    'desde (?:19|20)\\d\\d',
    'since (?:19|20)\\d\\d',
    'garantia',
    'garantizad',
    'guarantee',
    'warrant',
    'gratis',
    'gratuit',
    '\\bfree\\b',
    'sin cargo',
    'sin costo',
    'sin coste',
    'mismo dia',
    'same[- ]day',
    '24/7',
    '24 ?h',
    'urgencias',
    'emergenc',
    'a domicilio',
    'home visits?',
    'we come to you',
    'licencia',
    'licensed',
    'matriculad',
    'colegiad',
    'certificad',
    'certified',
    'accredited',
    'acreditad',
    'insured',
    'asegurad',
    'estacionamiento',
    'parking',
    'libres? de',
    '-free\\b',
    'sin toxicos',
    'organic',
    'organic',
    'organico',
    'natural',
    'precio fijo',
    'precios? cerrados?',
    'fixed pric',
    'upfront',
    'flat[- ]rate',
    'no hidden',
    'sin sorpresas',
    'financiacion',
    'cuotas',
    'sin interes',
    'financing',
    'payment plans?',
    'envio',
    'delivery',
    'shipping',
    'entrega',
    'familiar',
    'family[- ](?:owned|run)',
    'artesanal',
    'handmade',
    'hecho a mano',
    'masa madre',
    'sourdough',
    'estrellas',
    'stars',
    'resenas',
    'reviews',
    'opiniones',
    'clientes satisfechos',
    'happy customers',
    'grupos reducidos',
    'small groups',
    'personalizad',
    'one[- ]on[- ]one',
    '1 ?a ?1',
    'nativos?',
    'native',
    'online',
    'en linea',
    'sin turno',
    'walk-?ins?',
    'puntual',
    'on time',
    'rapid',
    'fast',
    'quick',
    'atencion personal',
    'trato personal',
    'bilingue',
    'bilingual',
    'primera (?:visita|consulta|clase)',
    'first (?:visit|consultation|class|lesson)',
    'recien tostado',
    'freshly roasted',
    'fresh',
    'fresco',
    'de especialidad',
    'specialty',
    // Titles, terms and promises the corpus's owners state in words of their own.
    'chartered',
    'gas safe',
    'registered',
    'fixed (?:monthly )?fees?',
    'honorarios fijos',
    'roasted to order',
    'tostad[oa]s? (?:a pedido|cada semana|semanalmente)',
    'listos? en \\d+',
    'ready in \\d+',
    'capped at',
    'vet[- ]formulated',
    'hechas? con veterinari',
    'at your home',
    'in your home',
    'en tu casa',
  ].join('|'),
  'u',
);

/** A phone number as people write it: optional +, digits with spaces, dots, dashes and brackets. */
const PHONE = /(?:\+|\(\+?)?\d[\d ().-]{4,}\d/g;
const WHATSAPP_WORD = /whats\s?app|wsp|\bwa\b/i;
const PHONE_WORD = /tel[eé]fono|\btel\.?|\bcel(?:ular)?\.?|ll[aá]m(?:a|á|anos|enos|ar)|\bcall\b|phone|ring|m[oó]vil|mobile/i;

const HOURS =
  /((?:(?:lun(?:es)?|mar(?:tes)?|mi[eé](?:rcoles)?|jue(?:ves)?|vie(?:rnes)?|s[aá]b(?:ado)?s?|dom(?:ingo)?s?|mon(?:day)?|tue(?:sday)?|wed(?:nesday)?|thu(?:rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\.?\s*(?:a|to|-|–|al)\s*(?:lun(?:es)?|mar(?:tes)?|mi[eé](?:rcoles)?|jue(?:ves)?|vie(?:rnes)?|s[aá]b(?:ado)?s?|dom(?:ingo)?s?|mon(?:day)?|tue(?:sday)?|wed(?:nesday)?|thu(?:rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\.?,?\s*)?(?:de\s+|from\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h|hs)?\s*(?:a|to|-|–)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h|hs)?\b)/iu;
const OPEN_ALWAYS = /\b(24\/7|abierto las 24 horas|open 24 hours|24 horas, 7 d[ií]as)\b/i;

/** A written currency: a code, a symbol that names one currency, or the currency's name. */
const CURRENCY_WORDS: [RegExp, string | 'PESO' | 'DOLLAR'][] = [
  [/^(usd|us\$|u\$s|dolares americanos|dolares estadounidenses|us dollars?)$/, 'USD'],
  [/^(eur|€|euros?)$/, 'EUR'],
  [/^(gbp|£|pounds?|libras?)$/, 'GBP'],
  [/^(mxn|mx\$)$/, 'MXN'],
  [/^(ars|ar\$)$/, 'ARS'],
  [/^(cop|col\$)$/, 'COP'],
  [/^(clp)$/, 'CLP'],
  [/^(uyu)$/, 'UYU'],
  [/^(pen|soles?|s\/\.?)$/, 'PEN'],
  [/^(brl|r\$|reais|reales)$/, 'BRL'],
  [/^(cad|c\$)$/, 'CAD'],
  [/^(aud|a\$|au\$)$/, 'AUD'],
  [/^(nzd|nz\$)$/, 'NZD'],
  [/^(pesos?)$/, 'PESO'],
  [/^(\$|dolares|dollars?|bucks)$/, 'DOLLAR'],
];
const PESO_COUNTRIES = new Set(['MX', 'AR', 'CO', 'CL', 'UY', 'DO', 'PH', 'CU']);
const CURRENCY_TOKEN =
  'usd|us\\$|u\\$s|eur|€|euros?|gbp|£|pounds?|libras?|mxn|mx\\$|ars|ar\\$|cop|col\\$|clp|uyu|pen|soles|brl|r\\$|cad|c\\$|aud|a\\$|au\\$|nzd|nz\\$|pesos?|dolares|dólares|dollars?|\\$';
const AMOUNT = '\\d{1,3}(?:[.,\\s]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?';
/** "$250", "$ 1.500", "250 MXN", "30 €", "€30", "USD 40", "1.500 pesos". */
const PRICE = new RegExp(
  `(?<pre>${CURRENCY_TOKEN})\\s?(?<a1>${AMOUNT})(?:\\s?(?<post1>${CURRENCY_TOKEN}))?|(?<a2>${AMOUNT})\\s?(?<post2>${CURRENCY_TOKEN})(?![\\p{L}])`,
  'giu',
);

/** A written amount as a number in the currency's major unit ("1.500" → 1500, "1,500.50" → 1500.5, "12,50" → 12.5). */
export function parseAmount(text: string): number | undefined {
  const t = text.replace(/\s/g, '');
  let normal: string;
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(t)) normal = t.replace(/[.,]/g, '');
  else if (/^\d{1,3}(?:,\d{3})+\.\d{1,2}$/.test(t)) normal = t.replace(/,/g, '');
  else if (/^\d{1,3}(?:\.\d{3})+,\d{1,2}$/.test(t)) normal = t.replace(/\./g, '').replace(',', '.');
  else normal = t.replace(',', '.');
  const n = Number(normal);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The country the form's place names, when it names exactly one. */
function countryOf(brief: FactsBrief): string | undefined {
  if (brief.countryCode) return brief.countryCode.toUpperCase();
  const named = analyzeLocation(brief.location ?? '').countries;
  return named.length === 1 ? named[0]!.countryCode : undefined;
}

/** The ISO 4217 code the written token means here; null when a "$" or "pesos" could be more than one. */
export function currencyOf(token: string, country: string | undefined): string | null {
  const t = fold(token.trim());
  for (const [re, code] of CURRENCY_WORDS) {
    if (!re.test(t)) continue;
    if (code === 'PESO') return country && PESO_COUNTRIES.has(country) ? (DOLLAR_SIGN_CURRENCIES[country] ?? null) : null;
    if (code === 'DOLLAR') return country ? (DOLLAR_SIGN_CURRENCIES[country] ?? null) : null;
    return code;
  }
  return null;
}

interface FoundPrice {
  index: number;
  end: number;
  amount: number;
  currency: string | null;
}

function pricesIn(text: string, country: string | undefined): FoundPrice[] {
  const out: FoundPrice[] = [];
  for (const m of text.matchAll(PRICE)) {
    const g = m.groups ?? {};
    const amountText = g.a1 ?? g.a2 ?? '';
    const amount = parseAmount(amountText);
    if (amount === undefined) continue;
    // The most specific token wins: "$250 MXN" is pesos, "US$ 40" is dollars.
    const tokens = [g.post1, g.post2, g.pre].filter((t): t is string => !!t);
    const codes = tokens.map((t) => currencyOf(t, country));
    const written = tokens.find((t) => t !== '$' && !/^(pesos?|dolares|dólares|dollars?)$/i.test(t));
    const currency = written ? currencyOf(written, country) : (codes.find((c) => c !== null) ?? null);
    out.push({ index: m.index ?? 0, end: (m.index ?? 0) + m[0].length, amount, currency });
  }
  return out;
}

/** The sentences of a text (a period followed by a space or the end; new lines), whitespace kept tidy. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+|(?<=[.!?])$/u)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** A list's items: commas, semicolons, " y ", " e ", " and ", " & ", "/"; a number's own commas kept. */
/** Stands for a comma inside brackets while a list is split (a character no one types). */
const BRACKET_COMMA = '\uE000';

function items(list: string, alternatives = true): string[] {
  // A bracket's commas stay inside it: "Preparación Cambridge (FCE, CAE)" is one item.
  const guarded = list.replace(/[.!?]+$/, '').replace(/\(([^)]*)\)/g, (m) => m.replace(/,/g, BRACKET_COMMA));
  const splitter = alternatives
    ? /,(?!\d)|;|\s+(?:y|e|and|&|o|or|as well as|además de|plus)\s+|\s+\/\s+|\s+·\s+|\s+-\s+/iu
    : /,(?!\d)|;|\s+(?:y|e|and|&|as well as|además de|plus)\s+|\s+·\s+|\s+-\s+/iu;
  return guarded
    .split(splitter)
    .map((s) => s.split(BRACKET_COMMA).join(',').trim())
    .filter(Boolean);
}

const LEADING_FILLER =
  /^(?:y|e|and|also|además|tambi[eé]n|tenemos|contamos con|con|with|we have|we are|we're|somos|ofrecemos|hacemos|realizamos|brindamos|we offer|all|todos? (?:los|las)?|plus|incluye|including|includes?|el|la|los|las|un|una|unos|unas|the|a|an|our|nuestr[oa]s?)\s+/iu;
const stripLeading = (text: string) => {
  let t = text.trim();
  for (let i = 0; i < 4; i++) {
    const next = t.replace(LEADING_FILLER, '');
    if (next === t) break;
    t = next;
  }
  return t;
};

/**
 * An amount that is the threshold of an offer, not a price: "Envío gratis en Bogotá desde $80.000",
 * "Free delivery on orders over £20". The clause before the amount names a free or discounted offer
 * and ends with the word that sets the minimum.
 */
const THRESHOLD_END =
  /\b(?:desde|from|over|above|sobre|a partir de|m[aá]s de|superiores? a|mayores? a|minimum|m[ií]nim[oa](?: de)?|de)\s*$/iu;
// Free or discounted: "Envíos desde $3.000" is what delivery costs, not a minimum.
const OFFER_CUE = /\b(?:gratis|gratuit\w*|free|sin (?:cargo|costo|coste)|descuentos?|discounts?|\d+ ?% ?off)\b/u;
const isThreshold = (clause: string) => THRESHOLD_END.test(clause.trim()) && OFFER_CUE.test(fold(clause));

const PRICE_WORDS =
  /\b(?:desde|from|a partir de|starting at|starts at|por|for|a|at|en|cuesta|cuestan|costs?|vale|valen|solo|only|just|:|=|–|-)\s*$/iu;

/** A service's name as the owner wrote it before its price ("Manicura en gel desde $250" → "Manicura en gel"). */
function nameBefore(text: string): string {
  let t = text.replace(/[:=–(]\s*$/u, '').trim();
  for (let i = 0; i < 3; i++) t = t.replace(PRICE_WORDS, '').trim();
  const parts = items(t);
  const last = parts.at(-1) ?? '';
  return stripLeading(last.replace(/^(?:precios?|prices?|tarifas?|rates?)\s*:?\s*/iu, ''))
    .replace(/[:\-–]+$/u, '')
    .trim();
}

const NOT_A_SERVICE =
  /^(?:precios?|prices?|tarifas?|rates?|cuotas?|mensualidad|fees?|valor|costo|cost|horarios?|hours|whats\s?app|tel[eé]fono|phone|call|ll[aá]ma\w*|escrib\w*|contact\w*|cita|turno|desde|from|hoy|today|nosotros|us|más|more|otros?|others?|etc\.?)$/iu;

function serviceName(raw: string, placeWords: Set<string>): string | undefined {
  let name = stripLeading(raw)
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+(?:en|in)\s+[\p{Lu}][\p{L}]+(?:\s+[\p{Lu}][\p{L}]+)*\s*$/u, '') // "… en Zapopan"
    .replace(/[.:;!?]+$/u, '')
    .trim();
  if (!name || NOT_A_SERVICE.test(name)) return undefined;
  const words = name.split(/\s+/);
  if (words.length > 7 || name.length < 3) return undefined;
  if (/\d{5,}/.test(name) || /https?:|www\.|@/.test(name)) return undefined;
  if (SELLING_CUE.test(fold(name)) && words.length > 3) return undefined;
  if (words.every((w) => placeWords.has(fold(w)))) return undefined;
  name = clip(name);
  return upperFirst(name);
}

const sameName = (a: string, b: string) => wordsOf(a).join(' ') === wordsOf(b).join(' ') || fold(a) === fold(b);

/** Adds a service unless one of the same name is there (a price or page fills the one there). */
function addService(list: Facts['services'], service: Facts['services'][number]) {
  const words = wordsOf(service.name);
  // "Apertura desde $60.000" prices the "Apertura de puertas" listed before it.
  const there =
    list.find((s) => sameName(s.name, service.name)) ??
    (service.price && words.length
      ? list.find((s) => !s.price && wordsOf(s.name)[0] === words[0] && words.every((w) => wordsOf(s.name).includes(w)))
      : undefined);
  if (there) {
    if (!there.price && service.price) there.price = service.price;
    if (!there.url && service.url) there.url = service.url;
    return;
  }
  if (list.length < FACT_LIMITS.items) list.push(service);
}

function phonesIn(text: string): { number: string; whatsapp: boolean; phone: boolean }[] {
  const out: { number: string; whatsapp: boolean; phone: boolean }[] = [];
  let lastEnd = 0;
  for (const m of text.matchAll(PHONE)) {
    const raw = m[0].trim().replace(/[\s.-]+$/, '');
    const digits = raw.replace(/\D/g, '');
    const start = m.index ?? 0;
    const before = text.slice(Math.max(lastEnd, start - 40), start);
    lastEnd = start + m[0].length;
    if (digits.length < 7 || digits.length > 15) continue;
    // An amount, a year range or hours is not a phone.
    if (
      /[$€£]\s*$|(?:usd|eur|mxn|ars|cop)\s*$/i.test(before) ||
      /^\s*(?:€|eur|usd|mxn|pesos|euros)/i.test(text.slice(lastEnd, lastEnd + 8))
    )
      continue;
    if (/\d{1,2}[:.]\d{2}\s*(?:a|to|-)\s*\d{1,2}/.test(raw)) continue;
    // "(07) 3123 4567": the bracket opens the number.
    const number = raw.startsWith('(') || raw.startsWith('+') ? raw : raw.replace(/^\)\s*/, '');
    const balanced = (number.match(/\(/g)?.length ?? 0) === (number.match(/\)/g)?.length ?? 0) ? number : number.replace(/[()]/g, '');
    const w = WHATSAPP_WORD.test(before);
    const p = PHONE_WORD.test(before);
    out.push({ number: balanced.trim(), whatsapp: w, phone: p || !w });
  }
  return out;
}

/** A wa.me or api.whatsapp.com link's number. */
function whatsappLinkNumber(text: string): string | undefined {
  const m = /(?:wa\.me\/|api\.whatsapp\.com\/send\?phone=)(\+?\d{7,15})/i.exec(text);
  return m ? `+${m[1]!.replace(/^\+/, '')}` : undefined;
}

const URL_IN_TEXT = /https?:\/\/[^\s,;)]+[^\s,;).]/gi;

/** Claims in the owner's words: the clauses of a sentence that make one. */
function claimsIn(sentence: string, brand?: string): string[] {
  const f = fold(sentence);
  if (!SELLING_CUE.test(f)) return [];
  let text = sentence.replace(URL_IN_TEXT, '').replace(/^[^:]{2,60}:\s+/u, '');
  if (brand && fold(text).startsWith(fold(brand) + ' ')) text = text.slice(brand.length).trim();
  const parts = items(text, false);
  const out: string[] = [];
  for (const part of parts) {
    // "Bright Spark is a licensed QLD electrician" → the claim, without the name that opens it.
    const claim = stripLeading(
      part.replace(/^.{0,60}?\b(?:is an?|are an?|es una?|son una?|somos una?|soy una?|we are an?|i am an?|i'm an?)\s+/iu, ''),
    )
      .replace(/[.:;!?]+$/u, '')
      .trim();
    if (!claim || claim.split(/\s+/).length > 12) continue;
    if (!SELLING_CUE.test(fold(claim))) continue;
    if ((claim.match(PHONE) ?? []).some((n) => n.replace(/\D/g, '').length >= 7)) continue;
    if (HOURS.test(claim) && !/24/.test(claim)) continue;
    out.push(upperFirst(clip(claim)));
  }
  return out;
}

/**
 * A sentence that is only a list of short items (after an optional "Name:" opening): at least two,
 * none longer than eight words. The opening sentence counts only with its colon ("Name: a, b, c").
 */
function bareList(sentence: string, index: number): string[] | undefined {
  const colon = /^[^:]{2,60}:\s+(.+)$/u.exec(sentence);
  if (index === 0 && !colon) return undefined;
  const list = items(colon ? colon[1]! : sentence, false).map((i) => i.replace(/[.!?]+$/u, '').trim());
  if (list.length < 2 || list.some((i) => !i || i.split(/\s+/).length > 8 || i.length > FACT_LIMITS.chars)) return undefined;
  if (HOURS.test(sentence) || /\d{7,}/.test(sentence.replace(/[\s().-]/g, ''))) return undefined;
  return list;
}

/** "Panadería La Espiga hornea…": two or more capitalised words that open the text, then a lower-case verb. */
function leadingName(text: string): string | undefined {
  const m = /^((?:[\p{Lu}][\p{L}'’&.-]*)(?:\s+(?:de|del|la|las|los|el|y|&|and|of|the|[\p{Lu}][\p{L}'’&.-]*)){1,4})\s+\p{Ll}/u.exec(
    text.trim(),
  );
  const name = m?.[1]?.replace(/\s+(?:de|del|la|las|los|el|y|&|and|of|the)$/i, '');
  return name && name.split(/\s+/).length >= 2 ? name : undefined;
}

/** "Abogados Ruiz: despido, liquidaciones, acoso laboral" — the brand, a colon, and what it does. */
function namedList(sentence: string, brand: string | undefined): RegExpExecArray | null {
  const colon = /^([^:]{2,60}):\s*(.+)$/u.exec(sentence);
  if (!colon || !brand || fold(colon[1]!.trim()) !== fold(brand)) return null;
  const listed = items(colon[2]!);
  // "Tostadores: café recién tostado, en grano o molido" describes one product, not a list of services.
  if (listed.length < 2 || SELLING_CUE.test(fold(listed[0]!))) return null;
  return colon;
}

const NOT_OFFERED =
  /(?:^|\b)(?:no (?:hacemos|ofrecemos|vendemos|atendemos|llevamos|tomamos|trabajamos(?: con)?|realizamos|damos|tenemos)|we (?:don't|do not|no longer) (?:do|offer|sell|provide|take|work on)|(?:we )?(?:don't|do not) offer|not offered:?|no ofrecemos:?)\s+(.+)$/iu;

/**
 * Reads a brief's facts. Only what the form's fields say: a service is named by the owner (a list
 * after "ofrecemos"/"we offer", a priced item, else the keywords), a claim is a clause of the
 * description in the owner's words, a channel is a number or link the owner wrote.
 */
export function readFacts(brief: FactsBrief): Facts {
  const description = brief.description.replace(/\r/g, '');
  const country = countryOf(brief);
  const placeWords = new Set(
    fold(brief.location ?? '')
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length > 2),
  );
  const brand = businessName(description) ?? leadingName(description);
  const services: Facts['services'] = [];
  const sellingPoints: string[] = [];
  const notOffered: string[] = [];

  for (const [index, sentence] of sentences(description).entries()) {
    const withoutUrls = sentence.replace(URL_IN_TEXT, ' ');
    const notOffer = NOT_OFFERED.exec(withoutUrls);
    if (notOffer) {
      for (const item of items(notOffer[1]!)) {
        const name = serviceName(item, placeWords);
        if (name && notOffered.length < FACT_LIMITS.items) notOffered.push(name);
      }
      continue;
    }
    // Priced items: the words before each price name it.
    const prices = pricesIn(withoutUrls, country);
    let from = 0;
    for (const price of prices) {
      const before = withoutUrls.slice(from, price.index);
      from = price.end;
      // "Envío gratis desde $80.000": the offer's minimum, no service's price (a selling point below).
      if (isThreshold(items(before).at(-1) ?? before)) continue;
      const name = serviceName(nameBefore(before), placeWords);
      if (name) addService(services, { name, price: { amount: price.amount, currency: price.currency } });
    }
    // A list of what the business sells.
    const listed = SERVICE_CUE.exec(withoutUrls) ?? namedList(withoutUrls, brand);
    if (listed && !prices.length) {
      for (const item of items(listed.at(-1) ?? '')) {
        if (SELLING_CUE.test(fold(item)) && item.split(/\s+/).length > 2) continue;
        const name = serviceName(item, placeWords);
        if (name) addService(services, { name });
      }
    }
    // A bare list ("Sports injuries, back pain and post-surgery rehab."; "Taller Giralda en Sevilla:
    // cambio de aceite, frenos y pre-ITV."): the first one that is mostly not claims names the
    // services; the others are claims, each item in the owner's words.
    const bare = !listed && !prices.length ? bareList(withoutUrls, index) : undefined;
    if (bare) {
      const cued = bare.filter((item) => SELLING_CUE.test(fold(item))).length;
      if (!services.length && cued * 2 < bare.length) {
        for (const item of bare) {
          const name = serviceName(item, placeWords);
          if (name) addService(services, { name });
        }
      } else {
        for (const item of bare) {
          const claim = upperFirst(clip(stripLeading(item).replace(/[.:;!?]+$/u, '')));
          if (!claim || sellingPoints.length >= FACT_LIMITS.items) continue;
          if ((claim.match(PHONE) ?? []).some((n) => n.replace(/\D/g, '').length >= 7)) continue;
          if (!sellingPoints.some((p) => fold(p) === fold(claim))) sellingPoints.push(claim);
        }
      }
      continue;
    }
    for (const claim of claimsIn(withoutUrls, brand)) {
      if (sellingPoints.length >= FACT_LIMITS.items) break;
      PRICE.lastIndex = 0;
      const priced = PRICE.exec(claim);
      PRICE.lastIndex = 0;
      if (priced) {
        // "Envío gratis en Bogotá desde $80.000": the offer with its minimum is one claim.
        if (isThreshold(claim.slice(0, priced.index))) {
          const offer = upperFirst(clip(claim.slice(0, priced.index + priced[0].length)));
          if (!sellingPoints.some((p) => fold(p) === fold(offer))) sellingPoints.push(offer);
          continue;
        }
        // "Envío gratis: 2x1 $80.000": the claim is the words before the amount.
        const before = claim
          .slice(0, priced.index)
          .replace(/\s+(?:por|on|for)\s+\S+(?:\s+\S+)?\s*(?:desde|from|over|de m[aá]s de)?\s*$/iu, '');
        const kept = nameBefore(before);
        if (!kept || !SELLING_CUE.test(fold(kept))) continue;
        if (!sellingPoints.some((p) => fold(p) === fold(kept))) sellingPoints.push(upperFirst(clip(kept)));
        continue;
      }
      if (services.some((s) => sameName(s.name, claim))) continue;
      if (!sellingPoints.some((p) => fold(p) === fold(claim))) sellingPoints.push(claim);
    }
  }

  // No service named in the description: the keywords, without the place and "near me".
  if (!services.length) {
    const keywords = typeof brief.keywords === 'string' ? brief.keywords.split(/[,;\n]+/) : [...(brief.keywords ?? [])];
    for (const keyword of keywords) {
      const words = keyword
        .trim()
        .split(/\s+/)
        .filter((w) => w && !placeWords.has(fold(w)));
      const name = words
        .join(' ')
        .replace(/\b(?:cerca de m[ií]|near me|barat[oa]s?|cheap|best|mejor(?:es)?)\b/giu, '')
        .trim();
      const service = name ? serviceName(name, placeWords) : undefined;
      if (service) addService(services, { name: service });
      if (services.length >= 6) break;
    }
  }

  // Channels: the form's own fields first, then what the description writes.
  const found = phonesIn(description.replace(URL_IN_TEXT, ' '));
  const links = [...Object.values(brief.pages ?? {}), ...(brief.links ?? []), ...(description.match(URL_IN_TEXT) ?? [])].filter(
    (u): u is string => !!u,
  );
  const phone = brief.phone?.trim() || found.find((f) => f.phone)?.number;
  const whatsapp =
    brief.whatsapp?.trim() ||
    found.find((f) => f.whatsapp)?.number ||
    whatsappLinkNumber([description, ...links].join(' ')) ||
    (/whats\s?app/i.test(description) && found.length === 1 ? found[0]!.number : undefined);
  const bookingUrl = brief.bookingUrl?.trim() || links.find((u) => pageKind(u) === 'booking');
  const hours = OPEN_ALWAYS.exec(description)?.[1] ?? HOURS.exec(description)?.[1]?.trim();

  // The owner's pages matched to services by their URL words.
  const servicePages = links.filter((u) => pageKind(u) !== 'booking' && pageKind(u) !== 'contact' && pageKind(u) !== 'about');
  const withPages = matchPages(services, servicePages);

  return {
    ...(brand ? { brand: clip(brand) } : {}),
    services: withPages.map((s) => ({ ...s, name: clip(s.name) })),
    sellingPoints: distinctPoints(sellingPoints.map((p) => clip(p))),
    ...(phone ? { phone: phone.slice(0, 40) } : {}),
    ...(whatsapp ? { whatsapp: whatsapp.slice(0, 40) } : {}),
    ...(bookingUrl ? { bookingUrl } : {}),
    ...(hours ? { hours: clip(hours, 200) } : {}),
    notOffered,
    neverSay: [],
  };
}

/** Whether two facts name the same thing (for merging a proposal into what the owner has). */
export const sameFact = (a: string, b: string) => stemWord(a.trim()) === stemWord(b.trim()) || sameName(a, b);

/**
 * Words of a claim that say the same thing, each folded to one meaning ("envío", "entrega",
 * "delivery" are one; "gratis", "sin cargo", "free" are one), so two wordings of one claim compare equal.
 */
const SAME_MEANING: [RegExp, string][] = [
  [/\b(?:sin (?:cargo|costo|coste)|gratis|gratuit[oa]s?|free(?: of charge)?|no charge)\b/g, ' ~free '],
  [
    /\b(?:envi(?:o|os|amos|a|an)|entreg(?:a|as|amos|an)|despach(?:o|os|amos)|repart\w*|deliver(?:y|ies|s|ed|ing)?|shipping|ship|ships|shipped)\b/g,
    ' ~delivery ',
  ],
  [/\b(?:a domicilio|domicilio|home|doorstep|your door|tu puerta)\b/g, ' ~home '],
  [/\b(?:mismo dia|same[- ]day)\b/g, ' ~sameday '],
  [/(?:\b24 ?(?:h|hs|hrs|horas|hours)\b|\b24\/7\b|\baround the clock\b)/g, ' ~24h '],
  [/\b(?:hecho a mano|handmade|hand[- ]made)\b/g, ' ~handmade '],
  [/\b(?:turnos?|citas?|reservas?|reserva[rs]?|book|booking|books|appointments?)\b/g, ' ~book '],
  [/\b(?:online|en linea|on-line)\b/g, ' ~online '],
  [/\b(?:anos|ano|years?)\b/g, ' ~years '],
  [/\b(?:experiencia|experience|trayectoria)\b/g, ' ~experience '],
  [/\b(?:presupuestos?|cotizacion(?:es)?|quotes?|estimates?)\b/g, ' ~quote '],
  // Who does the work, by their trade or not: "Técnicos certificados" and "Profesionales certificados",
  // "Veterinarios colegiados" and "Profesionales colegiados" are one claim.
  [
    /\b(?:profesionales|profesional|tecnicos?|equipo|personal|especialistas?|expertos?|professionals?|team|staff|crews?|experts?|specialists?|technicians?|veterinari[oa]s|vets|contador[ae]s|accountants|odontologos|dentistas|dentists|abogad[oa]s|lawyers|mecanicos|mechanics|electricistas|electricians|plomeros|fontaneros|plumbers|instructor[ae]s|instructors|profesor[ae]s|teachers|tutor[ae]s|tutors|kinesiologos|fisioterapeutas|physiotherapists|physios|estilistas|stylists|cleaners|installers|instaladores|cerrajeros|locksmiths|terapeutas|therapists|optometristas|optometrists|nutricionistas|trainers|entrenador[ae]s)\b/g,
    ' ~pro ',
  ],
];
/** Words that carry no claim of their own (articles, the verbs that open one, "more than", "within"). */
const POINT_STOP = new Set(
  (
    'a al de del la las el lo los en y e o u con para por tu tus su sus nuestro nuestra nuestros nuestras mi mis un una unos unas ' +
    'todo toda todos todas mas muy que desde hacemos ofrecemos tenemos realizamos contamos brindamos somos hago ofrezco dentro ' +
    'we our us you your i my me the an and or for to of in on with at by all every do does offer offers have has are is be ' +
    'more than plus also tambien ademas since within across throughout can puedes podes'
  ).split(' '),
);

/** A claim's meaning: its words, synonyms folded to one, without the words that carry none. */
function pointMeaning(text: string): { tokens: Set<string>; weight: number } {
  const folded = fold(text).replace(/(\d)[.,](\d{3})\b/g, '$1$2');
  const plain = folded.split(/[^\p{L}\d~]+/u).filter((w) => w && !POINT_STOP.has(w));
  let meant = ` ${folded} `;
  for (const [re, concept] of SAME_MEANING) meant = meant.replace(re, concept);
  const tokens = new Set(
    meant
      .split(/[^\p{L}\d~]+/u)
      .filter((w) => w && !POINT_STOP.has(w))
      .map((w) => (w.startsWith('~') ? w : stemWord(w))),
  );
  return { tokens, weight: plain.length };
}

/**
 * Whether two selling points say the same thing: the same meaning ("Free delivery" / "We deliver for
 * free"), one the other's with a figure that bounds it ("Free shipping over $35"), or one the
 * other's with at most two more words ("Entrega a domicilio" / "Envíos a domicilio en toda la
 * ciudad"). Different figures are different claims ("15 years" / "20 years").
 */
export function samePoint(a: string, b: string, options: { longer?: boolean } = {}): boolean {
  const x = pointMeaning(a);
  const y = pointMeaning(b);
  if (!x.tokens.size || !y.tokens.size) return false;
  const [small, large] = x.tokens.size <= y.tokens.size ? [x, y] : [y, x];
  if (![...small.tokens].every((t) => large.tokens.has(t))) return false;
  if (small.tokens.size === large.tokens.size) return true;
  // The longer one sets a figure the shorter leaves out ("Free shipping" / "Free shipping over $35"):
  // the shorter alone would claim more than the owner does.
  if ([...large.tokens].some((t) => !small.tokens.has(t) && /^\d/.test(t))) return true;
  return options.longer !== false && small.weight >= 2 && large.tokens.size - small.tokens.size <= 2;
}

/**
 * The selling points, each said once: of two that say the same thing, the owner's own wording (found
 * in `ownText`, when given), then the more complete one, then the first is kept, where the first stood.
 * `longer: false` keeps a short wording beside a longer one that adds to it ("2-Year Warranty" beside
 * "2-year warranty on every repair"): generation's headline-length points and the owner's clauses.
 */
export function distinctPoints(points: readonly string[], ownText?: string, options: { longer?: boolean } = {}): string[] {
  const own = ownText === undefined ? undefined : fold(ownText).replace(/\s+/g, ' ');
  const better = (kept: string, other: string) => {
    if (own !== undefined) {
      const a = own.includes(fold(kept));
      const b = own.includes(fold(other));
      if (a !== b) return b;
    }
    return pointMeaning(other).tokens.size > pointMeaning(kept).tokens.size;
  };
  const out: string[] = [];
  for (const point of points) {
    const at = out.findIndex((kept) => samePoint(kept, point, options));
    if (at < 0) out.push(point);
    else if (better(out[at]!, point)) out[at] = point;
  }
  return out;
}
