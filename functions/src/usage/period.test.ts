import { describe, expect, it } from 'vitest';
import { billingMonthStart, readPeriodSubscription, usagePeriodKey } from './period.js';

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe('usagePeriodKey', () => {
  it('gives BASIC one lifetime period whatever the date or subscription', () => {
    expect(usagePeriodKey('BASIC', undefined, at('2025-01-01T00:00:00Z'))).toBe('lifetime');
    expect(usagePeriodKey('BASIC', { id: 'sub_1', currentPeriodStart: at('2025-01-01T00:00:00Z') }, at('2026-06-01T00:00:00Z'))).toBe(
      'lifetime',
    );
  });

  it('keys TRIAL by the subscription, so a trial has one allowance for its whole length', () => {
    const sub = { id: 'sub_trial', currentPeriodStart: at('2025-03-01T00:00:00Z') };
    expect(usagePeriodKey('TRIAL', sub, at('2025-03-02T00:00:00Z'))).toBe('trial:sub_trial');
    expect(usagePeriodKey('TRIAL', sub, at('2025-03-07T23:00:00Z'))).toBe('trial:sub_trial');
    expect(usagePeriodKey('TRIAL', { id: 'sub_other', currentPeriodStart: null }, at('2025-03-02T00:00:00Z'))).toBe('trial:sub_other');
    expect(usagePeriodKey('TRIAL', undefined, at('2025-03-02T00:00:00Z'))).toBe('trial');
  });

  it('keys PRO by the billing month that starts at currentPeriodStart', () => {
    const start = at('2025-03-15T10:00:00Z');
    const sub = { id: 'sub_pro', currentPeriodStart: start };
    expect(usagePeriodKey('PRO', sub, at('2025-03-15T10:00:00Z'))).toBe(`month:${start}`);
    expect(usagePeriodKey('PRO', sub, at('2025-04-15T09:59:59Z'))).toBe(`month:${start}`);
    // Billing renews: the billing sync writes the new period start, and the count starts over.
    const renewed = { id: 'sub_pro', currentPeriodStart: at('2025-04-15T10:00:00Z') };
    expect(usagePeriodKey('PRO', renewed, at('2025-04-15T10:00:01Z'))).toBe(`month:${at('2025-04-15T10:00:00Z')}`);
  });

  it('splits an annual PRO period into monthly allowances', () => {
    const sub = { id: 'sub_year', currentPeriodStart: at('2025-01-10T00:00:00Z') };
    expect(usagePeriodKey('PRO', sub, at('2025-02-09T23:59:59Z'))).toBe(`month:${at('2025-01-10T00:00:00Z')}`);
    expect(usagePeriodKey('PRO', sub, at('2025-02-10T00:00:00Z'))).toBe(`month:${at('2025-02-10T00:00:00Z')}`);
    expect(usagePeriodKey('PRO', sub, at('2025-12-31T12:00:00Z'))).toBe(`month:${at('2025-12-10T00:00:00Z')}`);
  });

  it('shares the billing month between PRO and PREMIUM (a mid-month plan change keeps the count)', () => {
    const sub = { id: 'sub_x', currentPeriodStart: at('2025-05-01T00:00:00Z') };
    const now = at('2025-05-20T00:00:00Z');
    expect(usagePeriodKey('PREMIUM', sub, now)).toBe(usagePeriodKey('PRO', sub, now));
  });

  it('falls back to the UTC calendar month when billing has no period start yet', () => {
    expect(usagePeriodKey('PRO', undefined, at('2025-07-31T23:59:59Z'))).toBe('month:2025-07');
    expect(usagePeriodKey('PREMIUM', { id: 'sub', currentPeriodStart: null }, at('2025-08-01T00:00:00Z'))).toBe('month:2025-08');
  });
});

describe('billingMonthStart', () => {
  it('clamps the anniversary to the end of shorter months, like Stripe', () => {
    const anchor = at('2024-01-31T08:00:00Z');
    expect(billingMonthStart(anchor, at('2024-02-29T08:00:00Z'))).toBe(at('2024-02-29T08:00:00Z'));
    expect(billingMonthStart(anchor, at('2024-02-29T07:59:59Z'))).toBe(anchor);
    expect(billingMonthStart(anchor, at('2024-03-31T08:00:00Z'))).toBe(at('2024-03-31T08:00:00Z'));
    expect(billingMonthStart(anchor, at('2024-03-30T00:00:00Z'))).toBe(at('2024-02-29T08:00:00Z'));
  });

  it('never returns a start before the anchor (clock skew)', () => {
    const anchor = at('2025-06-01T00:00:00Z');
    expect(billingMonthStart(anchor, anchor - 30)).toBe(anchor);
  });
});

describe('readPeriodSubscription', () => {
  it('reads id and period start and ignores malformed values', () => {
    expect(readPeriodSubscription({ id: 'sub_1', currentPeriodStart: 123, status: 'active' })).toEqual({
      id: 'sub_1',
      currentPeriodStart: 123,
    });
    expect(readPeriodSubscription({ id: 'sub_1', currentPeriodStart: '123' })).toEqual({ id: 'sub_1', currentPeriodStart: null });
    expect(readPeriodSubscription({ id: '' })).toBeUndefined();
    expect(readPeriodSubscription(null)).toBeUndefined();
    expect(readPeriodSubscription('sub_1')).toBeUndefined();
  });
});
