import { Router, type Request, type Response } from 'express';
import type { Config } from '../../config.js';
import { CardDeclined, type LocalBilling, type PortalAction } from './local-billing.js';
import {
  CHECKOUT_CSS,
  CHECKOUT_CSS_PATH,
  CHECKOUT_MESSAGES,
  checkoutPage,
  describePrice,
  invoicePage,
  messagePage,
  portalPage,
} from './pages.js';
import { priceKeyOf } from '../../billing/plan.js';
import { pageLanguage, queryLanguage } from '../../i18n/request-language.js';
import { HttpError } from '../../errors.js';
import { log } from '../../logs.js';

const SESSION_ID = /^cs_local_[0-9a-f]{1,64}$/;
const PORTAL_ID = /^bps_local_[0-9a-f]{1,64}$/;
const INVOICE_ID = /^in_local_[0-9a-f]{1,64}$/;
const PORTAL_ACTIONS: readonly PortalAction[] = ['advance', 'exhaust-retries', 'cancel-in-3-days'];

/** A field of the page's POST form (urlencoded), parsed by the platform or read from the raw body. */
function formField(req: Request, name: string): string | undefined {
  const body: unknown = req.body;
  if (body && typeof body === 'object' && typeof (body as Record<string, unknown>)[name] === 'string') {
    return (body as Record<string, string>)[name];
  }
  const raw = req.rawBody?.toString('utf8');
  return raw ? (new URLSearchParams(raw).get(name) ?? undefined) : undefined;
}

/**
 * The local checkout stand-in's pages (local billing only; public, like Stripe's hosted page):
 * `GET /local/checkout/:sessionId` shows plan, price and period with Pay and Cancel, in English or
 * Spanish (`?lang=`, else the browser's Accept-Language).
 */
export function localCheckoutRoutes(local: LocalBilling, config: Config): Router {
  const router = Router();

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
        productName: config.productName,
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
      next = SESSION_ID.test(id) ? await local.pay(id, formField(req, 'card')) : undefined;
    } catch (error) {
      if (error instanceof CardDeclined) {
        const back = `/local/checkout/${id}${queryLanguage(req) ? `?lang=${lang}` : ''}`;
        sendPage(res, 402, messagePage(t.declined.title, t.declined.message, { href: back, label: t.declined.link }, lang));
        return;
      }
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

  // The stand-in customer portal (issue 29): the card, the invoices, and the test clock.
  router.get('/local/portal/:portalId', async (req, res) => {
    const lang = pageLanguage(req);
    const t = CHECKOUT_MESSAGES[lang];
    const view = PORTAL_ID.test(req.params.portalId) ? await local.portal(req.params.portalId) : undefined;
    if (!view) {
      sendPage(res, 404, messagePage(t.notFound.title, t.notFound.message, { href: '/plan', label: t.notFound.link }, lang));
      return;
    }
    const sub = view.subscription;
    const item = sub?.items.data[0];
    const key = item ? priceKeyOf(item.price.id, config.stripe.prices) : undefined;
    const notice = req.query['notice'];
    sendPage(
      res,
      200,
      portalPage({
        id: view.session.id,
        lang,
        langParam: queryLanguage(req) !== undefined,
        returnUrl: view.session.return_url,
        card: view.card?.card,
        subscription:
          sub && item
            ? {
                plan: key ? describePrice(key, lang).plan : item.price.id,
                status: sub.status,
                periodEnd: item.current_period_end,
                cancelAt: sub.cancel_at,
              }
            : undefined,
        invoices: view.invoices.map((i) => ({
          id: i.id,
          number: i.number,
          created: i.created,
          amount: i.amount_due,
          currency: i.currency,
          status: i.status,
          url: `/local/invoices/${i.id}`,
        })),
        notice: notice === 'declined' || notice === 'notNow' ? notice : undefined,
      }),
      view.session.return_url,
    );
  });

  router.post('/local/portal/:portalId/:action', async (req, res) => {
    const { portalId, action } = req.params;
    const lang = pageLanguage(req);
    const query = (notice?: string) => {
      const params = new URLSearchParams();
      if (queryLanguage(req)) params.set('lang', lang);
      if (notice) params.set('notice', notice);
      const text = params.toString();
      return text ? `?${text}` : '';
    };
    if (!PORTAL_ID.test(portalId) || !(await local.portal(portalId))) {
      res.redirect(303, '/plan');
      return;
    }
    try {
      if (action === 'card') await local.updateCard(portalId, formField(req, 'card') ?? '');
      else if ((PORTAL_ACTIONS as readonly string[]).includes(action)) await local.simulate(portalId, action as PortalAction);
      else throw new HttpError('NOT_FOUND', 'No such action.');
    } catch (error) {
      if (error instanceof CardDeclined) return res.redirect(303, `/local/portal/${portalId}${query('declined')}`);
      if (error instanceof HttpError && error.status < 500) return res.redirect(303, `/local/portal/${portalId}${query('notNow')}`);
      throw error;
    }
    res.redirect(303, `/local/portal/${portalId}${query()}`);
  });

  router.get('/local/invoices/:invoiceId', async (req, res) => {
    const lang = pageLanguage(req);
    const t = CHECKOUT_MESSAGES[lang];
    const invoice = INVOICE_ID.test(req.params.invoiceId) ? await local.invoice(req.params.invoiceId) : undefined;
    if (!invoice) {
      sendPage(res, 404, messagePage(t.notFound.title, t.notFound.message, { href: '/plan', label: t.notFound.link }, lang));
      return;
    }
    sendPage(
      res,
      200,
      invoicePage({
        lang,
        number: invoice.number,
        created: invoice.created,
        amount: invoice.amount_due,
        currency: invoice.currency,
        status: invoice.status,
        periodStart: invoice.period_start,
        periodEnd: invoice.period_end,
      }),
    );
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
