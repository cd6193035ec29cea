/**
 * The campaign form's choices and limits (docs/product.md P3.1, P3.2), free of zod so the web bundle can
 * import them without the schema library. `campaigns.ts` re-exports everything here.
 */
export const OBJECTIVES = ['Sales', 'Leads', 'Website traffic'] as const;
export const CAMPAIGN_TYPES = ['Search', 'Display', 'Shopping', 'Video', 'Performance', 'App'] as const;
export type Objective = (typeof OBJECTIVES)[number];
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const MIN_WEEKLY_BUDGET = 50;
export const MIN_DESCRIPTION_LENGTH = 21; // "longer than 20 characters", trimmed
export const RECOMMENDED_DESCRIPTION_LENGTH = 300;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The page an ad group's ad links to: its own (its service's page) when that is a web address,
 * else the campaign's landing page. One rule for the review, creation and the Editor CSV.
 */
export function groupFinalUrl(group: { ad?: { finalUrl?: string | undefined } | undefined }, landing: string): string {
  const own = group.ad?.finalUrl?.trim();
  return own && isHttpUrl(own) ? own : landing;
}

export type GoogleAdsCampaignStatus = 'PAUSED' | 'ENABLED' | 'REMOVED';

/**
 * What keeps a campaign in Google Ads from serving fully, as the last results read found it
 *: every view shows the same status and problems from `googleAds`.
 */
export const GOOGLE_ADS_PROBLEMS = ['LIMITED_BY_BUDGET', 'ADS_DISAPPROVED', 'ADS_LIMITED_BY_POLICY', 'UNDER_REVIEW', 'BILLING'] as const;
export type GoogleAdsProblem = (typeof GOOGLE_ADS_PROBLEMS)[number];

/** The campaign's `status` text once it is in Google Ads: one value per Google Ads status (the list, the page, the assistant). */
export const GOOGLE_ADS_STATUS_TEXT: Record<GoogleAdsCampaignStatus, string> = {
  PAUSED: 'In Google Ads (paused)',
  ENABLED: 'In Google Ads (enabled)',
  REMOVED: 'In Google Ads (removed)',
};

/** A chat or social profile: never an ad's final URL; ads go to the website. */
export function isMessagingLink(url: string): boolean {
  try {
    const host = new URL(url.trim()).hostname.toLowerCase().replace(/^www\./, '');
    return /^(wa\.me|api\.whatsapp\.com|web\.whatsapp\.com|whatsapp\.com|chat\.whatsapp\.com|m\.me|messenger\.com|t\.me|instagram\.com|facebook\.com|fb\.com|tiktok\.com|linktr\.ee)$/.test(
      host,
    );
  } catch {
    return false;
  }
}
