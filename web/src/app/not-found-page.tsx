import { Link } from 'react-router-dom';
import { PageTitle, useI18n } from '@/lib/i18n';

export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <div className="page narrow">
      <PageTitle title={t('common.notFound.title')} />
      <h1>{t('common.notFound.title')}</h1>
      <p>{t('common.notFound.body')}</p>
      <Link className="btn btn-primary" to="/">
        {t('common.goHome')}
      </Link>
    </div>
  );
}
