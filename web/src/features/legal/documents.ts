import { paths } from '@/config/paths';
import type { MessageId } from '@/lib/i18n';
import type { LegalDocument } from './legal-types';

type Loader = () => Promise<{ default: LegalDocument }>;

/**
 * Route → page. Titles are here so a page heads itself at once; the structure of each page is its
 * own small chunk, loaded when the page is opened (its text is in the interface catalog).
 */
export const documents: Record<string, { title: MessageId; group: MessageId; load: Loader }> = {
  [paths.legal.terms]: { title: 'legal.title.terms', group: 'legal.group.legal', load: () => import('./content/terms') },
  [paths.legal.privacy]: { title: 'legal.title.privacy', group: 'legal.group.legal', load: () => import('./content/privacy') },
  [paths.legal.cancellation]: {
    title: 'legal.title.cancellation',
    group: 'legal.group.legal',
    load: () => import('./content/cancellation'),
  },
  [paths.legal.acceptableUse]: {
    title: 'legal.title.acceptableUse',
    group: 'legal.group.legal',
    load: () => import('./content/acceptable-use'),
  },
  [paths.legal.antiSpam]: { title: 'legal.title.antiSpam', group: 'legal.group.legal', load: () => import('./content/anti-spam') },
  [paths.legal.vulnerabilityDisclosure]: {
    title: 'legal.title.vulnerabilityDisclosure',
    group: 'legal.group.security',
    load: () => import('./content/vulnerability-disclosure'),
  },
  [paths.legal.doNotSell]: {
    title: 'legal.title.doNotSell',
    group: 'legal.group.privacy',
    load: () => import('./content/do-not-sell'),
  },
  [paths.legal.cookieSettings]: {
    title: 'legal.title.cookieSettings',
    group: 'legal.group.privacy',
    load: () => import('./content/cookie-settings'),
  },
  [paths.legal.about]: { title: 'legal.title.about', group: 'legal.group.company', load: () => import('./content/about') },
  [paths.legal.press]: { title: 'legal.title.press', group: 'legal.group.company', load: () => import('./content/press') },
  [paths.legal.glossary]: { title: 'legal.title.glossary', group: 'legal.group.resources', load: () => import('./content/glossary') },
};

const loaded = new Map<string, Promise<LegalDocument>>();

/** One promise per page, reused across renders (what React's `use()` needs). */
export function loadDocument(path: string): Promise<LegalDocument> {
  let promise = loaded.get(path);
  if (!promise) {
    const entry = documents[path];
    promise = entry ? entry.load().then((module) => module.default) : Promise.reject(new Error(`No page at ${path}`));
    loaded.set(path, promise);
  }
  return promise;
}
