import { describe, expect, it } from 'vitest';
import { BUNDLED_RATES, RATES_URL, bundledRates, liveRates } from './rates.js';

/** Reference rates: the rate service faked at the HTTP edge (an injected fetch). */
describe('exchange rates', () => {
  it('offline: the dated bundled table, and nothing for an unknown currency', async () => {
    expect(await bundledRates().rate('eur')).toEqual({
      currency: 'EUR',
      rate: BUNDLED_RATES.rates['EUR'],
      date: BUNDLED_RATES.date,
      source: BUNDLED_RATES.source,
    });
    expect(await bundledRates().rate('XYZ')).toBeUndefined();
  });

  it('production: fetched once a day, stated with its date; the bundled table when the service fails', async () => {
    let now = Date.UTC(2026, 10, 22, 12);
    const urls: string[] = [];
    let fail = false;
    const fetch = (async (url: string) => {
      urls.push(url);
      if (fail) throw new Error('network down');
      return new Response(
        JSON.stringify({
          result: 'success',
          time_last_update_unix: Date.UTC(2026, 10, 22) / 1000,
          rates: { USD: 1, EUR: 0.87, ARS: 1490 },
        }),
        { status: 200 },
      );
    }) as typeof globalThis.fetch;
    const rates = liveRates({ fetch, now: () => now });
    expect(await rates.rate('EUR')).toEqual({ currency: 'EUR', rate: 0.87, date: '2026-11-22', source: 'open.er-api.com reference rates' });
    expect(await rates.rate('ARS')).toMatchObject({ rate: 1490 });
    expect(urls).toEqual([RATES_URL]);
    now += 23 * 60 * 60 * 1000;
    await rates.rate('EUR');
    expect(urls).toHaveLength(1);
    now += 2 * 60 * 60 * 1000;
    fail = true;
    // A failed refresh keeps yesterday's rates.
    expect(await rates.rate('EUR')).toMatchObject({ rate: 0.87 });
    expect(await liveRates({ fetch, now: () => now }).rate('EUR')).toMatchObject({
      date: BUNDLED_RATES.date,
      source: BUNDLED_RATES.source,
    });
  });
});
