import type { OAuthStartResponse } from '@contract/api';
import { apiPaths, paths } from '@/config/paths';
import type { ApiClient, ApiResult } from './api-client';
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

/** The API's error codes for a Google Ads grant that is missing or no longer valid (any language). */
const CONNECTION_CODES: ReadonlySet<string> = new Set(['GOOGLE_ADS_NOT_CONNECTED', 'GOOGLE_ADS_TOKEN_INVALID']);
/**
 * SPEC §8.2's own rule for real campaign creation: "any other non-OK response whose body mentions
 * 'token' or 'not found' opens the same modal". Kept only for what the SPEC names, a body that comes
 * from upstream (Google's 'invalid_grant: Token has been expired', a proxy's bare 'Not Found'); our
 * API's answers are recognised by their `error` code above, whatever language their message is in.
 */
const SPEC_UPSTREAM_WORDS = /token|not found/i;

/** Whether a failed answer means the user must (re)connect Google Ads: 401, 403, or the codes above. */
export function needsGoogleAdsConnection(result: Extract<ApiResult<unknown>, { ok: false }>): boolean {
  if (result.status === 401 || result.status === 403) return true;
  if (CONNECTION_CODES.has(result.error?.error ?? '')) return true;
  return result.status > 0 && SPEC_UPSTREAM_WORDS.test(result.text);
}
