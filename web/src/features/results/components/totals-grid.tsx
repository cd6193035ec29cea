import { RANGE_DAYS, type ResultRange, type Totals } from '@contract/results';
import { Term, type TermId } from '@/components/term';
import { useI18n, type MessageId } from '@/lib/i18n';
import type { ResultsFormat } from '../format';

type Kind = 'count' | 'percent' | 'money';
const ITEMS: { key: keyof Totals; label: MessageId; term: TermId; kind: Kind; lowerIsBetter?: boolean }[] = [
  { key: 'impressions', label: 'results.metric.impressions', term: 'impressions', kind: 'count' },
  { key: 'clicks', label: 'results.metric.clicks', term: 'clicks', kind: 'count' },
  { key: 'ctr', label: 'results.metric.ctr', term: 'ctr', kind: 'percent' },
  { key: 'averageCpc', label: 'results.metric.avgCpc', term: 'cpc', kind: 'money', lowerIsBetter: true },
  { key: 'cost', label: 'results.metric.cost', term: 'cost', kind: 'money' },
  { key: 'conversions', label: 'results.metric.conversions', term: 'conversions', kind: 'count' },
  { key: 'costPerConversion', label: 'results.metric.costPerConversion', term: 'cpa', kind: 'money', lowerIsBetter: true },
  { key: 'conversionRate', label: 'results.metric.conversionRate', term: 'conversionRate', kind: 'percent' },
];

export function TotalsGrid({
  totals,
  previous,
  range,
  format,
}: {
  totals: Totals;
  previous: Totals;
  range: ResultRange;
  format: ResultsFormat;
}) {
  const { t } = useI18n();
  const show = (kind: Kind, n: number | null) =>
    kind === 'money' ? format.money(n) : kind === 'percent' ? format.percent(n ?? 0) : format.count(n ?? 0);
  return (
    <dl className="results-totals">
      {ITEMS.map((item) => {
        const now = totals[item.key];
        const before = previous[item.key];
        const change = format.change(now, before);
        const up = now !== null && before !== null && now > before;
        const down = now !== null && before !== null && now < before;
        const good = item.lowerIsBetter ? down : up;
        const bad = item.lowerIsBetter ? up : down;
        return (
          <div key={item.key} className="results-total">
            <dt>
              <Term id={item.term}>{t(item.label)}</Term>
            </dt>
            <dd>
              <span className="results-total-value">{show(item.kind, now)}</span>
              <span className={`results-change${good ? ' is-good' : bad ? ' is-bad' : ''}`}>
                {change}{' '}
                <span className="results-muted">
                  {t('results.totals.versus', { days: RANGE_DAYS[range], value: show(item.kind, before) })}
                </span>
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
