/**
 * The money a campaign's amounts are read in, shared by the server's texts and the web's screens so
 * both convert the same way (DESIGN §11): the Google Ads account's currency once the campaign is
 * created there, else the owner's own currency (the form's `localBudget`), else the currency of the
 * place picked in the form; US dollars when none is known. Amounts are stored as the SPEC's weekly
 * USD reference and converted here; the owner's own figure goes in brackets where it is in another
 * currency than the one shown. Pure: formatting stays with each side's one formatter
 * (i18n/money.ts on the server, lib/i18n/format.ts on the web).
 */
import { BUNDLED_RATES, bundledRateFor } from './currency-rates.js';

export interface MoneyView {
  /** ISO 4217: what amounts are shown in. */
  currency: string;
  /** Units of `currency` per US dollar. */
  rate: number;
  /** The owner's own money where it is not `currency` (brackets): the form's local figure, else the SPEC's USD. */
  owner?: { currency: string; rate: number };
}

/** What a view is read from: a payload, a stored campaign or a campaign page's answer. */
export interface MoneySource {
  /** Weekly, USD. */
  budget?: number | null | undefined;
  localBudget?: { amount: number; currency: string } | undefined;
  place?: { countryCode: string } | undefined;
  places?: readonly { countryCode: string }[] | undefined;
  googleAds?: { currency?: string | undefined; dailyBudget?: number | undefined } | undefined;
}

export const USD_VIEW: MoneyView = { currency: 'USD', rate: 1 };

/** The currency of the place picked in the form (the first of several), when the rate table has it. */
export function placeCurrency(source: Pick<MoneySource, 'place' | 'places'>): string | undefined {
  const country = source.place?.countryCode ?? source.places?.[0]?.countryCode;
  return country ? bundledRateFor(country)?.currency : undefined;
}

export function moneyView(source: MoneySource): MoneyView {
  const budget = typeof source.budget === 'number' && source.budget > 0 ? source.budget : undefined;
  const local = source.localBudget && budget ? source.localBudget : undefined;
  const sent = source.googleAds;
  // The rate that reproduces the owner's own figure, or the daily budget sent, before the table's.
  const rateOf = (currency: string): number | undefined => {
    if (currency === 'USD') return 1;
    if (local && local.currency === currency) return local.amount / budget!;
    if (sent?.currency === currency && typeof sent.dailyBudget === 'number' && sent.dailyBudget > 0 && budget)
      return (sent.dailyBudget * 7) / budget;
    return BUNDLED_RATES.rates[currency];
  };
  const wanted = sent?.currency?.toUpperCase() ?? local?.currency ?? placeCurrency(source) ?? 'USD';
  const rate = rateOf(wanted);
  const currency = rate ? wanted : 'USD';
  const ownerCurrency = local?.currency ?? 'USD';
  const ownerRate = rateOf(ownerCurrency);
  return {
    currency,
    rate: rate ?? 1,
    ...(ownerCurrency !== currency && ownerRate ? { owner: { currency: ownerCurrency, rate: ownerRate } } : {}),
  };
}

/** Rounded to the cent (the formatters write each currency's own decimals). */
const cents = (n: number) => Math.round(n * 100) / 100;

/** A USD reference amount in the view's money: `shown`, and the owner's own figure when it differs. */
export function inView(
  usd: number,
  view: MoneyView,
): { shown: { amount: number; currency: string }; owner?: { amount: number; currency: string } } {
  return {
    shown: { amount: cents(usd * view.rate), currency: view.currency },
    ...(view.owner ? { owner: { amount: cents(usd * view.owner.rate), currency: view.owner.currency } } : {}),
  };
}
