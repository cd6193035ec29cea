import { isInterfaceLanguage, pickInterfaceLanguage, type InterfaceLanguage } from '@contract/languages';

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
 * interface language when the browser names one (en-GB dates for a reader in Leeds), else the
 * interface's default (rioplatense Spanish, US English).
 */
export function formattingLocale(language: InterfaceLanguage): string {
  const own = browserLanguages().find((tag) => tag.toLowerCase().split(/[-_]/)[0] === language && tag.includes('-'));
  if (own) {
    try {
      return Intl.getCanonicalLocales(own)[0] ?? defaultLocale[language];
    } catch {
      return defaultLocale[language];
    }
  }
  return defaultLocale[language];
}

const defaultLocale: Record<InterfaceLanguage, string> = { es: 'es-AR', en: 'en-US' };

let current: InterfaceLanguage = detectLanguage();

/** The interface language now (for code outside React: the API client's Accept-Language). */
export function currentLanguage(): InterfaceLanguage {
  return current;
}

export function setCurrentLanguage(language: InterfaceLanguage): void {
  current = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
