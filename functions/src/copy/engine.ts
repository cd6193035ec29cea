/**
 * The one copy engine: headlines, descriptions, callouts and the A/B test variant for a
 * business, used by the offline strategist, the offline assistant and (through `finalizeAdCopy`)
 * to repair whatever an AI model wrote. Everything it returns passes `lintAdCopy`.
 */
import {
  AD_DESCRIPTION_MAX,
  AD_HEADLINE_MAX,
  acceptLines,
  repairAdCopy,
  type AdCopy,
  type CopyLintContext,
} from '../contract/copy-lint.js';
import type { Objective } from '../contract/campaign-fields.js';
import { sellingPoints, type CopyLang, type SellingPoint } from './points.js';
import type { SpanishVariety } from './variety.js';
import { text as catalogText, variantOf, type Variant } from '../i18n/messages.js';

export type { CopyLang, SellingPoint } from './points.js';

export const HEADLINE_TARGET = 15;
export const DESCRIPTION_TARGET = 4;
export const CALLOUT_MAX = 25;

export type BusinessKind = 'emergency' | 'appointment' | 'store' | 'local-shop' | 'service';

export interface CopyBrief {
  lang: CopyLang;
  objective: Objective;
  description: string;
  /** The owner's own description when `description` holds the facts: ad text never quotes it back either. */
  posted?: string;
  /** Keyword themes, lower case, most important first. */
  keywords: string[];
  /** The form's location ("austin, texas"). */
  location: string;
  /** The business's own name, when known. */
  name?: string | undefined;
  /** Spanish only: voseo (Argentina, Uruguay) or tú (elsewhere, the default); see variety.ts. */
  variety?: SpanishVariety | undefined;
  /** How customers reach the business (the form's WhatsApp, booking URL or phone). */
  channel?: Channel | undefined;
  /** Words and claims the owner asked never to use: no line holds one. */
  neverSay?: readonly string[] | undefined;
}

export type Channel = 'whatsapp' | 'booking' | 'phone';

/** Calls to action for the owner's own channel, in English, tú and voseo (the catalog's `copy.cta.*`). */
function channelCta(channel: Channel, variant: Variant): Cta {
  return {
    headline: catalogText(`copy.cta.${channel}.headline`, variant),
    sentence: catalogText(`copy.cta.${channel}.sentence`, variant),
    alt: catalogText(`copy.cta.${channel}.alt`, variant),
  };
}

/** The call to action for a brief: the owner's channel first, else the kind of business and objective. */
export function briefCta(brief: CopyBrief, kind: BusinessKind): Cta {
  if (brief.channel) {
    return channelCta(brief.channel, variantOf(brief.lang, brief.variety));
  }
  return callToAction(kind, brief.objective, brief.lang, brief.variety);
}

export interface AbTestPlan {
  angle: string;
  headlines: string[];
  descriptions: string[];
  hypothesis: string;
  metric: string;
  clicksPerVariant: number;
}

