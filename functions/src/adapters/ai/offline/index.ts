import { HttpError } from '../../../http/errors.js';
import { enforceStrategyRules } from '../rules.js';
import type { AiCallOptions, AiProvider, ChatInput, StrategyInput } from '../types.js';
import { offlineChatReply } from './chat.js';
import { offlineStrategy } from './strategist.js';

/** The local default: deterministic, no network. Honours the deadline like the real provider. */
export function offlineProvider(): AiProvider {
  return {
    name: 'offline',
    async generateStrategy(input: StrategyInput, { signal }: AiCallOptions) {
      checkDeadline(signal);
      return enforceStrategyRules(offlineStrategy(input), input);
    },
    async chat(input: ChatInput, { signal }: AiCallOptions) {
      checkDeadline(signal);
      return offlineChatReply(input);
    },
  };
}

function checkDeadline(signal: AbortSignal): void {
  if (signal.aborted) throw new HttpError('UPSTREAM_TIMEOUT', 'The assistant took too long to answer. Please try again.');
}
