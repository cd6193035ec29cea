import { Router } from 'express';
import { pageLanguage } from '../../i18n/request-language.js';
import type { StandInRouteDeps } from '../../stand-ins.js';
import { LOCAL_MAIL_CSS, LOCAL_MAIL_CSS_PATH, localMailPage } from './page.js';
import type { localMailRepo } from './store.js';

/** GET /local/mail: the labelled stand-in page: the outbox (sent, pending, failed), the team's queue, and what the stand-in received. */
export function localMailRoutes(
  outbox: ReturnType<typeof localMailRepo>,
  supportQueue: StandInRouteDeps['supportQueue'],
  outboxMessages: StandInRouteDeps['outbox'],
): Router {
  const router = Router();
  router.get(LOCAL_MAIL_CSS_PATH, (_req, res) => {
    res.type('text/css').set('Cache-Control', 'public, max-age=300').send(LOCAL_MAIL_CSS);
  });
  router.get('/local/mail', async (req, res) => {
    const [mails, queue, messages] = await Promise.all([outbox.recent(), supportQueue(), outboxMessages()]);
    res
      .status(200)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(localMailPage({ mails, queue, messages, lang: pageLanguage(req) }));
  });
  return router;
}
