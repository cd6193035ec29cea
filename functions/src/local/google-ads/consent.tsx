import express, { Router, type Request, type Response } from 'express';
import type { Config } from '../../config.js';
import { issueSandboxCode, SANDBOX_CONSENT_PATH, SANDBOX_CURRENCIES, type SandboxAdsStore, type SandboxCurrency } from './sandbox.js';
import { ADWORDS_SCOPE } from '../../adapters/google-ads/types.js';
import type { ReactNode } from 'react';
import type { InterfaceLanguage } from '../../contract/languages.js';
import { renderPage, STAND_IN_BASE_CSS, StandInPage } from '../pages/shell.js';
import { pageLanguage, queryLanguage } from '../../i18n/request-language.js';
import { inEachLanguage, interfaceVariant } from '../../i18n/messages.js';
import { localText } from '../text.js';

/**
 * Local mode only: the sandbox's stand-in for Google's consent screen. Rendered by React on the
 * server (every value escaped), no scripts (Allow and Deny are plain POST forms), its own strict CSP and a same-origin
 * stylesheet. Allow issues a sandbox code; both answers go back through the real /oauth2callback.
 * In English or Spanish (`?lang=`, else the browser's Accept-Language).
 */
const CSS_PATH = '/local/google-ads/sandbox.css';
const CSP = "default-src 'none'; style-src 'self'; img-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const STATE_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;

/** The state and redirect URI of a consent request, or undefined when they are not well-formed. */
function consentParams(req: Request): { state: string; redirectUri: string } | undefined {
  const { state, redirect_uri: redirectUri } = req.query;
  if (typeof state !== 'string' || !STATE_PATTERN.test(state) || typeof redirectUri !== 'string') return undefined;
  try {
    const url = new URL(redirectUri);
    if (url.pathname !== '/oauth2callback' || url.search || url.hash || !/^https?:$/.test(url.protocol)) return undefined;
  } catch {
    return undefined;
  }
  return { state, redirectUri };
}

const TEXT = inEachLanguage((lang) => {
  const v = interfaceVariant(lang);
  return {
    tag: localText('local.consent.tag', v),
    title: localText('local.consent.title', v),
    wants: (product: ReactNode) => (
      <>
        <strong>{product}</strong>
        {localText('local.consent.wants', v)}
      </>
    ),
    allowTo: (product: string) => localText('local.consent.allowTo', v, { product }),
    scope: localText('local.consent.scope', v),
    scopeLabel: localText('local.consent.scopeLabel', v),
    offline: localText('local.consent.offline', v),
    deny: localText('local.consent.deny', v),
    allow: localText('local.consent.allow', v),
    currency: localText('local.consent.currency', v),
    note: localText('local.consent.note', v),
    invalid: localText('local.consent.invalid', v),
    missing: localText('local.consent.missing', v),
    again: localText('local.consent.again', v),
    back: localText('local.consent.back', v),
    chooseCurrency: (list: string) => localText('local.consent.chooseCurrency', v, { list }),
  };
});

function sendPage(res: Response, status: number, title: string, body: ReactNode, lang: InterfaceLanguage) {
  res
    .status(status)
    .set({
      'Content-Security-Policy': CSP,
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Content-Type': 'text/html; charset=utf-8',
    })
    .send(
      renderPage(
        <StandInPage title={title} tag={TEXT[lang].tag} stylesheet={CSS_PATH} lang={lang}>
          {body}
        </StandInPage>,
      ),
    );
}

