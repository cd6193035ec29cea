import type { SubscriptionStatusResponse } from '@contract/api';
import type { Plan } from '@contract/plans';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { paths } from '@/config/paths';
import { useApiClient, type ApiResult } from '@/lib/api-client';
import { readUserData } from '@/lib/user-data';
import { cancelAtPeriodEnd } from './api/cancel-at-period-end';
import { resumeSubscription } from './api/resume-subscription';
import { clearCancelRecord, isRecordCurrent, readCancelRecord, saveCancelRecord } from './cancel-record';
import { formatPeriodEnd, tierLabel, tierOf, TIER_CONTENT } from './plan-tiers';
import { useSubscriptionStatus } from './use-subscription-status';
import './billing.css';

/** SPEC §9: the plan page appears after 120 ms. */
export const PLAN_PAGE_DELAY_MS = 120;
export const CANCEL_CONFIRM_TEXT =
  "Your subscription will be canceled at the end of the current period. You won't be charged on the next renewal. Do you confirm?";
export const RESUME_CONFIRM_TEXT = 'Your subscription will renew at the end of the current period as usual. Do you confirm?';
export const VERIFY_FAILED_MESSAGE = "We couldn't verify your subscription. Showing Free plan.";

interface View {
  tier: Plan;
  status: string;
  pending: boolean;
  periodEnd: number | null;
  subscriptionId: string | null;
  note: { tone: 'warning' | 'info'; text: string } | null;
}

/** /plan (SPEC §2 My Plan): the user's tier, what it includes, and scheduling a cancelation. */
export default function PlanPage() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), PLAN_PAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const status = useSubscriptionStatus();
  const [view, setView] = useState<View | null>(null);

  useEffect(() => {
    if (status.status === 'ready') setView(viewFromServer(status.data));
    if (status.status === 'failed') {
      setView({ tier: 'BASIC', status: '', pending: false, periodEnd: null, subscriptionId: null, note: { tone: 'warning', text: VERIFY_FAILED_MESSAGE } });
    }
  }, [status]);

  if (!visible) return null;
  if (!view) {
    return (
      <div className="page narrow billing">
        <p className="card billing-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          Loading your plan...
        </p>
      </div>
    );
  }
  return <PlanDetails view={view} onChange={setView} />;
}

/**
 * SPEC §4 Subscription: a pending cancelation the server reports is remembered locally, for that
 * subscription; otherwise a stored record saying it is pending is reused only while the server
 * reports the same subscription; otherwise (another subscription is live, or none) it is cleared.
 */
function viewFromServer(data: SubscriptionStatusResponse): View {
  const tier = tierOf(data);
  const uid = readUserData()?.uid;
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
  const troubled = ['past_due', 'unpaid', 'incomplete'].includes(data.status);
  return {
    tier,
    // A Free user has no subscription (the server says 'none'); SPEC §2 shows the default, 'active'.
    status: data.status === 'none' ? '' : data.status,
    pending,
    periodEnd,
    subscriptionId,
    note: troubled && data.message ? { tone: 'warning', text: data.message } : null,
  };
}

function PlanDetails({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const api = useApiClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const content = TIER_CONTENT[view.tier];
  const canCancel = view.tier !== 'BASIC' && !view.pending;

  /** Confirms, calls the backend, and reports; `done` applies a success to the view. */
  async function change<T>(confirmText: string, call: (uid: string) => Promise<ApiResult<T>>, failed: string, done: (uid: string, data: T) => string) {
    if (!window.confirm(confirmText)) return;
    const uid = readUserData()?.uid;
    if (!uid) {
      setResult({ tone: 'error', text: 'Missing configuration or user.' });
      return;
    }
    setBusy(true);
    setResult(null);
    const response = await call(uid);
    setBusy(false);
    if (!response.ok) {
      setResult({ tone: 'error', text: response.status > 0 ? `Request failed (HTTP ${response.status}). Try again later.` : failed });
      return;
    }
    setResult({ tone: 'success', text: done(uid, response.data) });
  }

  const cancel = () =>
    change(CANCEL_CONFIRM_TEXT, (uid) => cancelAtPeriodEnd(api, uid), "We couldn't schedule the cancelation. Please try again later.", (uid, data) => {
      const periodEnd = typeof data.current_period_end === 'number' ? data.current_period_end : view.periodEnd;
      saveCancelRecord(uid, periodEnd, data.subscription_id ?? view.subscriptionId);
      onChange({ ...view, status: data.status || view.status, pending: true, periodEnd });
      return `Cancelation scheduled. ${data.message ?? ''}`.trim();
    });

  const resume = () =>
    change(RESUME_CONFIRM_TEXT, (uid) => resumeSubscription(api, uid), "We couldn't resume the subscription. Please try again later.", (uid, data) => {
      clearCancelRecord(uid);
      onChange({ ...view, status: data.status || view.status, pending: false, periodEnd: data.current_period_end ?? view.periodEnd });
      return `Subscription resumed. ${data.message ?? ''}`.trim();
    });

  return (
    <div className="page narrow billing">
      <section className="card plan-card" aria-labelledby="plan-title">
        <span className={`badge plan-badge plan-badge-${view.tier.toLowerCase()}`}>{tierLabel(view.tier)}</span>
        <h1 id="plan-title">My Plan</h1>
        <p className="plan-headline">{content.headline}</p>
        <p className="muted">{content.subtitle}</p>
        {view.note ? (
          <p className={`alert alert-${view.note.tone}`} role="status">
            {view.note.text}
          </p>
        ) : null}

        <h2 className="plan-section-title">What's included</h2>
        <ul className="plan-features">
          {content.features.map((feature) => (
            <li key={feature}>
              <Icon name="check-circle" size={18} />
              {feature}
            </li>
          ))}
        </ul>

        <p className="plan-subscription">
          <Icon name="calendar" size={18} />
          {view.pending
            ? `Your subscription is set to cancel at period end. Next charge stops on: ${formatPeriodEnd(view.periodEnd)}`
            : `Subscription status: ${view.status || 'active'}`}
        </p>

        {result ? (
          <p className={`alert alert-${result.tone}`} role={result.tone === 'error' ? 'alert' : 'status'}>
            {result.text}
          </p>
        ) : null}

        <div className="billing-actions">
          {content.upgradeLabel ? (
            <Link to={paths.pricing} className="btn btn-primary">
              {content.upgradeLabel}
            </Link>
          ) : null}
          {canCancel ? (
            <button
              type="button"
              className="btn btn-danger"
              title="Schedule cancelation at the end of the current period"
              disabled={busy}
              onClick={() => void cancel()}
            >
              {busy ? 'Processing...' : 'Cancel at period end'}
            </button>
          ) : null}
          {view.tier !== 'BASIC' && view.pending ? (
            <button
              type="button"
              className="btn btn-primary"
              title="Keep the subscription renewing after the current period"
              disabled={busy}
              onClick={() => void resume()}
            >
              {busy ? 'Processing...' : 'Resume subscription'}
            </button>
          ) : null}
          <Link to={paths.dashboard} className="btn btn-ghost">
            Back to Dashboard
          </Link>
        </div>
      </section>
      <p className="muted plan-footer">Plan detected from your account: {tierLabel(view.tier)}</p>
    </div>
  );
}
