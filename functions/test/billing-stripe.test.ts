import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStack } from '../../emulators/stack.mjs';
import { FakeStripe, type FakeSubscription } from './fake-stripe.js';
import { FRESH_READ, type TestUser } from './helpers.js';
import { stackClient } from './stack-client.js';

/**
 * Billing against Stripe — the real adapter and SDK, talking to a fake Stripe at its HTTP edge
 * (STRIPE_API_HOST/PORT/PROTOCOL). This file starts its own stack configured for Stripe.
 */
const WEBHOOK_SECRET = 'whsec_x';
const PRICES = {
  trial: 'price_trial_m',
  pro: 'price_pro_m',
  proAnnual: 'price_pro_y',
  premium: 'price_premium_m',
  // Premium annual is deliberately not configured.
};
const PUBLIC_URL = 'https://app.pautia.test';

const fake = new FakeStripe();
let client: ReturnType<typeof stackClient>;
let stopStack: (() => Promise<void>) | undefined;

beforeAll(async () => {
  await fake.start();
  const stack = await startStack({
    ports: 'auto',
    persist: false,
    quiet: true,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(fake.port),
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_PRICE_TRIAL_MONTHLY: PRICES.trial,
      STRIPE_PRICE_PRO_MONTHLY: PRICES.pro,
      STRIPE_PRICE_PRO_ANNUAL: PRICES.proAnnual,
      STRIPE_PRICE_PREMIUM_MONTHLY: PRICES.premium,
      PUBLIC_URL,
    },
    // A second stack on a shared 2-core machine can take a while to come up.
    timeoutMs: 400_000,
  });
  stopStack = stack.stop;
  client = stackClient({
    baseUrl: `http://127.0.0.1:${stack.ports.hosting}`,
    authHost: `127.0.0.1:${stack.ports.auth}`,
    firestoreHost: `127.0.0.1:${stack.ports.firestore}`,
    projectId: stack.projectId,
  });
}, 420_000);

afterAll(async () => {
  await stopStack?.();
  await fake.stop();
});

beforeEach(() => {
  fake.failing = undefined;
});

let eventSeq = 0;
function event(type: string, object: object, id = `evt_test_${Date.now()}_${++eventSeq}`) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

async function deliver(evt: object, { secret = WEBHOOK_SECRET, tamper }: { secret?: string; tamper?: (payload: string) => string } = {}) {
  const payload = JSON.stringify(evt);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return client.call('/api/suscripciones/webhook', {
    method: 'POST',
    rawBody: tamper ? tamper(payload) : payload,
    headers: { 'stripe-signature': signature },
  });
}

