import { PAGE_ROLES } from '../contract/campaigns.js';
import { type CampaignType, type Objective, type Strategy } from '../contract/campaigns.js';
import { businessName, capitalize, cents, fitWords, parseKeywords, shortLocation } from '../copy/text.js';
import { moneyView } from '../contract/owner-money.js';
import { viewMoneyText } from '../i18n/money.js';
import { adCopyPlan, groupAdCopy, placeCase, placeNames, type CopyBrief } from '../copy/engine.js';
import { keywordVariants } from '../copy/keywords.js';
import { sellingPoints } from '../copy/points.js';
import { campaignVariety, type SpanishVariety } from '../copy/variety.js';
import type { StrategyInput } from './ai-port.js';
import { copyFor, type Copy, type RecommendationReason } from '../i18n/strategy-wording.js';
import { detectLanguage, type Lang } from '../contract/content-language.js';
import { distinctPoints, readFacts } from '../facts/reader.js';
import { factChannel, planFromFacts, withoutNeverSay, type FactsPlan } from '../copy/facts-ads.js';
import { checkNegatives } from '../copy/negatives.js';
import { unsupportedClaimIn, type CopyLintContext } from '../contract/copy-lint.js';
import { text as catalogText, variantOf } from '../i18n/messages.js';
import type { Facts as OwnerFacts } from '../contract/campaigns.js';

export const HEADLINE_COUNT = 15;
export const DESCRIPTION_COUNT = 4;
const MAX_THEMES = 3;

type AdGroup = Strategy['adGroups'][number];
type Keyword = AdGroup['keywords'][number];

/** Everything the strategist derives from the form once. */
interface Facts {
  lang: Lang;
  /** Spanish: voseo for Argentina and Uruguay, tú elsewhere (copy/variety.ts). */
  variety: SpanishVariety;
  copy: Copy;
  objective: Objective;
  chosenType: CampaignType;
  keywords: string[];
  place: string;
  location: string;
  name: string | undefined;
  weekly: number;
  daily: number;
  landing: string;
  contact: string;
}

function facts(input: StrategyInput): Facts {
  const lang = detectLanguage(input.language, input.description);
  const variety: SpanishVariety = lang === 'es' ? campaignVariety(input) : 'tuteo';
  const keywords = parseKeywords(input.keywords);
  if (keywords.length === 0) keywords.push(...fallbackKeywords(input.description, lang));
  const weekly = cents(input.budget);
  const links = PAGE_ROLES.map((role) => input.pages[role]?.trim() ?? '');
  return {
    lang,
    variety,
    copy: copyFor(lang, variety),
    objective: input.objective,
    chosenType: input.type,
    keywords,
    place: placeCase(shortLocation(input.location)),
    location: placeNames(input.location).join(', ') || input.location.replace(/\s+/g, ' ').trim(),
    name: businessName(input.description),
    weekly,
    daily: cents(weekly / 7),
    landing: links[0] || links.find(Boolean) || '',
    contact: links[2] || '',
  };
}

/** When the keyword field has no usable keyword, the description's first content words stand in. */
function fallbackKeywords(description: string, lang: Lang): string[] {
  const stop =
    lang === 'es'
      ? /^(somos|una?|el|la|los|las|de|del|en|y|que|con|para|por|nuestra?s?|es)$/
      : /^(we|are|a|an|the|of|in|and|that|with|for|our|is)$/;
  const words = description
    .toLowerCase()
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w.length > 2 && !stop.test(w));
  return words.length ? [words.slice(0, 2).join(' ')] : [lang === 'es' ? 'servicios' : 'services'];
}

/** Unique (case-insensitive), non-empty, within `max` characters, at most `count`. */
export function pickTexts(candidates: Iterable<string>, max: number, count: number, already: string[] = []): string[] {
  const out = [...already];
  const seen = new Set(out.map((t) => t.toLowerCase()));
  for (const raw of candidates) {
    if (out.length >= count) break;
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!text || text.length > max || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
  }
  return out;
}

function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/**
 * What the copy engine needs from a form. The owner's saved business profile
 * counts as stated: its selling points, offers and hours are claims the copy may make and the
 * linter allows, and its business name is the brand.
 */
