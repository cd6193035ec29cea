import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Strategy } from '../../contract/campaigns.js';
import { STRATEGY_SECTIONS } from '../../contract/stream.js';
import { HttpError } from '../../errors.js';
import type { AiProvider, ChatCallOptions, ChatInput, StrategyCallOptions, StrategyInput } from '../../strategy/ai-port.js';
import { msg } from '../../i18n/messages.js';

/**
 * What the local stand-in answers with: the domain's deterministic strategist
 * (`strategy/strategist.ts`) and assistant (`assistant/offline-chat.ts`), passed in by the
 * stand-ins' entry (local/index.ts), so this adapter holds no rules of its own.
 */
export interface LocalAnswers {
  strategy: (input: StrategyInput) => Strategy;
  chat: (input: ChatInput) => string;
}

/**
 * The local default: deterministic, no network. Honours the deadline like the real provider, and
 * streams like it: a strategy section by section, an answer a few words at a time, each piece on
 * its own turn of the event loop (so each leaves the server as its own write). It writes as fast
 * as it can; the pace of a real model is the bench's fake OpenAI server's job.
 */
export function offlineProvider(local: LocalAnswers): AiProvider {
  return {
    name: 'offline',
    // No repair round: the strategist's copy is the copy engine's, and the rules check it all the same.
    async draftStrategy(input: StrategyInput, { signal, onSections }: StrategyCallOptions) {
      checkDeadline(signal);
      const strategy = local.strategy(input);
      if (onSections) {
        const complete: Partial<Strategy> = {};
        for (const key of STRATEGY_SECTIONS) {
          await nextTurn();
          checkDeadline(signal);
          Object.assign(complete, { [key]: strategy[key] });
          onSections({ ...complete });
        }
      }
      return strategy;
    },
    async chat(input: ChatInput, { signal, onDelta }: ChatCallOptions) {
      checkDeadline(signal);
      const reply = local.chat(input);
      if (onDelta) {
        // About three words a piece, whitespace kept, so the pieces join to the reply.
        for (const piece of reply.match(/(?:\S+\s*){1,3}|\s+/g) ?? []) {
          await nextTurn();
          checkDeadline(signal);
          onDelta(piece);
        }
      }
      return reply;
    },
  };
}

function checkDeadline(signal: AbortSignal): void {
  if (signal.aborted) throw new HttpError('UPSTREAM_TIMEOUT', msg('ai.assistantTimeout'));
}
