import type { CampaignPayload, LineSource } from './campaigns.js';

/**
 * The pre-flight review: everything "Create in Google Ads" would send, before sending it.
 * GET /campaign/user/{uid}/{campaignId}/preflight?rate=&landingPage=&radiusKm= answers this; POST
 * /campaign/user/{uid}/real with `campaignId` and the same reviewed choices creates exactly it.
 */
export interface PreflightProblem {
  /** What is wrong, and `fix`: what the user does about it. */
  code: 'LANDING_PAGE_MISSING' | 'LOCATION_UNRESOLVED' | 'BUDGET_BELOW_MINIMUM' | 'RATE_UNKNOWN' | 'NO_KEYWORDS' | 'ALREADY_CREATED';
  message: string;
  fix: string;
}

export interface PreflightResponse {
  campaignId: string;
  /** The stored campaign's form fields: creation posts them back with `campaignId` and the choices. */
  payload: CampaignPayload;
  account: { customerId: string; name: string; currency: string };
  campaignType: 'Search';
  /** Set when the form chose another type: Pautia creates Search campaigns, and says so first. */
  typeNote?: string;
  bidding: { strategy: 'MAXIMIZE_CLICKS' | 'MAXIMIZE_CONVERSIONS'; label: string; reason: string };
  locations: { name: string; kind: string; geoTargetConstant?: string; radiusKm?: number }[];
  language: { name: string; languageConstant: string };
  budget: {
    weeklyUsd: number;
    currency: string;
    /** Account-currency units per US dollar, with its date and source (editable: `rate`). */
    rate: number | null;
    rateDate: string | null;
    rateSource: string | null;
    dailyAmount: number | null;
    dailyMicros: number | null;
    minimumDaily: number;
    /** The owner's own weekly figure in their money, when the form gave one (the daily budget is built from it in that currency). */
    ownerWeekly?: { amount: number; currency: string };
  };
  finalUrl: string;
  adGroups: { name: string; keywords: { text: string; matchType: 'EXACT' | 'PHRASE' }[] }[];
  /**
   * Each ad group's own responsive search ad, in the order of `adGroups`, exactly as creation sends
   * it: every headline, description and display path. `added` names the lines
   * creation fills in because the group's own ad had fewer than Google's minimum (the form's
   * fallbacks): shown so nothing is created that the review did not show.
   */
  ads: {
    headlines: string[];
    descriptions: string[];
    path1: string;
    path2: string;
    finalUrl: string;
    added: { headlines: string[]; descriptions: string[] };
    /** Each line's source, index for index; null for a line creation adds or one kept from before sources were recorded. */
    sources?: { headlines: (LineSource | null)[]; descriptions: (LineSource | null)[] };
    /** With fewer than 15 headlines or 4 descriptions: the facts that would fill it (FACT_GAPS). */
    missingFacts?: string[];
  }[];
  /** Negatives generation left out because they would block the business's own searches, with the reason. */
  droppedNegatives?: { text: string; reason: string; blocks?: string }[];
  /** Each callout's source, index for index with `assets.callouts` (null when not known). */
  calloutSources?: (LineSource | null)[];
  /** Campaign-level negative keywords (phrase match), as creation sends them. */
  negatives: string[];
  /**
   * Every asset creation sends: sitelinks with both descriptions,
   * callouts, structured snippets, the call asset, price and promotion assets; the WhatsApp message
   * asset is sent after the campaign and left out if Google refuses the account. `notes` (in the
   * reader's language) say what an expert would add that is missing, and why. `source`/`sources`:
   * where each comes from (a fact in the owner's words, a call to action), null when not known.
   */
  assets: {
    sitelinks: { text: string; description1: string; description2: string; url: string; source?: LineSource | null }[];
    callouts: string[];
    snippets: { header: string; values: string[]; sources?: (LineSource | null)[] }[];
    call: { countryCode: string; phoneNumber: string; source?: LineSource | null } | null;
    message: { provider: 'WHATSAPP'; countryCode: string; phoneNumber: string; starterMessage: string; source?: LineSource | null } | null;
    price: {
      type: 'SERVICES' | 'PRODUCT_CATEGORIES';
      languageCode: string;
      offerings: { header: string; description: string; amount: number; currency: string; url: string; source?: LineSource | null }[];
    } | null;
    promotion: { target: string; percentOff: number; languageCode: string; url: string; source?: LineSource | null } | null;
    notes: string[];
  };
  status: 'PAUSED';
  /**
   * The conversion actions creation makes with the campaign (or reuses: `reused`, same name in the
   * account), in the owner's words; the call action counts calls from `callSeconds`
   * (the review's editable `callSeconds` choice). Absent in answers from before tracking.
   */
  conversionActions?: {
    kind: 'CALL_FROM_ADS' | 'FORM_OR_ORDER' | 'WHATSAPP_CLICK' | 'PHONE_CLICK';
    name: string;
    /** What it counts, in the reader's language. */
    counts: string;
    callSeconds: number | null;
    reused: boolean;
  }[];
  /** Blocking: Create stays disabled until none remain. */
  problems: PreflightProblem[];
}