export function copyBrief(input: StrategyInput): CopyBrief {
  const f = facts(input);
  const confirmed = input.facts;
  if (confirmed) {
    // Only what the owner confirmed: the facts are the copy's whole support, the brand its name.
    const channel = factChannel(confirmed);
    return {
      lang: f.lang,
      objective: f.objective,
      description: factsText(confirmed),
      ...(input.description ? { posted: input.description } : {}),
      keywords: f.keywords,
      location: input.location,
      name: confirmed.brand?.trim() || input.profile?.businessName?.trim() || f.name,
      variety: f.variety,
      channel,
      neverSay: confirmed.neverSay,
    };
  }
  return {
    lang: f.lang,
    objective: f.objective,
    description: withProfileClaims(input),
    keywords: f.keywords,
    location: input.location,
    name: input.profile?.businessName?.trim() || f.name,
    variety: f.variety,
    // The owner's channel chooses the calls to action: WhatsApp, then booking, then phone.
    channel: input.whatsapp?.trim() ? 'whatsapp' : input.bookingUrl?.trim() ? 'booking' : input.phone?.trim() ? 'phone' : undefined,
  };
}

/** The confirmed facts as sentences: what the copy engine may say, and all it may claim. */
function factsText(facts: NonNullable<StrategyInput['facts']>): string {
  const sentences = [
    facts.brand ?? '',
    facts.services.map((s) => (s.price?.currency ? `${s.name} ${s.price.amount} ${s.price.currency}` : s.name)).join(', '),
    ...facts.sellingPoints,
    facts.hours ?? '',
  ];
  return sentences
    .map((t) => t.trim().replace(/[.;,\s]+$/, ''))
    .filter(Boolean)
    .map((t) => `${t}.`)
    .join(' ');
}

/** The brief's description, followed by what the saved profile states (each as its own sentence). */
function withProfileClaims(input: StrategyInput): string {
  const p = input.profile;
  if (!p) return input.description;
  // Never a claim the owner listed as one not to make, nor a competitor's name.
  const banned = [...(p.avoid ?? []), ...(p.competitors ?? [])].map((w) => w.trim().toLowerCase()).filter(Boolean);
  const stated = [...(p.sellingPoints ?? []), ...(p.offers ?? []), p.hours ?? '']
    .map((line) => line.trim().replace(/[.;,\s]+$/, ''))
    .filter((line) => line && !input.description.toLowerCase().includes(line.toLowerCase()))
    .filter((line) => !banned.some((w) => line.toLowerCase().includes(w)));
  return stated.length
    ? `${input.description.trim().replace(/[.\s]*$/, '.')} ${stated.map((line) => `${line}.`).join(' ')}`
    : input.description;
}

function adGroups(f: Facts): AdGroup[] {
  const seen = new Set<string>();
  const add = (list: Keyword[], text: string, matchType: Keyword['matchType']) => {
    const clean = fitWords(text, 80);
    if (!clean || clean.split(' ').length > 10) return;
    const key = `${matchType}:${clean}`;
    if (seen.has(key)) return;
    seen.add(key);
    list.push({ text: clean, matchType });
  };
  const place = f.place.toLowerCase();
  const groups: AdGroup[] = f.keywords.slice(0, MAX_THEMES).map((keyword) => {
    const list: Keyword[] = [];
    add(list, keyword, 'EXACT');
    for (const variant of keywordVariants(keyword, place, f.lang, f.objective)) add(list, variant, 'PHRASE');
    return { name: capitalize(keyword), keywords: list };
  });
  const rest = f.keywords.slice(MAX_THEMES, MAX_THEMES + 15);
  // One keyword left over is a theme of its own, never a one-keyword "Other searches" group.
  if (rest.length === 1) {
    const list: Keyword[] = [];
    add(list, rest[0]!, 'EXACT');
    add(list, rest[0]!, 'PHRASE');
    if (list.length) groups.push({ name: capitalize(rest[0]!), keywords: list });
  } else if (rest.length) {
    const list: Keyword[] = [];
    for (const keyword of rest) add(list, keyword, 'PHRASE');
    groups.push({ name: f.copy.otherSearches, keywords: list });
  }
  return groups;
}

/** Each ad group its own responsive search ad, themed on the group's first keyword. */
export function withGroupAds(
  groups: AdGroup[],
  brief: CopyBrief,
  raw?: (group: AdGroup) => { headlines: string[]; descriptions: string[] },
): AdGroup[] {
  return groups.map((group) => {
    const ad = groupAdCopy(brief, group.keywords[0]?.text ?? group.name, raw?.(group));
    return { ...group, ad: { headlines: ad.headlines, descriptions: ad.descriptions, path1: ad.path1, path2: '' } };
  });
}

