import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request, RequestHandler } from 'express';
import { parseAcceptLanguage, tagRegion, varietyOfCountry, type SpanishVariety } from '../contract/languages.js';

/**
 * The variety of Spanish the reader of this request reads (DESIGN §11): rioplatense voseo for
 * Argentina and Uruguay, tuteo for every other Spanish-speaking country. Kept per request so every
 * text written for it (errors, results, labels, stand-in pages) follows the reader without each
 * service passing it along: `render(message, 'es')` reads it (i18n/messages.ts).
 */
const scope = new AsyncLocalStorage<{ variety: SpanishVariety | undefined; locale?: string | undefined }>();

/**
 * The variety an Accept-Language names: the region of its first Spanish tag ('es-AR', 'es-UY' →
 * voseo; 'es-MX', 'es-ES', 'es-419' → tuteo). A bare 'es' names no country: undefined, read as the
 * interface's original voseo (what API clients that send only 'es' have always read).
 */
export function acceptLanguageVariety(header: string | undefined): SpanishVariety | undefined {
  const spanish = parseAcceptLanguage(header).find((tag) => tag.toLowerCase().split(/[-_]/)[0] === 'es');
  const region = spanish ? tagRegion(spanish) : undefined;
  return region ? varietyOfCountry(region) : undefined;
}

/**
 * The Spanish locale an Accept-Language names with a region ('es-MX', 'es-AR'), canonical: numbers
 * the server writes follow it, as the web app's do (one number format per page).
 */
export function acceptLanguageLocale(header: string | undefined): string | undefined {
  const spanish = parseAcceptLanguage(header).find((tag) => tag.toLowerCase().split(/[-_]/)[0] === 'es' && tagRegion(tag));
  try {
    return spanish ? Intl.getCanonicalLocales(spanish)[0] : undefined;
  } catch {
    return undefined;
  }
}

/** The Spanish locale of the reader being answered now, when their request named one. */
export function readerLocale(): string | undefined {
  return scope.getStore()?.locale;
}

/** The variety this request's Accept-Language names. */
export function headerVariety(req: Request): SpanishVariety | undefined {
  return acceptLanguageVariety(req.get('accept-language'));
}

/** The variety of the reader being answered now; undefined outside a request or when none was named. */
export function readerVariety(): SpanishVariety | undefined {
  return scope.getStore()?.variety;
}

/** Runs `write` for a reader of `variety` (a table written once per variety, an e-mail for a campaign's country). */
export function inVariety<T>(variety: SpanishVariety | undefined, write: () => T): T {
  return scope.run({ variety, locale: scope.getStore()?.locale }, write);
}

/**
 * Runs `write` (sync or async) for a reader in `country` (ISO 3166-1 alpha-2) reading Spanish: its
 * variety and its locale's numbers ('MX' → tuteo, "1,234.50"; 'AR' → voseo, "1.234,50"). Mail and
 * scheduled work have no request to read these from: they follow the campaign's country. An
 * unknown country keeps the current reader's.
 */
export function inCountry<T>(country: string | undefined, write: () => T): T {
  if (!country) return write();
  let locale: string | undefined;
  try {
    locale = Intl.getCanonicalLocales(`es-${country.toUpperCase()}`)[0];
  } catch {
    locale = undefined;
  }
  return scope.run({ variety: varietyOfCountry(country), locale: locale ?? scope.getStore()?.locale }, write);
}

/**
 * Sets the request's variety from its Accept-Language. Used first and again after the body is read:
 * a body parser's stream callbacks may run outside the context the first one set.
 */
export const readerVarietyScope: RequestHandler = (req, _res, next) => {
  const header = req.get('accept-language');
  scope.run({ variety: acceptLanguageVariety(header), locale: acceptLanguageLocale(header) }, next);
};
