import { Router } from 'express';
import { supportRequestSchema } from '../contract/support.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { parseInput } from '../http/validate.js';
import type { Services } from '../services.js';

/**
 * Support requests (issue 28 item 4), own only:
 * POST /support/{uid}/requests {userId, topic, message, campaignId?, conversation?} → 201 the request;
 * GET /support/{uid}/requests → {requests} newest first.
 */
export function supportRoutes(services: Services): Router {
  const router = Router();

  router.post('/support/:uid/requests', requireOwnUid, async (req, res) => {
    const fields = parseInput(supportRequestSchema, req.body ?? {});
    res.status(201).json(await services.support.create(currentUser(req).uid, fields));
  });

  router.get('/support/:uid/requests', requireOwnUid, async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await services.support.list(currentUser(req).uid));
  });

  return router;
}
