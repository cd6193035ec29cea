import { Router } from 'express';
import { factsRequestSchema } from '../contract/facts.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { parseInput } from '../http/validate.js';
import type { Services } from '../services.js';

/**
 * POST /campaign/user/{uid}/facts {description, keywords?, location?, link1..4?, place?, phone?,
 * whatsapp?, bookingUrl?} → {facts}: what the form's fields say about the business, proposed for the
 * owner to confirm. Own uid only; 400 naming the field; spends no allowance unit; 429 RATE_LIMITED
 * past the per-user limit.
 */
export function factsRoutes(services: Services): Router {
  const router = Router();
  router.post('/campaign/user/:uid/facts', requireOwnUid, async (req, res) => {
    const fields = parseInput(factsRequestSchema, req.body ?? {}, { naming: 'field' });
    res.set('Cache-Control', 'private, no-store').json(await services.facts.propose(currentUser(req).uid, fields));
  });
  return router;
}
