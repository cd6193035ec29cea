import { createHash } from 'node:crypto';
import type { ChangeRecord, KeywordRow, SearchTermRow, Suggestion } from '../contract/results.js';
import type { AdsReport } from '../adapters/ads-results/types.js';
import { suggestionText, type SuggestionFacts } from './text.js';
import type { HeadlineSuggester, OwnerBrief } from './headline-suggester.js';
import { MAXIMIZE_CONVERSIONS_DAYS, MAXIMIZE_CONVERSIONS_MIN } from '../contract/tracking.js';

/** Words that mark a search as not fitting a business that sells something (jobs, free, DIY). */
const OFF_TARGET =
  /\b(free|gratis|jobs?|trabajos?|empleos?|salary|sueldos?|diy|yourself|how to|como hacer|c[oó]mo hacer|tutorial|curso|course|used|segunda mano)\b/i;
/**
 * Words of someone about to buy: a search with one of them is a customer's, never
 * proposed as a negative keyword ("facturas cerca de mi", "teeth whitening price").
 */
export const BUYING_INTENT =
  /\b(buy|buying|price|prices|pricing|cost|costs|how much|cheap|cheapest|near me|nearby|open now|order|delivery|deliver|book|booking|appointment|quote|hire|for sale|shop|store|comprar|compro|precio|precios|cu[aá]nto|cerca de m[ií]|cerca|pedido|pedidos|pedir|encargar|env[ií]o|a domicilio|reservar|reserva|turno|turnos|cita|presupuesto|abierto|horario|tienda|venta)\b/i;
/** A term that spent at least this many clicks without converting is wasted. */
const WASTE_MIN_CLICKS = 3;
/** Pausing a keyword needs real spend without a result: at least this many clicks, and cost at or above the target cost per result. */
export const PAUSE_MIN_CLICKS = 10;
const WASTE_MIN_CLICKS_NO_CONVERSIONS = 10;
const MAX_NEGATIVES = 20;
const MAX_KEYWORD_SUGGESTIONS = 5;

export const suggestionId = (s: Pick<Suggestion, 'kind' | 'change'>) =>
  `sg_${createHash('sha256')
    .update(JSON.stringify([s.kind, s.change]))
    .digest('hex')
    .slice(0, 16)}`;

/** A suggestion as cached: its facts travel with it, so an answer writes it in the reader's language. */
export type CachedSuggestion = Suggestion & { facts?: SuggestionFacts };

/** A suggestion from its facts: the change it proposes, with English words (see results/text.ts). */
function suggestion(kind: Suggestion['kind'], facts: SuggestionFacts, change: Suggestion['change'], currency: string): CachedSuggestion {
  const s = { kind, ...suggestionText(facts, 'en', currency), change };
  // Advice (no change) is told apart by its facts: two quiet keywords are two suggestions.
  const id = change
    ? suggestionId(s)
    : `sg_${createHash('sha256')
        .update(JSON.stringify([kind, facts]))
        .digest('hex')
        .slice(0, 16)}`;
  return { id, ...s, facts };
}

function sumOf(rows: { cost: number; conversions: number }[]) {
  return rows.reduce((s, r) => ({ cost: s.cost + r.cost, conversions: s.conversions + r.conversions }), { cost: 0, conversions: 0 });
}

/** What belongs to the owner: never removed or replaced, never proposed back. */
export interface OwnerFacts {
  /** The keywords the owner typed in the form (core keywords). */
  coreKeywords: string[];
  /** Names of what the business sells (the profile's offering and offers). */
  productNames: string[];
  /** Ad lines the owner wrote or edited (the business profile's voice examples). */
  writtenLines: string[];
  /** Ad lines the owner deleted (the business profile's rejected lines). */
  removedLines: string[];
}

/** Lines and terms compare without case, accents, punctuation or extra spaces. */
export function textKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Every main word of `phrase` is in `text` ("pan masa madre precio" contains "pan de masa madre"). */
function containsPhrase(text: string, phrase: string): boolean {
  const words = new Set(textKey(text).split(' '));
  const wanted = textKey(phrase)
    .split(' ')
    .filter((w) => w.length > 2);
  return wanted.length > 0 && wanted.every((w) => words.has(w));
}

/** Splits the form's keywords ("a, b\nc") into phrases. */
export function splitKeywords(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((k) => k.trim())
    .filter(Boolean);
}

/** The campaign's A/B plan, as results need it to add ad B. */
export interface AbPlan {
  angle: string;
  headlines: string[];
  descriptions: string[];
  clicksPerVariant: number;
  /** The campaign's landing page, when ad A's is not known. */
  finalUrl: string;
  /** Each group's lines the owner wrote: ad B keeps them (they are the owner's, in both ads). */
  ownerLines?: Record<string, { headlines: string[]; descriptions: string[] }>;
}

