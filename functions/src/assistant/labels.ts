/**
 * The interface's own words, as the assistant names them: a Spanish-only owner
 * reads "«+ Crear campaña»" on her screen, so an answer in Spanish names that button, never
 * "+ Create campaign". Each label is the web catalog's text for its key (`source`), in both
 * languages, kept in the server catalog (i18n/catalog/labels.ts); `labels.test.ts` reads web/src/locales and fails when a label here and the button it
 * names part ways. Pure data: no I/O.
 */
import type { Lang } from '../contract/content-language.js';
import { localize, msg, type Localized } from '../i18n/messages.js';

export interface UiLabel {
  en: string;
  es: string;
  /** Where the web shows it: catalog file and key (web/src/locales/{en,es}/<file>.json). */
  source: `${string}.json:${string}`;
}

/** The controls the assistant names, by where the web shows them; their words are the catalog's `label.*`. */
const UI_SOURCES = {
  createCampaign: 'common.json:nav.createCampaign',
  myPlan: 'common.json:nav.plan',
  manageBilling: 'billing.json:plan.manageBilling',
  createInGoogleAds: 'dashboard.json:googleAds.create',
  talkToPerson: 'dashboard.json:chat.talkToPerson',
  searchTerms: 'results.json:searchTerms.title',
  forecastClicks: 'keywords.json:forecast.run',
  budgetStep: 'dashboard.json:step.budgetLinks',
  suggestKeywords: 'keywords.json:ideas.suggest',
  addToGroup: 'dashboard.json:chat.suggestion.add',
} as const satisfies Record<string, UiLabel['source']>;
export type UiLabelKey = keyof typeof UI_SOURCES;

/** A campaign's stored status, objective and type, as the dashboard shows them (the catalog's `value.*`). */
const VALUE_SOURCES = {
  Draft: 'dashboard.json:status.draft',
  'Strategy ready': 'dashboard.json:status.ready',
  'In Google Ads (paused)': 'dashboard.json:status.inGoogleAds',
  'In Google Ads (enabled)': 'dashboard.json:status.inGoogleAdsEnabled',
  'In Google Ads (removed)': 'dashboard.json:status.inGoogleAdsRemoved',
  Sales: 'dashboard.json:objective.sales',
  Leads: 'dashboard.json:objective.leads',
  'Website traffic': 'dashboard.json:objective.traffic',
  Search: 'dashboard.json:type.search',
  Display: 'dashboard.json:type.display',
  Shopping: 'dashboard.json:type.shopping',
  Video: 'dashboard.json:type.video',
  Performance: 'dashboard.json:type.performance',
  App: 'dashboard.json:type.app',
} as const satisfies Record<string, UiLabel['source']>;
type ValueKey = keyof typeof VALUE_SOURCES;

const label = (words: Localized, source: UiLabel['source']): UiLabel => ({ ...words, source });

export const UI_LABELS: Readonly<Record<UiLabelKey, UiLabel>> = Object.fromEntries(
  Object.entries(UI_SOURCES).map(([key, source]) => [key, label(localize(msg(`label.${key as UiLabelKey}`)), source)]),
) as Record<UiLabelKey, UiLabel>;

export const VALUE_LABELS: Readonly<Record<string, UiLabel>> = Object.fromEntries(
  Object.entries(VALUE_SOURCES).map(([value, source]) => [value, label(localize(msg(`value.${value as ValueKey}`)), source)]),
);

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
export const INTERFACE_LABELS: Readonly<Record<UiLabelKey, Localized>> = Object.fromEntries(
  Object.keys(UI_SOURCES).map((key) => [key, localize(msg(`label.${key as UiLabelKey}`))]),
) as Record<UiLabelKey, Localized>;
