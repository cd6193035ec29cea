import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { paths } from '@/config/paths';
import { useApiClient } from '@/lib/api-client';
import { startGoogleAdsConnection } from '@/lib/google-ads-connection';
import { PageTitle, useI18n } from '@/lib/i18n';
import './google-ads-return.css';

/** docs/product.md P8.1: the connection auto-starts after 1.2 s when the page is asked to (`?autostart=1`). */
export const AUTO_START_DELAY_MS = 1200;

/**
 * /integrations/google-ads (docs/product.md P8.1): where Google's authorization returns (`?status=ok|error`
 * with `reason`, `error_description` or `error` as the Detail), and, with `?autostart=1`, where a
 * connection can be started (the checkout success page links here).
 */
export default function GoogleAdsReturnPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const status = params.get('status');
  const detail = params.get('reason') || params.get('error_description') || params.get('error') || '';
  // Only a page without a result auto-starts: coming back from Google never loops into a new start.
  const autoStart = !status && params.get('autostart') === '1';

  return (
    <div className="page narrow google-ads-return">
      <PageTitle title={t('google-ads.pageTitle')} />
      <section className="card google-ads-return-card" aria-labelledby="google-ads-return-title">
        <p className="eyebrow">{t('google-ads.eyebrow')}</p>
        <h1 id="google-ads-return-title">{t('google-ads.heading')}</h1>
        {status === 'ok' && <Authorized />}
        {status === 'error' && <Failed detail={detail} />}
        {autoStart && <AutoStart />}
        {status !== 'ok' && status !== 'error' && !autoStart && <p className="muted">{t('google-ads.noResult')}</p>}
        <Link to={paths.dashboard} className="btn btn-primary google-ads-return-back">
          {t('google-ads.back')}
        </Link>
      </section>
    </div>
  );
}

function Authorized() {
  const { t } = useI18n();
  return (
    <>
      <div className="alert alert-success google-ads-return-alert" role="status">
        <Icon name="check-circle" size={20} />
        <p>{t('google-ads.success')}</p>
      </div>
      <p className="muted">{t('google-ads.successNext')}</p>
    </>
  );
}

function Failed({ detail }: { detail: string }) {
  const { t, rich } = useI18n();
  return (
    <div className="alert alert-warning google-ads-return-alert" role="alert">
      <Icon name="warning" size={20} />
      <div>
        <p>{t('google-ads.failure')}</p>
        {detail && (
          <p className="google-ads-return-detail">
            {rich('google-ads.detail', { detail, strong: (chunks) => <strong key="strong">{chunks}</strong> })}
          </p>
        )}
      </div>
    </div>
  );
}

/** Starts the connection after 1.2 s; shows the start's error if it cannot. */
function AutoStart() {
  const { t } = useI18n();
  const api = useApiClient();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    const timer = setTimeout(() => {
      void startGoogleAdsConnection(api).then((outcome) => {
        if (active && 'error' in outcome) setError(outcome.error);
      });
    }, AUTO_START_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [api]);

  if (error) {
    return (
      <div className="alert alert-error google-ads-return-alert" role="alert">
        <Icon name="warning" size={20} />
        <p>{error}</p>
      </div>
    );
  }
  return (
    <p className="google-ads-return-progress" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('google-ads.starting')}
    </p>
  );
}
