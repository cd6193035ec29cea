import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider, createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { InterfaceLanguage, SpanishVariety } from '@contract/languages';
import type { Catalog } from '@/locales/catalog';
import { PAGE_NAMESPACES, type PageNamespace } from '@/locales/page-namespaces';
import type { MessageId } from '@/locales/types';
import { BootSpinner } from './boot';
import { currentLanguage, currentVariety, formattingLocale, rememberLanguage, setCurrentLanguage, setVariety } from './language';

/**
 * A catalog as shown: English, Spanish in voseo (`es`, the SPEC's own), or Spanish in tuteo
 * (`es-tuteo`: the `es` messages with the tuteo overlay, locales/es-tuteo/, over them).
 */
type CatalogKey = InterfaceLanguage | 'es-tuteo';
const catalogKey = (language: InterfaceLanguage): CatalogKey => (language === 'es' && currentVariety() === 'tuteo' ? 'es-tuteo' : language);

/**
 * Each language's catalog is its own chunk: a reader downloads only the one they read. Its core
 * (every namespace but the pages' own) comes first; a page's namespaces come with the page
 * (`loadMessages`, locales/page-namespaces.ts).
 */
const cores: Record<CatalogKey, () => Promise<{ default: Catalog }>> = {
  es: () => import('@/locales/es/core'),
  en: () => import('@/locales/en/core'),
  'es-tuteo': async () => {
    const [{ default: es }, { default: tuteo }] = await Promise.all([import('@/locales/es/core'), import('@/locales/es-tuteo/core')]);
    return { default: { ...es, ...tuteo } };
  },
};
/** Tests start from a whole catalog (I18nProvider's `initial`), and a switch loads a whole one too. */
let whole = false;

/** Each language's messages as loaded so far (they only grow), and which page namespaces they hold. */
const loaded = new Map<CatalogKey, Catalog>();
const namespacesIn = new Map<CatalogKey, Set<PageNamespace>>();
/** The page namespaces asked for in this visit: a language switch loads them too. */
const wanted = new Set<PageNamespace>();

async function loadCatalog(language: InterfaceLanguage): Promise<Catalog> {
  return loadKey(catalogKey(language));
}

async function loadKey(language: CatalogKey): Promise<Catalog> {
  if (!loaded.has(language)) {
    const { default: core } = await cores[language]();
    loaded.set(language, { ...core, ...loaded.get(language) });
  }
  const have = namespacesIn.get(language) ?? new Set<PageNamespace>();
  namespacesIn.set(language, have);
  const missing = (whole ? PAGE_NAMESPACES : [...wanted]).filter((ns) => !have.has(ns));
  if (missing.length > 0) {
    const { loadPageNamespace } = await import('@/locales/pages');
    const parts = await Promise.all(missing.map((ns) => loadPageNamespace(language, ns)));
    loaded.set(language, Object.assign({}, loaded.get(language), ...parts));
    for (const ns of missing) have.add(ns);
  }
  return loaded.get(language)!;
}

/**
 * Loads a page's namespaces in the language shown (the router awaits it with the page's code, so
 * the page never renders a message id). Shown at once: messages only ever get added.
 */
export async function loadMessages(namespaces: readonly PageNamespace[]): Promise<void> {
  for (const ns of namespaces) wanted.add(ns);
  const language = shown?.language ?? currentLanguage();
  const key = catalogKey(language);
  const catalog = await loadKey(key);
  if (shown && shown.language === language && catalogKey(shown.language) === key && shown.catalog !== catalog) show({ language, catalog });
}

/** The language shown and its catalog; undefined until the first catalog is in. */
interface Shown {
  language: InterfaceLanguage;
  catalog: Catalog;
}
/** What tests start from: a whole catalog, and the variety of Spanish it is in (voseo unless told). */
interface Initial extends Shown {
  variety?: SpanishVariety;
}
let shown: Shown | undefined;
let shownIntl: { for: Shown; intl: IntlShape } | undefined;
const intlCache = createIntlCache();

