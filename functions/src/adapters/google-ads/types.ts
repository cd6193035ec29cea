import type { ConversionAction, OwnerInput, Strategy } from '../../contract/campaigns.js';
import type { ExistingConversion } from './conversions.js';
import type { Place } from '../../contract/geo.js';
import type { Message } from '../../i18n/messages.js';
import type { AssetProfile } from '../../copy/assets.js';

/** OAuth scope of the Google Ads API. */
export const ADWORDS_SCOPE = 'https://www.googleapis.com/auth/adwords';

export interface CreationInput {
  uid: string;
  /** Decrypted for this call only; never logged, never returned. */
  refreshToken: string;
  /** The stored campaign's fields (the model's lists and pages). */
  payload: OwnerInput;
  /** The stored AI strategy, when there is one. */
  strategy: Strategy | undefined;
  /** Unique in the account (Google refuses duplicate campaign names). */
  campaignName: string;
  /** What the user reviewed in the pre-flight. */
  choices?: CreationChoices | undefined;
  /** The plan from `plan()` for the same input, so creation does not look it up twice. */
  plan?: CreationPlan | undefined;
  /** The owner's business profile: its pages, phone, WhatsApp and priced offers feed the assets. */
  profile?: AssetProfile | undefined;
}

/** The pre-flight's editable choices, applied at creation. */
export interface CreationChoices {
  /** Account-currency units per US dollar, as stated (and possibly edited) in the pre-flight. */
  usdRate?: number | undefined;
  /** The landing page, when the form had none. */
  landingPage?: string | undefined;
  /** A radius (km) around the chosen place instead of the place's own boundaries. */
  radiusKm?: number | undefined;
  /** A call from the ads counts as a conversion from this length (seconds; default 60). */
  callSeconds?: number | undefined;
}

/** The Google Ads account campaigns are created in. */
export interface AdsAccount {
  customerId: string;
  name: string;
  /** ISO 4217, e.g. 'EUR'. Budgets are micros of this currency. */
  currency: string;
  /** Maximize conversions is used only when the account measures conversions. */
  hasConversionActions: boolean;
  /** The account's conversion actions (not removed), so creation reuses a matching one. */
  conversionActions?: ExistingConversion[] | undefined;
}

/** A location as Google will target it. */
export interface ResolvedLocation {
  /** 'geoTargetConstants/1026339', or undefined for a radius. */
  geoTargetConstant?: string | undefined;
  name: string;
  kind: 'city' | 'region' | 'country' | 'radius' | 'other';
  proximity?: { latitude: number; longitude: number; radiusKm: number } | undefined;
  /** For a radius: the place it is around (the pre-flight says "15 km around …" in the reader's language). */
  place?: string | undefined;
}

/** Everything creation would send, before sending it (the pre-flight review's source). */
export interface CreationPlan {
  account: AdsAccount;
  locations: ResolvedLocation[];
  /** The location needs the user's attention before creation (blocking). */
  locationProblem?: Message | undefined;
  languageConstant: string;
  languageCode: string;
}

export interface CreationResult {
  customerId: string;
  campaignResourceName: string;
  /** Every resource the mutate created, in operation order. */
  resourceNames: string[];
  /**
   * Assets planned but not created, and why: the WhatsApp message asset when Google refuses the
   * account (it is on an allowlist). The campaign itself is created either way.
   */
  leftOut?: { asset: 'WHATSAPP_MESSAGE'; reason: 'NOT_ALLOWLISTED' | 'REFUSED' }[];
  /** The conversion actions the campaign counts with: found in the account or created before it, with their tags. */
  conversionActions?: ConversionAction[];
}

/**
 * Google Ads behind one interface (docs/product.md P8.2, P14): the real API through `google-ads-api`, or the
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
  /**
   * Place suggestions from Google's GeoTargetConstantService.SuggestGeoTargetConstants (real only;
   * the sandbox has none and the places service answers from the offline dataset).
   */
  suggestPlaces?(input: { refreshToken: string; query: string; language: string }): Promise<Place[]>;
  /** The account creation would use, and the locations as Google will target them. No writes. */
  plan(input: CreationInput): Promise<CreationPlan>;
  /** One atomic mutate creating the whole paused campaign. */
  createCampaign(input: CreationInput): Promise<CreationResult>;
}
