import type { InterfaceLanguage } from '../contract/languages.js';
import type { GoogleAdsCampaignStatus, Totals, Verdict, VerdictFigure, VerdictLevel } from '../contract/results.js';
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
  'PAUSED' | 'REMOVED' | 'NO_TRACKING' | 'TOO_EARLY' | 'NO_RESULTS_YET' | 'NO_RESULTS' | 'ON_TARGET' | 'ABOVE_TARGET' | 'FAR_ABOVE_TARGET';

export interface VerdictFacts {
  level: VerdictLevel;
  reason: VerdictReason;
  figures: VerdictFigure[];
  target: number;
  totals: Totals;
  rangeDays: number;
  /** The first suggestion that changes something, already in the reader's words (the next step when there is one). */
  suggestion: string | null;
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
  const make = (level: VerdictLevel, reason: VerdictReason, figures: VerdictFigure[]): VerdictFacts => ({
    level,
    reason,
    figures,
    target,
    totals: t,
    rangeDays,
    suggestion: level === 'GOOD' ? null : nextSuggestion(reason),
  });
  const nextSuggestion = (reason: VerdictReason): string | null => {
    if (!input.suggestions) return input.suggestion ?? null;
    const tooDear = reason === 'ABOVE_TARGET' || reason === 'FAR_ABOVE_TARGET' || reason === 'NO_RESULTS' || reason === 'NO_RESULTS_YET';
    return (tooDear ? input.suggestions.find((x) => !x.raisesBudget) : input.suggestions[0])?.title ?? null;
  };

