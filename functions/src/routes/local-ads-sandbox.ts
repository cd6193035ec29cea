import express, { Router, type Request, type Response } from 'express';
import { issueSandboxCode, SANDBOX_CONSENT_PATH, SANDBOX_CURRENCIES, type SandboxCurrency } from '../adapters/google-ads/sandbox.js';
import { ADWORDS_SCOPE } from '../adapters/google-ads/types.js';
import { escapeHtml, STAND_IN_BASE_CSS, standInPage } from '../http/stand-in-page.js';
import type { Services } from '../services.js';

/**
 * Local mode only: the sandbox's stand-in for Google's consent screen. Server-rendered, every value
 * escaped, no scripts (Allow and Deny are plain POST forms), its own strict CSP and a same-origin
 * stylesheet. Allow issues a sandbox code; both answers go back through the real /oauth2callback.
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

function sendPage(res: Response, status: number, title: string, body: string) {
  res
    .status(status)
    .set({ 'Content-Security-Policy': CSP, 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'no-referrer', 'Content-Type': 'text/html; charset=utf-8' })
    .send(standInPage({ title, tag: "Local stand-in for Google's consent screen", stylesheet: CSS_PATH, body }));
}

export function localAdsSandboxRoutes(services: Services): Router {
  const router = Router();
  // Only while the sandbox is the Google Ads provider: with real credentials these pages are off.
  router.use('/local/google-ads', (_req, _res, next) => next(services.googleAds.provider === 'sandbox' ? undefined : 'router'));

  router.get(CSS_PATH, (_req, res) => {
    res.set({ 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' }).send(SANDBOX_CSS);
  });

  router.get(SANDBOX_CONSENT_PATH, (req, res) => {
    const params = consentParams(req);
    if (!params) {
      return sendPage(res, 400, 'Invalid authorization request', `<h1>Invalid authorization request</h1>
<p class="lead">This link is missing its state or return address. Go back to the app and start the Google Ads connection again.</p>
<p><a class="link" href="/dashboard">Back to the dashboard</a></p>`);
    }
    const query = new URLSearchParams({ state: params.state, redirect_uri: params.redirectUri }).toString();
    const product = escapeHtml(services.config.productName);
    return sendPage(res, 200, 'Google Ads sandbox — no real account', `<h1>Google Ads sandbox — no real account</h1>
<p class="lead"><strong>${product}</strong> wants access to your Google Ads account.</p>
<div class="scope">
<p class="scope-title">This will allow ${product} to:</p>
<p>See, edit, create and delete your Google Ads accounts and data.</p>
<p class="muted">Scope: <code>${escapeHtml(ADWORDS_SCOPE)}</code> · offline access</p>
</div>
<div class="actions">
<form method="post" action="${escapeHtml(`${SANDBOX_CONSENT_PATH}/deny?${query}`)}"><button type="submit" class="deny">Deny</button></form>
<form method="post" action="${escapeHtml(`${SANDBOX_CONSENT_PATH}/allow?${query}`)}" class="allow-form">
<label for="currency">Test account billed in</label>
<select id="currency" name="currency">${SANDBOX_CURRENCIES.map((c) => `<option value="${c}"${c === 'USD' ? ' selected' : ''}>${c}</option>`).join('')}</select>
<button type="submit" class="allow">Allow</button>
</form>
</div>
<p class="note">Nothing here touches a real Google account. Allow returns to the app with a sandbox authorization; campaigns you then create are recorded on this machine, not sent to Google.</p>`);
  });

  router.post(`${SANDBOX_CONSENT_PATH}/:decision`, express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const params = consentParams(req);
    const decision = req.params['decision'];
    if (!params || (decision !== 'allow' && decision !== 'deny')) {
      return sendPage(res, 400, 'Invalid authorization request', `<h1>Invalid authorization request</h1>
<p class="lead">Go back to the app and start the Google Ads connection again.</p>`);
    }
    // The test account's currency (USD by default): USD, EUR or ARS, so other currencies run locally.
    const asked = (req.body as { currency?: unknown } | undefined)?.currency;
    const currency: SandboxCurrency = SANDBOX_CURRENCIES.includes(asked as SandboxCurrency) ? (asked as SandboxCurrency) : 'USD';
    if (asked !== undefined && asked !== currency) {
      return sendPage(res, 400, 'Invalid authorization request', `<h1>Invalid authorization request</h1>
<p class="lead">Choose a test account currency: ${SANDBOX_CURRENCIES.join(', ')}.</p>`);
    }
    // Back to the real callback on this origin, with what Google would put in the query.
    const answer: Record<string, string> =
      decision === 'allow'
        ? { code: await issueSandboxCode(services.db, params.redirectUri, currency), state: params.state }
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
