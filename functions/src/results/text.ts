import type { InterfaceLanguage } from '../contract/languages.js';
import type { AbComparison, GoogleAdsCampaignStatus, ResultsChange, Suggestion } from '../contract/results.js';
import type { TargetPlace } from '../contract/campaigns.js';
import { interfaceVariant, localize, msg, render, text, type Variant } from '../i18n/messages.js';
import { moneyText, NUMBER_LOCALE, numberText, percentText } from '../i18n/money.js';
import { readerLocale } from '../i18n/reader-variety.js';

/**
 * The words of the results feature in the reader's language: suggestions,
 * the change history, serving problems, the A/B verdict and the figures the assistant reads. They
 * are written when an answer is, from the facts kept with the cached results, so the same figures
 * read in English or in Spanish (in the reader's variety; the catalog's `resultsText.*`). Every amount carries its currency code
 * ("ARS 84,79"): results are in the Google Ads account's currency.
 */

/** What a suggestion says, as facts (kept with the cached results; never sent). */
export type SuggestionFacts =
  | { kind: 'NEGATIVES'; terms: string[]; spent: number; clicks?: number; days?: number }
  | { kind: 'BUDGET_RAISE'; fromDaily: number; toDaily: number; lost: number | null; days?: number }
  | { kind: 'BUDGET_LOWER'; fromDaily: number; toDaily: number; avgDaily: number; days?: number }
  | { kind: 'HEADLINES'; adGroupName: string; remove: string[]; add: string[]; impressions?: number; days?: number }
  | { kind: 'WIDEN_MATCH'; text: string; days?: number }
  | { kind: 'PAUSE_KEYWORD'; text: string; clicks?: number; cost?: number; target?: number; days?: number }
  | { kind: 'KEYWORD_LOW_VOLUME'; text: string; days: number }
  | { kind: 'CONVERSION_TRACKING' }
  | { kind: 'MAXIMIZE_CONVERSIONS'; conversions: number; days: number; min: number; costPerConversion: number | null }
  | { kind: 'AB_TEST'; adGroupName: string; angle: string; headlines: string[]; descriptions: string[]; clicksPerAd: number };

/** "in the last 7 days" / "en los últimos 7 días"; "in this period" for facts kept by older versions. */
const period = (days: number | undefined, v: Variant) =>
  days ? text('resultsText.period.days', v, { days }) : text('resultsText.period.this', v);

const quoted = (items: string[]) => items.map((t) => `"${t}"`).join(', ');