/** Mounted only while the sandbox is the Google Ads provider (local/index.ts): with real credentials these pages are off. */
export function localAdsSandboxRoutes(store: SandboxAdsStore, config: Config): Router {
  const router = Router();

  router.get(CSS_PATH, (_req, res) => {
    res.set({ 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' }).send(SANDBOX_CSS);
  });

  router.get(SANDBOX_CONSENT_PATH, (req, res) => {
    const lang = pageLanguage(req);
    const t = TEXT[lang];
    const params = consentParams(req);
    if (!params) {
      return sendPage(
        res,
        400,
        t.invalid,
        <>
          <h1>{t.invalid}</h1>
          <p className="lead">{t.missing}</p>
          <p>
            <a className="link" href="/dashboard">
              {t.back}
            </a>
          </p>
        </>,
        lang,
      );
    }
    const query = new URLSearchParams({
      state: params.state,
      redirect_uri: params.redirectUri,
      ...(queryLanguage(req) ? { lang } : {}),
    }).toString();
    const product = config.productName;
    return sendPage(
      res,
      200,
      t.title,
      <>
        <h1>{t.title}</h1>
        <p className="lead">{t.wants(product)}</p>
        <div className="scope">
          <p className="scope-title">{t.allowTo(product)}</p>
          <p>{t.scope}</p>
          <p className="muted">
            {`${t.scopeLabel}: `}
            <code>{ADWORDS_SCOPE}</code>
            {` · ${t.offline}`}
          </p>
        </div>
        <div className="actions">
          <form method="post" action={`${SANDBOX_CONSENT_PATH}/deny?${query}`}>
            <button type="submit" className="deny">
              {t.deny}
            </button>
          </form>
          <form method="post" action={`${SANDBOX_CONSENT_PATH}/allow?${query}`} className="allow-form">
            <label htmlFor="currency">{t.currency}</label>
            <select id="currency" name="currency" defaultValue="USD">
              {SANDBOX_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            <button type="submit" className="allow">
              {t.allow}
            </button>
          </form>
        </div>
        <p className="note">{t.note}</p>
      </>,
      lang,
    );
  });

  router.post(`${SANDBOX_CONSENT_PATH}/:decision`, express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const lang = pageLanguage(req);
    const t = TEXT[lang];
    const params = consentParams(req);
    const decision = req.params['decision'];
    if (!params || (decision !== 'allow' && decision !== 'deny')) {
      return sendPage(
        res,
        400,
        t.invalid,
        <>
          <h1>{t.invalid}</h1>
          <p className="lead">{t.again}</p>
        </>,
        lang,
      );
    }
    // The test account's currency (USD by default), one of those the page offers.
    const asked = (req.body as { currency?: unknown } | undefined)?.currency;
    const currency: SandboxCurrency = SANDBOX_CURRENCIES.includes(asked as SandboxCurrency) ? (asked as SandboxCurrency) : 'USD';
    if (asked !== undefined && asked !== currency) {
      return sendPage(
        res,
        400,
        t.invalid,
        <>
          <h1>{t.invalid}</h1>
          <p className="lead">{t.chooseCurrency(SANDBOX_CURRENCIES.join(', '))}</p>
        </>,
        lang,
      );
    }
    // Back to the real callback on this origin, with what Google would put in the query.
    const answer: Record<string, string> =
      decision === 'allow'
        ? { code: await issueSandboxCode(store, params.redirectUri, currency), state: params.state }
        : { error: 'access_denied', state: params.state };
    return res.redirect(303, `/oauth2callback?${new URLSearchParams(answer).toString()}`);
  });

  return router;
}

const SANDBOX_CSS = `${STAND_IN_BASE_CSS}
.scope{border:1px solid #dbe1ea;border-radius:10px;padding:12px 16px;margin:0 0 24px}
.scope p{margin:0 0 6px}
.scope-title{font-weight:600}
.muted{color:#64748b;font-size:.875rem}
code{font-size:.8125rem;word-break:break-all}
.actions{display:flex;gap:12px;justify-content:flex-end;flex-wrap:wrap;align-items:flex-end}
.allow-form{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
label{font-size:.875rem;color:#334155}
select{padding:9px 8px;border:1px solid #cbd5e1;border-radius:8px;font:inherit;min-height:44px}
button{padding:10px 24px}
.allow{background:#1d4ed8;color:#fff}
.allow:hover{background:#1e40af}
.deny{background:#fff;color:#1d4ed8;border-color:#cbd5e1}
.deny:hover{background:#f1f5f9}
@media (max-width:400px){.actions{flex-direction:column-reverse;align-items:stretch}.actions button{width:100%}.allow-form{flex-direction:column;align-items:stretch}}
`;