/**
 * Words with another common meaning, and the searches that meaning brings: in Spanish
 * "facturas" are pastries and invoices ("factura electrónica", AFIP, monotributo).
 */
const AMBIGUOUS: { lang: 'es' | 'en'; word: RegExp; negatives: string[] }[] = [
  {
    lang: 'es',
    word: /\bfacturas?\b/,
    negatives: ['factura electrónica', 'afip', 'arca', 'monotributo', 'facturación', 'factura a', 'factura c', 'facturador'],
  },
  { lang: 'es', word: /\bgatos?\b/, negatives: ['gato hidráulico', 'gato para auto'] },
  { lang: 'en', word: /\bjack\b/, negatives: ['car jack', 'jack in the box'] },
  { lang: 'en', word: /\bmouse\b/, negatives: ['computer mouse', 'gaming mouse'] },
];

/** Common irrelevant searches, minus any word the business itself uses, after the owner's own. */
function negativeKeywords(f: Facts, input: StrategyInput): string[] {
  const own = parseKeywords(input.negativeKeywords ?? '', 30);
  const used = new Set(`${input.keywords} ${input.description}`.toLowerCase().split(/[^\p{L}\d]+/u));
  const defaults = f.copy.negatives[f.objective].filter((n) => !n.split(' ').some((w) => used.has(w)));
  return [...new Set([...own, ...protectiveNegatives(f, used), ...defaults])].slice(0, 30);
}

/** Negatives that keep an ambiguous search word ("facturas": pastries, not invoices) to the business. */
function protectiveNegatives(f: Facts, used?: Set<string>): string[] {
  const searched = f.keywords.join(' ').toLowerCase();
  return AMBIGUOUS.filter((a) => a.lang === f.lang && a.word.test(searched)).flatMap((a) =>
    a.negatives.filter((n) => !used || !n.split(' ').some((w) => w.length > 3 && used.has(w) && !a.word.test(w))),
  );
}

/** Weekly budget split by ad group; cents add up exactly to the weekly budget. */
function budgetSplit(f: Facts, groups: AdGroup[]): Strategy['budget']['split'] {
  const weights = [[1], [0.6, 0.4], [0.5, 0.3, 0.2], [0.4, 0.3, 0.2, 0.1]][Math.min(groups.length, 4) - 1] ?? [1];
  const shares = groups.slice(0, weights.length);
  let left = f.weekly;
  return shares.map((group, i) => {
    const amount = i === shares.length - 1 ? cents(left) : cents(f.weekly * (weights[i] ?? 0));
    left = cents(left - amount);
    return { label: group.name, amount };
  });
}

function recommendation(f: Facts): { type: CampaignType; reason: RecommendationReason } {
  const chosen = f.chosenType;
  if (chosen === 'Search') return { type: 'Search', reason: 'search-intent' };
  // Under ~100 USD a week the automated, visual campaign types rarely get enough data to learn.
  if (f.weekly < 100) return { type: 'Search', reason: 'budget-first' };
  const fits: Record<Objective, CampaignType[]> = {
    Sales: ['Shopping', 'Performance', 'App'],
    Leads: ['Performance'],
    'Website traffic': ['Display', 'Video'],
  };
  if (fits[f.objective].includes(chosen)) return { type: chosen, reason: 'as-chosen' };
  return { type: 'Search', reason: 'search-first' };
}

/** The facts as generation reads them: the owner's confirmed ones, else the ones the description states. */
export function factsOf(input: StrategyInput): OwnerFacts {
  if (input.facts) return input.facts;
  const lang = detectLanguage(input.language, input.description);
  return {
    ...(businessName(input.description) ? { brand: businessName(input.description)! } : {}),
    services: parseKeywords(input.keywords).map((k) => ({ name: k })),
    // The whole description protects its own words from a negative, as well as its selling points.
    sellingPoints: [...sellingPoints(input.description, lang).map((p) => p.phrase), input.description],
    notOffered: [],
    neverSay: [],
  };
}

