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

/** `lines` repaired by the linter one at a time (as `repairLines` does), each kept with its source. */
export function repairTraced(
  lines: readonly string[],
  sources: readonly (LineSource | null | undefined)[] | undefined,
  field: CopyField,
  ctx: CopyLintContext,
  count: number,
): TracedLines {
  const out: TracedLines = { lines: [], sources: [], dropped: [] };
  lines.forEach((raw, i) => {
    const { lines: kept } = repairLines([...out.lines, raw], field, ctx, count);
    if (kept.length > out.lines.length) {
      out.lines.push(kept[kept.length - 1]!);
      out.sources.push(sources?.[i] ?? null);
      return;
    }
    // A line given twice is kept once, not reported as left out (as `repairLines` does).
    const fixedTwice = out.lines.some((l) => l.toLowerCase() === raw.replace(/\s+/g, ' ').trim().toLowerCase());
    if (raw.trim() && !fixedTwice) out.dropped.push(raw);
  });
  return out;
}
