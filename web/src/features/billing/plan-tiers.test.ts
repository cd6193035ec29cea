import { formatPeriodEnd, tierLabel, tierOf } from './plan-tiers';

describe('plan normalisation (SPEC §4)', () => {
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

  it('labels BASIC as Free', () => {
    expect(tierLabel('BASIC')).toBe('Free');
    expect(tierLabel('PREMIUM')).toBe('Premium');
  });
});

describe('formatPeriodEnd', () => {
  it('shows the date in the local format, "-" when missing', () => {
    const seconds = Date.UTC(2030, 4, 17, 12) / 1000;
    expect(formatPeriodEnd(seconds)).toBe(new Date(seconds * 1000).toLocaleDateString());
    expect(formatPeriodEnd(null)).toBe('-');
    expect(formatPeriodEnd(undefined)).toBe('-');
    expect(formatPeriodEnd(0)).toBe('-');
  });
});
