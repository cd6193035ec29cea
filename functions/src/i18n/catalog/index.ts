import { ads } from './ads.js';
import { assistant } from './assistant.js';
import { chat } from './chat.js';
import { copy } from './copy.js';
import { edits } from './edits.js';
import { understand } from './understand.js';
import { errors } from './errors.js';
import { facts } from './facts.js';
import { factsReader } from './facts-reader.js';
import { labels } from './labels.js';
import { notifications } from './notifications.js';
import { points } from './points.js';
import { results } from './results.js';
import { strategy } from './strategy.js';
import { places } from './places.js';
import { tracking } from './tracking.js';
import { money } from './money.js';
import { resultsText } from './results-text.js';
import { strategyWording } from './strategy-wording.js';
import { sources } from './sources.js';
import type { Entry, Variant } from './types.js';

export { VARIANTS, type Entry, type Variant } from './types.js';

/** Every section, by name (catalog.test.ts walks them). */
export const SECTIONS = {
  errors,
  ads,
  results,
  labels,
  assistant,
  strategy,
  copy,
  points,
  chat,
  notifications,
  edits,
  understand,
  tracking,
  money,
  facts,
  factsReader,
  places,
  resultsText,
  strategyWording,
  sources,
} as const;

const en = {
  ...errors.en,
  ...ads.en,
  ...results.en,
  ...labels.en,
  ...assistant.en,
  ...strategy.en,
  ...copy.en,
  ...points.en,
  ...chat.en,
  ...notifications.en,
  ...tracking.en,
  ...edits.en,
  ...understand.en,
  ...money.en,
  ...facts.en,
  ...places.en,
  ...factsReader.en,
  ...resultsText.en,
  ...strategyWording.en,
  ...sources.en,
};
export type MessageKey = keyof typeof en;
type Catalog = { readonly [K in MessageKey]: (typeof en)[K] extends string ? string : (typeof en)[K] };

const voseo: Catalog = {
  ...errors.voseo,
  ...ads.voseo,
  ...results.voseo,
  ...labels.voseo,
  ...assistant.voseo,
  ...strategy.voseo,
  ...copy.voseo,
  ...points.voseo,
  ...chat.voseo,
  ...notifications.voseo,
  ...tracking.voseo,
  ...edits.voseo,
  ...understand.voseo,
  ...money.voseo,
  ...facts.voseo,
  ...places.voseo,
  ...factsReader.voseo,
  ...resultsText.voseo,
  ...strategyWording.voseo,
  ...sources.voseo,
};
// Every section's own tuteo over the voseo text (each section's keys are its own: checked by the test).
const tuteo = Object.assign({}, voseo, ...Object.values(SECTIONS).map((part) => part.tuteo)) as Catalog;

/** The whole catalog in each variant: tuteo is voseo where a section writes no tuteo of its own. */
export const CATALOG: Readonly<Record<Variant, Catalog>> = { en, 'es-voseo': voseo, 'es-tuteo': tuteo };

/** The parameters a message takes (from its English entry). */
export type ParamsOf<K extends MessageKey> = (typeof en)[K] extends (params: infer P) => string ? P : never;

export function entryOf(key: MessageKey, variant: Variant): Entry {
  return CATALOG[variant][key] as Entry;
}
