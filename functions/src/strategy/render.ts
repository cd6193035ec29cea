import type { Strategy } from '../contract/campaigns.js';
import { STRATEGY_SECTIONS, type StrategySection } from '../contract/stream.js';
import { USD_VIEW, type MoneyView } from '../contract/owner-money.js';
import { viewMoneyText } from '../i18n/money.js';
import { detectLanguage, type Lang } from '../contract/content-language.js';
import { text, variantOf } from '../i18n/messages.js';

type HeadingKey =
  | 'title'
  | 'summary'
  | 'type'
  | 'bidding'
  | 'groups'
  | 'legend'
  | 'headlines'
  | 'descriptions'
  | 'negatives'
  | 'budget'
  | 'weekly'
  | 'daily'
  | 'split'
  | 'kpis'
  | 'next';

/** The headings in the strategy's language (the catalog's `strategy.heading.*`). */
function headings(lang: Lang): Record<HeadingKey, string> {
  const keys: HeadingKey[] = [
    'title',
    'summary',
    'type',
    'bidding',
    'groups',
    'legend',
    'headlines',
    'descriptions',
    'negatives',
    'budget',
    'weekly',
    'daily',
    'split',
    'kpis',
    'next',
  ];
  return Object.fromEntries(keys.map((key) => [key, text(`strategy.heading.${key}`, variantOf(lang))])) as Record<HeadingKey, string>;
}

/**
 * The strategy as the text the client shows (`response` of POST /campaign/user/{uid}): plain-text
 * headings, "-" bullets and numbered lists, readable as it is and harmless if rendered as Markdown.
 * A title line, then each section, joined by blank lines. The web never reads it back: it renders the
 * structured `Strategy` (campaign.strategy). `language`
 * is the form's language field; `view` the campaign's money (contract/owner-money.ts), the budget's
 * amounts written in it with the owner's own figure beside them where it differs.
 */
export function renderStrategyText(strategy: Strategy, language: string, view: MoneyView = USD_VIEW): string {
  const lang = strategyLanguage(strategy, language);
  return [headings(lang).title.toUpperCase(), ...STRATEGY_SECTIONS.map((key) => sectionText(strategy, key, lang, view))]
    .filter((text) => text !== '')
    .join('\n\n');
}

/** The language a strategy is written in: the form's field, or its summary's language. */
function strategyLanguage(strategy: Pick<Strategy, 'summary'>, language: string): Lang {
  return detectLanguage(language, strategy.summary);
}

/** One section's text (its heading and lines); '' for an empty section. Reads only `strategy[key]`. */
function sectionText(strategy: Partial<Strategy>, key: StrategySection, lang: Lang, view: MoneyView): string {
  const h = headings(lang);
  const usd = (n: number) => viewMoneyText(n, view, lang, { owner: true });
  const keyword = (k: Strategy['adGroups'][number]['keywords'][number]) =>
    k.matchType === 'EXACT' ? `[${k.text}]` : k.matchType === 'PHRASE' ? `"${k.text}"` : k.text;
  const lines = (heading: string, body: string[]) => (body.length ? [heading, ...body].join('\n') : '');

  switch (key) {
    case 'summary':
      return lines(h.summary, strategy.summary ? [strategy.summary] : []);
    case 'recommendedCampaignType':
      return lines(h.type, strategy.recommendedCampaignType ? [strategy.recommendedCampaignType] : []);
    case 'bidding':
      return lines(h.bidding, strategy.bidding ? [strategy.bidding] : []);
    case 'adGroups': {
      const groups = strategy.adGroups ?? [];
      return groups.length ? lines(h.groups, [...groups.map((g) => `- ${g.name}: ${g.keywords.map(keyword).join(', ')}`), h.legend]) : '';
    }
    case 'headlines':
      return lines(
        h.headlines,
        (strategy.headlines ?? []).map((t, i) => `${i + 1}. ${t}`),
      );
    case 'descriptions':
      return lines(
        h.descriptions,
        (strategy.descriptions ?? []).map((t, i) => `${i + 1}. ${t}`),
      );
    case 'negativeKeywords':
      return lines(h.negatives, strategy.negativeKeywords?.length ? [strategy.negativeKeywords.join(', ')] : []);
    case 'budget': {
      const budget = strategy.budget;
      if (!budget) return '';
      return lines(h.budget, [
        `- ${h.weekly}: ${usd(budget.weekly)}`,
        // A seventh of the weekly figure in the campaign's money, as Google Ads gets it.
        `- ${h.daily}: ${usd(budget.weekly / 7)}`,
        ...(budget.split.length ? [`${h.split}:`, ...budget.split.map((s) => `  - ${s.label}: ${usd(s.amount)}`)] : []),
      ]);
    }
    case 'kpis':
      return lines(
        h.kpis,
        (strategy.kpis ?? []).map((k) => `- ${k}`),
      );
    case 'nextSteps':
      return lines(
        h.next,
        (strategy.nextSteps ?? []).map((s, i) => `${i + 1}. ${s}`),
      );
  }
}
