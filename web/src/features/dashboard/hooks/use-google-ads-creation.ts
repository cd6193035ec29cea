import { useCallback, useState } from 'react';
import type { CampaignPayload } from '@contract/campaigns';
import type { Notice } from '@/components/notice-banner';
import { paths } from '@/config/paths';
import { useApiClient } from '@/lib/api-client';
import { MISSING_ACCOUNT_MESSAGE, startGoogleAdsConnection } from '@/lib/google-ads-connection';
import { readUserData } from '@/lib/user-data';
import { createGoogleAdsCampaign } from '../api/create-google-ads-campaign';

export const GOOGLE_ADS_CREATED_MESSAGE = 'Campaign created in your Google Ads account.';
/** Opens the campaign in the Google Ads web interface (customer id without dashes). */
export function googleAdsCampaignUrl(customerId: string, campaignId: string): string {
  return `https://ads.google.com/aw/campaigns?campaignId=${encodeURIComponent(campaignId)}&__e=${encodeURIComponent(customerId.replaceAll('-', ''))}`;
}

export const GOOGLE_ADS_FAILED_MESSAGE = "We couldn't create the campaign in Google Ads. Please try again.";

/** Any other non-OK answer whose body mentions these means the Google Ads grant is missing (SPEC §8). */
const NEEDS_CONNECTION = /token|not found/i;

/** 'Create in Google Ads' (SPEC §5, §8) and the 'Connect Google Ads to continue' modal behind it. */
export function useGoogleAdsCreation(onCreated: () => void) {
  const api = useApiClient();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [connectOpen, setConnectOpen] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const [connectError, setConnectError] = useState<string | null>(null);

  const create = useCallback(
    async (payload: CampaignPayload, campaignId: string | null) => {
      setNotice(null);
      const uid = readUserData()?.uid;
      if (!uid) {
        setNotice({ kind: 'error', text: MISSING_ACCOUNT_MESSAGE });
        return false;
      }
      setBusy(true);
      const result = await createGoogleAdsCampaign(api, uid, payload, campaignId ?? undefined);
      setBusy(false);
      if (result.ok) {
        // The spec's line, then the server's whole message (it says the campaign is paused), the ids
        // and the ways to open it.
        const { googleAds, campaign } = result.data;
        const adsCampaignId = /campaigns\/(\d+)/.exec(googleAds.campaignResourceName)?.[1] ?? '';
        setNotice({
          kind: 'success',
          text: GOOGLE_ADS_CREATED_MESSAGE,
          // The server's message usually opens with the spec's line: say it once.
          detail: `${result.data.message.replace(GOOGLE_ADS_CREATED_MESSAGE, '').trim()} Google Ads customer ${googleAds.customerId}, campaign ${adsCampaignId}.`.trim(),
          links: [
            { href: googleAdsCampaignUrl(googleAds.customerId, adsCampaignId), label: 'Open in Google Ads', external: true },
            ...(campaign?.id ? [{ href: paths.campaign(campaign.id), label: 'Open campaign page' }] : []),
          ],
        });
        onCreated();
        return true;
      }
      if (result.status === 401 || result.status === 403 || (result.status > 0 && NEEDS_CONNECTION.test(result.text))) {
        setConnectError(null);
        setConnectOpen(true);
        return false;
      }
      if (result.status > 0) {
        setNotice({ kind: 'error', text: `Request failed (HTTP ${result.status}).`, detail: bodyDetail(result.error?.message, result.text) });
      } else {
        setNotice({ kind: 'error', text: GOOGLE_ADS_FAILED_MESSAGE });
      }
      return false;
    },
    [api, onCreated],
  );

  const connect = useCallback(async () => {
    setConnecting(true);
    setConnectError(null);
    const outcome = await startGoogleAdsConnection(api, { returnTo: paths.googleAdsReturn });
    // On success the browser is leaving for Google's consent page; keep the busy state until it does.
    if ('error' in outcome) {
      setConnecting(false);
      setConnectError(outcome.error);
    }
  }, [api]);

  const closeConnect = useCallback(() => {
    setConnectOpen(false);
    setConnecting(false);
    setConnectError(null);
  }, []);
  const dismissNotice = useCallback(() => setNotice(null), []);

  return { busy, notice, dismissNotice, create, connectOpen, connecting, connectError, connect, closeConnect };
}

/** The body to show after 'Request failed': the API's message when it sent one, else the raw text, kept short. */
function bodyDetail(message: string | undefined, text: string): string | undefined {
  const detail = (message ?? text).trim();
  if (!detail) return undefined;
  return detail.length > 300 ? `${detail.slice(0, 300)}…` : detail;
}
