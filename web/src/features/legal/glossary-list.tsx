import { MIN_WEEKLY_BUDGET } from '@contract/campaign-fields';
import { TERMS } from '@/components/term';
import { env } from '@/config/env';
import { useI18n, type MessageId } from '@/lib/i18n';

/** Glossary entries that have no toggletip of their own (yet): same catalog, same shape as TERMS. */
const MORE_TERMS = {
  adGroup: ['glossary.term.adGroup.name', 'glossary.term.adGroup.short'],
  adRank: ['glossary.term.adRank.name', 'glossary.term.adRank.short'],
  campaignBudget: ['glossary.term.campaignBudget.name', 'glossary.term.campaignBudget.short'],
  keyword: ['glossary.term.keyword.name', 'glossary.term.keyword.short'],
  landingPage: ['glossary.term.landingPage.name', 'glossary.term.landingPage.short'],
  performanceMax: ['glossary.term.performanceMax.name', 'glossary.term.performanceMax.short'],
  qualityScore: ['glossary.term.qualityScore.name', 'glossary.term.qualityScore.short'],
  searchPartners: ['glossary.term.searchPartners.name', 'glossary.term.searchPartners.short'],
} as const satisfies Record<string, readonly [MessageId, MessageId]>;

/** A longer explanation under the one-sentence one, where the glossary has more to say. */
const DETAILS: Partial<Record<string, MessageId>> = {
  cpc: 'glossary.term.cpc.more',
  ctr: 'glossary.term.ctr.more',
  conversions: 'glossary.term.conversions.more',
  conversionRate: 'glossary.term.conversionRate.more',
  cpa: 'glossary.term.cpa.more',
  impressions: 'glossary.term.impressions.more',
  impressionShare: 'glossary.term.impressionShare.more',
  matchType: 'glossary.term.matchType.more',
  negativeKeyword: 'glossary.term.negativeKeyword.more',
  rsa: 'glossary.term.rsa.more',
  roas: 'glossary.term.roas.more',
  searchTerm: 'glossary.term.searchTerm.more',
  biddingStrategy: 'glossary.term.biddingStrategy.more',
  adGroup: 'glossary.term.adGroup.more',
  adRank: 'glossary.term.adRank.more',
  campaignBudget: 'glossary.term.campaignBudget.more',
  landingPage: 'glossary.term.landingPage.more',
  qualityScore: 'glossary.term.qualityScore.more',
  searchPartners: 'glossary.term.searchPartners.more',
};

/**
 * The glossary page's terms, A to Z in the reader's language: every term explained where it stands
 * in the app (the Term toggletips), with the same sentence, plus a few more. Each has an anchor
 * (`#term-cpc`).
 */
export function GlossaryList() {
  const { t, money, number, percent, locale } = useI18n();
  const usd = (amount: number) => money(amount, 'USD', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const values = {
    product: env.productName,
    minBudget: usd(MIN_WEEKLY_BUDGET),
    ctr: percent(0.05, 0),
    rate: percent(0.04, 0),
    sales: usd(400),
    cost: usd(100),
    roas: number(4),
    percent: percent(4, 0),
  };
  const all: Record<string, readonly [MessageId, MessageId]> = { ...MORE_TERMS, ...TERMS };
  const entries = Object.entries(all)
    .map(([id, [name, short]]) => ({ id, name: t(name), short: t(short), more: DETAILS[id] }))
    .sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' }));

  return (
    <dl className="legal-terms glossary-terms">
      {entries.map((entry) => (
        <div key={entry.id} id={`term-${entry.id}`}>
          <dt>{entry.name}</dt>
          <dd>
            {entry.short}
            {entry.more ? ` ${t(entry.more, values)}` : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
