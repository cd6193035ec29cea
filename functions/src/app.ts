import express, { type Express, type Router } from 'express';
import { requireUser } from './http/auth.js';
import { jsonBody } from './http/body.js';
import { readerVarietyScope } from './i18n/reader-variety.js';
import { readCache } from './http/read-cache.js';
import { createErrorHandler, notFound } from './http/error-handler.js';
import { streamCors } from './http/stream-cors.js';
import { authRoutes } from './routes/auth.js';
import { campaignsRoutes } from './routes/campaigns.js';
import { campaignPageRoutes } from './routes/campaign-page.js';
import { usageRoutes } from './routes/usage.js';
import { usersRoutes } from './routes/users.js';
import { businessProfileRoutes } from './routes/business-profile.js';
import { supportRoutes } from './routes/support.js';
import { factsRoutes } from './routes/facts.js';
import { chatHistoryRoutes } from './routes/chat-history.js';
import { chatRoutes } from './routes/chat.js';
import { geoRoutes } from './routes/geo.js';
import { googleAdsRoutes } from './routes/google-ads.js';
import { healthRoutes } from './routes/health.js';
import { keywordsRoutes } from './routes/keywords.js';
import { oauthCallbackRoutes } from './routes/oauth-callback.js';
import { resultsRoutes } from './routes/results.js';
import { trackingRoutes } from './routes/tracking.js';
import { stripeWebhookRoutes } from './routes/stripe-webhook.js';
import { subscriptionsRoutes } from './routes/subscriptions.js';
import { emailRoutes } from './routes/email.js';
import { notificationsRoutes } from './routes/notifications.js';
import type { Services } from './services.js';

/** Paths that need `Authorization: Bearer <Firebase ID token>` (docs/product.md P10). */
export const PROTECTED_PREFIXES = [
  '/auth',
  '/campaign',
  '/chat',
  '/api/suscripciones',
  '/oauth2callback/start',
  '/geo',
  '/usage',
  '/keywords',
  '/users',
  '/profile',
  '/support',
  '/notifications',
];

/**
 * The `api` function: one Express app serving every backend path. `standInPages` are the local
 * stand-ins' pages under /local/ (given in local mode only, by main.ts).
 */
export function createApp(services: Services, standInPages?: Router): Express {
  const app = express();
  app.disable('x-powered-by');
  // Every answer is `Cache-Control: no-store`, so an ETag is never used; hashing each body costs CPU on every read.
  app.set('etag', false);
  app.set('trust proxy', true);
  // The reader's variety of Spanish (Accept-Language's region) for every text written for this request.
  app.use(readerVarietyScope);
  app.use((_req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff');
    res.set('Cache-Control', 'no-store');
    next();
  });

  // Public paths first: health, the Stripe webhook (raw body, signature-checked), the OAuth
  // callback, and in local mode the stand-in pages (checkout, portal, Google consent, mail outbox).
  app.use(healthRoutes(services.config));
  app.use(stripeWebhookRoutes(services));
  app.use(oauthCallbackRoutes(services));
  if (standInPages) app.use(standInPages);
  // Unsubscribe links work without signing in (a signed token names the user and the mail).
  app.use(emailRoutes(services));

  // The streaming requests may come from the app's origin straight to this function (see stream-cors.ts).
  app.use(streamCors(services.config.publicUrl));
  app.use(jsonBody);
  app.use(readerVarietyScope);
  app.use(PROTECTED_PREFIXES, requireUser(services.identity.verify));
  // Recent GET answers per user, in this instance's memory (ADR 19); any other request drops them.
  const reads = readCache();
  app.use(reads.dropOnChange);
  // A webhook that changed a user's plan or subscription drops their answers here too.
  services.onBillingChange((uid) => reads.drop(uid));
  app.use(authRoutes(services));
  app.use(campaignsRoutes(services, reads));
  app.use(factsRoutes(services));
  app.use(campaignPageRoutes(services, reads));
  app.use(usageRoutes(services, reads));
  app.use(chatRoutes(services));
  app.use(subscriptionsRoutes(services, reads));
  app.use(googleAdsRoutes(services));
  app.use(resultsRoutes(services, reads));
  app.use(trackingRoutes(services));
  app.use(geoRoutes(services));
  app.use(keywordsRoutes(services));
  app.use(usersRoutes(services));
  app.use(businessProfileRoutes(services));
  app.use(supportRoutes(services));
  app.use(chatHistoryRoutes(services));
  app.use(notificationsRoutes(services));

  app.use(notFound);
  app.use(createErrorHandler({ storedLanguage: services.languages.get }));
  return app;
}
