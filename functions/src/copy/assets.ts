/**
 * The campaign's assets as a PPC expert would add them, from what the owner
 * stated: the form, its stored strategy and the business profile. Pure domain rules: the Google Ads
 * adapter turns the plan into operations, the pre-flight lists it as it is.
 *
 * - Sitelinks: one per page of the owner's site (the form's links, the booking/order page, the
 *   profile's site pages), each with link text and two descriptions about THAT page. Google shows
 *   them best with 4 or more; with fewer pages the plan says so (`notes`), it never invents a page.
 * - Callouts: the strategy's (from the selling points), else the description's own short clauses.
 * - Structured snippets: the ad groups' themes under "Service catalog" (services) or "Types" (products).
 * - Call asset for a stated phone; a WhatsApp business message asset for a stated WhatsApp number
 *   (Google allowlists it: created apart, and a refusal leaves it out and says so).
 * - Price asset from 3+ priced offers, promotion asset from a stated "% off" offer.
 * Nothing is claimed that the owner did not state.
 */
import type { BusinessProfile } from '../contract/business-profile.js';
import type { LineSource, OwnerInput, Strategy } from '../contract/campaigns.js';
import { isMessagingLink } from '../contract/campaign-fields.js';
import { businessKind, placeNames } from './engine.js';
import { capitalize, fitWords } from './text.js';
import { adText } from '../i18n/messages.js';
import { campaignCountry, campaignVariety, type SpanishVariety } from './variety.js';
import { mentionsPrice, readPrice } from '../currency/prices.js';
import { nationalPhone, readPhone } from '../contract/phone.js';
import { factPriceEntries, type PriceEntry } from './fact-prices.js';

/** Google's limits (Asset reference, v25). */
export const SITELINK_TEXT_MAX = 25;
export const SITELINK_DESCRIPTION_MAX = 35;
export const CALLOUT_MAX = 25;
export const MAX_CALLOUTS = 10;
export const RECOMMENDED_SITELINKS = 4;
export const MAX_SITELINKS = 8;
export const SNIPPET_VALUE_MAX = 25;
export const SNIPPET_MIN_VALUES = 3;
export const SNIPPET_MAX_VALUES = 10;
export const PRICE_TEXT_MAX = 25;
export const PRICE_MIN_OFFERINGS = 3;
export const PRICE_MAX_OFFERINGS = 8;
export const PROMOTION_TARGET_MAX = 20;
export const MESSAGE_STARTER_MAX = 100;
/**
 * Structured snippet headers are Google's predefined English strings (any language's ads accept
 * them; https://developers.google.com/google-ads/api/data/structured-snippet-headers).
 */
export const SNIPPET_HEADERS = [
  'Amenities',
  'Brands',
  'Courses',
  'Degree programs',
  'Destinations',
  'Featured hotels',
  'Insurance coverage',
  'Models',
  'Neighborhoods',
  'Service catalog',
  'Shows',
  'Styles',
  'Types',
] as const;
export type SnippetHeader = (typeof SNIPPET_HEADERS)[number];

