import type {
  AdRow,
  GoogleAdsCampaignStatus,
  KeywordRow,
  Metrics,
  ResultRange,
  ResultsChange,
  SearchTermRow,
  Totals,
} from '../../contract/results.js';

/** Figures of one row, raw from Google (cost in the account currency): the contract's rows before their ratios. */
export type RawMetrics = Metrics;
/** A contract row as Google reports it: its own fields and raw figures, without the computed ratios. */
type Raw<Row extends Totals> = RawMetrics & Omit<Row, keyof Totals>;

/**
 * A campaign as one report reads it: its state now, and figures for the range AND the period before
 * it (daily rows cover both, so one query answers the comparison).
 */
export interface AdsReport {
  status: GoogleAdsCampaignStatus;
  /** Google's primary status reasons, by enum name (e.g. BUDGET_CONSTRAINED, BILLING_ISSUE). */
  statusReasons: string[];
  dailyBudget: number;
  /** The account's currency (ISO 4217), which every amount here is in; USD when unknown. */
  currency?: string;
  budgetResourceName: string;
  /** Share of impressions lost to the budget over the range (0..1), when Google reports it. */
  budgetLostImpressionShare: number | null;
  conversionTracking: boolean;
  /** An approved billing setup exists (false: Google will not run the ads until billing is set up). */
  billingReady: boolean;
  /** The campaign's negative keywords (text, lower case). */
  negatives: string[];
  /** Daily rows of the range and the previous period, oldest first. */
  daily: (RawMetrics & { date: string })[];
  adGroups: (RawMetrics & { id: string; name: string; status: string })[];
  keywords: Raw<KeywordRow>[];
  searchTerms: Raw<SearchTermRow>[];
  /** `variant` is derived from the order of an ad group's ads; `finalUrls` is where the ad sends people (ad B of an A/B test uses ad A's). */
  ads: (Omit<Raw<AdRow>, 'variant'> & { finalUrls?: string[] })[];
  /** The campaign's bid strategy ('OTHER': one Pautia does not set); absent when not read. */
  bidding?: 'MAXIMIZE_CLICKS' | 'MAXIMIZE_CONVERSIONS' | 'OTHER';
  /**
   * The account's enabled conversion actions with this campaign's conversions of each in the range,
   * the last day each counted one (account-wide) and the last day Google heard its tag; absent when
   * not read (the service then falls back on `conversionTracking`).
   */
  conversionActions?: ReportConversion[];
}

export interface ReportConversion {
  resourceName: string;
  name: string;
  /** Google's type name: AD_CALL, WEBPAGE, … */
  type: string;
  status: string;
  conversions: number;
  /** YYYY-MM-DD, or null when it never counted one. */
  lastConversionDate: string | null;
  /** YYYY-MM-DD Google last received a request from its tag, or null (never, or an action without a tag). */
  lastRequestDate: string | null;
}

export interface ReportTarget {
  uid: string;
  /** Decrypted for this call only; never logged. */
  refreshToken: string;
  customerId: string;
  campaignResourceName: string;
}

export interface ReportRequest extends ReportTarget {
  range: ResultRange;
  /** Today in the account's time zone (YYYY-MM-DD); ranges end yesterday, as Google's do. */
  today: string;
}

/** What a report costs in Google Ads operations (one per query). */
export const REPORT_OPERATIONS = 11;

/**
 * Results behind one interface: GAQL through google-ads-api, or the local simulator. Failures are
 * HttpError with our codes and plain words.
 */
export interface AdsResultsAdapter {
  readonly provider: 'sandbox' | 'google-ads';
  report(request: ReportRequest): Promise<AdsReport>;
  /** One Google Ads change (one mutate request); answers the resource names Google returned. */
  apply(ref: ReportTarget, change: ResultsChange, context: { budgetResourceName: string }): Promise<string[]>;
}

/** Operations a change costs (Google counts each mutate operation). */
export function changeOperations(change: ResultsChange): number {
  if (change.kind === 'ADD_NEGATIVES') return Math.max(1, change.terms.length);
  if (change.kind === 'REMOVE_NEGATIVES') return Math.max(1, change.resourceNames.length);
  return 1;
}
