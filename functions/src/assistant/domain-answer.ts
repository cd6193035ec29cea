/**
 * The answers the domain gives on every AI path, OpenAI included: what the assistant did not
 * understand (the same intent reading and threshold as the offline assistant: an honest "I did not
 * understand" with things to ask, never a previous answer), copy requests (lines from the confirmed
 * facts, linted, with the group to add them to) and "how is my campaign doing" (from its results,
 * or what is missing when it has none). Anything else is the provider's to answer. Pure.
 */
import type { ChatInput } from '../strategy/ai-port.js';
import { COURTESY, FOLLOW_UP, fold, questionsIn } from './intents.js';
import { offlineChatAnswer, type OfflineAnswer } from './offline-chat.js';

/** The domain's answer when the message is one it answers itself; undefined: the provider answers. */
export function domainAnswer(input: ChatInput): OfflineAnswer | undefined {
  const bare = fold(input.message)
    .replace(/[¿?¡!]/g, '')
    .trim();
  // "Thanks!" or "and what else?": the conversation's, the provider answers it with its memory.
  if (FOLLOW_UP.test(bare)) return undefined;
  if (questionsIn(input.message).every((q) => COURTESY.test(fold(q).replace(/[¿?¡]/g, '').trim()))) return undefined;
  const answer = offlineChatAnswer({ ...input, history: [] });
  const [first] = answer.intents;
  if (first === 'copy' || first === 'unknown') return answer;
  if (answer.intents.length === 1 && first === 'performance') return answer;
  return undefined;
}
