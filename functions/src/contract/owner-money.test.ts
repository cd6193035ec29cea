import { describe, expect, it } from 'vitest';
import { inView, moneyView } from './owner-money.js';

const guadalajara = { id: 'geonames:4005539', kind: 'city', name: 'Guadalajara, México', countryCode: 'MX' };

describe('the money a campaign is read in', () => {
  it('is the owner’s own pesos before a connection, their figure exactly', () => {
    const view = moneyView({ budget: 54.35, localBudget: { amount: 1000, currency: 'MXN' }, places: [guadalajara] });
    expect(view.currency).toBe('MXN');
    expect(view.owner).toBeUndefined();
    expect(inView(54.35, view).shown).toEqual({ amount: 1000, currency: 'MXN' });
  });

  it('is the place’s currency at the dated rate when the owner gave only dollars, the dollars in brackets', () => {
    const view = moneyView({ budget: 100, place: guadalajara });
    expect(inView(100, view)).toEqual({ shown: { amount: 1840, currency: 'MXN' }, owner: { amount: 100, currency: 'USD' } });
  });

  it('is the account’s currency once created, the owner’s pesos in brackets', () => {
    const view = moneyView({
      budget: 54.35,
      localBudget: { amount: 1000, currency: 'MXN' },
      places: [guadalajara],
      googleAds: { currency: 'USD', dailyBudget: 7.76 },
    });
    expect(inView(54.35, view)).toEqual({ shown: { amount: 54.35, currency: 'USD' }, owner: { amount: 1000, currency: 'MXN' } });
  });

  it('reads a peso account’s amounts at the daily budget it was sent', () => {
    const view = moneyView({ budget: 100, googleAds: { currency: 'MXN', dailyBudget: 260 } });
    expect(inView(100, view).shown).toEqual({ amount: 1820, currency: 'MXN' });
  });

  it('stays in US dollars without a place, and for a currency without a rate', () => {
    expect(moneyView({ budget: 80 })).toEqual({ currency: 'USD', rate: 1 });
    expect(moneyView({ budget: 80, googleAds: { currency: 'XAF' } })).toEqual({ currency: 'USD', rate: 1 });
  });
});
