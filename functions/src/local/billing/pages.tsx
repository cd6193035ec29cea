import type { ReactNode } from 'react';
import type { InterfaceLanguage } from '../../contract/languages.js';
import { PLAN_LABELS, PRICE_DETAILS, type PriceKey } from '../../contract/plans.js';
import { renderPage, STAND_IN_BASE_CSS, StandInPage } from '../pages/shell.js';

/**
 * The local checkout stand-in's pages: the stand-in shell (rendered by React, so escaped; no
 * scripts); the Pay and Cancel buttons are plain POST forms. In English or Spanish; the English is
 * what the e2e journeys read.
 */

export const CHECKOUT_CSS_PATH = '/local/checkout-assets/checkout.css';

const TEXT = {
  en: {
    tag: 'Local stand-in for Stripe Checkout',
    title: 'Test checkout — no charge',
    lead: (product: string) => `You are subscribing to ${product} on the local stack. Pick one of Stripe's test cards; nothing is charged.`,
    plan: 'Plan',
    price: 'Price',
    period: 'Period',
    account: 'Account',
    pay: 'Pay',
    cancel: 'Cancel',
    note: "Pay creates the subscription here and sends Stripe-signed events through the app's real webhook.",
    cardLegend: 'Test card',
    amount: (amount: number, interval: 'month' | 'year') => `$${amount.toFixed(2)} USD / ${interval}`,
    trial: (days: number, amount: string) => `$0.00 for ${days} days, then ${amount}`,
    annual: 'Annual (billed yearly)',
    monthlyTrial: (days: number) => `Monthly, after a ${days}-day free trial`,
    monthly: 'Monthly',
  },
  es: {
    tag: 'Simulación local de Stripe Checkout',
    title: 'Pago de prueba — sin cargo',
    lead: (product: string) =>
      `Te estás suscribiendo a ${product} en el entorno local. Elegí una de las tarjetas de prueba de Stripe; no se cobra nada.`,
    plan: 'Plan',
    price: 'Precio',
    period: 'Período',
    account: 'Cuenta',
    pay: 'Pagar',
    cancel: 'Cancelar',
    note: 'Pagar crea la suscripción acá y manda eventos firmados como los de Stripe al webhook real de la app.',
    cardLegend: 'Tarjeta de prueba',
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
    declined: {
      title: 'Your card was declined',
      message: 'The test card you picked is declined by the card network. Nothing was charged and no subscription was created.',
      link: 'Try another card',
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
    declined: {
      title: 'Tu tarjeta fue rechazada',
      message: 'La red de tarjetas rechaza la tarjeta de prueba que elegiste. No se cobró nada y no se creó ninguna suscripción.',
      link: 'Probar con otra tarjeta',
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

function Layout(props: { title: string; lang: InterfaceLanguage; children: ReactNode }) {
  return (
    <StandInPage title={props.title} tag={TEXT[props.lang].tag} stylesheet={CHECKOUT_CSS_PATH} lang={props.lang}>
      {props.children}
    </StandInPage>
  );
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
  return renderPage(
    <Layout title={t.title} lang={lang}>
      <h1>{t.title}</h1>
      <p className="lead">{t.lead(input.productName)}</p>
      <dl className="summary">
        <div>
          <dt>{t.plan}</dt>
          <dd>{plan}</dd>
        </div>
        <div>
          <dt>{t.price}</dt>
          <dd>{price}</dd>
        </div>
        <div>
          <dt>{t.period}</dt>
          <dd>{period}</dd>
        </div>
        {input.email ? (
          <div>
            <dt>{t.account}</dt>
            <dd>{input.email}</dd>
          </div>
        ) : null}
      </dl>
      <div className="actions">
        <form method="post" action={`${base}/pay${query}`}>
          <CardChoice lang={lang} legend={t.cardLegend} checked="4242424242424242" />
          <button type="submit" className="pay">
            {t.pay}
          </button>
        </form>
        <form method="post" action={`${base}/cancel${query}`}>
          <button type="submit" className="cancel">
            {t.cancel}
          </button>
        </form>
      </div>
      <p className="note">{t.note}</p>
    </Layout>,
  );
}

export function messagePage(
  title: string,
  message: string,
  link?: { href: string; label: string },
  lang: InterfaceLanguage = 'en',
): string {
  return renderPage(
    <Layout title={title} lang={lang}>
      <h1>{title}</h1>
      <p className="lead">{message}</p>
      {link ? (
        <p>
          <a className="link" href={link.href}>
            {link.label}
          </a>
        </p>
      ) : null}
    </Layout>,
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
h2{font-size:1.125rem;margin:24px 0 8px}
.cards{border:1px solid #dbe1ea;border-radius:10px;margin:0 0 12px;padding:8px 14px}
.cards legend{font-weight:600;padding:0 4px}
.choice{display:flex;gap:8px;align-items:flex-start;padding:6px 0;overflow-wrap:anywhere}
.invoices{list-style:none;margin:0;padding:0}
.invoices li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;padding:8px 0;border-top:1px solid #dbe1ea}
.secondary{background:#fff;color:#0f172a;border-color:#dbe1ea}
.notice{background:#fef2f2;color:#991b1b;border-radius:10px;padding:10px 14px}
.muted{color:#475569}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.pay{background:#1d4ed8;color:#fff}
.pay:hover{background:#1e40af}
.cancel{background:#fff;color:#0f172a;border-color:#dbe1ea}
.cancel:hover{background:#f6f8fb}
`;

/** Stripe's test cards, as the stand-in offers them (local-billing.ts TEST_CARDS). */
const CARD_CHOICES = {
  en: [
    ['4242424242424242', 'Visa 4242 4242 4242 4242 — pays'],
    ['4000000000000341', 'Visa 4000 0000 0000 0341 — saved, then every charge is declined'],
    ['4000000000000002', 'Visa 4000 0000 0000 0002 — declined'],
    ['5555555555554444', 'Mastercard 5555 5555 5555 4444 — pays'],
  ],
  es: [
    ['4242424242424242', 'Visa 4242 4242 4242 4242 — paga'],
    ['4000000000000341', 'Visa 4000 0000 0000 0341 — se guarda, después rechaza cada cobro'],
    ['4000000000000002', 'Visa 4000 0000 0000 0002 — rechazada'],
    ['5555555555554444', 'Mastercard 5555 5555 5555 4444 — paga'],
  ],
} as const;

function CardChoice(props: { lang: InterfaceLanguage; legend: string; checked: string }) {
  return (
    <fieldset className="cards">
      <legend>{props.legend}</legend>
      {CARD_CHOICES[props.lang].map(([value, label]) => (
        <label key={value} className="choice">
          <input type="radio" name="card" value={value} defaultChecked={value === props.checked} /> {label}
        </label>
      ))}
    </fieldset>
  );
}

const PORTAL_TEXT = {
  en: {
    tag: 'Local stand-in for the Stripe customer portal',
    title: 'Billing — test portal',
    lead: 'Update your payment method and see your invoices. Nothing here is charged for real.',
    subscription: 'Subscription',
    status: 'Status',
    period: 'Current period ends',
    endsOn: 'Ends on',
    card: 'Payment method',
    noCard: 'No card saved',
    updateCard: 'Update payment method',
    save: 'Save card',
    invoices: 'Invoices',
    noInvoices: 'No invoices yet.',
    view: 'View',
    paid: 'Paid',
    open: 'Open',
    clock: 'Make time pass (test clock)',
    clockNote: "Moves this subscription to its next moment, as Stripe would, and sends Stripe's events to the app.",
    advance: 'Go to the next renewal (or the trial end, or the cancellation date)',
    exhaust: 'Exhaust the payment retries (becomes unpaid)',
    cancelAt: 'Schedule a cancellation 3 days from now',
    back: 'Return to the app',
    none: 'No subscription',
    declined: 'That card was declined: it was not saved.',
    notNow: 'That is not possible for this subscription now.',
  },
  es: {
    tag: 'Simulación local del portal de clientes de Stripe',
    title: 'Facturación — portal de prueba',
    lead: 'Actualizá tu medio de pago y mirá tus facturas. Acá no se cobra nada de verdad.',
    subscription: 'Suscripción',
    status: 'Estado',
    period: 'El período actual termina',
    endsOn: 'Termina el',
    card: 'Medio de pago',
    noCard: 'No hay ninguna tarjeta guardada',
    updateCard: 'Actualizar medio de pago',
    save: 'Guardar tarjeta',
    invoices: 'Facturas',
    noInvoices: 'Todavía no hay facturas.',
    view: 'Ver',
    paid: 'Pagada',
    open: 'Pendiente',
    clock: 'Hacer pasar el tiempo (reloj de prueba)',
    clockNote: 'Lleva esta suscripción a su próximo momento, como lo haría Stripe, y manda los eventos de Stripe a la app.',
    advance: 'Ir a la próxima renovación (o al fin de la prueba, o a la fecha de cancelación)',
    exhaust: 'Agotar los reintentos de pago (queda impaga)',
    cancelAt: 'Programar una cancelación dentro de 3 días',
    back: 'Volver a la app',
    none: 'Sin suscripción',
    declined: 'Esa tarjeta fue rechazada: no se guardó.',
    notNow: 'Eso no se puede hacer ahora con esta suscripción.',
  },
} as const;

export interface PortalPageInput {
  id: string;
  lang: InterfaceLanguage;
  langParam: boolean;
  returnUrl: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number } | undefined;
  subscription: { plan: string; status: string; periodEnd: number; cancelAt: number | null } | undefined;
  invoices: Array<{ id: string; number: string; created: number; amount: number; currency: string; status: string; url: string }>;
  notice?: 'declined' | 'notNow' | undefined;
}

const dateText = (seconds: number, lang: InterfaceLanguage) =>
  new Date(seconds * 1000).toLocaleDateString(lang === 'es' ? 'es-AR' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
const moneyText = (minor: number, currency: string, lang: InterfaceLanguage) =>
  new Intl.NumberFormat(lang === 'es' ? 'es-AR' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'code',
  }).format(minor / 100);

/** The stand-in customer portal: card, invoices, and the test clock, as plain POST forms. */
export function portalPage(input: PortalPageInput): string {
  const { lang } = input;
  const t = PORTAL_TEXT[lang];
  const q = input.langParam ? `?lang=${lang}` : '';
  const base = `/local/portal/${encodeURIComponent(input.id)}`;
  const sub = input.subscription;
  const action = (name: string, label: string) => (
    <form method="post" action={`${base}/${name}${q}`}>
      <button type="submit" className="secondary">
        {label}
      </button>
    </form>
  );
  const card = input.card
    ? `${input.card.brand} •••• ${input.card.last4} (${String(input.card.exp_month).padStart(2, '0')}/${input.card.exp_year})`
    : t.noCard;
  return renderPage(
    <StandInPage title={t.title} tag={t.tag} stylesheet={CHECKOUT_CSS_PATH} lang={lang}>
      <h1>{t.title}</h1>
      <p className="lead">{t.lead}</p>
      {input.notice ? (
        <p className="notice" role="alert">
          {t[input.notice]}
        </p>
      ) : null}
      <dl className="summary">
        <div>
          <dt>{t.subscription}</dt>
          <dd>{sub ? sub.plan : t.none}</dd>
        </div>
        {sub ? (
          <div>
            <dt>{t.status}</dt>
            <dd data-testid="portal-status">{sub.status}</dd>
          </div>
        ) : null}
        {sub ? (
          <div>
            <dt>{sub.cancelAt !== null ? t.endsOn : t.period}</dt>
            <dd>{dateText(sub.cancelAt ?? sub.periodEnd, lang)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.card}</dt>
          <dd data-testid="portal-card">{card}</dd>
        </div>
      </dl>
      <h2>{t.updateCard}</h2>
      <form method="post" action={`${base}/card${q}`}>
        <CardChoice lang={lang} legend={t.card} checked="4242424242424242" />
        <button type="submit" className="pay">
          {t.save}
        </button>
      </form>
      <h2>{t.invoices}</h2>
      {input.invoices.length ? (
        <ul className="invoices">
          {input.invoices.map((i) => (
            <li key={i.id}>
              <span>{`${i.number} · ${dateText(i.created, lang)}`}</span>
              <span>{`${moneyText(i.amount, i.currency, lang)} · ${i.status === 'paid' ? t.paid : t.open}`}</span>
              <a className="link" href={i.url + q}>
                {t.view}
                <span className="sr-only">{` ${i.number}`}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t.noInvoices}</p>
      )}
      {sub ? (
        <>
          <h2>{t.clock}</h2>
          <p className="note">{t.clockNote}</p>
          <div className="actions">
            {action('advance', t.advance)}
            {action('exhaust-retries', t.exhaust)}
            {action('cancel-in-3-days', t.cancelAt)}
          </div>
        </>
      ) : null}
      <p>
        <a className="link" href={input.returnUrl}>
          {t.back}
        </a>
      </p>
    </StandInPage>,
  );
}

const INVOICE_TEXT = {
  en: { tag: 'Local stand-in for a Stripe invoice', title: 'Invoice', amount: 'Amount', status: 'Status', period: 'Period', date: 'Date' },
  es: {
    tag: 'Simulación local de una factura de Stripe',
    title: 'Factura',
    amount: 'Importe',
    status: 'Estado',
    period: 'Período',
    date: 'Fecha',
  },
} as const;

export function invoicePage(input: {
  lang: InterfaceLanguage;
  number: string;
  created: number;
  amount: number;
  currency: string;
  status: string;
  periodStart: number;
  periodEnd: number;
}): string {
  const { lang } = input;
  const t = INVOICE_TEXT[lang];
  const p = PORTAL_TEXT[lang];
  const title = `${t.title} ${input.number}`;
  return renderPage(
    <StandInPage title={title} tag={t.tag} stylesheet={CHECKOUT_CSS_PATH} lang={lang}>
      <h1>{title}</h1>
      <dl className="summary">
        <div>
          <dt>{t.date}</dt>
          <dd>{dateText(input.created, lang)}</dd>
        </div>
        <div>
          <dt>{t.amount}</dt>
          <dd>{moneyText(input.amount, input.currency, lang)}</dd>
        </div>
        <div>
          <dt>{t.status}</dt>
          <dd>{input.status === 'paid' ? p.paid : p.open}</dd>
        </div>
        <div>
          <dt>{t.period}</dt>
          <dd>{`${dateText(input.periodStart, lang)} – ${dateText(input.periodEnd, lang)}`}</dd>
        </div>
      </dl>
    </StandInPage>,
  );
}