export interface AdCopyPlan extends AdCopy {
  points: SellingPoint[];
  callouts: string[];
  abTest: AbTestPlan;
  kind: BusinessKind;
  cta: { headline: string; sentence: string };
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** "austin" → "Austin", "ciudad de méxico" → "Ciudad de México": place names keep their capitals. */
export function placeCase(place: string): string {
  return place
    .split(' ')
    .map((w, i) =>
      i > 0 && /^(de|del|la|las|los|el|y|of|the|on|upon)$/i.test(w) ? w.toLowerCase() : w.charAt(0).toLocaleUpperCase() + w.slice(1),
    )
    .join(' ');
}

/** Every place name in a location ("austin, texas" → ["Austin", "Texas"]). */
export function placeNames(location: string): string[] {
  return location
    .split(/[,;/()]+/)
    .map((p) => placeCase(p.replace(/\s+/g, ' ').trim()))
    .filter((p) => p.length >= 2 && !/^\d+$/.test(p));
}

export function lintContext(brief: CopyBrief): CopyLintContext {
  return {
    lang: brief.lang,
    support: brief.description,
    ...(brief.posted ? { quotable: `${brief.description} . ${brief.posted}` } : {}),
    properNouns: properNouns(brief),
    searchTerms: brief.keywords.join(' . '),
    ...(brief.neverSay?.length ? { neverSay: brief.neverSay } : {}),
  };
}

function properNouns(brief: CopyBrief): string[] {
  return [...placeNames(brief.location), ...(brief.name ? [brief.name] : [])];
}

const KIND_PATTERNS: [BusinessKind, RegExp][] = [
  ['emergency', /(emergenc|urgenc|urgente|24\/7|24 ?h|around the clock|burst pipe|locksmith|cerrajer|fuga|leak|tow(ing)?\b|grua)/],
  [
    'appointment',
    /(dental|dentist|clinic|clinica|doctor|medic|fisio|physio|psicolog|therap|abogad|lawyer|attorney|asesor|gestor|accountant|contable|veterinar|vet\b|salon|peluquer|estetica|spa\b|optic|nutricion|coach|tutor|academ|clases|lessons)/,
  ],
  ['store', /(online store|tienda online|ecommerce|e-commerce|shop online|compra online|envio|envios|shipping|ships|web shop)/],
  [
    'local-shop',
    /(panaderi|bakery|pasteler|restaurant|cafe|cafeteria|floris|floristeri|boutique|tienda|shop|store|bar\b|pizzer|heladeri|libreri)/,
  ],
];

export function businessKind(text: string): BusinessKind {
  const folded = fold(text);
  return KIND_PATTERNS.find(([, re]) => re.test(folded))?.[0] ?? 'service';
}

type Cta = { headline: string; sentence: string; alt: string };

/** The calls to action by kind of business and objective (the catalog's `copy.kindCta.*`). */
type KindCta = 'emergency' | 'appointment' | 'store' | 'localShopTraffic' | 'localShop' | 'sales' | 'traffic' | 'leads';

function kindCta(key: KindCta, variant: Variant): Cta {
  return {
    headline: catalogText(`copy.kindCta.${key}.headline`, variant),
    sentence: catalogText(`copy.kindCta.${key}.sentence`, variant),
    alt: catalogText(`copy.kindCta.${key}.alt`, variant),
  };
}

/** A call to action that fits the business and the objective (Spanish in the campaign's variety). */
export function callToAction(kind: BusinessKind, objective: Objective, lang: CopyLang, variety: SpanishVariety = 'tuteo'): Cta {
  const variant = variantOf(lang, variety);
  switch (kind) {
    case 'emergency':
    case 'appointment':
    case 'store':
      return kindCta(kind, variant);
    case 'local-shop':
      return kindCta(objective === 'Website traffic' ? 'localShopTraffic' : 'localShop', variant);
    default:
      if (objective === 'Sales') return kindCta('sales', variant);
      if (objective === 'Website traffic') return kindCta('traffic', variant);
      return kindCta('leads', variant);
  }
}

const SMALL_EN = new Set(['a', 'an', 'and', 'or', 'of', 'for', 'with', 'in', 'to', 'at', 'on', 'the', 'by']);

/** Headline case: English title case, Spanish sentence case; proper nouns keep their capitals. */
const ACRONYMS = new Set([
  'ac',
  'hvac',
  'seo',
  'sem',
  'ppc',
  'bbq',
  'diy',
  'tv',
  'usa',
  'uk',
  'cpa',
  'iva',
  'suv',
  'led',
  'pc',
  'gps',
  'itv',
  'ong',
  'ngo',
]);

export function headlineCase(text: string, lang: CopyLang): string {
  const words = text.split(' ').map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w));
  if (lang === 'es') return capitalized(words.join(' '));
  return words.map((w, i) => (i > 0 && SMALL_EN.has(w) ? w : capitalized(w))).join(' ');
}

