import { Router, type Request } from 'express';
import { browserBindingOf, setBrowserBinding } from '../http/browser-binding.js';
import { HttpError } from '../http/errors.js';
import { withParams } from '../http/return-path.js';
import { log } from '../logs.js';
import type { ConsumedState } from '../repos/google-ads.js';
import type { Services } from '../services.js';
import { GOOGLE_ADS_RETURN_PATH } from './google-ads.js';

/** Short, safe texts for `?status=error&reason=…` (shown on the return page as the Detail). */
export const OAUTH_REASONS = {
  invalidState: 'The authorization request is invalid. Please start the connection again.',
  usedState: 'This authorization was already used. Please start the connection again.',
  expiredState: 'The authorization request expired. Please start the connection again.',
  denied: 'Access to Google Ads was denied.',
  googleError: 'Google could not complete the authorization. Please try again.',
  missingCode: 'Google did not return an authorization code. Please try again.',
  failed: "We couldn't save the Google Ads connection. Please try again.",
  otherBrowser: 'This connection was started in another browser. Please start it again here.',
} as const;

/** Only a plain string parameter counts (`?state=a&state=b` is not a state). */
function param(req: Request, name: string): string | undefined {
  const value = req.query[name];
  return typeof value === 'string' && value.length <= 2048 ? value : undefined;
}

/**
 * GET /oauth2callback (public): Google's redirect after consent. The `state` is checked and spent
 * in one transaction (unknown, reused, expired, or from a browser without the binding cookie set
 * at the start → error, nothing stored), the code exchanged, the refresh token
 * stored sealed, and the browser sent back to the `returnTo` bound to the state with
 * `status=ok`, or `status=error&reason=…` on any failure, denial included.
 */
export function oauthCallbackRoutes(services: Services): Router {
  const router = Router();
  router.get('/oauth2callback', async (req, res) => {
    // The URL carries a one-time code: keep it out of Referer headers and caches.
    res.set('Referrer-Policy', 'no-referrer');
    const back = (returnTo: string, params: Record<string, string>) => res.redirect(302, withParams(returnTo, params));

    const state = param(req, 'state');
    // Only the browser that started the connection may finish it; its cookie is spent either way.
    const consumed: ConsumedState = state ? await services.oauthStates.consume(state, browserBindingOf(req)) : { ok: false, why: 'unknown' };
    setBrowserBinding(req, res, services.config, undefined);
    if (!consumed.ok) {
      const reason =
        consumed.why === 'used'
          ? OAUTH_REASONS.usedState
          : consumed.why === 'expired'
            ? OAUTH_REASONS.expiredState
            : consumed.why === 'browser'
              ? OAUTH_REASONS.otherBrowser
              : OAUTH_REASONS.invalidState;
      log.googleAdsStateRefused(consumed.why);
      return back(consumed.returnTo ?? GOOGLE_ADS_RETURN_PATH, { status: 'error', reason });
    }

    const { uid, returnTo, redirectUri } = consumed;
    const error = param(req, 'error');
    if (error) {
      log.googleAdsFailed(uid, error === 'access_denied' ? 'access_denied' : 'oauth_error', undefined);
      return back(returnTo, { status: 'error', reason: error === 'access_denied' ? OAUTH_REASONS.denied : OAUTH_REASONS.googleError });
    }
    const code = param(req, 'code');
    if (!code) return back(returnTo, { status: 'error', reason: OAUTH_REASONS.missingCode });

    try {
      const { refreshToken } = await services.googleAds.exchangeCode({ code, redirectUri });
      await services.googleAdsConnections.save(uid, refreshToken);
    } catch (err) {
      log.googleAdsFailed(uid, err instanceof HttpError ? err.code : 'exchange_failed', err);
      // Our HttpError messages are written for users; anything else gets the generic text.
      return back(returnTo, { status: 'error', reason: err instanceof HttpError ? err.message : OAUTH_REASONS.failed });
    }
    log.googleAdsConnected(uid);
    return back(returnTo, { status: 'ok' });
  });
  return router;
}
