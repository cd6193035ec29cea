import { Router } from 'express';
import { z } from 'zod';
import type { ChatResponse } from '../contract/api.js';
import { safeText } from '../contract/safe-text.js';
import type { ChatStreamEvent } from '../contract/stream.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { answerJsonOrStream } from '../http/event-stream.js';
import { parseInput } from '../http/validate.js';
import type { Services } from '../services.js';

export const CHAT_MESSAGE_MAX = 4000;

const chatBody = z.object({
  userId: z.string().min(1, 'is required').max(128),
  message: safeText(z.string().trim().min(1, 'is required').max(CHAT_MESSAGE_MAX, `must be at most ${CHAT_MESSAGE_MAX} characters`)),
});

export function chatRoutes(services: Services): Router {
  const router = Router();

  /**
   * POST /chat {userId, message} → {response}; 429 LIMIT_REACHED feature ai_queries when used up.
   * With `Accept: text/event-stream`: the answer's pieces, then `done` or `error` (contract/stream.ts).
   */
  router.post('/chat', requireOwnUid, async (req, res) => {
    const { message } = parseInput(chatBody, req.body ?? {});
    const uid = currentUser(req).uid;
    await answerJsonOrStream<ChatStreamEvent, ChatResponse>(req, res, 200, (progress) => services.assistant.ask(uid, message, progress));
  });

  return router;
}
