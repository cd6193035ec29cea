/**
 * The interface's own words, as the assistant names them (issue 28 item 2): a Spanish-only owner
 * reads "«+ Crear campaña»" on her screen, so an answer in Spanish names that button, never
 * "+ Create campaign". Each label is the web catalog's text for its key (`source`), in both
 * languages; `labels.test.ts` reads web/src/locales and fails when a label here and the button it
 * names part ways. Pure data: no I/O.
 */
import type { Lang } from '../contract/content-language.js';

export interface UiLabel {
  en: string;
  es: string;
  /** Where the web shows it: catalog file and key (web/src/locales/{en,es}/<file>.json). */
  source: `${string}.json:${string}`;
}

export const UI_LABELS = {
  createCampaign: { en: '+ Create campaign', es: '+ Crear campaña', source: 'common.json:nav.createCampaign' },
  myPlan: { en: 'My Plan', es: 'Mi plan', source: 'common.json:nav.plan' },
  manageBilling: { en: 'Manage billing and invoices', es: 'Administrar facturación y facturas', source: 'billing.json:plan.manageBilling' },
  createInGoogleAds: { en: 'Create in Google Ads', es: 'Crear en Google Ads', source: 'dashboard.json:googleAds.create' },
  talkToPerson: { en: 'Talk to a person', es: 'Hablar con una persona', source: 'dashboard.json:chat.talkToPerson' },
  searchTerms: { en: 'Search terms', es: 'Términos de búsqueda', source: 'results.json:searchTerms.title' },
  forecastClicks: { en: 'Forecast clicks', es: 'Pronosticar clics', source: 'keywords.json:forecast.run' },
  budgetStep: { en: 'Budget & Links', es: 'Presupuesto y enlaces', source: 'dashboard.json:step.budgetLinks' },
  suggestKeywords: { en: 'Suggest keywords', es: 'Sugerir palabras clave', source: 'keywords.json:ideas.suggest' },
} as const satisfies Record<string, UiLabel>;
export type UiLabelKey = keyof typeof UI_LABELS;

/** A campaign's stored status, objective and type, as the dashboard shows them. */
export const VALUE_LABELS: Record<string, UiLabel> = {
  Draft: { en: 'Draft', es: 'Borrador', source: 'dashboard.json:status.draft' },
  'Strategy ready': { en: 'Strategy ready', es: 'Estrategia lista', source: 'dashboard.json:status.ready' },
  'In Google Ads (paused)': { en: 'In Google Ads (paused)', es: 'En Google Ads (pausada)', source: 'dashboard.json:status.inGoogleAds' },
  'In Google Ads (enabled)': {
    en: 'In Google Ads (enabled)',
    es: 'En Google Ads (activa)',
    source: 'dashboard.json:status.inGoogleAdsEnabled',
  },
  'In Google Ads (removed)': {
    en: 'In Google Ads (removed)',
    es: 'En Google Ads (eliminada)',
    source: 'dashboard.json:status.inGoogleAdsRemoved',
  },
  Sales: { en: 'Sales', es: 'Ventas', source: 'dashboard.json:objective.sales' },
  Leads: { en: 'Leads', es: 'Clientes potenciales', source: 'dashboard.json:objective.leads' },
  'Website traffic': { en: 'Website traffic', es: 'Tráfico al sitio web', source: 'dashboard.json:objective.traffic' },
  Search: { en: 'Search', es: 'Búsqueda', source: 'dashboard.json:type.search' },
  Display: { en: 'Display', es: 'Display', source: 'dashboard.json:type.display' },
  Shopping: { en: 'Shopping', es: 'Shopping', source: 'dashboard.json:type.shopping' },
  Video: { en: 'Video', es: 'Video', source: 'dashboard.json:type.video' },
  Performance: { en: 'Performance', es: 'Máximo rendimiento', source: 'dashboard.json:type.performance' },
  App: { en: 'App', es: 'Aplicaciones', source: 'dashboard.json:type.app' },
};

/** "«+ Crear campaña»" / "“+ Create campaign”": a control named in the reader's language. */
export function control(key: UiLabelKey, lang: Lang): string {
  const text = UI_LABELS[key][lang];
  return lang === 'es' ? `«${text}»` : `“${text}”`;
}

/** A stored value (status, objective, type) in the reader's language; an unknown one as stored. */
export function valueLabel(value: string, lang: Lang): string {
  return VALUE_LABELS[value]?.[lang] ?? value;
}

/** The controls, label by language, as the OpenAI instructions list them (`ChatInput.interfaceLabels`). */
export const INTERFACE_LABELS: Readonly<Record<UiLabelKey, { en: string; es: string }>> = Object.fromEntries(
  Object.entries(UI_LABELS).map(([key, { en, es }]) => [key, { en, es }]),
) as Record<UiLabelKey, { en: string; es: string }>;