/** The text with its first letter in capitals, but for a name written with an inner capital ("iPhone", "eBay"). */
export function capitalized(text: string): string {
  return /^\p{Ll}+\p{Lu}/u.test(text) ? text : text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function sentenceCase(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function joinList(items: string[], lang: CopyLang): string {
  if (items.length <= 1) return items.join('');
  return catalogText('copy.and', variantOf(lang), { first: items.slice(0, -1).join(', '), last: items[items.length - 1]! });
}

/** A keyword as a theme: without the place or intent words ("invisalign precio madrid" → "invisalign"). */
export function themeOf(keyword: string, location: string): string {
  const placeWords = new Set(
    fold(location)
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length > 2),
  );
  const stripped = keyword
    .replace(/\b(near me|cerca de mi|cerca de mí|precios?|prices?|cost|coste|presupuesto|quotes?|buy|comprar|barat[oa]s?|cheap)\b/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !placeWords.has(fold(w)))
    .join(' ')
    .replace(/\s+(de|del|en|in|para|for|y|and)$/i, '')
    .trim();
  return stripped || keyword;
}

/** The distinct themes of a brief's keywords, most important first. */
function themesOf(brief: CopyBrief): string[] {
  return [...new Set(brief.keywords.map((k) => shortTheme(themeOf(k, brief.location))))];
}

/** A long keyword cut at a word boundary to 40 characters, without a dangling connective. */
function shortTheme(theme: string): string {
  if (theme.length <= 40) return theme;
  const cut = theme.slice(0, 41);
  return cut
    .slice(0, cut.lastIndexOf(' '))
    .replace(/(\s+(de|del|la|las|el|los|y|e|o|en|con|para|por|a|al|the|a|an|and|or|of|for|with|in|to))+$/i, '')
    .trim();
}

/** What headline and description ideas are written from: place, selling points, kind of business, CTA. */
function ideaContext(brief: CopyBrief) {
  const { lang } = brief;
  const kind = businessKind(`${brief.description} ${brief.keywords.join(' ')}`);
  return {
    lang,
    es: lang === 'es',
    variant: variantOf(lang, brief.variety),
    place: placeNames(brief.location)[0] ?? '',
    points: sellingPoints(brief.description, lang, brief.variety),
    kind,
    cta: briefCta(brief, kind),
  };
}

/** Headline ideas, best first: brand, keyword themes, selling points, CTA, combinations. */
export function headlineIdeas(brief: CopyBrief): string[] {
  const { lang, es, place, points, kind, cta, variant } = ideaContext(brief);
  const themes = themesOf(brief)
    .slice(0, 3)
    .map((k) => headlineCase(k, lang));
  const name = brief.name && brief.name.length <= AD_HEADLINE_MAX ? brief.name : '';
  const inPlace = (k: string) => (place ? catalogText('copy.inPlace', variant, { what: k, place }) : k);
  const p = points.map((x) => x.headline);
  return [
    name,
    themes[0] ? inPlace(themes[0]) : '',
    p[0] ?? '',
    p[1] ?? '',
    cta.headline,
    themes[1] ?? '',
    p[2] ?? '',
    p[3] ?? '',
    themes[2] ?? '',
    name && place && !fold(name).includes(fold(place)) ? catalogText('copy.inPlace', variant, { what: name, place }) : '',
    p[4] ?? '',
    p[5] ?? '',
    cta.alt,
    ...themes.flatMap((t) =>
      points.slice(0, 3).map((pt) => headlineCase(catalogText('copy.with', variant, { what: t, phrase: pt.phrase }), lang)),
    ),
    ...themes.slice(1).map(inPlace),
    ...p.slice(6),
    ...themes.flatMap((t) => themeVariants(t, kind, brief.objective, lang, brief.variety)),
    ...themes.map((t) => (es ? `${t}: ${cta.alt.toLowerCase()}` : `${t}: ${cta.alt}`)),
    ...(themes[0] && themes[1]
      ? [catalogText('copy.and', variant, { first: themes[0], last: es ? themes[1].toLowerCase() : themes[1] })]
      : []),
    ...(name && themes[0] ? [`${name}: ${es ? themes[0].toLowerCase() : themes[0]}`] : []),
    themes[0] ? `${themes[0]}: ${es ? cta.headline.toLowerCase() : cta.headline}` : '',
    place && kind !== 'store' ? catalogText('copy.localTeam', variant, { place }) : '',
  ].filter(Boolean);
}

/** Two ways to put a theme for this kind of business, without claims the owner did not make. */
function themeVariants(
  theme: string,
  kind: BusinessKind,
  objective: Objective,
  lang: CopyLang,
  variety: SpanishVariety = 'tuteo',
): string[] {
  const variant = variantOf(lang, variety);
  const set = objective === 'Website traffic' && kind !== 'store' ? 'traffic' : kind;
  return [
    catalogText(`copy.themeVariant.${set}.first`, variant, { theme }),
    catalogText(`copy.themeVariant.${set}.second`, variant, { theme }),
  ];
}

/** Description ideas, written (never quoted) from keywords, selling points and the CTA. */
export function descriptionIdeas(brief: CopyBrief): string[] {
  const { lang, place, points, cta, variant } = ideaContext(brief);
  const phrases = points.map((x) => x.phrase);
  const k0 = themesOf(brief)[0] ?? '';
  const where = place ? catalogText('copy.where', variant, { place }) : '';
  const themes = joinList(themesOf(brief).slice(0, 3), lang);
  const who = brief.name ?? '';
  const fit = (...options: string[]) => options.find((o) => o.length <= AD_DESCRIPTION_MAX) ?? '';
  return [
    k0 && phrases.length >= 2
      ? fit(
          `${sentenceCase(k0)}${where}: ${joinList(phrases.slice(0, 3), lang)}. ${cta.sentence}`,
          `${sentenceCase(k0)}${where}: ${joinList(phrases.slice(0, 2), lang)}. ${cta.sentence}`,
          `${sentenceCase(k0)}${where}: ${joinList(phrases.slice(0, 2), lang)}.`,
        )
      : '',
    phrases.length >= 3
      ? fit(
          `${sentenceCase(joinList(phrases.slice(2, 5), lang))}. ${cta.sentence}`,
          `${sentenceCase(joinList(phrases.slice(2, 4), lang))}. ${cta.sentence}`,
        )
      : '',
    who && themes && !fold(themes).includes(fold(who))
      ? fit(`${who}: ${themes}${fold(who).includes(fold(place)) ? '' : where}. ${cta.sentence}`, `${who}: ${themes}. ${cta.sentence}`)
      : '',
    phrases[0] ? fit(`${sentenceCase(phrases[0])}${where}. ${cta.sentence}`, `${sentenceCase(phrases[0])}. ${cta.sentence}`) : '',
    k0 ? fit(`${sentenceCase(themes)}${where}. ${cta.sentence}`, `${sentenceCase(k0)}${where}. ${cta.sentence}`) : '',
    ...phrases.slice(1).map((ph) => fit(`${sentenceCase(ph)}${where}. ${cta.sentence}`)),
    ...themesOf(brief)
      .slice(0, 3)
      .map((t) =>
        fit(
          catalogText('copy.lookingFor', variant, { theme: t, where, cta: cta.sentence }),
          catalogText('copy.lookingFor', variant, { theme: t, where: '', cta: cta.sentence }),
        ),
      ),
    place ? fit(catalogText('copy.servingPlace', variant, { place, cta: cta.sentence })) : '',
    who ? fit(`${who}. ${cta.sentence}`) : '',
    k0 ? fit(catalogText('copy.allAbout', variant, { theme: k0, cta: cta.sentence })) : '',
  ].filter(Boolean);
}

/** Callout assets (≤ 25 characters), from the selling points; at least 4 when the business has them. */
export function calloutsFor(brief: CopyBrief): string[] {
  const points = sellingPoints(brief.description, brief.lang, brief.variety).map((p) => p.callout);
  const variant = variantOf(brief.lang, brief.variety);
  const place = placeNames(brief.location)[0] ?? '';
  const serving = place ? catalogText('copy.callout.serving', variant, { place }) : '';
  // The place the form targets, and nothing its kind of business would only suggest: a secure
  // checkout, a fast response or appointments only are claims the owner has to state.
  const extra = [serving.length <= CALLOUT_MAX ? serving : ''];
  // Never the brand, a keyword or a repeat: "Licensed" after "Licensed and Insured" is one.
  const seen: string[] = [];
  const banned = [brief.name ?? '', ...brief.keywords].map(fold).filter(Boolean);
  const contentWords = (c: string) =>
    fold(c)
      .split(/[^\p{L}\d]+/u)
      .filter((w) => w.length > 2);
  // The owner's own short clauses ("Open on Saturdays", "free parking"): stated, so real.
  const clauses = brief.description
    .split(/[.,;:!?\n()]+|\s+(?:and|y|e)\s+/i)
    .map((c) => c.replace(/\s+/g, ' ').trim())
    .filter(
      (c) =>
        c.length >= 6 && c.length <= CALLOUT_MAX && c.split(' ').length <= 4 && !/^(we|i|our|somos|es|son|hacemos|ofrecemos)\b/i.test(c),
    )
    .map((c) => (brief.lang === 'es' ? sentenceCase(c) : headlineCase(c, brief.lang)));
  return [...points, ...extra, ...clauses]
    .filter((c) => {
      if (!c || c.length > CALLOUT_MAX) return false;
      const f = fold(c);
      if (banned.some((b) => f === b || f.includes(b))) return false;
      const words = contentWords(c);
      if (seen.some((s) => words.every((w) => s.includes(w)) || s.split(' ').every((w) => words.includes(w)))) return false;
      seen.push(words.join(' '));
      return true;
    })
    .slice(0, 8);
}

/**
 * Whatever copy came in (an AI's answer, or nothing), made into copy that passes the linter:
 * fixable lines fixed, the rest dropped, gaps filled from the engine's own ideas.
 */
export function finalizeAdCopy(brief: CopyBrief, raw: AdCopy = { headlines: [], descriptions: [] }): AdCopy {
  const ctx = lintContext(brief);
  const repaired = repairAdCopy(raw, ctx);
  const ideas = repairAdCopy({ headlines: headlineIdeas(brief), descriptions: descriptionIdeas(brief) }, ctx);
  const headlines = acceptLines(repaired.headlines.slice(0, HEADLINE_TARGET), ideas.headlines, 'headlines', ctx, HEADLINE_TARGET);
  const descriptions = acceptLines(
    repaired.descriptions.slice(0, DESCRIPTION_TARGET),
    ideas.descriptions,
    'descriptions',
    ctx,
    DESCRIPTION_TARGET,
  );
  return { headlines, descriptions };
}

/** The whole copy plan for a brief: ad A, callouts, and the A/B test's ad B. */
export function adCopyPlan(brief: CopyBrief, raw?: AdCopy): AdCopyPlan {
  const copy = finalizeAdCopy(brief, raw);
  const points = sellingPoints(brief.description, brief.lang, brief.variety);
  const kind = businessKind(`${brief.description} ${brief.keywords.join(' ')}`);
  const cta = briefCta(brief, kind);
  return { ...copy, points, callouts: calloutsFor(brief), abTest: abTestFor(brief, copy), kind, cta };
}

/**
 * Ad B for an A/B test: A leads with the searched keyword, B with the offer and proof (or, without
 * selling points, with the call to action). One variable, one metric, a click count to wait for.
 */
export function abTestFor(brief: CopyBrief, adA: AdCopy): AbTestPlan {
  const variant = variantOf(brief.lang, brief.variety);
  const ctx = lintContext(brief);
  const points = sellingPoints(brief.description, brief.lang, brief.variety);
  const kind = businessKind(`${brief.description} ${brief.keywords.join(' ')}`);
  const cta = briefCta(brief, kind);
  const offerLed = points.length > 0;
  const lead = points.slice(0, 4).map((p) => p.headline);
  const headlines = acceptLines([], [...lead, cta.headline, cta.alt, ...adA.headlines], 'headlines', ctx, 5);
  const ideas = descriptionIdeas(brief);
  const descriptions = acceptLines([], [...ideas.slice(1), ...adA.descriptions], 'descriptions', ctx, 2);
  const conversions = brief.objective !== 'Website traffic';
  const metric = conversions ? catalogText('copy.abTest.metric.conversions', variant) : 'CTR';
  const clicksPerVariant = conversions ? 300 : 100;
  const focus = offerLed
    ? joinList(
        points.slice(0, 2).map((p) => p.phrase),
        brief.lang,
      )
    : cta.headline.toLowerCase();
  return {
    angle: catalogText(offerLed ? 'copy.abTest.angle.offer' : 'copy.abTest.angle.cta', variant),
    headlines,
    descriptions,
    hypothesis: catalogText(conversions ? 'copy.abTest.hypothesis.conversions' : 'copy.abTest.hypothesis.ctr', variant, { focus }),
    metric,
    clicksPerVariant,
  };
}

/** Content words of a theme (folded), for telling whether a line names it. */
function themeWords(theme: string): string[] {
  return fold(theme)
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w.length > 2 && !/^(de|del|las|los|con|para|por|and|the|for|with|near)$/.test(w));
}