const subscriptionEvent = (type: string, sub: FakeSubscription) => event(type, structuredClone(sub));
const checkoutCompleted = (sub: FakeSubscription, uid: string) =>
  event('checkout.session.completed', {
    id: `cs_test_${++eventSeq}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    client_reference_id: uid,
    customer: sub.customer,
    subscription: sub.id,
    metadata: { uid },
  });
const invoiceEvent = (type: 'invoice.paid' | 'invoice.payment_failed', sub: FakeSubscription) =>
  event(type, {
    id: `in_test_${++eventSeq}`,
    object: 'invoice',
    customer: sub.customer,
    status: type === 'invoice.paid' ? 'paid' : 'open',
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: sub.metadata } },
  });

async function userDoc(uid: string) {
  return (await client.db().doc(`users/${uid}`).get()).data() ?? {};
}
async function estado(user: TestUser) {
  // Webhooks change the plan outside the user's own requests: read fresh, as the app does while it
  // waits for the plan after Checkout (ADR 19).
  const res = await client.call(`/api/suscripciones/estado/${user.uid}`, { token: user.idToken, headers: FRESH_READ });
  expect(res.status).toBe(200);
  return res.json!;
}
async function processed(eventId: string) {
  return (await client.db().doc(`stripeEvents/${eventId}`).get()).data();
}

/** A registered user whose subscription Stripe reports, synced through a webhook. */
async function subscribedUser(price: string, status = 'active') {
  const user = await client.registeredUser();
  const sub = fake.putSubscription({ uid: user.uid, price, status });
  const res = await deliver(subscriptionEvent('customer.subscription.created', sub));
  expect(res.status).toBe(200);
  return { user, sub };
}

describe('POST /api/suscripciones/crear-session (Stripe)', () => {
  it('creates a customer once and a subscription Checkout carrying the uid, with the app URLs', async () => {
    const user = await client.registeredUser();
    const res = await client.call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId: PRICES.pro },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/) });

    const customerCalls = fake.requests.filter((r) => r.path === '/v1/customers' && r.form['metadata[uid]'] === user.uid);
    expect(customerCalls).toHaveLength(1);
    expect(customerCalls[0]!.form).toMatchObject({ email: user.email });
    expect(customerCalls[0]!.headers['idempotency-key']).toBeTruthy();
    const sessions = fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.form['client_reference_id'] === user.uid);
    expect(sessions).toHaveLength(1);
    const form = sessions[0]!.form;
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICES.pro,
      'line_items[0][quantity]': '1',
      'metadata[uid]': user.uid,
      'subscription_data[metadata][uid]': user.uid,
      success_url: `${PUBLIC_URL}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/checkout/cancel`,
    });
    expect(form['subscription_data[trial_period_days]']).toBeUndefined();
    const customerId = (await userDoc(user.uid))['stripeCustomerId'];
    expect(form['customer']).toBe(customerId);
    // One client, pinned API version, our secret key.
    expect(sessions[0]!.headers['stripe-version']).toBe('2026-10-28.endive');
    expect(sessions[0]!.headers['authorization']).toBe('Bearer sk_test_x');

    // A second checkout reuses the customer.
    const again = await client.call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email.toUpperCase(), priceId: PRICES.premium },
    });
    expect(again.status).toBe(200);
    expect(fake.requests.filter((r) => r.path === '/v1/customers' && r.form['metadata[uid]'] === user.uid)).toHaveLength(1);
    const second = fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.form['client_reference_id'] === user.uid)[1]!;
    expect(second.form['customer']).toBe(customerId);
    expect(second.form['line_items[0][price]']).toBe(PRICES.premium);
  });

  it('a newer Checkout expires the open one at Stripe: only the newest can be paid', async () => {
    const user = await client.registeredUser();
    const open = async (priceId: string) => {
      const res = await client.call('/api/suscripciones/crear-session', {
        method: 'POST',
        token: user.idToken,
        body: { email: user.email, priceId },
      });
      expect(res.status).toBe(200);
      return String(res.json!['checkoutUrl']).split('/').pop()!;
    };
    const first = await open(PRICES.trial);
    const second = await open(PRICES.trial);
    const third = await open(PRICES.premium);
    expect(fake.requestsTo('POST', `/v1/checkout/sessions/${first}/expire`)).toHaveLength(1);
    expect(fake.requestsTo('POST', `/v1/checkout/sessions/${second}/expire`)).toHaveLength(1);
    expect(fake.requestsTo('POST', `/v1/checkout/sessions/${third}/expire`)).toHaveLength(0);
    expect([first, second, third].map((id) => fake.sessions.get(id)?.status)).toEqual(['expired', 'expired', 'open']);
    expect((await userDoc(user.uid))['checkoutSessionId']).toBe(third);
  });

  it('gives the Trial price a 7-day trial', async () => {
    const user = await client.registeredUser();
    const res = await client.call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId: PRICES.trial },
    });
    expect(res.status).toBe(200);
    const session = fake.requests.find((r) => r.path === '/v1/checkout/sessions' && r.form['client_reference_id'] === user.uid)!;
    expect(session.form['subscription_data[trial_period_days]']).toBe('7');
  });

  it.each([
    ['an unknown price id', 'price_not_ours'],
    ['a price of an unconfigured plan/period', 'price_premium_y'],
    ['a local stand-in price id', 'price_local_pro_monthly'],
  ])('refuses %s with 400 and calls nothing at Stripe', async (_label, priceId) => {
    const user = await client.registeredUser();
    const before = fake.requests.length;
    const res = await client.call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining('priceId') });
    expect(fake.requests.length).toBe(before);
    expect((await userDoc(user.uid))['stripeCustomerId']).toBeUndefined();
  });

  it("refuses another user's e-mail with 403 and calls nothing at Stripe", async () => {
    const user = await client.registeredUser();
    const before = fake.requests.length;
    const res = await client.call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: 'someone.else@example.com', priceId: PRICES.pro },
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: 'FORBIDDEN' });
    expect(fake.requests.length).toBe(before);
  });

  it.each([
    [{}, 'email'],
    [{ email: 'a@example.com' }, 'priceId'],
    [{ email: 42, priceId: PRICES.pro }, 'email'],
    [{ email: 'a@example.com', priceId: 'x'.repeat(500) }, 'priceId'],
  ])('answers a bad body %j with 400 naming %s', async (body, field) => {
    const user = await client.registeredUser();
    const res = await client.call('/api/suscripciones/crear-session', { method: 'POST', token: user.idToken, body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining(field) });
  });

  it('refuses a plan the user already has or exceeds with 409', async () => {
    const { user } = await subscribedUser(PRICES.premium);
    const res = await client.call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId: PRICES.pro },
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ error: 'CONFLICT' });
  });

  it('answers 502 when Stripe fails, without a checkout URL', async () => {
    const user = await client.registeredUser();
    fake.failing = /^\/v1\/checkout\/sessions$/;
    const res = await client.call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId: PRICES.pro },
    });
    expect(res.status).toBe(502);
    expect(res.json).toMatchObject({ error: 'UPSTREAM_FAILED' });
  });
});

describe('POST /api/suscripciones/webhook (Stripe)', () => {
  it('customer.subscription.created: syncs the plan and the billing period from the subscription items', async () => {
    const user = await client.registeredUser();
    const start = Math.floor(Date.now() / 1000) - 3600;
    const sub = fake.putSubscription({ uid: user.uid, price: PRICES.pro, start, end: start + 30 * 86_400 });
    const evt = subscriptionEvent('customer.subscription.created', sub);
    const res = await deliver(evt);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ received: true, outcome: 'applied' });

    const doc = await userDoc(user.uid);
    expect(doc['plan']).toBe('PRO');
    expect(doc['stripeCustomerId']).toBe(sub.customer);
    expect(doc['subscription']).toMatchObject({
      id: sub.id,
      status: 'active',
      priceId: PRICES.pro,
      plan: 'PRO',
      cancelAtPeriodEnd: false,
      cancelAt: null,
      currentPeriodStart: start,
      currentPeriodEnd: start + 30 * 86_400,
    });
    expect(await processed(evt.id)).toMatchObject({ type: 'customer.subscription.created', uid: user.uid, outcome: 'applied' });
    expect(await estado(user)).toEqual({
      plan: 'PRO',
      status: 'active',
      cancel_at_period_end: false,
      current_period_end: start + 30 * 86_400,
      message: 'Your subscription is active.',
      subscription_id: sub.id,
      payment_state: 'ok',
      subscription_plan: 'PRO',
      ends_at: null,
      next_charge: { date: start + 30 * 86_400, amount: { amount: 20, currency: 'USD' } },
      price: { amount: { amount: 20, currency: 'USD' }, interval: 'month' },
      card: null,
    });
  });

  it('checkout.session.completed: finds the user by client_reference_id and gives TRIAL while trialing', async () => {
    const user = await client.registeredUser();
    // No metadata on the subscription: the session's client_reference_id names the user.
    const sub = fake.putSubscription({ price: PRICES.trial, status: 'trialing' });
    const evt = checkoutCompleted(sub, user.uid);
    expect((await deliver(evt)).status).toBe(200);
    expect(await estado(user)).toMatchObject({ plan: 'TRIAL', status: 'trialing' });
    expect(await processed(evt.id)).toMatchObject({ outcome: 'applied', subscriptionId: sub.id });
  });

  it('customer.subscription.updated: a cancellation scheduled at Stripe (cancel_at) shows as pending', async () => {
    const { user, sub } = await subscribedUser(PRICES.premium);
    fake.subscriptions.get(sub.id)!.cancel_at = sub.items.data[0]!.current_period_end;
    expect((await deliver(subscriptionEvent('customer.subscription.updated', fake.subscriptions.get(sub.id)!))).status).toBe(200);
    expect(await estado(user)).toMatchObject({
      plan: 'PREMIUM',
      cancel_at_period_end: true,
      current_period_end: sub.items.data[0]!.current_period_end,
    });
  });

  it('customer.subscription.deleted: back to BASIC', async () => {
    const { user, sub } = await subscribedUser(PRICES.pro);
    fake.subscriptions.get(sub.id)!.status = 'canceled';
    expect((await deliver(subscriptionEvent('customer.subscription.deleted', fake.subscriptions.get(sub.id)!))).status).toBe(200);
    expect(await estado(user)).toMatchObject({ plan: 'BASIC', status: 'canceled' });
    expect((await userDoc(user.uid))['plan']).toBe('BASIC');
  });

  it('invoice.paid: finds the subscription under invoice.parent; the Trial price once active is PRO', async () => {
    const { user, sub } = await subscribedUser(PRICES.trial, 'trialing');
    expect(await estado(user)).toMatchObject({ plan: 'TRIAL' });
    fake.subscriptions.get(sub.id)!.status = 'active';
    const evt = invoiceEvent('invoice.paid', sub);
    expect((await deliver(evt)).status).toBe(200);
    expect(await estado(user)).toMatchObject({ plan: 'PRO', status: 'active' });
    expect(await processed(evt.id)).toMatchObject({ type: 'invoice.paid', subscriptionId: sub.id, outcome: 'applied' });
  });

  it('invoice.payment_failed: past_due keeps the plan and says why', async () => {
    const { user, sub } = await subscribedUser(PRICES.pro);
    fake.subscriptions.get(sub.id)!.status = 'past_due';
    expect((await deliver(invoiceEvent('invoice.payment_failed', sub))).status).toBe(200);
    expect(await estado(user)).toMatchObject({
      plan: 'PRO',
      status: 'past_due',
      message: 'Your last payment failed. Please update your payment method.',
    });
  });

  it('acknowledges an event type outside the allow-list and changes nothing', async () => {
    const { user, sub } = await subscribedUser(PRICES.pro);
    fake.subscriptions.get(sub.id)!.status = 'canceled';
    const res = await deliver(subscriptionEvent('customer.subscription.paused', fake.subscriptions.get(sub.id)!));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ outcome: 'ignored' });
    expect(await estado(user)).toMatchObject({ plan: 'PRO', status: 'active' });
  });

  it('applies an event once however often it is delivered (10 times)', async () => {
    const user = await client.registeredUser();
    const sub = fake.putSubscription({ uid: user.uid, price: PRICES.pro });
    const evt = subscriptionEvent('customer.subscription.created', sub);
    const first = await deliver(evt);
    expect(first.json).toMatchObject({ outcome: 'applied' });
    const reads = fake.requestsTo('GET', `/v1/subscriptions/${sub.id}`).length;

    // Stripe now says something else; redeliveries of the same event must not re-apply it.
    fake.subscriptions.get(sub.id)!.status = 'canceled';
    const again = await Promise.all(Array.from({ length: 9 }, () => deliver(evt)));
    expect(again.map((r) => r.status)).toEqual(Array(9).fill(200));
    expect(again.map((r) => r.json?.['outcome'])).toEqual(Array(9).fill('duplicate'));
    expect(fake.requestsTo('GET', `/v1/subscriptions/${sub.id}`).length).toBe(reads);
    expect(await estado(user)).toMatchObject({ plan: 'PRO', status: 'active' });
  });

  it('applies an event once when 10 copies arrive at the same moment', async () => {
    const user = await client.registeredUser();
    const sub = fake.putSubscription({ uid: user.uid, price: PRICES.premium });
    const evt = subscriptionEvent('customer.subscription.created', sub);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(evt)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const outcomes = results.map((r) => r.json?.['outcome']);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    expect(await estado(user)).toMatchObject({ plan: 'PREMIUM' });
  });

  it('converges when subscription.updated arrives before checkout.session.completed', async () => {
    const user = await client.registeredUser();
    const sub = fake.putSubscription({ uid: user.uid, price: PRICES.pro, status: 'incomplete' });
    const created = subscriptionEvent('customer.subscription.created', sub); // payload: incomplete
    fake.subscriptions.get(sub.id)!.status = 'active';
    const updated = subscriptionEvent('customer.subscription.updated', fake.subscriptions.get(sub.id)!);
    const completed = checkoutCompleted(sub, user.uid);

    expect((await deliver(updated)).status).toBe(200);
    expect(await estado(user)).toMatchObject({ plan: 'PRO', status: 'active' });
    expect((await deliver(completed)).status).toBe(200);
    // The stale "incomplete" payload arrives last: the re-read still says active.
    expect((await deliver(created)).status).toBe(200);
    expect(await estado(user)).toMatchObject({ plan: 'PRO', status: 'active' });
    for (const e of [updated, completed, created]) expect(await processed(e.id)).toMatchObject({ outcome: 'applied' });
  });

  it('an upgrade ends the older subscription at Stripe, and its late events do not undo the upgrade', async () => {
    const { user, sub: pro } = await subscribedUser(PRICES.pro);
    const premium = fake.putSubscription({ uid: user.uid, customer: pro.customer, price: PRICES.premium, created: pro.created + 60 });
    expect((await deliver(checkoutCompleted(premium, user.uid))).status).toBe(200);
    expect(await estado(user)).toMatchObject({ plan: 'PREMIUM' });
    const cancel = fake.requestsTo('DELETE', `/v1/subscriptions/${pro.id}`);
    expect(cancel).toHaveLength(1);
    expect(cancel[0]!.form).toMatchObject({ prorate: 'true', invoice_now: 'true' });

    const late = await deliver(subscriptionEvent('customer.subscription.deleted', fake.subscriptions.get(pro.id)!));
    expect(late.json).toMatchObject({ outcome: 'skipped' });
    expect(await estado(user)).toMatchObject({ plan: 'PREMIUM', status: 'active' });
  });

  it('a lower plan paid from an older session is cancelled at Stripe, never applied over a higher one', async () => {
    const { user, sub: premium } = await subscribedUser(PRICES.premium);
    // A Trial session opened while Free and paid after Premium (Stripe expired it too late, say).
    const trial = fake.putSubscription({
      uid: user.uid,
      customer: premium.customer,
      price: PRICES.trial,
      status: 'trialing',
      created: premium.created + 60,
    });
    const res = await deliver(checkoutCompleted(trial, user.uid));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ outcome: 'skipped' });
    expect(await estado(user)).toMatchObject({ plan: 'PREMIUM', status: 'active', subscription_id: premium.id });
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${trial.id}`)).toHaveLength(1);
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${premium.id}`)).toHaveLength(0);
    // A Pro subscription (same story) is refused the same way; its later events change nothing.
    const pro = fake.putSubscription({ uid: user.uid, customer: premium.customer, price: PRICES.pro, created: premium.created + 120 });
    expect((await deliver(subscriptionEvent('customer.subscription.created', pro))).json).toMatchObject({ outcome: 'skipped' });
    expect(fake.subscriptions.get(pro.id)!.status).toBe('canceled');
    expect((await deliver(subscriptionEvent('customer.subscription.deleted', fake.subscriptions.get(pro.id)!))).json).toMatchObject({
      outcome: 'skipped',
    });
    expect(await estado(user)).toMatchObject({ plan: 'PREMIUM', status: 'active', subscription_id: premium.id });
  });

  it('one trial per person: a second trial is cancelled and gives nothing', async () => {
    const { user, sub: first } = await subscribedUser(PRICES.trial, 'trialing');
    expect(await estado(user)).toMatchObject({ plan: 'TRIAL' });
    expect((await userDoc(user.uid))['trialSubscriptionId']).toBe(first.id);
    // The first trial ends; then a second trial (another session, paid later) arrives.
    fake.subscriptions.get(first.id)!.status = 'canceled';
    await deliver(subscriptionEvent('customer.subscription.deleted', fake.subscriptions.get(first.id)!));
    expect(await estado(user)).toMatchObject({ plan: 'BASIC' });
    const second = fake.putSubscription({
      uid: user.uid,
      customer: first.customer,
      price: PRICES.trial,
      status: 'trialing',
      created: first.created + 60,
    });
    const res = await deliver(subscriptionEvent('customer.subscription.created', second));
    expect(res.json).toMatchObject({ outcome: 'skipped' });
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${second.id}`)).toHaveLength(1);
    expect(await estado(user)).toMatchObject({ plan: 'BASIC' });
    // And Checkout no longer offers the Trial to this user.
    const again = await client.call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId: PRICES.trial },
    });
    expect(again.status).toBe(409);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const user = await client.registeredUser();
    const sub = fake.putSubscription({ uid: user.uid, price: PRICES.premium });
    const evt = subscriptionEvent('customer.subscription.created', sub);

    const wrongSecret = await deliver(evt, { secret: 'whsec_wrong' });
    const tampered = await deliver(evt, { tamper: (p) => p.replace(PRICES.premium, PRICES.pro) });
    const unsigned = await client.call('/api/suscripciones/webhook', { method: 'POST', rawBody: JSON.stringify(evt) });
    for (const res of [wrongSecret, tampered, unsigned]) {
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: 'INVALID_REQUEST' });
    }
    expect(await processed(evt.id)).toBeUndefined();
    expect(await estado(user)).toMatchObject({ plan: 'BASIC', status: 'none' });
    expect(fake.requestsTo('GET', `/v1/subscriptions/${sub.id}`)).toHaveLength(0);
  });

  it('answers 5xx when processing fails, records nothing, and applies the retry', async () => {
    const user = await client.registeredUser();
    const sub = fake.putSubscription({ uid: user.uid, price: PRICES.pro });
    const evt = subscriptionEvent('customer.subscription.created', sub);
    fake.failing = /^\/v1\/subscriptions\//;
    const failed = await deliver(evt);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await processed(evt.id)).toBeUndefined();
    expect(await estado(user)).toMatchObject({ plan: 'BASIC' });

    fake.failing = undefined;
    const retried = await deliver(evt);
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ outcome: 'applied' });
    expect(await estado(user)).toMatchObject({ plan: 'PRO' });
  });
});

