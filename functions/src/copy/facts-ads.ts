/**
 * Ad groups, ads, callouts and negatives from the facts the owner confirmed (contract/campaigns.ts
 * `Facts`): one ad group per service with its own page; each ad's 15 headlines and 4 descriptions
 * from that service, the selling points, the brand, the place and a call to action that fits the
 * channel and what the business sells; every line with its source. A line no fact supports is never
 * written: with fewer facts the ad has fewer lines, and names the facts that would fill it.
 */
import { FACT_GAPS, type Facts, type LineSource, type Objective, type Strategy, type TargetPlace } from '../contract/campaigns.js';
import { acceptLines, AD_DESCRIPTION_MAX, AD_HEADLINE_MAX, type CopyLintContext } from '../contract/copy-lint.js';
import { text as catalogText, variantOf, type Variant } from '../i18n/messages.js';
import { adPath, capitalized, headlineCase, placeCase, placeNames } from './engine.js';
import type { CopyLang } from './points.js';
import { cents } from './text.js';
import type { SpanishVariety } from './variety.js';
import { checkNegatives, type DroppedNegative } from './negatives.js';
import { businessObject, qualifiedService, type Qualifier } from './qualify.js';
import { businessKind, holdsKind, holdsService, oneWord, withKind } from './keyword-intent.js';
import { brandShortForms, serviceShortForms } from './short-names.js';

export const FACT_HEADLINES = 15;
export const FACT_DESCRIPTIONS = 4;
const CALLOUT_MAX = 25;
const MAX_GROUPS = 10;
/** Below this weekly amount (USD) an ad group gets too few clicks to learn: its service waits. */
export const MIN_WEEKLY_PER_GROUP = 20;

export type CtaCategory =
  'appointment' | 'class' | 'consultation' | 'session' | 'stay' | 'rental' | 'visit' | 'order' | 'pickup' | 'quote' | 'call';
export type FactChannel = 'whatsapp' | 'booking' | 'phone';

type AdGroup = Strategy['adGroups'][number];
type Keyword = AdGroup['keywords'][number];

export interface FactsBrief {
  facts: Facts;
  lang: CopyLang;
  variety: SpanishVariety;
  objective: Objective;
  location: string;
  places?: TargetPlace[] | undefined;
  /** The owner's keywords, as typed. */
  keywords: string[];
  negativeKeywords: string[];
  /** Weekly, USD. */
  budget: number;
  /** The description, read only for the kind of business and the capitals of its proper nouns. */
  description: string;
}

export interface FactsPlan {
  adGroups: AdGroup[];
  laterServices: string[];
  callouts: string[];
  calloutSources: LineSource[];
  negativeKeywords: string[];
  droppedNegatives: DroppedNegative[];
  split: Strategy['budget']['split'];
  category: CtaCategory;
  channel: FactChannel | undefined;
  ctx: CopyLintContext;
  place: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLocaleLowerCase() + text.slice(1) : text);
const upperFirst = capitalized;

/** What the business sells, read from its services and description: it chooses the call to action. */
export function ctaCategory(facts: Facts, description: string, objective: Objective): CtaCategory {
  const emergency = /emergenc|urgenc|24 ?\/ ?7|\b24 ?(h|hs|horas|hours)\b/.test(fold(facts.sellingPoints.join(' ')));
  // The services say what the business sells; the description decides only when they do not.
  const own = fold([facts.brand ?? '', ...facts.services.map((s) => s.name)].join(' . '));
  const all = fold([own, ...facts.sellingPoints, description].join(' . '));
  for (const text of [own, all]) {
    if (VISIT.test(text)) return 'visit';
    if (CLASS.test(text)) return 'class';
    if (CONSULTATION.test(text)) return 'consultation';
    if (SESSION.test(text)) return 'session';
    // Before a stay: a car rental delivers to the customer's hotel.
    if (RENTAL.test(text)) return 'rental';
    if (STAY.test(text)) return 'stay';
    if (emergency && facts.phone) return 'call';
    if (APPOINTMENT.test(text)) return 'appointment';
    if (PICKUP.test(text)) return 'pickup';
    if (ORDER.test(text)) return 'order';
    if (QUOTE.test(text)) return 'quote';
  }
  // Nothing says what it sells: a booking page says customers book; else a quote is asked for.
  return objective === 'Sales' ? 'order' : emergency && facts.phone ? 'call' : facts.bookingUrl?.trim() ? 'appointment' : 'quote';
}

const CLASS =
  /\b(academ\w*|cursos?|courses?|clases?|class(es)?|lessons?|tutor\w*|yoga|pilates|gym|gimnasio\w*|spinning|driving|escuela|school|profe|musculacion|funcional)\b/;
const CONSULTATION =
  /\b(escriban\w*|notar(y|ies|io|ia|ias)|abogad\w*|lawyers?|attorneys?|solicitors?|laboral\w*|contador\w*|contable|accountants?|bookkeeping|payroll|psicolog\w*|terapia|therapy|asesor\w*)\b/;
/** A place parents visit before enrolling: a nursery, a kindergarten. */
const VISIT =
  /\b(jardin (maternal|de infantes|infantil)|jardines maternales|kinder\w*|preescolar|guarderias?|escuela infantil|daycare|day care|nursery|childcare|preschool|kindergarten)\b/;
const SESSION = /\b(personal train\w*|entrenador\w* personal\w*|entrenamiento personal|coach\w*|1[- ]on[- ]1 training)\b/;
const STAY =
  /\b(hostal\w*|hostels?|hotel\w*|hospedajes?|alojamientos?|cabanas?|posadas?|guest ?houses?|bed and breakfast|b&b|habitacion(es)?|apartamentos turisticos|holiday (homes?|rentals?)|cabins?)\b/;
/** Hired for dates: a car, a van, a skip bin, equipment. */
const RENTAL =
  /\b(rent a car|car (hire|rental)|van hire|(skip|bin|equipment|party) hire|skip bins?|alquiler (de )?(autos?|coches?|carros?|camionetas?|vans?|equipos?|volquetes?)|renta de (autos?|carros?|camionetas?)|rentacar|rental cars?)\b/;
const PICKUP = /\b(lavander\w*|tintorer\w*|laundr\w*|dry clean\w*|wash and fold)\b/;
/** Sold by the job, priced on request. */
const QUOTE = /\b(catering|caterers?|banquetes?|instalacion\w*|installation\w*|reforma\w*|renovation\w*)\b/;
const APPOINTMENT =
  /\b(masaj\w*|massages?|drenaje linfatico|tattoo\w*|tatuaj\w*|podolog\w*|podiatr\w*|nutricion\w*|nutriolog\w*|nutritionists?|dietitians?|groom\w*|peluqueria canina|estetica canina|dermat\w*|fonoaudiolog\w*|logoped\w*|speech therap\w*|audiolog\w*|hearing (tests?|aids?)|chiropract\w*|quiropract\w*|osteopat\w*|chimney\w*|sweeps?|sweeping|deshollin\w*|dog walk\w*|paseador\w*|paseo de perros|pet sitt\w*|puppy visits?|autolavado|car wash|detailing|lavado de autos|sastre\w*|modista|tailor\w*|alterations?|arreglos de ropa|depilac\w*|waxing|dentist\w*|dental|odont\w*|implant\w*|invisalign|clinic\w*|clinica|physio\w*|fisio\w*|kinesi\w*|salon|peluquer\w*|hair|balayage|nails?|unas|manicur\w*|pedicur\w*|pestanas|lash(es)?|vets?|veterinari[ao]|veterinary|optica|optician|optometr\w*|examen de la vista|lentes|barber\w*|spa|estetica|mechanics?|taller|auto repair|brakes?|frenos|oil change|cambio de aceite|itv)\b/;
