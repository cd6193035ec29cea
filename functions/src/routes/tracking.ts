import { Router } from 'express';
import { z } from 'zod';
import { campaignIdSchema } from '../http/campaign-id.js';
import { SITE_PLATFORMS } from '../contract/tracking.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { parseInput } from '../http/validate.js';
import { answerLanguage } from '../i18n/request-language.js';
import type { Services } from '../services.js';

const params = z.object({
  uid: z.string().min(1).max(128),
  campaignId: campaignIdSchema,
});
const emailBody = z
  .object({
    to: z.string().trim().max(254, 'must be at most 254 characters').email('must be an e-mail address'),
    platform: z.enum(SITE_PLATFORMS, { message: `must be one of ${SITE_PLATFORMS.join(', ')}` }).optional(),
  })
  .strict();

/**
 * Conversion tracking of a campaign created in Google Ads (Premium): GET …/tracking → each action,
 * its tag and its state; POST …/tracking/email {to, platform?} → the installation steps mailed to
 * whoever runs the site (Reply-To: the owner's verified e-mail).
 */
export function trackingRoutes(services: Services): Router {
  const router = Router();

  router.get('/campaign/user/:uid/:campaignId/tracking', requireOwnUid, async (req, res) => {
    const { campaignId } = parseInput(params, req.params);
    res
      .set('Cache-Control', 'private, no-store')
      .json(await services.tracking.tracking(currentUser(req).uid, campaignId, await answerLanguage(req, services.languages.get)));
  });

  router.post('/campaign/user/:uid/:campaignId/tracking/email', requireOwnUid, async (req, res) => {
    const { campaignId } = parseInput(params, req.params);
    const body = parseInput(emailBody, req.body ?? {}, { naming: 'field' });
    const user = currentUser(req);
    res.json(
      await services.tracking.email(
        user.uid,
        campaignId,
        {
          to: body.to,
          platform: body.platform,
          owner: user.name || user.email || '',
          replyTo: user.emailVerified ? user.email : undefined,
        },
        await answerLanguage(req, services.languages.get),
      ),
    );
  });

  return router;
}
