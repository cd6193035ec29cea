import type { InterfaceLanguage } from '../contract/languages.js';
import { PLAN_LABELS, PRICE_DETAILS, type PriceKey } from '../contract/plans.js';
import { escapeHtml, STAND_IN_BASE_CSS, standInPage } from '../http/stand-in-page.js';

/**
 * The local checkout stand-in's pages: the stand-in shell (escaped, no scripts); the Pay and Cancel
 * buttons are plain POST forms. In English or Spanish (issue 24); the English is what the e2e
 * journeys read.
 */

export const CHECKOUT_CSS_PATH = '/local/checkout-assets/checkout.css';

const TEXT = {
  en: {
    tag: 'Local stand-in for Stripe Checkout',
    title: 'Test checkout — no charge',
    lead: (product: string) => `You are subscribing to ${product} on the local stack. No card is asked for and nothing is charged.`,
    plan: 'Plan',
    price: 'Price',
    period: 'Period',
    account: 'Account',
    pay: 'Pay',
    cancel: 'Cancel',
    note: "Pay creates the subscription here and sends Stripe-signed events through the app's real webhook.",
    amount: (amount: number, interval: 'month' | 'year') => `$${amount.toFixed(2)} USD / ${interval}`,
    trial: (days: number, amount: string) => `$0.00 for ${days} days, then ${amount}`,
    annual: 'Annual (billed yearly)',
    monthlyTrial: (days: number) => `Monthly, after a ${days}-day free trial`,
    monthly: 'Monthly',
  },
  es: {
    tag: 'Simulación local de Stripe Checkout',
    title: 'Pago de prueba — sin cargo',
    lead: (product: string) => `Te estás suscribiendo a ${product} en el entorno local. No se pide ninguna tarjeta y no se cobra nada.`,
    plan: 'Plan',
    price: 'Precio',
    period: 'Período',
    account: 'Cuenta',
    pay: 'Pagar',
    cancel: 'Cancelar',
    note: 'Pagar crea la suscripción acá y manda eventos firmados como los de Stripe al webhook real de la app.',
    amount: (amount: number, interval: 'month' | 'year') =>
      `USD ${amount.toFixed(2).replace('.', ',')} / ${interval === 'month' ? 'mes' : 'año'}`,
    trial: (days: number, amount: string) => `USD 0,00 durante ${days} días, después ${amount}`,
    annual: 'Anual (se cobra una vez al año)',
    monthlyTrial: (days: number) => `Mensual, después de ${days} días de prueba gratis`,
    monthly: 'Mensual',
  },
} as const;

/** The texts of the checkout's message pages (not found, already paid, payment failed). */
export const CHECKOUT_MESSAGES = {
  en: {
    notFound: {
      title: 'Checkout not found',
      message: 'This checkout link is not valid. Start again from the Pricing page.',
      link: 'See plans',
    },
    paid: { title: 'Already paid', message: 'This checkout is complete.', link: 'Continue' },
    failed: {
      title: 'Payment not completed',
      message: 'The subscription could not be activated. Go back and press Pay again.',
      link: 'Back to checkout',
    },
  },
  es: {
    notFound: {
      title: 'No encontramos este pago',
      message: 'Este enlace de pago no es válido. Empezá de nuevo desde la página de precios.',
      link: 'Ver planes',
    },
    paid: { title: 'Este pago ya está hecho', message: 'Este pago ya se completó.', link: 'Continuar' },
    failed: {
      title: 'El pago no se completó',
      message: 'No se pudo activar la suscripción. Volvé y tocá Pagar de nuevo.',
      link: 'Volver al pago',
    },
  },
} as const satisfies Record<InterfaceLanguage, Record<string, { title: string; message: string; link: string }>>;

export function describePrice(key: PriceKey, lang: InterfaceLanguage = 'en'): { plan: string; price: string; period: string } {
  const d = PRICE_DETAILS[key];
  const t = TEXT[lang];
  const amount = t.amount(d.amount, d.interval);
  return {
    plan: PLAN_LABELS[d.plan],
    price: d.trialDays ? t.trial(d.trialDays, amount) : amount,
    period: d.period === 'annual' ? t.annual : d.trialDays ? t.monthlyTrial(d.trialDays) : t.monthly,
  };
}

function layout(title: string, body: string, lang: InterfaceLanguage): string {
  return standInPage({ title, tag: TEXT[lang].tag, stylesheet: CHECKOUT_CSS_PATH, body, lang });
}

/** `?lang=es` on the forms' actions keeps a language chosen by the link through Pay and Cancel. */
export function checkoutPage(input: {
  sessionId: string;
  price: PriceKey;
  email: string | null;
  productName: string;
  lang?: InterfaceLanguage;
  langParam?: boolean;
}): string {
  const lang = input.lang ?? 'en';
  const t = TEXT[lang];
  const { plan, price, period } = describePrice(input.price, lang);
  const base = `/local/checkout/${encodeURIComponent(input.sessionId)}`;
  const query = input.langParam ? `?lang=${lang}` : '';
  return layout(
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p class="lead">${escapeHtml(t.lead(input.productName))}</p>
<dl class="summary">
<div><dt>${t.plan}</dt><dd>${escapeHtml(plan)}</dd></div>
<div><dt>${t.price}</dt><dd>${escapeHtml(price)}</dd></div>
<div><dt>${t.period}</dt><dd>${escapeHtml(period)}</dd></div>
${input.email ? `<div><dt>${t.account}</dt><dd>${escapeHtml(input.email)}</dd></div>` : ''}
</dl>
<div class="actions">
<form method="post" action="${escapeHtml(`${base}/pay${query}`)}"><button type="submit" class="pay">${t.pay}</button></form>
<form method="post" action="${escapeHtml(`${base}/cancel${query}`)}"><button type="submit" class="cancel">${t.cancel}</button></form>
</div>
<p class="note">${escapeHtml(t.note)}</p>`,
    lang,
  );
}

export function messagePage(
  title: string,
  message: string,
  link?: { href: string; label: string },
  lang: InterfaceLanguage = 'en',
): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(message)}</p>
${link ? `<p><a class="link" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
    lang,
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
