import { describe, expect, it } from 'vitest';
import { LOCAL_DEFAULTS, type PriceTable } from '../config.js';
import { planForSubscription, priceKeyOf } from './plan.js';

const prices: PriceTable = { ...LOCAL_DEFAULTS.prices, 'PREMIUM:annual': undefined };

describe('planForSubscription', () => {
  it('gives TRIAL while trialing', () => {
    expect(planForSubscription({ status: 'trialing', priceId: 'price_local_trial_monthly' }, prices)).toBe('TRIAL');
  });

  it('gives PRO for the Trial price once it is active', () => {
    expect(planForSubscription({ status: 'active', priceId: 'price_local_trial_monthly' }, prices)).toBe('PRO');
  });

  it.each([
    ['price_local_pro_monthly', 'PRO'],
    ['price_local_pro_annual', 'PRO'],
    ['price_local_premium_monthly', 'PREMIUM'],
  ])('gives the plan of an active price %s', (priceId, plan) => {
    expect(planForSubscription({ status: 'active', priceId }, prices)).toBe(plan);
  });

  it('keeps the plan while Stripe retries a failed payment (past_due)', () => {
    expect(planForSubscription({ status: 'past_due', priceId: 'price_local_premium_monthly' }, prices)).toBe('PREMIUM');
  });

  it.each(['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused', 'something_new', ''])(
    'gives BASIC for status %j',
    (status) => {
      expect(planForSubscription({ status, priceId: 'price_local_premium_monthly' }, prices)).toBe('BASIC');
    },
  );

  it('gives BASIC for a price we did not configure, even when active or trialing', () => {
    expect(planForSubscription({ status: 'active', priceId: 'price_someone_else' }, prices)).toBe('BASIC');
    expect(planForSubscription({ status: 'trialing', priceId: '' }, prices)).toBe('BASIC');
    // Unconfigured in this table, so not ours any more.
    expect(planForSubscription({ status: 'active', priceId: 'price_local_premium_annual' }, prices)).toBe('BASIC');
  });
});

describe('priceKeyOf', () => {
  it('finds configured ids only', () => {
    expect(priceKeyOf('price_local_pro_annual', prices)).toBe('PRO:annual');
    expect(priceKeyOf('price_local_premium_annual', prices)).toBeUndefined();
    expect(priceKeyOf('', prices)).toBeUndefined();
  });
});
