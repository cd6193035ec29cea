import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n';
import { USER_NOT_FOUND_MESSAGE, type CampaignListItem, type CampaignsState } from '../api/get-campaigns';
import '../dashboard.css';
import { PROBLEM_LABELS, campaignName, objectiveLabel, statusLabel, typeLabel } from '../utils/campaign-summary';

interface Props {
  state: CampaignsState;
  refreshing: boolean;
  onSelect: (campaign: CampaignListItem) => void;
  onRetry: () => void;
}

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * The user's campaigns, newest first. On a phone it folds into a disclosure above the chat
 * (the toggle only shows there), so the conversation keeps the screen.
 */
export function CampaignSidebar({ state, refreshing, onSelect, onRetry }: Props) {
  const i18n = useI18n();
  const { t, date } = i18n;
  const titleId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const count = state.status === 'ready' ? state.campaigns.length : null;

  return (
    <aside
      className={`campaign-sidebar card${open ? ' is-open' : ''}`}
      aria-labelledby={titleId}
      aria-busy={state.status === 'loading' || refreshing}
    >
      <div className="sidebar-header">
        <h2 id={titleId}>{t('dashboard.sidebar.title')}</h2>
        <button
          type="button"
          className="btn btn-ghost btn-sm sidebar-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('dashboard.sidebar.hide') : t('dashboard.sidebar.show')}
          {count !== null && <span className="badge">{count}</span>}
        </button>
      </div>
      <div id={listId} className="sidebar-body">
        {state.status === 'loading' && (
          <p className="sidebar-note muted" role="status">
            <span className="spinner spinner-sm" aria-hidden="true" /> {t('dashboard.sidebar.loading')}
          </p>
        )}
        {state.status === 'error' && (
          <div className="alert alert-error" role="alert">
            <p>{t(state.message)}</p>
            {state.message !== USER_NOT_FOUND_MESSAGE && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
                {t('dashboard.sidebar.retry')}
              </button>
            )}
          </div>
        )}
        {state.status === 'ready' && state.campaigns.length === 0 && <p className="sidebar-note muted">{t('dashboard.sidebar.empty')}</p>}
        {state.status === 'ready' && state.campaigns.length > 0 && (
          <ul className="campaign-list">
            {state.campaigns.map((c) => {
              const name = campaignName(i18n, c);
              const detail = [c.objective && objectiveLabel(i18n, c.objective), c.type && typeLabel(i18n, c.type)]
                .filter(Boolean)
                .join(' · ');
              return (
                <li key={c.id} className="campaign-list-item">
                  <button type="button" className="campaign-item" onClick={() => onSelect(c)}>
                    <span className="campaign-name">{name}</span>
                    <span className="campaign-meta">
                      <span className={`badge${c.status === 'Draft' ? ' badge-warning' : ''}`}>{statusLabel(i18n, c.status)}</span>
                      {c.problems?.map((p) => (
                        <span key={p} className="badge badge-warning">
                          {t(PROBLEM_LABELS[p])}
                        </span>
                      ))}
                      {c.createdAt !== null && <time dateTime={new Date(c.createdAt).toISOString()}>{date(c.createdAt, DATE_FORMAT)}</time>}
                    </span>
                    {detail && <span className="campaign-detail muted">{detail}</span>}
                  </button>
                  <Link
                    className="btn btn-ghost btn-sm campaign-open"
                    to={paths.campaign(c.id)}
                    aria-label={t('dashboard.sidebar.openLabel', { name })}
                  >
                    {t('dashboard.sidebar.open')}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </aside>
  );
}
