import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeBilling } from '../src/adapters/billing/stripe-billing.js';
import { loadConfig } from '../src/config.js';
import { FakeStripe } from './fake-stripe.js';

/**
 * The Stripe adapter on its own, with the real SDK talking to a fake Stripe at its HTTP
 * edge: what each call sends, with and without Stripe Tax, and what resume leaves scheduled. The
 * stack tests (billing-stripe.test.ts) run one configuration; these cover the others without a stack.
 */
const fake = new FakeStripe();

beforeAll(() => fake.start());
afterAll(() => fake.stop());

function adapter(env: Record<string, string> = {}) {
  return stripeBilling(
    loadConfig({
      PAUTIA_MODE: 'production',
      STRIPE_SECRET_KEY: 'sk_test_adapter',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(fake.port),
      STRIPE_API_PROTOCOL: 'http',
      ...env,
    }),
  );
}

const checkoutInput = (uid: string, locale: 'en' | 'es') => ({
  uid,
  customerId: `cus_${uid}`,
  priceId: 'price_pro_m',
  trialDays: undefined,
  locale,
  successUrl: 'https://app.pautia.test/checkout/success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://app.pautia.test/checkout/cancel',
});
const sessionForm = (uid: string) =>
  fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.form['client_reference_id'] === uid).at(-1)!.form;

describe('Checkout settings at the Stripe seam', () => {
  it('with STRIPE_AUTOMATIC_TAX=true: Stripe Tax on, the billing address required and saved on the customer; promotion codes', async () => {
    await adapter({ STRIPE_AUTOMATIC_TAX: 'true' }).createCheckoutSession(checkoutInput('tax_on', 'en'));
    expect(sessionForm('tax_on')).toMatchObject({
      'automatic_tax[enabled]': 'true',
      billing_address_collection: 'required',
      'customer_update[address]': 'auto',
      allow_promotion_codes: 'true',
      locale: 'en',
    });
  });

  it('without the setting: no Stripe Tax and no address asked; promotion codes still allowed', async () => {
    await adapter({ STRIPE_AUTOMATIC_TAX: 'false' }).createCheckoutSession(checkoutInput('tax_off', 'en'));
    const form = sessionForm('tax_off');
    expect(form['allow_promotion_codes']).toBe('true');
    for (const field of ['automatic_tax[enabled]', 'billing_address_collection', 'customer_update[address]']) {
      expect(form[field], field).toBeUndefined();
    }
  });

  it("opens Checkout and the portal in Stripe's Latin American Spanish for the Spanish interface, English for English", async () => {
    const billing = adapter();
    await billing.createCheckoutSession(checkoutInput('es_checkout', 'es'));
    expect(sessionForm('es_checkout')['locale']).toBe('es-419');

    fake.customers.set('cus_portal', { id: 'cus_portal', object: 'customer' });
    const es = await billing.createPortalSession({ customerId: 'cus_portal', returnUrl: 'https://app.pautia.test/plan', locale: 'es' });
    expect(es.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(fake.portalSessions.at(-1)).toMatchObject({
      customer: 'cus_portal',
      return_url: 'https://app.pautia.test/plan',
      locale: 'es-419',
    });
    await billing.createPortalSession({ customerId: 'cus_portal', returnUrl: 'https://app.pautia.test/plan', locale: 'en' });
    expect(fake.portalSessions.at(-1)).toMatchObject({ locale: 'en' });
  });
});

describe('resume clears every scheduled cancellation', () => {
  const now = Math.floor(Date.now() / 1000);
  const updates = (id: string) => fake.requestsTo('POST', `/v1/subscriptions/${id}`).map((r) => r.form);

  it('a cancellation at the period end: cancel_at_period_end=false, once', async () => {
    const sub = fake.putSubscription({
      price: 'price_pro_m',
      cancelAtPeriodEnd: true,
      cancelAt: now + 30 * 86_400,
      start: now,
      end: now + 30 * 86_400,
    });
    const after = await adapter().resume(sub.id);
    expect(updates(sub.id)).toEqual([expect.objectContaining({ cancel_at_period_end: 'false' })]);
    expect(after).toMatchObject({ cancelAtPeriodEnd: false, cancelAt: null });
  });

  it('a cancel_at date set on its own: cancel_at sent empty, once', async () => {
    const sub = fake.putSubscription({ price: 'price_pro_m', cancelAt: now + 3 * 86_400 });
    const after = await adapter().resume(sub.id);
    expect(updates(sub.id)).toEqual([{ cancel_at: '', 'expand[0]': 'default_payment_method' }]);
    expect(after).toMatchObject({ cancelAtPeriodEnd: false, cancelAt: null });
  });

  it('both set (a date, and the period end): both are cleared, one per call, and the subscription renews', async () => {
    const sub = fake.putSubscription({
      price: 'price_pro_m',
      cancelAtPeriodEnd: true,
      cancelAt: now + 3 * 86_400,
      start: now,
      end: now + 30 * 86_400,
    });
    const after = await adapter().resume(sub.id);
    expect(updates(sub.id).map((form) => [form['cancel_at_period_end'], form['cancel_at']])).toEqual([
      ['false', undefined],
      [undefined, ''],
    ]);
    expect(after).toMatchObject({ cancelAtPeriodEnd: false, cancelAt: null });
    expect(fake.subscriptions.get(sub.id)).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
  });
});

describe('one trial per customer, on Stripe’s records', () => {
  it('lists every subscription the customer ever had, ended ones included, and finds a past trial', async () => {
    const billing = adapter();
    fake.putSubscription({
      customer: 'cus_had_trial',
      price: 'price_trial_m',
      status: 'canceled',
      trialStart: Math.floor(Date.now() / 1000) - 40 * 86_400,
    });
    fake.putSubscription({ customer: 'cus_no_trial', price: 'price_pro_m', status: 'canceled' });
    expect(await billing.customerHadTrial('cus_had_trial')).toBe(true);
    expect(fake.requestsTo('GET', '/v1/subscriptions').at(-1)!.form).toMatchObject({ customer: 'cus_had_trial', status: 'all' });
    expect(await billing.customerHadTrial('cus_no_trial')).toBe(false);
    expect(await billing.customerHadTrial('cus_never_subscribed')).toBe(false);
  });
});

describe('the card My Plan shows', () => {
  it("is the subscription's own payment method, else the customer's default one, which Stripe charges then", async () => {
    const billing = adapter();
    fake.customerCards.set('cus_card_default', { brand: 'mastercard', last4: '4444' });
    const own = fake.putSubscription({ customer: 'cus_card_default', price: 'price_pro_m', card: { brand: 'visa', last4: '4242' } });
    const none = fake.putSubscription({ customer: 'cus_card_default', price: 'price_pro_m' });
    expect((await billing.retrieveSubscription(own.id))?.card).toEqual({ brand: 'visa', last4: '4242' });
    expect((await billing.retrieveSubscription(none.id))?.card).toEqual({ brand: 'mastercard', last4: '4444' });
    expect((await billing.retrieveSubscription(none.id))?.customerId).toBe('cus_card_default');
    const neither = fake.putSubscription({ customer: 'cus_no_card', price: 'price_pro_m' });
    expect((await billing.retrieveSubscription(neither.id))?.card).toBeNull();
    expect(fake.requestsTo('GET', `/v1/subscriptions/${none.id}`).at(-1)!.form).toMatchObject({
      'expand[0]': 'default_payment_method',
      'expand[1]': 'customer.invoice_settings.default_payment_method',
    });
  });
});
