import { normalizePlan } from '@contract/plans';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/lib/current-user';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSubscriptionStatus } from '@/lib/subscription-status';
import { useRecheckAfterPortal } from './api/portal-return';
import { TIER_NAMES } from './plan-tiers';
import { PortalButton } from './portal-button';
import './billing.css';

/**
 * Issue 29: a payment that failed is said on every signed-in page, with the way out (the portal).
 * `past_due`: Stripe is retrying and the plan is kept; `on_hold` (unpaid or paused): "Payment
 * failed — your {plan} is on hold", features as Free's until it is paid. Nothing otherwise.
 */
export function PaymentBanner() {
  const { status } = useSession();
  const { uid } = useCurrentUser();
  const { pathname } = useLocation();
  // The Checkout pages report the payment themselves (and poll the status on their own).
  if (status !== 'signed-in' || !uid || pathname.startsWith('/checkout/')) return null;
  return <SignedInPaymentBanner uid={uid} />;
}

function SignedInPaymentBanner({ uid }: { uid: string }) {
  const { t } = useI18n();
  const subscription = useSubscriptionStatus();
  const state = subscription.status === 'ready' ? (subscription.data.payment_state ?? 'ok') : 'ok';
  useRecheckAfterPortal(uid, state !== 'ok');
  if (subscription.status !== 'ready' || state === 'ok') return null;
  const { data } = subscription;
  const plan = t('billing.banner.planName', { plan: t(TIER_NAMES[normalizePlan(data.subscription_plan ?? data.plan)]) });
  return (
    <div className={`payment-banner payment-banner-${state}`} role="alert">
      <div className="payment-banner-text">
        <p className="payment-banner-title">
          {state === 'past_due' ? t('billing.banner.pastDue.title') : t('billing.banner.onHold.title', { plan })}
        </p>
        <p className="payment-banner-detail">
          {state === 'past_due' ? t('billing.banner.pastDue.detail', { plan }) : t('billing.banner.onHold.detail')}
        </p>
      </div>
      <div className="payment-banner-action">
        <PortalButton text="billing.banner.update" />
      </div>
    </div>
  );
}
