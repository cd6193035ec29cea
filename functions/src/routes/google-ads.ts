import { Router, type Request } from 'express';
import { z } from 'zod';
import { newBrowserBinding, setBrowserBinding } from '../http/browser-binding.js';
import { campaignIdSchema } from '../http/campaign-id.js';
import type { OAuthStartResponse } from '../contract/api.js';
import { isHttpUrl } from '../contract/campaigns.js';
import { MAX_CALL_SECONDS, MIN_CALL_SECONDS } from '../contract/tracking.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { HttpError } from '../errors.js';
import { safeReturnPath } from '../http/return-path.js';
import { parseInput } from '../http/validate.js';
import type { Services } from '../services.js';
import { msg } from '../i18n/messages.js';
import { answerLanguage, headerLanguage } from '../i18n/request-language.js';

import { GOOGLE_ADS_RETURN_PATH } from '../google-ads/connection.js';

/** The pre-flight's editable choices, the same in its query and in the creation body. */
const choicesSchema = z.object({
  rate: z.coerce
    .number({ message: 'must be a number' })
    .finite('must be a number')
    .positive('must be positive')
    .max(1_000_000, 'is too large')
    .optional(),
  landingPage: z
    .string()
    .trim()
    .max(2048)
    .refine((v) => v === '' || isHttpUrl(v), 'must be an http(s) URL')
    .optional(),
  radiusKm: z.coerce
    .number({ message: 'must be a number' })
    .int('must be whole kilometres')
    .min(1, 'must be at least 1')
    .max(80, 'must be at most 80')
    .optional(),
  /** A call from the ads counts as a conversion from this length (seconds). */
  callSeconds: z.coerce
    .number({ message: 'must be a number' })
    .int('must be whole seconds')
    .min(MIN_CALL_SECONDS, `must be at least ${MIN_CALL_SECONDS}`)
    .max(MAX_CALL_SECONDS, `must be at most ${MAX_CALL_SECONDS}`)
    .optional(),
});

/**
 * The creation's body: `campaignId` (required) and the reviewed choices. The SPEC's body is the
 * campaign payload: its fields may still come with it (an older client's request), but they are
 * neither read nor kept: creation builds the STORED campaign (ADR 26).
 */
const realCampaignBody = z
  .object({
    campaignId: z
      .unknown()
      .refine((v) => v !== undefined, 'is required')
      .pipe(campaignIdSchema),
  })
  .extend(choicesSchema.shape);
const preflightQuery = choicesSchema.extend({ uid: z.string().optional() });

const toChoices = (c: z.infer<typeof choicesSchema>) => ({
  usdRate: c.rate,
  landingPage: c.landingPage || undefined,
  radiusKm: c.radiusKm,
  callSeconds: c.callSeconds,
});

const startQuery = z.object({
  uid: z.string().min(1).max(128).optional(),
  returnTo: z.string().max(512, 'must be at most 512 characters').optional(),
});

/**
 * The app's public origin: PUBLIC_URL when set (production: it must match the redirect URI
 * registered with Google), else the one the request came through (Hosting forwards the host).
 */
export function publicOrigin(services: Services, req: Request): string {
  return services.config.publicUrl ?? `${req.protocol}://${req.host}`;
}

function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return /\p{Cs}/u.test(value);
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (value && typeof value === 'object') return Object.values(value).some(hasLoneSurrogate);
  return false;
}

export function googleAdsRoutes(services: Services): Router {
  const router = Router();

  /**
   * GET /oauth2callback/start?uid&returnTo → {url}: Google's consent URL with a single-use state,
   * and the browser-binding cookie the callback checks (http/browser-binding.ts).
   */
  router.get('/oauth2callback/start', requireOwnUid, async (req, res) => {
    const query = parseInput(startQuery, req.query);
    const returnTo = query.returnTo === undefined ? GOOGLE_ADS_RETURN_PATH : safeReturnPath(query.returnTo);
    if (!returnTo) throw new HttpError('INVALID_REQUEST', msg('request.returnTo'));
    const uid = currentUser(req).uid;
    const redirectUri = `${publicOrigin(services, req)}/oauth2callback`;
    // Bound to this browser too: the callback needs the cookie set here.
    const binding = newBrowserBinding();
    // The callback writes its `reason` in the language of the app that started.
    const language = await answerLanguage(req, services.languages.get);
    const body: OAuthStartResponse = await services.googleAdsConnection.start({
      uid,
      returnTo,
      redirectUri,
      browserHash: binding.hash,
      language,
      pageLanguage: headerLanguage(req),
    });
    setBrowserBinding(req, res, services.config, binding.nonce);
    res.json(body);
  });

  /**
   * POST /campaign/user/{uid}/real → {message, campaign, googleAds}: the campaign created, paused, in
   * the user's Google Ads account, built from the stored campaign `campaignId` and the reviewed
   * choices. 400 no or bad campaignId, bad choices, or no landing link; 404 no such campaign of the caller's; 403 PREMIUM_REQUIRED,
   * GOOGLE_ADS_NOT_CONNECTED; 401 GOOGLE_ADS_TOKEN_INVALID (the connection is then marked broken).
   */
  router.post('/campaign/user/:uid/real', requireOwnUid, async (req, res) => {
    // A lone UTF-16 surrogate cannot be stored in Firestore nor sent to Google: refuse it here.
    if (hasLoneSurrogate(req.body)) throw new HttpError('INVALID_REQUEST', msg('request.textBadUnicode'));
    const { campaignId, rate, landingPage, radiusKm, callSeconds } = parseInput(realCampaignBody, req.body ?? {});
    const uid = currentUser(req).uid;
    const language = await answerLanguage(req, services.languages.get);
    const { body, created } = await services.googleAdsCampaigns.create(
      uid,
      campaignId,
      toChoices({ rate, landingPage, radiusKm, callSeconds }),
      language,
    );
    res.status(created ? 201 : 200).json(body);
  });

  /**
   * GET /campaign/user/{uid}/{campaignId}/preflight?rate=&landingPage=&radiusKm= → PreflightResponse:
   * the account, type, bidding, locations as Google will target them, language, daily budget in the
   * account's currency at a stated rate, ad groups, keywords, ads, assets, status PAUSED, and the
   * blocking problems with their fix. Reads only; nothing is sent to Google but look-ups.
   */
  router.get('/campaign/user/:uid/:campaignId/preflight', requireOwnUid, async (req, res) => {
    const campaignId = parseInput(campaignIdSchema, req.params['campaignId']);
    const choices = parseInput(preflightQuery, req.query);
    const language = await answerLanguage(req, services.languages.get);
    res.json(await services.googleAdsCampaigns.preflight(currentUser(req).uid, campaignId, toChoices(choices), language));
  });

  return router;
}