export interface SuggestionInput {
  report: AdsReport;
  keywords: KeywordRow[];
  searchTerms: SearchTermRow[];
  /** Days in the range and the first of them. */
  rangeDays: number;
  rangeStart: string;
  history: ChangeRecord[];
  language: 'es' | 'en';
  /** The Google Ads account's currency (amounts are written with it). */
  currency: string;
  headlines: HeadlineSuggester;
  /** What the campaign says about the business, for new copy. */
  brief?: OwnerBrief;
  /** The owner's keywords, products and lines (absent: nothing is known to be theirs). */
  owner?: OwnerFacts;
  /** What a result should cost at most, in the account's currency (the verdict's target). */
  targetCostPerResult?: number;
  /** The campaign's A/B plan; absent or null: no ad B to offer. */
  abPlan?: AbPlan | null;
  /** One of the campaign's conversion actions records (absent: the account's tracking status decides). */
  tracksCustomers?: boolean;
}

const shiftDay = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Maximize conversions, once the campaign has recorded MAXIMIZE_CONVERSIONS_MIN conversions in the
 * last MAXIMIZE_CONVERSIONS_DAYS days or fewer (the daily rows cover the range and the period before
 * it: 14 days for a week, 30 for a month). Only from Maximize clicks, the strategy Pautia set.
 */
function biddingSuggestion(input: SuggestionInput): { conversions: number; days: number; costPerConversion: number | null } | null {
  const { report } = input;
  if (report.bidding !== 'MAXIMIZE_CLICKS' || report.status === 'REMOVED' || input.tracksCustomers === false) return null;
  const end = shiftDay(input.rangeStart, input.rangeDays - 1);
  const days = Math.min(MAXIMIZE_CONVERSIONS_DAYS, input.rangeDays * 2);
  const from = shiftDay(end, -(days - 1));
  const rows = report.daily.filter((d) => d.date >= from && d.date <= end);
  const conversions = Math.round(rows.reduce((n, d) => n + d.conversions, 0) * 100) / 100;
  if (conversions < MAXIMIZE_CONVERSIONS_MIN) return null;
  const cost = rows.reduce((n, d) => n + d.cost, 0);
  return { conversions, days, costPerConversion: Math.round((cost / conversions) * 100) / 100 };
}

