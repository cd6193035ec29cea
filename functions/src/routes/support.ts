import { Router } from 'express';
import { supportRequestSchema } from '../contract/support.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { parseInput } from '../http/validate.js';
import { pageLanguage } from '../i18n/request-language.js';
import type { Services } from '../services.js';
import { LOCAL_MAIL_CSS, LOCAL_MAIL_CSS_PATH, localMailPage } from '../support/local-mail-page.js';

/**
 * Support requests (issue 28 item 4), own only:
 * POST /support/{uid}/requests {userId, topic, message, campaignId?, conversation?} → 201 the request;
 * GET /support/{uid}/requests → {requests} newest first.
 * Locally, GET /local/mail: the labelled stand-in page listing what would have been e-mailed.
 */
export function supportRoutes(services: Services): Router {
  const router = Router();

  router.post('/support/:uid/requests', requireOwnUid, async (req, res) => {
    const fields = parseInput(supportRequestSchema, req.body ?? {});
    res.status(201).json(await services.support.create(currentUser(req).uid, fields));
  });

  router.get('/support/:uid/requests', requireOwnUid, async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await services.support.list(currentUser(req).uid));
  });

  const outbox = services.local.mail;
  if (outbox) {
    router.get(LOCAL_MAIL_CSS_PATH, (_req, res) => {
      res.type('text/css').set('Cache-Control', 'public, max-age=300').send(LOCAL_MAIL_CSS);
    });
    router.get('/local/mail', async (req, res) => {
      const [mails, queue] = await Promise.all([outbox.recent(), services.support.queue()]);
      res
        .status(200)
        .type('html')
        .set('Cache-Control', 'no-store')
        .send(localMailPage({ mails, queue, lang: pageLanguage(req) }));
    });
  }
  return router;
}
