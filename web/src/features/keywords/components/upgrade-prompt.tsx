import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** 429 LIMIT_REACHED for keyword research: what happened and where to upgrade. */
export function KeywordUpgradePrompt({ message }: { message: string }) {
  return (
    <div className="kw-upgrade" role="alert">
      <p>
        <strong>Keyword research limit reached.</strong> {message}
      </p>
      <Link to={paths.pricing} className="btn btn-primary btn-sm">
        Upgrade
      </Link>
    </div>
  );
}

export function SourceBadge({ label }: { label: string }) {
  return <span className="kw-source">{label}</span>;
}
