/**
 * The one ad-copy linter: pure, zod-free and dependency-free, so the web app can run it
 * live on the campaign page through the contract path alias. Every stored strategy passes it,
 * whichever AI wrote the copy.
 *
 * Rules (Google Ads editorial requirements as Google states them, plus our own quality rules):
 * - `length`: headlines ≤ 30 characters, descriptions ≤ 90, none empty;
 * - `duplicate` / `near-duplicate`: no headline (or description) repeats another, or only adds the
 *   place or a filler word to it ("Panadería en Rosario" after "Panadería");
 * - `exclamation`: no "!" in headlines, at most one in a description;
 * - `punctuation`: no repeated punctuation or symbols ("!!", "??", "...", "**");
 * - `emoji`: no emoji or decorative symbols (►, ★, ✓);
 * - `capitals`: no gimmicky capitals (words of 4+ letters in capitals, "FrEe");
 * - `phone`: no phone numbers in ad text (Google wants call assets for that);
 * - `click-here`: no "click here" or similar generic calls to action;
 * - `superlative`: no "best", "#1", "el mejor"… unless the business's own description says it;
 * - `filler`: no lines that could be in any ad ("Learn More Here", "Más información aquí");
 * - `language`: every line in the campaign's language (no "Spanish" in Spanish copy);
 * - `quoted`: ad text is written, not the owner's description quoted back (40+ characters verbatim);
 * - `proper-noun`: place names and brands written with their capitals ("Madrid", not "madrid");
 * - `claim`: "free", 24/7, same day, years, guarantees, prices, discounts, certifications,
 *   "insured" only when the business's description states them (both languages). An owner's own
 *   edit is theirs: `campaignLintContext` turns this rule off.
 */

export const AD_HEADLINE_MAX = 30;
export const AD_DESCRIPTION_MAX = 90;

export type CopyField = 'headlines' | 'descriptions';
export type CopyRule =
  | 'length'
  | 'duplicate'
  | 'near-duplicate'
  | 'exclamation'
  | 'punctuation'
  | 'emoji'
  | 'capitals'
  | 'phone'
  | 'click-here'
  | 'superlative'
  | 'filler'
  | 'language'
  | 'quoted'
  | 'proper-noun'
  | 'claim';

export interface CopyViolation {
  field: CopyField;
  index: number;
  rule: CopyRule;
  message: string;
}

export interface AdCopy {
  headlines: string[];
  descriptions: string[];
}

export interface CopyLintContext {
  /** 'es' or 'en' (anything else: the language rule is skipped). */
  lang?: string;
  /** The business's own description: a superlative it states is supported. */
  support?: string;
  /** Place names and brands, written as they must appear ("Madrid", "Bright Smile Dental"). */
  properNouns?: string[];
  /** Whether claims the description does not state are refused (default: yes, when `support` is known). */
  claims?: boolean;
  /** Words and claims the owner asked never to use: a line holding one is refused (as a claim), edits included. */
  neverSay?: readonly string[];
  /** The searches the owner targets: one that says urgency ("fontanero urgente") supports an urgent line. */
  searchTerms?: string;
  /**
   * The brand, also among `properNouns`: given, a line naming it says one fact more than the same
   * line without it ("Lupita Nails: citas el mismo día" is no near-duplicate of "Citas el mismo día").
   * Then a place is a fact the line carries too; without a brand, a line that only adds the city
   * repeats another.
   */
  brand?: string;
  /**
   * The place names alone, when known: the near-duplicate check counts a place as a fact a line
   * carries, and an acronym among `properNouns` ("NCEA", "IELTS") is no place. `properNouns` when not given.
   */
  places?: readonly string[];
  /**
   * More of the owner's own words a line may add as a fact (the campaign's keywords, on the
   * campaign page): a stored ad was written from facts the page no longer has in full.
   */
  ownerTerms?: string;
  /** Text ad lines must not quote back (40+ characters verbatim); `support` when not given. */
  quotable?: string;
}

/**
 * Claims a line may make only when the description makes them. Each kind: what finds
 * it in a line, and what finds it in the description (folded text, both languages).
 */
