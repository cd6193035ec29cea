import type { CampaignPayload, Strategy } from '../../contract/campaigns.js';

/** OAuth scope of the Google Ads API. */
export const ADWORDS_SCOPE = 'https://www.googleapis.com/auth/adwords';

export interface CreateCampaignInput {
  uid: string;
  /** Decrypted for this call only; never logged, never returned. */
  refreshToken: string;
  payload: CampaignPayload;
  /** The stored AI strategy, when there is one. */
  strategy: Strategy | undefined;
  /** Unique in the account (Google refuses duplicate campaign names). */
  campaignName: string;
}

export interface CreatedCampaign {
  customerId: string;
  campaignResourceName: string;
  /** Every resource the mutate created, in operation order. */
  resourceNames: string[];
}

/**
 * Google Ads behind one interface (DESIGN.md §6): the real API through `google-ads-api`, or the
 * local sandbox. Failures are thrown as HttpError with our codes (GOOGLE_ADS_TOKEN_INVALID when the
 * grant is revoked or expired, NOT_CONFIGURED naming a missing setting, …).
 */
export interface GoogleAdsAdapter {
  readonly provider: 'sandbox' | 'google-ads';
  /** Throws NOT_CONFIGURED (503) naming the first missing setting for the OAuth connection. */
  assertConfigured(): void;
  /** Where to send the browser for consent. */
  consentUrl(input: { state: string; redirectUri: string }): string;
  /** Exchanges the authorization code for a refresh token (offline access). */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<{ refreshToken: string }>;
  /** One atomic mutate creating the whole paused campaign. */
  createCampaign(input: CreateCampaignInput): Promise<CreatedCampaign>;
}
