import type { LineSource } from '@contract/campaigns';
import type { ReactNode } from 'react';
import { useI18n, type MessageId } from '@/lib/i18n';
import './line-sources.css';

/** The facts whose absence leaves an ad short of lines (contract FACT_GAPS), as the owner adds them. */
const GAPS: Record<string, MessageId> = {
  brand: 'sources.gap.brand',
  place: 'sources.gap.place',
  sellingPoints: 'sources.gap.sellingPoints',
  channel: 'sources.gap.channel',
  price: 'sources.gap.price',
  hours: 'sources.gap.hours',
};

const KINDS: Record<Exclude<LineSource['kind'], 'fact'>, MessageId> = {
  brand: 'sources.brand',
  place: 'sources.place',
  'call-to-action': 'sources.call-to-action',
  owner: 'sources.owner',
  generated: 'sources.generated',
};

/**
 * The button that shows, on request, where each line of an ad comes from. A real button (Enter and
 * Space), its state announced by `aria-expanded`, the lists it reveals named by `aria-controls`.
 */
export function SourcesToggle({ shown, onToggle, controls }: { shown: boolean; onToggle: () => void; controls: string }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm line-sources-toggle"
      aria-expanded={shown}
      aria-controls={controls}
      onClick={onToggle}
    >
      {shown ? t('sources.hide') : t('sources.show')}
    </button>
  );
}

/**
 * Where one line comes from, read after the line itself: a fact in the owner's words (in the
 * campaign's language, `lang`), the brand, the place, a call to action, the owner's edit; a line
 * creation adds below Google's minimum says so.
 */
export function LineSourceNote({
  source,
  added,
  lang,
}: {
  source: LineSource | null | undefined;
  added?: boolean;
  lang?: string | undefined;
}) {
  const { t, rich, language } = useI18n();
  let text: ReactNode;
  // The fact is the owner's own words, in the campaign's language.
  if (source?.kind === 'fact' && source.fact) {
    text = rich('sources.fact', {
      fact: (
        <span key="fact" lang={lang}>
          {source.fact}
        </span>
      ),
    });
  } else if (source && source.kind !== 'fact') text = t(KINDS[source.kind]);
  else text = t(added ? 'sources.added' : 'sources.none');
  // In the reader's language, inside a list marked with the campaign's.
  return (
    <span className="line-source" lang={language}>
      {text}
    </span>
  );
}

/** What would fill an ad short of Google's most lines ("add a selling point…"); nothing when nothing is missing. */
export function MissingFacts({
  gaps,
  headlines,
  descriptions,
}: {
  gaps: readonly string[] | undefined;
  headlines: number;
  descriptions: number;
}) {
  const { t, locale } = useI18n();
  const known = (gaps ?? []).flatMap((g) => (GAPS[g] ? [t(GAPS[g]!)] : []));
  if (!known.length) return null;
  const facts = new Intl.ListFormat(locale, { type: 'conjunction' }).format(known);
  return <p className="line-sources-missing">{t('sources.missing', { headlines, descriptions, facts })}</p>;
}

/** The negatives generation left out, each with the search it would have blocked. */
export function DroppedNegatives({
  items,
  lang,
  headingLevel = 4,
}: {
  items: readonly { text: string; reason: string; blocks?: string | undefined }[] | undefined;
  lang?: string | undefined;
  headingLevel?: 3 | 4 | 5;
}) {
  const { t } = useI18n();
  if (!items?.length) return null;
  const H = `h${headingLevel}` as const;
  return (
    <div className="line-sources-dropped">
      <H className="line-sources-dropped-heading">{t('sources.dropped.heading')}</H>
      <p className="muted">{t('sources.dropped.lead')}</p>
      <ul>
        {items.map((d) =>
          d.blocks ? (
            <li key={d.text}>{t('sources.dropped.blocks', { negative: d.text, blocks: d.blocks })}</li>
          ) : (
            // Without the search it blocks, the reason as generation wrote it (the campaign's language).
            <li key={d.text} lang={lang}>
              {d.reason}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
