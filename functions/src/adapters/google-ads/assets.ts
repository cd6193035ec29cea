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
    link3: ['Contact Us', 'Call or write to us today', 'We answer quickly'],
    link4: ['About Us', 'Meet the team behind it', 'Our story and our values'],
  },
  es: {
    link2: ['Nuestros Servicios', 'Conocé todo lo que ofrecemos', 'Encontrá la opción ideal'],
    link3: ['Contacto', 'Llamanos o escribinos hoy', 'Respondemos rápido'],
    link4: ['Quiénes Somos', 'Conocé a nuestro equipo', 'Nuestra historia y valores'],
  },
  pt: {
    link2: ['Nossos Serviços', 'Veja tudo o que oferecemos', 'Encontre a opção ideal'],
    link3: ['Fale Conosco', 'Ligue ou escreva hoje', 'Respondemos rápido'],
    link4: ['Quem Somos', 'Conheça a nossa equipe', 'Nossa história e valores'],
  },
};

/** Generic callouts in the campaign's language, used after the business's own selling points. */
const FALLBACK_CALLOUTS: Record<Lang, string[]> = {
  en: ['Friendly Local Team', 'Fast Response', 'Fair Prices', 'Trusted Service', 'Satisfaction Guaranteed'],
  es: ['Equipo Local', 'Respuesta Rápida', 'Precios Justos', 'Servicio de Confianza', 'Atención Personalizada'],
  pt: ['Equipe Local', 'Resposta Rápida', 'Preços Justos', 'Serviço de Confiança', 'Atendimento Dedicado'],
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
 * descriptions ≤ 35) and 4–10 callouts (≤ 25, distinct): `strategy.callouts` when the strategy has
 * them (issue 16), then the business description's short selling points, then generic lines.
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
  const candidates = [
    ...(Array.isArray(fromStrategy) ? fromStrategy.filter((c): c is string => typeof c === 'string') : []),
    ...calloutsFromDescription(payload.description),
    ...FALLBACK_CALLOUTS[lang],
  ];
  const callouts: string[] = [];
  for (const raw of candidates) {
    const text = fitText(raw, CALLOUT_MAX);
    if (!text || callouts.some((c) => c.toLowerCase() === text.toLowerCase())) continue;
    callouts.push(text);
    if (callouts.length >= MAX_CALLOUTS) break;
  }
  return { sitelinks, callouts };
}