export interface Sitelink {
  text: string;
  description1: string;
  description2: string;
  url: string;
  /** Where it came from: the confirmed service whose page it is, the booking page (a call to action), else the owner's page. */
  source?: LineSource;
}
export interface StructuredSnippet {
  header: SnippetHeader;
  values: string[];
  /** Each value's source, index for index, when the values are the confirmed services. */
  sources?: LineSource[];
}
export interface PhoneAsset {
  /** ISO 3166-1 alpha-2, e.g. 'AR'. */
  countryCode: string;
  phoneNumber: string;
  /** The owner's number it came from, as people there write it. */
  source?: LineSource;
}
export interface MessageAsset extends PhoneAsset {
  provider: 'WHATSAPP';
  starterMessage: string;
}
export interface PriceOffering {
  header: string;
  description: string;
  /** In the currency's units (4500 = ARS 4.500). */
  amount: number;
  currency: string;
  url: string;
  /** The confirmed service it prices, or the owner's priced text it was read from. */
  source?: LineSource;
}
export interface PricePlan {
  type: 'SERVICES' | 'PRODUCT_CATEGORIES';
  languageCode: string;
  offerings: PriceOffering[];
}
export interface PromotionPlan {
  target: string;
  percentOff: number;
  languageCode: string;
  url: string;
  /** The owner's offer it was read from. */
  source?: LineSource;
}
/** Why an asset an expert would add is missing or may be left out: shown in the review. */
export type AssetNote =
  | { code: 'FEW_SITELINKS'; count: number }
  | { code: 'CALL_COUNTRY_UNKNOWN' }
  | { code: 'MESSAGE_ALLOWLIST' }
  | { code: 'FEW_PRICES'; count: number }
  /** Confirmed facts with fewer than 3 services priced in the account's currency: no price list. */
  | { code: 'FEW_PRICED_SERVICES'; count: number; account: string }
  /** Priced offers in a currency other than the account's: the price asset leaves them out. */
  | { code: 'PRICES_OTHER_CURRENCY'; currencies: string[]; account: string }
  /** Priced offers with a bare "$" where it could be more than one money: left out until the owner says which. */
  | { code: 'PRICES_CURRENCY_UNKNOWN'; account: string };

export interface PlannedAssets {
  sitelinks: Sitelink[];
  callouts: string[];
  snippets: StructuredSnippet[];
  call?: PhoneAsset | undefined;
  /** Created in its own request after the campaign: Google refuses it for accounts not on its allowlist. */
  message?: MessageAsset | undefined;
  price?: PricePlan | undefined;
  promotion?: PromotionPlan | undefined;
  notes: AssetNote[];
}

/** What the business profile adds: its pages, channels and priced offers. */
export type AssetProfile = Partial<
  Pick<BusinessProfile, 'businessName' | 'phone' | 'whatsapp' | 'bookingUrl' | 'sitePages' | 'offers' | 'hours' | 'sellingPoints'>
>;

export interface AssetInput {
  payload: OwnerInput;
  strategy?: Strategy | undefined;
  /** ISO 639-1 of the ads' language. */
  languageCode: string;
  profile?: AssetProfile | undefined;
  /** The landing page ads go to (sitelinks go elsewhere). */
  finalUrl: string;
  /** The account's currency: the price asset carries only prices in it. */
  currency: string;
}

type Lang = 'en' | 'es' | 'pt';
const langOf = (code: string): Lang => (code === 'es' || code === 'pt' ? code : 'en');
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const fit = (text: string, max: number) => fitWords(text, max);
/** A fact in the owner's words, as a line's source (capped as the contract's line sources are). */
const factSource = (fact: string): LineSource => ({ kind: 'fact', fact: fact.replace(/\s+/g, ' ').trim().slice(0, 200) });

