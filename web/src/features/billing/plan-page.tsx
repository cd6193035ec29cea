import type { SubscriptionStatusResponse } from '@contract/api';
import type { Plan } from '@contract/plans';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDialogs } from '@/components/dialogs';
import { Icon } from '@/components/icon';
import { paths } from '@/config/paths';
import type { ApiResult } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { PageTitle, useI18n, type MessageId } from '@/lib/i18n';
import { useSubscriptionStatus } from '@/lib/subscription-status';
import { readUserData } from '@/lib/user-data';
import { useChangeSubscription } from './api/change-subscription';
import { clearCancelRecord, isRecordCurrent, readCancelRecord, saveCancelRecord } from './cancel-record';
import { periodEndMs, TIER_CONTENT, TIER_NAMES, tierOf } from './plan-tiers';
import { PortalButton } from './portal-button';
import './billing.css';

/** Features that are a place in the app (issue 28): the business profile, and a person to talk to. */
const FEATURE_LINKS: Partial<Record<MessageId, string>> = {
  'billing.plan.feature.customModel': paths.business,
  'billing.plan.feature.accountManager': paths.support,
};

/** docs/product.md P7.4: the plan page appears after 120 ms. */
export const PLAN_PAGE_DELAY_MS = 120;

/** A note above the features: our own message, or the server's (shown as it comes). */
type Note = { tone: 'warning' | 'info' } & ({ id: MessageId } | { text: string });

interface View {
  tier: Plan;
  status: string;
  pending: boolean;
  periodEnd: number | null;
  subscriptionId: string | null;
  note: Note | null;
  /** Issue 29: price, next charge or end, card — as the server reported them. */
  billing: Pick<SubscriptionStatusResponse, 'price' | 'next_charge' | 'ends_at' | 'card'> | null;
  /** A payment failed and is still owed (issue 29): no plan can be bought until it is paid, in the portal. */
  paymentOwed: boolean;
}

/** /plan (docs/product.md P7.4): the user's tier, what it includes, and scheduling a cancelation. */
export default function PlanPage() {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), PLAN_PAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const status = useSubscriptionStatus();
  const { uid } = useCurrentUser();
  const [view, setView] = useState<View | null>(null);

  // The answer becomes the page's view, which cancel and resume then change in place.
  useEffect(() => {
    if (status.status === 'ready') setView(viewFromServer(status.data, uid));
    if (status.status === 'failed') {
      setView({
        tier: 'BASIC',
        status: '',
        pending: false,
        periodEnd: null,
        subscriptionId: null,
        note: { tone: 'warning', id: 'billing.plan.verifyFailed' },
        billing: null,
        paymentOwed: false,
      });
    }
  }, [status, uid]);

  const title = <PageTitle title={t('billing.plan.heading')} />;
  if (!visible) return title;
  if (!view) {
    return (
      <div className="page narrow billing">
        {title}
        <p className="card billing-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('billing.plan.loading')}
        </p>
      </div>
    );
  }
  return (
    <>
      {title}
      <PlanDetails view={view} onChange={setView} />
    </>
  );
}

/**
 * docs/product.md P7.4: a pending cancelation the server reports is remembered locally, for that
 * subscription; otherwise a stored record saying it is pending is reused only while the server
 * reports the same subscription; otherwise (another subscription is live, or none) it is cleared.
 */
function viewFromServer(data: SubscriptionStatusResponse, uid: string | null): View {
  const tier = tierOf(data);
  let pending = data.cancel_at_period_end === true;
  let periodEnd = typeof data.current_period_end === 'number' ? data.current_period_end : null;
  const subscriptionId = typeof data.subscription_id === 'string' ? data.subscription_id : null;
  if (uid) {
    const stored = readCancelRecord(uid);
    if (pending) saveCancelRecord(uid, periodEnd, subscriptionId);
    else if (stored && tier !== 'BASIC' && isRecordCurrent(stored, subscriptionId)) {
      pending = true;
      periodEnd = periodEnd ?? stored.current_period_end;
    } else clearCancelRecord(uid);
  }
  const troubled = ['past_due', 'unpaid', 'paused', 'incomplete'].includes(data.status);
  return {
    tier,
    // A Free user has no subscription (the server says 'none'); docs/product.md P7.4 shows the default, 'active'.
    status: data.status === 'none' ? '' : data.status,
    pending,
    periodEnd,
    subscriptionId,
    note: troubled && data.message ? { tone: 'warning', text: data.message } : null,
    billing: subscriptionId ? { price: data.price, next_charge: data.next_charge, ends_at: data.ends_at, card: data.card } : null,
    paymentOwed: troubled,
  };
}

