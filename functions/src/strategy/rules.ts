import { AD_PATH_MAX, type GroupAd, type LineSource, type Strategy } from '../contract/campaigns.js';
import type { CopyLintContext } from '../contract/copy-lint.js';
import { cents, fitWords, KEYWORD_MAX_WORDS } from '../copy/text.js';
import { abTestFor, adCopyPlan, adPath, finalizeAdCopy, lintContext } from '../copy/engine.js';
import { hasSources, repairTraced, type TracedLines } from '../copy/traced-lines.js';
import { checkedNegatives, copyBrief, factsPlan, honourNeverSay, offlineStrategy, withGroupAds } from './strategist.js';
import type { StrategyInput } from './ai-port.js';
import { moneyView } from '../contract/owner-money.js';

/** An amount in dollars, which an owner budgeting in another currency never reads after the form. */
const DOLLARS = /\bUSD\b|US\$|(^|[^A-Z])\$\s?\d|\bd[oó]lar(es)?\b|\bdollars?\b/i;

const LIMITS = {
  text: 1200,
  line: 300,
  groups: 10,
  keywordsPerGroup: 30,
  negatives: 50,
  listItems: 10,
};

/**
 * The rules every stored strategy obeys, whatever produced it: up to 15 headlines of at most 30
 * characters and 4 descriptions of at most 90 that pass the copy linter (contract/copy-lint.ts;
 * fixed or dropped, gaps filled by the copy engine, never with filler), callouts and an A/B test
 * plan from the selling points, keywords
 * within Google's limits and phrase/exact only (docs/product.md P8.2), the budget taken from the form, and
 * sane sizes everywhere. A model's answer is never trusted as it is.
 */
export function enforceStrategyRules(raw: Strategy, input: StrategyInput): Strategy {
  let fallback: Strategy | undefined;
  const offline = () => (fallback ??= offlineStrategy(input));

  // The copy linter's rules (lengths, duplicates, Google's editorial rules, language, capitals):
  // what can be fixed is fixed, the rest dropped, gaps filled by the copy engine.
  const brief = copyBrief(input);
  const { headlines, descriptions } = finalizeAdCopy(brief, {
    headlines: raw.headlines.map((h) => shorten(h, HEADLINE_MAX_CHARS)),
    descriptions: raw.descriptions.map((d) => shorten(d, DESCRIPTION_MAX_CHARS)),
  });
  const plan = adCopyPlan(brief, { headlines, descriptions });

  const cleanGroups = raw.adGroups
    .map((group) => ({ name: line(group.name).slice(0, 255), keywords: cleanKeywords(group.keywords), ad: group.ad }))
    .filter((group) => group.name && group.keywords.length)
    .slice(0, LIMITS.groups);
  // Each group its own ad: the model's, linted and repaired (the shared set when it wrote none),
  // with at least 3 headlines naming the group's theme. An ad whose lines carry their sources (the
  // offline strategist builds every ad from the facts it reads) is kept as built, each line checked
  // again with its source: topping it up from the copy engine's ideas is what put lines no fact
  // supports, and broken ones ("Tortas por: masa madre"), in the review and the created campaign.
  const tracedCtx: CopyLintContext = { ...lintContext(brief), ...(brief.name ? { brand: brief.name } : {}) };
  const adGroups = cleanGroups.map((clean) => {
    const own = clean.ad;
    const group = { name: clean.name, keywords: clean.keywords };
    if (own && hasSources(own.sources)) return { ...group, ad: tracedAd(own, group, tracedCtx) };
    const [built] = withGroupAds([group], brief, () => ({
      headlines: (own?.headlines.length ? own.headlines : raw.headlines).map((h) => shorten(h, HEADLINE_MAX_CHARS)),
      descriptions: (own?.descriptions.length ? own.descriptions : raw.descriptions).map((d) => shorten(d, DESCRIPTION_MAX_CHARS)),
    }));
    const path1 = pathText(own?.path1) || (built?.ad?.path1 ?? '');
    const path2 = path1 ? pathText(own?.path2) : '';
    return { ...group, ad: { headlines: built?.ad?.headlines ?? [], descriptions: built?.ad?.descriptions ?? [], path1, path2 } };
  });

  const weekly = cents(input.budget);
  const daily = cents(weekly / 7);
  const split = raw.budget.split
    .map((s) => ({ label: line(s.label), amount: cents(s.amount) }))
    .filter((s) => s.label && Number.isFinite(s.amount) && s.amount >= 0);
  const splitTotal = split.reduce((sum, s) => sum + s.amount, 0);
  const splitOk = split.length > 0 && Math.abs(splitTotal - weekly) <= Math.max(1, weekly * 0.01);

  const negatives = [...new Set(raw.negativeKeywords.map((n) => keywordText(n)).filter(Boolean))].slice(0, LIMITS.negatives);
  // Every negative, the model's and the owner's, checked against the business's own searches.
  const checked = checkedNegatives(negatives.length ? negatives : offline().negativeKeywords, input);
  // With the owner's confirmed facts, the groups, ads, callouts and negatives are built from them
  // (one group per service, each line traced to its fact); the model's prose is kept.
  const fp = factsPlan(input);
  const fromFacts: Partial<Strategy> = fp
    ? {
        adGroups: fp.adGroups,
        callouts: fp.callouts,
        calloutSources: fp.calloutSources,
        ...checkedNegatives([...new Set([...negatives, ...fp.negativeKeywords])], input),
        ...(fp.droppedNegatives.length || checked.droppedNegatives
          ? { droppedNegatives: [...fp.droppedNegatives, ...(checked.droppedNegatives ?? [])] }
          : {}),
        ...(fp.laterServices.length ? { laterServices: fp.laterServices } : {}),
        budget: { weekly, daily, split: fp.split },
      }
    : {};

  // The model writes from the form's dollars: a line in dollars for an owner in another money gives
  // way to the offline strategist's, which writes that money.
  const otherMoney = moneyView(input).currency !== 'USD';
  const own = (t: string) => (otherMoney && DOLLARS.test(t) ? '' : t);
  const kpis = list(raw.kpis);
  const strategy: Strategy = {
    summary: own(text(raw.summary)) || offline().summary,
    recommendedCampaignType: line(raw.recommendedCampaignType) || offline().recommendedCampaignType,
    bidding: own(line(raw.bidding)) || offline().bidding,
    adGroups: adGroups.length ? adGroups : offline().adGroups,
    headlines,
    descriptions,
    ...checked,
    budget: { weekly, daily, split: splitOk ? split : offline().budget.split },
    kpis: kpis && !kpis.some((k) => own(k) === '') ? kpis : offline().kpis,
    nextSteps: list(raw.nextSteps) ?? offline().nextSteps,
    callouts: plan.callouts,
    abTest: abTestFor(brief, { headlines, descriptions }),
    ...fromFacts,
  };
  return honourNeverSay(strategy, input.facts?.neverSay, fp?.ctx);
}

