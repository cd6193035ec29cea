import { Router } from 'express';
import { campaignSubmissionSchema, fieldsOfPayload, type CampaignAnswers } from '../contract/campaigns.js';
import type { StrategyStreamEvent } from '../contract/stream.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { answerJsonOrStream } from '../http/event-stream.js';
import { parseInput } from '../http/validate.js';
import type { ReadCache } from '../http/read-cache.js';
import type { Services } from '../services.js';

export function campaignsRoutes(services: Services, reads: ReadCache): Router {
  const router = Router();

  /** GET /campaign/user/{uid} → {campaigns} newest first. */
  router.get('/campaign/user/:uid', requireOwnUid, reads.cached(), async (req, res) => {
    res.json(await services.campaignStrategies.list(currentUser(req).uid));
  });

  /**
   * POST /campaign/user/{uid} → {response, campaign}. 400 (nothing stored) on a bad payload,
   * 429 LIMIT_REACHED when the plan's campaigns are used up, 502/504 when generation fails.
   * With `Accept: text/event-stream`: progress, sections, then `done` or `error` (contract/stream.ts).
   */
  router.post('/campaign/user/:uid', requireOwnUid, async (req, res) => {
    // The SPEC's payload (link1..link4, comma-separated keywords) is read here, into the model, and nowhere else.
    const payload = fieldsOfPayload(parseInput(campaignSubmissionSchema, req.body ?? {}));
    const uid = currentUser(req).uid;
    await answerJsonOrStream<StrategyStreamEvent, CampaignAnswers['created']>(req, res, 201, (progress) =>
      services.campaignStrategies.create(uid, payload, progress),
    );
  });

  return router;
}
