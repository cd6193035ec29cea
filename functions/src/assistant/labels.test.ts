import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UI_LABELS, VALUE_LABELS, type UiLabel } from './labels.js';

/**
 * The controls the assistant names are the ones on the owner's screen: each
 * label is the web catalog's text for its key, in English and in Spanish. Renaming a button in
 * web/src/locales without the assistant following fails here.
 */
const locales = fileURLToPath(new URL('../../../web/src/locales/', import.meta.url));
const catalog = (lang: 'en' | 'es', file: string) =>
  JSON.parse(readFileSync(`${locales}${lang}/${file}`, 'utf8')) as Record<string, string>;

const rows = (labels: Record<string, UiLabel>) => Object.entries(labels).map(([key, label]) => [key, label] as const);

describe('the interface words the assistant uses', () => {
  it.each([...rows(UI_LABELS), ...rows(VALUE_LABELS)])('%s is the web catalog’s label in both languages', (_key, label) => {
    const [file, key] = label.source.split(':') as [string, string];
    expect(catalog('en', file)[key], `${label.source} (en)`).toBe(label.en);
    expect(catalog('es', file)[key], `${label.source} (es)`).toBe(label.es);
  });
});