/**
 * A message in the language shown now, for code outside React (a helper that answers a message a
 * component shows as is). Components use `useI18n().t`.
 */
export function translate(id: MessageId, values?: Record<string, string | number>): string {
  if (!shown) return id;
  if (shownIntl?.for !== shown) {
    shownIntl = {
      for: shown,
      intl: createIntl({ locale: formattingLocale(shown.language), messages: shown.catalog, onError: () => {} }, intlCache),
    };
  }
  return shownIntl.intl.formatMessage({ id }, values);
}
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const show = (next: Shown) => {
  shown = next;
  setCurrentLanguage(next.language);
  for (const listener of listeners) listener();
};

let latestRequest = 0;
/**
 * Switches the interface (once the catalog is in: the page changes at once, never half-translated)
 * and, unless told otherwise, remembers the choice in this browser. Callable from outside React:
 * sign-in applies the language stored on the user's record.
 */
export async function changeLanguage(language: InterfaceLanguage, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  if (remember) rememberLanguage(language);
  const request = ++latestRequest;
  await loadCatalog(language);
  // The newest messages of that language: a page's namespaces may have come in meanwhile.
  if (request === latestRequest) show({ language, catalog: loaded.get(catalogKey(language))! });
}

/**
 * Shows Spanish in `variety` from now on (the owner's country, once known, wins over the browser's):
 * a Spanish page changes at once, once its messages are in.
 */
export async function changeVariety(variety: SpanishVariety): Promise<void> {
  if (variety === currentVariety()) return;
  setVariety(variety);
  if (currentLanguage() === 'es') await changeLanguage('es', { remember: false });
}

// Start downloading the reader's catalog now, alongside the rest of the start-up.
if (typeof window !== 'undefined' && !import.meta.env.VITEST) void changeLanguage(currentLanguage(), { remember: false });

export interface LanguageState {
  language: InterfaceLanguage;
  setLanguage: (language: InterfaceLanguage) => Promise<void>;
}

const LanguageContext = createContext<LanguageState>({ language: 'en', setLanguage: (language) => changeLanguage(language) });

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/**
 * The interface language and its messages for everything below. Until the first catalog is in,
 * the boot spinner shows (what index.html paints). Tests pass `initial` to render at once with a
 * catalog they imported.
 */
export function I18nProvider({ children, initial }: { children: ReactNode; initial?: Initial }) {
  // Once per mount: a later switch must not be undone by the next render.
  useState(() => {
    if (!initial) return;
    whole = true;
    // Spanish in the variety the test gives (voseo, the SPEC's, unless told); a later switch keeps it.
    setVariety(initial.variety ?? 'voseo');
    const key = catalogKey(initial.language);
    loaded.set(key, initial.catalog);
    namespacesIn.set(key, new Set(PAGE_NAMESPACES));
    shown = { language: initial.language, catalog: initial.catalog };
    setCurrentLanguage(initial.language);
  });
  // The server snapshot is for the build's prerendering of the public pages (src/app/prerender.tsx).
  const current = useSyncExternalStore(
    subscribe,
    () => shown,
    () => shown,
  );
  const language = current?.language ?? currentLanguage();
  const value = useMemo(() => ({ language, setLanguage: (next: InterfaceLanguage) => changeLanguage(next) }), [language]);

  if (!current) return <BootSpinner language={language} />;
  return (
    <LanguageContext value={value}>
      <IntlProvider locale={formattingLocale(current.language)} messages={current.catalog} defaultLocale="en-US" onError={reportIntlError}>
        {children}
      </IntlProvider>
    </LanguageContext>
  );
}

/** Tests: the next render starts from a clean slate. */
export function resetShownLanguage(): void {
  shown = undefined;
}

/** A missing message is a bug the catalog test catches; in the page it shows its id. */
function reportIntlError(error: { code?: string; message: string }) {
  if (error.code === 'MISSING_TRANSLATION') {
    console.warn(error.message);
    return;
  }
  console.error(error.message);
}
