import { Router } from 'express';
import { businessProfileInputSchema } from '../contract/business-profile.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { parseInput } from '../http/validate.js';
import type { Services } from '../services.js';

/**
 * The business profile:
 * GET /profile/{uid}/business → {profile, stored, draftedFrom?}: the saved profile, or a draft from
 * the first brief to confirm (nothing stored);
 * PUT /profile/{uid}/business {fields} → the saved profile; 400 naming the field, nothing stored.
 */
export function businessProfileRoutes(services: Services): Router {
  const router = Router();
  router.get('/profile/:uid/business', requireOwnUid, async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await services.businessProfiles.get(currentUser(req).uid));
  });
  router.put('/profile/:uid/business', requireOwnUid, async (req, res) => {
    const fields = parseInput(businessProfileInputSchema, req.body ?? {});
    res.json(await services.businessProfiles.put(currentUser(req).uid, fields));
  });
  return router;
}
