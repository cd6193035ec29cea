import type { z } from 'zod';

/**
 * Text that people type (names, descriptions, keywords, chat, edits) must be text a person can
 * read back: no control characters, nothing that reorders what is shown (the
 * "Trojan Source" bidi overrides: `"\u202Egnp.exe\u202C"` displays as `exe.png`), no broken
 * UTF-16, and not only invisible characters (three zero-width spaces are not a name). Zero-width
 * joiners *inside* visible text stay (emoji, Indic and Arabic scripts need them), and so do the
 * left-to-right / right-to-left marks, which only nudge neutral characters.
 *
 * Free of zod at run time (only its types), so the web app can import it with its schemas.
 */

/** C0 controls except tab, LF and CR; DEL; C1 controls. */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}
/** Bidirectional embeddings (LRE, RLE), pop (PDF), overrides (LRO, RLO) and isolates (LRI, RLI, FSI, PDI). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * What shows nothing: white space, format characters (zero-width space/joiners, word joiner, BOM,
 * soft hyphen, bidi marks…), and the letters that render blank (Hangul fillers, braille blank,
 * Khmer inherent vowels, Mongolian vowel separator, combining grapheme joiner).
 */
const INVISIBLE = /[\s\p{Cf}\p{Zs}\p{Zl}\p{Zp}\u115F\u1160\u180E\u2800\u3164\uFFA0]|\u034F|\u17B4|\u17B5/gu;

export type UnsafeText = 'control' | 'bidi' | 'malformed' | 'invisible';

export const UNSAFE_TEXT_MESSAGES: Record<UnsafeText, string> = {
  control: 'must not contain control characters',
  bidi: 'must not contain characters that change the direction of the text',
  malformed: 'must be valid Unicode text',
  invisible: 'must contain visible characters',
};

/** What is wrong with a value a person typed, or `undefined` when it is fine (the empty string is). */
export function unsafeText(value: string): UnsafeText | undefined {
  if (hasControl(value)) return 'control';
  if (BIDI_CONTROL.test(value)) return 'bidi';
  if (LONE_SURROGATE.test(value)) return 'malformed';
  if (value !== '' && value.replace(INVISIBLE, '') === '') return 'invisible';
  return undefined;
}

/**
 * The zod refinement for such text: `safeText(z.string().trim().max(200))`. Each problem is its
 * own message, reported at the field's path (so the 400 names the field).
 */
export function safeText<S extends z.ZodType<string>>(schema: S): S {
  return schema.superRefine((value, ctx) => {
    const problem = unsafeText(value);
    if (problem) ctx.addIssue({ code: 'custom', message: UNSAFE_TEXT_MESSAGES[problem] });
  }) as S;
}
