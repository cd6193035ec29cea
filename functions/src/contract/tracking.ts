import type { ConversionKind, ConversionTag } from './campaigns.js';

/**
 * Conversion tracking as the campaign page and results read it back from Google Ads: each action's
 * state, its conversions, and the bidding threshold. Money is in the account's currency.
 */

/**
 * Maximize conversions is proposed (and chosen at creation) only once the campaign's account has
 * recorded at least this many conversions in MAXIMIZE_CONVERSIONS_DAYS: Google's Smart Bidding
 * needs a steady flow of them to learn, and on fewer it bids blind (Google recommends about 15
 * conversions in 30 days before switching a campaign to a conversion-based strategy).
 */
export const MAXIMIZE_CONVERSIONS_MIN = 15;

/** A call from the ads counts as a customer from this length on, unless the owner sets another (Google's own default). */
export const DEFAULT_CALL_SECONDS = 60;
/** Lengths the review accepts for a call to count. */
export const MIN_CALL_SECONDS = 10;
export const MAX_CALL_SECONDS = 3600;
export const MAXIMIZE_CONVERSIONS_DAYS = 30;

/** A website tag that has sent nothing for this many days is "silent" (a call action is never silent: calls come when they come). */
export const SILENT_AFTER_DAYS = 7;

/**
 * An action's state: NOT_INSTALLED (Google never heard from its tag), NO_CONVERSIONS_YET (the tag
 * answers or the call action waits, nothing counted yet), RECORDING (it counts), SILENT (it
 * counted or answered before, nothing for `silentDays` days).
 */
export const TRACKING_STATES = ['NOT_INSTALLED', 'NO_CONVERSIONS_YET', 'RECORDING', 'SILENT'] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];

/** One conversion action's figures and state in a results answer (`conversionsByAction`). */
export interface ActionResults {
  kind: ConversionKind | null;
  resourceName: string;
  name: string;
  /** This campaign's conversions of this action in the range. */
  conversions: number;
  /** The range's cost divided by these conversions, in the account's currency; null without any. */
  costPerConversion: number | null;
  state: TrackingState;
  /** Days since the tag or action last sent anything, when SILENT. */
  silentDays: number | null;
  /** The last day Google counted a conversion of the action (YYYY-MM-DD), account-wide; null: never. */
  lastConversionDate: string | null;
}

/** GET /campaign/user/{uid}/{campaignId}/tracking: the tracking section of the campaign page. */
export interface TrackingResponse {
  currency: string;
  actions: (ActionResults & { callSeconds: number | null; tag: ConversionTag | null })[];
  /** When the states were read from Google Ads (ISO); null when never read yet. */
  checkedAt: string | null;
}

/** POST /campaign/user/{uid}/{campaignId}/tracking/email: the instructions mailed to whoever runs the site. */
export interface TrackingEmailRequest {
  to: string;
  /** The site's platform, so the mail carries its steps first. */
  platform?: SitePlatform;
}
export const SITE_PLATFORMS = ['html', 'wordpress', 'wix', 'shopify', 'tiendanube', 'gtm'] as const;
export type SitePlatform = (typeof SITE_PLATFORMS)[number];
