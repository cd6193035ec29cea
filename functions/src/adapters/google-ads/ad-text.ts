/**
 * Google's limits for a responsive search ad and its keywords, as the sandbox's rules and the
 * operations read them. The lines themselves are copy/'s (copy/creation-ads.ts): this adapter never
 * writes or rewrites ad text.
 */
export {
  DESCRIPTION_MAX_CHARS,
  HEADLINE_MAX_CHARS,
  MAX_DESCRIPTIONS,
  MAX_HEADLINES,
  MIN_DESCRIPTIONS,
  MIN_HEADLINES,
} from '../../copy/creation-ads.js';
export { KEYWORD_MAX_CHARS, KEYWORD_MAX_WORDS, charLength, cleanKeyword, splitKeywordList, titleCase } from '../../copy/keywords.js';
