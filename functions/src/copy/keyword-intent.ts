/**
 * What a service keyword needs beside it to mean this business. A service named in words that also
 * mean other things ("habitación doble": any hotel or flat; "custom orthotics": a shoe shop;
 * "planchado": hair irons) is searched by people who want something else. A keyword that holds the
 * business's kind ("hostal habitación doble", "custom orthotics podiatrist") asks for what the
 * business sells. The kind is read from the owner's own words, never from a list of trades:
 *   1. a search the owner typed that names no service ("podiatrist wellington" → "podiatrist");
 *   2. the description's opening words, when they say what the business is ("Jardín maternal y de
 *      infantes en Caballito…" → "jardín maternal");
 *   3. the brand's common words ("Black Lantern Tattoo" → "tattoo").
 * A service that already holds one of these words, the business's object (qualify.ts), a proper
 * noun or an acronym ("Tours a Machu Picchu", "EV charger installation") keeps its own name.
 */
import type { Facts } from '../contract/campaigns.js';
import type { CopyLang } from './points.js';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const rawWords = (text: string) =>
  text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''))
    .filter(Boolean);

const STOP = new Set(
  (
    'de del la las el los lo y e o u en a al para por con sin tu tus su sus mi mis un una unos unas ' +
    'the a an and or of for to in on at with your our my by from'
  ).split(' '),
);
/** Words that say nothing of which business it is ("pool service", "tienda de…"). */
const WEAK = new Set(
  (
    'servicio servicios service services shop shops store stores tienda tiendas local company empresa empresas ' +
    'online profesional profesionales professional professionals'
  ).split(' '),
);
/** Search modifiers: what the searcher wants of a business, not which business. */
const MODIFIERS =
  /\b(near me|nearby|cerca de mi|online|en linea|baratos?|baratas?|cheap|cheapest|best|mejor(es)?|24 ?h(oras|s)?|24\/7|urgentes?|urgencias?|emergency|precios?|prices?|cost|costos?|quotes?|presupuestos?)\b/g;

/**
 * A word's key, to match its other forms: folded, without the plural, without a Spanish gender
 * ending ("jurada" and "jurado", "masaje" and "masajes", "tattoo" and "tattoos").
 */
export function wordKey(word: string): string {
  let w = fold(word);
  if (w.length > 4) w = w.replace(/(es|s)$/, '');
  else if (w.length > 3) w = w.replace(/s$/, '');
  if (w.length > 4) w = w.replace(/[aeo]$/, '');
  return w;
}
/** Two words alike: the same key, or the same first seven letters ("nutricional", "nutricionista"). */
const alike = (a: string, b: string) => a === b || (a.length >= 7 && b.length >= 7 && a.slice(0, 7) === b.slice(0, 7));
const contentKeys = (text: string, skip: Set<string> = new Set()) =>
  rawWords(fold(text))
    .filter((w) => w.length > 1 && !STOP.has(w) && !skip.has(w))
    .map(wordKey);

export interface BusinessKind {
  /** What the business is, as a searcher writes it beside a service ("podiatrist", "hostal"); none when the owner's words do not say. */
  phrase: string | undefined;
  /** The keys of every word that names the business (of the phrase and the other readings). */
  anchors: string[];
  /** The phrase qualifies a noun ("solar"): it goes before the service in English as in the owner's words. */
  before?: boolean;
}

export interface KindInput {
  facts: Facts;
  /** The owner's searches that name no service ("podiatrist wellington"). */
  kindKeywords: readonly string[];
  /** All the owner's searches. */
  keywords: readonly string[];
  description: string;
  /** Folded words of the campaign's places. */
  placeWords: Set<string>;
  /** Proper nouns by their folded form (facts-ads.ts `properWords`). */
  proper: Map<string, string>;
}

