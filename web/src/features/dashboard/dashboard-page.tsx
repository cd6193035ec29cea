import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/current-user';
import { useSession } from '@/lib/session';
import { useCampaigns, type ListEntry } from './api/get-campaigns';
import { CampaignSidebar } from './components/campaign-sidebar';
import { CampaignWizard } from './components/campaign-wizard';
import { ChatView } from './components/chat-view';
import { useChat } from './hooks/use-chat';
import { campaignSummary } from './utils/campaign-summary';
import './dashboard.css';

/** The hash that opens the campaign form (docs/product.md P2), also when it changes while the page is open. */
export const NEW_CAMPAIGN_HASH = '#new';

/** /dashboard: the campaign list beside either the chat or the campaign form. */
export default function DashboardPage() {
  const { hash, key } = useLocation();
  const navigate = useNavigate();
  const i18n = useI18n();
  const session = useSession();
  const currentUser = useCurrentUser();
  // The form and the chat work with the session's uid when stored user data is missing (the list cannot).
  const uid = currentUser.uid ?? session.user?.uid ?? null;
  // docs/product.md P3.3: only a plan with Google Ads sees 'Create in Google Ads'.
  const premium = currentUser.can('googleAds');
  const formOpen = hash === NEW_CAMPAIGN_HASH;

  const campaigns = useCampaigns();
  // Pro and Premium keep their conversation on the server (issue 28); Free and Trial in the browser.
  const chat = useChat(uid, { keepsHistory: currentUser.can('memory') });
  const { addCampaignSummary } = chat;

  const backToChat = useCallback(() => navigate(paths.dashboard), [navigate]);
  const selectCampaign = useCallback(
    (campaign: ListEntry) => {
      addCampaignSummary(campaign.id, campaignSummary(i18n, campaign));
      if (formOpen) backToChat();
    },
    [addCampaignSummary, backToChat, formOpen, i18n],
  );

  return (
    <div className="dashboard">
      <h1 className="visually-hidden">{i18n.t('dashboard.title')}</h1>
      <CampaignSidebar state={campaigns.state} refreshing={campaigns.refreshing} onSelect={selectCampaign} onRetry={campaigns.reload} />
      <div className="dashboard-main">
        {formOpen && uid ? (
          // Keyed by the navigation: '+ Create campaign' clicked again (e.g. over a strategy) starts the form anew.
          <CampaignWizard key={`${uid}:${key}`} uid={uid} premium={premium} onBackToChat={backToChat} />
        ) : (
          <ChatView chat={chat} />
        )}
      </div>
    </div>
  );
}
