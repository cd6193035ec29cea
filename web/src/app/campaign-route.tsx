import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CampaignPage, PreflightReview, UPGRADE_LABELS } from '@/features/campaign';
import { ResultsPanel } from '@/features/results';
import { TrackingSection } from '@/features/tracking';
import { UsageMeter } from '@/features/usage';
import { useCurrentUser } from '@/lib/current-user';
import { useI18n } from '@/lib/i18n';

/**
 * /campaigns/:id. The app layer composes features: the Google Ads pre-flight review and the results
 * plug in through CampaignPage's render props, so features never import each
 * other. The page sets the route's <title> (it names the campaign).
 */
export default function CampaignRoute() {
  const { t } = useI18n();
  const { uid: storedUid, plan, can } = useCurrentUser();
  const uid = storedUid ?? '';
  // The pre-flight review and the results come with Google Ads (PLAN_LIMITS; the server checks the same).
  const premium = can('googleAds');
  return (
    <CampaignPage
      usageMeter={<UsageMeter />}
      renderGoogleAds={(campaign, onChanged) =>
        premium && campaign.strategy ? (
          <PreflightReview
            uid={uid}
            campaignId={campaign.id}
            onCreated={(created) => onChanged({ ...campaign, ...created.campaign, googleAds: created.googleAds }, created.message)}
          />
        ) : (
          <p className="muted">
            {campaign.strategy ? t('campaign.googleAds.premiumOnly') : t('campaign.googleAds.strategyFirst')}{' '}
            {!premium && <Link to={paths.pricing}>{t(UPGRADE_LABELS[plan] ?? 'campaign.upgrade.BASIC')}</Link>}
          </p>
        )
      }
      renderResults={(campaign, view) =>
        premium && campaign.googleAds ? (
          <>
            <ResultsPanel uid={uid} campaign={campaign} view={view} />
            {/* Conversion tracking created with the campaign: its tags, states and the e-mailed steps. */}
            {view === 'results' && campaign.conversionActions?.length ? <TrackingSection uid={uid} campaignId={campaign.id} /> : null}
          </>
        ) : null
      }
    />
  );
}
