/**
 * The shape every part of the server's text catalog takes. A message is a string, or a function of
 * its typed parameters; English is the source of every key and of its parameters' types.
 *
 * Spanish comes in two varieties (DESIGN §11): rioplatense voseo for Argentina and Uruguay, complete;
 * tuteo for every other Spanish-speaking country, written out where it differs ("Podés" → "Puedes")
 * and otherwise the voseo text, which must then say nothing in vos (catalog.test.ts checks that rule).
 */
export type Variant = 'en' | 'es-voseo' | 'es-tuteo';
export const VARIANTS: readonly Variant[] = ['en', 'es-voseo', 'es-tuteo'];

export type Entry = string | ((params: never) => string);

/** The same keys as English, each of the same kind (a text, or a function of the same parameters). */
export type Translation<E> = { [K in keyof E]: E[K] extends string ? string : E[K] };

export interface Section<E extends Record<string, Entry>> {
  en: E;
  voseo: Translation<E>;
  /** Only the entries whose tuteo differs from the voseo text. */
  tuteo: Partial<Translation<E>>;
}

export function section<E extends Record<string, Entry>>(parts: Section<E>): Section<E> {
  return parts;
}