describe('cancel at period end (Stripe)', () => {
  it('refuses BASIC with 409', async () => {
    const user = await client.registeredUser();
    const res = await client.call(`/api/suscripciones/${user.uid}/cancel-at-period-end`, { method: 'POST', token: user.idToken });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ error: 'CONFLICT', message: expect.stringContaining('Free plan') });
  });

  it.each([
    ['TRIAL', PRICES.trial, 'trialing'],
    ['PRO', PRICES.pro, 'active'],
    ['PREMIUM', PRICES.premium, 'active'],
  ])('schedules it for %s at Stripe, keeps the plan, then refuses a second time with 409', async (plan, price, status) => {
    const { user, sub } = await subscribedUser(price, status);
    const res = await client.call(`/api/suscripciones/${user.uid}/cancel-at-period-end`, { method: 'POST', token: user.idToken });
    expect(res.status).toBe(200);
    const periodEnd = sub.items.data[0]!.current_period_end;
    expect(res.json).toMatchObject({
      plan,
      status,
      cancel_at_period_end: true,
      current_period_end: periodEnd,
      message: expect.stringContaining('end of the current period'),
    });
    const updates = fake.requestsTo('POST', `/v1/subscriptions/${sub.id}`);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.form).toMatchObject({ cancel_at_period_end: 'true' });
    expect(await estado(user)).toMatchObject({ plan, cancel_at_period_end: true });

    const again = await client.call(`/api/suscripciones/${user.uid}/cancel-at-period-end`, { method: 'POST', token: user.idToken });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: 'CONFLICT', message: expect.stringContaining('already') });
    expect(fake.requestsTo('POST', `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
  });
});

describe('resume a scheduled cancelation (Stripe)', () => {
  it('sends cancel_at_period_end=false to Stripe, answers the renewing subscription, then refuses a second time with 409', async () => {
    const { user, sub } = await subscribedUser(PRICES.pro, 'active');
    const resume = () => client.call(`/api/suscripciones/${user.uid}/resume`, { method: 'POST', token: user.idToken });
    const notPending = await resume();
    expect(notPending.status).toBe(409);
    expect(notPending.json).toMatchObject({ error: 'CONFLICT', message: expect.stringContaining('nothing to resume') });

    expect((await client.call(`/api/suscripciones/${user.uid}/cancel-at-period-end`, { method: 'POST', token: user.idToken })).status).toBe(
      200,
    );
    const res = await resume();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      plan: 'PRO',
      status: 'active',
      cancel_at_period_end: false,
      subscription_id: sub.id,
      message: 'Your Pro subscription will renew as usual.',
    });
    const updates = fake.requestsTo('POST', `/v1/subscriptions/${sub.id}`);
    expect(updates.map((u) => u.form['cancel_at_period_end'])).toEqual(['true', 'false']);
    expect(await estado(user)).toMatchObject({ plan: 'PRO', cancel_at_period_end: false });
    expect((await resume()).status).toBe(409);
  });

  it('refuses BASIC with 409 and another user with 403', async () => {
    const user = await client.registeredUser();
    const res = await client.call(`/api/suscripciones/${user.uid}/resume`, { method: 'POST', token: user.idToken });
    expect(res.status).toBe(409);
    const other = await client.registeredUser();
    expect((await client.call(`/api/suscripciones/${user.uid}/resume`, { method: 'POST', token: other.idToken })).status).toBe(403);
  });
});

describe('GET /api/suscripciones/estado/{uid}', () => {
  it('answers BASIC with status "none" for a user who never subscribed', async () => {
    const user = await client.registeredUser();
    expect(await estado(user)).toEqual({
      plan: 'BASIC',
      status: 'none',
      cancel_at_period_end: false,
      current_period_end: null,
      message: "You're on the Free plan.",
      subscription_id: null,
      payment_state: 'ok',
      subscription_plan: null,
      ends_at: null,
      next_charge: null,
      price: null,
      card: null,
    });
  });
});

/**
 * Events built from Stripe's own example objects (read from ../shared/fixtures/stripe/base,
 * never copied into the project), shaped to our API version, signed as Stripe signs them.
 */
// Beside the checkout (../shared), or where PAUTIA_SHARED_DIR says; /work/shared on this team's machines.
const FIXTURES =
  [
    process.env['PAUTIA_SHARED_DIR'] && pathToFileURL(`${process.env['PAUTIA_SHARED_DIR']}/fixtures/stripe/base/`),
    new URL('../../../shared/fixtures/stripe/base/', import.meta.url),
    pathToFileURL('/work/shared/fixtures/stripe/base/'),
  ].find((url): url is URL => !!url && existsSync(url)) ?? new URL('../../../shared/fixtures/stripe/base/', import.meta.url);
const fixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8'));

/** Stripe's example subscription, made ours: its id, customer, uid, price and status. */
function stripeSubscriptionObject(sub: FakeSubscription) {
  const base = fixture('subscription');
  const items = base['items'] as { data: Array<Record<string, unknown>> };
  const item = items.data[0]!;
  return {
    ...base,
    id: sub.id,
    customer: sub.customer,
    metadata: sub.metadata,
    status: sub.status,
    cancel_at: sub.cancel_at,
    cancel_at_period_end: sub.cancel_at_period_end,
    canceled_at: sub.canceled_at,
    created: sub.created,
    items: {
      ...items,
      data: [
        {
          ...item,
          price: { ...(item['price'] as object), id: sub.items.data[0]!.price.id },
          current_period_start: sub.items.data[0]!.current_period_start,
          current_period_end: sub.items.data[0]!.current_period_end,
          subscription: sub.id,
        },
      ],
    },
  };
}

/** Stripe's example Checkout Session, completed in subscription mode for `sub` and `uid`. */
function stripeCheckoutSessionObject(sub: FakeSubscription, uid: string) {
  return {
    ...fixture('checkout.session'),
    id: `cs_test_fx_${++eventSeq}`,
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    customer: sub.customer,
    subscription: sub.id,
    client_reference_id: uid,
    metadata: { uid },
  };
}

/** Stripe's example invoice for `sub`: the 2025+ shape (parent.subscription_details) or the older one (top-level subscription). */
function stripeInvoiceObject(sub: FakeSubscription, status: 'paid' | 'open', shape: 'parent' | 'legacy' = 'parent') {
  const base = fixture('invoice');
  const common = { ...base, id: `in_fx_${++eventSeq}`, customer: sub.customer, status, attempt_count: status === 'open' ? 1 : 0 };
  if (shape === 'legacy') {
    const { parent: _parent, ...rest } = common as Record<string, unknown>;
    return { ...rest, subscription: sub.id, subscription_details: { metadata: sub.metadata } };
  }
  return {
    ...common,
    subscription: null,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: sub.metadata } },
  };
}

function fixtureEvent(type: string, object: object, apiVersion = '2026-10-28.endive') {
  const base = fixture('event');
  return {
    ...base,
    id: `evt_fx_${Date.now()}_${++eventSeq}`,
    type,
    api_version: apiVersion,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  };
}

async function deliverOk(evt: object) {
  const res = await deliver(evt);
  expect(res.status).toBe(200);
  return res.json!;
}

describe('failed payments, from Stripe example objects', () => {
  it('past_due keeps the plan and says so; unpaid puts the plan on hold with Free features; paid again restores it; deleted is Free', async () => {
    const user = await client.registeredUser();
    const sub = fake.putSubscription({ uid: user.uid, price: PRICES.pro, amount: 2000, card: { brand: 'visa', last4: '0341' } });
    expect(await deliverOk(fixtureEvent('customer.subscription.created', stripeSubscriptionObject(sub)))).toMatchObject({
      outcome: 'applied',
    });

    // The renewal fails: Stripe marks the subscription past_due and sends invoice.payment_failed.
    sub.status = 'past_due';
    expect(await deliverOk(fixtureEvent('invoice.payment_failed', stripeInvoiceObject(sub, 'open')))).toMatchObject({ outcome: 'applied' });
    expect(await estado(user)).toMatchObject({
      plan: 'PRO',
      status: 'past_due',
      payment_state: 'past_due',
      subscription_plan: 'PRO',
      message: 'Your last payment failed. Please update your payment method.',
      card: { brand: 'visa', last4: '0341' },
      price: { amount: { amount: 20, currency: 'USD' }, interval: 'month' },
      next_charge: null,
    });

    // Retries exhausted: unpaid. The plan is held; features are Free's.
    sub.status = 'unpaid';
    await deliverOk(fixtureEvent('customer.subscription.updated', stripeSubscriptionObject(sub)));
    const held = await estado(user);
    expect(held).toMatchObject({ plan: 'BASIC', status: 'unpaid', payment_state: 'on_hold', subscription_plan: 'PRO' });
    expect(held['message']).toMatch(/^Payment failed — your Pro plan is on hold\./);
    const es = await client.call(`/api/suscripciones/estado/${user.uid}`, {
      token: user.idToken,
      headers: { ...FRESH_READ, 'accept-language': 'es' },
    });
    expect(es.json!['message']).toMatch(/^El pago falló — tu plan Pro está en pausa\./);
    // A new purchase is refused while a payment is owed (the portal is the way out): 409, nothing at Stripe.
    const sessionsBefore = fake.requestsTo('POST', '/v1/checkout/sessions').length;
    const buy = await client.call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId: PRICES.premium },
    });
    expect(buy.status).toBe(409);
    expect(buy.json).toMatchObject({ error: 'CONFLICT', message: expect.stringContaining('payment method') });
    expect(fake.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(sessionsBefore);

    // The card is updated in the portal and the invoice paid: active again, Pro again.
    sub.status = 'active';
    await deliverOk(fixtureEvent('invoice.paid', stripeInvoiceObject(sub, 'paid')));
    expect(await estado(user)).toMatchObject({ plan: 'PRO', status: 'active', payment_state: 'ok' });

    // paused (a trial ended without a card, or collection paused): on hold too.
    sub.status = 'paused';
    await deliverOk(fixtureEvent('customer.subscription.updated', stripeSubscriptionObject(sub)));
    expect(await estado(user)).toMatchObject({ plan: 'BASIC', payment_state: 'on_hold', subscription_plan: 'PRO' });

    // Stripe cancels: Free, nothing held.
    sub.status = 'canceled';
    await deliverOk(fixtureEvent('customer.subscription.deleted', stripeSubscriptionObject(sub)));
    expect(await estado(user)).toMatchObject({
      plan: 'BASIC',
      status: 'canceled',
      payment_state: 'ok',
      subscription_plan: null,
      message: "Your subscription has ended. You're on the Free plan.",
    });
  });

  it('an invoice in the pre-2025 shape (top-level subscription) from an endpoint on another version is applied, not ignored', async () => {
    const user = await client.registeredUser();
    const sub = fake.putSubscription({ uid: user.uid, price: PRICES.pro, status: 'past_due' });
    const evt = fixtureEvent('invoice.payment_failed', stripeInvoiceObject(sub, 'open', 'legacy'), '2024-06-20');
    expect(await deliverOk(evt)).toEqual({ received: true, outcome: 'applied' });
    expect(await processed(evt.id)).toMatchObject({ uid: user.uid, outcome: 'applied', subscriptionId: sub.id });
    expect(await estado(user)).toMatchObject({ plan: 'PRO', payment_state: 'past_due' });
  });
});

describe('exact dates', () => {
  it('a cancel_at 3 days out is the end date shown, not the period end; resume clears it at Stripe', async () => {
    const start = Math.floor(Date.now() / 1000);
    const cancelAt = start + 3 * 86_400;
    const { user, sub } = await subscribedUser(PRICES.pro);
    sub.cancel_at = cancelAt;
    await deliverOk(fixtureEvent('customer.subscription.updated', stripeSubscriptionObject(sub)));
    expect(await estado(user)).toMatchObject({
      cancel_at_period_end: true,
      current_period_end: cancelAt,
      ends_at: cancelAt,
      next_charge: null,
    });

    const res = await client.call(`/api/suscripciones/${user.uid}/resume`, { method: 'POST', token: user.idToken });
    expect(res.status).toBe(200);
    const updates = fake.requestsTo('POST', `/v1/subscriptions/${sub.id}`);
    expect(updates.at(-1)!.form['cancel_at']).toBe('');
    expect(updates.at(-1)!.form['cancel_at_period_end']).toBeUndefined();
    expect(sub.cancel_at).toBeNull();
    expect(res.json).toMatchObject({
      cancel_at_period_end: false,
      ends_at: null,
      next_charge: { date: sub.items.data[0]!.current_period_end },
    });
  });
});

describe('customer portal', () => {
  it('creates a portal session for the customer at the Stripe seam, returning to My Plan, in the interface language', async () => {
    const user = await client.registeredUser();
    const checkout = await client.call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId: PRICES.pro },
    });
    expect(checkout.status).toBe(200);
    const customerId = (await userDoc(user.uid))['stripeCustomerId'];
    const res = await client.call(`/api/suscripciones/${user.uid}/portal`, {
      method: 'POST',
      token: user.idToken,
      headers: { 'accept-language': 'es-AR' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ portalUrl: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_fake_/) });
    expect(fake.portalSessions.at(-1)).toEqual({
      id: expect.any(String),
      customer: customerId,
      return_url: `${PUBLIC_URL}/plan`,
      locale: 'es-419',
    });
    const sent = fake.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!;
    expect(sent.headers['stripe-version']).toBe('2026-10-28.endive');
  });

  it('refuses a user without a billing account (409) and another user (403), creating nothing', async () => {
    const user = await client.registeredUser();
    const other = await client.registeredUser();
    const before = fake.portalSessions.length;
    expect((await client.call(`/api/suscripciones/${user.uid}/portal`, { method: 'POST', token: user.idToken })).status).toBe(409);
    expect((await client.call(`/api/suscripciones/${user.uid}/portal`, { method: 'POST', token: other.idToken })).status).toBe(403);
    expect(fake.portalSessions.length).toBe(before);
  });
});

describe('checkout settings', () => {
  it('allows promotion codes and opens in the interface language; no Stripe Tax unless STRIPE_AUTOMATIC_TAX', async () => {
    const user = await client.registeredUser();
    const res = await client.call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId: PRICES.pro },
      headers: { 'accept-language': 'es' },
    });
    expect(res.status).toBe(200);
    const form = fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.form['client_reference_id'] === user.uid).at(-1)!.form;
    expect(form).toMatchObject({ allow_promotion_codes: 'true', locale: 'es-419' });
    expect(form['automatic_tax[enabled]']).toBeUndefined();
  });
});

describe('one trial per person', () => {
  it("refuses the Trial to a customer who had one at Stripe, though our records don't show it", async () => {
    const user = await client.registeredUser();
    const first = await client.call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId: PRICES.pro },
    });
    expect(first.status).toBe(200);
    const customer = String((await userDoc(user.uid))['stripeCustomerId']);
    // A trial this customer had at Stripe (e.g. made in the Dashboard), ended since.
    fake.putSubscription({ customer, price: PRICES.trial, status: 'canceled', trialStart: Math.floor(Date.now() / 1000) - 40 * 86_400 });
    const sessionsBefore = fake.requestsTo('POST', '/v1/checkout/sessions').length;
    const trial = await client.call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId: PRICES.trial },
    });
    expect(trial.status).toBe(409);
    expect(trial.json).toMatchObject({
      error: 'CONFLICT',
      message: 'You have already had your free trial. Pick Pro or Premium to subscribe.',
    });
    expect(fake.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
    expect(fake.requestsTo('GET', '/v1/subscriptions').at(-1)!.form).toMatchObject({ customer, status: 'all' });
  });
});

describe('one trial per person, from Stripe example objects', () => {
  it("a second trial's completed Checkout, after the first trial was cancelled, is cancelled at Stripe and gives nothing", async () => {
    const user = await client.registeredUser();
    const now = Math.floor(Date.now() / 1000);
    const first = fake.putSubscription({
      uid: user.uid,
      price: PRICES.trial,
      status: 'trialing',
      trialStart: now - 3 * 86_400,
      created: now - 3 * 86_400,
    });
    await deliverOk(fixtureEvent('checkout.session.completed', stripeCheckoutSessionObject(first, user.uid)));
    expect(await estado(user)).toMatchObject({ plan: 'TRIAL', status: 'trialing' });
    first.status = 'canceled';
    await deliverOk(fixtureEvent('customer.subscription.deleted', stripeSubscriptionObject(first)));
    expect(await estado(user)).toMatchObject({ plan: 'BASIC', status: 'canceled' });

    // A Checkout for another trial, opened before (or around) the refusal, is paid anyway.
    const second = fake.putSubscription({
      uid: user.uid,
      customer: first.customer,
      price: PRICES.trial,
      status: 'trialing',
      trialStart: now,
      created: now,
    });
    expect(await deliverOk(fixtureEvent('checkout.session.completed', stripeCheckoutSessionObject(second, user.uid)))).toMatchObject({
      outcome: 'skipped',
    });
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${second.id}`)).toHaveLength(1);
    expect(second.status).toBe('canceled');
    expect(await estado(user)).toMatchObject({ plan: 'BASIC', subscription_id: first.id });
    expect((await userDoc(user.uid))['trialSubscriptionId']).toBe(first.id);
  });
});

