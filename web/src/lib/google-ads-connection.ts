import type { OAuthStartResponse } from '@contract/api';
import { apiPaths, paths } from '@/config/paths';
import type { ApiClient } from './api-client';
import { readUserData } from './user-data';

export const MISSING_ACCOUNT_MESSAGE = "We couldn't find your account info. Please sign in and try again.";
export const START_FAILED_MESSAGE = "We couldn't start the Google Ads connection. Please try again.";

/**
 * Starts the Google Ads OAuth connection (SPEC §8): asks the backend for the consent URL and sends
 * the browser there. Resolves with an error message to show when it cannot start.
 */
export async function startGoogleAdsConnection(
  api: ApiClient,
  { returnTo = paths.googleAdsReturn as string, navigate = (url: string) => window.location.assign(url) }: { returnTo?: string; navigate?: (url: string) => void } = {},
): Promise<{ error: string } | { started: true }> {
  const uid = readUserData()?.uid;
  if (!uid) return { error: MISSING_ACCOUNT_MESSAGE };
  const query = new URLSearchParams({ uid, returnTo });
  const result = await api<OAuthStartResponse>(`${apiPaths.oauthStart}?${query.toString()}`);
  if (!result.ok || typeof result.data?.url !== 'string' || !result.data.url) return { error: START_FAILED_MESSAGE };
  navigate(result.data.url);
  return { started: true };
}
