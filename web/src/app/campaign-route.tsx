import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CampaignPage } from '@/features/campaign/campaign-page';
import { PreflightReview } from '@/features/campaign/preflight';
import { ResultsPanel } from '@/features/results/results-panel';
import { UsageMeter } from '@/features/usage/usage-meter';
import { readUserData } from '@/lib/user-data';

/**
 * /campaigns/:id. The app layer composes features: the Google Ads pre-flight review (issue 15) and
 * the results (issue 18) plug in through CampaignPage's render props, so features never import each
 * other.
 */
export default function CampaignRoute() {
  const user = readUserData();
  const uid = user?.uid ?? '';
  const premium = user?.plan === 'PREMIUM';
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
            {campaign.strategy ? 'Creating campaigns in your Google Ads account is part of Premium. ' : 'Generate a strategy first; it is what gets created. '}
            {!premium && <Link to={paths.pricing}>See Premium Plans</Link>}
          </p>
        )
      }
      renderResults={(campaign) => (premium && campaign.googleAds ? <ResultsPanel uid={uid} campaign={campaign} /> : null)}
    />
  );
}
