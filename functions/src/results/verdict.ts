import type { InterfaceLanguage } from '../contract/languages.js';
import type { GoogleAdsCampaignStatus, Totals, Verdict, VerdictFigure, VerdictLevel } from '../contract/results.js';
import { interfaceVariant, render, type MessageKey } from '../i18n/messages.js';
import { moneyText, percentText } from '../i18n/money.js';

/**
 * The verdict at the top of the results: is this campaign doing well? From its
 * cost per result against its target and the typical figures of Google search ads, in three levels
 * (good, watch, act), with the three numbers behind it and one next step. Pure: no I/O.
 */

/** Typical Google search ads, all industries (WordStream by LocaliQ, Search Advertising Benchmarks 2024). */
export const TYPICAL_CTR = 0.0642;
export const TYPICAL_CONVERSION_RATE = 0.0696;
export const TYPICAL_SOURCE = 'WordStream by LocaliQ, Search Advertising Benchmarks (2024)';
/** Fewer clicks than this, and no result yet: too early to judge. */
export const MIN_CLICKS_TO_JUDGE = 20;
/** Results a week the target aims at: the same rule as the strategy's first CPA target (weekly budget / 5). */
export const RESULTS_A_WEEK = 5;
/** Above target by more than this factor: act rather than watch. */
export const ACT_FACTOR = 1.5;

export type VerdictReason =
  | 'PAUSED'
  | 'REMOVED'
  | 'NO_TRACKING'
  | 'TAG_NOT_INSTALLED'
  | 'TOO_EARLY'
  | 'NO_RESULTS_YET'
  | 'NO_RESULTS'
  | 'ON_TARGET'
  | 'ABOVE_TARGET'
  | 'FAR_ABOVE_TARGET';