const ORDER =
  /\b(imprenta\w*|print(ing|ers?|s)?|grafica|tarjetas de presentacion|business cards|volantes|flyers|banners|stickers|panader\w*|bakery|pasteler\w*|cafe|coffee|pizz\w*|flores|florist\w*|floreria|bouquets?|ramos|comida|food|tienda|shop|store|alimento|snacks?|treats|delivery|envios?|bikes?|e-bikes|pan|cakes?|tortas)\b/;

/** The owner's channel: WhatsApp, then a booking or order page, then the phone. */
export function factChannel(facts: Facts): FactChannel | undefined {
  return facts.whatsapp?.trim() ? 'whatsapp' : facts.bookingUrl?.trim() ? 'booking' : facts.phone?.trim() ? 'phone' : undefined;
}

const SYMBOL: Record<string, string> = { EUR: '€', GBP: '£', PEN: 'S/ ', BRL: 'R$' };
/** "$450.000" (Spanish), "$149" (English), "€60", "£95": the price as the ad writes it. */
export function priceText(amount: number, currency: string | null, lang: CopyLang): string | undefined {
  if (!currency) return undefined;
  const whole = Math.round(amount) === amount;
  const n = whole
    ? String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'es' ? '.' : ',')
    : lang === 'es'
      ? amount.toFixed(2).replace('.', ',')
      : amount.toFixed(2);
  return `${SYMBOL[currency] ?? '$'}${n}`;
}

/**
 * Proper nouns as the owner writes them, by their folded form: words in capitals ("QLD", "EV"), and
 * words capitalised inside a sentence ("Cambridge", "Huila", "Invisalign"), and the places.
 */
export function properWords(given: readonly string[], places: readonly string[], typed: readonly string[] = []): Map<string, string> {
  const out = new Map<string, string>();
  // A word the owner also writes in lower case ("yoga" beside "Still Point Yoga") is no proper noun;
  // keywords do not count: people type them in lower case.
  const lower = new Set(given.flatMap((t) => t.split(/[^\p{L}\d]+/u).filter((w) => /^\p{Ll}/u.test(w))).map(fold));
  const texts = [...given, ...typed];
  for (const place of places) for (const w of place.split(/\s+/)) if (/^\p{Lu}/u.test(w) && w.length > 2) out.set(fold(w), w);
  for (const t of texts) {
    for (const sentence of t.split(/[.!?:;\n·]+/)) {
      const words = sentence.trim().split(/\s+/);
      // A sentence in title case ("24/7 Emergency Service") says nothing of which words are names.
      const long = words.map((w) => w.replace(/[^\p{L}]/gu, '')).filter((w) => w.length > 3);
      const titleCase = long.length >= 2 && long.every((w) => /^\p{Lu}/u.test(w));
      words.forEach((raw, i) => {
        const w = raw.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '');
        if (w.length < 2) return;
        const caps = /^\p{Lu}+$/u.test(w) && w.length >= 2;
        const inner = i > 0 && /^\p{Lu}\p{Ll}/u.test(w);
        if ((caps || (inner && !titleCase)) && !lower.has(fold(w))) out.set(fold(w), w);
      });
    }
  }
  return out;
}

/** A keyword as Google takes it (no match-type syntax), lower case but for the owner's proper nouns. */
export function keywordCase(text: string, proper: Map<string, string>): string {
  return clean(text.replace(/["[\]+!@%^*()={};~`<>?\\|,]/g, ' '))
    .split(' ')
    .map((w) => proper.get(fold(w)) ?? w.toLocaleLowerCase())
    .join(' ');
}

/** The content words of a text (folded, no plural), for matching keywords to services. */
const stems = (text: string, skip: Set<string>) =>
  fold(text)
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w.length > 2 && !skip.has(w) && !/^(para|with|from|near|cerca|desde|del|los|las|and|for|the)$/.test(w))
    .map((w) => w.replace(/(es|s)$/, ''));

export function planFromFacts(brief: FactsBrief): FactsPlan {
  const { facts, lang, variety } = brief;
  const variant = variantOf(lang, variety);
  const allPlaces = [...placeNames(brief.location), ...(brief.places ?? []).flatMap((p) => placeNames(p.name))].filter(
    (p, i, a) => a.findIndex((q) => fold(q) === fold(p)) === i,
  );
  const place = placeCase(allPlaces[0] ?? '');
  const brand = facts.brand?.trim() || undefined;
  const category = ctaCategory(facts, brief.description, brief.objective);
  const channel = factChannel(facts);
  const prices = facts.services.map((s) => (s.price ? priceText(s.price.amount, s.price.currency, lang) : undefined));
  // Only what the owner confirmed supports a claim.
  const support = [
    brand ?? '',
    ...facts.services.map((s, i) => `${s.name} ${prices[i] ?? ''} ${s.price?.amount ?? ''}`),
    ...facts.sellingPoints,
    facts.hours ?? '',
  ].join(' . ');
  const proper = properWords(
    [...facts.services.map((s) => s.name), ...facts.sellingPoints, brief.description, brand ?? ''],
    allPlaces,
    brief.keywords,
  );
  const ctx: CopyLintContext = {
    lang,
    support,
    // Places, the brand and the owner's own capitals ("NCEA", "QLD", "Cambridge") are written as they are.
    properNouns: [
      ...allPlaces,
      ...(brand ? [brand] : []),
      ...new Set([...facts.services.map((s) => s.name), ...facts.sellingPoints].join(' ').match(/\b\p{Lu}{2,}\b/gu) ?? []),
    ],
    places: allPlaces,
    neverSay: facts.neverSay,
    searchTerms: brief.keywords.join(' . '),
    ...(brand ? { brand } : {}),
  };

  // Services past what the budget carries wait, named; they are never merged into another group.
  const carried = Math.max(1, Math.min(MAX_GROUPS, Math.floor(brief.budget / MIN_WEEKLY_PER_GROUP)));
  const services = facts.services.slice(0, carried);
  const laterServices = facts.services.slice(carried).map((s) => s.name);

  const placeWords = new Set(allPlaces.flatMap((p) => fold(p).split(/[^\p{L}]+/u)).filter(Boolean));
  const object = businessObject(facts, brief.keywords, brief.description, placeWords);
  const {
    lists: keywordsFor,
    owned,
    kind,
  } = groupKeywords(
    facts.services.map((s) => s.name),
    services.length,
    brief,
    proper,
    place,
    placeWords,
    object,
  );
  const neverSaid = (t: string) => ctx.neverSay?.some((w) => w.trim() && fold(t).includes(fold(w))) ?? false;
  // The places the ads target, each by its own name ("Guadalajara", "Zapopan"): not the region or
  // country the owner's location also names ("Queensland", "Australia"), which the ads do not target.
  const targetPlaces = [placeNames(brief.location)[0] ?? '', ...(brief.places ?? []).map((p) => placeNames(p.name)[0] ?? '')]
    .map(placeCase)
    .filter((p, i, a) => p && a.findIndex((q) => fold(q) === fold(p)) === i);

  const adGroups: AdGroup[] = services.map((service, i) => {
    const searches = [...owned[i]!, ...kind.filter((k) => !owned[i]!.includes(k))];
    const ad = serviceAd({
      service: service.name,
      price: prices[i],
      brand,
      brandForms: brand
        ? brandShortForms(brand, lang, {
            commonText: [...facts.services.map((s) => s.name), ...facts.sellingPoints, brief.description].join(' . '),
            places: allPlaces,
          })
        : [],
      place,
      facts,
      category,
      channel,
      variant,
      lang,
      ctx,
      searches: searchLines(searches, facts, placeWords, place, variant, lang),
      otherPlaces: targetPlaces.slice(1),
    });
    const url = service.url?.trim();
    const path1 = pathOf(url) || adPath(service.name);
    return {
      name: upperFirst(service.name),
      keywords: keywordsFor[i]!.filter((k) => !neverSaid(k.text)),
      ad: {
        headlines: ad.headlines.map((l) => l.text),
        descriptions: ad.descriptions.map((l) => l.text),
        path1,
        path2: '',
        sources: { headlines: ad.headlines.map((l) => l.source), descriptions: ad.descriptions.map((l) => l.source) },
        ...(url ? { finalUrl: url } : {}),
        ...(ad.missing.length ? { missingFacts: ad.missing } : {}),
      },
    };
  });

  const callouts: string[] = [];
  const calloutSources: LineSource[] = [];
  for (const point of facts.sellingPoints) {
    const c = clean(point);
    if (!c || c.length > CALLOUT_MAX || neverSaid(c) || callouts.some((x) => fold(x) === fold(c))) continue;
    callouts.push(upperFirst(c));
    calloutSources.push({ kind: 'fact' as const, fact: point });
  }

  const ownKeywords = adGroups.flatMap((g) => g.keywords.map((k) => k.text));
  const { kept, dropped } = checkNegatives(brief.negativeKeywords, facts, [...brief.keywords, ...ownKeywords], lang, variety);

  return {
    adGroups,
    laterServices,
    callouts,
    calloutSources,
    negativeKeywords: kept,
    droppedNegatives: dropped,
    split: splitBudget(
      cents(brief.budget),
      adGroups.map((g) => g.name),
    ),
    category,
    channel,
    ctx,
    place,
  };
}

/** The page's last path segment as a display path ("/smoke-alarms" → "smoke-alarms"), ≤ 15 characters. */
function pathOf(url: string | undefined): string {
  if (!url) return '';
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
    const p = decodeURIComponent(last)
      .replace(/\.(html?|php|aspx?)$/i, '')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\p{L}\d-]/gu, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    return p.length <= 15 ? p : '';
  } catch {
    return '';
  }
}

