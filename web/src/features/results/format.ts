const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const formatMoney = (n: number | null) => (n === null ? '—' : money.format(n));
export const formatCount = (n: number) => (Number.isInteger(n) ? whole.format(n) : decimal.format(n));
export const formatPercent = (n: number) => `${(n * 100).toFixed(2)}%`;

export function formatTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** "+12%" / "−5%" / "new" against the previous period. */
export function formatChange(current: number | null, previous: number | null): string {
  if (current === null || previous === null) return '—';
  if (previous === 0) return current === 0 ? '0%' : 'new';
  const pct = Math.round(((current - previous) / previous) * 100);
  return `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${Math.abs(pct)}%`;
}
