import { Router } from 'express';
import { campaignPayloadSchema } from '../contract/campaigns.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { parseInput } from '../http/validate.js';
import type { Services } from '../services.js';
import { serverTiming } from './server-timing.js';

export function campaignsRoutes(services: Services): Router {
  const router = Router();

  /** GET /campaign/user/{uid} → {campaigns} newest first. */
  router.get('/campaign/user/:uid', requireOwnUid, async (req, res) => {
    res.json(await services.campaignStrategies.list(currentUser(req).uid));
  });

  /**
   * POST /campaign/user/{uid} → {response, campaign}. 400 (nothing stored) on a bad payload,
   * 429 LIMIT_REACHED when the plan's campaigns are used up, 502/504 when generation fails.
   */
  router.post('/campaign/user/:uid', requireOwnUid, async (req, res) => {
    const started = performance.now();
    const payload = parseInput(campaignPayloadSchema, req.body ?? {});
    const { body, aiMs } = await services.campaignStrategies.create(currentUser(req).uid, payload);
    res.set('Server-Timing', serverTiming(aiMs, started)).status(201).json(body);
  });

  return router;
}
