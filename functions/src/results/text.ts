import type { InterfaceLanguage } from '../contract/languages.js';
import type { AbComparison, GoogleAdsCampaignStatus, ResultsChange, Suggestion } from '../contract/results.js';
import { localize, msg, render } from '../i18n/messages.js';
import { moneyText, numberText, percentText } from '../i18n/money.js';

/**
 * The words of the results feature in the reader's language: suggestions,
 * the change history, serving problems, the A/B verdict and the figures the assistant reads. They
 * are written when an answer is, from the facts kept with the cached results, so the same figures
 * read in English or in Spanish (rioplatense voseo). Every amount carries its currency code
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
const period = (days: number | undefined, es: boolean) =>
  days ? (es ? `en los últimos ${days} días` : `in the last ${days} days`) : es ? 'en este período' : 'in this period';

const quoted = (items: string[]) => items.map((t) => `"${t}"`).join(', ');

export function suggestionText(
  facts: SuggestionFacts,
  language: InterfaceLanguage,
  currency: string,
): Pick<Suggestion, 'title' | 'detail'> {
  const m = (amount: number) => moneyText(amount, currency, language);
  const es = language === 'es';
  switch (facts.kind) {
    case 'NEGATIVES': {
      const n = facts.terms.length;
      const clicks = facts.clicks;
      return es
        ? {
            title: `Excluí ${n} ${n === 1 ? 'búsqueda que desperdicia' : 'búsquedas que desperdician'} dinero`,
            detail: `Estas búsquedas costaron ${m(facts.spent)}${clicks !== undefined ? ` en ${clicks} ${clicks === 1 ? 'clic' : 'clics'}` : ''} ${period(facts.days, true)} sin una conversión, o no son de clientes (empleo, gratis, hacerlo uno mismo): ${quoted(facts.terms)}. Si las agregás como palabras clave negativas, tus anuncios dejan de mostrarse para ellas. Las búsquedas con tus palabras clave principales, tus productos o intención de compra no se excluyen.`,
          }
        : {
            title: `Exclude ${n} search term${n === 1 ? '' : 's'} that waste money`,
            detail: `These searches cost ${m(facts.spent)}${clicks !== undefined ? ` over ${clicks} click${clicks === 1 ? '' : 's'}` : ''} ${period(facts.days, false)} without a conversion, or are not from customers (jobs, free, do-it-yourself): ${quoted(facts.terms)}. Adding them as negative keywords stops your ads showing for them. Searches with your main keywords, your products or buying intent are never excluded.`,
          };
    }
    case 'BUDGET_RAISE': {
      const lost = facts.lost !== null ? Math.round(facts.lost * 100) : null;
      return es
        ? {
            title: `Subí el presupuesto diario a ${m(facts.toDaily)}`,
            detail: `Tu campaña está limitada por su presupuesto${lost !== null ? `: ${facts.days ? `${period(facts.days, true)} ` : ''}se perdió el ${lost} % de las búsquedas en las que podía mostrarse` : ''}. Si subís el presupuesto diario de ${m(facts.fromDaily)} a ${m(facts.toDaily)} (unos ${m(facts.toDaily * 7)} por semana), se muestra más.`,
          }
        : {
            title: `Raise the daily budget to ${m(facts.toDaily)}`,
            detail: `Your campaign is limited by its budget${lost !== null ? `: ${facts.days ? `${period(facts.days, false)} ` : ''}it missed ${lost}% of the searches it could have shown for` : ''}. Raising the daily budget from ${m(facts.fromDaily)} to ${m(facts.toDaily)} (about ${m(facts.toDaily * 7)} a week) lets it show more.`,
          };
    }
    case 'BUDGET_LOWER':
      return es
        ? {
            title: `Bajá el presupuesto diario a ${m(facts.toDaily)}`,
            detail: `${facts.days ? `En los últimos ${facts.days} días, tu campaña gastó` : 'Tu campaña gasta'} unos ${m(facts.avgDaily)} por día de sus ${m(facts.fromDaily)} de presupuesto. Un presupuesto diario de ${m(facts.toDaily)} alcanza igual y deja libre el resto de tu dinero.`,
          }
        : {
            title: `Lower the daily budget to ${m(facts.toDaily)}`,
            detail: `${facts.days ? `In the last ${facts.days} days, your campaign spent` : 'Your campaign spends'} about ${m(facts.avgDaily)} a day of its ${m(facts.fromDaily)} budget. A daily budget of ${m(facts.toDaily)} still covers it, and keeps the rest of your money free.`,
          };
    case 'HEADLINES': {
      const n = facts.remove.length;
      const shown = facts.impressions !== undefined;
      return es
        ? {
            title: `Reemplazá ${n} ${n === 1 ? 'título con calificación baja' : 'títulos con calificación baja'} en "${facts.adGroupName}"`,
            detail: `Google califica ${quoted(facts.remove)} como Bajo${shown ? ` después de ${numberText(facts.impressions!, 'es')} impresiones del anuncio ${period(facts.days, true)}` : ''}. ${facts.add.length === 1 ? 'Título nuevo' : 'Títulos nuevos'}: ${quoted(facts.add)}. Los títulos que escribiste vos no se tocan.`,
          }
        : {
            title: `Replace ${n} low-rated headline${n === 1 ? '' : 's'} in "${facts.adGroupName}"`,
            detail: `Google rates ${quoted(facts.remove)} as Low${shown ? ` after ${numberText(facts.impressions!, 'en')} impressions of the ad ${period(facts.days, false)}` : ''}. New headline${facts.add.length === 1 ? '' : 's'}: ${quoted(facts.add)}. Headlines you wrote are never replaced.`,
          };
    }
    case 'WIDEN_MATCH':
      return es
        ? {
            title: `Ampliá "${facts.text}" a concordancia de frase`,
            detail: `"${facts.text}" no tuvo impresiones ${period(facts.days, true)} como concordancia exacta. Como concordancia de frase también se muestra en búsquedas que la contienen, como "${facts.text} cerca de mí".`,
          }
        : {
            title: `Widen "${facts.text}" to phrase match`,
            detail: `"${facts.text}" had no impressions ${period(facts.days, false)} as an exact match. As a phrase match it also shows for searches that contain it, like "${facts.text} near me".`,
          };
    case 'PAUSE_KEYWORD':
      if (facts.cost === undefined || facts.clicks === undefined || facts.target === undefined)
        return es
          ? { title: `Pausá "${facts.text}"`, detail: `"${facts.text}" no trajo resultados ${period(facts.days, true)}.` }
          : { title: `Pause "${facts.text}"`, detail: `"${facts.text}" brought no results ${period(facts.days, false)}.` };
      return es
        ? {
            title: `Pausá "${facts.text}"`,
            detail: `"${facts.text}" gastó ${m(facts.cost)} en ${facts.clicks} clics ${period(facts.days, true)} sin un solo resultado, más de lo que debería costar uno (${m(facts.target)}). Pausarla deja ese dinero para las palabras clave que traen clientes.`,
          }
        : {
            title: `Pause "${facts.text}"`,
            detail: `"${facts.text}" spent ${m(facts.cost)} on ${facts.clicks} clicks ${period(facts.days, false)} without a single result, more than a result should cost (${m(facts.target)}). Pausing it leaves that money to the keywords that bring customers.`,
          };
    case 'KEYWORD_LOW_VOLUME':
      return es
        ? {
            title: `Mantené "${facts.text}": pocas búsquedas`,
            detail: `"${facts.text}" no tuvo impresiones ${period(facts.days, true)}. Es una de tus palabras clave principales, así que no conviene pausarla: en Google Ads podés subir su puja máxima o esperar unos días más.`,
          }
        : {
            title: `Keep "${facts.text}": few searches`,
            detail: `"${facts.text}" had no impressions ${period(facts.days, false)}. It is one of your main keywords, so pausing it is not the answer: in Google Ads you can raise its maximum bid, or give it a few more days.`,
          };
    case 'AB_TEST':
      return es
        ? {
            title: `Empezá la prueba A/B en "${facts.adGroupName}": agregá el anuncio B`,
            detail: `Tu plan A/B prueba un anuncio B (${facts.angle}) junto al anuncio que ya tenés (ves sus textos antes de aplicarlo). Google muestra los dos por turnos; cuando cada uno tenga ${facts.clicksPerAd} clics, acá vas a ver cuál trae más clientes, con el test usado y su nivel de confianza. Tu anuncio A no cambia, y podés deshacerlo desde el historial.`,
          }
        : {
            title: `Start the A/B test in "${facts.adGroupName}": add ad B`,
            detail: `Your A/B plan tries an ad B (${facts.angle}) beside the ad you have (its lines are shown before you apply it). Google shows both in turn; once each has ${facts.clicksPerAd} clicks, this page says which one brings more customers, with the test used and its confidence. Your ad A stays as it is, and you can undo this from the history.`,
          };
    case 'MAXIMIZE_CONVERSIONS': {
      const cpc = facts.costPerConversion !== null ? m(facts.costPerConversion) : null;
      return es
        ? {
            title: `Pujar por clientes: pasar a Maximizar conversiones`,
            detail: `La campaña registró ${facts.conversions} conversiones en los últimos ${facts.days} días${cpc ? ` (${cpc} cada una)` : ''}, más de las ${facts.min} que Google necesita para aprender. Con Maximizar conversiones, Google puja más por las búsquedas que traen clientes y menos por las que solo traen clics. Los primeros días el costo puede moverse mientras aprende. Se puede deshacer desde el historial.`,
          }
        : {
            title: 'Bid for customers: switch to Maximize conversions',
            detail: `The campaign recorded ${facts.conversions} conversions in the last ${facts.days} days${cpc ? ` (${cpc} each)` : ''}, more than the ${facts.min} Google needs to learn. With Maximize conversions, Google bids more for searches that bring customers and less for those that only bring clicks. Costs may move for a few days while it learns. You can undo this from the history.`,
          };
    }
    case 'CONVERSION_TRACKING':
      return es
        ? {
            title: 'Configurá el seguimiento de conversiones',
            detail:
              'Google Ads no sabe qué clics se convirtieron en clientes, así que no puede distinguir las búsquedas buenas de las desperdiciadas. En Google Ads abrí Objetivos → Conversiones → Resumen → "+ Nueva acción de conversión", elegí Sitio web, ingresá tu sitio y seguí los pasos (la etiqueta de Google en todas las páginas y un evento en tu página de agradecimiento o de contacto). Las cifras aparecen en un día.',
          }
        : {
            title: 'Set up conversion tracking',
            detail:
              'Google Ads does not know which clicks became customers, so it cannot tell good searches from wasted ones. In Google Ads open Goals → Conversions → Summary → "+ New conversion action", choose Website, enter your site and follow the steps (Google tag on every page, and an event on your thank-you or contact page). Figures appear within a day.',
          };
  }
}

/** A change in words, for the history. */
export function changeText(change: ResultsChange, language: InterfaceLanguage, currency: string): string {
  const m = (amount: number) => moneyText(amount, currency, language);
  const es = language === 'es';
  switch (change.kind) {
    case 'SET_STATUS':
      return change.status === 'ENABLED'
        ? es
          ? 'Campaña activada'
          : 'Enabled the campaign'
        : es
          ? 'Campaña pausada'
          : 'Paused the campaign';
    case 'SET_BUDGET':
      return es
        ? `Presupuesto diario cambiado de ${m(change.fromDaily)} a ${m(change.toDaily)}`
        : `Changed the daily budget from ${m(change.fromDaily)} to ${m(change.toDaily)}`;
    case 'ADD_NEGATIVES': {
      const n = change.terms.length;
      return es
        ? `${n} ${n === 1 ? 'palabra clave negativa agregada' : 'palabras clave negativas agregadas'}: ${quoted(change.terms)}`
        : `Added ${n} negative keyword${n === 1 ? '' : 's'}: ${quoted(change.terms)}`;
    }
    case 'WIDEN_MATCH':
      return es
        ? `"${change.text}" agregada como concordancia de frase (no tenía impresiones como concordancia exacta)`
        : `Added "${change.text}" as phrase match (it had no impressions as exact match)`;
    case 'PAUSE_KEYWORD':
      return es ? `Palabra clave "${change.text}" pausada` : `Paused the keyword "${change.text}"`;
    case 'REPLACE_HEADLINES': {
      const n = change.remove.length;
      const group = change.adGroupName ? (es ? ` en "${change.adGroupName}"` : ` in "${change.adGroupName}"`) : '';
      return es
        ? `${n} ${n === 1 ? 'título reemplazado' : 'títulos reemplazados'}${group}: ${quoted(change.remove)} → ${quoted(change.add)}`
        : `Replaced ${n} headline${n === 1 ? '' : 's'}${group}: ${quoted(change.remove)} → ${quoted(change.add)}`;
    }
    case 'REMOVE_NEGATIVES': {
      const n = change.terms.length;
      return es
        ? `Deshecho: ${n} ${n === 1 ? 'palabra clave negativa quitada' : 'palabras clave negativas quitadas'}: ${quoted(change.terms)}`
        : `Undone: removed ${n} negative keyword${n === 1 ? '' : 's'}: ${quoted(change.terms)}`;
    }
    case 'ENABLE_KEYWORD':
      return es ? `Deshecho: palabra clave "${change.text}" activada de nuevo` : `Undone: enabled the keyword "${change.text}" again`;
    case 'REMOVE_KEYWORD':
      return es ? `Deshecho: quitada "${change.text}" en concordancia de frase` : `Undone: removed "${change.text}" as phrase match`;
    case 'ADD_AD_VARIANT': {
      const group = change.adGroupName ? (es ? ` en "${change.adGroupName}"` : ` in "${change.adGroupName}"`) : '';
      return es
        ? `Anuncio B de la prueba A/B agregado${group}: ${quoted(change.headlines.slice(0, 3))}`
        : `Added ad B of the A/B test${group}: ${quoted(change.headlines.slice(0, 3))}`;
    }
    case 'REMOVE_AD': {
      const group = change.adGroupName ? (es ? ` en "${change.adGroupName}"` : ` in "${change.adGroupName}"`) : '';
      return es ? `Deshecho: anuncio B quitado${group}` : `Undone: removed ad B${group}`;
    }
    case 'SET_BIDDING':
      return es
        ? `Estrategia de puja cambiada de ${biddingName(change.from, es)} a ${biddingName(change.to, es)}`
        : `Changed the bid strategy from ${biddingName(change.from, es)} to ${biddingName(change.to, es)}`;
  }
}

