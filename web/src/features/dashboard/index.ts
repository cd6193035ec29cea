/**
 * The dashboard's public face: the campaign list (the sidebar and its query) and the summary a picked
 * campaign adds to the chat. app/dashboard-route.tsx composes it with the chat and the campaign form.
 */
export { useCampaigns, type CampaignListItem } from './api/get-campaigns';
export { CampaignSidebar } from './components/campaign-sidebar';
export { campaignSummary } from './utils/campaign-summary';
