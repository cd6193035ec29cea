import { Allow, parse } from 'partial-json';
import { strategyCoreSchema, type Strategy } from '../../contract/campaigns.js';
import { STRATEGY_SECTIONS, type StrategySection } from '../../contract/stream.js';

const shapes = strategyCoreSchema.shape;

/**
 * The sections of a strategy that are complete in `json`, the model's structured output so far.
 * Structured outputs write the keys in the schema's order, so a section is complete once a later
 * section's key has started, or once its own value is closed (every top-level value is a string,
 * array or object, so its closing quote or bracket ends it), or with `finished`. A complete section
 * that does not match the schema is left out (the final answer's parser and rules decide).
 */
export function completeSections(json: string, finished: boolean): Partial<Strategy> {
  let value: unknown;
  try {
    value = parse(json, Allow.ALL);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  // The last key may still be growing (its value, or even its name).
  const keys = Object.keys(value);
  const done = (finished || closed(json) ? keys : keys.slice(0, -1)).filter((k): k is StrategySection =>
    (STRATEGY_SECTIONS as readonly string[]).includes(k),
  );
  const out: Partial<Record<StrategySection, unknown>> = {};
  for (const key of done) {
    const parsed = shapes[key].safeParse((value as Record<string, unknown>)[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as Partial<Strategy>;
}

/** Whether the text so far ends just after a complete top-level value (`…"value"` or `…],`). */
function closed(json: string): boolean {
  const text = json.trimEnd().replace(/,$/, '');
  if (text.endsWith('{')) return false;
  try {
    JSON.parse(text.endsWith('}') ? text : `${text}}`);
    return true;
  } catch {
    return false;
  }
}
