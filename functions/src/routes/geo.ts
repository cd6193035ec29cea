import { Router } from 'express';
import { z } from 'zod';
import { safeText } from '../contract/safe-text.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { parseInput } from '../http/validate.js';
import type { Services } from '../services.js';

/**
 * GET /geo/suggest?uid=&q=&language= → {places, source}. Signed in; `uid` is required and must be
 * the caller's (403 otherwise): suggestions may use that user's Google Ads grant, so they are
 * asked for on behalf of one named account, like every other per-user path.
 */
const suggestQuery = z.object({
  uid: z.string().min(1, 'is required').max(128),
  q: safeText(z.string().trim().min(2, 'must be at least 2 characters').max(100, 'must be at most 100 characters')),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'must be a language code like en or es')
    .optional()
    .default('en'),
});

export function geoRoutes(services: Services): Router {
  const router = Router();
  router.get('/geo/suggest', requireOwnUid, async (req, res) => {
    const query = parseInput(suggestQuery, req.query);
    const language = query.language.slice(0, 2);
    res.set('Cache-Control', 'private, max-age=300');
    res.json(await services.places.suggest(currentUser(req).uid, query.q, language));
  });
  return router;
}
