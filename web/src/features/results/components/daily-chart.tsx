import { useEffect, useRef, useState } from 'react';
import type { DailyFigures } from '@contract/results';
import { formatCount, formatMoney } from '../format';

/**
 * The daily chart: uPlot (≈20 KB gzip with its CSS, against ≈70 KB for Chart.js), imported only
 * when this panel renders. The canvas is hidden from screen readers; the table below it is the
 * accessible version of the same figures.
 */
const DAY = 86_400;
/** Daily points: the x axis names days (MM-DD, UTC like the figures), never hours. */
const shortDate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(5, 10);

export function DailyChart({ daily }: { daily: DailyFigures[] }) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let disposed = false;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (disposed || !host.current) return;
        const width = Math.max(280, host.current.clientWidth);
        const xs = daily.map((d) => Date.parse(`${d.date}T12:00:00Z`) / 1000);
        plot = new UPlot(
          {
            width,
            height: 220,
            scales: { x: { time: true }, clicks: { auto: true }, cost: { auto: true } },
            legend: { live: false },
            axes: [{ space: 40, incrs: [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 28 * DAY], values: (_u: unknown, splits: number[]) => splits.map(shortDate) }, { scale: 'clicks', label: 'Clicks' }, { scale: 'cost', side: 1, label: 'Cost ($)', grid: { show: false } }],
            series: [
              {},
              { label: 'Clicks', scale: 'clicks', stroke: '#1d4ed8', width: 2, fill: 'rgba(29,78,216,0.08)' },
              { label: 'Cost', scale: 'cost', stroke: '#0f9d58', width: 2, value: (_u: unknown, v: number | null) => (v === null ? '—' : formatMoney(v)) },
              { label: 'Conversions', scale: 'clicks', stroke: '#b45309', width: 2, dash: [4, 4] },
            ],
          },
          [xs, daily.map((d) => d.clicks), daily.map((d) => d.cost), daily.map((d) => d.conversions)],
          host.current,
        );
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => host.current && plot?.setSize({ width: Math.max(280, host.current.clientWidth), height: 220 }));
          observer.observe(host.current);
        }
      })
      .catch(() => !disposed && setFailed(true));
    return () => {
      disposed = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [daily]);

  return (
    <figure className="results-chart">
      <div ref={host} aria-hidden="true" className="results-chart-canvas" />
      {failed && <p className="results-muted">The chart could not load; the table below has the same figures.</p>}
      {/* Screen readers get the table instead of the canvas; everyone sees it if the chart fails. */}
      <div className={failed ? 'results-table-wrap' : 'visually-hidden'}>
          <table>
            <caption className={failed ? 'visually-hidden' : undefined}>Daily impressions, clicks, cost and conversions</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Impressions</th>
                <th scope="col">Clicks</th>
                <th scope="col">Cost</th>
                <th scope="col">Conversions</th>
              </tr>
            </thead>
            <tbody>
              {daily.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{d.date}</th>
                  <td>{formatCount(d.impressions)}</td>
                  <td>{formatCount(d.clicks)}</td>
                  <td>{formatMoney(d.cost)}</td>
                  <td>{formatCount(d.conversions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
      </div>
      <figcaption className="results-muted">Clicks, cost and conversions per day.</figcaption>
    </figure>
  );
}
