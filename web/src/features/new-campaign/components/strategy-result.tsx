import type { Strategy } from '@contract/campaigns';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n';
import { StrategyDocument, StrategyPlainText } from '@/components/strategy/strategy-document';
import type { OwnerMoney } from '@/components/strategy/owner-money';

interface Props {
  /** The stored structure; `null` when the answer carried only the text (`text` is shown as written). */
  strategy: Strategy | null;
  text: string;
  /** The campaign's language field. */
  language: string;
  /** The money the amounts are read in (components/strategy/owner-money.ts). */
  money?: OwnerMoney | undefined;
  campaignName: string | null;
  /** Links to the campaign page once the campaign is stored. */
  campaignId?: string | null;
  premium: boolean;
  creating: boolean;
  onCreateInGoogleAds: () => void;
  onStartOver: () => void;
  onBackToChat: () => void;
}

/** The generated strategy (the same component as the campaign page), with what the user can do next. */
export function StrategyResult({
  strategy,
  text,
  language,
  money,
  campaignName,
  campaignId,
  premium,
  creating,
  onCreateInGoogleAds,
  onStartOver,
  onBackToChat,
}: Props) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <article className="strategy" aria-labelledby="strategy-title">
      <p className="badge badge-success">{t('dashboard.strategy.ready')}</p>
      <h3 id="strategy-title" className="strategy-title" ref={heading} tabIndex={-1}>
        {campaignName ? t('dashboard.strategy.titleFor', { name: campaignName }) : t('dashboard.strategy.title')}
      </h3>
      <p className="muted">{t('dashboard.strategy.saved')}</p>
      {campaignId && (
        <p>
          <Link to={paths.campaign(campaignId)}>{t('dashboard.strategy.openPage')}</Link>
        </p>
      )}
      {strategy ? (
        <StrategyDocument strategy={strategy} language={language} level={4} ownerMoney={money} />
      ) : (
        <StrategyPlainText text={text} language={language} />
      )}
      <div className="wizard-actions">
        <button type="button" className="btn btn-ghost" onClick={onStartOver}>
          {t('dashboard.strategy.createAnother')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onBackToChat}>
          {t('dashboard.wizard.backToChat')}
        </button>
        {premium && (
          <button type="button" className="btn btn-primary" onClick={() => !creating && onCreateInGoogleAds()} aria-disabled={creating}>
            {creating ? t('dashboard.googleAds.creating') : t('dashboard.googleAds.create')}
          </button>
        )}
      </div>
    </article>
  );
}