export function planAssets(input: AssetInput): PlannedAssets {
  const lang = langOf(input.languageCode);
  const variety = campaignVariety(input.payload);
  const country = campaignCountry(input.payload);
  const notes: AssetNote[] = [];
  const profile = input.profile ?? {};
  const kind = businessKind(`${input.payload.description} ${input.payload.keywords.join(', ')}`);
  const place = placeNames(input.payload.location)[0] ?? '';
  const callouts = planCallouts(input.payload, input.strategy);

  // The number as people there write it: the form's is stored in E.164.
  const shownPhone = nationalPhone(input.payload.phone || profile.phone || '', country);
  const sitelinks = planSitelinks(input, { lang, variety, kind, place, callouts, phone: shownPhone });
  if (sitelinks.length < RECOMMENDED_SITELINKS) notes.push({ code: 'FEW_SITELINKS', count: sitelinks.length });

  const phone = (input.payload.phone || profile.phone || '').trim();
  const call = phone ? phoneAsset(phone, country) : undefined;
  if (call) call.source = factSource(nationalPhone(phone, country));
  if (phone && !call) notes.push({ code: 'CALL_COUNTRY_UNKNOWN' });

  const whatsapp = (input.payload.whatsapp || profile.whatsapp || '').trim();
  const whatsappPhone = whatsapp ? phoneAsset(whatsapp, country) : undefined;
  const message: MessageAsset | undefined = whatsappPhone
    ? {
        ...whatsappPhone,
        provider: 'WHATSAPP',
        starterMessage: starterMessage(lang, kind),
        source: factSource(nationalPhone(whatsapp, country)),
      }
    : undefined;
  if (message) notes.push({ code: 'MESSAGE_ALLOWLIST' });

  // Confirmed facts replace the description's clauses (the owner saw and fixed the prices read from it).
  const confirmed = input.payload.facts;
  const offers = [...(profile.offers ?? []), ...(confirmed ? [] : offerClauses(input.payload.description))];
  const accountCurrency = input.currency.toUpperCase();
  const factPrices = factPriceEntries(confirmed);
  // The services' confirmed prices first, then the profile's priced offers.
  const read: PriceEntry[] = [
    ...factPrices,
    ...offers.flatMap((o) => {
      const parsed = parsePrice(o, country);
      return parsed ? [{ ...parsed, source: factSource(o) }] : [];
    }),
  ];
  const price = planPrice(read, { lang, kind, currency: accountCurrency, url: input.finalUrl });
  const priced = read.filter((p) => p.currency === accountCurrency).length;
  if (!price && confirmed?.services.length) {
    notes.push({
      code: 'FEW_PRICED_SERVICES',
      count: factPrices.filter((p) => p.currency === accountCurrency).length,
      account: accountCurrency,
    });
  } else if (!price && priced > 0) notes.push({ code: 'FEW_PRICES', count: priced });
  // Prices the asset leaves out, and why: in another currency than the account's, or with a "$" nobody can read.
  const otherCurrencies = [...new Set(read.flatMap((p) => (p.currency && p.currency !== accountCurrency ? [p.currency] : [])))];
  if (otherCurrencies.length) notes.push({ code: 'PRICES_OTHER_CURRENCY', currencies: otherCurrencies, account: accountCurrency });
  if (read.some((p) => p.currency === null)) notes.push({ code: 'PRICES_CURRENCY_UNKNOWN', account: accountCurrency });
  const promotion = planPromotion(offers, { lang, url: input.finalUrl, fallbackTarget: input.strategy?.adGroups?.[0]?.name ?? '' });

  return {
    sitelinks,
    callouts,
    // With confirmed facts, only their services: never a group name or keyword standing in for one.
    snippets: input.payload.facts ? factSnippets(input.payload.facts.services, kind) : planSnippets(input.strategy, kind),
    ...(call ? { call } : {}),
    ...(message ? { message } : {}),
    ...(price ? { price } : {}),
    ...(promotion ? { promotion } : {}),
    notes,
  };
}

/**
 * Only what the owner saw: the strategy's callouts, else the confirmed selling points (a campaign
 * with facts claims nothing else), else the description's own short clauses.
 */
function planCallouts(payload: OwnerInput, strategy: Strategy | undefined): string[] {
  const own = (strategy?.callouts ?? []).filter((c) => typeof c === 'string');
  const candidates = own.length
    ? own
    : payload.facts
      ? payload.facts.sellingPoints.filter((p) => p.trim().length <= CALLOUT_MAX).map(capitalize)
      : calloutsFromDescription(payload.description);
  const out: string[] = [];
  for (const raw of candidates) {
    const text = fit(raw, CALLOUT_MAX);
    if (!text || out.some((c) => fold(c) === fold(text))) continue;
    out.push(text);
    if (out.length >= MAX_CALLOUTS) break;
  }
  return out;
}

function calloutsFromDescription(description: string): string[] {
  return description
    .split(/[.,;:!?\n()]+|\s+(?:and|y|e)\s+/i)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length >= 6 && s.length <= CALLOUT_MAX && s.split(' ').length <= 4)
    .map(capitalize);
}

// ── Sitelinks ────────────────────────────────────────────────────────────────────────────────