/** The suggestion in the reader's language (Spanish in the reader's variety: "Excluí…" in Argentina, "Excluye…" in Mexico). */
export function suggestionText(
  facts: SuggestionFacts,
  language: InterfaceLanguage,
  currency: string,
): Pick<Suggestion, 'title' | 'detail'> {
  const m = (amount: number) => moneyText(amount, currency, language);
  const v = interfaceVariant(language);
  switch (facts.kind) {
    case 'NEGATIVES':
      return {
        title: text('resultsText.NEGATIVES.title', v, { n: facts.terms.length }),
        detail: text('resultsText.NEGATIVES.detail', v, {
          spent: m(facts.spent),
          clicks: facts.clicks !== undefined ? text('resultsText.NEGATIVES.clicks', v, { clicks: facts.clicks }) : '',
          period: period(facts.days, v),
          terms: quoted(facts.terms),
        }),
      };
    case 'BUDGET_RAISE': {
      const lost = facts.lost !== null ? Math.round(facts.lost * 100) : null;
      return {
        title: text('resultsText.BUDGET_RAISE.title', v, { amount: m(facts.toDaily) }),
        detail: text('resultsText.BUDGET_RAISE.detail', v, {
          lost:
            lost !== null ? text('resultsText.BUDGET_RAISE.lost', v, { when: facts.days ? `${period(facts.days, v)} ` : '', lost }) : '',
          from: m(facts.fromDaily),
          to: m(facts.toDaily),
          weekly: m(facts.toDaily * 7),
        }),
      };
    }
    case 'BUDGET_LOWER':
      return {
        title: text('resultsText.BUDGET_LOWER.title', v, { amount: m(facts.toDaily) }),
        detail: text('resultsText.BUDGET_LOWER.detail', v, {
          spends: facts.days
            ? text('resultsText.BUDGET_LOWER.spentIn', v, { days: facts.days })
            : text('resultsText.BUDGET_LOWER.spends', v),
          avg: m(facts.avgDaily),
          from: m(facts.fromDaily),
          to: m(facts.toDaily),
        }),
      };
    case 'HEADLINES':
      return {
        title: text('resultsText.HEADLINES.title', v, { n: facts.remove.length, group: facts.adGroupName }),
        detail: text('resultsText.HEADLINES.detail', v, {
          remove: quoted(facts.remove),
          shown:
            facts.impressions !== undefined
              ? text('resultsText.HEADLINES.shown', v, {
                  impressions: numberText(facts.impressions, language),
                  period: period(facts.days, v),
                })
              : '',
          added: text(facts.add.length === 1 ? 'resultsText.HEADLINES.newOne' : 'resultsText.HEADLINES.newMany', v),
          add: quoted(facts.add),
        }),
      };
    case 'WIDEN_MATCH':
      return {
        title: text('resultsText.WIDEN_MATCH.title', v, { text: facts.text }),
        detail: text('resultsText.WIDEN_MATCH.detail', v, { text: facts.text, period: period(facts.days, v) }),
      };
    case 'PAUSE_KEYWORD':
      return {
        title: text('resultsText.PAUSE_KEYWORD.title', v, { text: facts.text }),
        detail:
          facts.cost === undefined || facts.clicks === undefined || facts.target === undefined
            ? text('resultsText.PAUSE_KEYWORD.noResults', v, { text: facts.text, period: period(facts.days, v) })
            : text('resultsText.PAUSE_KEYWORD.detail', v, {
                text: facts.text,
                cost: m(facts.cost),
                clicks: facts.clicks,
                period: period(facts.days, v),
                target: m(facts.target),
              }),
      };
    case 'KEYWORD_LOW_VOLUME':
      return {
        title: text('resultsText.KEYWORD_LOW_VOLUME.title', v, { text: facts.text }),
        detail: text('resultsText.KEYWORD_LOW_VOLUME.detail', v, { text: facts.text, period: period(facts.days, v) }),
      };
    case 'AB_TEST':
      return {
        title: text('resultsText.AB_TEST.title', v, { group: facts.adGroupName }),
        detail: text('resultsText.AB_TEST.detail', v, { angle: facts.angle, clicks: facts.clicksPerAd }),
      };
    case 'MAXIMIZE_CONVERSIONS':
      return {
        title: text('resultsText.MAXIMIZE_CONVERSIONS.title', v),
        detail: text('resultsText.MAXIMIZE_CONVERSIONS.detail', v, {
          conversions: facts.conversions,
          days: facts.days,
          each:
            facts.costPerConversion !== null
              ? text('resultsText.MAXIMIZE_CONVERSIONS.each', v, { amount: m(facts.costPerConversion) })
              : '',
          min: facts.min,
        }),
      };
    case 'CONVERSION_TRACKING':
      return { title: text('resultsText.CONVERSION_TRACKING.title', v), detail: text('resultsText.CONVERSION_TRACKING.detail', v) };
  }
}

