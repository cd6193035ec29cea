import type { z } from 'zod';
import type { Facts } from '../contract/campaigns.js';
import type { factsRequestSchema } from '../contract/facts.js';
import { keepSaid, mergeFacts } from '../facts/ai-proposal.js';
import { log } from '../logs.js';
import { callWithDeadline } from '../strategy/deadline.js';
import type { AiProvider, FactsProposalInput } from '../strategy/ai-port.js';

/** A proposal is asked while the owner fills the form: past this, the offline reader's finding is the answer. */
export const FACTS_AI_TIMEOUT_MS = 8000;

/**
 * The offline reader's facts with what the model read in the same fields, kept only where the
 * owner's text says it (facts/ai-proposal.ts). Any failure — no proposal, a timeout, a refusal, an
 * answer that is not the schema — answers the offline reader's facts, logged.
 */
export async function withAiProposal(
  ai: { provider: AiProvider; timeoutMs: number },
  uid: string,
  fields: z.output<typeof factsRequestSchema>,
  offline: Facts,
): Promise<Facts> {
  const { provider } = ai;
  if (!provider.proposeFacts) return offline;
  const input: FactsProposalInput = {
    description: fields.description,
    keywords: fields.keywords,
    location: fields.location,
    language: fields.language,
    links: [fields.link1, fields.link2, fields.link3, fields.link4].filter((l): l is string => !!l),
    phone: fields.phone,
    whatsapp: fields.whatsapp,
    bookingUrl: fields.bookingUrl,
  };
  try {
    const proposal = await callWithDeadline(
      Math.min(ai.timeoutMs, FACTS_AI_TIMEOUT_MS),
      (options) => provider.proposeFacts!(input, options),
      undefined,
      { user: uid },
    );
    const kept = keepSaid(proposal, input);
    if (!kept) {
      log.aiFailed(uid, 'facts', new Error('the facts proposal did not fit the facts schema'));
      return offline;
    }
    return mergeFacts(offline, kept);
  } catch (error) {
    log.aiFailed(uid, 'facts', error);
    return offline;
  }
}
