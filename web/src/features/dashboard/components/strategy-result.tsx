import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StrategyText } from './strategy-text';

interface Props {
  strategy: string;
  campaignName: string | null;
  /** Links to the campaign page once the campaign is stored. */
  campaignId?: string | null;
  premium: boolean;
  creating: boolean;
  onCreateInGoogleAds: () => void;
  onStartOver: () => void;
  onBackToChat: () => void;
  /** The Google Ads outcome, shown beside the buttons that caused it. */
  notice: ReactNode;
}

/** The generated strategy, readable as it is, with what the user can do next. */
export function StrategyResult({ strategy, campaignName, campaignId, premium, creating, onCreateInGoogleAds, onStartOver, onBackToChat, notice }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <article className="strategy" aria-labelledby="strategy-title">
      <p className="badge badge-success">Strategy ready</p>
      <h3 id="strategy-title" className="strategy-title" ref={heading} tabIndex={-1}>
        {campaignName ? `Your strategy for ${campaignName}` : 'Your campaign strategy'}
      </h3>
      <p className="muted">Saved to your campaigns. Ask the assistant about any part of it.</p>
      {campaignId && (
        <p>
          <Link to={paths.campaign(campaignId)}>Open the campaign page to edit, export or print it</Link>
        </p>
      )}
      <StrategyText text={strategy} />
      {notice}
      <div className="wizard-actions">
        <button type="button" className="btn btn-ghost" onClick={onStartOver}>
          Create another campaign
        </button>
        <button type="button" className="btn btn-secondary" onClick={onBackToChat}>
          Back to chat
        </button>
        {premium && (
          <button type="button" className="btn btn-primary" onClick={() => !creating && onCreateInGoogleAds()} aria-disabled={creating}>
            {creating ? 'Creating in Google Ads…' : 'Create in Google Ads'}
          </button>
        )}
      </div>
    </article>
  );
}
