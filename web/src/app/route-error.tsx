import { useLayoutEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle, useI18n } from '@/lib/i18n';
import { revealApp } from './prerender-handoff';

export function RouteError() {
  const { t } = useI18n();
  useLayoutEffect(revealApp, []);
  return (
    <main className="page narrow" id="main">
      <PageTitle title={t('common.routeError.title')} />
      <h1>{t('common.routeError.title')}</h1>
      <p>{t('common.routeError.body')}</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>{' '}
        <Link to="/">{t('common.goHome')}</Link>
      </p>
    </main>
  );
}
