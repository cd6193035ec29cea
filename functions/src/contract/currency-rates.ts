/**
 * Reference exchange rates shared by the server and the web app (pure data, no imports).
 *
 * The server converts the form's weekly US-dollar budget into the Google Ads account's currency
 * (currency/rates.ts: live rates in production, this dated table offline); the web app shows the
 * form's budget in the chosen place's currency at this table's rate, stating its date.
 */

/** Approximate mid-market reference rates (units of each currency per US dollar), as bundled. Date stated with every rate it gives. */
export const BUNDLED_RATES = {
  date: '2026-11-01',
  source: 'bundled table (approximate reference rates)',
  rates: {
    USD: 1,
    EUR: 0.86,
    GBP: 0.76,
    CAD: 1.4,
    AUD: 1.53,
    NZD: 1.74,
    MXN: 18.4,
    ARS: 1450,
    BRL: 5.35,
    CLP: 940,
    COP: 3900,
    PEN: 3.38,
    UYU: 40,
    JPY: 152,
  } as Record<string, number>,
};

const EUROZONE = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
] as const;

/** The currency people pay in, by country (ISO 3166-1 alpha-2), for the countries whose currency the table above has. */
export const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = {
  US: 'USD',
  PR: 'USD',
  EC: 'USD',
  SV: 'USD',
  PA: 'USD',
  ...Object.fromEntries(EUROZONE.map((country) => [country, 'EUR'])),
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  MX: 'MXN',
  AR: 'ARS',
  BR: 'BRL',
  CL: 'CLP',
  CO: 'COP',
  PE: 'PEN',
  UY: 'UYU',
  JP: 'JPY',
};

/** A country's currency and its bundled reference rate, when the table has them. */
export function bundledRateFor(countryCode: string): { currency: string; rate: number; date: string } | undefined {
  const currency = COUNTRY_CURRENCIES[countryCode.toUpperCase()];
  const rate = currency ? BUNDLED_RATES.rates[currency] : undefined;
  return currency && rate ? { currency, rate, date: BUNDLED_RATES.date } : undefined;
}
