import type { GoogleAdsProblem } from '../contract/campaigns.js';
import type { AlertKind } from '../contract/notifications.js';
import type { DailyFigures, GoogleAdsCampaignStatus, ResultsResponse } from '../contract/results.js';
import type { AlertFacts } from '../repos/notifications.js';

/**
 * What the alert checks read about one campaign: computed from its results (the figures Google
 * reports, `resultsInputs`) and its stored serving problems. Conversion tracking's own state can
 * feed `daysSinceLastConversion` when it is known; without it the daily figures answer.
 */
export interface AlertInputs {
  /** The account's currency (ISO 4217), which every amount is in. */
  currency: string;
  dailyBudget: number;
  status: GoogleAdsCampaignStatus;
  /** The account records conversions (a conversion action exists). */
  conversionTracking: boolean;
  /** Daily figures, oldest first, the last one yesterday: 30 days in practice, at least 14 for every rule. */
  daily: DailyFigures[];
  /** The serving problems Google reports (disapproved or limited ads, limited by budget). */
  problems: readonly GoogleAdsProblem[];
  /** Days since the last conversion, when the tracking status knows it; else read from `daily`. */
  daysSinceLastConversion?: number | null;
}

export function resultsInputs(results: ResultsResponse, problems: readonly GoogleAdsProblem[]): AlertInputs {
  return {
    currency: results.currency ?? 'USD',
    dailyBudget: results.dailyBudget,
    status: results.status,
    conversionTracking: results.conversionTracking,
    daily: results.daily,
    problems,
  };
}

/**
 * The thresholds, chosen for small budgets (USD 5–30 a day): a week is the pacing window (Google may
 * spend up to twice the daily budget on one day and evens it out over the month), and a rule about
 * conversions waits for enough clicks that "none" means something.
 */
export const ALERT_THRESHOLDS = {
  /** Over-spending: the last 7 days cost more than 120 % of 7 daily budgets, and at least one daily budget more. */
  overspendRatio: 1.2,
  /** Under-spending: under 50 % of 7 daily budgets while enabled all week (it was serving the week before). */
  underspendRatio: 0.5,
  /** No conversions in 14 days after spending at least 3 daily budgets over at least 10 clicks. */
  noConversionsDays: 14,
  noConversionsBudgets: 3,
  noConversionsClicks: 10,
  /** Tracking silent: it recorded conversions, none for 7 days, with at least 15 clicks since (or 3× its usual clicks per conversion). */
  silentDays: 7,
  silentClicks: 15,
  /** Limited by budget: days that spent at least 95 % of the budget, of the last 7. */
  fullBudgetDay: 0.95,
} as const;

export interface AlertFinding {
  kind: AlertKind;
  facts: AlertFacts;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const totalOf = (rows: DailyFigures[], key: 'cost' | 'clicks' | 'conversions') => rows.reduce((s, r) => s + r[key], 0);

/** The alerts a campaign's figures call for now, each with the numbers that say why. */
export function alertsFor(inputs: AlertInputs): AlertFinding[] {
  const t = ALERT_THRESHOLDS;
  const found: AlertFinding[] = [];
  const enabled = inputs.status === 'ENABLED';
  const week = inputs.daily.slice(-7);
  const weekBefore = inputs.daily.slice(-14, -7);
  const budget7 = inputs.dailyBudget * 7;
  const spent7 = totalOf(week, 'cost');
  const currency = inputs.currency;

  if (enabled && inputs.dailyBudget > 0 && week.length === 7) {
    const ranAllWeek = weekBefore.some((d) => d.impressions > 0) || (week[0]?.impressions ?? 0) > 0;
    const percent = Math.round((spent7 / budget7) * 100);
    if (spent7 > budget7 * t.overspendRatio && spent7 - budget7 >= inputs.dailyBudget) {
      found.push({ kind: 'SPEND_PACING', facts: { direction: 'over', spent: round2(spent7), budget: round2(budget7), percent, currency } });
    } else if (ranAllWeek && spent7 < budget7 * t.underspendRatio) {
      found.push({
        kind: 'SPEND_PACING',
        facts: { direction: 'under', spent: round2(spent7), budget: round2(budget7), percent, currency },
      });
    }
  }

  // Conversions: the last one in the figures, and what came after it.
  const lastIndex = inputs.daily.findLastIndex((d) => d.conversions > 0);
  const daysSince =
    inputs.daysSinceLastConversion !== undefined ? inputs.daysSinceLastConversion : lastIndex >= 0 ? inputs.daily.length - lastIndex : null;
  if (inputs.conversionTracking) {
    const recent = inputs.daily.slice(-t.noConversionsDays);
    const spent = totalOf(recent, 'cost');
    const clicks = totalOf(recent, 'clicks');
    if (
      lastIndex < 0 &&
      spent >= inputs.dailyBudget * t.noConversionsBudgets &&
      clicks >= t.noConversionsClicks &&
      totalOf(recent, 'conversions') === 0
    ) {
      found.push({ kind: 'NO_CONVERSIONS', facts: { spent: round2(spent), clicks, days: t.noConversionsDays, currency } });
    }
    if (daysSince !== null && daysSince >= t.silentDays && lastIndex >= 0) {
      const before = inputs.daily.slice(0, lastIndex + 1);
      const clicksPerConversion = totalOf(before, 'clicks') / Math.max(1, totalOf(before, 'conversions'));
      const clicksSince = totalOf(inputs.daily.slice(lastIndex + 1), 'clicks');
      if (clicksSince >= Math.max(t.silentClicks, 3 * clicksPerConversion)) {
        found.push({ kind: 'TRACKING_SILENT', facts: { days: daysSince, clicks: clicksSince, lastDate: inputs.daily[lastIndex]!.date } });
      }
    }
  }

  const disapproved = inputs.problems.includes('ADS_DISAPPROVED');
  const limited = inputs.problems.includes('ADS_LIMITED_BY_POLICY');
  if (disapproved || limited) found.push({ kind: 'ADS_POLICY', facts: { disapproved, limited } });

  if (enabled && inputs.problems.includes('LIMITED_BY_BUDGET')) {
    const fullDays = week.filter((d) => d.cost >= inputs.dailyBudget * t.fullBudgetDay).length;
    found.push({
      kind: 'LIMITED_BY_BUDGET',
      facts: { dailyBudget: round2(inputs.dailyBudget), spent: round2(spent7), fullDays, days: week.length, currency },
    });
  }
  return found;
}

/**
 * Where each kind's fix is: a section of the campaign page (its hash). `tracking` is the conversion
 * tracking section; until the page has one, an unknown hash opens the results, where the tracking
 * suggestion is.
 */
export function alertLink(kind: AlertKind, campaignId: string): string {
  const section = kind === 'TRACKING_SILENT' || kind === 'NO_CONVERSIONS' ? 'tracking' : kind === 'ADS_POLICY' ? 'ads' : 'results';
  return `/campaigns/${encodeURIComponent(campaignId)}#${section}`;
}