export interface VerdictFacts {
  level: VerdictLevel;
  reason: VerdictReason;
  figures: VerdictFigure[];
  target: number;
  totals: Totals;
  rangeDays: number;
  /** The first suggestion that changes something, already in the reader's words (the next step when there is one). */
  suggestion: string | null;
  /** What it counts: clicks until tracking records, then customers. */
  basis: 'CLICKS' | 'CUSTOMERS';
  /** The campaign's actions whose tag went silent, and for how long. */
  silent: { name: string; days: number }[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function verdictFacts(input: {
  status: GoogleAdsCampaignStatus;
  conversionTracking: boolean;
  dailyBudget: number;
  rangeDays: number;
  totals: Totals;
  suggestion?: string | null;
  /**
   * The suggestions that change something, in order, in the reader's words; `raisesBudget` marks a
   * higher daily budget. When results cost more than the target (or none come), spending more is no
   * next step: the first other one is, else the verdict's own advice.
   */
  suggestions?: { title: string; raisesBudget: boolean }[];
  /**
   * The campaign's conversion actions and their states (results/tracking.ts): created with it but
   * none installed yet, the verdict says so; a silent tag is named.
   */
  tracking?: { name: string; state: string; silentDays: number | null }[];
}): VerdictFacts {
  const { totals: t, rangeDays } = input;
  const target = round2((input.dailyBudget * 7) / RESULTS_A_WEEK);
  const costPerResult: VerdictFigure = { key: 'COST_PER_RESULT', value: t.costPerConversion, compare: target, basis: 'TARGET' };
  const results: VerdictFigure = { key: 'RESULTS', value: t.conversions, compare: null, basis: null };
  const ctr: VerdictFigure = { key: 'CTR', value: t.ctr, compare: TYPICAL_CTR, basis: 'TYPICAL' };
  const conversionRate: VerdictFigure = {
    key: 'CONVERSION_RATE',
    value: t.clicks > 0 ? t.conversionRate : null,
    compare: TYPICAL_CONVERSION_RATE,
    basis: 'TYPICAL',
  };
  const cost: VerdictFigure = { key: 'COST', value: t.cost, compare: round2(input.dailyBudget * rangeDays), basis: 'BUDGET' };
  const clicks: VerdictFigure = { key: 'CLICKS', value: t.clicks, compare: null, basis: null };
  const silent = (input.tracking ?? []).filter((a) => a.state === 'SILENT').map((a) => ({ name: a.name, days: a.silentDays ?? 0 }));
  const make = (level: VerdictLevel, reason: VerdictReason, figures: VerdictFigure[]): VerdictFacts => ({
    level,
    reason,
    figures,
    target,
    totals: t,
    rangeDays,
    suggestion: level === 'GOOD' ? null : nextSuggestion(reason),
    basis: input.conversionTracking ? 'CUSTOMERS' : 'CLICKS',
    silent,
  });
  const nextSuggestion = (reason: VerdictReason): string | null => {
    if (!input.suggestions) return input.suggestion ?? null;
    const tooDear = reason === 'ABOVE_TARGET' || reason === 'FAR_ABOVE_TARGET' || reason === 'NO_RESULTS' || reason === 'NO_RESULTS_YET';
    return (tooDear ? input.suggestions.find((x) => !x.raisesBudget) : input.suggestions[0])?.title ?? null;
  };

  if (input.status === 'REMOVED') return make('ACT', 'REMOVED', [cost, clicks, results]);
  if (input.status === 'PAUSED') return make('ACT', 'PAUSED', [cost, clicks, results]);
  if (!input.conversionTracking) {
    // Actions were created with the campaign: what is missing is their tag on the site, not a setup in Google Ads.
    const waiting = (input.tracking ?? []).length > 0;
    return make('WATCH', waiting ? 'TAG_NOT_INSTALLED' : 'NO_TRACKING', [clicks, ctr, cost]);
  }
  if (t.conversions === 0) {
    if (t.cost >= target * ACT_FACTOR && t.clicks >= MIN_CLICKS_TO_JUDGE / 2) return make('ACT', 'NO_RESULTS', [cost, clicks, ctr]);
    if (t.clicks < MIN_CLICKS_TO_JUDGE) return make('WATCH', 'TOO_EARLY', [clicks, ctr, cost]);
    return make('WATCH', 'NO_RESULTS_YET', [cost, clicks, conversionRate]);
  }
  const cpr = t.costPerConversion ?? 0;
  if (cpr <= target) return make('GOOD', 'ON_TARGET', [costPerResult, results, conversionRate]);
  if (cpr <= target * ACT_FACTOR) return make('WATCH', 'ABOVE_TARGET', [costPerResult, results, conversionRate]);
  return make('ACT', 'FAR_ABOVE_TARGET', [costPerResult, results, conversionRate]);
}

/** The verdict in the reader's language; amounts with the account's currency. */
export function verdictText(f: VerdictFacts, language: InterfaceLanguage, currency: string): Verdict {
  const m = (n: number) => moneyText(n, currency, language);
  const pct = (n: number) => percentText(n, language);
  const t = f.totals;
  const days = f.rangeDays;
  const cpr = t.costPerConversion ?? 0;
  const n = t.conversions;
  const v = interfaceVariant(language);
  // Every figure a verdict's text may write, already in the reader's format.
  const params = {
    days,
    n,
    clicks: t.clicks,
    cost: m(t.cost),
    target: m(f.target),
    cpr: m(cpr),
    rate: pct(t.conversionRate),
    typical: pct(TYPICAL_CONVERSION_RATE),
    needed: MIN_CLICKS_TO_JUDGE,
  };
  const say = (part: 'title' | 'detail' | 'step') => render({ key: `results.verdict.${f.reason}.${part}` as MessageKey, params }, v);
  const title = say('title');
  const detail = say('detail');
  const step = say('step');
  // A suggestion that fits is the next step, in its own words (not when the campaign is off).
  const useSuggestion = f.suggestion && f.reason !== 'PAUSED' && f.reason !== 'REMOVED' && f.reason !== 'TOO_EARLY';
  const firstSilent = f.silent[0];
  return {
    level: f.level,
    title,
    detail,
    figures: f.figures,
    nextStep: useSuggestion ? f.suggestion! : step,
    targetCostPerResult: f.target,
    basis: f.basis,
    ...(firstSilent ? { trackingNote: render({ key: 'tracking.silentNote', params: firstSilent }, v) } : {}),
  };
}
