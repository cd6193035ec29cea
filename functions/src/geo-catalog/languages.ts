import { adLanguageOf } from '../contract/ad-languages.js';

/**
 * The geo catalog's languages: Google's language constants (English 1000, Spanish 1003, …), from
 * the Google Ads "Language codes" reference table kept in `contract/ad-languages.ts`.
 */
export interface LanguageMatch {
  resourceName: string;
  code: string;
}

/**
 * "Spanish", "español", "es", "es-AR" → languageConstants/1003; unknown → undefined. The table is
 * `contract/ad-languages.ts`, which also validates the form's `language`.
 */
export function findLanguage(language: string): LanguageMatch | undefined {
  const found = adLanguageOf(language);
  return found ? { resourceName: `languageConstants/${found.id}`, code: found.code } : undefined;
}
