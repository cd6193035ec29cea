import { createHash } from 'node:crypto';
import type { AdAsset, GoogleAdsCampaignStatus, PerformanceLabel, ResultRange } from '../../contract/results.js';
import { datesBetween, periods } from '../../adapters/ads-results/dates.js';
import type { AdsReport, RawMetrics } from '../../adapters/ads-results/types.js';

/**
 * The sandbox's deterministic results simulator. Its input is the campaign as the recorded sandbox
 * mutates built it (created, then every change); its output is the report Google would answer.
 * Same state and same day → same figures. Search runs only on days the campaign was enabled; each
 * day's spend stays within that day's budget; some search terms do not fit the business, so the
 * suggestions have work to do.
 *
 * The first enable is backdated by SIMULATED_HISTORY_DAYS so figures show at once (the sandbox
 * plays the campaign as if it had already been running); every later change takes effect on the
 * day it was made.
 */
export const SIMULATED_HISTORY_DAYS = 45;

export interface SimKeyword {
  id: string;
  adGroupId: string;
  text: string;
  matchType: 'EXACT' | 'PHRASE' | 'BROAD';
  /** YYYY-MM-DD the keyword was added (creation keywords: before any enable). */
  since: string;
  /** YYYY-MM-DD it was paused, or null. */
  pausedOn: string | null;
}

/**
 * One conversion action the campaign counts with, as the sandbox account has it: a website action
 * counts while its simulated tag fires (`firingFrom` ≤ day < `silentFrom`); a call action counts the
 * campaign's calls that last at least `callSeconds`.
 */
export interface SimConversion {
  resourceName: string;
  name: string;
  type: string;
  category: string;
  callSeconds: number | null;
  firingFrom: string | null;
  silentFrom: string | null;
}

/** Share of fitting clicks each website action turns into a conversion while its tag fires. */
const WEB_RATE: Record<string, number> = { PURCHASE: 0.07, SUBMIT_LEAD_FORM: 0.07, CONTACT: 0.025 };
/** Calls per fitting click, and how long they last: 10 s to 5 min, evenly. */
const CALLS_PER_CLICK = 0.08;
const CALL_MIN_SECONDS = 10;
const CALL_SPAN_SECONDS = 300;

export interface SimulatorState {
  campaignResourceName: string;
  /** The campaign's bid strategy now (absent: Maximize clicks). */
  bidding?: 'MAXIMIZE_CLICKS' | 'MAXIMIZE_CONVERSIONS';
  /**
   * The campaign's conversion actions; absent for an account that never made one through the
   * sandbox (older campaigns), which then plays an account that already tracks (11 % of fitting clicks).
   */
  conversionActions?: SimConversion[];
  budgetResourceName: string;
  language: 'es' | 'en';
  /** Status changes in order; the campaign is created PAUSED. `on` is YYYY-MM-DD. */
  statusChanges: { on: string; status: 'ENABLED' | 'PAUSED' }[];
  /** Daily budget changes in order; the first is the budget at creation. */
  budgets: { on: string; daily: number }[];
  /** `name`: the criterion's resource name, so an undo can remove it. */
  negatives: { text: string; on: string; name?: string }[];
  adGroups: { id: string; name: string }[];
  keywords: SimKeyword[];
  /** `since`: YYYY-MM-DD the ad was added (absent: at creation, before any enable). */
  ads: {
    id: string;
    adGroupId: string;
    headlines: string[];
    descriptions: string[];
    replacedHeadlines: string[];
    since?: string;
    finalUrls?: string[];
  }[];
}

const IRRELEVANT = {
  en: [(k: string) => `free ${k}`, (k: string) => `${k} jobs`, (k: string) => `how to do ${k} yourself`],
  es: [(k: string) => `${k} gratis`, (k: string) => `trabajo de ${k}`, (k: string) => `como hacer ${k} en casa`],
};
const RELEVANT_VARIANT = { en: (k: string) => `${k} near me`, es: (k: string) => `${k} cerca de mi` };

