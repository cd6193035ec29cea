import { createHash } from 'node:crypto';
import type { ChangeRecord, KeywordRow, SearchTermRow, Suggestion } from '../contract/results.js';
import type { CampaignReport } from '../adapters/ads-results/types.js';
import { suggestionText, type SuggestionFacts } from './text.js';
import type { CampaignBrief, HeadlineSuggester } from './headline-suggester.js';

/** Words that mark a search as not fitting a business that sells something (jobs, free, DIY). */
const OFF_TARGET =
  /\b(free|gratis|jobs?|trabajos?|empleos?|salary|sueldos?|diy|yourself|how to|como hacer|c[oó]mo hacer|tutorial|curso|course|used|segunda mano)\b/i;
/** A term that spent at least this many clicks without converting is wasted. */
const WASTE_MIN_CLICKS = 3;
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
  return { id: suggestionId(s), ...s, facts };
}

function sumOf(rows: { cost: number; conversions: number }[]) {
  return rows.reduce((s, r) => ({ cost: s.cost + r.cost, conversions: s.conversions + r.conversions }), { cost: 0, conversions: 0 });
}

export interface SuggestionInput {
  report: CampaignReport;
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
  brief?: CampaignBrief;
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
  const wasted = input.searchTerms.filter((t) => {
    if (t.status !== 'NONE' || negatives.has(t.term) || keywordTexts.has(t.term) || t.clicks === 0) return false;
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
    const spent = wasted.filter((t) => picked.includes(t.term)).reduce((s, t) => s + t.cost, 0);
    out.push(suggestion('NEGATIVES', { kind: 'NEGATIVES', terms: picked, spent }, { kind: 'ADD_NEGATIVES', terms: picked }, currency));
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
          { kind: 'BUDGET_RAISE', fromDaily: report.dailyBudget, toDaily, lost },
          { kind: 'SET_BUDGET', fromDaily: report.dailyBudget, toDaily },
          currency,
        ),
      );
    } else if (current.length >= 7 && spend > 0 && avgDaily < report.dailyBudget * 0.5) {
      const toDaily = Math.max(1, Math.round(avgDaily * 1.25 * 100) / 100);
      out.push(
        suggestion(
          'BUDGET',
          { kind: 'BUDGET_LOWER', fromDaily: report.dailyBudget, toDaily, avgDaily: Math.round(avgDaily * 100) / 100 },
          { kind: 'SET_BUDGET', fromDaily: report.dailyBudget, toDaily },
          currency,
        ),
      );
    }
  }

  // 3. Headlines Google rates LOW → new ones.
  for (const ad of report.ads) {
    const low = ad.headlines.filter((h) => h.performanceLabel === 'LOW').map((h) => h.text);
    if (low.length === 0) continue;
    const fresh = await input.headlines.suggest({
      language: input.language,
      keywords: input.keywords.filter((k) => k.adGroupId === ad.adGroupId).map((k) => k.text),
      existing: ad.headlines.map((h) => h.text),
      count: low.length,
      brief: input.brief,
    });
    if (fresh.length === 0) continue;
    const remove = low.slice(0, fresh.length);
    out.push(
      suggestion(
        'HEADLINES',
        { kind: 'HEADLINES', adGroupName: ad.adGroupName, remove, add: fresh },
        { kind: 'REPLACE_HEADLINES', adId: ad.id, adGroupId: ad.adGroupId, remove, add: fresh },
        currency,
      ),
    );
  }

  // 4. Keywords with no impressions while the campaign served → a wider match, or a pause.
  const served = current.some((d) => d.impressions > 0);
  if (served) {
    // Keywords changed inside the range have no figures of their own yet.
    const touched = new Set(
      input.history
        .filter((h) => h.result === 'APPLIED' && h.at.slice(0, 10) >= input.rangeStart)
        .flatMap((h) => (h.change.kind === 'WIDEN_MATCH' || h.change.kind === 'PAUSE_KEYWORD' ? [h.change.text.toLowerCase()] : [])),
    );
    const silent = input.keywords
      .filter((k) => k.status === 'ENABLED' && k.impressions === 0 && !touched.has(k.text.toLowerCase()))
      .slice(0, MAX_KEYWORD_SUGGESTIONS);
    for (const k of silent) {
      const widerExists = input.keywords.some(
        (o) => o.adGroupId === k.adGroupId && o.text.toLowerCase() === k.text.toLowerCase() && o.matchType !== 'EXACT',
      );
      if (k.matchType === 'EXACT' && !widerExists) {
        out.push(
          suggestion(
            'KEYWORD',
            { kind: 'WIDEN_MATCH', text: k.text },
            { kind: 'WIDEN_MATCH', keywordId: k.id, adGroupId: k.adGroupId, text: k.text, from: 'EXACT', to: 'PHRASE' },
            currency,
          ),
        );
      } else {
        out.push(
          suggestion(
            'KEYWORD',
            { kind: 'PAUSE_KEYWORD', text: k.text },
            { kind: 'PAUSE_KEYWORD', keywordId: k.id, adGroupId: k.adGroupId, text: k.text },
            currency,
          ),
        );
      }
    }
  }

  // 5. No conversion tracking → how to set it up (the owner does it; not a change Pautia makes).
  if (!report.conversionTracking) {
    out.push(suggestion('CONVERSION_TRACKING', { kind: 'CONVERSION_TRACKING' }, null, currency));
  }
  return out;
}
