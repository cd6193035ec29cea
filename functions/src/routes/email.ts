import { Router } from 'express';
import { pageLanguage } from '../i18n/request-language.js';
import type { Services } from '../services.js';

/**
 * Unsubscribe without signing in, from the link every alert and weekly report carries:
 * GET /email/unsubscribe?token=… answers a page that asks (a GET never unsubscribes: link scanners
 * fetch every URL of a mail); POST to the same URL unsubscribes — the page's button, and a mail
 * client's one-click unsubscribe (List-Unsubscribe-Post, RFC 8058). The POST is idempotent and its
 * page says how to turn the mail back on. A token that is not ours answers 400 with the page.
 */
export function emailRoutes(services: Services): Router {
  const router = Router();
  const tokenOf = (query: unknown) => (typeof query === 'string' && query.length <= 1000 ? query : '');
  const settings = (req: { protocol: string; get(name: string): string | undefined }) =>
    `${services.config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`}/profile#notifications`;

  router.get('/email/unsubscribe', (req, res) => {
    const token = tokenOf(req.query['token']);
    const named = token ? services.notifications.readToken(token) : undefined;
    res
      .status(named ? 200 : 400)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        services.notifications.unsubscribePage({
          language: pageLanguage(req),
          state: named ? { kind: named.kind, done: false } : 'invalid',
          action: req.originalUrl,
          settings: settings(req),
        }),
      );
  });

  router.post('/email/unsubscribe', async (req, res) => {
    const token = tokenOf(req.query['token']);
    const kind = token ? await services.notifications.unsubscribe(token) : undefined;
    res
      .status(kind ? 200 : 400)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        services.notifications.unsubscribePage({
          language: pageLanguage(req),
          state: kind ? { kind, done: true } : 'invalid',
          action: req.originalUrl,
          settings: settings(req),
        }),
      );
  });

  return router;
}
