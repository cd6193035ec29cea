import { Router, type Response } from 'express';
import { CHECKOUT_CSS, CHECKOUT_CSS_PATH, CHECKOUT_MESSAGES, checkoutPage, messagePage } from '../billing/local-checkout-page.js';
import { pageLanguage, queryLanguage } from '../i18n/request-language.js';
import { HttpError } from '../errors.js';
import { log } from '../logs.js';
import type { Services } from '../services.js';

const SESSION_ID = /^cs_local_[0-9a-f]{1,64}$/;

/**
 * The local checkout stand-in's pages (local billing only; public, like Stripe's hosted page):
 * `GET /local/checkout/:sessionId` shows plan, price and period with Pay and Cancel, in English or
 * Spanish (`?lang=`, else the browser's Accept-Language).
 */
export function localCheckoutRoutes(services: Services): Router {
  const router = Router();
  const local = services.localBilling;
  if (!local) return router;

  router.get(CHECKOUT_CSS_PATH, (_req, res) => {
    res.type('text/css').set('Cache-Control', 'public, max-age=300').send(CHECKOUT_CSS);
  });

  router.get('/local/checkout/:sessionId', async (req, res) => {
    const lang = pageLanguage(req);
    const t = CHECKOUT_MESSAGES[lang];
    const found = SESSION_ID.test(req.params.sessionId) ? await local.session(req.params.sessionId) : undefined;
    // An expired session (a newer one replaced it) is no longer a valid link.
    if (!found || !found.price || found.session.status === 'expired') {
      sendPage(res, 404, messagePage(t.notFound.title, t.notFound.message, { href: '/pricing', label: t.notFound.link }, lang));
      return;
    }
    const { session, price } = found;
    if (session.status === 'complete') {
      sendPage(
        res,
        200,
        messagePage(t.paid.title, t.paid.message, { href: successUrl(session.success_url, session.id), label: t.paid.link }, lang),
        session.success_url,
      );
      return;
    }
    sendPage(
      res,
      200,
      checkoutPage({
        sessionId: session.id,
        price,
        email: session.customer_email,
        productName: services.config.productName,
        lang,
        langParam: queryLanguage(req) !== undefined,
      }),
      session.success_url,
    );
  });

  router.post('/local/checkout/:sessionId/pay', async (req, res) => {
    const id = req.params.sessionId;
    const lang = pageLanguage(req);
    const t = CHECKOUT_MESSAGES[lang];
    let next: string | undefined;
    try {
      next = SESSION_ID.test(id) ? await local.pay(id) : undefined;
    } catch (error) {
      if (error instanceof HttpError && error.code === 'CONFLICT') {
        // Replaced by a newer session of the same user (issue 30): this link can no longer be paid.
        sendPage(res, 409, messagePage(t.notFound.title, t.notFound.message, { href: '/pricing', label: t.notFound.link }, lang));
        return;
      }
      log.requestFailed({ method: 'POST', path: '/local/checkout/:sessionId/pay', status: 502, code: 'LOCAL_CHECKOUT', error });
      const status = error instanceof HttpError ? error.status : 502;
      sendPage(
        res,
        status,
        messagePage(
          t.failed.title,
          t.failed.message,
          { href: `/local/checkout/${id}${queryLanguage(req) ? `?lang=${lang}` : ''}`, label: t.failed.link },
          lang,
        ),
      );
      return;
    }
    if (!next) {
      sendPage(res, 404, messagePage(t.notFound.title, t.notFound.message, { href: '/pricing', label: t.notFound.link }, lang));
      return;
    }
    res.redirect(303, next);
  });

  router.post('/local/checkout/:sessionId/cancel', async (req, res) => {
    const found = SESSION_ID.test(req.params.sessionId) ? await local.session(req.params.sessionId) : undefined;
    res.redirect(303, found ? found.session.cancel_url : '/pricing');
  });

  return router;
}

function successUrl(template: string, sessionId: string): string {
  return template.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId));
}

/**
 * HTML with its own strict CSP: no scripts at all, styles only from our stylesheet, forms only to
 * this origin and to where they redirect (the app's success/cancel pages).
 */
function sendPage(res: Response, status: number, html: string, returnUrl?: string) {
  const returnOrigin = returnUrl ? safeOrigin(returnUrl) : undefined;
  const csp = [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self'${returnOrigin ? ` ${returnOrigin}` : ''}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  res
    .status(status)
    .set('Content-Security-Policy', csp)
    .set('X-Frame-Options', 'DENY')
    .set('Referrer-Policy', 'no-referrer')
    .type('html')
    .send(html);
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