  if (input.status === 'REMOVED') return make('ACT', 'REMOVED', [cost, clicks, results]);
  if (input.status === 'PAUSED') return make('ACT', 'PAUSED', [cost, clicks, results]);
  if (!input.conversionTracking) return make('WATCH', 'NO_TRACKING', [clicks, ctr, cost]);
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
  const es = language === 'es';
  const t = f.totals;
  const days = f.rangeDays;
  const cpr = t.costPerConversion ?? 0;
  const n = t.conversions;
  let title: string;
  let detail: string;
  let step: string;
  switch (f.reason) {
    case 'REMOVED':
      title = es ? 'La campaña se eliminó en Google Ads' : 'The campaign was removed in Google Ads';
      detail = es ? 'Ya no muestra anuncios ni va a traer resultados.' : 'It no longer shows ads or brings results.';
      step = es ? 'Si querés volver a anunciar, creá una campaña nueva.' : 'To advertise again, create a new campaign.';
      break;
    case 'PAUSED':
      title = es ? 'La campaña está en pausa: no trae resultados' : 'The campaign is paused: it brings no results';
      detail = es
        ? `Mientras está en pausa, tus anuncios no se muestran. En los últimos ${days} días gastó ${m(t.cost)}.`
        : `While it is paused your ads do not show. It spent ${m(t.cost)} in the last ${days} days.`;
      step = es ? 'Activala cuando quieras que tus anuncios vuelvan a mostrarse.' : 'Enable it when you want your ads to show again.';
      break;
    case 'NO_TRACKING':
      title = es ? 'Todavía no se puede saber si rinde' : 'It is too soon to say whether it pays';
      detail = es
        ? `Tuvo ${t.clicks} clics por ${m(t.cost)}, pero Google Ads no sabe cuántos se convirtieron en clientes.`
        : `It had ${t.clicks} clicks for ${m(t.cost)}, but Google Ads does not know how many became customers.`;
      step = es ? 'Configurá el seguimiento de conversiones (ver sugerencias).' : 'Set up conversion tracking (see the suggestions).';
      break;
    case 'TOO_EARLY':
      title = es ? 'Es pronto para juzgar' : 'Too early to judge';
      detail = es
        ? `${t.clicks} clics en ${days} días: hacen falta unos ${MIN_CLICKS_TO_JUDGE} para saber si la campaña rinde.`
        : `${t.clicks} clicks in ${days} days: about ${MIN_CLICKS_TO_JUDGE} are needed to tell whether it pays.`;
      step = es ? 'Dejala andar unos días más sin cambios.' : 'Let it run a few more days without changes.';
      break;
    case 'NO_RESULTS_YET':
      title = es ? 'Todavía sin resultados' : 'No results yet';
      detail = es
        ? `Gastó ${m(t.cost)} en ${t.clicks} clics sin un resultado. Tu objetivo es ${m(f.target)} por resultado.`
        : `It spent ${m(t.cost)} on ${t.clicks} clicks without a result. Your target is ${m(f.target)} per result.`;
      step = es ? 'Revisá que tu página de destino funcione y sea clara.' : 'Check that your landing page works and is clear.';
      break;
    case 'NO_RESULTS':
      title = es ? 'Gasta sin traer resultados' : 'It spends without bringing results';
      detail = es
        ? `Gastó ${m(t.cost)} en ${t.clicks} clics en ${days} días sin un solo resultado, más de lo que querés pagar por uno (${m(f.target)}).`
        : `It spent ${m(t.cost)} on ${t.clicks} clicks in ${days} days without a single result, more than you want to pay for one (${m(f.target)}).`;
      step = es
        ? 'Excluí las búsquedas que no son de clientes y revisá tu página de destino.'
        : 'Exclude searches that are not from customers and check your landing page.';
      break;
    case 'ON_TARGET':
      title = es
        ? `Va bien: ${n} ${n === 1 ? 'resultado' : 'resultados'} a ${m(cpr)} cada uno`
        : `Going well: ${n} result${n === 1 ? '' : 's'} at ${m(cpr)} each`;
      detail = es
        ? `Cada resultado cuesta ${m(cpr)}, dentro de tu objetivo de ${m(f.target)}. La tasa de conversión es ${pct(t.conversionRate)} (lo típico en Google es ${pct(TYPICAL_CONVERSION_RATE)}).`
        : `Each result costs ${m(cpr)}, within your target of ${m(f.target)}. Its conversion rate is ${pct(t.conversionRate)} (typical on Google: ${pct(TYPICAL_CONVERSION_RATE)}).`;
      step = es ? 'Dejala andar así; revisala otra vez la semana que viene.' : 'Keep it running as it is; look again next week.';
      break;
    case 'ABOVE_TARGET':
      title = es ? `Cada resultado cuesta ${m(cpr)}, algo más que tu objetivo` : `Each result costs ${m(cpr)}, a little above your target`;
      detail = es
        ? `Es algo más que tu objetivo de ${m(f.target)} (${n} ${n === 1 ? 'resultado' : 'resultados'} en ${days} días).`
        : `That is somewhat above your target of ${m(f.target)} (${n} result${n === 1 ? '' : 's'} in ${days} days).`;
      step = es ? 'Excluí las búsquedas que no traen clientes.' : 'Exclude the searches that bring no customers.';
      break;
    case 'FAR_ABOVE_TARGET':
      title = es ? `Cada resultado cuesta ${m(cpr)}, mucho más que tu objetivo` : `Each result costs ${m(cpr)}, well above your target`;
      detail = es
        ? `Es mucho más que tu objetivo de ${m(f.target)} (${n} ${n === 1 ? 'resultado' : 'resultados'} por ${m(t.cost)} en ${days} días).`
        : `That is well above your target of ${m(f.target)} (${n} result${n === 1 ? '' : 's'} for ${m(t.cost)} in ${days} days).`;
      step = es
        ? 'Excluí las búsquedas que gastan sin resultados y revisá tu página de destino.'
        : 'Exclude the searches that spend without results and check your landing page.';
      break;
  }
  // A suggestion that fits is the next step, in its own words (not when the campaign is off).
  const useSuggestion = f.suggestion && f.reason !== 'PAUSED' && f.reason !== 'REMOVED' && f.reason !== 'TOO_EARLY';
  return {
    level: f.level,
    title,
    detail,
    figures: f.figures,
    nextStep: useSuggestion ? f.suggestion! : step,
    targetCostPerResult: f.target,
  };
}
