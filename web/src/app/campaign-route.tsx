import { CampaignPage } from '@/features/campaign/campaign-page';
import { UsageMeter } from '@/features/usage/usage-meter';

/**
 * /campaigns/:id. The app layer composes features: the Google Ads pre-flight (issue 15) and the
 * results (issue 18) plug in through CampaignPage's render props, so features never import each other.
 */
export default function CampaignRoute() {
  return <CampaignPage usageMeter={<UsageMeter />} />;
}
