import type { OAuthStartResponse } from '@contract/api';
import { apiPaths, paths } from '@/config/paths';
import type { ApiClient } from './api-client';
import { translate } from './i18n';
import { readUserData } from './user-data';

/**
 * Starts the Google Ads OAuth connection (SPEC §8): asks the backend for the consent URL and sends
 * the browser there. Resolves with an error message to show (in the interface language) when it
 * cannot start.
 */
export async function startGoogleAdsConnection(
  api: ApiClient,
  {
    returnTo = paths.googleAdsReturn as string,
    navigate = (url: string) => window.location.assign(url),
  }: { returnTo?: string; navigate?: (url: string) => void } = {},
): Promise<{ error: string } | { started: true }> {
  const uid = readUserData()?.uid;
  if (!uid) return { error: translate('common.googleAds.missingAccount') };
  const query = new URLSearchParams({ uid, returnTo });
  const result = await api<OAuthStartResponse>(`${apiPaths.oauthStart}?${query.toString()}`);
  if (!result.ok || typeof result.data?.url !== 'string' || !result.data.url) return { error: translate('common.googleAds.startFailed') };
  navigate(result.data.url);
  return { started: true };
}
