import { useMemo } from 'react';
import { useI18n } from '@/lib/i18n';

/**
 * The results' numbers in the reader's language: money always in the Google Ads account's currency,
 * counts, rates, the change against the previous period, and times.
 */
export interface ResultsFormat {
  /** The account's currency (ISO 4217) every amount is in. */
  currency: string;
  money: (n: number | null) => string;
  count: (n: number) => string;
  percent: (n: number) => string;
  time: (iso: string) => string;
  /** "+12%" / "-5%" / "new" against the previous period; '—' when either is missing. */
  change: (current: number | null, previous: number | null) => string;
  /** A day of the figures (YYYY-MM-DD, the account's day) in the reader's format. */
  day: (ymd: string, options?: Intl.DateTimeFormatOptions) => string;
}

export function useResultsFormat(currency: string): ResultsFormat {
  const { t, money, number, dateTime, date } = useI18n();
  return useMemo(
    () => ({
      currency,
      // With the ISO code, as the server writes amounts in verdicts and suggestions ("USD 14.74", "ARS 474,83"):
      // one way of writing money on the page.
      money: (n) => {
        if (n === null) return '—';
        try {
          return number(n, { style: 'currency', currency, currencyDisplay: 'code' });
        } catch {
          return money(n, currency);
        }
      },
      count: (n) => number(n, { maximumFractionDigits: Number.isInteger(n) ? 0 : 2 }),
      percent: (n) => number(n, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      time: (iso) => (Number.isNaN(Date.parse(iso)) ? '—' : dateTime(iso)),
      change: (current, previous) => {
        if (current === null || previous === null) return '—';
        if (previous === 0) return current === 0 ? number(0, { style: 'percent' }) : t('results.change.new');
        const ratio = Math.round(((current - previous) / previous) * 100) / 100;
        return number(ratio, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 });
      },
      day: (ymd, options = { dateStyle: 'medium' }) => date(`${ymd}T12:00:00Z`, { timeZone: 'UTC', ...options }),
    }),
    [currency, t, money, number, dateTime, date],
  );
}