interface Change<T> {
  confirm: { title: MessageId; message: MessageId; confirmLabel: MessageId; cancelLabel: MessageId; danger?: boolean };
  call: (uid: string) => Promise<ApiResult<T>>;
  failed: MessageId;
  /** Applies a success to the view; answers what to say. */
  done: (uid: string, data: T) => MessageId;
}

function PlanDetails({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const { t, date, money } = useI18n();
  const { mutateAsync: cancelAtPeriodEnd } = useChangeSubscription('cancel');
  const { mutateAsync: resumeSubscription } = useChangeSubscription('resume');
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const content = TIER_CONTENT[view.tier];
  const canCancel = view.tier !== 'BASIC' && !view.pending;
  const tierName = t(TIER_NAMES[view.tier]);

  /** Confirms, calls the backend, and reports (the server's message follows ours, as it comes). */
  async function change<T extends SubscriptionStatusResponse>({ confirm, call, failed, done }: Change<T>) {
    const confirmed = await dialogs.confirm({
      title: t(confirm.title),
      message: t(confirm.message),
      confirmLabel: t(confirm.confirmLabel),
      cancelLabel: t(confirm.cancelLabel),
      danger: confirm.danger,
    });
    if (!confirmed) return;
    // Read when confirmed: the stored user may be gone by now (signed out in another tab).
    const uid = readUserData()?.uid;
    if (!uid) {
      setResult({ tone: 'error', text: t('billing.plan.missingUser') });
      return;
    }
    setBusy(true);
    setResult(null);
    const response = await call(uid);
    setBusy(false);
    if (!response.ok) {
      setResult({ tone: 'error', text: response.status > 0 ? t('billing.plan.requestFailed', { status: response.status }) : t(failed) });
      return;
    }
    const said = done(uid, response.data);
    setResult({ tone: 'success', text: [t(said), response.data.message ?? ''].join(' ').trim() });
  }

  const cancel = () =>
    change({
      confirm: {
        title: 'billing.plan.cancelConfirm.title',
        message: 'billing.plan.cancelConfirm.message',
        confirmLabel: 'billing.plan.cancelConfirm.confirm',
        cancelLabel: 'billing.plan.cancelConfirm.keep',
        danger: true,
      },
      call: cancelAtPeriodEnd,
      failed: 'billing.plan.cancelFailed',
      done: (uid, data) => {
        const periodEnd = typeof data.current_period_end === 'number' ? data.current_period_end : view.periodEnd;
        saveCancelRecord(uid, periodEnd, data.subscription_id ?? view.subscriptionId);
        onChange({
          ...view,
          status: data.status || view.status,
          pending: true,
          periodEnd,
          billing: view.billing ? { ...view.billing, next_charge: null, ends_at: data.ends_at ?? periodEnd } : null,
        });
        return 'billing.plan.cancelScheduled';
      },
    });

  const resume = () =>
    change({
      confirm: {
        title: 'billing.plan.resumeConfirm.title',
        message: 'billing.plan.resumeConfirm.message',
        confirmLabel: 'billing.plan.resume',
        cancelLabel: 'billing.plan.resumeConfirm.back',
      },
      call: resumeSubscription,
      failed: 'billing.plan.resumeFailed',
      done: (uid, data) => {
        clearCancelRecord(uid);
        onChange({
          ...view,
          status: data.status || view.status,
          pending: false,
          periodEnd: data.current_period_end ?? view.periodEnd,
          billing: view.billing ? { ...view.billing, next_charge: data.next_charge ?? null, ends_at: null } : null,
        });
        return 'billing.plan.resumed';
      },
    });

  return (
    <div className="page narrow billing">
      <section className="card plan-card" aria-labelledby="plan-title">
        <span className={`badge plan-badge plan-badge-${view.tier.toLowerCase()}`}>{tierName}</span>
        <h1 id="plan-title">{t('billing.plan.heading')}</h1>
        <p className="plan-headline">{t(content.headline)}</p>
        <p className="muted">{t(content.subtitle.id, content.subtitle.values)}</p>
        {view.note ? (
          <p className={`alert alert-${view.note.tone}`} role="status">
            {'id' in view.note ? t(view.note.id) : view.note.text}
          </p>
        ) : null}

        <h2 className="plan-section-title">{t('billing.plan.included')}</h2>
        <ul className="plan-features">
          {content.features.map((feature) => (
            <li key={feature}>
              <Icon name="check-circle" size={18} />
              {FEATURE_LINKS[feature] ? <Link to={FEATURE_LINKS[feature]}>{t(feature)}</Link> : t(feature)}
            </li>
          ))}
        </ul>

        <p className="plan-subscription">
          <Icon name="calendar" size={18} />
          {view.pending
            ? t('billing.plan.pendingLine', { date: date(periodEndMs(view.periodEnd)) })
            : t('billing.plan.statusLine', { status: view.status || 'active' })}
        </p>

        {view.billing ? (
          <dl className="plan-billing">
            {view.billing.price ? (
              <div>
                <dt>{t('billing.plan.price')}</dt>
                <dd>
                  {t('billing.plan.pricePer', {
                    amount: money(view.billing.price.amount.amount, view.billing.price.amount.currency),
                    interval: view.billing.price.interval,
                  })}
                </dd>
              </div>
            ) : null}
            {view.billing.next_charge ? (
              <div>
                <dt>{t('billing.plan.nextCharge')}</dt>
                <dd>
                  {t('billing.plan.nextChargeValue', {
                    date: date(periodEndMs(view.billing.next_charge.date)),
                    amount: money(view.billing.next_charge.amount.amount, view.billing.next_charge.amount.currency),
                  })}
                </dd>
              </div>
            ) : view.billing.ends_at ? (
              <div>
                <dt>{t('billing.plan.endsOn')}</dt>
                <dd>{date(periodEndMs(view.billing.ends_at))}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('billing.plan.card')}</dt>
              <dd>
                {view.billing.card
                  ? t('billing.plan.cardValue', { brand: cardBrand(view.billing.card.brand), last4: view.billing.card.last4 })
                  : t('billing.plan.noCard')}
              </dd>
            </div>
          </dl>
        ) : null}

        {result ? (
          <p className={`alert alert-${result.tone}`} role={result.tone === 'error' ? 'alert' : 'status'}>
            {result.text}
          </p>
        ) : null}

        <div className="billing-actions">
          {/* While a payment is owed Checkout refuses a new plan (issue 29): the portal (below, and the banner) is the way forward. */}
          {content.upgradeLabel && !view.paymentOwed ? (
            <Link to={paths.pricing} className="btn btn-primary">
              {t(content.upgradeLabel)}
            </Link>
          ) : null}
          {canCancel ? (
            <button
              type="button"
              className="btn btn-danger"
              title={t('billing.plan.cancelTooltip')}
              disabled={busy}
              onClick={() => void cancel()}
            >
              {busy ? t('billing.plan.processing') : t('billing.plan.cancel')}
            </button>
          ) : null}
          {view.tier !== 'BASIC' && view.pending ? (
            <button
              type="button"
              className="btn btn-primary"
              title={t('billing.plan.resumeTooltip')}
              disabled={busy}
              onClick={() => void resume()}
            >
              {busy ? t('billing.plan.processing') : t('billing.plan.resume')}
            </button>
          ) : null}
          {view.subscriptionId ? <PortalButton text="billing.plan.manageBilling" className="btn btn-secondary" /> : null}
          <Link to={paths.dashboard} className="btn btn-ghost">
            {t('billing.backToDashboard')}
          </Link>
        </div>
      </section>
      <p className="muted plan-footer">{t('billing.plan.footer', { tier: tierName })}</p>
    </div>
  );
}

/** Stripe's card brand ids as people write them. */
function cardBrand(brand: string): string {
  // i18n-ignore: brand names, the same in every language
  const names: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express', // i18n-ignore: a brand name
    discover: 'Discover',
    diners: 'Diners Club', // i18n-ignore: a brand name
    jcb: 'JCB',
    unionpay: 'UnionPay',
  };
  return names[brand] ?? brand;
}
