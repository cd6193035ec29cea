/**
 * Money in Google Ads terms (docs/product.md P8.3, P12): budgets are micros of the ACCOUNT's currency, and
 * Google refuses amounts that are not a whole number of the currency's smallest billable unit.
 * Pautia's weekly budget is in US dollars (SPEC), so it is converted at a stated reference rate.
 */

export interface CurrencyInfo {
  code: string;
  /** The smallest amount Google bills in this currency, in micros (USD: one cent = 10,000). */
  unitMicros: number;
  /** The smallest daily budget we send, in whole units of the currency (Google refuses less). */
  minDailyBudget: number;
}

/**
 * Currencies users of a Spanish/English product bill in. Units follow ISO 4217 minor units; the
 * minimum daily budget is about one US dollar, rounded to a round figure in each currency.
 */
export const CURRENCIES: Record<string, CurrencyInfo> = {
  USD: { code: 'USD', unitMicros: 10_000, minDailyBudget: 1 },
  EUR: { code: 'EUR', unitMicros: 10_000, minDailyBudget: 1 },
  GBP: { code: 'GBP', unitMicros: 10_000, minDailyBudget: 1 },
  CAD: { code: 'CAD', unitMicros: 10_000, minDailyBudget: 1 },
  AUD: { code: 'AUD', unitMicros: 10_000, minDailyBudget: 1 },
  NZD: { code: 'NZD', unitMicros: 10_000, minDailyBudget: 1 },
  MXN: { code: 'MXN', unitMicros: 10_000, minDailyBudget: 20 },
  ARS: { code: 'ARS', unitMicros: 10_000, minDailyBudget: 1_000 },
  BRL: { code: 'BRL', unitMicros: 10_000, minDailyBudget: 5 },
  CLP: { code: 'CLP', unitMicros: 1_000_000, minDailyBudget: 1_000 },
  COP: { code: 'COP', unitMicros: 1_000_000, minDailyBudget: 4_000 },
  PEN: { code: 'PEN', unitMicros: 10_000, minDailyBudget: 4 },
  UYU: { code: 'UYU', unitMicros: 10_000, minDailyBudget: 40 },
  JPY: { code: 'JPY', unitMicros: 1_000_000, minDailyBudget: 150 },
};

export function currencyInfo(code: string): CurrencyInfo {
  const upper = code.toUpperCase();
  // An unknown currency: cents, and a minimum of one unit (Google answers for the rest).
  return CURRENCIES[upper] ?? { code: upper, unitMicros: 10_000, minDailyBudget: 1 };
}

/** An amount in units of `currency` → micros, rounded to the currency's billable unit (half up). */
export function toMicros(amount: number, currency: string): number {
  const { unitMicros } = currencyInfo(currency);
  return Math.round((amount * 1_000_000) / unitMicros) * unitMicros;
}

export function fromMicros(micros: number): number {
  return micros / 1_000_000;
}

export interface DailyBudget {
  currency: string;
  /** Account-currency units per US dollar used for the conversion. */
  rate: number;
  micros: number;
  /** `micros` in units, for display. */
  amount: number;
  /** Below the currency's minimum: Google would refuse it, so creation is blocked. */
  belowMinimum: boolean;
  minimum: number;
}

/** The weekly USD budget → a daily budget in the account's currency at `rate` (units per USD). */
export function dailyBudget(weeklyUsd: number, currency: string, rate: number): DailyBudget {
  const info = currencyInfo(currency);
  const micros = Math.max(toMicros((weeklyUsd * rate) / 7, info.code), info.unitMicros);
  return {
    currency: info.code,
    rate,
    micros,
    amount: fromMicros(micros),
    belowMinimum: micros < info.minDailyBudget * 1_000_000,
    minimum: info.minDailyBudget,
  };
}

/**
 * The daily budget Google Ads gets, in the account's currency: the owner's own weekly figure when
 * they gave it in that currency (no round trip through dollars), else the SPEC's weekly USD at `rate`.
 */
export function accountDailyBudget(
  input: { budget: number; localBudget?: { amount: number; currency: string } | undefined },
  currency: string,
  rate: number,
): DailyBudget {
  const code = currencyInfo(currency).code;
  if (input.localBudget && input.localBudget.currency.toUpperCase() === code) {
    return { ...dailyBudget(input.localBudget.amount, code, 1), rate };
  }
  return dailyBudget(input.budget, code, rate);
}

/** Formats an amount for people ("€20.00", "ARS 28,500.00"). */
export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  const digits = currencyInfo(currency).unitMicros >= 1_000_000 ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