const biddingName = (b: 'MAXIMIZE_CLICKS' | 'MAXIMIZE_CONVERSIONS', es: boolean) =>
  b === 'MAXIMIZE_CONVERSIONS' ? (es ? 'Maximizar conversiones' : 'Maximize conversions') : es ? 'Maximizar clics' : 'Maximize clicks';

/** What a change found and left, in words (the history's before and after). */
export function changeBeforeAfter(change: ResultsChange, language: InterfaceLanguage, currency: string): { before: string; after: string } {
  const m = (amount: number) => moneyText(amount, currency, language);
  const es = language === 'es';
  const status = (s: 'ENABLED' | 'PAUSED') => (s === 'ENABLED' ? (es ? 'Activa' : 'Enabled') : es ? 'En pausa' : 'Paused');
  // The searches themselves are in the change's description: before and after say what happened to them, without listing them again.
  const these = (n: number) =>
    es ? (n === 1 ? 'esta búsqueda' : `estas ${n} búsquedas`) : n === 1 ? 'this search' : `these ${n} searches`;
  const showing = (terms: string[]) =>
    es ? `Tus anuncios se muestran para ${these(terms.length)}` : `Your ads show for ${these(terms.length)}`;
  const excluded = (terms: string[]) =>
    es
      ? `${terms.length === 1 ? 'Excluida' : 'Excluidas'} como ${terms.length === 1 ? 'palabra clave negativa' : 'palabras clave negativas'}`
      : `Excluded as negative keyword${terms.length === 1 ? '' : 's'}`;
  const keyword = (text: string, on: boolean) =>
    es ? `"${text}" ${on ? 'activa' : 'en pausa'}` : `"${text}" ${on ? 'enabled' : 'paused'}`;
  const matches = (text: string, phrase: boolean) =>
    es ? `"${text}" en concordancia exacta${phrase ? ' y de frase' : ''}` : `"${text}" as exact match${phrase ? ' and phrase match' : ''}`;
  switch (change.kind) {
    case 'SET_STATUS':
      return { before: status(change.status === 'ENABLED' ? 'PAUSED' : 'ENABLED'), after: status(change.status) };
    case 'SET_BUDGET':
      return es
        ? { before: `${m(change.fromDaily)} por día`, after: `${m(change.toDaily)} por día` }
        : { before: `${m(change.fromDaily)} a day`, after: `${m(change.toDaily)} a day` };
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
      return { before: adsInGroup(false, es), after: adsInGroup(true, es) };
    case 'REMOVE_AD':
      return { before: adsInGroup(true, es), after: adsInGroup(false, es) };
    case 'SET_BIDDING':
      return { before: biddingName(change.from, es), after: biddingName(change.to, es) };
  }
}