/** Whether a headline names a theme: the theme itself, or (for a longer theme) two of its words. */
export function namesTheme(line: string, theme: string): boolean {
  const words = themeWords(theme);
  if (!words.length) return false;
  const folded = fold(line);
  const hits = words.filter((w) => folded.includes(w.length > 5 ? w.slice(0, -1) : w)).length;
  return hits >= Math.min(2, words.length);
}

/** The display URL's path for a theme ("Reparación de calefones" → "reparacion"), ≤ 15 characters. */
export function adPath(theme: string): string {
  let out = '';
  for (const w of themeWords(theme)) {
    const next = out ? `${out}-${w}` : w;
    if (next.length > 15) break;
    out = next;
  }
  return out;
}

/**
 * Short calls to action that follow a theme ("Invisalign: pedí turno"), for the owner's channel,
 * else the kind of business: they let every group have 3+ headlines naming its theme without
 * repeating one another or claiming anything the owner did not state. Two content words each:
 * "Theme: one word" reads as the bare theme again (near-duplicate). The catalog's `copy.themeSuffix.*`.
 */
type SuffixSet = Channel | 'appointment' | 'emergency' | 'shop' | 'leads';
const themeSuffixes = (set: SuffixSet, variant: Variant) => [
  catalogText(`copy.themeSuffix.${set}.first`, variant),
  catalogText(`copy.themeSuffix.${set}.second`, variant),
];
const shortSuffixes = (variant: Variant) => [
  catalogText('copy.shortSuffix.first', variant),
  catalogText('copy.shortSuffix.second', variant),
];