/** A change in words, for the history. */
export function changeText(change: ResultsChange, language: InterfaceLanguage, currency: string): string {
  const m = (amount: number) => moneyText(amount, currency, language);
  const v = interfaceVariant(language);
  const inGroup = (group: string | undefined) => (group ? text('resultsText.change.inGroup', v, { group }) : '');
  switch (change.kind) {
    case 'SET_STATUS':
      return text(change.status === 'ENABLED' ? 'resultsText.change.enabled' : 'resultsText.change.paused', v);
    case 'SET_BUDGET':
      return text('resultsText.change.budget', v, { from: m(change.fromDaily), to: m(change.toDaily) });
    case 'ADD_NEGATIVES':
      return text('resultsText.change.addNegatives', v, { n: change.terms.length, terms: quoted(change.terms) });
    case 'WIDEN_MATCH':
      return text('resultsText.change.widen', v, { text: change.text });
    case 'PAUSE_KEYWORD':
      return text('resultsText.change.pauseKeyword', v, { text: change.text });
    case 'REPLACE_HEADLINES':
      return text('resultsText.change.replaceHeadlines', v, {
        n: change.remove.length,
        group: inGroup(change.adGroupName),
        remove: quoted(change.remove),
        add: quoted(change.add),
      });
    case 'REMOVE_NEGATIVES':
      return text('resultsText.change.removeNegatives', v, { n: change.terms.length, terms: quoted(change.terms) });
    case 'ENABLE_KEYWORD':
      return text('resultsText.change.enableKeyword', v, { text: change.text });
    case 'REMOVE_KEYWORD':
      return text('resultsText.change.removeKeyword', v, { text: change.text });
    case 'ADD_AD_VARIANT':
      return text('resultsText.change.addAdVariant', v, {
        group: inGroup(change.adGroupName),
        headlines: quoted(change.headlines.slice(0, 3)),
      });
    case 'REMOVE_AD':
      return text('resultsText.change.removeAd', v, { group: inGroup(change.adGroupName) });
    case 'SET_PLACES':
      return render(msg('places.changed', { from: placesText(change.from, language), to: placesText(change.to, language) }), language);
    case 'SET_BIDDING':
      return text('resultsText.change.bidding', v, { from: biddingName(change.from, v), to: biddingName(change.to, v) });
  }
}

/** Places in words: "Zapopan, México; 25 km around Chermside, …". */
export function placesText(places: readonly TargetPlace[], language: InterfaceLanguage): string {
  if (places.length === 0) return render(msg('places.none'), language);
  return places.map((p) => (p.radiusKm ? render(msg('places.radius', { km: p.radiusKm, place: p.name }), language) : p.name)).join('; ');
}

const biddingName = (b: 'MAXIMIZE_CLICKS' | 'MAXIMIZE_CONVERSIONS', v: Variant) => text(`resultsText.bidding.${b}`, v);

/** What a change found and left, in words (the history's before and after). */
export function changeBeforeAfter(change: ResultsChange, language: InterfaceLanguage, currency: string): { before: string; after: string } {
  const m = (amount: number) => moneyText(amount, currency, language);
  const v = interfaceVariant(language);
  const status = (s: 'ENABLED' | 'PAUSED') => text(`resultsText.state.${s}`, v);
  // The searches themselves are in the change's description: before and after say what happened to them, without listing them again.
  const showing = (terms: string[]) => text('resultsText.state.showing', v, { n: terms.length });
  const excluded = (terms: string[]) => text(terms.length === 1 ? 'resultsText.state.excludedOne' : 'resultsText.state.excludedMany', v);
  const keyword = (t: string, on: boolean) => text(on ? 'resultsText.state.keywordOn' : 'resultsText.state.keywordOff', v, { text: t });
  const matches = (t: string, phrase: boolean) =>
    text(phrase ? 'resultsText.state.exactAndPhrase' : 'resultsText.state.exact', v, { text: t });
  const ads = (both: boolean) => text(both ? 'resultsText.state.bothAds' : 'resultsText.state.adAOnly', v);
  switch (change.kind) {
    case 'SET_STATUS':
      return { before: status(change.status === 'ENABLED' ? 'PAUSED' : 'ENABLED'), after: status(change.status) };
    case 'SET_BUDGET':
      return {
        before: text('resultsText.state.perDay', v, { amount: m(change.fromDaily) }),
        after: text('resultsText.state.perDay', v, { amount: m(change.toDaily) }),
      };
    case 'ADD_NEGATIVES':
      return { before: showing(change.terms), after: excluded(change.terms) };
    case 'REMOVE_NEGATIVES':
      return { before: excluded(change.terms), after: showing(change.terms) };
    case 'REPLACE_HEADLINES':
      return { before: quoted(change.remove), after: quoted(change.add) };
    case 'WIDEN_MATCH':
      return { before: matches(change.text, false), after: matches(change.text, true) };
    case 'REMOVE_KEYWORD':
      return { before: matches(change.text, true), after: matches(change.text, false) };
    case 'PAUSE_KEYWORD':
      return { before: keyword(change.text, true), after: keyword(change.text, false) };
    case 'ENABLE_KEYWORD':
      return { before: keyword(change.text, false), after: keyword(change.text, true) };
    case 'ADD_AD_VARIANT':
      return { before: ads(false), after: ads(true) };
    case 'REMOVE_AD':
      return { before: ads(true), after: ads(false) };
    case 'SET_PLACES':
      return { before: placesText(change.from, language), after: placesText(change.to, language) };
    case 'SET_BIDDING':
      return { before: biddingName(change.from, v), after: biddingName(change.to, v) };
  }
}

