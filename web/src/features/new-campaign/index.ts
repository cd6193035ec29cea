/** The campaign form's public face: the five steps, strategy generation and (Premium) Google Ads creation. */
export { CampaignWizard } from './components/campaign-wizard';