function themeCtaLines(brief: CopyBrief, kind: BusinessKind, theme: string): string[] {
  const key = brief.channel ?? (kind === 'store' || kind === 'local-shop' ? 'shop' : kind === 'service' ? 'leads' : kind);
  const variant = variantOf(brief.lang, brief.variety);
  const suffixes = themeSuffixes(key, variant);
  // One-word endings too: beside a theme of 3+ words they are no repeat of the bare theme.
  const short = shortSuffixes(variant);
  return [...suffixes, ...short].map((suffix) => `${theme}: ${suffix}`).filter((line) => line.length <= 30);
}

/** Headlines that name a theme, best first. */
function themeHeadlines(brief: CopyBrief, theme: string): string[] {
  const { lang, es, place, points, kind, cta, variant } = ideaContext(brief);
  const t = headlineCase(theme, lang);
  // A long theme ("self assessment tax return") also as its first two words, so it fits beside more;
  // never cut after a little word ("Tortas por: masa madre", "Pastries in in Brooklyn"), and no
  // short form at all when keeping the little word's noun leaves the whole theme.
  const words = theme.split(' ');
  const cut = words[1] && SHORT_FORM_JOINERS.test(words[1]) ? 3 : 2;
  const short = words.length > cut && theme.length > 16 ? headlineCase(words.slice(0, cut).join(' '), lang) : '';
  const shortLines = short
    ? [
        place ? catalogText('copy.inPlace', variant, { what: short, place }) : short,
        ...points.map((pt) => `${short}: ${es ? lowerFirst(pt.callout) : pt.callout}`),
        es ? `${short}: ${cta.headline.toLowerCase()}` : `${short}: ${cta.headline}`,
      ]
    : [];
  return [
    place ? catalogText('copy.inPlace', variant, { what: t, place }) : '',
    t,
    ...themeVariants(t, kind, brief.objective, lang, brief.variety),
    ...points.slice(0, 4).map((pt) => headlineCase(catalogText('copy.with', variant, { what: theme, phrase: pt.phrase }), lang)),
    es ? `${t}: ${cta.alt.toLowerCase()}` : `${t}: ${cta.alt}`,
    es ? `${t}: ${cta.headline.toLowerCase()}` : `${t}: ${cta.headline}`,
    brief.name ? `${brief.name}: ${es ? t.toLowerCase() : t}` : '',
    ...points.map((pt) => `${t}: ${es ? lowerFirst(pt.callout) : pt.callout}`),
    ...shortLines,
    ...themeCtaLines(brief, kind, t),
    ...(short ? themeCtaLines(brief, kind, short) : []),
  ].filter(Boolean);
}