type PageKind =
  | 'contact'
  | 'about'
  | 'prices'
  | 'menu'
  | 'services'
  | 'products'
  | 'gallery'
  | 'reviews'
  | 'faq'
  | 'location'
  | 'hours'
  | 'delivery'
  | 'offers'
  | 'booking'
  | 'orders';

/** Folded path words → the page they name. */
const PAGE_WORDS: [PageKind, RegExp][] = [
  ['contact', /^(contact|contacto|contactanos|contactenos|contato|contact-us|fale-conosco)$/],
  ['about', /^(about|about-us|nosotros|quienes-somos|sobre-nosotros|sobre|historia|our-story|equipo|team|empresa|quem-somos)$/],
  ['prices', /^(precios|prices|pricing|tarifas|price-list|rates|lista-de-precios|precos)$/],
  ['menu', /^(menu|carta|nuestra-carta|cardapio)$/],
  ['services', /^(servicios|services|servicos|our-services|nuestros-servicios|tratamientos|treatments)$/],
  ['products', /^(productos|products|shop|tienda|catalogo|catalog|produtos|loja)$/],
  ['gallery', /^(galeria|gallery|fotos|photos|portfolio|trabajos|our-work)$/],
  ['reviews', /^(opiniones|reviews|testimonios|testimonials|resenas|avaliacoes)$/],
  ['faq', /^(faq|faqs|preguntas-frecuentes|preguntas|perguntas-frequentes)$/],
  ['location', /^(ubicacion|location|donde-estamos|como-llegar|find-us|directions|locations|sucursales)$/],
  ['hours', /^(horarios|hours|opening-hours|horario)$/],
  ['delivery', /^(envios|envio|delivery|shipping|domicilio|entregas)$/],
  ['offers', /^(ofertas|offers|promociones|promos|deals|promocoes)$/],
  ['booking', /^(reservas|reserva|booking|book|book-online|turnos|citas|appointments|agenda|agendamento)$/],
  ['orders', /^(pedidos|pedido|order|orders|order-online|encargos|encomendas)$/],
];

/** A page's two descriptions (≤ 35 each) that say what is on it; `ctx` fills what the owner stated. */
function pageLines(
  page: PageKind | 'theme' | 'other',
  ctx: { lang: Lang; variety: SpanishVariety; place: string; phone: string; hours: string; point: string; theme: string; offer: string },
): [string, string] {
  const { lang, variety } = ctx;
  const serving = ctx.place ? adText('ads.fallback.serving', lang, variety, { place: ctx.place }) : '';
  const line = (key: PageLineKey) => adText(`ads.pageLine.${key}`, lang, variety);
  const second = ctx.point || serving;
  switch (page) {
    case 'contact':
      return [line('contact'), ctx.hours || serving || line('write')];
    case 'about':
      return [line('about'), second];
    case 'prices':
      return [ctx.offer || line('prices'), second];
    case 'menu':
      return [line('menu'), second];
    case 'booking':
      return [line('booking'), ctx.hours || second];
    case 'orders':
      return [line('orders'), ctx.hours || second];
    case 'reviews':
      return [line('reviews'), second];
    case 'location':
      return [serving || line('location'), ctx.hours || ctx.point];
    case 'hours':
      return [ctx.hours || line('hours'), serving || ctx.point];
    case 'faq':
      return [line('faq'), second];
    case 'delivery':
      return [line('delivery'), second];
    case 'theme':
    case 'services':
    case 'products':
    case 'gallery':
    case 'offers':
    case 'other':
      return [ctx.theme || ctx.point || serving, ctx.theme ? second : serving];
  }
}

/** The catalog's page lines (`ads.pageLine.*`) that take no parameter. */
type PageLineKey =
  'contact' | 'write' | 'about' | 'prices' | 'menu' | 'booking' | 'orders' | 'reviews' | 'location' | 'hours' | 'faq' | 'delivery';

const urlKey = (url: string) =>
  url
    .trim()
    .replace(/^https?:\/\/(www\.)?/i, '')
    .replace(/\/+$/, '')
    .toLowerCase();

