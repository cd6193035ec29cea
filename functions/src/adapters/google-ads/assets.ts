import type { CampaignPayload, Strategy } from '../../contract/campaigns.js';
import { charLength, fitText } from './ad-text.js';

/** Google's limits for sitelink and callout assets (docs/product.md P8.3). */
export const SITELINK_TEXT_MAX = 25;
export const SITELINK_DESCRIPTION_MAX = 35;
export const CALLOUT_MAX = 25;
export const MIN_CALLOUTS = 4;
export const MAX_CALLOUTS = 10;

export interface Sitelink {
  text: string;
  description1: string;
  description2: string;
  url: string;
}

export interface PlannedAssets {
  sitelinks: Sitelink[];
  callouts: string[];
}

type Lang = 'en' | 'es' | 'pt';

/** Sitelinks for the form's link2..link4 (services, contact, about), in the campaign's language. */
const SITELINK_TEXT: Record<Lang, Record<'link2' | 'link3' | 'link4', [string, string, string]>> = {
  en: {
    link2: ['Our Services', 'See everything we offer', 'Find the right option for you'],
    link3: ['Contact Us', 'Call or write to us today', 'Every way to reach us'],
    link4: ['About Us', 'Meet the team behind it', 'Our story and our values'],
  },
  es: {
    link2: ['Nuestros servicios', 'Conocé todo lo que ofrecemos', 'Encontrá la opción ideal'],
    link3: ['Contacto', 'Llamanos o escribinos hoy', 'Te respondemos por ahí'],
    link4: ['Quiénes somos', 'Conocé a nuestro equipo', 'Nuestra historia y valores'],
  },
  pt: {
    link2: ['Nossos serviços', 'Veja tudo o que oferecemos', 'Encontre a opção ideal'],
    link3: ['Fale conosco', 'Ligue ou escreva hoje', 'Todas as formas de contato'],
    link4: ['Quem somos', 'Conheça a nossa equipe', 'Nossa história e valores'],
  },
};

const langOf = (code: string): Lang => (code === 'es' || code === 'pt' ? code : 'en');

/** Selling points from the business description: short clauses that fit a callout as they are. */
function calloutsFromDescription(description: string): string[] {
  return description
    .split(/[.,;:!?\n()]+|\s+(?:and|y|e)\s+/i)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length >= 6 && charLength(s) <= CALLOUT_MAX && s.split(' ').length <= 4)
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1));
}

/**
 * Sitelinks (one per filled link2..link4 that differs from the landing page; texts ≤ 25,
 * descriptions ≤ 35) and up to 10 callouts (≤ 25, distinct): `strategy.callouts` when the strategy
 * has them (issue 16), else the business description's short selling points; never generic claims.
 */
export function buildAssets(payload: CampaignPayload, strategy: Strategy | undefined, languageCode: string): PlannedAssets {
  const lang = langOf(languageCode);
  const sitelinks: Sitelink[] = [];
  const seenUrls = new Set([payload.link1.trim()]);
  for (const key of ['link2', 'link3', 'link4'] as const) {
    const url = payload[key].trim();
    if (!url || seenUrls.has(url)) continue;
    seenUrls.add(url);
    const [text, d1, d2] = SITELINK_TEXT[lang][key];
    sitelinks.push({
      text: fitText(text, SITELINK_TEXT_MAX) ?? text.slice(0, SITELINK_TEXT_MAX),
      description1: fitText(d1, SITELINK_DESCRIPTION_MAX) ?? d1.slice(0, SITELINK_DESCRIPTION_MAX),
      description2: fitText(d2, SITELINK_DESCRIPTION_MAX) ?? d2.slice(0, SITELINK_DESCRIPTION_MAX),
      url,
    });
  }

  const fromStrategy = (strategy as { callouts?: unknown } | undefined)?.callouts;
  // Only what the owner saw (issue 26): the strategy's callouts, or (a strategy stored before them)
  // the description's own short clauses. No generic lines: "Satisfaction Guaranteed" is a claim.
  const own = Array.isArray(fromStrategy) ? fromStrategy.filter((c): c is string => typeof c === 'string') : [];
  const candidates = own.length ? own : calloutsFromDescription(payload.description);
  const callouts: string[] = [];
  for (const raw of candidates) {
    const text = fitText(raw, CALLOUT_MAX);
    if (!text || callouts.some((c) => c.toLowerCase() === text.toLowerCase())) continue;
    callouts.push(text);
    if (callouts.length >= MAX_CALLOUTS) break;
  }
  return { sitelinks, callouts };
}
