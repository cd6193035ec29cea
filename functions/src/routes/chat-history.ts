import { Router } from 'express';
import type { ChatHistoryResponse } from '../contract/api.js';
import { PLAN_LIMITS } from '../contract/plans.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import type { Services } from '../services.js';

/**
 * The conversation the plan keeps (issue 28 item 3): Pro and Premium see it after signing in again
 * on any device (PLAN_LIMITS.memory exchanges); Free and Trial keep theirs in the browser (empty here).
 * GET /chat/{uid}/history → {exchanges, memory}; POST /chat/{uid}/new → 204, a new conversation
 * (429 RATE_LIMITED past the per-user limit).
 */
export function chatHistoryRoutes(services: Services): Router {
  const router = Router();
  router.get('/chat/:uid/history', requireOwnUid, async (req, res) => {
    const uid = currentUser(req).uid;
    const user = await services.users.get(uid);
    const memory = PLAN_LIMITS[user?.plan ?? 'BASIC'].memory;
    const body: ChatHistoryResponse = { exchanges: await services.chats.history(uid, memory), memory };
    res.set('Cache-Control', 'private, no-store').json(body);
  });
  router.post('/chat/:uid/new', requireOwnUid, async (req, res) => {
    await services.assistant.startConversation(currentUser(req).uid);
    res.status(204).end();
  });
  return router;
}
