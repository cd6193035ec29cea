import { Router } from 'express';
import { z } from 'zod';
import type { ChatResponse } from '../contract/api.js';
import { safeText } from '../contract/safe-text.js';
import type { ChatStreamEvent } from '../contract/stream.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { answerAsStream, wantsEventStream } from '../http/event-stream.js';
import { parseInput } from '../http/validate.js';
import type { Services } from '../services.js';
import { serverTiming } from './server-timing.js';

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
    const started = performance.now();
    const { message } = parseInput(chatBody, req.body ?? {});
    const uid = currentUser(req).uid;
    if (!wantsEventStream(req)) {
      const { body, aiMs } = await services.assistant.ask(uid, message);
      res.set('Server-Timing', serverTiming(aiMs, started)).json(body);
      return;
    }
    await answerAsStream<ChatStreamEvent, ChatResponse>(
      req,
      res,
      async (progress) => (await services.assistant.ask(uid, message, progress)).body,
    );
  });

  return router;
}
