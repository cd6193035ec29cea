/**
 * Which of the owner's pages is which service's, by the words of its URL ("/unas-de-gel" is
 * "Uñas de gel"'s page). Free of zod, so the web form matches the pages the owner types on the
 * last step the same way the server's facts reader does.
 */

/** Currencies written with a bare "$": which one a "$" means depends on the country. */
export const DOLLAR_SIGN_CURRENCIES: Readonly<Record<string, string>> = {
  US: 'USD',
  MX: 'MXN',
  AR: 'ARS',
  CO: 'COP',
  CL: 'CLP',
  UY: 'UYU',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  DO: 'DOP',
  EC: 'USD',
  SV: 'USD',
  PR: 'USD',
  SG: 'SGD',
  HK: 'HKD',
};

/** The choices the form offers for an ambiguous "$" (the dollar-sign currencies, once each). */
export const DOLLAR_SIGN_CHOICES: readonly string[] = [...new Set(Object.values(DOLLAR_SIGN_CURRENCIES))];

const STOP = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'en',
  'y',
  'con',
  'para',
  'por',
  'a',
  'al',
  'the',
  'and',
  'of',
  'for',
  'with',
  'in',
  'to',
  'our',
  'your',
  'www',
  'com',
  'html',
  'htm',
  'php',
  'index',
  'page',
  'pagina',
  'es',
  'mx',
  'ar',
  'co',
  'au',
  'uk',
  'net',
  'org',
]);

/** Lower case, no accents, no trailing plural "s"/"es" on longer words: "Uñas" and "unas" meet. */
export function stemWord(word: string): string {
  const folded = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (folded.length > 4 && folded.endsWith('es')) return folded.slice(0, -2);
  if (folded.length > 3 && folded.endsWith('s')) return folded.slice(0, -1);
  return folded;
}

/** The meaningful words of a name or a text, stemmed. */
export function wordsOf(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3)
    .map(stemWord)
    .filter((w) => !STOP.has(w));
}

/** The words of a URL's path and fragment (its host names the business, not a service). */
export function urlWords(url: string): string[] {
  try {
    const parsed = new URL(url);
    return wordsOf(decodeURIComponent(parsed.pathname + ' ' + parsed.hash.replace('#', ' ')));
  } catch {
    return [];
  }
}

/**
 * For each service, the page whose URL words share the most words with its name (at least one);
 * a page goes to one service only, and a service that already has a page keeps it.
 */
export function matchPages<S extends { name: string; url?: string | undefined }>(services: readonly S[], urls: readonly string[]): S[] {
  const taken = new Set(services.map((s) => s.url).filter(Boolean));
  const candidates = urls.filter((u) => u && !taken.has(u)).map((url) => ({ url, words: new Set(urlWords(url)) }));
  const scored: { service: number; url: string; score: number }[] = [];
  services.forEach((service, index) => {
    if (service.url) return;
    const name = wordsOf(service.name);
    for (const page of candidates) {
      const score = name.filter((w) => page.words.has(w)).length;
      if (score > 0) scored.push({ service: index, url: page.url, score: score / Math.max(1, name.length) + score });
    }
  });
  scored.sort((a, b) => b.score - a.score);
  const out = services.map((s) => ({ ...s }));
  const used = new Set<string>();
  const matched = new Set<number>();
  for (const { service, url } of scored) {
    if (used.has(url) || matched.has(service)) continue;
    used.add(url);
    matched.add(service);
    out[service] = { ...out[service]!, url };
  }
  return out;
}

/** The role a page plays by its URL words, when they say it (contact, prices, about, booking). */
export type PageKind = 'contact' | 'prices' | 'about' | 'booking';

const PAGE_KIND_WORDS: Record<PageKind, string[]> = {
  booking: [
    'reserva',
    'reservar',
    'booking',
    'book',
    'pedido',
    'order',
    'encargo',
    'turno',
    'cita',
    'agenda',
    'agendar',
    'appointment',
    'calendly',
    'schedule',
  ],
  contact: ['contacto', 'contact', 'contactanos', 'ubicacion', 'location', 'encuentranos', 'find'],
  prices: ['precio', 'price', 'pricing', 'tarifa', 'rate', 'servicio', 'service', 'menu', 'carta', 'catalogo', 'catalog', 'shop', 'tienda'],
  about: ['nosotro', 'about', 'quiene', 'somo', 'historia', 'story', 'team', 'equipo'],
};

export function pageKind(url: string): PageKind | undefined {
  let words: string[];
  let host = '';
  try {
    const parsed = new URL(url);
    host = parsed.hostname;
    words = decodeURIComponent(parsed.pathname)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map(stemWord);
  } catch {
    return undefined;
  }
  if (/(calendly\.com|booksy\.com|fresha\.com|setmore\.com|acuityscheduling\.com|simplybook\.|square\.site|doctoralia\.)/.test(host))
    return 'booking';
  for (const kind of Object.keys(PAGE_KIND_WORDS) as PageKind[]) {
    if (words.some((w) => PAGE_KIND_WORDS[kind].some((k) => w === k || w.startsWith(k)))) return kind;
  }
  return undefined;
}
