/** Plans, ascending. BASIC is shown to users as "Free". */
export const PLANS = ['BASIC', 'TRIAL', 'PRO', 'PREMIUM'] as const;
export type Plan = (typeof PLANS)[number];

export const PLAN_LABELS: Record<Plan, string> = {
  BASIC: 'Free',
  TRIAL: 'Trial',
  PRO: 'Pro',
  PREMIUM: 'Premium',
};

/** `null` means unlimited. */
export interface PlanLimits {
  campaigns: number | null;
  aiQueries: number | null;
  /** How many past exchanges the assistant remembers. */
  memory: number;
  googleAds: boolean;
  /**
   * Keyword lookups with figures (volumes, bids, forecasts). 0 = suggestions without figures only
   * (BASIC's "Basic keyword suggestions"); TRIAL counts per trial, PRO per month.
   */
  keywordResearch: number | null;
  /** The business profile learns from the owner's edits of ad copy (Premium). */
  learnsFromEdits: boolean;
}

export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  BASIC: { campaigns: 1, aiQueries: 3, memory: 0, googleAds: false, keywordResearch: 0, learnsFromEdits: false },
  TRIAL: { campaigns: 1, aiQueries: 3, memory: 0, googleAds: false, keywordResearch: 10, learnsFromEdits: false },
  PRO: { campaigns: 5, aiQueries: 20, memory: 20, googleAds: false, keywordResearch: 50, learnsFromEdits: false },
  PREMIUM: { campaigns: null, aiQueries: null, memory: 100, googleAds: true, keywordResearch: null, learnsFromEdits: true },
};

/**
 * What support means on each plan (docs/product.md P7.1's "Standard/Priority
 * support", "A dedicated account manager"). The assistant answers at any hour on every plan;
 * `replyHours` is how soon a person answers a support request (business hours); requests are
 * worked in `priority` order (0 first). Premium requests go to the configured account manager.
 * What each plan's card says about it is the web's text (web/src/locales, `support.plan.*`).
 */
export const SUPPORT_BY_PLAN: Record<Plan, { priority: number; replyHours: number; accountManager: boolean }> = {
  BASIC: {
    priority: 3,
    replyHours: 72,
    accountManager: false,
  },
  TRIAL: {
    priority: 2,
    replyHours: 72,
    accountManager: false,
  },
  PRO: {
    priority: 1,
    replyHours: 24,
    accountManager: false,
  },
  PREMIUM: {
    priority: 0,
    replyHours: 4,
    accountManager: true,
  },
};

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/**
 * The spec's plan normalisation: value trimmed and upper-cased; status 'trialing' gives TRIAL;
 * otherwise it must be one of the plans; anything else gives BASIC.
 */
export function normalizePlan(value: unknown, status?: unknown): Plan {
  if (typeof status === 'string' && status.trim().toLowerCase() === 'trialing') return 'TRIAL';
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return isPlan(upper) ? upper : 'BASIC';
}

export function planRank(plan: Plan): number {
  return PLANS.indexOf(plan);
}

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export type PaidPlan = Exclude<Plan, 'BASIC'>;

/** The prices we sell: Trial is monthly only. */
export const PRICE_KEYS = ['TRIAL:monthly', 'PRO:monthly', 'PRO:annual', 'PREMIUM:monthly', 'PREMIUM:annual'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

/**
 * What each price charges (docs/product.md P7.1), for display: `amount` USD per `interval`. The Trial price
 * starts with `trialDays` free, then charges like Pro monthly.
 */
export const PRICE_DETAILS: Record<
  PriceKey,
  { plan: PaidPlan; period: BillingPeriod; amount: number; interval: 'month' | 'year'; trialDays?: number }
> = {
  'TRIAL:monthly': { plan: 'TRIAL', period: 'monthly', amount: 20, interval: 'month', trialDays: 7 },
  'PRO:monthly': { plan: 'PRO', period: 'monthly', amount: 20, interval: 'month' },
  'PRO:annual': { plan: 'PRO', period: 'annual', amount: 192, interval: 'year' },
  'PREMIUM:monthly': { plan: 'PREMIUM', period: 'monthly', amount: 50, interval: 'month' },
  'PREMIUM:annual': { plan: 'PREMIUM', period: 'annual', amount: 480, interval: 'year' },
};
