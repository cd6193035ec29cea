import type { AdRow, AdGroupRow, KeywordRow, PerformanceLabel, SearchTermRow, Totals } from '@contract/results';
import type { ReactNode } from 'react';
import { Term, type TermId } from '@/components/term';
import { useI18n, type MessageId } from '@/lib/i18n';
import type { ResultsFormat } from '../format';

/** The metric columns, each with its explanation at the header. */
const METRIC_HEADERS: [MessageId, TermId][] = [
  ['results.column.impressions', 'impressions'],
  ['results.column.clicks', 'clicks'],
  ['results.column.ctr', 'ctr'],
  ['results.column.avgCpc', 'cpc'],
  ['results.column.cost', 'cost'],
  ['results.column.conversions', 'conversions'],
];

const MATCH_TEXT: Record<KeywordRow['matchType'], MessageId> = {
  EXACT: 'results.match.EXACT',
  PHRASE: 'results.match.PHRASE',
  BROAD: 'results.match.BROAD',
};

/** Google's statuses as the reader says them; another status is shown as Google writes it. */
const STATUS_TEXT: Record<string, MessageId> = {
  ENABLED: 'results.rowStatus.ENABLED',
  PAUSED: 'results.rowStatus.PAUSED',
  REMOVED: 'results.rowStatus.REMOVED',
  ADDED: 'results.rowStatus.ADDED',
  EXCLUDED: 'results.rowStatus.EXCLUDED',
  ADDED_EXCLUDED: 'results.rowStatus.ADDED_EXCLUDED',
};

/** The metric cells; each names its column (`data-label`) for the phone layout, where rows become cards. */
function MetricCells({ row, format }: { row: Totals; format: ResultsFormat }) {
  const { t } = useI18n();
  const label = (i: number) => t(METRIC_HEADERS[i]![0]);
  return (
    <>
      <td data-label={label(0)}>{format.count(row.impressions)}</td>
      <td data-label={label(1)}>{format.count(row.clicks)}</td>
      <td data-label={label(2)}>{format.percent(row.ctr)}</td>
      <td data-label={label(3)}>{format.money(row.averageCpc)}</td>
      <td data-label={label(4)}>{format.money(row.cost)}</td>
      <td data-label={label(5)}>{format.count(row.conversions)}</td>
    </>
  );
}

/**
 * A long list of figures behind its heading and count: closed until the owner opens
 * it, so the verdict, suggestions and A/B test are not buried under every keyword and search term.
 */