/** The business's kind, read from the owner's searches, the description's opening and the brand. */
export function businessKind(input: KindInput): BusinessKind {
  const { facts, description, placeWords, proper } = input;
  const serviceKeys = facts.services.flatMap((s) => contentKeys(s.name));
  const keywordKeys = input.keywords.flatMap((k) => contentKeys(k));
  const inServices = (w: string) => serviceKeys.some((k) => alike(k, wordKey(w)));
  // Where the business is, also in words no place catalog holds ("en Caballito", "in Islington").
  const placeish = new Set(placeWords);
  for (const text of [description, ...facts.sellingPoints]) {
    for (const m of text.matchAll(/(?:^|\s)(?:en|in|near)\s+([^.,;:!?()\n]+)/giu)) {
      const ws = rawWords(m[1]!);
      let i = 0;
      while (i < ws.length && /^(el|la|los|las|the)$/i.test(ws[i]!)) i++;
      for (const w of ws.slice(i, i + 3)) {
        if (STOP.has(fold(w))) break;
        placeish.add(fold(w));
      }
    }
  }
  // Words the owner writes in lower case (not only as a name).
  const lowerWords = new Set(
    [description, ...facts.sellingPoints]
      .flatMap(rawWords)
      .filter((w) => /^\p{Ll}/u.test(w))
      .map(wordKey),
  );
  const brandWords = rawWords(facts.brand ?? '');
  const common = (w: string) =>
    !placeish.has(fold(w)) &&
    !STOP.has(fold(w)) &&
    w.length > 2 &&
    (inServices(w) || lowerWords.has(wordKey(w)) || (!proper.has(fold(w)) && keywordKeys.includes(wordKey(w))));

  /** A phrase without places, names, search modifiers and dangling small words; undefined when nothing that names a business is left. */
  const kindPhrase = (text: string): string | undefined => {
    const ws = rawWords(fold(text).replace(MODIFIERS, ' ')).filter(
      (w) => !placeish.has(w) && !(proper.has(w) && !inServices(w) && !common(w)),
    );
    while (ws.length && STOP.has(ws[0]!)) ws.shift();
    while (ws.length && STOP.has(ws[ws.length - 1]!)) ws.pop();
    if (!ws.length || ws.length > 3 || !ws.some((w) => !STOP.has(w) && !WEAK.has(w) && w.length > 2)) return undefined;
    return ws.join(' ');
  };

  // 1. The owner's searches that name the business, shortest first.
  const searched = input.kindKeywords
    .map(kindPhrase)
    .filter((p): p is string => !!p)
    .sort((a, b) => a.split(' ').length - b.split(' ').length);

  // 2. The description's opening, when it says what the business is: a word of it the owner also
  //    searches, and either no service's name (an owner listing what she sells) or the brand's word.
  let opening: string | undefined;
  const first = description.split(/[.!?:;\n]|\s[-–—|]\s/)[0] ?? '';
  const brandProper = new Set(brandWords.filter((w) => !common(w)).map(fold));
  const brandKeys = new Set(brandWords.map(fold));
  // The first clause that is more than the brand ("Lupita Nails, salón de uñas en…" → "salón de uñas").
  const lead =
    first
      .split(/,|\s(?:y|e|and|&|en|in|desde|since|con|with|para|for|at|near)\s|\(/i)
      // "Still Water Yoga is a yoga studio" says what it is after the verb.
      // "SunCo Solar installs solar systems": what it does is no kind; the subject may say one.
      .map(
        (clause) =>
          clause.split(
            /\s(?:does|do|offers?|provides?|installs?|sells?|makes?|repairs?|builds?|ofrece|ofrecemos|instala|instalamos|vende|vendemos|hace|hacemos|brinda|brindamos|repara|reparamos)\s/i,
          )[0] ?? '',
      )
      .map((clause) => clause.split(/\s(?:is|are|es|son)\s+(?:(?:an?|the|una?|el|la)\s+)?/i).pop() ?? '')
      .map((clause) =>
        rawWords(clause)
          // A clause that is the brand says nothing of the business's kind ("Despacho Laboral Reyes, abogados laborales…").
          .filter((w, _i, all) => !all.every((x) => brandKeys.has(fold(x))) && !brandProper.has(fold(w)))
          .join(' ')
          .replace(/^((soy|somos|i'?m|i am|we'?re|we are|un|una|a|an|the|el|la|los|las)\s+)+/i, ''),
      )
      .find((clause) => clause.trim()) ?? '';
  // Only the words the owner also searches: "certified personal trainer" → "personal trainer",
  // "Hostal familiar" → "hostal".
  const searchedWords = rawWords(fold(lead));
  const isSearched = (w: string) => keywordKeys.some((q) => alike(q, wordKey(w)));
  while (searchedWords.length && !isSearched(searchedWords[0]!)) searchedWords.shift();
  while (searchedWords.length && !isSearched(searchedWords[searchedWords.length - 1]!)) searchedWords.pop();
  // Every word of it searched: "SunCo Solar installs solar systems" is a sentence, no kind.
  const openingPhrase = searchedWords.every((w) => STOP.has(w) || isSearched(w)) ? kindPhrase(searchedWords.join(' ')) : undefined;
  if (openingPhrase) {
    const keys = contentKeys(openingPhrase);
    const namesService = facts.services.some((s) => keys.every((k) => contentKeys(s.name).some((x) => alike(x, k))));
    if (!namesService) opening = openingPhrase;
  }

  // 3. The brand's common words, the longest run of them ("Clínica Veterinaria Turia" → "clínica veterinaria").
  let run: string[] = [];
  let best: string[] = [];
  for (const w of brandWords) {
    if (common(w)) run.push(w.toLocaleLowerCase());
    else run = [];
    if (run.length > best.length) best = [...run];
  }
  // Brand words of one service only ("Tony's Deep Dish" and "Deep dish pizza") name that service, not
  // the business; words several services share ("Jardín Los Girasoles": "Jardín maternal", "Jardín de
  // infantes") name what they all are.
  const holders = facts.services.filter((s) => {
    const sk = contentKeys(s.name);
    return best.every((w) => STOP.has(fold(w)) || sk.some((k) => alike(k, wordKey(w))));
  }).length;
  const branded = best.length && holders !== 1 ? kindPhrase(best.join(' ')) : undefined;

  // 4. Last, a word of the owner's searches that share a word with a service but hold no service's
  //    whole name ("solar adelaide" beside "Solar systems" → "solar").
  const serviceNames = facts.services.map((s) => ` ${fold(s.name)} `);
  const partial = input.keywords
    .filter((k) => !input.kindKeywords.includes(k) && !serviceNames.some((n) => ` ${fold(k)} `.includes(n)))
    .map(kindPhrase)
    // One word the owner searches again and again ("solar adelaide", "solar installer"), not a
    // service's other name ("orthotics", "solar panels").
    .filter((p): p is string => !!p && !p.includes(' ') && input.keywords.filter((k) => contentKeys(k).includes(wordKey(p))).length >= 2);
  const named = [...searched, ...(opening ? [opening] : []), ...(branded ? [branded] : [])];
  const names = facts.services.map((s) => ` ${fold(s.name)} `);
  // A kind that holds a service's whole name would put that service's searches in another group.
  const kindOf = [...named, ...partial].find((r) => !names.some((n) => ` ${r} `.includes(n)));
  // Those searches name a service as much as the business ("orthotics" beside "Custom orthotics"):
  // their words say a service names the business only when one of them is the kind.
  const readings = [...named, ...(kindOf && !named.includes(kindOf) ? [kindOf] : [])];
  // The brand's common words name the business even when they are a service's too ("Kelly Painting"
  // and "Interior painting"): a service holding them needs no kind, though they are no kind to add.
  const anchors = [
    ...new Set(
      [...readings, best.join(' ')].flatMap((p) =>
        rawWords(p)
          .filter((w) => !STOP.has(w) && !WEAK.has(w) && w.length > 2)
          .map(wordKey),
      ),
    ),
  ];
  const phrase = kindOf ? spelt(kindOf, [...input.keywords, description], facts, proper) : undefined;
  // One word the owner writes before other words more often than last ("solar systems", "solar
  // installer" against "solar adelaide") qualifies a noun: it goes before the service in English too.
  let before = false;
  if (kindOf && !kindOf.includes(' ')) {
    let ahead = 0;
    let last = 0;
    for (const text of [...input.keywords, ...facts.services.map((s) => s.name), description]) {
      for (const clause of fold(text).split(/[.,;:!?()\n]+/)) {
        const ws = rawWords(clause);
        ws.forEach((w, i) => {
          if (w !== kindOf) return;
          const next = ws[i + 1];
          if (next && !STOP.has(next) && !placeish.has(next)) ahead++;
          else last++;
        });
      }
    }
    before = ahead > last;
  }
  return { phrase, anchors, before };
}

/** Each word as the owner's confirmed facts spell it, accents included ("peluqueria" → "peluquería"). */
function spelt(phrase: string, texts: readonly string[], facts: Facts, proper: Map<string, string>): string {
  const forms = new Map<string, string>();
  for (const w of [facts.brand ?? '', ...facts.services.map((s) => s.name), ...facts.sellingPoints, ...texts].flatMap(rawWords)) {
    const f = fold(w);
    const had = forms.get(f);
    // The accented form wins ("Peluquería" over "peluqueria"), then the lower-case one.
    const accents = (x: string) => x.normalize('NFD').length - x.length;
    const better = !had || accents(w) > accents(had) || (accents(w) === accents(had) && /^\p{Lu}/u.test(had) && /^\p{Ll}/u.test(w));
    if (better) forms.set(f, w);
  }
  // A name keeps its capitals; a common word the brand happens to capitalise ("Energía Solar Andina") does not.
  return phrase
    .split(' ')
    .map((w) =>
      forms.has(w) && /^\p{Ll}/u.test(forms.get(w)!) ? forms.get(w)! : (proper.get(w) ?? forms.get(w)?.toLocaleLowerCase() ?? w),
    )
    .join(' ');
}

/** Whether a text holds a word that names the business. */
export function holdsKind(text: string, kind: BusinessKind): boolean {
  return contentKeys(text).some((k) => kind.anchors.some((a) => alike(a, k)));
}

/**
 * A service's words with the business's kind beside them, where the searcher puts it: after the
 * service in English ("custom orthotics podiatrist"), before it in Spanish ("hostal habitación doble")
 * and where it qualifies a noun ("solar batteries").
 * Undefined when the service needs none: it names the business already; it holds a proper noun or
 * an acronym ("Tours a Machu Picchu", "EV charger installation"); it is more than one word and the
 * owner searches it so ("boiler repair": the owner's own search says it means her business; a name
 * she only wrote as a label, "Habitación doble", "Sports injuries", is no search); or the owner's
 * words name no kind. One word alone ("Wallpapering", "Planchado") always needs it.
 */
export function withKind(
  service: string,
  kind: BusinessKind,
  lang: CopyLang,
  searches: readonly string[],
  placeWords: Set<string>,
  proper: Map<string, string> = new Map(),
): string | undefined {
  if (!kind.phrase || holdsKind(service, kind)) return undefined;
  if (/\s\p{Lu}|\b\p{Lu}{2,}\b|^\p{Lu}[\p{Ll}\d]*\p{Lu}/u.test(service)) return undefined;
  if (rawWords(service).some((w) => /^\p{Lu}/u.test(proper.get(fold(w)) ?? ''))) return undefined;
  const own = contentKeys(service, placeWords);
  if (own.length > 1 && searchedAs(own, searches, placeWords)) return undefined;
  const s = /^\p{Lu}\p{Ll}/u.test(service) ? service.charAt(0).toLocaleLowerCase() + service.slice(1) : service;
  return lang === 'es' || kind.before ? `${kind.phrase} ${s}` : `${s} ${kind.phrase}`;
}

/** Whether the owner searches a service's words: a search of the same words, or of two or more of them ("ingrown toenail"). */
function searchedAs(serviceKeys: string[], searches: readonly string[], placeWords: Set<string>): boolean {
  return searches.some((q) => {
    const qk = contentKeys(q, placeWords);
    const inService = qk.every((k) => serviceKeys.some((x) => alike(x, k)));
    return inService && (qk.length >= 2 || qk.length === serviceKeys.length);
  });
}

/** Whether a search is one word beside its places ("orthotics", "wallpapering dublin"). */
export function oneWord(search: string, placeWords: Set<string>): boolean {
  return contentKeys(search, placeWords).length === 1;
}

/** Whether a search holds every word of a service's name ("corte de pelo hombre" and "Corte de pelo"). */
export function holdsService(search: string, service: string, placeWords: Set<string>): boolean {
  const qk = contentKeys(search, placeWords);
  return contentKeys(service, placeWords).every((k) => qk.some((q) => alike(q, k)));
}
