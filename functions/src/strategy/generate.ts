import type { Strategy } from '../contract/campaigns.js';
import { lintAdCopy, type CopyViolation } from '../contract/copy-lint.js';
import { lintContext } from '../copy/engine.js';
import type { AiProvider, StrategyCallOptions, StrategyInput } from './ai-port.js';
import { enforceStrategyRules } from './rules.js';
import { copyBrief } from './strategist.js';

/**
 * A strategy through the AI port, whatever the provider: the model's draft; when its copy breaks
 * the linter and the provider can repair, one repair round (the violations go back to the model);
 * then the rules every stored strategy obeys (`enforceStrategyRules`), which fix or drop what still
 * fails and fall back to the offline strategist for whatever is left unusable. A model's answer is
 * never trusted as it is.
 */
export async function generateStrategy(ai: AiProvider, input: StrategyInput, options: StrategyCallOptions): Promise<Strategy> {
  const first = await ai.draftStrategy(input, options);
  if (!ai.repairStrategy) return enforceStrategyRules(first, input);
  const violations = copyViolations(first, input);
  if (!violations.length) return enforceStrategyRules(first, input);
  let repaired: Strategy | null = null;
  try {
    repaired = await ai.repairStrategy(input, first, violations, { signal: options.signal });
  } catch (error) {
    // The deadline passing is final; any other failure of the repair round keeps the first answer.
    if (options.signal.aborted) throw error;
  }
  return enforceStrategyRules(repaired ?? first, input);
}

/** The linter's findings on a draft's headlines and descriptions, for the repair round. */
export function copyViolations(strategy: Strategy, input: StrategyInput): CopyViolation[] {
  return lintAdCopy({ headlines: strategy.headlines, descriptions: strategy.descriptions }, lintContext(copyBrief(input)));
}
