import { Router } from 'express';
import { z } from 'zod';
import { campaignIdSchema } from '../http/campaign-id.js';
import { RESULT_RANGES } from '../contract/results.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { parseInput } from '../http/validate.js';
import { placesChangeSchema } from '../contract/campaign-page.js';
import { answerLanguage } from '../i18n/request-language.js';
import type { ReadCache } from '../http/read-cache.js';
import type { Services } from '../services.js';

const params = z.object({
  uid: z.string().min(1).max(128),
  campaignId: campaignIdSchema,
});
const resultsQuery = z.object({
  range: z.enum(RESULT_RANGES, { message: `must be one of ${RESULT_RANGES.join(', ')}` }),
  refresh: z.enum(['true', 'false']).optional(),
});
const statusBody = z.object({ status: z.enum(['ENABLED', 'PAUSED'], { message: 'must be ENABLED or PAUSED' }) }).strict();
const suggestionParams = params.extend({ suggestionId: z.string().regex(/^sg_[0-9a-f]{16}$/, 'must be a suggestion id') });
/** The items the owner ticked in a list suggestion; absent: all of them. */
const applyBody = z
  .object({
    items: z
      .array(z.string().min(1, 'must not be empty').max(200, 'must be at most 200 characters'), { message: 'must be a list of texts' })
      .min(1, 'must name at least one item')
      .max(50, 'must have at most 50 items')
      .optional(),
  })
  .strict();
const changeParams = params.extend({ changeId: z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'must be a change id') });

/**
 * Results of a campaign created in Google Ads, its status, and one-click fixes (Premium).
 * Their words (suggestions, history, serving problems) are in the request's language.
 */
export function resultsRoutes(services: Services, reads: ReadCache): Router {
  const router = Router();

  /** GET …/results?range=LAST_7_DAYS|LAST_30_DAYS[&refresh=true] → ResultsResponse. */
  router.get(
    '/campaign/user/:uid/:campaignId/results',
    requireOwnUid,
    reads.cached({ bypass: (req) => req.query['refresh'] === 'true' }),
    async (req, res) => {
      const { campaignId } = parseInput(params, req.params);
      const query = parseInput(resultsQuery, req.query);
      res.json(
        await services.results.results(
          currentUser(req).uid,
          campaignId,
          query.range,
          query.refresh === 'true',
          await answerLanguage(req, services.languages.get),
        ),
      );
    },
  );

  /** POST …/status {status} → StatusResponse: the campaign enabled or paused in Google Ads. */
  router.post('/campaign/user/:uid/:campaignId/status', requireOwnUid, async (req, res) => {
    const { campaignId } = parseInput(params, req.params);
    const { status } = parseInput(statusBody, req.body ?? {});
    res.json(await services.results.setStatus(currentUser(req).uid, campaignId, status, await answerLanguage(req, services.languages.get)));
  });

  /** POST …/suggestions/{suggestionId}/apply → ApplyResponse; 409 when the suggestion is stale. */
  router.post('/campaign/user/:uid/:campaignId/suggestions/:suggestionId/apply', requireOwnUid, async (req, res) => {
    const { campaignId, suggestionId } = parseInput(suggestionParams, req.params);
    const { items } = parseInput(applyBody, req.body ?? {});
    res.json(
      await services.results.apply(
        currentUser(req).uid,
        campaignId,
        suggestionId,
        await answerLanguage(req, services.languages.get),
        items,
      ),
    );
  });

  /** POST …/history/{changeId}/undo → ApplyResponse: one Google Ads change that restores what it found. */
  router.post('/campaign/user/:uid/:campaignId/history/:changeId/undo', requireOwnUid, async (req, res) => {
    const { campaignId, changeId } = parseInput(changeParams, req.params);
    res.json(await services.results.undo(currentUser(req).uid, campaignId, changeId, await answerLanguage(req, services.languages.get)));
  });

  /** POST …/places {places} → ApplyResponse: the places changed in Google Ads, with an undo in the history. */
  router.post('/campaign/user/:uid/:campaignId/places', requireOwnUid, async (req, res) => {
    const { campaignId } = parseInput(params, req.params);
    const { places } = parseInput(placesChangeSchema, req.body ?? {}, { naming: 'field' });
    res.json(await services.results.setPlaces(currentUser(req).uid, campaignId, places, await answerLanguage(req, services.languages.get)));
  });

  return router;
}
