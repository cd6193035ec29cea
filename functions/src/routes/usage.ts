import { Router } from 'express';
import { currentUser, requireOwnUid } from '../http/auth.js';
import type { ReadCache } from '../http/read-cache.js';
import type { Services } from '../services.js';

/** GET /usage/{uid} → what the plan has left and when it resets (read-only). */
export function usageRoutes(services: Services, reads: ReadCache): Router {
  const router = Router();
  router.get('/usage/:uid', requireOwnUid, reads.cached(), async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await services.account.usageMeter(currentUser(req).uid));
  });
  return router;
}
