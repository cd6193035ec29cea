import { describe, expect, it } from 'vitest';
import { resetsAt } from './meter.js';

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe('resetsAt', () => {
  it('never renews on Free and Trial', () => {
    expect(resetsAt({ plan: 'BASIC' }, undefined, at('2026-11-20T00:00:00Z'))).toBeNull();
    expect(
      resetsAt({ plan: 'TRIAL' }, { id: 'sub_1', currentPeriodStart: at('2026-11-01T00:00:00Z') }, at('2026-11-20T00:00:00Z')),
    ).toBeNull();
  });

  it('renews on the next monthly anniversary of the billing period, clamped like Stripe', () => {
    const sub = { id: 'sub_1', currentPeriodStart: at('2026-01-31T10:00:00Z') };
    expect(resetsAt({ plan: 'PRO' }, sub, at('2026-02-10T00:00:00Z'))).toBe('2026-02-28T10:00:00.000Z');
    expect(resetsAt({ plan: 'PRO' }, sub, at('2026-03-05T00:00:00Z'))).toBe('2026-03-31T10:00:00.000Z');
    expect(resetsAt({ plan: 'PREMIUM' }, sub, at('2026-01-31T10:00:00Z'))).toBe('2026-02-28T10:00:00.000Z');
  });

  it('renews on the 1st of the next UTC month while billing is not synced', () => {
    expect(resetsAt({ plan: 'PRO' }, undefined, at('2026-12-15T00:00:00Z'))).toBe('2027-01-01T00:00:00.000Z');
  });
});
