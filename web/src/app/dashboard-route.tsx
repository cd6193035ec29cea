import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ChatView, useChat } from '@/features/chat';
import { CampaignSidebar, campaignSummary, useCampaigns, type CampaignListItem } from '@/features/dashboard';
import { CampaignWizard } from '@/features/new-campaign';
import { UsageMeter } from '@/features/usage';
import { useCurrentUser } from '@/lib/current-user';
import { FormSlotsProvider } from '@/lib/form-slots';
import { PageTitle, useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { formSlots } from './form-slots';

/** The hash that opens the campaign form (docs/product.md P2), also when it changes while the page is open. */
export const NEW_CAMPAIGN_HASH = '#new';

/**
 * /dashboard. The app layer composes features: the usage meter (what the plan has left and when it
 * resets, shown before the limit) above the campaign list (features/dashboard) beside either the
 * chat (features/chat) or the campaign form (features/new-campaign), whose keyword panels come from
 * features/keywords through the form's slots.
 */
export default function DashboardRoute() {
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
  // Pro and Premium keep their conversation on the server; Free and Trial in the browser.
  const chat = useChat(uid, { keepsHistory: currentUser.can('memory') });
  const { addCampaignSummary } = chat;

  const backToChat = useCallback(() => navigate(paths.dashboard), [navigate]);
  const selectCampaign = useCallback(
    (campaign: CampaignListItem) => {
      addCampaignSummary(campaign.id, campaignSummary(i18n, campaign));
      if (formOpen) backToChat();
    },
    [addCampaignSummary, backToChat, formOpen, i18n],
  );

  return (
    <>
      <PageTitle title={i18n.t('dashboard.title')} />
      <div className="dashboard-usage">
        <UsageMeter />
      </div>
      <div className="dashboard">
        <h1 className="visually-hidden">{i18n.t('dashboard.title')}</h1>
        <CampaignSidebar state={campaigns.state} refreshing={campaigns.refreshing} onSelect={selectCampaign} onRetry={campaigns.reload} />
        <div className="dashboard-main">
          {formOpen && uid ? (
            // Keyed by the navigation: '+ Create campaign' clicked again (e.g. over a strategy) starts the form anew.
            <FormSlotsProvider value={formSlots}>
              <CampaignWizard key={`${uid}:${key}`} uid={uid} premium={premium} onBackToChat={backToChat} />
            </FormSlotsProvider>
          ) : (
            <ChatView chat={chat} />
          )}
        </div>
      </div>
    </>
  );
}