export async function buildSuggestions(input: SuggestionInput): Promise<CachedSuggestion[]> {
  const { report, currency } = input;
  const out: CachedSuggestion[] = [];
  const negatives = new Set(report.negatives);
  // A change applied inside the range is not in the figures yet: do not propose it again.
  const recent = (kind: string) =>
    input.history.some((h) => h.result === 'APPLIED' && h.change.kind === kind && h.at.slice(0, 10) >= input.rangeStart);

  // 1. Search terms that spent without converting, or do not fit the business → campaign negatives.
  // "Spent without converting" means: more than a conversion costs this campaign on average (or, with
  // no conversions yet, WASTE_MIN_CLICKS_NO_CONVERSIONS clicks). A term that IS one of the keywords is
  // never proposed as a negative: it would switch the keyword off (pausing it is the honest change).
  const allRows = sumOf(input.searchTerms);
  const costPerConversion = allRows.conversions > 0 ? allRows.cost / allRows.conversions : null;
  const keywordTexts = new Set(input.keywords.map((k) => k.text.toLowerCase()));
  const owner = input.owner;
  const core = owner?.coreKeywords ?? [];
  // A customer's search is never excluded: buying intent always; a core keyword or a product unless
  // the words around it say it is no customer (jobs, free, do-it-yourself).
  const customers = (term: string) =>
    BUYING_INTENT.test(term) ||
    (!OFF_TARGET.test(term) && [...core, ...(owner?.productNames ?? [])].some((phrase) => containsPhrase(term, phrase)));
  const wasted = input.searchTerms.filter((t) => {
    if (t.status !== 'NONE' || negatives.has(t.term) || keywordTexts.has(t.term) || t.clicks === 0) return false;
    if (customers(t.term)) return false;
    if (OFF_TARGET.test(t.term)) return true;
    if (!report.conversionTracking || t.conversions > 0) return false;
    return costPerConversion !== null
      ? t.clicks >= WASTE_MIN_CLICKS && t.cost >= costPerConversion
      : t.clicks >= WASTE_MIN_CLICKS_NO_CONVERSIONS;
  });
  // Off-target searches first, then by money lost.
  wasted.sort((a, b) => Number(OFF_TARGET.test(b.term)) - Number(OFF_TARGET.test(a.term)) || b.cost - a.cost);
  const picked = [...new Set(wasted.map((t) => t.term))].slice(0, MAX_NEGATIVES);
  if (picked.length > 0) {
    const chosen = wasted.filter((t) => picked.includes(t.term));
    const spent = Math.round(chosen.reduce((s, t) => s + t.cost, 0) * 100) / 100;
    const clicks = chosen.reduce((s, t) => s + t.clicks, 0);
    out.push(
      suggestion(
        'NEGATIVES',
        { kind: 'NEGATIVES', terms: picked, spent, clicks, days: input.rangeDays },
        { kind: 'ADD_NEGATIVES', terms: picked },
        currency,
      ),
    );
  }

  // 2. Budget: limited by it → raise it; spending well under it → lower it.
  const current = input.report.daily.filter((d) => d.date >= input.rangeStart);
  const spend = current.reduce((s, d) => s + d.cost, 0);
  const avgDaily = current.length ? spend / current.length : 0;
  const limited = report.statusReasons.includes('BUDGET_CONSTRAINED') || (report.budgetLostImpressionShare ?? 0) >= 0.2;
  if (report.status === 'ENABLED' && report.dailyBudget > 0 && !recent('SET_BUDGET')) {
    if (limited) {
      const toDaily = Math.round(report.dailyBudget * 1.3 * 100) / 100;
      const lost = report.budgetLostImpressionShare;
      out.push(
        suggestion(
          'BUDGET',
          { kind: 'BUDGET_RAISE', fromDaily: report.dailyBudget, toDaily, lost, days: input.rangeDays },
          { kind: 'SET_BUDGET', fromDaily: report.dailyBudget, toDaily },
          currency,
        ),
      );
    } else if (current.length >= 7 && spend > 0 && avgDaily < report.dailyBudget * 0.5) {
      const toDaily = Math.max(1, Math.round(avgDaily * 1.25 * 100) / 100);
      out.push(
        suggestion(
          'BUDGET',
          {
            kind: 'BUDGET_LOWER',
            fromDaily: report.dailyBudget,
            toDaily,
            avgDaily: Math.round(avgDaily * 100) / 100,
            days: input.rangeDays,
          },
          { kind: 'SET_BUDGET', fromDaily: report.dailyBudget, toDaily },
          currency,
        ),
      );
    }
  }

  // 3. Headlines Google rates LOW → new ones; never the owner's own lines, never a line the owner
  // (or an applied suggestion) removed.
  const written = new Set((owner?.writtenLines ?? []).map(textKey));
  const gone = new Set(
    [
      ...(owner?.removedLines ?? []),
      ...input.history.flatMap((h) => (h.result === 'APPLIED' && h.change.kind === 'REPLACE_HEADLINES' ? h.change.remove : [])),
    ].map(textKey),
  );
  for (const ad of report.ads) {
    const low = ad.headlines.filter((h) => h.performanceLabel === 'LOW' && !written.has(textKey(h.text))).map((h) => h.text);
    if (low.length === 0) continue;
    const ideas = await input.headlines.suggest({
      language: input.language,
      keywords: input.keywords.filter((k) => k.adGroupId === ad.adGroupId).map((k) => k.text),
      existing: ad.headlines.map((h) => h.text),
      count: low.length + gone.size,
      brief: input.brief,
    });
    const fresh = ideas.filter((line) => !gone.has(textKey(line))).slice(0, low.length);
    if (fresh.length === 0) continue;
    const remove = low.slice(0, fresh.length);
    out.push(
      suggestion(
        'HEADLINES',
        { kind: 'HEADLINES', adGroupName: ad.adGroupName, remove, add: fresh, impressions: ad.impressions, days: input.rangeDays },
        { kind: 'REPLACE_HEADLINES', adId: ad.id, adGroupId: ad.adGroupId, adGroupName: ad.adGroupName, remove, add: fresh },
        currency,
      ),
    );
  }

  // 4. Keywords. Evidence before action: a keyword is paused only after real spend without a
  // result (clicks and cost at or above the target cost per result), never for low impressions, and
  // never one of the owner's core keywords; an exact keyword without impressions is widened; a quiet
  // core keyword gets advice (keep it, raise its bid), not a pause.
  const served = current.some((d) => d.impressions > 0);
  // Keywords changed inside the range have no figures of their own yet.
  const touched = new Set(
    input.history
      .filter((h) => h.result === 'APPLIED' && h.at.slice(0, 10) >= input.rangeStart)
      .flatMap((h) => (h.change.kind === 'WIDEN_MATCH' || h.change.kind === 'PAUSE_KEYWORD' ? [h.change.text.toLowerCase()] : [])),
  );
  const isCore = (text: string) => core.some((c) => textKey(c) === textKey(text));
  const target = input.targetCostPerResult ?? null;
  let keywordSuggestions = 0;
  for (const k of input.keywords) {
    if (keywordSuggestions >= MAX_KEYWORD_SUGGESTIONS) break;
    if (k.status !== 'ENABLED' || touched.has(k.text.toLowerCase())) continue;
    const spentWithoutResult =
      report.conversionTracking && target !== null && k.conversions === 0 && k.clicks >= PAUSE_MIN_CLICKS && k.cost >= target;
    if (spentWithoutResult && !isCore(k.text)) {
      keywordSuggestions += 1;
      out.push(
        suggestion(
          'KEYWORD',
          { kind: 'PAUSE_KEYWORD', text: k.text, clicks: k.clicks, cost: k.cost, target, days: input.rangeDays },
          { kind: 'PAUSE_KEYWORD', keywordId: k.id, adGroupId: k.adGroupId, adGroupName: k.adGroupName, text: k.text },
          currency,
        ),
      );
      continue;
    }
    if (!served || k.impressions > 0) continue;
    const widerExists = input.keywords.some(
      (o) => o.adGroupId === k.adGroupId && o.text.toLowerCase() === k.text.toLowerCase() && o.matchType !== 'EXACT',
    );
    if (k.matchType === 'EXACT' && !widerExists) {
      keywordSuggestions += 1;
      out.push(
        suggestion(
          'KEYWORD',
          { kind: 'WIDEN_MATCH', text: k.text, days: input.rangeDays },
          {
            kind: 'WIDEN_MATCH',
            keywordId: k.id,
            adGroupId: k.adGroupId,
            adGroupName: k.adGroupName,
            text: k.text,
            from: 'EXACT',
            to: 'PHRASE',
          },
          currency,
        ),
      );
    } else if (isCore(k.text)) {
      keywordSuggestions += 1;
      out.push(suggestion('KEYWORD', { kind: 'KEYWORD_LOW_VOLUME', text: k.text, days: input.rangeDays }, null, currency));
    }
  }

  // 5. The A/B plan's ad B as a second ad, while no ad group runs two: in the group
  // with the most impressions (it reaches the sample first), sent where ad A sends people; lines the
  // owner deleted are left out.
  const plan = input.abPlan;
  const perGroup = new Map<string, number>();
  for (const ad of report.ads) perGroup.set(ad.adGroupId, (perGroup.get(ad.adGroupId) ?? 0) + 1);
  if (plan && report.status !== 'REMOVED' && report.ads.length > 0 && [...perGroup.values()].every((n) => n < 2)) {
    const adA = [...report.ads].sort((a, b) => b.impressions - a.impressions)[0]!;
    const removed = new Set((owner?.removedLines ?? []).map(textKey));
    const keep = (lines: string[]) =>
      lines.filter((l, i) => !removed.has(textKey(l)) && lines.findIndex((x) => textKey(x) === textKey(l)) === i);
    const mine = plan.ownerLines?.[adA.adGroupName];
    const headlines = keep([...(mine?.headlines ?? []), ...plan.headlines]).slice(0, 15);
    const descriptions = keep([...(mine?.descriptions ?? []), ...plan.descriptions]).slice(0, 4);
    const finalUrl = adA.finalUrls?.[0] || plan.finalUrl;
    if (headlines.length >= 3 && descriptions.length >= 2 && finalUrl) {
      const clicksPerAd = Math.max(1, Math.ceil(plan.clicksPerVariant));
      out.push(
        suggestion(
          'AB_TEST',
          { kind: 'AB_TEST', adGroupName: adA.adGroupName, angle: plan.angle, headlines, descriptions, clicksPerAd },
          {
            kind: 'ADD_AD_VARIANT',
            adGroupId: adA.adGroupId,
            adGroupName: adA.adGroupName,
            finalUrl,
            headlines,
            descriptions,
            angle: plan.angle,
            clicksPerAd,
          },
          currency,
        ),
      );
    }
  }

  // 6. Enough conversions → bid for them (one campaign update, undone by switching back).
  const switchTo = recent('SET_BIDDING') ? null : biddingSuggestion(input);
  if (switchTo) {
    out.push(
      suggestion(
        'BIDDING',
        { kind: 'MAXIMIZE_CONVERSIONS', ...switchTo, min: MAXIMIZE_CONVERSIONS_MIN },
        { kind: 'SET_BIDDING', from: 'MAXIMIZE_CLICKS', to: 'MAXIMIZE_CONVERSIONS' },
        currency,
      ),
    );
  }

  // 7. No conversion tracking → how to set it up (the owner does it; not a change Pautia makes).
  if (!report.conversionTracking) {
    out.push(suggestion('CONVERSION_TRACKING', { kind: 'CONVERSION_TRACKING' }, null, currency));
  }
  return out;
}
