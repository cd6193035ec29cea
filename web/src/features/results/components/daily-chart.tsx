import { useEffect, useRef, useState } from 'react';
import type { DailyFigures } from '@contract/results';
import { useI18n } from '@/lib/i18n';
import type { ResultsFormat } from '../format';

/**
 * The daily chart: uPlot (≈20 KB gzip with its CSS, against ≈70 KB for Chart.js), imported only
 * when this panel renders. The canvas is hidden from screen readers; the table below it is the
 * accessible version of the same figures.
 */
const DAY = 86_400;

/** A value axis from zero to a little above the highest point (1 when every point is zero). */
export const fromZero = (_u: unknown, _min: number | null, max: number | null): [number, number] => [
  0,
  max !== null && max > 0 ? max * 1.1 : 1,
];

export function DailyChart({ daily, format }: { daily: DailyFigures[]; format: ResultsFormat }) {
  const { t } = useI18n();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // Drawn again for new figures or another language: the labels are read when the chart is built.
    const labels = {
      clicks: t('results.chart.clicks'),
      cost: t('results.chart.cost'),
      conversions: t('results.chart.conversions'),
      costAxis: t('results.chart.costAxis', { currency: format.currency }),
    };
    let disposed = false;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (disposed || !host.current) return;
        const width = Math.max(280, host.current.clientWidth);
        const xs = daily.map((d) => Date.parse(`${d.date}T12:00:00Z`) / 1000);
        // Daily points: the x axis names days in the reader's format (UTC like the figures), never hours.
        const shortDate = (seconds: number) =>
          format.day(new Date(seconds * 1000).toISOString().slice(0, 10), { month: 'short', day: 'numeric' });
        plot = new UPlot(
          {
            width,
            height: 220,
            // Both axes start at zero: an ordinary day never looks dramatic.
            scales: { x: { time: true }, clicks: { range: fromZero }, cost: { range: fromZero } },
            legend: { live: false },
            axes: [
              {
                space: 40,
                incrs: [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 28 * DAY],
                values: (_u: unknown, splits: number[]) => splits.map(shortDate),
              },
              { scale: 'clicks', label: labels.clicks },
              { scale: 'cost', side: 1, label: labels.costAxis, grid: { show: false } },
            ],
            series: [
              {},
              {
                label: labels.clicks,
                scale: 'clicks',
                stroke: '#1d4ed8',
                width: 2,
                fill: 'rgba(29,78,216,0.08)',
                value: (_u: unknown, v: number | null) => (v === null ? '—' : format.count(v)),
              },
              { label: labels.cost, scale: 'cost', stroke: '#0f9d58', width: 2, value: (_u: unknown, v: number | null) => format.money(v) },
              {
                label: labels.conversions,
                scale: 'clicks',
                stroke: '#b45309',
                width: 2,
                dash: [4, 4],
                value: (_u: unknown, v: number | null) => (v === null ? '—' : format.count(v)),
              },
            ],
          },
          [xs, daily.map((d) => d.clicks), daily.map((d) => d.cost), daily.map((d) => d.conversions)],
          host.current,
        );
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(
            () => host.current && plot?.setSize({ width: Math.max(280, host.current.clientWidth), height: 220 }),
          );
          observer.observe(host.current);
        }
      })
      .catch(() => !disposed && setFailed(true));
    return () => {
      disposed = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [daily, format, t]);

  return (
    <figure className="results-chart">
      <div ref={host} aria-hidden="true" className="results-chart-canvas" />
      {failed && <p className="results-muted">{t('results.chart.failed')}</p>}
      {/* Screen readers get the table instead of the canvas; everyone sees it if the chart fails. */}
      <div className={failed ? 'results-table-wrap' : 'visually-hidden'}>
        <table>
          <caption className={failed ? 'visually-hidden' : undefined}>{t('results.chart.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('results.chart.date')}</th>
              <th scope="col">{t('results.metric.impressions')}</th>
              <th scope="col">{t('results.chart.clicks')}</th>
              <th scope="col">{t('results.chart.costIn', { currency: format.currency })}</th>
              <th scope="col">{t('results.chart.conversions')}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.date}>
                <th scope="row">{format.day(d.date)}</th>
                <td>{format.count(d.impressions)}</td>
                <td>{format.count(d.clicks)}</td>
                <td>{format.money(d.cost)}</td>
                <td>{format.count(d.conversions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="results-muted">{t('results.chart.figcaption', { currency: format.currency })}</figcaption>
    </figure>
  );
}