/** Each service's keywords: itself, with the place once, "near me" once, and the owner's keywords about it. */
function groupKeywords(
  allServices: string[],
  carried: number,
  brief: FactsBrief,
  proper: Map<string, string>,
  place: string,
  placeWords: Set<string>,
  object: Qualifier | undefined,
): { lists: Keyword[][]; owned: string[][]; kind: string[] } {
  const services = allServices.slice(0, carried);
  const near = brief.lang === 'es' ? 'cerca de mí' : 'near me';
  const lists: Keyword[][] = services.map(() => []);
  const seen = new Set<string>();
  const names = brandedNames(brief.facts, brief.description, proper);
  const add = (list: Keyword[], text: string, matchType: Keyword['matchType']) => {
    const t = keywordCase(text, names);
    if (!t || t.length > 80 || t.split(' ').length > 10) return;
    const key = `${matchType}:${fold(t)}`;
    if (seen.has(key)) return;
    seen.add(key);
    list.push({ text: t, matchType });
  };
  const hasPlace = (t: string) =>
    fold(t)
      .split(/[^\p{L}]+/u)
      .some((w) => placeWords.has(w));
  const serviceStems = allServices.map((s) => stems(s, placeWords));
  // The owner's keywords go to the service they name (the whole name, else most words shared), else
  // to the first group; a keyword about a service left for later waits with it.
  const owned: string[][] = services.map(() => []);
  // A word most services share ("solar") says less about which one a search means than a word of
  // one service only ("battery"): each shared word weighs 1 / the number of services holding it.
  const holders = (w: string) => serviceStems.filter((ss) => ss.includes(w)).length || 1;
  const kind: string[] = [];
  for (const k of brief.keywords) {
    const ks = stems(k, placeWords);
    let best = allServices.findIndex((s) => fold(k).includes(fold(s)));
    if (best < 0) {
      let score = 0;
      serviceStems.forEach((ss, i) => {
        const shared = ss.filter((w) => ks.includes(w)).reduce((sum, w) => sum + 1 / holders(w), 0);
        if (shared > score) [best, score] = [i, shared];
      });
    }
    if (best >= carried) continue;
    // A search that names no service ("electrician brisbane") says what the business is, for every ad.
    if (best < 0) kind.push(k);
    owned[best >= 0 ? best : 0]!.push(k);
  }
  const intent = businessKind({
    facts: brief.facts,
    kindKeywords: kind,
    keywords: brief.keywords,
    description: brief.description,
    placeWords,
    proper,
  });
  const places = keywordPlaces(brief);
  services.forEach((name, i) => {
    const list = lists[i]!;
    // "desparasitación" alone is also searched about people: the keywords name the business's object,
    // else its kind ("custom orthotics podiatrist", "hostal habitación doble").
    const withObject = qualifiedService(name, object);
    const kindForm =
      withObject === name && !(object && fold(name).includes(object.stem))
        ? withKind(name, intent, brief.lang, brief.keywords, placeWords, proper)
        : undefined;
    const service = kindForm && keywordFits(kindForm) ? kindForm : withObject;
    add(list, service, 'EXACT');
    add(list, service, 'PHRASE');
    const ownWithPlace = owned[i]!.some(hasPlace);
    if (place && !hasPlace(service) && !ownWithPlace) add(list, `${service} ${place}`, 'PHRASE');
    if (brief.objective !== 'Website traffic' && !/near me|cerca de m/i.test(owned[i]!.join(' ')))
      add(list, `${service} ${near}`, 'PHRASE');
    for (let k of owned[i]!) {
      // Never two places in one keyword.
      k = onePlace(k, places);
      // The owner's own search for the bare service gets the object too.
      const bare = k
        .split(/\s+/)
        .filter((w) => !placeWords.has(fold(w)))
        .join(' ');
      const placePart = k
        .split(/\s+/)
        .filter((w) => placeWords.has(fold(w)))
        .join(' ');
      if (withObject !== name && fold(bare) === fold(name)) k = `${withObject}${placePart ? ` ${placePart}` : ''}`;
      else if (
        bare &&
        ((kindForm && holdsService(bare, name, placeWords)) || oneWord(bare, placeWords)) &&
        !holdsKind(bare, intent) &&
        !(object && fold(bare).includes(object.stem))
      ) {
        // The owner's search of one word ("orthotics"), or of a service that needs the business's kind
        // ("corte de pelo hombre"), needs it too; one that says what the business is ("house cleaning") does not.
        const own = fold(bare) === fold(name) && kindForm ? kindForm : withKind(bare, intent, brief.lang, [], placeWords, proper);
        if (own && keywordFits(`${own} ${placePart}`)) k = `${own}${placePart ? ` ${placePart}` : ''}`;
      }
      // The service with its place once: a second such search of the owner's ("wedding dj waikato"
      // beside "wedding dj hamilton") bids the same service in the same places again.
      const placed = (t: string) => hasPlace(t) && [name, service].some((x) => fold(t).startsWith(fold(x)));
      if (placed(k) && list.some((x) => placed(x.text))) continue;
      add(list, k, 'PHRASE');
    }
  });
  return { lists, owned, kind };
}