describe('one live subscription', () => {
  it('a live subscription arriving while an unpaid one is kept ends the unpaid one, and it is applied', async () => {
    const user = await client.registeredUser();
    const unpaid = fake.putSubscription({
      uid: user.uid,
      price: PRICES.pro,
      status: 'unpaid',
      created: Math.floor(Date.now() / 1000) - 60,
    });
    await deliverOk(fixtureEvent('customer.subscription.updated', stripeSubscriptionObject(unpaid)));
    expect(await estado(user)).toMatchObject({ plan: 'BASIC', payment_state: 'on_hold' });

    const fresh = fake.putSubscription({ uid: user.uid, customer: unpaid.customer, price: PRICES.premium });
    await deliverOk(fixtureEvent('customer.subscription.created', stripeSubscriptionObject(fresh)));
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${unpaid.id}`)).toHaveLength(1);
    expect(unpaid.status).toBe('canceled');
    expect(await estado(user)).toMatchObject({ plan: 'PREMIUM', subscription_id: fresh.id, payment_state: 'ok' });
  });

  it('when two are live, the older one is cancelled whichever event names it, and the newer kept', async () => {
    const user = await client.registeredUser();
    const now = Math.floor(Date.now() / 1000);
    const newer = fake.putSubscription({ uid: user.uid, price: PRICES.pro, created: now });
    await deliverOk(fixtureEvent('customer.subscription.created', stripeSubscriptionObject(newer)));
    // An older live subscription (a higher plan, so not refused as a downgrade) is reported late.
    const older = fake.putSubscription({ uid: user.uid, customer: newer.customer, price: PRICES.premium, created: now - 3600 });
    const evt = fixtureEvent('customer.subscription.updated', stripeSubscriptionObject(older));
    expect(await deliverOk(evt)).toMatchObject({ outcome: 'skipped' });
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${older.id}`)).toHaveLength(1);
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${newer.id}`)).toHaveLength(0);
    expect(await estado(user)).toMatchObject({ plan: 'PRO', subscription_id: newer.id });
  });
});

describe('webhooks drop the cached reads', () => {
  it('a plain estado read right after a webhook shows the new plan', async () => {
    const user = await client.registeredUser();
    const plain = async () => (await client.call(`/api/suscripciones/estado/${user.uid}`, { token: user.idToken })).json!;
    expect(await plain()).toMatchObject({ plan: 'BASIC' });
    // The same read again comes from the instance's memory (ADR 19)…
    const again = await client.call(`/api/suscripciones/estado/${user.uid}`, { token: user.idToken });
    expect(again.headers.get('age')).not.toBeNull();
    // …until a webhook changes the user's plan: the instance that handled it drops their answers.
    const sub = fake.putSubscription({ uid: user.uid, price: PRICES.pro });
    await deliverOk(fixtureEvent('customer.subscription.created', stripeSubscriptionObject(sub)));
    expect(await plain()).toMatchObject({ plan: 'PRO', status: 'active' });
  });
});