/** Little words a theme's short form must not end on (Spanish and English). */
const SHORT_FORM_JOINERS = /^(de|del|para|por|con|sin|en|a|al|y|e|o|u|la|el|las|los|for|of|by|with|in|on|at|to|and|or|the|an)$/i;

/** "Cita online" → "cita online"; an acronym or a number stays. */
function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLocaleLowerCase() + text.slice(1) : text;
}

/** More honest headlines when the ideas run short: selling points as callouts, paired with themes and brand. */
function extraHeadlines(brief: CopyBrief): string[] {
  const { lang, es, points, place, cta, variant } = ideaContext(brief);
  const themes = themesOf(brief).map((t) => headlineCase(t, lang));
  return [
    ...points.map((pt) => headlineCase(pt.callout, lang)),
    ...(place
      ? [
          catalogText('copy.inPlace', variant, { what: cta.headline, place }),
          catalogText('copy.inPlace', variant, { what: cta.alt, place }),
        ]
      : []),
    ...themes.slice(1).flatMap((t) => points.map((pt) => `${t}: ${es ? lowerFirst(pt.callout) : pt.callout}`)),
    ...(brief.name ? points.map((pt) => `${brief.name}: ${es ? lowerFirst(pt.callout) : pt.callout}`) : []),
    ...themes.flatMap((t) => themeCtaLines(brief, ideaContext(brief).kind, t)),
  ];
}

