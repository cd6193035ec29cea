/**
 * The interface languages and the one rule that picks one, shared by the server (error messages,
 * stand-in pages) and the web app (first visit, the switch). Spanish comes in two varieties (below:
 * voseo for Argentina and Uruguay, tuteo elsewhere); anything that is not Spanish reads English.
 */
export const INTERFACE_LANGUAGES = ['es', 'en'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The interface language for a reader's preferred languages, most preferred first (a browser's
 * `navigator.languages`, or an Accept-Language header's tags): the first `es` or `es-*` wins Spanish
 * unless an English tag comes before it; anything else is English.
 */
export function pickInterfaceLanguage(preferred: readonly string[]): InterfaceLanguage {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (base === 'es') return 'es';
    if (base === 'en') return 'en';
  }
  return 'en';
}

/** The tags of an Accept-Language header, by their q weight (highest first); malformed parts are skipped. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * Spanish comes in two varieties (DESIGN §11): rioplatense voseo ("Podés", "Planificá") for
 * Argentina and Uruguay, tuteo ("Puedes") for every other Spanish-speaking country.
 */
export type SpanishVariety = 'voseo' | 'tuteo';
export const VOSEO_COUNTRIES: readonly string[] = ['AR', 'UY'];

/** The variety for a country (ISO 3166-1 alpha-2); an unknown country reads tuteo. */
export function varietyOfCountry(countryCode: string | undefined): SpanishVariety {
  return countryCode && VOSEO_COUNTRIES.includes(countryCode.toUpperCase()) ? 'voseo' : 'tuteo';
}

/** The region of a language tag ('es-AR' → 'AR', 'es-419' → '419', 'es' → undefined). */
export function tagRegion(tag: string): string | undefined {
  return tag
    .trim()
    .split(/[-_]/)
    .slice(1)
    .find((part) => /^([A-Za-z]{2}|\d{3})$/.test(part))
    ?.toUpperCase();
}

/**
 * The variety for a reader's preferred languages, most preferred first: the region of the first
 * Spanish tag ('es-AR', 'es-UY' → voseo; 'es-MX', 'es-419', a plain 'es' → tuteo); no Spanish tag → tuteo.
 */
export function pickSpanishVariety(preferred: readonly string[]): SpanishVariety {
  const spanish = preferred.find((tag) => tag.trim().toLowerCase().split(/[-_]/)[0] === 'es');
  return varietyOfCountry(spanish ? tagRegion(spanish) : undefined);
}
