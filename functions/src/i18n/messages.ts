import type { InterfaceLanguage } from '../contract/languages.js';
import { adsPortuguese } from './catalog/ads.js';
import { CATALOG, entryOf, type Entry, type MessageKey, type ParamsOf, type Variant } from './catalog/index.js';
import { inVariety, readerVariety } from './reader-variety.js';

export type { MessageKey, Variant } from './catalog/index.js';

/**
 * The one lookup over the server's text catalog (i18n/catalog/): error answers, notices, and the
 * lines copy/ writes into ads. Domain code throws an HttpError with `msg(key, params)`; the error
 * handler writes it in the request's language (Accept-Language, else the signed-in user's stored
 * preference, else English). English is also what logs and `error.message` carry. `error` codes
 * never change with the language.
 *
 * An interface language ('en', 'es') reads as a variant: Spanish in the reader's variety (the
 * request's Accept-Language region, i18n/reader-variety.ts: es-AR, es-UY voseo; es-MX, es-419… tuteo;
 * voseo, the SPEC's, when none is named). Text that follows a campaign's country (ad lines, answers)
 * asks for its variant (`variantOf`).
 *
 * A parameter may be given as a string, a number, or text already written in both interface
 * languages (`Localized`): it is put in in the reader's.
 */

/** Text written in both interface languages. */
export type Localized = Readonly<Record<InterfaceLanguage, string>>;

/** A parameter as given: its own type, or (for text) text already in both languages. */
type ParamInput<P> = { [N in keyof P]: P[N] extends string ? string | Localized : P[N] };
type Args<K extends MessageKey> = [ParamsOf<K>] extends [never] ? [] : [ParamInput<ParamsOf<K>>];

/** A message by key, with its parameters: written in a language only when it is rendered. */
export interface Message {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string | number | Localized>>;
}

export function msg<K extends MessageKey>(key: K, ...params: Args<K>): Message {
  return params[0] === undefined ? { key } : { key, params: params[0] as Message['params'] };
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).key === 'string' && (value as Message).key in CATALOG.en;
}

/** The variant an interface language reads: Spanish in the reader's variety (voseo unless named). */
export function interfaceVariant(language: InterfaceLanguage | Variant): Variant {
  if (language !== 'es') return language;
  return readerVariety() === 'tuteo' ? 'es-tuteo' : 'es-voseo';
}

/**
 * The variant text in `language` is written in: Spanish in its variety (copy/variety.ts: voseo for
 * Argentina and Uruguay, tuteo elsewhere, the default); English for anything else.
 */
export function variantOf(language: string, variety: 'voseo' | 'tuteo' = 'tuteo'): Variant {
  return language === 'es' ? (variety === 'voseo' ? 'es-voseo' : 'es-tuteo') : 'en';
}

/** The message written in `language` (an interface language, or a variant). */
export function render(message: Message, language: InterfaceLanguage | Variant): string {
  const variant = interfaceVariant(language);
  const entry = entryOf(message.key, variant);
  if (typeof entry === 'string') return entry;
  const reader: InterfaceLanguage = variant === 'en' ? 'en' : 'es';
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) params[name] = typeof value === 'object' ? value[reader] : value;
  return (entry as (p: Record<string, string | number>) => string)(params);
}

/** The text of `key` in `variant`, with its parameters. */
export function text<K extends MessageKey>(key: K, variant: Variant, ...params: Args<K>): string {
  return render(msg(key, ...params), variant);
}

/** The message in both interface languages (for text stored once and read in either). */
export function localize(message: Message): Localized {
  return { en: render(message, 'en'), es: render(message, 'es') };
}

/**
 * A value written once per interface language by `write` (a figure in the reader's format, a list,
 * a page's text table). Spanish is written in both varieties and `es` reads the one of the reader
 * it is read for (a table built once at start-up still answers each reader in theirs).
 */
export function inEachLanguage<T>(write: (language: InterfaceLanguage) => T): Record<InterfaceLanguage, T> {
  const spanish = { voseo: inVariety('voseo', () => write('es')), tuteo: inVariety('tuteo', () => write('es')) };
  return {
    en: write('en'),
    get es() {
      return readerVariety() === 'tuteo' ? spanish.tuteo : spanish.voseo;
    },
  };
}

type AdKey = MessageKey & keyof typeof adsPortuguese;

/**
 * An ad line in the ad's language (ISO 639-1): Spanish in the campaign's variety, Portuguese (an
 * ad language, not an interface one), else English.
 */
export function adText<K extends AdKey>(key: K, language: string, variety: 'voseo' | 'tuteo', ...params: Args<K>): string {
  if (language !== 'pt') return render(msg(key, ...params), variantOf(language, variety));
  const entry = adsPortuguese[key] as Entry;
  return typeof entry === 'string' ? entry : (entry as (p: unknown) => string)(params[0]);
}
