/**
 * Reference exchange rates (account-currency units per US dollar).
 *
 * Production: fetched once a day from a free reference-rate service and cached in memory; offline
 * (local mode, tests, or when the service fails): the dated table bundled below. Either way the
 * rate is *stated* to the user in the pre-flight review, who may edit it before creation.
 */

import { BUNDLED_RATES } from '../contract/currency-rates.js';

/** Approximate mid-market reference rates, as bundled (shared with the web app through the contract). */
export { BUNDLED_RATES };

export const RATES_URL = 'https://open.er-api.com/v6/latest/USD';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Rate {
  currency: string;
  /** Units of `currency` per US dollar. */
  rate: number;
  /** The day the rate is from (YYYY-MM-DD). */
  date: string;
  source: string;
}

export interface RatesSource {
  rate(currency: string): Promise<Rate | undefined>;
}

export function bundledRates(): RatesSource {
  return {
    async rate(currency) {
      const code = currency.toUpperCase();
      const rate = BUNDLED_RATES.rates[code];
      return rate ? { currency: code, rate, date: BUNDLED_RATES.date, source: BUNDLED_RATES.source } : undefined;
    },
  };
}

/** Rates fetched at most once a day; the bundled table when the fetch fails. */
export function liveRates(deps: { fetch?: typeof fetch; now?: () => number } = {}): RatesSource {
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const fallback = bundledRates();
  let cached: { at: number; date: string; rates: Record<string, number> } | undefined;

  async function load() {
    if (cached && now() - cached.at < DAY_MS) return cached;
    try {
      const res = await doFetch(RATES_URL, { signal: AbortSignal.timeout(5_000) });
      const body = (await res.json()) as { result?: string; rates?: Record<string, number>; time_last_update_unix?: number };
      if (res.ok && body.result === 'success' && body.rates) {
        const date = new Date((body.time_last_update_unix ?? now() / 1000) * 1000).toISOString().slice(0, 10);
        cached = { at: now(), date, rates: body.rates };
      }
    } catch {
      // Kept quiet: the bundled table answers, and says so.
    }
    return cached;
  }

  return {
    async rate(currency) {
      const code = currency.toUpperCase();
      const live = await load();
      const rate = live?.rates[code];
      if (live && typeof rate === 'number' && rate > 0)
        return { currency: code, rate, date: live.date, source: 'open.er-api.com reference rates' };
      return fallback.rate(code);
    },
  };
}
