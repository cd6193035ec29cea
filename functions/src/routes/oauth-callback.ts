import { Router, type Request } from 'express';
import { browserBindingOf, setBrowserBinding } from '../http/browser-binding.js';
import { HttpError } from '../errors.js';
import { withParams } from '../http/return-path.js';
import type { InterfaceLanguage } from '../contract/languages.js';
import { msg, render, type MessageKey } from '../i18n/messages.js';
import { headerLanguage } from '../i18n/request-language.js';
import { log } from '../logs.js';
import type { ConsumedState } from '../repos/google-ads.js';
import type { Services } from '../services.js';
import { GOOGLE_ADS_RETURN_PATH } from './google-ads.js';

/**
 * Short, safe texts for `?status=error&reason=…` (shown on the return page as the Detail), by
 * catalog key: written in the language of the app that started the connection (stored with the
 * state), else the browser's (Accept-Language), else English (issue 24).
 */
export const OAUTH_REASONS = {
  invalidState: 'oauth.invalidState',
  usedState: 'oauth.usedState',
  expiredState: 'oauth.expiredState',
  denied: 'oauth.denied',
  googleError: 'oauth.googleError',
  missingCode: 'oauth.missingCode',
  failed: 'oauth.failed',
  otherBrowser: 'oauth.otherBrowser',
} as const satisfies Record<string, MessageKey>;

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
    const reasonIn = (language: InterfaceLanguage, key: (typeof OAUTH_REASONS)[keyof typeof OAUTH_REASONS]) => render(msg(key), language);

    const state = param(req, 'state');
    // Only the browser that started the connection may finish it; its cookie is spent either way.
    const consumed: ConsumedState = state
      ? await services.oauthStates.consume(state, browserBindingOf(req))
      : { ok: false, why: 'unknown' };
    setBrowserBinding(req, res, services.config, undefined);
    const language = consumed.language ?? headerLanguage(req) ?? 'en';
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
      return back(consumed.returnTo ?? GOOGLE_ADS_RETURN_PATH, { status: 'error', reason: reasonIn(language, reason) });
    }

    const { uid, returnTo, redirectUri } = consumed;
    const error = param(req, 'error');
    if (error) {
      log.googleAdsFailed(uid, error === 'access_denied' ? 'access_denied' : 'oauth_error', undefined);
      return back(returnTo, {
        status: 'error',
        reason: reasonIn(language, error === 'access_denied' ? OAUTH_REASONS.denied : OAUTH_REASONS.googleError),
      });
    }
    const code = param(req, 'code');
    if (!code) return back(returnTo, { status: 'error', reason: reasonIn(language, OAUTH_REASONS.missingCode) });

    try {
      const { refreshToken } = await services.googleAds.exchangeCode({ code, redirectUri });
      await services.googleAdsConnections.save(uid, refreshToken);
    } catch (err) {
      log.googleAdsFailed(uid, err instanceof HttpError ? err.code : 'exchange_failed', err);
      // Our HttpError messages are written for users; anything else gets the generic text.
      return back(returnTo, {
        status: 'error',
        reason: err instanceof HttpError ? err.messageIn(language) : reasonIn(language, OAUTH_REASONS.failed),
      });
    }
    log.googleAdsConnected(uid);
    return back(returnTo, { status: 'ok' });
  });
  return router;
}