/**
 * One ad group's responsive search ad: at least 3 of its 15 headlines name the group's
 * theme (its first keyword), the rest from brand, selling points and the call to action; its
 * descriptions lead with the theme. `raw` (an AI's ad for the group) is kept where it passes the
 * linter; what cannot be fixed is replaced by the engine's own lines, so the counts still hold.
 */
export function groupAdCopy(
  brief: CopyBrief,
  keyword: string,
  raw: AdCopy = { headlines: [], descriptions: [] },
): AdCopy & { path1: string } {
  const theme = shortTheme(themeOf(keyword, brief.location));
  const groupBrief: CopyBrief = { ...brief, keywords: [keyword, ...brief.keywords.filter((k) => k !== keyword)] };
  const ctx = lintContext(brief);
  const repaired = repairAdCopy(raw, ctx);
  const named = (h: string) => namesTheme(h, theme);
  const themed = acceptLines(
    [],
    [...repaired.headlines.filter(named), ...themeHeadlines(groupBrief, theme).filter(named)],
    'headlines',
    ctx,
    3,
  );
  const ideas = repairAdCopy({ headlines: headlineIdeas(groupBrief), descriptions: descriptionIdeas(groupBrief) }, ctx);
  const headlines = acceptLines(
    themed,
    [...repaired.headlines, ...ideas.headlines, ...themeHeadlines(groupBrief, theme), ...extraHeadlines(groupBrief)],
    'headlines',
    ctx,
    HEADLINE_TARGET,
  );
  const descriptions = acceptLines(
    repaired.descriptions.slice(0, DESCRIPTION_TARGET),
    ideas.descriptions,
    'descriptions',
    ctx,
    DESCRIPTION_TARGET,
  );
  return { headlines, descriptions, path1: adPath(theme) };
}
