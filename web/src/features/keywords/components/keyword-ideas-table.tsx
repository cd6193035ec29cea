import { useMemo, useState } from 'react';
import type { Competition, KeywordIdea } from '@contract/keywords';
import { Term, type TermId } from '@/components/term';
import { useI18n, type MessageId } from '@/lib/i18n';
import { COMPETITION_LABELS, MISSING } from '../utils';

type SortKey = 'text' | 'avgMonthlySearches' | 'competition' | 'bid';
type Direction = 'ascending' | 'descending';

const COMPETITION_RANK: Record<Competition, number> = { LOW: 1, MEDIUM: 2, HIGH: 3 };

function sortValue(idea: KeywordIdea, key: SortKey): string | number | null {
  if (key === 'text') return idea.text.toLowerCase();
  if (key === 'avgMonthlySearches') return idea.avgMonthlySearches;
  if (key === 'competition') return idea.competition ? COMPETITION_RANK[idea.competition] : null;
  return idea.highTopOfPageBid ?? idea.lowTopOfPageBid;
}

const COLUMNS: { key: SortKey; label: MessageId; term?: TermId; numeric?: boolean }[] = [
  { key: 'text', label: 'keywords.table.keyword' },
  { key: 'avgMonthlySearches', label: 'keywords.table.searches', term: 'searchVolume', numeric: true },
  { key: 'competition', label: 'keywords.table.competition', term: 'competition' },
  { key: 'bid', label: 'keywords.table.bid', term: 'topOfPageBid', numeric: true },
];

/**
 * The ideas as a table sortable by any column (header buttons, `aria-sort`); missing figures sort
 * last. "Add" appends the idea to the form's keywords. Bids are in the answer's currency.
 */
export function KeywordIdeasTable({
  ideas,
  currency,
  added,
  onAdd,
}: {
  ideas: KeywordIdea[];
  currency: string;
  added: Set<string>;
  onAdd: (text: string) => void;
}) {
  const { t, money, number } = useI18n();
  const [sort, setSort] = useState<{ key: SortKey; direction: Direction } | undefined>(undefined);
  const rows = useMemo(() => {
    if (!sort) return ideas;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...ideas].sort((a, b) => {
      const x = sortValue(a, sort.key);
      const y = sortValue(b, sort.key);
      if (x === null && y === null) return 0;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : x > y ? 1 : 0) * sign;
    });
  }, [ideas, sort]);

  const toggle = (key: SortKey) =>
    setSort((current) => ({
      key,
      direction:
        current?.key === key && current.direction === 'descending'
          ? 'ascending'
          : current?.key === key
            ? 'descending'
            : key === 'text'
              ? 'ascending'
              : 'descending',
    }));

  const amount = (value: number | null) => (value === null ? MISSING : money(value, currency, { maximumFractionDigits: 2 }));
  const searches = t('keywords.table.searches');
  const competition = t('keywords.table.competition');
  const bid = t('keywords.table.bid');

  return (
    <div className="kw-table-wrap">
      <table className="kw-table">
        <caption className="visually-hidden">{t('keywords.table.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const sortButton = (
                <button type="button" className="kw-sort" onClick={() => toggle(column.key)}>
                  {t(column.label)}
                  <span aria-hidden="true">{sort?.key === column.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}</span>
                </button>
              );
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sort?.key === column.key ? sort.direction : 'none'}
                  className={column.numeric ? 'num' : undefined}
                >
                  {column.term ? <Term id={column.term}>{sortButton}</Term> : sortButton}
                </th>
              );
            })}
            <th scope="col">
              <span className="visually-hidden">{t('keywords.table.add')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((idea) => {
            const isAdded = added.has(idea.text.toLowerCase());
            return (
              <tr key={idea.text}>
                <th scope="row">{idea.text}</th>
                <td className="num" data-label={searches}>
                  {idea.avgMonthlySearches === null ? MISSING : number(idea.avgMonthlySearches)}
                </td>
                <td data-label={competition}>{idea.competition ? t(COMPETITION_LABELS[idea.competition]) : MISSING}</td>
                <td className="num" data-label={bid}>
                  {idea.lowTopOfPageBid === null && idea.highTopOfPageBid === null
                    ? MISSING
                    : `${amount(idea.lowTopOfPageBid)} – ${amount(idea.highTopOfPageBid)}`}
                </td>
                <td className="kw-add">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={isAdded}
                    aria-label={
                      isAdded
                        ? t('keywords.table.keywordAdded', { keyword: idea.text })
                        : t('keywords.table.addKeyword', { keyword: idea.text })
                    }
                    onClick={() => onAdd(idea.text)}
                  >
                    {isAdded ? t('keywords.table.added') : t('keywords.table.add')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
