import type { ReactNode } from 'react';
import type { InterfaceLanguage } from '../../contract/languages.js';
import { PLAN_LABELS, PRICE_DETAILS, type PriceKey } from '../../contract/plans.js';
import { renderPage, STAND_IN_BASE_CSS, StandInPage } from '../pages/shell.js';
import { inEachLanguage, interfaceVariant } from '../../i18n/messages.js';
import { localText } from '../text.js';

/**
 * The local checkout stand-in's pages: the stand-in shell (rendered by React, so escaped; no
 * scripts); the Pay and Cancel buttons are plain POST forms. In English or Spanish; the English is
 * what the e2e journeys read.
 */

export const CHECKOUT_CSS_PATH = '/local/checkout-assets/checkout.css';

const TEXT = inEachLanguage((lang) => {
  const v = interfaceVariant(lang);
  return {
    tag: localText('local.checkout.tag', v),
    title: localText('local.checkout.title', v),
    lead: (product: string) => localText('local.checkout.lead', v, { product }),
    plan: localText('local.checkout.plan', v),
    price: localText('local.checkout.price', v),
    period: localText('local.checkout.period', v),
    account: localText('local.checkout.account', v),
    pay: localText('local.checkout.pay', v),
    cancel: localText('local.checkout.cancel', v),
    note: localText('local.checkout.note', v),
    cardLegend: localText('local.checkout.cardLegend', v),
    amount: (amount: number, interval: 'month' | 'year') =>
      localText(`local.checkout.amount.${interval}`, v, { amount: amount.toFixed(2) }),
    trial: (days: number, amount: string) => localText('local.checkout.trial', v, { days, amount }),
    annual: localText('local.checkout.annual', v),
    monthlyTrial: (days: number) => localText('local.checkout.monthlyTrial', v, { days }),
    monthly: localText('local.checkout.monthly', v),
  };
});

/** The texts of the checkout's message pages (not found, already paid, payment failed). */
export const CHECKOUT_MESSAGES = inEachLanguage((lang) => {
  const v = interfaceVariant(lang);
  return {
    notFound: {
      title: localText('local.checkout.notFound.title', v),
      message: localText('local.checkout.notFound.message', v),
      link: localText('local.checkout.notFound.link', v),
    },
    paid: {
      title: localText('local.checkout.paid.title', v),
      message: localText('local.checkout.paid.message', v),
      link: localText('local.checkout.paid.link', v),
    },
    failed: {
      title: localText('local.checkout.failed.title', v),
      message: localText('local.checkout.failed.message', v),
      link: localText('local.checkout.failed.link', v),
    },
    declined: {
      title: localText('local.checkout.declined.title', v),
      message: localText('local.checkout.declined.message', v),
      link: localText('local.checkout.declined.link', v),
    },
  };
});

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
const CARD_NUMBERS = ['4242424242424242', '4000000000000341', '4000000000000002', '5555555555554444'] as const;
const CARD_CHOICES = inEachLanguage((lang) =>
  CARD_NUMBERS.map((card) => [card, localText(`local.checkout.card.${card}`, interfaceVariant(lang))] as const),
);

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

const PORTAL_TEXT = inEachLanguage((lang) => {
  const v = interfaceVariant(lang);
  return {
    tag: localText('local.portal.tag', v),
    title: localText('local.portal.title', v),
    lead: localText('local.portal.lead', v),
    subscription: localText('local.portal.subscription', v),
    status: localText('local.portal.status', v),
    period: localText('local.portal.period', v),
    endsOn: localText('local.portal.endsOn', v),
    card: localText('local.portal.card', v),
    noCard: localText('local.portal.noCard', v),
    updateCard: localText('local.portal.updateCard', v),
    save: localText('local.portal.save', v),
    invoices: localText('local.portal.invoices', v),
    noInvoices: localText('local.portal.noInvoices', v),
    view: localText('local.portal.view', v),
    paid: localText('local.portal.paid', v),
    open: localText('local.portal.open', v),
    clock: localText('local.portal.clock', v),
    clockNote: localText('local.portal.clockNote', v),
    advance: localText('local.portal.advance', v),
    exhaust: localText('local.portal.exhaust', v),
    cancelAt: localText('local.portal.cancelAt', v),
    back: localText('local.portal.back', v),
    none: localText('local.portal.none', v),
    declined: localText('local.portal.declined', v),
    notNow: localText('local.portal.notNow', v),
  };
});

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

const INVOICE_TEXT = inEachLanguage((lang) => {
  const v = interfaceVariant(lang);
  return {
    tag: localText('local.invoice.tag', v),
    title: localText('local.invoice.title', v),
    amount: localText('local.invoice.amount', v),
    status: localText('local.invoice.status', v),
    period: localText('local.invoice.period', v),
    date: localText('local.invoice.date', v),
  };
});

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
