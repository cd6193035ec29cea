import { useId, useRef, useState, type ReactNode } from 'react';
import { useI18n, type MessageId } from '@/lib/i18n';
import { useDismiss } from './use-dismiss';

/** The terms explained where they stand; their sentences live in the glossary catalog. */
export const TERMS = {
  cpc: ['glossary.term.cpc.name', 'glossary.term.cpc.short'],
  ctr: ['glossary.term.ctr.name', 'glossary.term.ctr.short'],
  impressions: ['glossary.term.impressions.name', 'glossary.term.impressions.short'],
  clicks: ['glossary.term.clicks.name', 'glossary.term.clicks.short'],
  conversions: ['glossary.term.conversions.name', 'glossary.term.conversions.short'],
  cpa: ['glossary.term.cpa.name', 'glossary.term.cpa.short'],
  targetCpa: ['glossary.term.targetCpa.name', 'glossary.term.targetCpa.short'],
  roas: ['glossary.term.roas.name', 'glossary.term.roas.short'],
  cost: ['glossary.term.cost.name', 'glossary.term.cost.short'],
  impressionShare: ['glossary.term.impressionShare.name', 'glossary.term.impressionShare.short'],
  budgetLostShare: ['glossary.term.budgetLostShare.name', 'glossary.term.budgetLostShare.short'],
  matchType: ['glossary.term.matchType.name', 'glossary.term.matchType.short'],
  broadMatch: ['glossary.term.broadMatch.name', 'glossary.term.broadMatch.short'],
  phraseMatch: ['glossary.term.phraseMatch.name', 'glossary.term.phraseMatch.short'],
  exactMatch: ['glossary.term.exactMatch.name', 'glossary.term.exactMatch.short'],
  negativeKeyword: ['glossary.term.negativeKeyword.name', 'glossary.term.negativeKeyword.short'],
  searchTerm: ['glossary.term.searchTerm.name', 'glossary.term.searchTerm.short'],
  biddingStrategy: ['glossary.term.biddingStrategy.name', 'glossary.term.biddingStrategy.short'],
  maximizeClicks: ['glossary.term.maximizeClicks.name', 'glossary.term.maximizeClicks.short'],
  maximizeConversions: ['glossary.term.maximizeConversions.name', 'glossary.term.maximizeConversions.short'],
  maxCpc: ['glossary.term.maxCpc.name', 'glossary.term.maxCpc.short'],
  rsa: ['glossary.term.rsa.name', 'glossary.term.rsa.short'],
  sitelink: ['glossary.term.sitelink.name', 'glossary.term.sitelink.short'],
  callout: ['glossary.term.callout.name', 'glossary.term.callout.short'],
  assetRating: ['glossary.term.assetRating.name', 'glossary.term.assetRating.short'],
  searchVolume: ['glossary.term.searchVolume.name', 'glossary.term.searchVolume.short'],
  competition: ['glossary.term.competition.name', 'glossary.term.competition.short'],
  topOfPageBid: ['glossary.term.topOfPageBid.name', 'glossary.term.topOfPageBid.short'],
  conversionRate: ['glossary.term.conversionRate.name', 'glossary.term.conversionRate.short'],
  pValue: ['glossary.term.pValue.name', 'glossary.term.pValue.short'],
} as const satisfies Record<string, readonly [MessageId, MessageId]>;

export type TermId = keyof typeof TERMS;

/**
 * A term with its one-sentence plain explanation one click (or Enter) away: a toggletip. The
 * button names the question ("What is CPC?"); the answer is announced when it opens; Escape, a
 * second click or a click elsewhere closes it. `children` is the label as the page shows it
 * (e.g. "Avg. CPC"); without it, the term's own name.
 */
export function Term({ id, children }: { id: TermId; children?: ReactNode }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const bubbleId = useId();
  useDismiss(root, open, () => setOpen(false));
  const [name, short] = TERMS[id];
  return (
    <span className="term" ref={root}>
      {children ?? t(name)}
      <button
        type="button"
        className="term-button"
        aria-label={t('glossary.whatIs', { term: t(name) })}
        aria-expanded={open}
        aria-controls={open ? bubbleId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        ?
      </button>
      <span id={bubbleId} className="term-bubble" role="status" hidden={!open}>
        {open ? t(short) : ''}
      </span>
    </span>
  );
}