/** The plan from the owner's confirmed facts, when the campaign has them. */
export function factsPlan(input: StrategyInput): FactsPlan | undefined {
  if (!input.facts) return undefined;
  const f = facts(input);
  return planFromFacts({
    facts: input.facts,
    lang: f.lang,
    variety: f.variety,
    objective: f.objective,
    location: input.location,
    places: input.places,
    // As typed: the owner's capitals ("Cambridge") are kept.
    keywords: input.keywords
      .map((k) => k.trim())
      .filter(Boolean)
      .slice(0, 30),
    // The owner's negatives, and those that keep an ambiguous search word ("facturas") to the business.
    negativeKeywords: [...new Set([...parseKeywords(input.negativeKeywords ?? '', 30), ...protectiveNegatives(f)])],
    budget: input.budget,
    description: input.description,
  });
}

/** Every negative, whoever proposed it, without those that would block the business's own searches. */
export function checkedNegatives(negatives: string[], input: StrategyInput): Pick<Strategy, 'negativeKeywords' | 'droppedNegatives'> {
  const f = facts(input);
  const { kept, dropped } = checkNegatives(negatives, factsOf(input), parseKeywords(input.keywords, 30), f.lang, f.variety, {
    defaults: false,
    max: 50,
  });
  return { negativeKeywords: kept, ...(dropped.length ? { droppedNegatives: dropped } : {}) };
}

/** The strategy's prose and A/B plan without a word the owner asked never to use. */
const PLAN_AMOUNT = /\b\d[\d.,]*\s?[A-Z]{3}\b|\b[A-Z]{3}\s?\d[\d.,]*/g;

export function honourNeverSay(strategy: Strategy, neverSay: readonly string[] | undefined, claims?: CopyLintContext): Strategy {
  if (!neverSay?.length && !claims) return strategy;
  // A sentence holding a never-say word, or a claim the facts do not support, is left out.
  const scrub = (t: string) =>
    claims
      ? withoutNeverSay(t, neverSay)
          .split(/(?<=[.!?])\s+/)
          // The plan's own figures (budget, cost per click, cost per lead) are written with the
          // currency's code ("350 USD por semana"): they are no price the business claims.
          .filter((sentence) => !unsupportedClaimIn(sentence.replace(PLAN_AMOUNT, ' '), claims))
          .join(' ')
      : withoutNeverSay(t, neverSay);
  const keep = (t: string) => scrub(t) === t;
  return {
    ...strategy,
    summary: scrub(strategy.summary),
    recommendedCampaignType: scrub(strategy.recommendedCampaignType),
    bidding: scrub(strategy.bidding),
    kpis: strategy.kpis.map(scrub).filter(Boolean),
    nextSteps: strategy.nextSteps.map(scrub).filter(Boolean),
    headlines: strategy.headlines.filter(keep),
    descriptions: strategy.descriptions.filter(keep),
    ...(strategy.callouts ? { callouts: strategy.callouts.filter(keep) } : {}),
    ...(strategy.calloutSources && strategy.callouts
      ? { calloutSources: strategy.calloutSources.filter((_, i) => keep(strategy.callouts![i] ?? '')) }
      : {}),
    negativeKeywords: strategy.negativeKeywords,
    ...(strategy.abTest
      ? {
          abTest: {
            ...strategy.abTest,
            angle: scrub(strategy.abTest.angle),
            hypothesis: scrub(strategy.abTest.hypothesis),
            metric: scrub(strategy.abTest.metric),
            headlines: strategy.abTest.headlines.filter(keep),
            descriptions: strategy.abTest.descriptions.filter(keep),
          },
        }
      : {}),
  };
}

/**
 * A call to action or a bare price read as a fact ("Pide cita online", "Reserva online", "Desde
 * 900 $"): what the owner asks customers to do, or a price without its service, is no service and
 * no selling point — the ads ask for the action themselves, and a price belongs to its service.
 */
function askedAction(text: string): boolean {
  const t = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  // An imperative with what it asks for or how ("Pide cita online", "Reserva online", "Llámanos
  // hoy"); a service that opens with the same word stays ("Consulta nutricional", "Visita a domicilio").
  const verb =
    /^(pide|pedi|pidenos|pedinos|reserva|agenda|saca|llama|llamanos|escribe|escribinos|escribenos|contacta|contactanos|visitanos|cotiza|solicita|book|call|order|contact|message|text|email|reserve|schedule|request)\b/;
  const asked =
    /\b(online|en linea|whatsapp|hoy|ahora|ya|now|today|us|nos|cita|citas|turno|turnos|pedido|presupuesto|quote|appointment|llamada|telefono|phone)\b/;
  const short = t.split(/\s+/).length <= 4;
  return (
    (verb.test(t) && short && (asked.test(t) || /(nos|me)$/.test(t.split(/\s+/)[0]!))) ||
    /^(desde|from|a partir de)?\s*[$€£]?\s*\d[\d.,]*\s*(\$|€|£|usd|mxn|ars|eur|pesos)?$/.test(t)
  );
}