/**
 * Proper nouns for keywords: the owner's, and the words a title-case service name shares with the
 * brand, both capitalised and never lower case in the description ("Adult Brazilian Jiu-Jitsu" and
 * "Coalface Brazilian Jiu-Jitsu Academy": "Brazilian", "Jiu-Jitsu").
 */
function brandedNames(facts: Facts, description: string, proper: Map<string, string>): Map<string, string> {
  const out = new Map(proper);
  const brand = new Set((facts.brand ?? '').split(/\s+/).filter((w) => /^\p{Lu}/u.test(w)));
  const lower = new Set(
    description
      .split(/[^\p{L}\d'-]+/u)
      .filter((w) => /^\p{Ll}/u.test(w))
      .map(fold),
  );
  for (const s of facts.services)
    s.name
      .split(/\s+/)
      .slice(1)
      .forEach((w) => {
        if (brand.has(w) && !lower.has(fold(w))) {
          out.set(fold(w), w);
          // Typed without its hyphen ("jiu jitsu"), each part keeps its capital too.
          for (const part of w.split('-')) if (part.length > 1 && !lower.has(fold(part))) out.set(fold(part), part);
        }
      });
  return out;
}

/** Within Google's limits for a keyword (80 characters, 10 words). */
const keywordFits = (text: string) => text.length <= 80 && text.trim().split(/\s+/).length <= 10;

/** The campaign's places as names, each as its folded words ("Santa Monica" is one place of two words). */
function keywordPlaces(brief: FactsBrief): string[][] {
  return [...placeNames(brief.location), ...(brief.places ?? []).flatMap((p) => placeNames(p.name))]
    .map((p) =>
      fold(p)
        .split(/[^\p{L}\d]+/u)
        .filter((w) => w.length > 2 && !/^(del|las|los|the)$/.test(w)),
    )
    .filter((ws) => ws.length);
}

/** A keyword naming two places keeps the first it names ("electrician brisbane queensland" → "electrician brisbane"). */
function onePlace(keyword: string, places: string[][]): string {
  const ws = keyword.split(/\s+/);
  const folded = ws.map(fold);
  const hits = places.filter((p) => p.every((w) => folded.includes(w)));
  const names = [...new Set(hits.map((p) => p.join(' ')))];
  // A place inside another's name ("Buenos Aires" and "Palermo, Buenos Aires") is one place.
  const distinct = names.filter((n) => !names.some((m) => m !== n && ` ${m} `.includes(` ${n} `)));
  if (distinct.length < 2) return keyword;
  const first = distinct.map((n) => ({ n, at: Math.min(...n.split(' ').map((w) => folded.indexOf(w))) })).sort((a, b) => a.at - b.at)[0]!;
  const keep = new Set(first.n.split(' '));
  const drop = new Set(distinct.filter((n) => n !== first.n).flatMap((n) => n.split(' ')));
  return ws.filter((w, i) => keep.has(folded[i]!) || !drop.has(folded[i]!)).join(' ');
}

/**
 * The owner's typed searches as headlines: what the business is, in the customer's words ("electrician
 * brisbane" → "Electrician in Brisbane"). In Spanish only when each word is spelt as the owner's
 * confirmed facts spell it (a search typed without accents is no headline).
 */
function searchLines(keywords: string[], facts: Facts, placeWords: Set<string>, place: string, variant: Variant, lang: CopyLang): Line[] {
  const spelt = new Map<string, string>();
  // A word's spelling as the facts write it; a capital that only opens a fact is no proper noun.
  for (const t of [...facts.services.map((s) => s.name), ...facts.sellingPoints, facts.brand ?? ''])
    t.split(/[^\p{L}\d&'-]+/u)
      .filter(Boolean)
      .forEach((w, i) => {
        const form = i === 0 && t !== facts.brand && !/^\p{Lu}{2,}$/u.test(w) ? w.toLocaleLowerCase() : w;
        if (!spelt.has(fold(w)) || /^\p{Ll}/u.test(spelt.get(fold(w))!)) spelt.set(fold(w), form);
      });
  const out: Line[] = [];
  for (const k of keywords) {
    const all = clean(k).split(' ').filter(Boolean);
    const rest = all.filter((w) => !placeWords.has(fold(w)));
    if (!rest.length || /near me|cerca de m/i.test(k)) continue;
    // Spanish only as the facts spell each word (a search typed without accents is no headline).
    if (lang === 'es' && rest.some((w) => !spelt.has(fold(w)) && !/^(de|del|la|las|el|los|y|en|para|con|a|por)$/.test(fold(w)))) continue;
    const words = rest.map((w) => spelt.get(fold(w)) ?? w);
    // Spanish headlines are sentence case: an inner capital only where the facts write one ("Cambridge").
    const what =
      lang === 'es'
        ? upperFirst(words.map((w, i) => (i && /^\p{Lu}/u.test(w) ? w : w.toLocaleLowerCase())).join(' '))
        : headlineCase(words.join(' '), 'en');
    const text = all.length > rest.length && place ? catalogText('copy.inPlace', variant, { what, place }) : what;
    out.push({ text, source: { kind: 'fact', fact: k } });
  }
  return out;
}

function splitBudget(weekly: number, names: string[]): Strategy['budget']['split'] {
  if (!names.length) return [];
  // The first service (the owner's first) gets a larger share; the rest share what is left.
  const weights = names.map((_, i) => (i === 0 ? 1.5 : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let left = weekly;
  return names.map((label, i) => {
    const amount = i === names.length - 1 ? cents(left) : cents((weekly * weights[i]!) / total);
    left = cents(left - amount);
    return { label, amount };
  });
}

interface Line {
  text: string;
  source: LineSource;
  /**
   * What the line asks for or states beyond its facts (an action such as booking, a channel, the
   * hours): an ad asks for each once. "Agenda tu cita", "Pide tu cita" and "Reserva tu cita hoy"
   * are one call to action written three ways, padding an expert deletes.
   */
  says?: string[];
  /** The facts the line carries (keys such as 'service', 'brand', 'point:0'): lines carrying the same set are one. */
  facts?: string[];
}

/** The action each kind of call to action asks for: lines asking for the same one are one line. */
const ACTION: Record<CtaCategory, string> = {
  appointment: 'book',
  class: 'book',
  consultation: 'book',
  session: 'book',
  stay: 'book',
  rental: 'book',
  visit: 'visit',
  order: 'order',
  pickup: 'order',
  quote: 'quote',
  call: 'call',
};
const CHANNEL_ACTION: Record<FactChannel, string> = { whatsapp: 'message', booking: 'book', phone: 'call' };

/** One service's ad: lines from the facts only, each with its source, accepted by the linter in order. */
function serviceAd(a: {
  service: string;
  price: string | undefined;
  brand: string | undefined;
  /** Shorter forms of the brand, for lines that carry another fact beside it. */
  brandForms: string[];
  place: string;
  facts: Facts;
  category: CtaCategory;
  channel: FactChannel | undefined;
  variant: Variant;
  lang: CopyLang;
  ctx: CopyLintContext;
  /** The owner's searches as headlines ("Electrician in Brisbane"), for the group they name. */
  searches: Line[];
  /** The other places the ads target, beside `place`. */
  otherPlaces: string[];
}): { headlines: Line[]; descriptions: Line[]; missing: string[] } {
  const { service, price, brand, brandForms, place, facts, category, channel, variant, lang, ctx, searches, otherPlaces } = a;
  const es = lang === 'es';
  const hc = (t: string) => (es ? upperFirst(t) : headlineCase(t, 'en'));
  const cta = (k: 'headline' | 'verb' | 'first' | 'second') => catalogText(`facts.cta.${category}.${k}`, variant);
  const svcSrc: LineSource = { kind: 'fact' as const, fact: service };
  const ctaSrc: LineSource = { kind: 'call-to-action' };
  // A text that already names the place ("Fuerza Gym Rosario") is not placed again.
  const inPlace = (what: string) =>
    place && !fold(what).includes(fold(place)) ? catalogText('copy.inPlace', variant, { what, place }) : '';
  // A selling point that already says where or when ("Licensed in Texas", "Llegamos en 30 minutos")
  // takes no second "in": "Llegamos en 30 min en Madrid" reads as a mistake.
  const placed = (what: string, where = place) =>
    / (en|in|on|at) /i.test(` ${what} `)
      ? ''
      : where === place
        ? inPlace(what)
        : catalogText('copy.inPlace', variant, { what, place: where });
  const and = (items: string[]) =>
    items.length <= 1
      ? items.join('')
      : catalogText('copy.and', variant, { first: items.slice(0, -1).join(', '), last: items[items.length - 1]! });
  const points = facts.sellingPoints.map(clean).filter(Boolean);
  const hoursSaid = !!facts.hours?.trim() && points.some((p) => fold(p).includes(fold(facts.hours!.trim())));
  const svc = hc(service);
  const svcLower = es ? lowerFirst(service) : service;
  // Inside a line with another fact, the service and the brand may be named shorter ("EV chargers",
  // "Sparkright"): the full name first, a shorter one only where the full one does not fit.
  const svcForms = [svc, ...serviceShortForms(service, lang).map(hc)];
  const brands = brand ? [brand, ...brandForms] : [];
  const channelLine = channel && category !== 'call' ? `${cta('verb')} ${catalogText(`facts.channel.${channel}`, variant)}` : '';
  const hours = facts.hours?.trim() ? catalogText('facts.hours', variant, { hours: facts.hours.trim() }) : '';

  const otherChannels = (['whatsapp', 'booking', 'phone'] as const).filter(
    (c) => c !== channel && (c === 'whatsapp' ? facts.whatsapp : c === 'booking' ? facts.bookingUrl : facts.phone)?.trim(),
  );
  // A quote or order page is where customers ask, not where they pick a time.
  const asks = channel === 'booking' && ['quote', 'order', 'pickup', 'call'].includes(category);
  const channelText = (k: 'line1' | 'line2' | 'line3' | 'sentence') =>
    asks && channelLine
      ? k === 'sentence'
        ? `${upperFirst(channelLine)}.`
        : hc(channelLine)
      : channel
        ? catalogText(`facts.channel.${channel}.${k}`, variant)
        : '';
  const priceSrc: LineSource = { kind: 'fact', fact: `${service}: ${price ?? ''}` };
  const hoursSrc: LineSource = { kind: 'fact', fact: facts.hours ?? '' };
  const spSrc = (p: string): LineSource => ({ kind: 'fact', fact: p });

  const ctaSays = [ACTION[category]];
  const channelSays = channel ? [CHANNEL_ACTION[channel]] : [];
  const splitActions = !!channel && !asks && category !== 'call' && ACTION[category] !== CHANNEL_ACTION[channel];
  // Each headline names the facts it carries (`facts`): two lines carrying the same facts are one
  // line, whatever their wording; "Lupita Nails: citas el mismo día" and "Citas el mismo día" are two.
  const pk = (i: number) => `point:${i}`;
  // The facts a line holds, read from its words: each fact (the brand, a place, the service, a
  // selling point) whole when it has one or two words, else half of them; the words left over are
  // content of their own. Empty when it holds none.
  const factList = [
    ...(brand ? [{ id: 'brand', words: contentOf(brand), all: true }] : []),
    ...[place, ...otherPlaces].map((p, n) => ({ id: n ? `place:${n}` : 'place', words: contentOf(p), all: true })),
    { id: 'service', words: contentOf(service), all: false },
    ...points.map((p, i) => ({ id: pk(i), words: contentOf(p), all: false })),
  ].filter((x) => x.words.size);
  const carried = (text: string): string[] => {
    const left = contentOf(text);
    const out: string[] = [];
    for (;;) {
      let best: { id: string; hit: string[] } | undefined;
      for (const x of factList) {
        if (out.includes(x.id)) continue;
        const hit = [...x.words].filter((w) => left.has(w));
        const enough = x.all || x.words.size <= 2 ? hit.length === x.words.size : hit.length >= Math.ceil(x.words.size / 2);
        if (enough && (!best || hit.length > best.hit.length)) best = { id: x.id, hit };
      }
      if (!best) break;
      out.push(best.id);
      for (const w of best.hit) left.delete(w);
    }
    return out.length ? [...out, ...[...left].map((w) => `w:${w}`)] : [];
  };
  const combo = (...xs: string[]): LineSource => ({ kind: 'fact', fact: xs.filter(Boolean).join(' · ').slice(0, 200) });
  const pointLine = (p: string) => (es ? lowerFirst(p) : hc(p));
  const brandSrc: LineSource = { kind: 'brand' };
  const headlineCandidates: Line[] = (
    [
      ...svcForms.map((form) => ({ text: inPlace(form), source: combo(service, place), facts: ['service', 'place'] })),
      { text: svc, source: svcSrc, facts: ['service'] },
      { text: brand ?? '', source: brandSrc, facts: ['brand'] },
      ...points.map((p, i) => ({ text: hc(p), source: spSrc(p), facts: [pk(i)] })),
      // Asking for two things (a quote, and a call), two lines: each action once ("Get a Quote",
      // "Call Us Today"), not one line that spends both.
      ...(splitActions
        ? [
            { text: hc(cta('headline')), source: ctaSrc, says: ctaSays },
            { text: hc(channelText('line1')), source: ctaSrc, says: channelSays },
          ]
        : []),
      // The call to action with the owner's channel ("Pedí turno online") before the bare one.
      { text: channelLine ? hc(channelLine) : '', source: ctaSrc, says: [...ctaSays, ...channelSays] },
      { text: hc(cta('headline')), source: ctaSrc, says: ctaSays },
      { text: `${svc}: ${es ? lowerFirst(cta('verb')) : hc(cta('verb'))}`, source: svcSrc, says: ctaSays },
      { text: hc(channelText('line1')), source: ctaSrc, says: channelSays },
      ...svcForms.map((form) => ({
        text: price ? catalogText('facts.from', variant, { what: form, price }) : '',
        source: priceSrc,
        facts: ['service', 'price'],
      })),
      { text: price ? catalogText('facts.fromPrice', variant, { price }) : '', source: priceSrc, facts: ['price'] },
      { text: hc(catalogText(`facts.cta.${category}.headline2`, variant)), source: ctaSrc, says: ctaSays },
      // A brand that already names the service ("Still Point Yoga" and "Yoga") says it once.
      ...(brand && !fold(brand).includes(fold(service))
        ? brands.flatMap((b) =>
            svcForms.map((form) => ({
              text: `${b}: ${es ? lowerFirst(form) : form}`,
              source: combo(brand, service),
              facts: ['brand', 'service'],
            })),
          )
        : []),
      // The service with each selling point, in its own words or a shorter form that says the same.
      ...points.flatMap((p, i) =>
        svcForms.flatMap((sf) =>
          [p, ...shortForms(p, lang)].map((form) => ({
            text: `${sf}: ${pointLine(form)}`,
            source: combo(service, p),
            facts: ['service', pk(i)],
          })),
        ),
      ),
      // The hours, unless a selling point already says them ("Abierto de 6 a 23" beside "de 6 a 23").
      ...(hoursSaid
        ? []
        : [
            {
              text: facts.hours && facts.hours.length <= AD_HEADLINE_MAX ? upperFirst(facts.hours.trim()) : '',
              source: hoursSrc,
              says: ['hours'],
              facts: ['hours'],
            },
            { text: hours, source: hoursSrc, says: ['hours'], facts: ['hours'] },
          ]),
      // The brand with each selling point.
      ...(brand
        ? points.flatMap((p, i) =>
            brands.flatMap((b) =>
              [p, ...shortForms(p, lang)].map((form) => ({
                text: `${b}: ${pointLine(form)}`,
                source: combo(brand, p),
                facts: ['brand', pk(i)],
              })),
            ),
          )
        : []),
      ...brands.map((b) => ({
        text: price ? `${b}: ${(es ? lowerFirst : hc)(catalogText('facts.fromPrice', variant, { price }))}` : '',
        source: combo(brand ?? '', `${service}: ${price ?? ''}`),
        facts: ['brand', 'price'],
      })),
      // Each selling point where the business is ("Family Run in Manchester").
      ...(place
        ? points.flatMap((p, i) =>
            [p, ...shortForms(p, lang)].map((form) => ({ text: placed(hc(form)), source: combo(p, place), facts: [pk(i), 'place'] })),
          )
        : []),
      // The price with each selling point ("From £95: Gas Safe Registered").
      ...(price
        ? points.flatMap((p, i) =>
            [p, ...shortForms(p, lang)].map((form) => ({
              text: `${catalogText('facts.fromPrice', variant, { price })}: ${pointLine(form)}`,
              source: combo(`${service}: ${price}`, p),
              facts: ['price', pk(i)],
            })),
          )
        : []),
      { text: hc(catalogText(`facts.cta.${category}.headline3`, variant)), source: ctaSrc, says: ctaSays },
      { text: hc(channelText('line2')), source: ctaSrc, says: channelSays },
      { text: hc(channelText('line3')), source: ctaSrc, says: channelSays },
      {
        text: `${svc}: ${es ? lowerFirst(catalogText(`facts.cta.${category}.headline2`, variant)) : catalogText(`facts.cta.${category}.headline2`, variant)}`,
        source: svcSrc,
        says: ctaSays,
      },
      // The owner's searches, by the facts they carry ("Vacunación perros" is the service again).
      ...searches.map((l) => ({ ...l, facts: carried(l.text) })),
      // Every other channel the owner gave is another way to act, asked for once.
      ...otherChannels.map((c) => ({
        text: hc(catalogText(`facts.channel.${c}.line1`, variant)),
        source: ctaSrc,
        says: [CHANNEL_ACTION[c]],
      })),
      ...brands.map((b) => ({ text: place ? inPlace(b) : '', source: combo(brand ?? '', place), facts: ['brand', 'place'] })),
      // Two selling points in one line ("Gas Safe registered and family run").
      ...points.flatMap((p, i) =>
        points.slice(i + 1).flatMap((q, d) =>
          [p, ...shortForms(p, lang)].flatMap((a) =>
            [q, ...shortForms(q, lang)].map((b) => ({
              text: hc(and([a, lowerFirst(b)])),
              source: combo(p, q),
              facts: [pk(i), pk(i + 1 + d)],
            })),
          ),
        ),
      ),
      { text: inPlace(hc(cta('headline'))), source: { kind: 'place' }, says: ctaSays },
      ...points.map((p, i) => ({
        text: `${hc(p)}: ${es ? lowerFirst(cta('verb')) : hc(cta('verb'))}`,
        source: spSrc(p),
        says: ctaSays,
        facts: [pk(i)],
      })),
      // Where the full names do not fit 30 characters, the same facts in shorter words: the brand
      // and its place without "in" ("Kiwi Maths Tutoring Auckland"), two selling points joined by "&".
      ...(place
        ? svcForms.map((form) => ({
            text: fold(form).includes(fold(place)) ? '' : `${form} ${place}`,
            source: combo(service, place),
            facts: ['service', 'place'],
          }))
        : []),
      ...(place
        ? brands.map((b) => ({
            text: fold(b).includes(fold(place)) ? '' : `${b} ${place}`,
            source: combo(brand ?? '', place),
            facts: ['brand', 'place'],
          }))
        : []),
      ...(!es
        ? points.flatMap((p, i) =>
            points.slice(i + 1).flatMap((q, d) =>
              [p, ...shortForms(p, lang)].flatMap((x) =>
                [q, ...shortForms(q, lang)].map((y) => ({
                  text: `${hc(x)} & ${hc(y)}`,
                  source: combo(p, q),
                  facts: [pk(i), pk(i + 1 + d)],
                })),
              ),
            ),
          )
        : []),
      // The service's own proper name ("NCEA", "IELTS", "Cambridge") stands for it beside a selling point.
      ...serviceMarks(service, facts, brand).flatMap((mark) =>
        points.flatMap((p, i) =>
          [p, ...shortForms(p, lang)].map((form) => ({
            text: `${mark}: ${pointLine(form)}`,
            source: combo(service, p),
            facts: ['service', pk(i)],
          })),
        ),
      ),
      // Every other place the ads target, with the service and with each selling point.
      ...otherPlaces.flatMap((other, n) => [
        ...svcForms.map((form) => ({
          text: catalogText('copy.inPlace', variant, { what: form, place: other }),
          source: combo(service, other),
          facts: ['service', `place:${n + 1}`],
        })),
        ...points.flatMap((p, i) =>
          [p, ...shortForms(p, lang)].map((form) => ({
            text: placed(hc(form), other),
            source: combo(p, other),
            facts: [pk(i), `place:${n + 1}`],
          })),
        ),
      ]),
      // The place alone says least: the last line to fill an ad.
      { text: place ? catalogText('facts.place', variant, { place }) : '', source: { kind: 'place' }, facts: ['place'] },
    ] as Line[]
  ).filter((l) => l.text && l.text.length <= AD_HEADLINE_MAX);

  // Four descriptions, each ending its own way: the calls to action, the channel, the brand or the place.
  const where = place ? catalogText('copy.inPlace', variant, { what: svcLower, place }) : svcLower;
  const lp = (p: string) => (es ? lowerFirst(p) : p.charAt(0).toLowerCase() + p.slice(1));
  const fit = (...options: string[]) => options.map(clean).find((o) => o && o.length <= AD_DESCRIPTION_MAX && !/^[.:,\s]/.test(o)) ?? '';
  const sentenceOf = (t: string) => (t.trim() ? `${upperFirst(t.trim().replace(/[.\s]+$/, ''))}.` : '');
  const brandPlace = brand ? (place && !fold(brand).includes(fold(place)) ? inPlace(brand) : brand) : place ? inPlace(svc) || svc : '';
  // Descriptions are sentences: the service as the owner wrote it, not in headline case.
  const svcD = upperFirst(service);
  // Without a brand, "the service in the place" already names the service once.
  const svcBrandPlace = brand ? `${svcD}, ${brandPlace}` : brandPlace;
  const withPrice = price ? catalogText('facts.from', variant, { what: svcD, price }) : svcD;
  const p = points;
  const factSrc = (...xs: string[]): LineSource => ({ kind: 'fact', fact: xs.filter(Boolean).join(' · ').slice(0, 200) });
  const descriptionCandidates: Line[] = (
    [
      {
        text: fit(
          `${sentenceOf(where)} ${p.length ? `${sentenceOf(and(p.slice(0, 2).map(lp)))} ` : ''}${cta('first')}`,
          p[0] ? `${sentenceOf(where)} ${sentenceOf(p[0])} ${cta('first')}` : '',
          `${sentenceOf(where)} ${cta('first')}`,
        ),
        source: factSrc(service, ...p.slice(0, 2)),
      },
      {
        text:
          p.length >= 2
            ? fit(
                `${brand ? `${brand}: ` : ''}${and(p.slice(0, 3).map(lp))}. ${cta('second')}`,
                `${brand ? `${brand}: ` : ''}${and(p.slice(1, 3).map(lp))}. ${cta('second')}`,
                `${brand ? `${brand}: ` : ''}${and(p.slice(0, 2).map(lp))}. ${cta('second')}`,
                brand ? `${brand}: ${lp(p[1]!)}. ${cta('second')}` : '',
                `${sentenceOf(p[1]!)} ${cta('second')}`,
              )
            : fit(`${sentenceOf(brand ? `${brand}: ${svcLower}` : svcD)} ${cta('second')}`),
        source: p.length >= 2 ? factSrc(...p.slice(0, 3)) : { kind: 'brand' },
      },
      {
        text: channel
          ? fit(
              `${sentenceOf(withPrice)} ${p[2] ? `${sentenceOf(p[2])} ` : ''}${channelText('sentence')}`,
              `${sentenceOf(withPrice)} ${channelText('sentence')}`,
              `${sentenceOf(svcD)} ${channelText('sentence')}`,
            )
          : '',
        source: price ? priceSrc : ctaSrc,
      },
      {
        text: brandPlace
          ? fit(
              p.length ? `${sentenceOf(p[p.length > 2 ? 2 : p.length - 1]!)} ${sentenceOf(svcBrandPlace)}` : '',
              p.length ? `${sentenceOf(p[p.length > 2 ? 2 : p.length - 1]!)} ${sentenceOf(brandPlace)}` : '',
              p.length ? `${sentenceOf(p[0]!)} ${sentenceOf(brandPlace)}` : '',
              `${sentenceOf(withPrice)} ${sentenceOf(brandPlace)}`,
              `${sentenceOf(svcD)} ${sentenceOf(brandPlace)}`,
            )
          : '',
        source: brand ? { kind: 'brand' } : { kind: 'place' },
      },
      {
        text: facts.hours ? fit(`${sentenceOf(withPrice)} ${sentenceOf(hours)}`, `${sentenceOf(svcD)} ${sentenceOf(hours)}`) : '',
        source: hoursSrc,
      },
      { text: p[1] ? fit(`${sentenceOf(p[1])} ${sentenceOf(where)}`) : '', source: spSrc(p[1] ?? '') },
      { text: p[0] ? fit(`${sentenceOf(svcD)} ${sentenceOf(p[0])}`) : '', source: spSrc(p[0] ?? '') },
      { text: fit(`${sentenceOf(withPrice)} ${sentenceOf(catalogText(`facts.cta.${category}.headline3`, variant))}`), source: ctaSrc },
      {
        text: place ? fit(`${sentenceOf(svcD)} ${sentenceOf(catalogText('facts.place', variant, { place }))}`) : '',
        source: { kind: 'place' },
      },
    ] as Line[]
  ).filter((l) => l.text);

  const headlines = accept(headlineCandidates, 'headlines', ctx, FACT_HEADLINES);
  // A selling point no headline holds (too long for one) leads a description of its own.
  const said = fold(headlines.map((l) => l.text).join(' . '));
  const unsaid = p.filter((x) => !said.includes(fold(x)));
  const firstDescriptions = accept(descriptionCandidates, 'descriptions', ctx, FACT_DESCRIPTIONS, true).slice(0, 3);
  const saidAll = fold([said, ...firstDescriptions.map((l) => l.text)].join(' . '));
  const missingPoints = unsaid.filter((x) => !saidAll.includes(fold(lp(x))) && !saidAll.includes(fold(x)));
  // Each ending its own line: the first that fits may end as another description does.
  const pointLines: Line[] = missingPoints.flatMap((x) =>
    [
      fit(`${sentenceOf(x)} ${sentenceOf(svcBrandPlace)}`, `${sentenceOf(x)} ${sentenceOf(brandPlace)}`),
      fit(`${sentenceOf(x)} ${cta('first')}`),
      fit(`${sentenceOf(x)} ${cta('second')}`),
      channel ? fit(`${sentenceOf(x)} ${channelText('sentence')}`) : '',
      fit(`${sentenceOf(x)} ${sentenceOf(svcD)}`),
    ].map((text) => ({ text, source: spSrc(x) })),
  );
  const descriptions = accept(
    [...firstDescriptions, ...pointLines.filter((l) => l.text), ...descriptionCandidates],
    'descriptions',
    ctx,
    FACT_DESCRIPTIONS,
    true,
  );
  const missing: string[] = [];
  if (headlines.length < FACT_HEADLINES || descriptions.length < FACT_DESCRIPTIONS) {
    const gaps: Record<(typeof FACT_GAPS)[number], boolean> = {
      brand: !brand,
      place: !place,
      sellingPoints: points.filter((x) => x.length <= AD_HEADLINE_MAX).length < 3,
      channel: !channel,
      price: !price,
      hours: !hours,
    };
    for (const gap of FACT_GAPS) if (gaps[gap]) missing.push(gap);
    // Every fact is there but too long for a headline: more short selling points fill the ad.
    if (!missing.length) missing.push('sellingPoints');
  }
  return { headlines, descriptions, missing };
}

/** The candidates the linter accepts, in order, up to `count`; descriptions also each end their own way. */
function accept(lines: Line[], field: 'headlines' | 'descriptions', ctx: CopyLintContext, count: number, distinctEnd = false): Line[] {
  const out: Line[] = [];
  const endings: Set<string>[] = [];
  const said = new Set<string>();
  const ending = (t: string) => t.split(/(?<=[.!?])\s+/).pop() ?? t;
  const factWords = contentOf([ctx.support ?? '', ...(ctx.places ?? [])].join(' . '));
  for (const line of lines) {
    if (out.length >= count) break;
    if (line.says?.some((x) => said.has(x))) continue;
    if (out.some((l) => l.text === line.text || sameLine(l, line, factWords))) continue;
    if (distinctEnd && endings.some((e) => sameContent(e, contentOf(ending(line.text))))) continue;
    const texts = out.map((l) => l.text);
    if (acceptLines(texts, [line.text], field, ctx, texts.length + 1).length === texts.length) continue;
    out.push(line);
    for (const x of line.says ?? []) said.add(x);
    if (distinctEnd) endings.push(contentOf(ending(line.text)));
  }
  return out;
}

/** Words that carry no content of their own in a line (articles, prepositions, "today"). */
const LINE_STOP = new Set(
  (
    'de del la las el los lo y e o u en a al para por con sin tu tus su sus mi mis te se que un una unos unas nuestro nuestra ' +
    'nuestros nuestras nos es son hoy ahora ya mismo the an and or of for to in on at with your our my we you us it is are ' +
    'from by as now today'
  ).split(' '),
);
/** A line's content words, folded and without plurals: what it says, whatever its wording. */
function contentOf(text: string): Set<string> {
  return new Set(
    fold(text)
      .split(/[^\p{L}\d]+/u)
      .filter((w) => w && !LINE_STOP.has(w))
      .map((w) => (w.length > 4 ? w.replace(/(es|s)$/, '') : w.length > 3 ? w.replace(/s$/, '') : w)),
  );
}
/** Two sets of content words alike in four words of five (or both empty and equal). */
function sameContent(a: Set<string>, b: Set<string>): boolean {
  const shared = [...a].filter((w) => b.has(w)).length;
  const union = a.size + b.size - shared;
  return union === 0 || shared / union >= 0.8;
}
/** Two lines carrying the same facts, or (when either names none) saying the same thing in other words. */
function sameLine(a: Line, b: Line, factWords: ReadonlySet<string>): boolean {
  if (a.facts?.length && b.facts?.length) {
    const key = (l: Line) => [...new Set(l.facts)].sort().join('|');
    return key(a) === key(b);
  }
  // A line of the owner's searches carries no fact keys: beside a line that does, it is the same
  // when one holds all the other's words and one more that is no fact's ("Driving Lessons in
  // Bristol", "Manual Driving Lessons Bristol"); a fact's word is one fact more ("Masajes en
  // Mendoza", "Masajes Valeria en Mendoza").
  if (a.facts?.length || b.facts?.length) {
    const [x, y] = [contentOf(a.text), contentOf(b.text)].sort((m, n) => m.size - n.size) as [Set<string>, Set<string>];
    const extra = [...y].filter((w) => !x.has(w));
    if ([...x].every((w) => y.has(w)) && extra.length <= 1 && !extra.some((w) => factWords.has(w))) return true;
  }
  return sameSaying(a.text, b.text);
}

/**
 * Shorter forms of a selling point that say the same: without the opening "we offer" ("Atendemos
 * obras sociales" → "obras sociales"), "more than 12" as "+12" ("Más de 12 años…" → "+12 años…").
 */
export function shortForms(point: string, lang: CopyLang): string[] {
  const p = clean(point);
  const out = new Set<string>();
  const lead =
    lang === 'es'
      ? /^(atendemos|ofrecemos|aceptamos|trabajamos con|contamos con|tenemos|hacemos|damos)\s+/i
      : /^(we (offer|accept|take|have|do|give|work with|provide)|offering)\s+/i;
  const more = lang === 'es' ? /^m[aá]s de (\d[\d.,]*)\s+/i : /^(?:over|more than) (\d[\d,]*)\s+/i;
  // Only qualifiers whose absence claims no more: "on all work", "before we start", "for 18 years".
  const tail =
    lang === 'es'
      ? /\s+(en todos los trabajos|en todo trabajo|antes de empezar|antes de comenzar|desde hace \d+ años|desde \d{4})$/i
      : /\s+(on all (work|jobs|repairs|installs|installations)|before we start|before work starts|for (over )?\d+ years|since \d{4})$/i;
  const forms = [p.replace(lead, ''), p.replace(more, lang === 'es' ? '+$1 ' : '$1+ '), p.replace(tail, '')];
  // Units as ads write them: "24 horas" → "24 h", "30 minutos" → "30 min", "30 minutes" → "30 min".
  const units = p.replace(/\b(\d+) ?(horas|hours|hrs)\b/gi, '$1 h').replace(/\b(\d+) ?(minutos|minutes|mins)\b/gi, '$1 min');
  if (units !== p) forms.push(units);
  // Three English words: without the middle one, the claim stands ("Monthly progress report" →
  // "Monthly report", "Licensed QLD electrician" → "Licensed electrician"), unless the first two are one
  // word in meaning ("Same day service", "Gas Safe registered") or a number or "no" opens it.
  const three = p.split(' ');
  if (
    lang === 'en' &&
    three.length === 3 &&
    three.every((w) => /^[\p{L}-]{2,}$/u.test(w) && !/^(and|or|of|the|a|an|to|for|in|on|at|by|with|no|not|non)$/i.test(w))
  ) {
    const pair = fold(`${three[0]} ${three[1]}`);
    // The last word must be the thing claimed, not what is said of it ("First class free").
    // Nor when the middle word makes one modifier with the first ("Police checked walkers", "GPS
    // tracked walks") or limits the offer ("Free first lesson" is not "Free lesson").
    const said =
      /(ed|ing)$|^(first|1st|initial|trial|intro)$/i.test(three[1]!) ||
      /^(free|included|guaranteed|available|daily|only|extra|approved|certified|registered|welcome)$/i.test(three[2]!);
    if (
      !said &&
      !/^(same day|next day|one day|half day|full day|gas safe|call out|grain free|sugar free|gluten free|dairy free|cruelty free|drop off|pick up|walk in|hand made|home made|family run|family owned|locally owned|fixed price|flat rate|low cost)$/.test(
        pair,
      )
    )
      forms.push(`${three[0]} ${three[2]}`);
  }
  for (const form of forms) if (form !== p && form.split(' ').length >= 2) out.add(form);
  return [...out];
}

/**
 * A service's own proper names, the words that tell it from the business's other services and its
 * brand ("NCEA" of "NCEA tutoring", "IELTS" of "Preparación IELTS"): written in capitals or
 * capitalised inside the name. Empty when the name has none.
 */
function serviceMarks(service: string, facts: Facts, brand: string | undefined): string[] {
  const words = clean(service).split(' ');
  const others = fold([brand ?? '', ...facts.services.map((s) => s.name).filter((n) => n !== service)].join(' '))
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
  const marks = words.filter(
    (w, i) => w.length >= 2 && (/^[\p{Lu}\d]{2,}$/u.test(w) || (i > 0 && /^\p{Lu}\p{Ll}/u.test(w))) && !others.includes(fold(w)),
  );
  // "EV" or "LED" only qualifies the thing ("EV chargers"): a name of four letters or more names it.
  return marks.length && marks.length < words.length && marks.join(' ').length >= 4 ? [marks.join(' ')] : [];
}

/** Two lines that say the same thing in other words ("Mon–Sat 9–6" and "Open Mon–Sat 9–6"). */
function sameSaying(a: string, b: string): boolean {
  return sameContent(contentOf(a), contentOf(b));
}

/** Text without the sentences holding a word the owner asked never to use (summary, steps, A/B plan). */
export function withoutNeverSay(text: string, neverSay: readonly string[] | undefined): string {
  const words = (neverSay ?? []).map((w) => fold(w).trim()).filter(Boolean);
  if (!words.length) return text;
  const holds = (t: string) =>
    words.some((w) => new RegExp(`(?<![\\p{L}\\d])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'u').test(fold(t)));
  if (!holds(text)) return text;
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !holds(sentence))
    .join(' ');
}

/** Whether a text holds a word the owner asked never to use. */
export function holdsNeverSay(text: string, neverSay: readonly string[] | undefined): boolean {
  return withoutNeverSay(text, neverSay) !== text;
}
