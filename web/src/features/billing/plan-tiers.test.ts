import { periodEndMs, tierOf } from './plan-tiers';

describe('plan normalisation (docs/product.md P6.1)', () => {
  it.each([
    [{ plan: 'PRO', status: 'active' }, 'PRO'],
    [{ plan: '  premium ', status: 'active' }, 'PREMIUM'],
    [{ plan: 'trial', status: 'active' }, 'TRIAL'],
    [{ plan: 'Basic', status: 'none' }, 'BASIC'],
    [{ plan: 'PRO', status: 'trialing' }, 'TRIAL'],
    [{ plan: 'BASIC', status: ' Trialing ' }, 'TRIAL'],
    [{ plan: 'GOLD', status: 'active' }, 'BASIC'],
    [{ plan: '', status: 'active' }, 'BASIC'],
    [{ status: 'active' }, 'BASIC'],
    [{ plan: 42 }, 'BASIC'],
  ] as const)('%j is %s', (status, tier) => {
    expect(tierOf(status)).toBe(tier);
  });

  it('treats a missing answer as BASIC', () => {
    expect(tierOf(undefined)).toBe('BASIC');
    expect(tierOf(null)).toBe('BASIC');
  });
});

describe('periodEndMs', () => {
  it('turns seconds since the epoch into milliseconds, null when missing', () => {
    const seconds = Date.UTC(2030, 4, 17, 12) / 1000;
    expect(periodEndMs(seconds)).toBe(seconds * 1000);
    expect(periodEndMs(null)).toBeNull();
    expect(periodEndMs(undefined)).toBeNull();
    expect(periodEndMs(0)).toBeNull();
  });
});
