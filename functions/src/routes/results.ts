import { Router } from 'express';
import { z } from 'zod';
import { campaignIdSchema } from '../http/campaign-id.js';
import { RESULT_RANGES } from '../contract/results.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { parseInput } from '../http/validate.js';
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

/**
 * Results of a campaign created in Google Ads, its status, and one-click fixes (issue 18; Premium).
 * Their words (suggestions, history, serving problems) are in the request's language (issue 24).
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
    res.json(
      await services.results.apply(currentUser(req).uid, campaignId, suggestionId, await answerLanguage(req, services.languages.get)),
    );
  });

  return router;
}
