import { Router } from 'express';
import { supportRequestSchema } from '../contract/support.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { parseInput } from '../http/validate.js';
import type { Services } from '../services.js';

/**
 * Support requests (issue 28 item 4), own only:
 * POST /support/{uid}/requests {userId, topic, message, campaignId?} → 201 the request (a `conversation`
 * sent by an older client is ignored: the stored one is attached); 429 RATE_LIMITED past the limit;
 * GET /support/{uid}/requests → {requests} newest first.
 */
export function supportRoutes(services: Services): Router {
  const router = Router();

  router.post('/support/:uid/requests', requireOwnUid, async (req, res) => {
    const fields = parseInput(supportRequestSchema, req.body ?? {});
    const user = currentUser(req);
    res.status(201).json(await services.support.create(user.uid, fields, user.emailVerified ? user.email : undefined));
  });

  router.get('/support/:uid/requests', requireOwnUid, async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await services.support.list(currentUser(req).uid));
  });

  return router;
}
