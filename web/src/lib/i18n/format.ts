/**
 * The one place numbers, money and dates are written for the reader. Every amount carries its
 * currency: a symbol only where it cannot be misread ("$" alone is not ARS for a dollar reader,
 * nor USD for a peso reader), the ISO code otherwise.
 */
export interface Formatters {
  /** 1234.5, 'ARS' → "ARS 1.234,50" (es) / "ARS 1,234.50" (en); USD reads "US$" in Spanish, "$" in US English. */
  money: (amount: number, currency: string, options?: { maximumFractionDigits?: number; minimumFractionDigits?: number }) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** 0.0534 → "5.34%". */
  percent: (ratio: number, fractionDigits?: number) => string;
  /** A date (Date, ISO string or epoch ms) in the reader's format; '-' when missing or invalid. */
  date: (value: Date | string | number | null | undefined, options?: Intl.DateTimeFormatOptions) => string;
  dateTime: (value: Date | string | number | null | undefined) => string;
}

export function createFormatters(locale: string): Formatters {
  const moneyFormats = new Map<string, Intl.NumberFormat>();
  const moneyFormat = (currency: string, options: { maximumFractionDigits?: number; minimumFractionDigits?: number } = {}) => {
    const key = `${currency}|${options.maximumFractionDigits ?? ''}|${options.minimumFractionDigits ?? ''}`;
    let format = moneyFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: currencyDisplay(locale, currency),
        ...options,
      });
      moneyFormats.set(key, format);
    }
    return format;
  };
  const toDate = (value: Date | string | number | null | undefined): Date | undefined => {
    if (value === null || value === undefined || value === '') return undefined;
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  };
  return {
    money: (amount, currency, options) => {
      try {
        return moneyFormat(currency.toUpperCase(), options).format(amount);
      } catch {
        return `${currency} ${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)}`;
      }
    },
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    percent: (ratio, fractionDigits = 1) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: fractionDigits }).format(ratio),
    date: (value, options = { dateStyle: 'medium' }) => {
      const date = toDate(value);
      return date ? new Intl.DateTimeFormat(locale, options).format(date) : '-';
    },
    dateTime: (value) => {
      const date = toDate(value);
      return date ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '-';
    },
  };
}

function currencyDisplay(locale: string, currency: string): 'symbol' | 'code' {
  try {
    const symbol = new Intl.NumberFormat(locale, { style: 'currency', currency })
      .formatToParts(1)
      .find((part) => part.type === 'currency')?.value;
    // "$", "kr", "¥"… name several currencies; only the reader's own dollar may stand alone.
    const ambiguous = !symbol || symbol === currency || /^[$¥]$|^kr$/i.test(symbol);
    if (!ambiguous) return 'symbol';
    return symbol === '$' && currency === 'USD' && locale === 'en-US' ? 'symbol' : 'code';
  } catch {
    return 'code';
  }
}