const CLAIMS: { kind: string; line: RegExp; support: RegExp }[] = [
  {
    kind: 'free',
    // "Gluten free", "sugar free" describe the product, not its price.
    line: /(?<!(gluten|sugar|dairy|lactose|fat|cruelty|smoke|alcohol|caffeine|hands|toll|nut|egg)[ -])\b(free|gratis|gratuit[oa]s?|sin cargo|sin costo|no charge)\b/,
    support: /\b(free|gratis|gratuit[oa]s?|sin cargo|sin costo|sin coste|no charge|no fee|no call-?out fee)\b/,
  },
  {
    kind: '24/7',
    line: /24 ?\/ ?7|\b24 ?(h|hs|horas|hours|hrs)\b|around the clock|las 24 horas|dia y noche|day and night/,
    support: /24 ?\/ ?7|\b24 ?(h|hs|horas|hours|hrs)\b|around the clock|las 24 horas|dia y noche|day and night/,
  },
  {
    kind: 'same day',
    line: /same[- ]day|mismo dia|en el dia\b|en el acto/,
    support: /same[- ]day|mismo dia|en el dia\b|en el acto/,
  },
  {
    kind: 'guarantee',
    line: /guarante|warrant|garantia|garantizad|garantizamos/,
    support: /guarante|warrant|garantia|garantizad|garantizamos/,
  },
  {
    kind: 'certification',
    line: /\b(certified|certificad[oa]s?|colegiad[oa]s?|accredited|acreditad[oa]s?|licensed|licenciad[oa]s?|matriculad[oa]s?|board[- ]certified)\b/,
    support: /(certifi|colegiad|accredit|acreditad|licens|licenciad|matricul)/,
  },
  {
    // Speed and urgency promise an emergency service: only an emergency, 24-hour or same-day fact supports them.
    kind: 'urgent',
    line: /\b(fast|rapid|quick) (response|help|service)|\burgent|\burgencias?\b|\bemergenc|respuesta rapida|atencion inmediata|\bal instante\b/,
    support:
      /emergenc|urgenc|urgent|24 ?\/ ?7|\b24 ?(h|hs|horas|hours|hrs)\b|same[- ]day|mismo dia|en el dia\b|llegamos en \d+|within \d+ ?(min|hour)/,
  },
  { kind: 'insured', line: /\b(insured|asegurad[oa]s?|con seguro)\b/, support: /(insur|asegurad|con seguro|seguro de responsabilidad)/ },
];
/** Years of experience, prices and discounts: the same number must be in the description. */
const NUMBER_CLAIMS = [
  /\b(\d+)\s*\+?\s*(years?|yrs|anos|ano)\b/g,
  /[$€£]\s?(\d[\d.,]*)|(\d[\d.,]*)\s?(?:[$€£]|usd|eur|ars|mxn|cop|clp|pesos|euros|dollars)\b/g,
  /\b(?:desde|from|a partir de)\s+(\d[\d.,]*)/g,
  /(\d+)\s?%/g,
];

/** The first claim this line makes that the description does not state, or undefined. */
function unsupportedClaim(folded: string, support: string, searched = ''): string | undefined {
  for (const claim of CLAIMS) {
    const found = claim.line.exec(folded)?.[0];
    if (!found || claim.support.test(support)) continue;
    if (claim.kind === 'urgent' && (claim.support.test(searched) || claim.line.test(searched))) continue;
    return found;
  }
  const numbers = new Set(support.match(/\d+/g) ?? []);
  for (const pattern of NUMBER_CLAIMS) {
    for (const m of folded.matchAll(pattern)) {
      const digits = (m[1] ?? m[2] ?? '').match(/\d+/g) ?? [];
      if (digits.some((d) => !numbers.has(d))) return m[0].trim();
    }
  }
  return undefined;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\d%]+/u)
    .filter(Boolean);

