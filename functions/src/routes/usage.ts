import { Router } from 'express';
import { currentUser, requireOwnUid } from '../http/auth.js';
import type { ReadCache } from '../http/read-cache.js';
import type { Services } from '../services.js';
import { usageMeter } from '../usage/meter.js';

/** GET /usage/{uid} → what the plan has left and when it resets (read-only). */
export function usageRoutes(services: Services, reads: ReadCache): Router {
  const router = Router();
  router.get('/usage/:uid', requireOwnUid, reads.cached(), async (req, res) => {
    const uid = currentUser(req).uid;
    const [status, user] = await Promise.all([services.usage.status(uid), services.users.get(uid)]);
    res.set('Cache-Control', 'private, no-store').json(usageMeter(status, user?.subscription, Math.floor(Date.now() / 1000)));
  });
  return router;
}
