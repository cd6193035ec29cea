import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n';

/** 429 LIMIT_REACHED for keyword research: what happened (the server's message) and where to upgrade. */
export function KeywordUpgradePrompt({ message }: { message: string }) {
  const { t } = useI18n();
  return (
    <div className="kw-upgrade" role="alert">
      <p>
        <strong>{t('keywords.upgrade.title')}</strong> {message}
      </p>
      <Link to={paths.pricing} className="btn btn-primary btn-sm">
        {t('keywords.upgrade.upgrade')}
      </Link>
    </div>
  );
}

export function SourceBadge({ label }: { label: string }) {
  return <span className="kw-source">{label}</span>;
}