const EMOJI = /[\p{Extended_Pictographic}\u2190-\u21ff\u2460-\u24ff\u25a0-\u27bf\u2b00-\u2bff]|\ufe0f/u;
const REPEATED = /([!?.,;:*#@$%&_~=+\-/|\\^])\1|[!?][!?]/;
const CLICK_HERE =
  /\b(click here|click now|click this|tap here|haz clic aqui|haga clic aqui|pulsa aqui|pincha aqui|clic aqui|click aqui|hace clic aqui|hace clic aca|clic aca|click aca|toca aca)\b/;
const PHONE = /(?:\+?\d[\d ().-]{5,}\d)/g;

const SUPERLATIVES: Record<'es' | 'en', RegExp> = {
  en: /\b(amazing|incredible|best|#1|no\.? ?1|number one|cheapest|fastest|lowest price|greatest|top[- ]rated|leading|unbeatable|world[- ]class)\b|#1/,
  es: /\b(increibles?|alucinantes?|el mejor|la mejor|los mejores|las mejores|mejor precio|numero 1|n[oº] ?1|el mas barato|la mas barata|mas baratos?|el mas rapido|lider|insuperable|imbatible)\b|#1/,
};

/** Filler at the end of a line, or a line that is only a fragment. Folded words. */
const FILLER_TAIL =
  /(^|\s)(learn more|more info|for more|for more info|find out more|read more|see more|para mas|conozca|conozca mas|conoce mas|conoce|conocenos|saber mas|sepa mas|mas informacion|mas info|ver mas)( here| aqui| today| hoy)?$|^(para|for|por|and|y|con|with)$/u;

/** Lines that could sit in any ad: they say nothing about this business. Folded, no punctuation. */
const FILLER = new Set(
  [
    'learn more',
    'learn more here',
    'learn more today',
    'personal attention',
    'see what we offer',
    'message us today',
    'call or message us',
    'we answer your questions',
    'get started today',
    'easy to get started',
    'find what you need',
    'visit our website',
    'learn more on our site',
    'all the details here',
    'friendly clear service',
    'quality service',
    'great service',
    'contact us',
    'contact us today',
    'find out more',
    'read more',
    'more information',
    'mas informacion',
    'mas informacion aqui',
    'atencion personalizada',
    'escribenos hoy mismo',
    'conoce nuestra propuesta',
    'llamanos o escribenos',
    'resolvemos tus dudas',
    'infórmate sin compromiso',
    'informate sin compromiso',
    'empieza hoy mismo',
    'visita nuestra web',
    'encuentra lo que buscas',
    'descubre mas en la web',
    'trato cercano y claro',
    'toda la informacion aqui',
    'servicio de calidad',
    'contactanos',
    'contacta con nosotros',
    'descubre mas',
    'saber mas',
    'haz clic aqui',
    // The same in voseo (Argentina, Uruguay); accents fold away, so only changed stems are listed.
    'escribinos hoy mismo',
    'llamanos o escribinos',
    'empeza hoy mismo',
    'encontra lo que buscas',
    'descubri mas en la web',
    'descubri mas',
    'mas informacion aca',
    'toda la informacion aca',
    'hace clic aqui',
    'hace clic aca',
  ].map(fold),
);

/** Words that only place, pad or connect: two lines that differ only in these are near-duplicates. */
const PADDING = new Set(
  (
    'de del la las el los en y e o a al con para por tu tus su sus un una hoy ya aqui cerca ti mi me nuestro nuestra ' +
    'the a an of in at on for and or to with your our my near you me today now here us we local'
  ).split(' '),
);

const LANGUAGE_NAMES: Record<'es' | 'en', RegExp> = {
  es: /\b(spanish|english|french|german)\b/,
  en: /\b(espanol|ingles|castellano|frances|aleman)\b/,
};
const STOP: Record<'es' | 'en', Set<string>> = {
  es: new Set('de la el en y los las del por con para una un tu tus que es sin al su nuestro nuestra'.split(' ')),
  en: new Set('the and of to in for with on your our you we is are from at by get now today near'.split(' ')),
};

/** Acronyms of 4+ letters that are written in capitals by everyone (shorter ones always pass). */
export const KNOWN_ACRONYMS = new Set([
  'HVAC',
  'NASA',
  'UNESCO',
  'ASAP',
  'FAQS',
  'SEPE',
  'DGT',
  'OCU',
  'IELTS',
  'TOEFL',
  'LGBT',
  'CBD',
  'SaaS',
]);

function isGimmickyCaps(text: string, properNouns: string[]): boolean {
  const allowed = new Set([...properNouns.flatMap((n) => n.split(/\s+/)), ...KNOWN_ACRONYMS]);
  for (const word of text.split(/[^\p{L}\d]+/u)) {
    if (!word || allowed.has(word)) continue;
    const letters = word.replace(/[^\p{L}]/gu, '');
    // Acronyms (USA, DVD, IVA, SEO) are allowed; a 4+-letter word in capitals is shouting.
    if (letters.length >= 4 && letters === letters.toLocaleUpperCase() && letters !== letters.toLocaleLowerCase()) return true;
    // Capitals inside a word, more than once ("FrEe"); "iPhone" and "McDonald" pass.
    if ((word.match(/\p{Ll}\p{Lu}/gu) ?? []).length >= 2) return true;
  }
  return false;
}

function hasPhone(text: string): boolean {
  for (const match of text.match(PHONE) ?? []) {
    if (match.replace(/\D/g, '').length >= 7) return true;
  }
  return false;
}

function wrongLanguage(text: string, lang: 'es' | 'en'): boolean {
  const folded = fold(text);
  if (LANGUAGE_NAMES[lang].test(folded)) return true;
  const other = lang === 'es' ? 'en' : 'es';
  let mine = 0;
  let theirs = 0;
  for (const w of words(text)) {
    if (STOP[lang].has(w)) mine++;
    else if (STOP[other].has(w)) theirs++;
  }
  if (lang === 'en' && /[ñ¿¡]|cion\b/.test(folded)) theirs++;
  return theirs >= 2 && theirs > mine;
}

/** The proper nouns this text writes in lower case (or otherwise miscapitalised). */
function miscapitalised(text: string, properNouns: string[]): string[] {
  const out: string[] = [];
  for (const noun of properNouns) {
    if (!noun || noun === noun.toLowerCase()) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\d])${escape(noun)}(?![\\p{L}\\d])`, 'giu');
    for (const match of text.matchAll(pattern)) {
      if (match[0] !== noun) out.push(noun);
    }
  }
  return out;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A line's meaning for near-duplicate checks: content words without places or padding. */
function gist(text: string, properNouns: readonly string[], brand?: string, placeIsFact = false): string[] {
  const full = brand?.trim() ? fold(brand.trim()) : '';
  // A line may name the brand without its trade word ("Sparkright: Smoke Alarms"): still the brand.
  const short = full ? fold(brandWithoutTrade(brand!.trim())) : '';
  const b =
    full && !fold(text).includes(full) && short && new RegExp(`(?<![\\p{L}\\d])${escape(short)}(?![\\p{L}\\d])`, 'u').test(fold(text))
      ? short
      : full;
  const named = b !== '' && fold(text).includes(b);
  const placeWords = new Set(properNouns.filter((n) => !full || fold(n) !== full).flatMap((n) => words(n)));
  const content = [
    ...words(named ? fold(text).split(b).join(' ') : text).filter((w) => !PADDING.has(w)),
    ...(named ? ['\u0001brand'] : []),
  ];
  const withoutPlace = content.filter((w) => !placeWords.has(w));
  // Lines written from facts (the brand known): the place is a fact the line carries, so "Primera
  // clase gratis en Fitzroy" says one thing more than "Primera clase gratis".
  // So are lines written from confirmed facts (the places known), with or without a brand.
  if ((b || placeIsFact) && withoutPlace.length && withoutPlace.length < content.length) withoutPlace.push('\u0001place');
  return (withoutPlace.length ? withoutPlace : content).map((w) => w.replace(/(es|s)$/, ''));
}

function nearDuplicate(a: string[], b: string[], factWords?: ReadonlySet<string>): boolean {
  if (!a.length || !b.length) return false;
  const A = new Set(a);
  const B = new Set(b);
  const shared = [...A].filter((w) => B.has(w)).length;
  // Same content words, or one line is the other plus at most one word.
  if (shared === A.size && shared === B.size) return true;
  const small = Math.min(A.size, B.size);
  // The brand is a fact of its own: a line that adds it to another says one thing more.
  if (A.has('\u0001brand') !== B.has('\u0001brand') || A.has('\u0001place') !== B.has('\u0001place')) return false;
  // Beside the brand or the place, one word more is one fact more ("Aire Accountants: Bookkeeping").
  if (A.has('\u0001brand') || A.has('\u0001place')) return false;
  // Lines written from confirmed facts: the one word more is a fact of its own ("Balayage:
  // productos veganos" says the service beside the selling point), not a rewording.
  const [less, more] = A.size <= B.size ? [A, B] : [B, A];
  if (factWords && [...more].some((w) => !less.has(w) && factWords.has(w))) return false;
  return shared === small && Math.max(A.size, B.size) - small <= 1 && small >= 1 && Math.max(A.size, B.size) <= 3;
}

/** The words of the confirmed facts, as `gist` writes them, when the lines are written from facts (places known). */
const factWordsCache = new WeakMap<CopyLintContext, ReadonlySet<string>>();
function factWordsOf(ctx: CopyLintContext): ReadonlySet<string> | undefined {
  if (ctx.places === undefined || !ctx.support) return undefined;
  let out = factWordsCache.get(ctx);
  if (!out)
    factWordsCache.set(ctx, (out = new Set(words(`${ctx.support} . ${ctx.ownerTerms ?? ''}`).map((w) => w.replace(/(es|s)$/, '')))));
  return out;
}

/** The first claim this prose (a summary, a step) makes that the support does not state, or undefined. */
export function unsupportedClaimIn(text: string, ctx: CopyLintContext): string | undefined {
  if (ctx.support === undefined) return undefined;
  return unsupportedClaim(fold(text), fold(ctx.support), fold(ctx.searchTerms ?? ''));
}

/** The owner's never-to-use words and claims this (folded) text holds, as the owner wrote them. */
export function neverSaid(foldedText: string, neverSay: readonly string[] | undefined): string[] {
  if (!neverSay?.length) return [];
  return neverSay.filter((word) => {
    const w = fold(word).trim();
    if (!w) return false;
    // Whole words: "insured" is not refused inside "uninsured"; "24/7" is matched as written.
    return new RegExp(`(?<![\\p{L}\\d])${escape(w)}(?![\\p{L}\\d])`, 'u').test(foldedText);
  });
}

/** Every rule one line breaks on its own (not duplicates). */
function lineViolations(text: string, field: CopyField, ctx: CopyLintContext): { rule: CopyRule; message: string }[] {
  const out: { rule: CopyRule; message: string }[] = [];
  const max = field === 'headlines' ? AD_HEADLINE_MAX : AD_DESCRIPTION_MAX;
  const nouns = ctx.properNouns ?? [];
  const folded = fold(text);
  const lang = ctx.lang === 'es' || ctx.lang === 'en' ? ctx.lang : undefined;
  if (!text.trim()) out.push({ rule: 'length', message: 'is empty' });
  if (text.length > max) out.push({ rule: 'length', message: `is ${text.length} characters; the limit is ${max}` });
  const bangs = (text.match(/!/g) ?? []).length;
  if (field === 'headlines' ? bangs > 0 : bangs > 1) {
    out.push({ rule: 'exclamation', message: field === 'headlines' ? 'has "!" (not allowed in headlines)' : 'has more than one "!"' });
  }
  if (REPEATED.test(text)) out.push({ rule: 'punctuation', message: 'repeats punctuation or symbols' });
  if (EMOJI.test(text)) out.push({ rule: 'emoji', message: 'has an emoji or decorative symbol' });
  if (isGimmickyCaps(text, nouns)) out.push({ rule: 'capitals', message: 'uses gimmicky capitals' });
  if (hasPhone(text)) out.push({ rule: 'phone', message: 'has a phone number (use a call asset instead)' });
  if (CLICK_HERE.test(folded)) out.push({ rule: 'click-here', message: 'has a generic "click here"' });
  if (lang) {
    const found = SUPERLATIVES[lang].exec(folded)?.[0];
    if (found && !fold(ctx.support ?? '').includes(found)) {
      out.push({ rule: 'superlative', message: `claims "${found}", which the business description does not support` });
    }
    if (ctx.claims !== false && ctx.support !== undefined) {
      const claim = unsupportedClaim(folded, fold(ctx.support), fold(ctx.searchTerms ?? ''));
      if (claim) out.push({ rule: 'claim', message: `claims "${claim}", which the business description does not state` });
    }
    // A name is in no language: "Bright English Academy" heads a Spanish ad as it is.
    const named = (ctx.properNouns ?? []).reduce(
      (t, noun) => (noun ? t.replace(new RegExp(`(?<![\\p{L}\\d])${escape(noun)}(?![\\p{L}\\d])`, 'gu'), ' ') : t),
      text,
    );
    if (wrongLanguage(named, lang)) out.push({ rule: 'language', message: `is not written in ${lang === 'es' ? 'Spanish' : 'English'}` });
  }
  for (const word of neverSaid(folded, ctx.neverSay)) {
    out.push({ rule: 'claim', message: `uses "${word}", which the owner asked never to use` });
  }
  const line = words(text).join(' ');
  const quotable = ctx.quotable ?? ctx.support;
  if (line.length >= 40 && quotable && words(quotable).join(' ').includes(line)) {
    out.push({ rule: 'quoted', message: 'quotes the business description instead of writing ad text' });
  }
  // A line that is, or ends in, a fragment of filler ("For More", "Para Más", "Emergency Plumber – Learn More").
  if (FILLER.has(words(text).join(' ')) || FILLER_TAIL.test(words(text).join(' ')))
    out.push({ rule: 'filler', message: 'is filler that says nothing about this business' });
  for (const noun of miscapitalised(text, nouns)) out.push({ rule: 'proper-noun', message: `writes "${noun}" without its capitals` });
  return out;
}

/**
 * A line's own findings, its exact words and its gist, remembered per lint context: the copy
 * engine tries many candidates against the same context (strategy time stays < 300 ms).
 */
interface LineFacts {
  violations: { rule: CopyRule; message: string }[];
  exact: string;
  gist: string[];
}
const lineCache = new WeakMap<CopyLintContext, Map<string, LineFacts>>();
function lineFacts(text: string, field: CopyField, ctx: CopyLintContext): LineFacts {
  let cache = lineCache.get(ctx);
  if (!cache) lineCache.set(ctx, (cache = new Map()));
  const key = `${field}\u0000${text}`;
  let facts = cache.get(key);
  if (!facts) {
    facts = {
      violations: lineViolations(text, field, ctx),
      exact: words(text).join(' '),
      gist: gist(text, ctx.places ?? ctx.properNouns ?? [], ctx.brand, ctx.places !== undefined),
    };
    if (cache.size > 5000) cache.clear();
    cache.set(key, facts);
  }
  return facts;
}

/** Every violation in this copy, in field then index order. Empty when the copy passes. */
export function lintAdCopy(copy: AdCopy, ctx: CopyLintContext = {}): CopyViolation[] {
  const out: CopyViolation[] = [];
  for (const field of ['headlines', 'descriptions'] as const) {
    const seen: { exact: string; gist: string[] }[] = [];
    copy[field].forEach((text, index) => {
      const facts = lineFacts(text, field, ctx);
      for (const v of facts.violations) out.push({ field, index, ...v });
      const { exact, gist: g } = facts;
      if (seen.some((s) => s.exact === exact)) {
        out.push({ field, index, rule: 'duplicate', message: 'repeats an earlier line' });
      } else if (field === 'headlines' && seen.some((s) => nearDuplicate(s.gist, g, factWordsOf(ctx)))) {
        out.push({ field, index, rule: 'near-duplicate', message: 'says the same as an earlier headline' });
      }
      seen.push({ exact, gist: g });
    });
  }
  return out;
}

/** The fixes a line can take without changing what it says; what still fails is dropped. */
function fixLine(raw: string, field: CopyField, ctx: CopyLintContext): string {
  let text = raw.replace(/\s+/g, ' ').trim();
  text = text.replace(new RegExp(EMOJI.source, 'gu'), '');
  text = text.replace(/([!?.,;:*#@$%&_~=+\-/|\\^])\1+/g, '$1').replace(/[!?]{2,}/g, (m) => m[0]!);
  if (field === 'headlines') text = text.replace(/\s*!\s*/g, ' ');
  else {
    let first = true;
    text = text.replace(/!/g, () => (first ? ((first = false), '!') : '.'));
  }
  text = text.replace(/(?<=\s|^)(click here|click now|haz clic aquí|haga clic aquí|pulsa aquí)(?=\s|$|[.,])/giu, '');
  text = text.replace(/[\p{L}\d]+/gu, (word) => {
    const nouns = ctx.properNouns ?? [];
    if (nouns.some((n) => n.split(/\s+/).includes(word)) || KNOWN_ACRONYMS.has(word)) return word;
    const letters = word.replace(/[^\p{L}]/gu, '');
    if (letters.length >= 4 && letters === letters.toLocaleUpperCase() && letters !== letters.toLocaleLowerCase()) {
      return word.charAt(0) + word.slice(1).toLocaleLowerCase();
    }
    return word;
  });
  for (const noun of ctx.properNouns ?? []) {
    if (!noun || noun === noun.toLowerCase()) continue;
    text = text.replace(new RegExp(`(?<![\\p{L}\\d])${escape(noun)}(?![\\p{L}\\d])`, 'giu'), noun);
  }
  text = text
    .replace(/\s+([.,;:])/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:-]+/, '')
    .trim();
  return text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}

/**
 * The copy with every fixable violation fixed (punctuation, emoji, capitals, "click here", proper
 * nouns) and every line that still breaks a rule dropped (too long, phone, superlative, filler,
 * language, duplicates). The result passes `lintAdCopy`; it may hold fewer lines.
 */
export function repairAdCopy(copy: AdCopy, ctx: CopyLintContext = {}): AdCopy {
  return {
    headlines: acceptLines(
      [],
      copy.headlines.map((t) => fixLine(t, 'headlines', ctx)),
      'headlines',
      ctx,
      Infinity,
    ),
    descriptions: acceptLines(
      [],
      copy.descriptions.map((t) => fixLine(t, 'descriptions', ctx)),
      'descriptions',
      ctx,
      Infinity,
    ),
  };
}

/**
 * One field's lines with every fixable violation fixed and the rest dropped, as `repairAdCopy`
 * does, up to `count` lines; `dropped` names each given line that did not make it (broken beyond
 * repair, saying what an earlier line says, or over the count), as it was given.
 */
export function repairLines(
  lines: readonly string[],
  field: CopyField,
  ctx: CopyLintContext,
  count: number,
): { lines: string[]; dropped: string[] } {
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const raw of lines) {
    const fixed = fixLine(raw, field, ctx);
    // A line given twice is kept once, not reported as dropped.
    if (kept.some((line) => line.toLowerCase() === fixed.toLowerCase())) continue;
    const before = kept.length;
    if (kept.length < count) kept.push(...acceptLines(kept, [fixed], field, ctx, kept.length + 1).slice(before));
    if (kept.length === before && raw.trim()) dropped.push(raw);
  }
  return { lines: kept, dropped };
}

/**
 * `accepted` plus each candidate, in order, that keeps the field free of violations, up to `count`
 * lines. Used to fill a repaired field from an engine's ideas.
 */
export function acceptLines(
  accepted: string[],
  candidates: Iterable<string>,
  field: CopyField,
  ctx: CopyLintContext,
  count: number,
): string[] {
  const out = [...accepted];
  // The same as linting `[...out, candidate]` and looking for a finding on the candidate.
  const seen = out.map((t) => lineFacts(t, field, ctx));
  for (const candidate of candidates) {
    if (out.length >= count) break;
    const facts = lineFacts(candidate, field, ctx);
    if (facts.violations.length) continue;
    if (seen.some((s) => s.exact === facts.exact)) continue;
    if (field === 'headlines' && seen.some((s) => nearDuplicate(s.gist, facts.gist, factWordsOf(ctx)))) continue;
    out.push(candidate);
    seen.push(facts);
  }
  return out;
}

/**
 * The lint context of a stored campaign, the same on the server (PATCH) and in the page's live
 * editor: its language, its description (what supports a superlative) and its place names.
 */
export function campaignLintContext(campaign: {
  language: string;
  location: string;
  description?: string | undefined;
  brand?: string | undefined;
  /** The confirmed facts: the ad was written from them, and is checked as it was written. */
  facts?:
    | {
        brand?: string | undefined;
        services: readonly { name: string }[];
        sellingPoints: readonly string[];
        hours?: string | undefined;
      }
    | undefined;
  places?: readonly { name: string }[] | undefined;
  /** The owner's keywords: a service named only there is still the owner's word. */
  keywords?: readonly string[] | undefined;
}): CopyLintContext {
  const lang = /^(es|spa|españ|espan)/i.test(campaign.language.trim())
    ? 'es'
    : /^(en|eng|ingl)/i.test(campaign.language.trim())
      ? 'en'
      : undefined;
  const places = campaign.location
    .split(/[,;/()]+/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length >= 2 && !/^\d+$/.test(p))
    .map((p) =>
      p
        .split(' ')
        .map((w, i) =>
          i > 0 && /^(de|del|la|las|los|el|y|of|the|on|upon)$/i.test(w) ? w.toLowerCase() : w.charAt(0).toLocaleUpperCase() + w.slice(1),
        )
        .join(' '),
    );
  const facts = campaign.facts;
  const brand = campaign.brand?.trim() || facts?.brand?.trim() || undefined;
  // An ad written from facts (confirmed, or read from the description) is saved unchanged without
  // a refusal: the place and each fact's words count as one fact more, as when it was written
  // ("Balayage: productos veganos" beside "Productos veganos").
  const factText = facts
    ? [campaign.description ?? '', brand ?? '', ...facts.services.map((x) => x.name), ...facts.sellingPoints, facts.hours ?? '']
        .filter(Boolean)
        .join(' . ')
    : campaign.description;
  const acronyms = [
    ...new Set([...(facts?.services.map((x) => x.name) ?? []), ...(facts?.sellingPoints ?? [])].join(' ').match(/\b\p{Lu}{2,}\b/gu) ?? []),
  ];
  const targeted = [...places, ...(campaign.places ?? []).map((p) => p.name.split(',')[0]!.trim()).filter(Boolean)];
  return {
    ...(lang && { lang }),
    ...(factText && { support: factText }),
    // The owner's own capitals in the facts ("NCEA", "DVSA", "MAEC") are written as the owner writes them.
    properNouns: [...places, ...(brand ? [brand] : []), ...acronyms],
    ...(brand ? { brand } : {}),
    // Ads are written from facts (confirmed, or read from the description): the places are known.
    places: targeted,
    // The owner's searches name services too ("dentista" of a "clínica dental").
    ...(campaign.keywords?.length ? { ownerTerms: campaign.keywords.join(' . ') } : {}),
    // The owner's own lines are theirs to claim.
    claims: false,
  };
}

/** Violations keyed by field path (`headlines.2`), first message per line. */
export function violationsByPath(violations: CopyViolation[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of violations) out[`${v.field}.${v.index}`] ??= v.message;
  return out;
}

/** Trailing words that only say a brand's trade ("Sparkright Electrical"): what is left still names it. */
const BRAND_TRADE_TAIL = /\s+(electrical|electrics|electric|plumbing|roofing|painting|(and|&) decorating|cleaners|cleaning)$/i;
/** The brand without a trailing trade word ("Sparkright"), or '' when it has none. */
export function brandWithoutTrade(brand: string): string {
  const rest = brand.replace(/\s+/g, ' ').trim().replace(BRAND_TRADE_TAIL, '').trim();
  return rest && rest !== brand.trim() ? rest : '';
}
