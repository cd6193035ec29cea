import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stripeCheckoutSession, stripeInvoice, stripeSubscription } from './stripe-objects.js';

/**
 * Issue 29: the local stand-in's events carry Stripe's full object shapes. Compared, field by
 * field at the top level, with Stripe's own example objects (read from ../shared/fixtures, not
 * copied into the project).
 */
// Beside the checkout (../shared), or where PAUTIA_SHARED_DIR says; /work/shared on this team's machines.
const FIXTURES =
  [
    process.env['PAUTIA_SHARED_DIR'] && pathToFileURL(`${process.env['PAUTIA_SHARED_DIR']}/fixtures/stripe/base/`),
    new URL('../../../../../shared/fixtures/stripe/base/', import.meta.url),
    pathToFileURL('/work/shared/fixtures/stripe/base/'),
  ].find((url): url is URL => !!url && existsSync(url)) ?? new URL('../../../../../shared/fixtures/stripe/base/', import.meta.url);
const keysOf = (name: string) => Object.keys(JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')) as object).sort();
const price = { id: 'price_local_pro_monthly', unit_amount: 2000, currency: 'usd', interval: 'month' as const };

describe('local stand-in objects in Stripe shape', () => {
  it('a subscription has every field of Stripe’s', () => {
    const sub = stripeSubscription({
      id: 'sub_local_1',
      customer: 'cus_local_1',
      uid: 'u1',
      price,
      status: 'active',
      created: 1,
      periodStart: 1,
      periodEnd: 2,
      trialStart: null,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      cancelAt: null,
      canceledAt: null,
      endedAt: null,
      paymentMethod: null,
      latestInvoice: null,
    });
    expect(Object.keys(sub).sort()).toEqual(keysOf('subscription'));
    expect(sub.items.data[0]).toMatchObject({ current_period_start: 1, current_period_end: 2, price: { id: price.id, unit_amount: 2000 } });
  });

  it('an invoice has every field of Stripe’s, the subscription under parent.subscription_details', () => {
    const invoice = stripeInvoice({
      id: 'in_local_1',
      number: 'ABC-0001',
      customer: 'cus_local_1',
      customerEmail: 'a@example.com',
      subscription: { id: 'sub_local_1', uid: 'u1' },
      price,
      amount: 2000,
      status: 'open',
      attemptCount: 1,
      billingReason: 'subscription_cycle',
      periodStart: 1,
      periodEnd: 2,
      created: 1,
      paidAt: null,
      nextPaymentAttempt: 3,
      origin: 'http://localhost:5000',
    });
    expect(Object.keys(invoice).sort()).toEqual(keysOf('invoice'));
    expect(invoice.parent.subscription_details).toEqual({ subscription: 'sub_local_1', metadata: { uid: 'u1' } });
    expect(invoice.subscription).toBeNull();
  });

  it('a Checkout Session has every field of Stripe’s', () => {
    const session = stripeCheckoutSession({
      id: 'cs_local_1',
      status: 'complete',
      paymentStatus: 'paid',
      customer: 'cus_local_1',
      customerEmail: 'a@example.com',
      uid: 'u1',
      amount: 2000,
      currency: 'usd',
      locale: 'es',
      successUrl: 'http://localhost/s',
      cancelUrl: 'http://localhost/c',
      url: null,
      subscription: 'sub_local_1',
      invoice: 'in_local_1',
      created: 1,
    });
    expect(Object.keys(session).sort()).toEqual(keysOf('checkout.session'));
    expect(session).toMatchObject({ mode: 'subscription', client_reference_id: 'u1', allow_promotion_codes: true, locale: 'es' });
  });
});