/** A number in [0, 1) from the seed parts. */
function unit(...parts: string[]): number {
  return Number.parseInt(createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 12), 16) / 2 ** 48;
}

export function statusOn(state: SimulatorState, date: string): GoogleAdsCampaignStatus {
  let status: GoogleAdsCampaignStatus = 'PAUSED';
  for (const change of state.statusChanges) if (change.on <= date) status = change.status;
  return status;
}

function servedOn(state: SimulatorState, date: string): boolean {
  const first = state.statusChanges.find((c) => c.status === 'ENABLED');
  if (!first) return false;
  if (date < first.on) return date >= shift(first.on, -SIMULATED_HISTORY_DAYS);
  return statusOn(state, date) === 'ENABLED';
}

function budgetOn(state: SimulatorState, date: string): number {
  let daily = state.budgets[0]?.daily ?? 0;
  for (const b of state.budgets) if (b.on <= date) daily = b.daily;
  return daily;
}

function shift(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Phrase-style containment, as a negative keyword excludes a query. */
function excludedBy(term: string, negatives: string[]): boolean {
  const padded = ` ${term.toLowerCase()} `;
  return negatives.some((n) => padded.includes(` ${n.toLowerCase()} `));
}

/** One keyword's clicks for one search term on one day, cost in cents. */
interface TermDay {
  date: string;
  adGroupId: string;
  keywordId: string;
  term: string;
  relevant: boolean;
  impressions: number;
  clicks: number;
  costCents: number;
  conversions: number;
  cpcCents: number;
}

const firesOn = (a: SimConversion, date: string) =>
  a.type === 'AD_CALL' || (a.firingFrom !== null && a.firingFrom <= date && (a.silentFrom === null || date < a.silentFrom));

/** Splits `total` in whole numbers by weight (largest remainder). */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((x, w) => x + w, 0);
  if (!sum || !total) return weights.map(() => 0);
  const raw = weights.map((w) => (total * w) / sum);
  const out = raw.map(Math.floor);
  let left = total - out.reduce((x, n) => x + n, 0);
  for (const i of raw
    .map((r, i) => [r - Math.floor(r), i] as const)
    .sort((a, b) => b[0] - a[0])
    .map(([, i]) => i)) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

function simulateDay(
  state: SimulatorState,
  date: string,
): { rows: TermDay[]; limited: boolean; lostImpressions: number; byAction: Map<string, number> } {
  if (!servedOn(state, date)) return { rows: [], limited: false, lostImpressions: 0, byAction: new Map() };
  const seed = state.campaignResourceName;
  const negatives = state.negatives.filter((n) => n.on <= date).map((n) => n.text);
  const rows: TermDay[] = [];
  for (const kw of state.keywords) {
    if (kw.since > date || (kw.pausedOn !== null && kw.pausedOn <= date)) continue;
    // Long or unlucky exact keywords have no search volume: "no impressions" is a real outcome.
    const words = kw.text.split(/\s+/).length;
    if (kw.matchType === 'EXACT' && (words >= 4 || unit(seed, kw.text, 'volume') < 0.15)) continue;
    const reach = kw.matchType === 'EXACT' ? 0.6 : kw.matchType === 'PHRASE' ? 1 : 1.6;
    const base = (30 + unit(seed, kw.text, 'base') * 90) * reach;
    const cpcCents = Math.round(60 + unit(seed, kw.text, 'cpc') * 190);
    const ctr = 0.03 + unit(seed, kw.text, 'ctr') * 0.05;
    const terms: { term: string; share: number; relevant: boolean }[] = [
      { term: kw.text.toLowerCase(), share: 0.5, relevant: true },
      { term: RELEVANT_VARIANT[state.language](kw.text.toLowerCase()), share: 0.2, relevant: true },
      ...IRRELEVANT[state.language].map((make, i) => ({ term: make(kw.text.toLowerCase()), share: [0.15, 0.1, 0.1][i]!, relevant: false })),
    ];
    for (const t of terms) {
      if (kw.matchType === 'EXACT' && t.term !== kw.text.toLowerCase()) continue;
      if (excludedBy(t.term, negatives)) continue;
      const noise = 0.7 + unit(seed, t.term, date, 'imp') * 0.6;
      const impressions = Math.round(base * t.share * noise);
      const clicks = Math.floor(impressions * ctr * (t.relevant ? 1 : 1.4) + unit(seed, t.term, date, 'clk'));
      rows.push({
        date,
        adGroupId: kw.adGroupId,
        keywordId: kw.id,
        term: t.term,
        relevant: t.relevant,
        impressions,
        clicks,
        costCents: clicks * cpcCents,
        conversions: 0,
        cpcCents,
      });
    }
  }
  // Fit the day's budget: scale everything down, then trim clicks until the spend fits.
  const budgetCents = Math.round(budgetOn(state, date) * 100);
  const spend = rows.reduce((s, r) => s + r.costCents, 0);
  let limited = false;
  let lostImpressions = 0;
  if (spend > budgetCents) {
    limited = true;
    const factor = budgetCents / spend;
    for (const r of rows) {
      const imps = Math.floor(r.impressions * factor);
      lostImpressions += r.impressions - imps;
      r.impressions = imps;
      // Rounded at random (seeded), so small terms keep their share of clicks on average.
      r.clicks = Math.min(Math.floor(r.clicks * factor + unit(seed, r.term, date, 'fit')), imps);
      r.costCents = r.clicks * r.cpcCents;
    }
    let total = rows.reduce((s, r) => s + r.costCents, 0);
    for (const r of [...rows].sort((a, b) => b.costCents - a.costCents)) {
      while (total > budgetCents && r.clicks > 0) {
        r.clicks -= 1;
        r.costCents -= r.cpcCents;
        total -= r.cpcCents;
      }
    }
  }
  const actions = state.conversionActions;
  const byAction = new Map<string, number>();
  if (!actions) {
    for (const r of rows) {
      // Only fitting searches convert (about 1 in 9 clicks).
      r.conversions = r.relevant ? Math.floor(r.clicks * 0.11 + unit(seed, r.term, date, 'conv')) : 0;
      r.conversions = Math.min(r.conversions, r.clicks);
    }
    return { rows, limited, lostImpressions, byAction };
  }
  // Website actions count while their tag fires, each its share of the fitting clicks.
  const web = actions.filter((a) => a.type === 'WEBPAGE' && firesOn(a, date));
  const rate = web.reduce((x, a) => x + (WEB_RATE[a.category] ?? 0.03), 0);
  for (const r of rows) {
    r.conversions = r.relevant && rate > 0 ? Math.min(r.clicks, Math.floor(r.clicks * rate + unit(seed, r.term, date, 'conv'))) : 0;
  }
  const webTotal = rows.reduce((x, r) => x + r.conversions, 0);
  split(
    webTotal,
    web.map((a) => WEB_RATE[a.category] ?? 0.03),
  ).forEach((n, i) => byAction.set(web[i]!.resourceName, n));
  // Calls from the ads: each with its own length; a call action counts those at least as long as it asks.
  const fitting = rows.filter((r) => r.relevant).sort((a, b) => b.clicks - a.clicks);
  const fittingClicks = fitting.reduce((x, r) => x + r.clicks, 0);
  const calls = Math.floor(fittingClicks * CALLS_PER_CLICK + unit(seed, date, 'calls'));
  const lengths = Array.from(
    { length: calls },
    (_, i) => CALL_MIN_SECONDS + Math.floor(unit(seed, date, 'call', String(i)) * CALL_SPAN_SECONDS),
  );
  for (const a of actions.filter((x) => x.type === 'AD_CALL')) {
    const counted = lengths.filter((l) => l >= (a.callSeconds ?? 60)).length;
    byAction.set(a.resourceName, counted);
    // Counted calls show on the search that brought the most fitting clicks that day.
    if (counted && fitting[0]) fitting[0].conversions += counted;
  }
  return { rows, limited, lostImpressions, byAction };
}

const zero = (): RawMetrics => ({ impressions: 0, clicks: 0, cost: 0, conversions: 0 });

function sumRows(rows: TermDay[]): RawMetrics {
  const cents = rows.reduce((s, r) => s + r.costCents, 0);
  return {
    impressions: rows.reduce((s, r) => s + r.impressions, 0),
    clicks: rows.reduce((s, r) => s + r.clicks, 0),
    cost: cents / 100,
    conversions: rows.reduce((s, r) => s + r.conversions, 0),
  };
}

function groupBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

/** Labels as Google rates assets once they have enough impressions (LEARNING before). */
function labels(seed: string, adId: string, lines: string[], impressions: number, fresh: string[]): AdAsset[] {
  if (impressions < 200) return lines.map((text) => ({ text, performanceLabel: 'LEARNING' as PerformanceLabel }));
  const scored = lines.map((text) => ({ text, score: unit(seed, adId, text, 'label') }));
  const sorted = [...scored].filter((s) => !fresh.includes(s.text)).sort((a, b) => a.score - b.score);
  const low = new Set(sorted.slice(0, Math.max(1, Math.floor(sorted.length / 5))).map((s) => s.text));
  const best = new Set(sorted.slice(-2).map((s) => s.text));
  return scored.map(({ text }) => ({
    text,
    performanceLabel: fresh.includes(text) ? 'LEARNING' : low.has(text) ? 'LOW' : best.has(text) ? 'BEST' : 'GOOD',
  }));
}

/**
 * Each ad's share of its ad group's figures: Google rotates the ads running in a
 * group on a day, so each shows for an even share of its searches; each ad's own appeal (seeded)
 * moves its clicks and results. The ads' figures add up to the group's.
 */
function adFigures(state: SimulatorState, rows: TermDay[]): Map<string, RawMetrics> {
  const out = new Map<string, RawMetrics>(state.ads.map((a) => [a.id, zero()]));
  const seed = state.campaignResourceName;
  const appeal = (id: string) => 0.75 + unit(seed, id, 'appeal') * 0.5;
  for (const [key, list] of groupBy(rows, (r) => `${r.adGroupId}|${r.date}`)) {
    const [adGroupId, date] = key.split('|') as [string, string];
    const running = state.ads.filter((a) => a.adGroupId === adGroupId && (a.since ?? '0000-01-01') <= date);
    if (running.length === 0) continue;
    const day = sumRows(list);
    const cents = Math.round(day.cost * 100);
    const weights = running.map((a) => appeal(a.id));
    const total = weights.reduce((x, w) => x + w, 0);
    // Whole numbers that add up: every ad but the last takes its share, the last takes the rest.
    let left = { impressions: day.impressions, clicks: day.clicks, cents, conversions: day.conversions };
    running.forEach((ad, i) => {
      const last = i === running.length - 1;
      const impressions = last ? left.impressions : Math.round(day.impressions / running.length);
      const clicks = last ? left.clicks : Math.min(left.clicks, Math.round((day.clicks * weights[i]!) / total));
      const conversions = last ? left.conversions : Math.min(left.conversions, Math.round((day.conversions * weights[i]!) / total));
      const adCents = last ? left.cents : day.clicks > 0 ? Math.round((cents * clicks) / day.clicks) : 0;
      left = {
        impressions: left.impressions - impressions,
        clicks: left.clicks - clicks,
        cents: left.cents - adCents,
        conversions: left.conversions - conversions,
      };
      const m = out.get(ad.id)!;
      m.impressions += impressions;
      m.clicks += clicks;
      m.cost = Math.round(m.cost * 100 + adCents) / 100;
      m.conversions += conversions;
    });
  }
  return out;
}

export function simulate(state: SimulatorState, range: ResultRange, today: string): AdsReport {
  const p = periods(range, today);
  const dates = datesBetween(p.previousStart, p.end);
  const days = dates.map((date) => ({ date, ...simulateDay(state, date) }));
  const current = days.filter((d) => d.date >= p.start);
  const rows = current.flatMap((d) => d.rows);
  const groupName = new Map(state.adGroups.map((g) => [g.id, g.name]));
  const negatives = state.negatives.map((n) => n.text.toLowerCase());

  const byKeyword = groupBy(rows, (r) => r.keywordId);
  const byGroup = groupBy(rows, (r) => r.adGroupId);
  const byTerm = groupBy(rows, (r) => `${r.adGroupId}|${r.term}`);
  const currentStatus = statusOn(state, today);
  const limitedDays = current.filter((d) => d.limited).length;
  const shown = rows.reduce((s, r) => s + r.impressions, 0);
  const lost = current.reduce((s, d) => s + d.lostImpressions, 0);
  const perAd = adFigures(state, rows);

  const reasons: string[] = [];
  if (currentStatus === 'PAUSED') reasons.push('CAMPAIGN_PAUSED');
  if (currentStatus === 'ENABLED' && limitedDays >= Math.ceil(current.length / 3)) reasons.push('BUDGET_CONSTRAINED');

  const actions = state.conversionActions;
  const lastBefore = (date: string) => shift(date, -1);
  const conversionActions = actions?.map((a) => {
    const counted = current.reduce((x, d) => x + (d.byAction.get(a.resourceName) ?? 0), 0);
    const last = [...days].reverse().find((d) => (d.byAction.get(a.resourceName) ?? 0) > 0)?.date ?? null;
    // Google hears a firing tag on every visit, a silent one last the day before it stopped, an uninstalled one never.
    const heard =
      a.type === 'AD_CALL' || a.firingFrom === null || a.firingFrom > p.end
        ? null
        : a.silentFrom !== null && a.silentFrom <= today
          ? lastBefore(a.silentFrom)
          : p.end;
    return {
      resourceName: a.resourceName,
      name: a.name,
      type: a.type,
      status: 'ENABLED',
      conversions: counted,
      lastConversionDate: last,
      lastRequestDate: heard,
    };
  });

  return {
    ...(conversionActions ? { conversionActions } : {}),
    bidding: state.bidding ?? 'MAXIMIZE_CLICKS',
    status: currentStatus,
    statusReasons: reasons,
    dailyBudget: budgetOn(state, today),
    budgetResourceName: state.budgetResourceName,
    budgetLostImpressionShare: shown + lost > 0 ? lost / (shown + lost) : null,
    conversionTracking: true,
    // The sandbox account has its billing set up (the sandbox consent page stands in for a ready account).
    billingReady: true,
    negatives,
    daily: days.map((d) => ({ date: d.date, ...(d.rows.length ? sumRows(d.rows) : zero()) })),
    adGroups: state.adGroups.map((g) => ({ id: g.id, name: g.name, status: 'ENABLED', ...sumRows(byGroup.get(g.id) ?? []) })),
    keywords: state.keywords.map((k) => ({
      id: k.id,
      adGroupId: k.adGroupId,
      adGroupName: groupName.get(k.adGroupId) ?? '',
      text: k.text,
      matchType: k.matchType,
      status: k.pausedOn !== null && k.pausedOn <= today ? 'PAUSED' : 'ENABLED',
      ...sumRows(byKeyword.get(k.id) ?? []),
    })),
    searchTerms: [...byTerm.entries()]
      .map(([key, list]) => {
        const [adGroupId, term] = key.split('|') as [string, string];
        return {
          term,
          adGroupName: groupName.get(adGroupId) ?? '',
          status: negatives.includes(term) ? 'EXCLUDED' : 'NONE',
          ...sumRows(list),
        };
      })
      .sort((a, b) => b.cost - a.cost),
    ads: state.ads.map((ad) => {
      const metrics = perAd.get(ad.id) ?? zero();
      return {
        id: ad.id,
        adGroupId: ad.adGroupId,
        adGroupName: groupName.get(ad.adGroupId) ?? '',
        status: 'ENABLED',
        ...(ad.finalUrls ? { finalUrls: ad.finalUrls } : {}),
        headlines: labels(state.campaignResourceName, ad.id, ad.headlines, metrics.impressions, ad.replacedHeadlines),
        descriptions: labels(state.campaignResourceName, ad.id, ad.descriptions, metrics.impressions, []),
        ...metrics,
      };
    }),
  };
}
