import type { Strategy } from '../contract/campaigns.js';
import { lintAdCopy, type CopyViolation } from '../contract/copy-lint.js';
import { lintContext } from '../copy/engine.js';
import type { AiProvider, StrategyCallOptions, StrategyInput } from './ai-port.js';
import { enforceStrategyRules } from './rules.js';
import { copyBrief } from './strategist.js';

/**
 * The time a repair round leaves before the deadline: checking the first strategy with the rules
 * (copy engine, offline strategist) and storing it take well under this.
 */
export const REPAIR_RESERVE_MS = 1500;
/** A repair round is not started with less time than this before its own cut-off. */
export const REPAIR_MIN_MS = 500;

/**
 * A strategy through the AI port, whatever the provider, from the confirmed facts when there are
 * some: the model's draft; when its copy breaks
 * the linter and the provider can repair, one repair round (the violations go back to the model);
 * then the rules every stored strategy obeys (`enforceStrategyRules`), which fix or drop what still
 * fails and fall back to the offline strategist for whatever is left unusable. A model's answer is
 * never trusted as it is.
 *
 * A usable draft is never thrown away: the repair round stops `REPAIR_RESERVE_MS` before
 * the deadline (or is skipped when too little time is left) and any failure of it keeps the
 * first strategy, fixed by the rules. Only the deadline itself, or the client going away, is final.
 */
export async function generateStrategy(ai: AiProvider, posted: StrategyInput, options: StrategyCallOptions): Promise<Strategy> {
  // With confirmed facts the rules build groups, ads and claims from them (enforceStrategyRules).
  // Posted without, the model's own lines stay, checked by the linter and the rules: the facts the
  // offline reader finds in a description write flatter lines than the model does ("Rivera
  // Plumbing: licensed and Insured and free Estimates"), so they are not forced on this path.
  const input = posted;
  const first = await ai.draftStrategy(input, options);
  if (!ai.repairStrategy) return enforceStrategyRules(first, input);
  const violations = copyViolations(first, input);
  if (!violations.length) return enforceStrategyRules(first, input);
  const cutOff = options.deadline === undefined ? undefined : options.deadline - REPAIR_RESERVE_MS;
  if (cutOff !== undefined && cutOff - Date.now() < REPAIR_MIN_MS) return enforceStrategyRules(first, input);
  const round = new AbortController();
  const stop = () => round.abort();
  options.signal.addEventListener('abort', stop, { once: true });
  const timer = cutOff === undefined ? undefined : setTimeout(stop, cutOff - Date.now());
  let repaired: Strategy | null = null;
  try {
    const abandoned = new Promise<never>((_, reject) =>
      round.signal.addEventListener('abort', () => reject(new Error('repair round cut off'))),
    );
    abandoned.catch(() => undefined);
    repaired = await Promise.race([
      ai.repairStrategy(input, first, violations, {
        signal: round.signal,
        ...(cutOff === undefined ? {} : { deadline: cutOff }),
        ...(options.user === undefined ? {} : { user: options.user }),
      }),
      abandoned,
    ]);
  } catch (error) {
    // The deadline passing or the client leaving is final; the repair round's own cut-off, or any
    // other failure of it, keeps the first answer.
    if (options.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', stop);
    round.abort();
  }
  return enforceStrategyRules(repaired ?? first, input);
}

/** The linter's findings on a draft's headlines and descriptions, for the repair round. */
export function copyViolations(strategy: Strategy, input: StrategyInput): CopyViolation[] {
  return lintAdCopy({ headlines: strategy.headlines, descriptions: strategy.descriptions }, lintContext(copyBrief(input)));
}
