/**
 * Lines that know where they come from (a fact, the brand, the place, a call to action, the owner),
 * checked again by the copy linter without losing that: each line fixed where it can be, left out
 * where it cannot, and every line kept still carries the source it had. Nothing is added here: a
 * line built from facts is never topped up with lines no fact supports.
 */
import type { LineSource } from '../contract/campaigns.js';
import { repairLines, type CopyField, type CopyLintContext } from '../contract/copy-lint.js';

export interface TracedLines {
  lines: string[];
  /** Index for index with `lines`; null where the line had no recorded source. */
  sources: (LineSource | null)[];
  /** The lines left out, as they were written. */
  dropped: string[];
}

/** Whether an ad's lines carry recorded sources (built from facts, or saved since sources were recorded). */
export function hasSources(sources: { headlines?: readonly unknown[] | undefined } | undefined): boolean {
  return (sources?.headlines?.length ?? 0) > 0;
}

/**
 * `lines` repaired by the linter one at a time, each kept with its source. Each line is checked on
 * its own (length, Google's editorial rules, claims, words never to use) and exact repeats are left
 * out; whether two lines say the same was settled where they were written, with the facts' own
 * lint context (the places and facts it knows make "Facturas: entrega a domicilio" and "Facturas:
 * envíos a domicilio" two facts), which a later reader does not have.
 */
export function repairTraced(
  lines: readonly string[],
  sources: readonly (LineSource | null | undefined)[] | undefined,
  field: CopyField,
  ctx: CopyLintContext,
  count: number,
): TracedLines {
  const out: TracedLines = { lines: [], sources: [], dropped: [] };
  const key = (line: string) => line.replace(/\s+/g, ' ').trim().toLowerCase();
  lines.forEach((raw, i) => {
    if (!raw.trim()) return;
    const [fixed] = repairLines([raw], field, ctx, 1).lines;
    // A line given twice is kept once, not reported as left out (as `repairLines` does).
    if (fixed && out.lines.some((l) => key(l) === key(fixed))) return;
    if (!fixed || out.lines.length >= count) {
      out.dropped.push(raw);
      return;
    }
    out.lines.push(fixed);
    out.sources.push(sources?.[i] ?? null);
  });
  return out;
}
