import type { ResultRange, Totals } from '@contract/results';
import { formatChange, formatCount, formatMoney, formatPercent } from '../format';

const ITEMS: { key: keyof Totals; label: string; format: (n: number | null) => string; lowerIsBetter?: boolean }[] = [
  { key: 'impressions', label: 'Impressions', format: (n) => formatCount(n ?? 0) },
  { key: 'clicks', label: 'Clicks', format: (n) => formatCount(n ?? 0) },
  { key: 'ctr', label: 'CTR', format: (n) => formatPercent(n ?? 0) },
  { key: 'averageCpc', label: 'Avg. CPC', format: formatMoney, lowerIsBetter: true },
  { key: 'cost', label: 'Cost', format: formatMoney },
  { key: 'conversions', label: 'Conversions', format: (n) => formatCount(n ?? 0) },
  { key: 'costPerConversion', label: 'Cost / conv.', format: formatMoney, lowerIsBetter: true },
  { key: 'conversionRate', label: 'Conv. rate', format: (n) => formatPercent(n ?? 0) },
];

export function TotalsGrid({ totals, previous, range }: { totals: Totals; previous: Totals; range: ResultRange }) {
  const period = range === 'LAST_7_DAYS' ? 'previous 7 days' : 'previous 30 days';
  return (
    <dl className="results-totals">
      {ITEMS.map((item) => {
        const now = totals[item.key];
        const before = previous[item.key];
        const change = formatChange(now, before);
        const up = now !== null && before !== null && now > before;
        const down = now !== null && before !== null && now < before;
        const good = item.lowerIsBetter ? down : up;
        const bad = item.lowerIsBetter ? up : down;
        return (
          <div key={item.key} className="results-total">
            <dt>{item.label}</dt>
            <dd>
              <span className="results-total-value">{item.format(now)}</span>
              <span className={`results-change${good ? ' is-good' : bad ? ' is-bad' : ''}`}>
                {change} <span className="results-muted">vs {period} ({item.format(before)})</span>
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