const HEADLINE_MAX_CHARS = 30;
const DESCRIPTION_MAX_CHARS = 90;
const HEADLINE_COUNT = 15;
const DESCRIPTION_COUNT = 4;

/**
 * A group ad built from facts, as built: each line repaired by the linter or left out, every line
 * kept with its source, its page and the facts that would fill it; nothing added.
 */
function tracedAd(own: GroupAd, group: Pick<Strategy['adGroups'][number], 'name' | 'keywords'>, ctx: CopyLintContext): GroupAd {
  const field = (name: 'headlines' | 'descriptions', max: number, count: number) =>
    repairTraced(
      own[name].map((l) => shorten(l, max)),
      own.sources?.[name],
      name,
      ctx,
      count,
    );
  const headlines = field('headlines', HEADLINE_MAX_CHARS, HEADLINE_COUNT);
  const descriptions = field('descriptions', DESCRIPTION_MAX_CHARS, DESCRIPTION_COUNT);
  const path1 = pathText(own.path1) || adPath(group.keywords[0]?.text ?? group.name);
  // A line stored without a source reads as one Pautia wrote before sources were recorded.
  const known = (sources: TracedLines['sources']): LineSource[] => sources.map((s) => s ?? { kind: 'generated' });
  return {
    headlines: headlines.lines,
    descriptions: descriptions.lines,
    path1,
    path2: path1 ? pathText(own.path2) : '',
    sources: { headlines: known(headlines.sources), descriptions: known(descriptions.sources) },
    ...(own.finalUrl ? { finalUrl: own.finalUrl } : {}),
    ...(own.missingFacts?.length ? { missingFacts: own.missingFacts } : {}),
  };
}

/** A display URL path as Google takes it: no spaces or slashes, ≤ 15 characters. */
function pathText(value: string | undefined): string {
  return (value ?? '')
    .trim()
    .replace(/[\s/]+/g, '-')
    .replace(/[^\p{L}\d-]/gu, '')
    .slice(0, AD_PATH_MAX)
    .replace(/^-+|-+$/g, '');
}

/** Too long → its longest whole-word prefix; a one-word overflow becomes '' and is dropped. */
function shorten(value: string, max: number): string {
  return fitWords(value.replace(/\s+/g, ' ').trim(), max);
}

function text(value: string): string {
  const clean = value
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return clean.length > LIMITS.text ? fitWords(clean, LIMITS.text) : clean;
}

function line(value: string): string {
  return fitWords(value.replace(/\s+/g, ' ').trim(), LIMITS.line);
}

function list(values: string[]): string[] | undefined {
  const out = [...new Set(values.map(line).filter(Boolean))].slice(0, LIMITS.listItems);
  return out.length ? out : undefined;
}

/** A keyword as Google accepts it: no match-type punctuation, ≤ 80 characters, ≤ 10 words. */
function keywordText(value: string): string {
  const clean = value
    .replace(/["“”[\]+]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return fitWords(clean.split(' ').slice(0, KEYWORD_MAX_WORDS).join(' '), 80);
}

function cleanKeywords(keywords: Strategy['adGroups'][number]['keywords']): Strategy['adGroups'][number]['keywords'] {
  const seen = new Set<string>();
  const out: Strategy['adGroups'][number]['keywords'] = [];
  for (const keyword of keywords) {
    const textValue = keywordText(keyword.text);
    // Broad match spends on loosely related searches; campaigns here use phrase and exact.
    const matchType = keyword.matchType === 'EXACT' ? 'EXACT' : 'PHRASE';
    const key = `${matchType}:${textValue}`;
    if (!textValue || seen.has(key)) continue;
    seen.add(key);
    out.push({ text: textValue, matchType });
    if (out.length >= LIMITS.keywordsPerGroup) break;
  }
  return out;
}
