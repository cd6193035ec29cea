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