function Disclosure({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const { number } = useI18n();
  return (
    <section className="results-section results-more">
      <details>
        <summary>
          <h3>{title}</h3> <span className="results-muted">({number(count)})</span>
        </summary>
        {children}
      </details>
    </section>
  );
}

function Table({
  caption,
  first,
  rows,
  empty,
  collapsible = false,
}: {
  caption: string;
  first: ReactNode[];
  rows: ReactNode[];
  empty: string;
  collapsible?: boolean;
}) {
  if (collapsible && rows.length > 0)
    return (
      <Disclosure title={caption} count={rows.length}>
        <TableBody caption={caption} first={first} rows={rows} />
      </Disclosure>
    );
  return (
    <section className="results-section">
      <h3>{caption}</h3>
      {rows.length === 0 ? <p className="results-muted">{empty}</p> : <TableBody caption={caption} first={first} rows={rows} />}
    </section>
  );
}

function TableBody({ caption, first, rows }: { caption: string; first: ReactNode[]; rows: ReactNode[] }) {
  const { t } = useI18n();
  return (
    <div className="results-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="results-cards">
        <thead>
          <tr>
            {first.map((h, i) => (
              <th key={`first-${i}`} scope="col">
                {h}
              </th>
            ))}
            {METRIC_HEADERS.map(([label, term]) => (
              <th key={label} scope="col">
                <Term id={term}>{t(label)}</Term>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
}

function useStatus() {
  const { t } = useI18n();
  return (status: string) => (STATUS_TEXT[status] ? t(STATUS_TEXT[status]!) : status.toLowerCase());
}

export function AdGroupsTable({ rows, format }: { rows: AdGroupRow[]; format: ResultsFormat }) {
  const { t } = useI18n();
  return (
    <Table
      caption={t('results.adGroups.title')}
      first={[t('results.column.adGroup')]}
      empty={t('results.adGroups.empty')}
      rows={rows.map((r) => (
        <tr key={r.id}>
          <th scope="row">{r.name}</th>
          <MetricCells row={r} format={format} />
        </tr>
      ))}
    />
  );
}

export function KeywordsTable({ rows, format }: { rows: KeywordRow[]; format: ResultsFormat }) {
  const { t } = useI18n();
  const status = useStatus();
  return (
    <Table
      collapsible
      caption={t('results.keywords.title')}
      first={[
        t('results.column.keyword'),
        <Term key="match" id="matchType">
          {t('results.column.match')}
        </Term>,
        t('results.column.status'),
      ]}
      empty={t('results.keywords.empty')}
      rows={rows.map((r) => (
        <tr key={`${r.adGroupId}-${r.id}`}>
          <th scope="row">{r.text}</th>
          <td data-label={t('results.column.match')}>{MATCH_TEXT[r.matchType] ? t(MATCH_TEXT[r.matchType]) : r.matchType.toLowerCase()}</td>
          <td data-label={t('results.column.status')}>{status(r.status)}</td>
          <MetricCells row={r} format={format} />
        </tr>
      ))}
    />
  );
}

export function SearchTermsTable({ rows, format }: { rows: SearchTermRow[]; format: ResultsFormat }) {
  const { t } = useI18n();
  const status = useStatus();
  return (
    <Table
      collapsible
      caption={t('results.searchTerms.title')}
      first={[
        <Term key="term" id="searchTerm">
          {t('results.column.searchTerm')}
        </Term>,
        t('results.column.status'),
      ]}
      empty={t('results.searchTerms.empty')}
      rows={rows.slice(0, 50).map((r) => (
        <tr key={`${r.adGroupName}-${r.term}`}>
          <th scope="row">{r.term}</th>
          <td data-label={t('results.column.status')}>{r.status === 'NONE' || !r.status ? '—' : status(r.status)}</td>
          <MetricCells row={r} format={format} />
        </tr>
      ))}
    />
  );
}

const LABEL_TEXT: Record<PerformanceLabel, MessageId> = {
  BEST: 'results.rating.BEST',
  GOOD: 'results.rating.GOOD',
  LOW: 'results.rating.LOW',
  LEARNING: 'results.rating.LEARNING',
  PENDING: 'results.rating.PENDING',
  UNKNOWN: 'results.rating.UNKNOWN',
};

export function AdsList({ ads, format }: { ads: AdRow[]; format: ResultsFormat }) {
  const { t } = useI18n();
  if (ads.length === 0)
    return (
      <section className="results-section">
        <h3>{t('results.ads.title')}</h3>
        <p className="results-muted">{t('results.ads.empty')}</p>
      </section>
    );
  return (
    <Disclosure title={t('results.ads.title')} count={ads.length}>
      <p className="results-muted">
        {t('results.ads.ratingsNote')} <Term id="assetRating">{t('results.ads.rating')}</Term>
      </p>
      {ads.map((ad) => (
        <article key={ad.id} className="results-ad">
          <h4>{t('results.ads.adTitle', { group: ad.adGroupName, variant: ad.variant })}</h4>
          <p className="results-muted">
            {t('results.ads.figures', {
              impressions: format.count(ad.impressions),
              clicks: format.count(ad.clicks),
              ctr: format.percent(ad.ctr),
              conversions: format.count(ad.conversions),
            })}
          </p>
          <ul className="results-assets" aria-label={t('results.ads.headlinesRated')}>
            {ad.headlines.map((h) => (
              <li key={h.text}>
                <span>{h.text}</span>{' '}
                <span className={`results-label results-label-${h.performanceLabel.toLowerCase()}`}>
                  {t(LABEL_TEXT[h.performanceLabel] ?? 'results.rating.UNKNOWN')}
                </span>
              </li>
            ))}
          </ul>
          <ul className="results-assets" aria-label={t('results.ads.descriptionsRated')}>
            {ad.descriptions.map((d) => (
              <li key={d.text}>
                <span>{d.text}</span>{' '}
                <span className={`results-label results-label-${d.performanceLabel.toLowerCase()}`}>
                  {t(LABEL_TEXT[d.performanceLabel] ?? 'results.rating.UNKNOWN')}
                </span>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </Disclosure>
  );
}
