import { normalizePlan, PLAN_LABELS, type Plan } from '@contract/plans';

/** The tier a status answer describes (SPEC §4 plan normalisation); anything unreadable is BASIC. */
export function tierOf(status: { plan?: unknown; status?: unknown } | undefined | null): Plan {
  return normalizePlan(status?.plan, status?.status);
}

export function tierLabel(plan: Plan): string {
  return PLAN_LABELS[plan];
}

/** What My Plan says about each tier (SPEC §2, §9). */
export const TIER_CONTENT: Record<Plan, { headline: string; subtitle: string; features: string[]; upgradeLabel: string | null }> = {
  BASIC: {
    headline: "You're on the Free plan",
    subtitle: 'Build your first AI-guided campaign and see what a clear strategy can do for your business.',
    features: ['AI campaign builder', 'Basic keyword suggestions', 'Standard copy templates'],
    upgradeLabel: 'See Premium Plans',
  },
  TRIAL: {
    headline: 'Your free trial is running',
    subtitle: 'Explore guided campaigns and the AI assistant for 7 days before your paid plan starts.',
    features: ['Limited chat and campaign creation', 'Priority generation'],
    upgradeLabel: 'Unlock Full Access',
  },
  PRO: {
    headline: "You're on Pro",
    subtitle: 'More campaigns every month, more AI help, and an assistant that remembers your recent questions.',
    features: ['Everything in Free', 'Advanced keywords', 'A/B testing recommendations', 'Priority generation'],
    upgradeLabel: 'Go Premium',
  },
  PREMIUM: {
    headline: "You're on Premium",
    subtitle: 'Everything we offer, including creating your campaigns directly in your Google Ads account.',
    features: ['Everything in Pro', 'Analytics', 'Export tools', 'Custom AI model training', 'A dedicated account manager'],
    upgradeLabel: null,
  },
};

/** A date in the user's local format, or '-' when there is none (seconds since the epoch in). */
export function formatPeriodEnd(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return '-';
  return new Date(seconds * 1000).toLocaleDateString();
}
