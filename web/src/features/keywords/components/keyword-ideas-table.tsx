import { useMemo, useState } from 'react';
import type { Competition, KeywordIdea } from '@contract/keywords';
import { count, money } from '../utils';

type SortKey = 'text' | 'avgMonthlySearches' | 'competition' | 'bid';
type Direction = 'ascending' | 'descending';

const COMPETITION_RANK: Record<Competition, number> = { LOW: 1, MEDIUM: 2, HIGH: 3 };
const COMPETITION_LABEL: Record<Competition, string> = { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High' };

function sortValue(idea: KeywordIdea, key: SortKey): string | number | null {
  if (key === 'text') return idea.text.toLowerCase();
  if (key === 'avgMonthlySearches') return idea.avgMonthlySearches;
  if (key === 'competition') return idea.competition ? COMPETITION_RANK[idea.competition] : null;
  return idea.highTopOfPageBid ?? idea.lowTopOfPageBid;
}

const COLUMNS: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'text', label: 'Keyword' },
  { key: 'avgMonthlySearches', label: 'Monthly searches', numeric: true },
  { key: 'competition', label: 'Competition' },
  { key: 'bid', label: 'Top-of-page bid', numeric: true },
];

/**
 * The ideas as a table sortable by any column (header buttons, `aria-sort`); missing figures sort
 * last. "Add" appends the idea to the form's keywords.
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
      direction: current?.key === key && current.direction === 'descending' ? 'ascending' : current?.key === key ? 'descending' : key === 'text' ? 'ascending' : 'descending',
    }));

  return (
    <div className="kw-table-wrap">
      <table className="kw-table">
        <caption className="visually-hidden">Keyword ideas. Select a column heading to sort.</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" aria-sort={sort?.key === column.key ? sort.direction : 'none'} className={column.numeric ? 'num' : undefined}>
                <button type="button" className="kw-sort" onClick={() => toggle(column.key)}>
                  {column.label}
                  <span aria-hidden="true">{sort?.key === column.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}</span>
                </button>
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Add</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((idea) => {
            const isAdded = added.has(idea.text.toLowerCase());
            return (
              <tr key={idea.text}>
                <th scope="row">{idea.text}</th>
                <td className="num" data-label="Monthly searches">{count(idea.avgMonthlySearches)}</td>
                <td data-label="Competition">{idea.competition ? COMPETITION_LABEL[idea.competition] : '—'}</td>
                <td className="num" data-label="Top-of-page bid">
                  {idea.lowTopOfPageBid === null && idea.highTopOfPageBid === null
                    ? '—'
                    : `${money(idea.lowTopOfPageBid, currency)} – ${money(idea.highTopOfPageBid, currency)}`}
                </td>
                <td className="kw-add">
                  <button type="button" className="btn btn-ghost btn-sm" disabled={isAdded} aria-label={isAdded ? `${idea.text} added` : `Add ${idea.text}`} onClick={() => onAdd(idea.text)}>
                    {isAdded ? 'Added' : 'Add'}
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
