import { z } from 'zod';
import { campaignIdSchema } from './campaign-id.js';
import { safeText } from './safe-text.js';
import type { Plan } from './plans.js';

/**
 * Support requests (issue 28 item 4): "Talk to a person" from the assistant opens one, with the
 * conversation and the campaign attached; the user follows it in the app. POST/GET
 * `/support/{uid}/requests` (own only).
 */
export const SUPPORT_TOPICS = ['billing', 'campaign', 'google_ads', 'account', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_LIMITS = { message: 4000, conversation: 20, line: 4000 } as const;

export const supportRequestSchema = z
  .object({
    userId: z.string().min(1, 'is required').max(128),
    topic: z.enum(SUPPORT_TOPICS, { message: `must be one of ${SUPPORT_TOPICS.join(', ')}` }),
    message: safeText(
      z.string().trim().min(1, 'is required').max(SUPPORT_LIMITS.message, `must be at most ${SUPPORT_LIMITS.message} characters`),
    ),
    /** The campaign the question is about (one of the user's); the same id check as every other campaign id. */
    campaignId: z.string().trim().pipe(campaignIdSchema).optional(),
    /**
     * Accepted and ignored, for clients that still send what the chat shows: the server attaches the
     * conversation it stored (the user's own questions and the assistant's answers), never one a
     * client wrote.
     */
    conversation: z.unknown().optional(),
  })
  .strict()
  .transform(({ conversation: _ignored, ...fields }) => fields);

export type SupportRequestInput = z.input<typeof supportRequestSchema>;
export type SupportRequestFields = z.output<typeof supportRequestSchema>;

export type SupportStatus = 'open' | 'answered' | 'closed';

/** A request as its owner follows it. */
export interface SupportRequest {
  id: string;
  topic: SupportTopic;
  message: string;
  status: SupportStatus;
  /** ISO 8601. */
  createdAt: string;
  /** The plan when it was opened: it sets the order and the reply time. */
  plan: Plan;
  /** Who answers: the account manager's name on Premium; null = the support team. */
  assignee: string | null;
  /** A person replies within this many business hours (contract/plans.ts SUPPORT_BY_PLAN). */
  replyWithinHours: number;
  campaign?: { id: string; name: string };
  /** How many messages of the conversation were attached. */
  conversationLength: number;
}

export interface SupportRequestsResponse {
  requests: SupportRequest[];
}