/**
 * The input with its facts: the owner's confirmed ones, else the ones the description states (read
 * as the form proposes them), with the saved profile's name, claims and hours. One generation path
 * for every campaign; a description the reader finds no service in keeps the keyword themes.
 */
export function withFacts(input: StrategyInput): StrategyInput {
  if (input.facts) return input;
  const read = readFacts({
    description: input.description,
    keywords: input.keywords,
    pages: input.pages,
    location: input.location,
    countryCode: input.place?.countryCode ?? input.places?.[0]?.countryCode,
    phone: input.phone,
    whatsapp: input.whatsapp,
    bookingUrl: input.bookingUrl,
  });
  // The owner's keywords are the services the owner named: one the reader did not take stays a theme.
  const folded = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const placeWords = new Set(placeNames(input.location).flatMap((n) => folded(n).split(/[^\p{L}]+/u)));
  const services = read.services.filter((x) => !askedAction(x.name));
  for (const k of parseKeywords(input.keywords, 30)) {
    const name = k
      .split(/\s+/)
      .filter((w) => !placeWords.has(folded(w)))
      .join(' ');
    if (!name || /near me|cerca de m/i.test(name) || askedAction(name)) continue;
    if (services.some((s) => folded(s.name).includes(folded(name)) || folded(name).includes(folded(s.name)))) continue;
    if (services.length < 10) services.push({ name: name.charAt(0).toLocaleUpperCase() + name.slice(1) });
  }
  if (!services.length) return input;
  // In the owner's order: the first keyword's service gets the first group (and the larger share).
  const typed = parseKeywords(input.keywords, 30).map(folded);
  const rank = (name: string) => {
    const i = typed.findIndex((k) => k.includes(folded(name)) || folded(name).includes(k));
    return i < 0 ? typed.length : i;
  };
  services.sort((a, b) => rank(a.name) - rank(b.name));
  const p = input.profile;
  // Never a claim the owner listed as one not to make, nor a competitor's name.
  const banned = [...(p?.avoid ?? []), ...(p?.competitors ?? [])].map((w) => w.trim().toLowerCase()).filter(Boolean);
  const claims = [...(p?.sellingPoints ?? []), ...(p?.offers ?? [])]
    .map((line) => line.trim().replace(/[.;,\s]+$/, ''))
    .filter((line) => line && line.length <= 80 && !banned.some((w) => line.toLowerCase().includes(w)));
  // The description's points in headline length ("20 años de experiencia") before its long clauses.
  const lang = detectLanguage(input.language, input.description);
  const variety: SpanishVariety = lang === 'es' ? campaignVariety(input) : 'tuteo';
  const points: string[] = [];
  // A point the owner's own clause already says with the same figure ("8 años cuidando mascotas") is left to it.
  const figures = (t: string): string[] => t.match(/\d+/g) ?? [];
  const detected = sellingPoints(input.description, lang, variety)
    .map((sp) => sp.headline)
    .filter((h) => !figures(h).some((n) => read.sellingPoints.some((x) => x.length <= 30 && figures(x).includes(n))));
  for (const x of [...detected, ...read.sellingPoints])
    if (!askedAction(x) && !points.some((y) => folded(y) === folded(x) || folded(y).includes(folded(x)))) points.push(x);
  for (const c of claims) if (!points.some((x) => x.toLowerCase() === c.toLowerCase())) points.push(c);
  const brand = read.brand ?? p?.businessName?.trim();
  const hours = read.hours ?? p?.hours?.trim();
  return {
    ...input,
    facts: {
      ...read,
      services,
      ...(brand ? { brand } : {}),
      ...(hours ? { hours } : {}),
      // Two wordings of one claim ("Entrega a domicilio", "Envíos a domicilio") are one, the owner's;
      // a headline-length point stays beside the longer clause it shortens.
      sellingPoints: distinctPoints(points, input.description, { longer: false }).slice(0, 20),
      neverSay: [...read.neverSay, ...(p?.avoid ?? [])].slice(0, 20),
    },
  };
}

