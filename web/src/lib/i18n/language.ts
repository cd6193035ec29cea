import {
  isInterfaceLanguage,
  pickInterfaceLanguage,
  pickSpanishVariety,
  tagRegion,
  varietyOfCountry,
  type InterfaceLanguage,
  type SpanishVariety,
} from '@contract/languages';
import { SPANISH_VARIETY_KEY } from '@/lib/browser-data';

const KEY = 'pautia.language';

/** The language this browser chose with the switch, if it ever did. */
export function storedLanguage(): InterfaceLanguage | undefined {
  try {
    const value = localStorage.getItem(KEY);
    return isInterfaceLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** First visit follows the browser (any `es-*` → Spanish, anything else → English); a choice wins after. */
export function detectLanguage(): InterfaceLanguage {
  return storedLanguage() ?? pickInterfaceLanguage(browserLanguages());
}

export function rememberLanguage(language: InterfaceLanguage): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The locale numbers, money and dates are written in: the reader's own regional variant of the
 * interface language when the browser names one (en-GB dates for a reader in Leeds, es-MX for a
 * reader in Guadalajara) and, for Spanish, one of the variety shown; else the variety's default
 * (es-AR for voseo, Latin American es-419 for tuteo) or US English. One locale for the whole page.
 */
export function formattingLocale(language: InterfaceLanguage): string {
  const own = browserLanguages().find(
    (tag) =>
      tag.toLowerCase().split(/[-_]/)[0] === language &&
      tag.includes('-') &&
      (language !== 'es' || varietyOfCountry(tagRegion(tag)) === currentVariety()),
  );
  if (own) {
    try {
      return Intl.getCanonicalLocales(own)[0] ?? defaultLocale(language);
    } catch {
      return defaultLocale(language);
    }
  }
  return defaultLocale(language);
}

function defaultLocale(language: InterfaceLanguage): string {
  if (language === 'en') return 'en-US';
  return currentVariety() === 'voseo' ? 'es-AR' : 'es-419';
}

/**
 * The variety of Spanish shown (DESIGN §11): the owner's country once known (`setSpanishVariety`),
 * else the browser's first Spanish tag (es-AR, es-UY → voseo; es-MX, es-ES, es-419, plain es → tuteo),
 * else tuteo. The ES/EN switch picks the language only; the variety follows the reader.
 */
let variety: SpanishVariety = storedVariety() ?? pickSpanishVariety(browserLanguages());

/** The variety the owner's country set on an earlier visit (lib/i18n/profile-country.ts keeps it). */
export function storedVariety(): SpanishVariety | undefined {
  try {
    const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(SPANISH_VARIETY_KEY);
    return value === 'voseo' || value === 'tuteo' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function currentVariety(): SpanishVariety {
  return variety;
}

/** Sets the variety (the owner's country, a test); the catalog loader reloads Spanish for it. */
export function setVariety(next: SpanishVariety): void {
  variety = next;
}

/** The variety for a country (ISO 3166-1 alpha-2). */
export { varietyOfCountry };

/**
 * The Accept-Language the app sends, so the server answers in the interface's language and variety:
 * the reader's own Spanish tag when it reads the variety shown, else es-AR (voseo) or es-419 (tuteo).
 */
export function requestLanguageTag(): string {
  if (current === 'en') return 'en';
  const own = browserLanguages().find(
    (tag) => tag.toLowerCase().split(/[-_]/)[0] === 'es' && varietyOfCountry(tagRegion(tag)) === variety && tagRegion(tag),
  );
  if (own) {
    try {
      return Intl.getCanonicalLocales(own)[0] ?? fallbackTag();
    } catch {
      return fallbackTag();
    }
  }
  return fallbackTag();
}

const fallbackTag = () => (variety === 'voseo' ? 'es-AR' : 'es-419');

let current: InterfaceLanguage = detectLanguage();

/** The interface language now (for code outside React: the API client's Accept-Language). */
export function currentLanguage(): InterfaceLanguage {
  return current;
}

export function setCurrentLanguage(language: InterfaceLanguage): void {
  current = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
