import { PLAN_LABELS, PRICE_DETAILS, type PriceKey } from '../contract/plans.js';

/**
 * The local checkout stand-in's pages: server-rendered HTML, every value escaped, no scripts
 * (the Pay and Cancel buttons are plain POST forms), styles from a same-origin stylesheet.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

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
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${CHECKOUT_CSS_PATH}">
</head>
<body>
<main class="sheet">
<p class="tag">Local stand-in for Stripe Checkout</p>
${body}
</main>
</body>
</html>`;
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

export const CHECKOUT_CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#0f172a;background:#f6f8fb;line-height:1.5}
.sheet{width:100%;max-width:480px;background:#fff;border:1px solid #dbe1ea;border-radius:16px;padding:32px 24px;box-shadow:0 4px 16px rgb(15 23 42 / .08)}
.tag{display:inline-block;margin:0 0 12px;padding:2px 10px;border-radius:999px;background:#fffbeb;color:#92400e;font-size:.875rem;font-weight:600}
h1{font-size:1.6rem;line-height:1.2;margin:0 0 8px}
.lead{color:#475569;margin:0 0 20px}
.summary{margin:0 0 24px;border:1px solid #dbe1ea;border-radius:10px}
.summary div{display:flex;justify-content:space-between;gap:16px;padding:10px 14px;border-top:1px solid #dbe1ea}
.summary div:first-child{border-top:0}
dt{color:#475569}
dd{margin:0;font-weight:600;text-align:right;min-width:0;overflow-wrap:anywhere}
.actions{display:flex;flex-direction:column;gap:10px}
.actions form{margin:0}
button{width:100%;min-height:48px;border-radius:10px;font:inherit;font-weight:600;cursor:pointer;border:1px solid transparent}
.pay{background:#1d4ed8;color:#fff}
.pay:hover{background:#1e40af}
.cancel{background:#fff;color:#0f172a;border-color:#dbe1ea}
.cancel:hover{background:#f6f8fb}
button:focus-visible,.link:focus-visible{outline:3px solid rgb(29 78 216 / .45);outline-offset:2px}
.note{margin:20px 0 0;font-size:.875rem;color:#475569}
.link{color:#1d4ed8;font-weight:600}
`;
