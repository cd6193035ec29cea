import { randomBytes } from 'node:crypto';
import type { GoogleAdsAdapter } from '../adapters/google-ads/types.js';
import type { InterfaceLanguage } from '../contract/languages.js';
import type { TokenCipher } from '../crypto/token-cipher.js';
import { HttpError } from '../errors.js';
import { msg, render, type MessageKey } from '../i18n/messages.js';
import { log } from '../logs.js';
import type { ConsumedState, googleAdsConnectionsRepo, oauthStatesRepo } from '../repos/google-ads.js';

/** The web app's Google Ads return page (docs/product.md P8.1), the default `returnTo`. */
export const GOOGLE_ADS_RETURN_PATH = '/integrations/google-ads';

/**
 * Short, safe texts for `?status=error&reason=…` (shown on the return page as the Detail), by
 * catalog key: written in the language of the app that started the connection (stored with the
 * state), else the browser's (Accept-Language), else English.
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

/** What Google's redirect brought back (each a plain string, or absent). */
export interface CallbackQuery {
  state: string | undefined;
  code: string | undefined;
  error: string | undefined;
}

/**
 * Connecting a user's Google Ads account (OAuth): the start issues a single-use state bound to the
 * user, the return page and the starting browser; the callback spends it, exchanges the code and
 * stores the refresh token sealed. Either way the browser goes back to the return page with
 * `status=ok` or `status=error&reason=…`.
 */
export function googleAdsConnectionService(deps: {
  adapter: GoogleAdsAdapter;
  cipher: TokenCipher;
  states: ReturnType<typeof oauthStatesRepo>;
  connections: ReturnType<typeof googleAdsConnectionsRepo>;
}) {
  const { adapter, cipher, states, connections } = deps;
  return {
    /**
     * Google's consent URL with a new state. `browserHash` is the hash of the nonce the route puts
     * in the browser's cookie; `language` is the app's, for the callback's reason; `pageLanguage`
     * opens the sandbox's consent stand-in in the app's language.
     */
    async start(input: {
      uid: string;
      returnTo: string;
      redirectUri: string;
      browserHash: string;
      language: InterfaceLanguage;
      pageLanguage: InterfaceLanguage | undefined;
    }): Promise<{ url: string }> {
      adapter.assertConfigured();
      cipher.assertConfigured();
      const state = randomBytes(32).toString('base64url');
      const { uid, returnTo, redirectUri, browserHash, language } = input;
      await states.create(state, { uid, returnTo, redirectUri, browserHash, language });
      const url = adapter.consentUrl({ state, redirectUri });
      return { url: adapter.provider === 'sandbox' && input.pageLanguage ? `${url}&lang=${input.pageLanguage}` : url };
    },

    /**
     * Google's redirect after consent: the state is checked and spent in one transaction (unknown,
     * reused, expired, or from a browser without the binding → error, nothing stored), the code
     * exchanged and the refresh token stored. Answers where to send the browser, with what.
     */
    async finish(
      query: CallbackQuery,
      browserHash: string | undefined,
      fallbackLanguage: InterfaceLanguage | undefined,
    ): Promise<{ returnTo: string; params: Record<string, string> }> {
      const consumed: ConsumedState = query.state ? await states.consume(query.state, browserHash) : { ok: false, why: 'unknown' };
      const language = consumed.language ?? fallbackLanguage ?? 'en';
      const reasonIn = (key: (typeof OAUTH_REASONS)[keyof typeof OAUTH_REASONS]) => render(msg(key), language);
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
        return { returnTo: consumed.returnTo ?? GOOGLE_ADS_RETURN_PATH, params: { status: 'error', reason: reasonIn(reason) } };
      }

      const { uid, returnTo, redirectUri } = consumed;
      if (query.error) {
        log.googleAdsFailed(uid, query.error === 'access_denied' ? 'access_denied' : 'oauth_error', undefined);
        return {
          returnTo,
          params: { status: 'error', reason: reasonIn(query.error === 'access_denied' ? OAUTH_REASONS.denied : OAUTH_REASONS.googleError) },
        };
      }
      if (!query.code) return { returnTo, params: { status: 'error', reason: reasonIn(OAUTH_REASONS.missingCode) } };

      try {
        const { refreshToken } = await adapter.exchangeCode({ code: query.code, redirectUri });
        await connections.save(uid, refreshToken);
      } catch (err) {
        log.googleAdsFailed(uid, err instanceof HttpError ? err.code : 'exchange_failed', err);
        // Our HttpError messages are written for users; anything else gets the generic text.
        return {
          returnTo,
          params: { status: 'error', reason: err instanceof HttpError ? err.messageIn(language) : reasonIn(OAUTH_REASONS.failed) },
        };
      }
      log.googleAdsConnected(uid);
      return { returnTo, params: { status: 'ok' } };
    },
  };
}

export type GoogleAdsConnectionService = ReturnType<typeof googleAdsConnectionService>;
