import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { USER_NOT_FOUND_MESSAGE, type CampaignListItem, type CampaignsState } from '../api/get-campaigns';

interface Props {
  state: CampaignsState;
  refreshing: boolean;
  onSelect: (campaign: CampaignListItem) => void;
  onRetry: () => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The user's campaigns, newest first. On a phone it folds into a disclosure above the chat
 * (the toggle only shows there), so the conversation keeps the screen.
 */
export function CampaignSidebar({ state, refreshing, onSelect, onRetry }: Props) {
  const titleId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const count = state.status === 'ready' ? state.campaigns.length : null;

  return (
    <aside className={`campaign-sidebar card${open ? ' is-open' : ''}`} aria-labelledby={titleId} aria-busy={state.status === 'loading' || refreshing}>
      <div className="sidebar-header">
        <h2 id={titleId}>Your campaigns</h2>
        <button
          type="button"
          className="btn btn-ghost btn-sm sidebar-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide' : 'Show'}
          {count !== null && <span className="badge">{count}</span>}
        </button>
      </div>
      <div id={listId} className="sidebar-body">
        {state.status === 'loading' && (
          <p className="sidebar-note muted" role="status">
            <span className="spinner spinner-sm" aria-hidden="true" /> Loading campaigns…
          </p>
        )}
        {state.status === 'error' && (
          <div className="alert alert-error" role="alert">
            <p>{state.message}</p>
            {state.message !== USER_NOT_FOUND_MESSAGE && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
                Try again
              </button>
            )}
          </div>
        )}
        {state.status === 'ready' && state.campaigns.length === 0 && <p className="sidebar-note muted">No campaigns yet.</p>}
        {state.status === 'ready' && state.campaigns.length > 0 && (
          <ul className="campaign-list">
            {state.campaigns.map((c) => (
              <li key={c.id} className="campaign-list-item">
                <button type="button" className="campaign-item" onClick={() => onSelect(c)}>
                  <span className="campaign-name">{c.name}</span>
                  <span className="campaign-meta">
                    <span className={`badge${c.status === 'Draft' ? ' badge-warning' : ''}`}>{c.status}</span>
                    {c.createdAt !== null && <time dateTime={new Date(c.createdAt).toISOString()}>{dateFormat.format(c.createdAt)}</time>}
                  </span>
                  {(c.objective || c.type) && <span className="campaign-detail muted">{[c.objective, c.type].filter(Boolean).join(' · ')}</span>}
                </button>
                <Link className="btn btn-ghost btn-sm campaign-open" to={paths.campaign(c.id)} aria-label={`Open ${c.name}`}>
                  Open
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
