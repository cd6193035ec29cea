import type { AdRow, AdGroupRow, KeywordRow, PerformanceLabel, SearchTermRow, Totals } from '@contract/results';
import type { ReactNode } from 'react';
import { formatCount, formatMoney, formatPercent } from '../format';

const METRIC_HEADERS = ['Impr.', 'Clicks', 'CTR', 'Avg. CPC', 'Cost', 'Conv.'];

function MetricCells({ row }: { row: Totals }) {
  return (
    <>
      <td>{formatCount(row.impressions)}</td>
      <td>{formatCount(row.clicks)}</td>
      <td>{formatPercent(row.ctr)}</td>
      <td>{formatMoney(row.averageCpc)}</td>
      <td>{formatMoney(row.cost)}</td>
      <td>{formatCount(row.conversions)}</td>
    </>
  );
}

function Table({ caption, first, rows, empty }: { caption: string; first: string[]; rows: ReactNode[]; empty: string }) {
  return (
    <section className="results-section">
      <h3>{caption}</h3>
      {rows.length === 0 ? (
        <p className="results-muted">{empty}</p>
      ) : (
        <div className="results-table-wrap" tabIndex={0} role="region" aria-label={caption}>
          <table>
            <thead>
              <tr>
                {[...first, ...METRIC_HEADERS].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function AdGroupsTable({ rows }: { rows: AdGroupRow[] }) {
  return (
    <Table
      caption="Ad groups"
      first={['Ad group']}
      empty="No ad groups."
      rows={rows.map((r) => (
        <tr key={r.id}>
          <th scope="row">{r.name}</th>
          <MetricCells row={r} />
        </tr>
      ))}
    />
  );
}

export function KeywordsTable({ rows }: { rows: KeywordRow[] }) {
  return (
    <Table
      caption="Keywords"
      first={['Keyword', 'Match', 'Status']}
      empty="No keywords."
      rows={rows.map((r) => (
        <tr key={`${r.adGroupId}-${r.id}`}>
          <th scope="row">{r.text}</th>
          <td>{r.matchType.toLowerCase()}</td>
          <td>{r.status.toLowerCase()}</td>
          <MetricCells row={r} />
        </tr>
      ))}
    />
  );
}

export function SearchTermsTable({ rows }: { rows: SearchTermRow[] }) {
  return (
    <Table
      caption="Search terms"
      first={['Search term', 'Status']}
      empty="No searches showed your ads in this period."
      rows={rows.slice(0, 50).map((r) => (
        <tr key={`${r.adGroupName}-${r.term}`}>
          <th scope="row">{r.term}</th>
          <td>{r.status === 'EXCLUDED' ? 'excluded' : r.status === 'ADDED' ? 'added' : '—'}</td>
          <MetricCells row={r} />
        </tr>
      ))}
    />
  );
}

const LABEL_TEXT: Record<PerformanceLabel, string> = { BEST: 'Best', GOOD: 'Good', LOW: 'Low', LEARNING: 'Learning', PENDING: 'Pending', UNKNOWN: 'Unrated' };

export function AdsList({ ads }: { ads: AdRow[] }) {
  return (
    <section className="results-section">
      <h3>Ads</h3>
      {ads.length === 0 && <p className="results-muted">No ads.</p>}
      {ads.map((ad) => (
        <article key={ad.id} className="results-ad">
          <h4>
            {ad.adGroupName} · ad {ad.variant}
          </h4>
          <p className="results-muted">
            {formatCount(ad.impressions)} impressions · {formatCount(ad.clicks)} clicks · CTR {formatPercent(ad.ctr)} · {formatCount(ad.conversions)} conversions
          </p>
          <ul className="results-assets" aria-label="Headlines and Google’s rating">
            {ad.headlines.map((h) => (
              <li key={h.text}>
                <span>{h.text}</span> <span className={`results-label results-label-${h.performanceLabel.toLowerCase()}`}>{LABEL_TEXT[h.performanceLabel]}</span>
              </li>
            ))}
          </ul>
          <ul className="results-assets" aria-label="Descriptions and Google’s rating">
            {ad.descriptions.map((d) => (
              <li key={d.text}>
                <span>{d.text}</span> <span className={`results-label results-label-${d.performanceLabel.toLowerCase()}`}>{LABEL_TEXT[d.performanceLabel]}</span>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
