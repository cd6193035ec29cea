import { PLAN_LABELS, PRICE_DETAILS, type PriceKey } from '../contract/plans.js';
import { escapeHtml, STAND_IN_BASE_CSS, standInPage } from '../http/stand-in-page.js';

/**
 * The local checkout stand-in's pages: the stand-in shell (escaped, no scripts); the Pay and Cancel
 * buttons are plain POST forms.
 */

export const CHECKOUT_CSS_PATH = '/local/checkout-assets/checkout.css';

export function describePrice(key: PriceKey): { plan: string; price: string; period: string } {
  const d = PRICE_DETAILS[key];
  const amount = `$${d.amount.toFixed(2)} USD / ${d.interval}`;
  return {
    plan: PLAN_LABELS[d.plan],
    price: d.trialDays ? `$0.00 for ${d.trialDays} days, then ${amount}` : amount,
    period: d.period === 'annual' ? 'Annual (billed yearly)' : d.trialDays ? `Monthly, after a ${d.trialDays}-day free trial` : 'Monthly',
  };
}

function layout(title: string, body: string): string {
  return standInPage({ title, tag: 'Local stand-in for Stripe Checkout', stylesheet: CHECKOUT_CSS_PATH, body });
}

export function checkoutPage(input: { sessionId: string; price: PriceKey; email: string | null; productName: string }): string {
  const { plan, price, period } = describePrice(input.price);
  const base = `/local/checkout/${encodeURIComponent(input.sessionId)}`;
  return layout(
    'Test checkout — no charge',
    `<h1>Test checkout — no charge</h1>
<p class="lead">You are subscribing to ${escapeHtml(input.productName)} on the local stack. No card is asked for and nothing is charged.</p>
<dl class="summary">
<div><dt>Plan</dt><dd>${escapeHtml(plan)}</dd></div>
<div><dt>Price</dt><dd>${escapeHtml(price)}</dd></div>
<div><dt>Period</dt><dd>${escapeHtml(period)}</dd></div>
${input.email ? `<div><dt>Account</dt><dd>${escapeHtml(input.email)}</dd></div>` : ''}
</dl>
<div class="actions">
<form method="post" action="${escapeHtml(`${base}/pay`)}"><button type="submit" class="pay">Pay</button></form>
<form method="post" action="${escapeHtml(`${base}/cancel`)}"><button type="submit" class="cancel">Cancel</button></form>
</div>
<p class="note">Pay creates the subscription here and sends Stripe-signed events through the app's real webhook.</p>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(message)}</p>
${link ? `<p><a class="link" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );
}

export const CHECKOUT_CSS = `${STAND_IN_BASE_CSS}
.summary{margin:0 0 24px;border:1px solid #dbe1ea;border-radius:10px}
.summary div{display:flex;justify-content:space-between;gap:16px;padding:10px 14px;border-top:1px solid #dbe1ea}
.summary div:first-child{border-top:0}
dt{color:#475569}
dd{margin:0;font-weight:600;text-align:right;min-width:0;overflow-wrap:anywhere}
.actions{display:flex;flex-direction:column;gap:10px}
button{width:100%;min-height:48px}
.pay{background:#1d4ed8;color:#fff}
.pay:hover{background:#1e40af}
.cancel{background:#fff;color:#0f172a;border-color:#dbe1ea}
.cancel:hover{background:#f6f8fb}
`;