/** Google's answer to an applied change. */
export function appliedText(operations: number, language: InterfaceLanguage): string {
  return text('resultsText.applied', interfaceVariant(language), { n: operations });
}

export const NOT_ACCEPTED: Record<InterfaceLanguage, string> = localize(msg('results.notAccepted'));

/** Google's primary status reasons in words a business owner can act on (the catalog's `results.serving.*`). */
const SERVING_REASONS = new Set([
  'CAMPAIGN_PAUSED',
  'CAMPAIGN_REMOVED',
  'CAMPAIGN_PENDING',
  'CAMPAIGN_ENDED',
  'BUDGET_CONSTRAINED',
  'BUDGET_MISCONFIGURED',
  'BIDDING_STRATEGY_LIMITED',
  'BIDDING_STRATEGY_LEARNING',
  'SEARCH_VOLUME_LIMITED',
  'AD_GROUPS_PAUSED',
  'NO_AD_GROUPS',
  'KEYWORDS_PAUSED',
  'NO_KEYWORDS',
  'AD_GROUP_ADS_PAUSED',
  'NO_AD_GROUP_ADS',
  'HAS_ADS_DISAPPROVED',
  'HAS_ADS_LIMITED_BY_POLICY',
  'MOST_ADS_UNDER_REVIEW',
  'MISSING_LOCATION_TARGETING',
  'BILLING',
] as const);
type ServingReason = typeof SERVING_REASONS extends Set<infer R> ? R : never;
const isServingReason = (reason: string): reason is ServingReason => (SERVING_REASONS as Set<string>).has(reason);

/** What keeps a campaign from serving, as Google reports it (kept with the cached results). */
export interface ServingFacts {
  status: GoogleAdsCampaignStatus;
  statusReasons: string[];
  billingReady?: boolean | undefined;
}

export function servingText(report: ServingFacts, language: InterfaceLanguage): string[] {
  const words = (reason: string) =>
    isServingReason(reason)
      ? render(msg(`results.serving.${reason}`), language)
      : render(msg('results.serving.other', { reason: reason.toLowerCase().replace(/_/g, ' ') }), language);
  const out = report.statusReasons.filter((r) => r !== 'UNSPECIFIED' && r !== 'UNKNOWN').map(words);
  if (report.status === 'PAUSED' && !report.statusReasons.includes('CAMPAIGN_PAUSED')) out.unshift(words('CAMPAIGN_PAUSED'));
  if (report.status === 'REMOVED' && !report.statusReasons.includes('CAMPAIGN_REMOVED')) out.unshift(words('CAMPAIGN_REMOVED'));
  if (report.billingReady === false) out.push(words('BILLING'));
  return out;
}

