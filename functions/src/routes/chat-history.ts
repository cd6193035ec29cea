import { Router } from 'express';
import { currentUser, requireOwnUid } from '../http/auth.js';
import type { Services } from '../services.js';

/**
 * The conversation the plan keeps:
 * GET /chat/{uid}/history → {exchanges, memory}; POST /chat/{uid}/new → 204, a new conversation
 * (429 RATE_LIMITED past the per-user limit).
 */
export function chatHistoryRoutes(services: Services): Router {
  const router = Router();
  router.get('/chat/:uid/history', requireOwnUid, async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await services.conversation.history(currentUser(req).uid));
  });
  router.post('/chat/:uid/new', requireOwnUid, async (req, res) => {
    await services.assistant.startConversation(currentUser(req).uid);
    res.status(204).end();
  });
  return router;
}