/** The ads an A/B test leaves in its ad group, in words. */
const adsInGroup = (both: boolean, es: boolean) =>
  both ? (es ? 'Anuncio A y anuncio B, mostrados por turnos' : 'Ad A and ad B, shown in turn') : es ? 'Solo el anuncio A' : 'Ad A only';

/** Google's answer to an applied change. */
export function appliedText(operations: number, language: InterfaceLanguage): string {
  return language === 'es'
    ? `Google Ads aceptó el cambio (${operations} ${operations === 1 ? 'operación' : 'operaciones'}).`
    : `Google Ads accepted the change (${operations} operation${operations === 1 ? '' : 's'}).`;
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

/** The A/B comparison's test, named in words. */
export const AB_METHOD: Record<InterfaceLanguage, string> = localize(msg('results.abMethod'));

/** The A/B verdict in words. */
export function abRecommendation(
  comparison: Pick<AbComparison, 'winner' | 'ctr' | 'conversionRate' | 'sample'>,
  language: InterfaceLanguage,
): string {
  const { winner, sample } = comparison;
  const es = language === 'es';
  // Before the sample the A/B plan asked for, no verdict either way.
  if (sample && !sample.enough) {
    return es
      ? `Todavía no hay datos suficientes: cada anuncio necesita ${sample.neededClicks} clics (A tiene ${sample.a}, B tiene ${sample.b}). Dejá los dos anuncios activos.`
      : `Not enough data yet: each ad needs ${sample.neededClicks} clicks (A has ${sample.a}, B has ${sample.b}). Keep both ads running.`;
  }
  if (!winner) {
    return es
      ? 'Todavía no hay una diferencia significativa. Dejá los dos anuncios activos hasta tener más clics.'
      : 'No significant difference yet. Keep both ads running until there are more clicks.';
  }
  const decisive = comparison.conversionRate.significant ? comparison.conversionRate : comparison.ctr;
  const onConversions = decisive === comparison.conversionRate;
  const other = winner === 'A' ? 'B' : 'A';
  const p = decisive.pValue.toFixed(3);
  return es
    ? `El anuncio ${winner} gana en ${onConversions ? 'tasa de conversión' : 'tasa de clics (CTR)'} (p = ${p.replace('.', ',')}). Dejá el anuncio ${winner} y pausá el anuncio ${other}.`
    : `Ad ${winner} wins on ${onConversions ? 'conversion rate' : 'click-through rate'} (p = ${p}). Keep ad ${winner} and pause ad ${other}.`;
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
  const t = r.totals;
  const p = r.previousTotals;
  if (language === 'es') {
    const n = (x: number) => numberText(x, 'es');
    const pct = (x: number) => percentText(x, 'es');
    const status = { ENABLED: 'activa', PAUSED: 'en pausa', REMOVED: 'eliminada' }[r.status];
    return [
      `Resultados (${r.range === 'LAST_7_DAYS' ? 'últimos 7 días' : 'últimos 30 días'}, ${r.source === 'sandbox' ? 'datos de prueba (sandbox)' : 'Google Ads'}, leídos el ${r.fetchedAt}): estado ${status}${r.servingProblems.length ? ` (${r.servingProblems.join(' ')})` : ''}.`,
      `Impresiones ${n(t.impressions)}, clics ${n(t.clicks)}, CTR ${pct(t.ctr)}, CPC medio ${m(t.averageCpc)}, costo ${m(t.cost)}, conversiones ${n(t.conversions)}, tasa de conversión ${pct(t.conversionRate)}${t.costPerConversion !== null ? `, costo por conversión ${m(t.costPerConversion)}` : ''}. Presupuesto diario ${m(r.dailyBudget)}.`,
      `Período anterior: impresiones ${n(p.impressions)}, clics ${n(p.clicks)}, costo ${m(p.cost)}, conversiones ${n(p.conversions)}.`,
      r.suggestionTitles.length ? `Sugerencias abiertas: ${r.suggestionTitles.join('; ')}.` : 'No hay sugerencias abiertas.',
    ].join('\n');
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  return [
    `Results (${r.range === 'LAST_7_DAYS' ? 'last 7 days' : 'last 30 days'}, ${r.source === 'sandbox' ? 'sandbox data' : 'Google Ads'}, read ${r.fetchedAt}): status ${r.status}${r.servingProblems.length ? ` (${r.servingProblems.join(' ')})` : ''}.`,
    `Impressions ${t.impressions}, clicks ${t.clicks}, CTR ${pct(t.ctr)}, average CPC ${m(t.averageCpc)}, cost ${m(t.cost)}, conversions ${t.conversions}, conversion rate ${pct(t.conversionRate)}${t.costPerConversion !== null ? `, cost per conversion ${m(t.costPerConversion)}` : ''}. Daily budget ${m(r.dailyBudget)}.`,
    `Previous period: impressions ${p.impressions}, clicks ${p.clicks}, cost ${m(p.cost)}, conversions ${p.conversions}.`,
    r.suggestionTitles.length ? `Open suggestions: ${r.suggestionTitles.join('; ')}.` : 'No open suggestions.',
  ].join('\n');
}

/** The note shown with stale figures when today's Google Ads requests are spent. */
export function staleNotice(quota: string, fetchedAt: string, language: InterfaceLanguage): string {
  return language === 'es' ? `${quota} Estas cifras son del ${fetchedAt}.` : `${quota} These figures are from ${fetchedAt}.`;
}
