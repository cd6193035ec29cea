import { describe, expect, it } from 'vitest';
import { BUNDLED_RATES, bundledRateFor } from './currency-rates.js';

describe('shared reference rates', () => {
  it("a country's currency and its dated bundled rate; nothing for a currency the table lacks", () => {
    expect(bundledRateFor('AR')).toEqual({ currency: 'ARS', rate: BUNDLED_RATES.rates['ARS'], date: BUNDLED_RATES.date });
    expect(bundledRateFor('es')).toMatchObject({ currency: 'EUR' });
    expect(bundledRateFor('US')).toMatchObject({ currency: 'USD', rate: 1 });
    expect(bundledRateFor('NG')).toBeUndefined();
  });
});
