/**
 * The languages an ad can be written in (the campaign form's `language`), with Google's language
 * constants (English 1000, Spanish 1003, …, from the Google Ads "Language codes" table). Free of zod
 * so the web app can import it. The form offers English names ("Spanish") and accepts what people
 * type: English, Spanish or native names, with or without accents ("español"), ISO codes and tags
 * ("es", "es-AR"), a variant in brackets ("English (US)"), or a list whose first is the main one.
 */
export interface AdLanguage {
  id: number;
  code: string;
  names: readonly string[];
}

export const AD_LANGUAGES: readonly AdLanguage[] = [
  { id: 1000, code: 'en', names: ['English', 'Inglés', 'Ingles', 'Inglês'] },
  { id: 1001, code: 'de', names: ['German', 'Alemán', 'Aleman', 'Deutsch'] },
  { id: 1002, code: 'fr', names: ['French', 'Francés', 'Frances', 'Français'] },
  { id: 1003, code: 'es', names: ['Spanish', 'Español', 'Espanol', 'Castellano', 'Espanhol'] },
  { id: 1004, code: 'it', names: ['Italian', 'Italiano'] },
  { id: 1005, code: 'ja', names: ['Japanese', 'Japonés', '日本語'] },
  { id: 1009, code: 'da', names: ['Danish', 'Danés', 'Dansk'] },
  { id: 1010, code: 'nl', names: ['Dutch', 'Neerlandés', 'Holandés', 'Nederlands'] },
  { id: 1011, code: 'fi', names: ['Finnish', 'Finlandés', 'Suomi'] },
  { id: 1012, code: 'ko', names: ['Korean', 'Coreano', '한국어'] },
  { id: 1013, code: 'no', names: ['Norwegian', 'Noruego', 'Norsk'] },
  { id: 1014, code: 'pt', names: ['Portuguese', 'Portugués', 'Portugues', 'Português'] },
  { id: 1015, code: 'sv', names: ['Swedish', 'Sueco', 'Svenska'] },
  { id: 1017, code: 'zh', names: ['Chinese', 'Chinese (simplified)', 'Chino', '中文'] },
  { id: 1019, code: 'ar', names: ['Arabic', 'Árabe', 'Arabe', 'العربية'] },
  { id: 1023, code: 'hi', names: ['Hindi'] },
  { id: 1030, code: 'pl', names: ['Polish', 'Polaco', 'Polski'] },
  { id: 1031, code: 'ru', names: ['Russian', 'Ruso', 'Русский'] },
  { id: 1037, code: 'tr', names: ['Turkish', 'Turco', 'Türkçe'] },
  { id: 1038, code: 'ca', names: ['Catalan', 'Catalán', 'Català'] },
];

/** Lower case, no accents, no punctuation at the ends: "  Español. " → "espanol". */
export function foldLanguageName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s.,;:()-]+|[\s,;:()-]+$/g, '');
}

const byName = new Map<string, AdLanguage>();
for (const language of AD_LANGUAGES) {
  for (const name of [...language.names, language.code]) byName.set(foldLanguageName(name), language);
}

/** "Spanish", "español", "es", "es-AR", "English (US)" → the language; anything else → undefined. */
export function adLanguageOf(value: string): AdLanguage | undefined {
  const folded = foldLanguageName(value);
  return byName.get(folded) ?? byName.get(folded.split(/[-_ ,/(]/)[0] ?? '');
}

/** Letters (any script), digits, spaces and the punctuation of tags and lists; never `=`, `<`, `+`… */
const LANGUAGE_TEXT = /^[\p{L}\p{M}\p{N} ().,/&'’_-]+$/u;

/** Whether a form's `language` is text that names a language (no formula, markup or symbols). */
export function isLanguageText(value: string): boolean {
  return LANGUAGE_TEXT.test(value);
}

/** Whether a form's `language` names a language an ad can be written in. */
export function isAdLanguage(value: string): boolean {
  return isLanguageText(value) && adLanguageOf(value) !== undefined;
}

export const AD_LANGUAGE_MESSAGE = 'must be a language such as English, Spanish or Portuguese';