/** The offline strategist: a complete, deterministic strategy from the form alone. */
export function offlineStrategy(posted: StrategyInput): Strategy {
  const input = withFacts(posted);
  const f = facts(input);
  const copy = f.copy;
  const fp = factsPlan(input);
  const groups = fp ? fp.adGroups : adGroups(f);
  const rec = recommendation(f);
  const keyword = f.keywords[0] ?? '';
  // Bids from the market (the keyword planner's forecast) when known; otherwise from the budget.
  const cpcCap = input.market ? cents(input.market.maxCpc) : cents(Math.min(4, Math.max(0.3, f.daily / 10)));
  const clicksPerDay = input.market ? Math.max(1, Math.floor(input.market.weeklyClicks / 7)) : Math.max(1, Math.floor(f.daily / cpcCap));
  // Amounts in the owner's money (the place's, or the one they budgeted in), in the reader's format;
  // the budget with the owner's own figure beside it where that is another currency.
  const view = moneyView(input);
  const usd = (n: number) => viewMoneyText(n, view, f.lang);
  const budgetText = (n: number) => viewMoneyText(n, view, f.lang, { owner: true });
  const cpaTarget = usd(cents(Math.max(5, f.weekly / 5)));
  const themes = joinList(
    (fp ? groups.map((g) => g.name) : f.keywords).slice(0, MAX_THEMES).map((k) => (f.lang === 'es' ? `«${k}»` : `“${k}”`)),
    copy.and,
  );
  const brief = copyBrief(input);
  const plan = adCopyPlan(brief);
  const about = joinList(
    input.facts
      ? input.facts.sellingPoints.slice(0, 3).map((p) => (/^\p{Lu}\p{Ll}/u.test(p) ? p.charAt(0).toLocaleLowerCase() + p.slice(1) : p))
      : sellingPoints(input.description, f.lang, f.variety)
          .slice(0, 3)
          .map((p) => p.phrase),
    copy.and,
  );
  const later = fp?.laterServices.length
    ? [catalogText('facts.later', variantOf(f.lang, f.variety), { services: joinList(fp.laterServices, copy.and) })]
    : [];
  const negatives = fp
    ? { negativeKeywords: fp.negativeKeywords, ...(fp.droppedNegatives.length ? { droppedNegatives: fp.droppedNegatives } : {}) }
    : checkedNegatives(negativeKeywords(f, input), input);

  const strategy: Strategy = {
    summary: copy.summary({
      who: f.name ?? copy.yourBusiness,
      type: copy.type[rec.type],
      objective: copy.objective[f.objective],
      location: f.location,
      language: f.lang === 'es' ? 'español' : 'English',
      weekly: budgetText(f.weekly),
      daily: usd(f.weekly / 7),
      themes,
      about,
    }),
    recommendedCampaignType: copy.recommendation({
      type: copy.type[rec.type],
      chosen: copy.type[f.chosenType],
      keyword,
      place: f.place,
      reason: rec.reason,
    }),
    // A type Pautia only plans gets its own mechanics: no max CPC or match types on Performance Max.
    bidding:
      rec.type === 'Search'
        ? copy.bidding({ objective: f.objective, smallBudget: f.weekly < 150, cpcCap: usd(cpcCap), cpaTarget })
        : copy.typeBidding(rec.type),
    adGroups: fp ? groups : withGroupAds(groups, brief),
    headlines: plan.headlines,
    descriptions: plan.descriptions,
    callouts: fp ? fp.callouts : plan.callouts,
    ...(fp ? { calloutSources: fp.calloutSources } : {}),
    abTest: plan.abTest,
    ...negatives,
    ...(fp?.laterServices.length ? { laterServices: fp.laterServices } : {}),
    budget: { weekly: f.weekly, daily: f.daily, split: fp ? fp.split : budgetSplit(f, groups) },
    kpis: copy.kpis({ objective: f.objective, type: rec.type, cpcCap: usd(cpcCap), clicksPerDay, cpaTarget }),
    nextSteps: [
      ...later,
      ...(brief.channel ? [copy.channelStep(brief.channel)] : []),
      ...(rec.type === 'Search' ? [] : copy.typeSteps(rec.type)),
      ...copy.nextSteps({
        objective: f.objective,
        landing: f.landing,
        contact: f.contact,
        chosen: copy.type[f.chosenType],
        recommended: copy.type[rec.type],
        differs: rec.type !== f.chosenType,
      }),
    ].slice(0, 10),
  };
  return honourNeverSay(strategy, input.facts?.neverSay);
}