/** A number with fixed decimals in the reader's format ("0,012" in Argentina, "0.012" in Mexico). */
const decimalText = (value: number, digits: number, language: InterfaceLanguage) =>
  new Intl.NumberFormat(language === 'es' ? (readerLocale() ?? NUMBER_LOCALE.es) : NUMBER_LOCALE.en, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);

/** The A/B comparison's test, named in words. */
export const AB_METHOD: Record<InterfaceLanguage, string> = localize(msg('results.abMethod'));

/** The A/B verdict in words. */
export function abRecommendation(
  comparison: Pick<AbComparison, 'winner' | 'ctr' | 'conversionRate' | 'sample'>,
  language: InterfaceLanguage,
): string {
  const { winner, sample } = comparison;
  const v = interfaceVariant(language);
  // Before the sample the A/B plan asked for, no verdict either way.
  if (sample && !sample.enough) return text('resultsText.ab.notEnough', v, { needed: sample.neededClicks, a: sample.a, b: sample.b });
  if (!winner) return text('resultsText.ab.noDifference', v);
  const decisive = comparison.conversionRate.significant ? comparison.conversionRate : comparison.ctr;
  const onConversions = decisive === comparison.conversionRate;
  return text('resultsText.ab.winner', v, {
    winner,
    metric: text(onConversions ? 'resultsText.ab.conversionRate' : 'resultsText.ab.ctr', v),
    p: decimalText(decisive.pValue, 3, language),
    other: winner === 'A' ? 'B' : 'A',
  });
}

/** The figures the assistant reads, in one language. */
export function figuresText(
  r: {
    range: 'LAST_7_DAYS' | 'LAST_30_DAYS';
    source: 'google' | 'sandbox';
    fetchedAt: string;
    status: GoogleAdsCampaignStatus;
    servingProblems: string[];
    dailyBudget: number;
    totals: {
      impressions: number;
      clicks: number;
      ctr: number;
      averageCpc: number;
      cost: number;
      conversions: number;
      conversionRate: number;
      costPerConversion: number | null;
    };
    previousTotals: { impressions: number; clicks: number; cost: number; conversions: number };
    suggestionTitles: string[];
  },
  language: InterfaceLanguage,
  currency: string,
): string {
  const m = (amount: number) => moneyText(amount, currency, language);
  const n = (x: number) => numberText(x, language);
  const pct = (x: number) => percentText(x, language);
  const v = interfaceVariant(language);
  const t = r.totals;
  const p = r.previousTotals;
  return [
    text('resultsText.figures.head', v, {
      range: text(`resultsText.figures.${r.range}`, v),
      source: text(r.source === 'sandbox' ? 'resultsText.figures.sandbox' : 'resultsText.figures.google', v),
      fetchedAt: r.fetchedAt,
      status: text(`resultsText.figures.${r.status}`, v),
      problems: r.servingProblems.length ? ` (${r.servingProblems.join(' ')})` : '',
    }),
    text('resultsText.figures.totals', v, {
      impressions: n(t.impressions),
      clicks: n(t.clicks),
      ctr: pct(t.ctr),
      cpc: m(t.averageCpc),
      cost: m(t.cost),
      conversions: n(t.conversions),
      rate: pct(t.conversionRate),
      perConversion:
        t.costPerConversion !== null ? text('resultsText.figures.costPerConversion', v, { amount: m(t.costPerConversion) }) : '',
      budget: m(r.dailyBudget),
    }),
    text('resultsText.figures.previous', v, {
      impressions: n(p.impressions),
      clicks: n(p.clicks),
      cost: m(p.cost),
      conversions: n(p.conversions),
    }),
    r.suggestionTitles.length
      ? text('resultsText.figures.suggestions', v, { titles: r.suggestionTitles.join('; ') })
      : text('resultsText.figures.noSuggestions', v),
  ].join('\n');
}

/** The note shown with stale figures when today's Google Ads requests are spent. */
export function staleNotice(quota: string, fetchedAt: string, language: InterfaceLanguage): string {
  return text('resultsText.stale', interfaceVariant(language), { quota, fetchedAt });
}
