import { paths } from '@/config/paths';
import type { LegalDocument } from './legal-types';

type Loader = () => Promise<{ default: LegalDocument }>;

/**
 * Route → page. Titles are here so a page heads itself at once; the text of each page is its own
 * small chunk, loaded when the page is opened.
 */
export const documents: Record<string, { title: string; group: string; load: Loader }> = {
  [paths.legal.terms]: { title: 'Terms and Conditions', group: 'Legal', load: () => import('./content/terms') },
  [paths.legal.privacy]: { title: 'Privacy Policy', group: 'Legal', load: () => import('./content/privacy') },
  [paths.legal.cancellation]: {
    title: 'Cancellation and Refund Policy',
    group: 'Legal',
    load: () => import('./content/cancellation'),
  },
  [paths.legal.acceptableUse]: { title: 'Acceptable Use Policy', group: 'Legal', load: () => import('./content/acceptable-use') },
  [paths.legal.antiSpam]: { title: 'Anti-Spam Policy', group: 'Legal', load: () => import('./content/anti-spam') },
  [paths.legal.vulnerabilityDisclosure]: {
    title: 'Vulnerability Disclosure Policy',
    group: 'Security',
    load: () => import('./content/vulnerability-disclosure'),
  },
  [paths.legal.doNotSell]: {
    title: 'Do Not Sell or Share My Personal Information',
    group: 'Privacy',
    load: () => import('./content/do-not-sell'),
  },
  [paths.legal.cookieSettings]: { title: 'Cookie Settings', group: 'Privacy', load: () => import('./content/cookie-settings') },
  [paths.legal.about]: { title: 'About {product}', group: 'Company', load: () => import('./content/about') },
  [paths.legal.press]: { title: 'Press', group: 'Company', load: () => import('./content/press') },
  [paths.legal.glossary]: { title: 'Google Ads Glossary', group: 'Resources', load: () => import('./content/glossary') },
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
