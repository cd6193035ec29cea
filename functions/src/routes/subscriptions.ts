import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Config } from '../config.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { HttpError, notConfigured } from '../errors.js';
import { parseInput } from '../http/validate.js';
import type { ReadCache } from '../http/read-cache.js';
import type { Services } from '../services.js';
import { msg } from '../i18n/messages.js';
import { answerLanguage, headerLanguage } from '../i18n/request-language.js';

const checkoutBody = z.object({
  email: z.string().trim().min(1, 'is required').max(320),
  priceId: z.string().trim().min(1, 'is required').max(200),
});

/** GET status, POST checkout, POST cancel at period end (docs/product.md P10). Behind `requireUser`. */
export function subscriptionsRoutes(services: Services, reads: ReadCache): Router {
  const router = Router();

  router.get('/api/suscripciones/estado/:uid', requireOwnUid, reads.cached(), async (req, res) => {
    res.json(await services.subscriptions.status(currentUser(req).uid, headerLanguage(req)));
  });

  router.post('/api/suscripciones/:uid/cancel-at-period-end', requireOwnUid, async (req, res) => {
    res.json(await services.subscriptions.cancelAtPeriodEnd(currentUser(req).uid, await answerLanguage(req, services.languages.get)));
  });

  /** Undoes a scheduled cancelation: 200 with the subscription fields; 409 when there is none to undo. */
  router.post('/api/suscripciones/:uid/resume', requireOwnUid, async (req, res) => {
    res.json(await services.subscriptions.resume(currentUser(req).uid, await answerLanguage(req, services.languages.get)));
  });

  /** The customer portal (issue 29): update the card, invoices. 200 {portalUrl}; 409 without a billing account. */
  router.post('/api/suscripciones/:uid/portal', requireOwnUid, async (req, res) => {
    const language = await answerLanguage(req, services.languages.get);
    const answer = await services.subscriptions.portal(currentUser(req).uid, appOrigin(req, services.config), language);
    // The local stand-in portal opens in the app's language, as its checkout does.
    res.json(services.subscriptions.opensStandInPages ? { portalUrl: withLang(answer.portalUrl, language) } : answer);
  });

  router.post('/api/suscripciones/crear-session', requireOwnUid, async (req, res) => {
    const body = parseInput(checkoutBody, req.body ?? {});
    const user = currentUser(req);
    const answer = await services.subscriptions.startCheckout({
      uid: user.uid,
      tokenEmail: user.email,
      name: user.name,
      email: body.email,
      priceId: body.priceId,
      origin: appOrigin(req, services.config),
      language: headerLanguage(req),
    });
    // The local stand-in page opens in the app's language (the browser's own may differ).
    const lang = headerLanguage(req);
    res.json(services.subscriptions.opensStandInPages && lang ? { ...answer, checkoutUrl: withLang(answer.checkoutUrl, lang) } : answer);
  });

  return router;
}

/**
 * Where Checkout sends the browser back: PUBLIC_URL; in local mode without it, the origin the
 * request came from — but only a loopback one, since Host and Origin are client-controlled.
 */
export function appOrigin(req: Request, config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  if (config.mode !== 'local') throw notConfigured('PUBLIC_URL');
  for (const candidate of [req.get('origin'), `${req.protocol}://${req.host}`]) {
    const origin = loopbackOrigin(candidate);
    if (origin) return origin;
  }
  throw new HttpError('INVALID_REQUEST', msg('billing.localOrigin'));
}

function loopbackOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    const host = url.hostname;
    const loopback = host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
    return loopback && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function withLang(url: string, lang: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('lang', lang);
  return parsed.toString();
}
