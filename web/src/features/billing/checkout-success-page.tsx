import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { paths } from '@/config/paths';
import { useApiClient } from '@/lib/api-client';
import { planAllows } from '@/lib/current-user';
import { PageTitle, useI18n } from '@/lib/i18n';
import { startGoogleAdsConnection } from '@/lib/google-ads-connection';
import { usePlanDetection } from './api/detect-plan';
import { TIER_NAMES } from './plan-tiers';
import './billing.css';

export { POLL_ATTEMPTS, POLL_INTERVAL_MS } from './api/detect-plan';

/** /checkout/success (docs/product.md P7.3): where Checkout returns after paying. */
export default function CheckoutSuccessPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const detection = usePlanDetection();

  return (
    <div className="page narrow billing">
      <PageTitle title={t('billing.success.heading')} />
      <section className="card success-card" aria-labelledby="success-title">
        <Icon name="check-circle" size={40} className="success-icon" />
        <h1 id="success-title">{t('billing.success.heading')}</h1>
        <p className="lead">{t('billing.success.lead')}</p>

        <div className="next-step">
          <h2 className="plan-section-title">{t('billing.success.nextStep')}</h2>
          <p>{t('billing.success.nextStepBody')}</p>
          <p className="muted success-session">
            {t('billing.success.session')} <code>{sessionId || '-'}</code>
          </p>
          <p className="success-detection" role="status" aria-live="polite">
            {detection.state === 'no-uid' ? (
              t('billing.success.missingUid')
            ) : detection.state === 'detecting' ? (
              <>
                <span className="spinner spinner-sm" aria-hidden="true" />
                {t('billing.success.detecting')}
              </>
            ) : (
              t('billing.success.detected', { plan: t(TIER_NAMES[detection.plan]) })
            )}
          </p>
        </div>

        {detection.state === 'done' && planAllows(detection.plan, 'googleAds') ? <ConnectGoogleAds /> : null}

        <div className="billing-actions">
          <Link to={paths.dashboard} className="btn btn-primary">
            {t('billing.success.goDashboard')}
          </Link>
          <Link to={paths.pricing} className="btn btn-ghost">
            {t('billing.seePlans')}
          </Link>
        </div>
        <ul className="success-notes muted">
          <li>{t('billing.success.noteActivation')}</li>
          <li>{t('billing.success.noteKeepOpen')}</li>
        </ul>
      </section>
    </div>
  );
}

function ConnectGoogleAds() {
  const { t } = useI18n();
  const api = useApiClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function connect() {
    setBusy(true);
    setError(null);
    const result = await startGoogleAdsConnection(api);
    if ('error' in result) {
      setError(result.error);
      setBusy(false);
    }
  }

  return (
    <section className="connect-ads" aria-labelledby="connect-ads-title">
      <h2 id="connect-ads-title" className="plan-section-title">
        {t('billing.connect.heading')}
      </h2>
      <p>{t('billing.connect.body')}</p>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void connect()}>
        {busy ? t('billing.connect.opening') : t('billing.connect.button')}
      </button>
      <p className="muted connect-ads-note">{t('billing.connect.note', { path: paths.googleAdsReturn })}</p>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
