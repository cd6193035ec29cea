import { Router, type Request } from 'express';
import { browserBindingOf, setBrowserBinding } from '../http/browser-binding.js';
import { withParams } from '../http/return-path.js';
import { headerLanguage } from '../i18n/request-language.js';
import type { Services } from '../services.js';

/** Only a plain string parameter counts (`?state=a&state=b` is not a state). */
function param(req: Request, name: string): string | undefined {
  const value = req.query[name];
  return typeof value === 'string' && value.length <= 2048 ? value : undefined;
}

/**
 * GET /oauth2callback (public): Google's redirect after consent. The connection service spends the
 * state and stores the grant; the browser is sent back to the `returnTo` bound to the state with
 * `status=ok`, or `status=error&reason=…` on any failure, denial included.
 */
export function oauthCallbackRoutes(services: Services): Router {
  const router = Router();
  router.get('/oauth2callback', async (req, res) => {
    // The URL carries a one-time code: keep it out of Referer headers and caches.
    res.set('Referrer-Policy', 'no-referrer');
    const query = { state: param(req, 'state'), code: param(req, 'code'), error: param(req, 'error') };
    // Only the browser that started the connection may finish it; its cookie is spent either way.
    const binding = browserBindingOf(req);
    setBrowserBinding(req, res, services.config, undefined);
    const { returnTo, params } = await services.googleAdsConnection.finish(query, binding, headerLanguage(req));
    res.redirect(302, withParams(returnTo, params));
  });
  return router;
}
