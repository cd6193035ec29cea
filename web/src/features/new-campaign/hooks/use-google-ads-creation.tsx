import { useCallback, useState } from 'react';
import type { CampaignPayload, CampaignAnswers } from '@contract/campaigns';
import { useDialogs } from '@/components/dialogs';
import { paths } from '@/config/paths';
import { useApiClient, type ApiResult } from '@/lib/api-client';
import { needsGoogleAdsConnection, startGoogleAdsConnection } from '@/lib/google-ads-connection';
import { useI18n } from '@/lib/i18n';
import { readUserData } from '@/lib/user-data';
import { useCreateInGoogleAds } from '@/lib/google-ads-creation';
import { createCampaign } from '../api/create-campaign';

/** The success line of docs/product.md P8.2, in English as the server may still open its message with it. */
const CREATED_LINE_EN = 'Campaign created in your Google Ads account.'; // i18n-ignore: matched in the server's text, not shown

/** Opens the campaign in the Google Ads web interface (customer id without dashes). */
export function googleAdsCampaignUrl(customerId: string, campaignId: string): string {
  return `https://ads.google.com/aw/campaigns?campaignId=${encodeURIComponent(campaignId)}&__e=${encodeURIComponent(customerId.replaceAll('-', ''))}`;
}

/**
 * 'Create in Google Ads' (docs/product.md P8.2) and the 'Connect Google Ads to continue' modal behind it.
 * The SPEC's alerts (missing account, failure, success) are the app's alert dialog.
 */
export function useGoogleAdsCreation() {
  const api = useApiClient();
  const { mutateAsync: createInGoogleAds } = useCreateInGoogleAds();
  const dialogs = useDialogs();
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [connectOpen, setConnectOpen] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const [connectError, setConnectError] = useState<string | null>(null);

  /**
   * An answer not generated yet (no `campaignId`) is stored first, with its strategy (POST
   * /campaign/user/{uid}), so what is created is a campaign the owner can open and edit. A failed
   * generation is answered as the creation's failure (the same alerts).
   */
  const storeThenCreate = useCallback(
    async (uid: string, payload: CampaignPayload | null, campaignId: string | null): Promise<ApiResult<CampaignAnswers['real']>> => {
      if (campaignId) return createInGoogleAds({ uid, campaignId });
      if (!payload) return { ok: false, status: 0, error: undefined, text: '' };
      const stored = await createCampaign(api, uid, payload);
      if (!stored.ok) return stored;
      const id = (stored.data as CampaignAnswers['created'] | undefined)?.campaign?.id;
      if (!id) return { ok: false, status: 0, error: undefined, text: '' };
      return createInGoogleAds({ uid, campaignId: id });
    },
    [api, createInGoogleAds],
  );

  const create = useCallback(
    async (payload: CampaignPayload | null, campaignId: string | null) => {
      // docs/product.md P8.2: read from stored user data when the button is pressed (it may be gone by now).
      const uid = readUserData()?.uid;
      if (!uid) {
        void dialogs.alert({ title: t('dashboard.googleAds.missingAccountTitle'), message: t('dashboard.error.missingAccount') });
        return false;
      }
      setBusy(true);
      const result = await storeThenCreate(uid, payload, campaignId);
      setBusy(false);
      if (result.ok) {
        // The spec's line, then the server's whole message (it says the campaign is paused), the ids
        // and the ways to open it.
        const { googleAds, campaign } = result.data;
        const adsCampaignId = /campaigns\/(\d+)/.exec(googleAds.campaignResourceName)?.[1] ?? '';
        const createdLine = t('dashboard.googleAds.created');
        // The server's message usually opens with the spec's line: say it once.
        const serverRest = result.data.message.replace(createdLine, '').replace(CREATED_LINE_EN, '').trim();
        const detail = [serverRest, t('dashboard.googleAds.ids', { customerId: googleAds.customerId, campaignId: adsCampaignId })]
          .filter(Boolean)
          .join(' ');
        void dialogs.alert({
          title: t('dashboard.googleAds.createdTitle'),
          message: (
            <>
              <p className="notice-text">{createdLine}</p>
              <p className="notice-detail">{detail}</p>
              <p className="dialog-links">
                {/* Plain links: the dialog lives above the router. */}
                <a
                  className="btn btn-secondary btn-sm"
                  href={googleAdsCampaignUrl(googleAds.customerId, adsCampaignId)}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('dashboard.googleAds.openInGoogleAds')}
                  <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                </a>
                {campaign?.id && (
                  <a className="btn btn-secondary btn-sm" href={paths.campaign(campaign.id)}>
                    {t('dashboard.googleAds.openCampaignPage')}
                  </a>
                )}
              </p>
            </>
          ),
        });
        return true;
      }
      if (needsGoogleAdsConnection(result)) {
        setConnectError(null);
        setConnectOpen(true);
        return false;
      }
      const failed = t('dashboard.googleAds.failedTitle');
      if (result.status > 0) {
        const detail = bodyDetail(result.error?.message, result.text);
        void dialogs.alert({
          title: failed,
          message: (
            <>
              <p className="notice-text">{t('dashboard.googleAds.requestFailed', { status: result.status })}</p>
              {detail && <p className="notice-detail">{detail}</p>}
            </>
          ),
        });
      } else {
        void dialogs.alert({ title: failed, message: t('dashboard.googleAds.failed') });
      }
      return false;
    },
    [storeThenCreate, dialogs, t],
  );

  const connect = useCallback(async () => {
    setConnecting(true);
    setConnectError(null);
    const outcome = await startGoogleAdsConnection(api, { returnTo: paths.googleAdsReturn });
    // On success the browser is leaving for Google's consent page; keep the busy state until it does.
    if ('error' in outcome) {
      setConnecting(false);
      // The two outcomes of docs/product.md P8.1: no stored account, or the start failed.
      setConnectError(readUserData()?.uid ? t('dashboard.connect.startFailed') : t('dashboard.error.missingAccount'));
    }
  }, [api, t]);

  const closeConnect = useCallback(() => {
    setConnectOpen(false);
    setConnecting(false);
    setConnectError(null);
  }, []);

  return { busy, create, connectOpen, connecting, connectError, connect, closeConnect };
}

/** The body to show after 'Request failed': the API's message when it sent one, else the raw text, kept short. */
function bodyDetail(message: string | undefined, text: string): string | undefined {
  const detail = (message ?? text).trim();
  if (!detail) return undefined;
  return detail.length > 300 ? `${detail.slice(0, 300)}…` : detail;
}
