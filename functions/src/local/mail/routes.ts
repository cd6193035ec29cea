import { Router } from 'express';
import { pageLanguage } from '../../i18n/request-language.js';
import type { StandInRouteDeps } from '../../stand-ins.js';
import { LOCAL_MAIL_CSS, LOCAL_MAIL_CSS_PATH, localMailPage } from './page.js';
import type { localMailRepo } from './store.js';

/** GET /local/mail: the labelled stand-in page listing the team's queue and what would have been e-mailed. */
export function localMailRoutes(outbox: ReturnType<typeof localMailRepo>, supportQueue: StandInRouteDeps['supportQueue']): Router {
  const router = Router();
  router.get(LOCAL_MAIL_CSS_PATH, (_req, res) => {
    res.type('text/css').set('Cache-Control', 'public, max-age=300').send(LOCAL_MAIL_CSS);
  });
  router.get('/local/mail', async (req, res) => {
    const [mails, queue] = await Promise.all([outbox.recent(), supportQueue()]);
    res
      .status(200)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(localMailPage({ mails, queue, lang: pageLanguage(req) }));
  });
  return router;
}