/** The path's last segment as written, e.g. 'https://x.com/es/tortas-de-cumpleaños/' → 'tortas-de-cumpleaños'. */
function lastSegment(url: string): string {
  try {
    const segments = new URL(url).pathname.split('/').filter(Boolean);
    const last = segments[segments.length - 1] ?? '';
    return decodeURIComponent(last)
      .replace(/\.(html?|php|aspx?)$/i, '')
      .toLowerCase();
  } catch {
    return '';
  }
}

function planSitelinks(
  input: AssetInput,
  ctx: { lang: Lang; variety: SpanishVariety; kind: string; place: string; callouts: string[]; phone: string },
): Sitelink[] {
  const profile = input.profile ?? {};
  const bookingUrl = (input.payload.bookingUrl || profile.bookingUrl || '').trim();
  const candidates: { url: string; booking: boolean; service?: string }[] = [
    ...(['services', 'contact', 'about'] as const).map((role) => ({ url: input.payload.pages[role] ?? '', booking: false })),
    { url: bookingUrl, booking: true },
    // Each confirmed service's own page, named after the service.
    ...(input.payload.facts?.services ?? []).map((s) => ({ url: s.url?.trim() ?? '', booking: false, service: s.name })),
    ...(profile.sitePages ?? []).map((url) => ({ url: url.trim(), booking: false })),
  ];
  const seen = new Set([urlKey(input.finalUrl), urlKey(input.payload.pages.landing ?? '')]);
  const groups = (input.strategy?.adGroups ?? []).map((g) => g.name).filter(Boolean);
  const points = ctx.callouts;
  const offers = (profile.offers ?? []).map((o) => fit(o, SITELINK_DESCRIPTION_MAX)).filter(Boolean);
  const out: Sitelink[] = [];
  const usedTexts = new Set<string>();
  const pageService = (url: string) => input.payload.facts?.services.find((s) => s.url && urlKey(s.url) === urlKey(url))?.name;
  for (const { url, booking, service } of candidates) {
    if (!url || isMessagingLink(url) || seen.has(urlKey(url))) continue;
    seen.add(urlKey(url));
    const written = lastSegment(url);
    const slug = fold(written);
    const words = slug.split(/[-_+\s]+/).filter((w) => w.length > 2);
    const orderingKind = ctx.kind === 'store' || ctx.kind === 'local-shop';
    let page: PageKind | 'theme' | 'other' = booking
      ? orderingKind
        ? 'orders'
        : 'booking'
      : (PAGE_WORDS.find(([, re]) => re.test(slug))?.[0] ?? 'other');
    let text = page === 'other' ? '' : adText(`ads.page.${page}`, ctx.lang, ctx.variety);
    let theme = '';
    if (service) {
      page = 'theme';
      theme = service;
      text = capitalize(service);
    } else if (page === 'other') {
      // A page about one of the ad groups' themes takes the group's name ("Tortas de cumpleaños").
      const group = groups.find((g) =>
        fold(g)
          .split(/\s+/)
          .some((w) => w.length > 3 && words.some((s) => s.startsWith(w.slice(0, 5)))),
      );
      if (group) {
        page = 'theme';
        theme = group;
        text = group;
      } else if (words.length) {
        text = capitalize(
          written
            .replace(/[-_+]+/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        );
      }
    }
    text = fit(text, SITELINK_TEXT_MAX);
    if (!text || usedTexts.has(fold(text))) continue;
    usedTexts.add(fold(text));
    const i = out.length;
    const themeLine = theme ? themeDescription(theme, ctx.lang, ctx.place) : '';
    const [d1, d2] = pageLines(page, {
      lang: ctx.lang,
      variety: ctx.variety,
      place: ctx.place,
      phone: ctx.phone,
      hours: fit(profile.hours ?? '', SITELINK_DESCRIPTION_MAX),
      point: fit(points[i % Math.max(points.length, 1)] ?? '', SITELINK_DESCRIPTION_MAX),
      theme: themeLine,
      offer: offers[0] ?? '',
    });
    const description1 = fit(d1, SITELINK_DESCRIPTION_MAX);
    let description2 = fit(d2, SITELINK_DESCRIPTION_MAX);
    if (!description2 || fold(description2) === fold(description1))
      description2 = fit(points[(i + 1) % Math.max(points.length, 1)] ?? '', SITELINK_DESCRIPTION_MAX);
    // Google needs both descriptions or neither.
    const both =
      description1 &&
      description2 &&
      fold(description1) !== fold(description2) &&
      !contactDetail(description1) &&
      !contactDetail(description2);
    if (contactDetail(text)) continue;
    out.push({
      text,
      description1: both ? description1 : '',
      description2: both ? description2 : '',
      url,
      source: sitelinkSource(url, service ?? pageService(url), booking),
    });
    if (out.length >= MAX_SITELINKS) break;
  }
  return out;
}

/**
 * Where a sitelink comes from: the confirmed service whose page it is (given as that service's page
 * or as one of the form's links), the booking or order page (a call to action), else the page the owner gave.
 */
function sitelinkSource(url: string, service: string | undefined, booking: boolean): LineSource {
  if (service) return factSource(service);
  return booking ? { kind: 'call-to-action' } : factSource(url);
}

function themeDescription(theme: string, lang: Lang, place: string): string {
  const t = theme.toLocaleLowerCase();
  const line = place ? adText('ads.sitelink.aboutIn', lang, 'tuteo', { theme: t, place }) : '';
  return line && line.length <= SITELINK_DESCRIPTION_MAX ? line : adText('ads.sitelink.about', lang, 'tuteo', { theme: t });
}

/** A phone number, an e-mail or a URL: never in sitelink text (Google disapproves it; the call asset carries the phone). */
function contactDetail(text: string): boolean {
  return (
    /\+?\d[\d ().-]{5,}\d/.test(text) ||
    /\S+@\S+\.\S+/.test(text) ||
    /(https?:\/\/|www\.)\S+|\b[\w-]+\.(com|net|org|example|ar|mx|es|co|uk|au|nz|ca|ie)\b/i.test(text)
  );
}

/** The confirmed services, each a snippet value in the owner's words (never a keyword, a place or a group name). */
function factSnippets(services: { name: string }[], kind: string): StructuredSnippet[] {
  const values: string[] = [];
  const sources: LineSource[] = [];
  for (const service of services) {
    const value = capitalize(service.name.replace(/\s+/g, ' ').trim());
    if (!value || value.length > SNIPPET_VALUE_MAX || values.some((v) => fold(v) === fold(value))) continue;
    values.push(value);
    sources.push({ kind: 'fact', fact: service.name });
  }
  if (values.length < SNIPPET_MIN_VALUES) return [];
  const header: SnippetHeader = kind === 'store' || kind === 'local-shop' ? 'Types' : 'Service catalog';
  return [{ header, values: values.slice(0, SNIPPET_MAX_VALUES), sources: sources.slice(0, SNIPPET_MAX_VALUES) }];
}

// ── Structured snippets ──────────────────────────────────────────────────────────────────────

/** Groups that are not a service or product line ("Near me", "Urgencias", "Other searches"). */
const NOT_A_LINE = /(cerca|near me|urgenc|emergenc|24|otras|other|marca|brand|general)/;

function planSnippets(strategy: Strategy | undefined, kind: string): StructuredSnippet[] {
  const values: string[] = [];
  for (const group of strategy?.adGroups ?? []) {
    const value = fit(capitalize(group.name.replace(/\s+/g, ' ').trim()), SNIPPET_VALUE_MAX);
    if (!value || NOT_A_LINE.test(fold(value)) || values.some((v) => fold(v) === fold(value))) continue;
    values.push(value);
  }
  if (values.length < SNIPPET_MIN_VALUES) return [];
  const header: SnippetHeader = kind === 'store' || kind === 'local-shop' ? 'Types' : 'Service catalog';
  return [{ header, values: values.slice(0, SNIPPET_MAX_VALUES) }];
}

// ── Call and message ─────────────────────────────────────────────────────────────────────────

/** The number read against the campaign's country (libphonenumber): its own country and national number, or undefined when it is not a valid number. */
function phoneAsset(raw: string, campaignCountryCode: string | undefined): PhoneAsset | undefined {
  const read = readPhone(raw, campaignCountryCode);
  return read ? { countryCode: read.country, phoneNumber: read.nationalNumber } : undefined;
}

function starterMessage(lang: Lang, kind: string): string {
  const ordering = kind === 'store' || kind === 'local-shop';
  if (lang === 'en') return ordering ? 'Hi! I would like to place an order.' : 'Hi! I would like to ask about your services.';
  if (lang === 'pt') return ordering ? 'Olá! Quero fazer um pedido.' : 'Olá! Quero saber mais sobre os serviços.';
  // The customer's words: the same in tú and voseo.
  return ordering ? 'Hola, quiero hacer un pedido.' : 'Hola, quiero hacer una consulta.';
}

// ── Prices and promotions ────────────────────────────────────────────────────────────────────

/** Clauses of the description that state a price or a discount ("docena de facturas $4.500"). */
function offerClauses(description: string): string[] {
  return description
    .split(/[\n;]+|(?<=[.!?])\s+|,\s+(?=\D)/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => /\d/.test(s) && (mentionsPrice(s) || /\d\s?%/.test(s)));
}

/** A priced offer as the price asset reads it: the owner's way (currency/prices.ts), header capitalised. */
export function parsePrice(
  text: string,
  countryCode: string | undefined,
): { header: string; rest: string; amount: number; currency: string | null } | undefined {
  const read = readPrice(text, countryCode);
  return read ? { ...read, header: capitalize(read.header) } : undefined;
}

function planPrice(entries: PriceEntry[], ctx: { lang: Lang; kind: string; currency: string; url: string }): PricePlan | undefined {
  const offerings: PriceOffering[] = [];
  for (const parsed of entries) {
    // Google shows a price in the account's currency only: another money (or an unknown one) is never converted or guessed.
    if (parsed.currency !== ctx.currency) continue;
    const header = fit(parsed.header, PRICE_TEXT_MAX);
    if (!header || offerings.some((o) => fold(o.header) === fold(header))) continue;
    // The offering's description (1–25, not the header again): what the owner wrote after the price.
    const description = fit(capitalize(parsed.rest), PRICE_TEXT_MAX) || adText('ads.price.seeDetails', ctx.lang, 'tuteo');
    if (fold(description) === fold(header)) continue;
    offerings.push({
      header,
      description,
      amount: parsed.amount,
      currency: ctx.currency,
      url: parsed.url ?? ctx.url,
      ...(parsed.source ? { source: parsed.source } : {}),
    });
    if (offerings.length >= PRICE_MAX_OFFERINGS) break;
  }
  if (offerings.length < PRICE_MIN_OFFERINGS) return undefined;
  return { type: ctx.kind === 'store' || ctx.kind === 'local-shop' ? 'PRODUCT_CATEGORIES' : 'SERVICES', languageCode: ctx.lang, offerings };
}

function planPromotion(offers: string[], ctx: { lang: Lang; url: string; fallbackTarget: string }): PromotionPlan | undefined {
  for (const offer of offers) {
    const m = /(\d{1,2})\s?%\s?(?:off|de descuento|descuento|dto\.?|desconto|de desconto)?\s*(?:(?:on|en|em|in|sobre|para)\s+)?(.*)$/i.exec(
      offer,
    );
    if (!m) continue;
    const percent = Number(m[1]);
    if (!(percent > 0 && percent < 100)) continue;
    // "0% financing" is not a discount.
    if (/financ|interes|interest|apr/i.test(offer)) continue;
    const target =
      fit(capitalize((m[2] ?? '').replace(/[.!]+$/, '').trim()), PROMOTION_TARGET_MAX) || fit(ctx.fallbackTarget, PROMOTION_TARGET_MAX);
    if (!target) continue;
    return { target, percentOff: percent, languageCode: ctx.lang, url: ctx.url, source: factSource(offer) };
  }
  return undefined;
}
