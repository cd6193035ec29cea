import { describe, expect, it } from 'vitest';
import { call, db, FRESH_READ, registeredUser, stack, type TestUser } from './helpers.js';

/**
 * Billing on the local stack's default provider: the local checkout stand-in, whose Pay button
 * sends Stripe-signed events through the real webhook handler.
 */
const PRICE = {
  trial: 'price_local_trial_monthly',
  pro: 'price_local_pro_monthly',
  premiumAnnual: 'price_local_premium_annual',
};

async function startCheckout(user: TestUser, priceId: string, headers: Record<string, string> = {}) {
  const res = await call('/api/suscripciones/crear-session', {
    method: 'POST',
    token: user.idToken,
    body: { email: user.email, priceId },
    headers,
  });
  expect(res.status).toBe(200);
  const url = new URL(String(res.json!['checkoutUrl']));
  return { url, path: url.pathname, sessionId: url.pathname.split('/').pop()! };
}

async function estado(user: TestUser) {
  // Webhooks change the plan outside the user's own requests: read fresh, as the app does while it
  // waits for the plan after Checkout (ADR 19).
  const res = await call(`/api/suscripciones/estado/${user.uid}`, { token: user.idToken, headers: FRESH_READ });
  expect(res.status).toBe(200);
  return res.json!;
}

async function pay(path: string) {
  return call(`${path}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody: '' });
}

describe('local checkout', () => {
  it('shows "Test checkout — no charge" with plan, price and period, under a strict CSP', async () => {
    const user = await registeredUser();
    const { url, path } = await startCheckout(user, PRICE.pro);
    expect(url.origin).toBe(new URL(stack().baseUrl).origin);
    expect(path).toMatch(/^\/local\/checkout\/cs_local_[0-9a-f]+$/);

    const page = await call(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<title>Test checkout — no charge</title>');
    expect(page.text).toContain('<h1>Test checkout — no charge</h1>');
    expect(page.text).toMatch(/<dt>Plan<\/dt><dd>Pro<\/dd>/);
    expect(page.text).toMatch(/<dt>Price<\/dt><dd>\$20\.00 USD \/ month<\/dd>/);
    expect(page.text).toMatch(/<dt>Period<\/dt><dd>Monthly<\/dd>/);
    expect(page.text).toContain(`<dd>${user.email}</dd>`);
    expect(page.text).toMatch(/<button type="submit" class="pay">Pay<\/button>/);
    expect(page.text).toMatch(/<button type="submit" class="cancel">Cancel<\/button>/);
    expect(page.text).not.toMatch(/<script|\son\w+=|style=/i);
    // The function sends its own strict CSP (Hosting replaces it with the app's, ADR 5; both
    // forbid inline scripts and styles).
    const direct = await fetch(`${stack().functionsUrl}${path}`);
    expect(direct.status).toBe(200);
    const csp = direct.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');

    const css = await call('/local/checkout-assets/checkout.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('describes the Trial and an annual price', async () => {
    const trialUser = await registeredUser();
    const trial = await call((await startCheckout(trialUser, PRICE.trial)).path);
    expect(trial.text).toMatch(/<dt>Plan<\/dt><dd>Trial<\/dd>/);
    expect(trial.text).toMatch(/<dt>Price<\/dt><dd>\$0\.00 for 7 days, then \$20\.00 USD \/ month<\/dd>/);

    const annualUser = await registeredUser();
    const annual = await call((await startCheckout(annualUser, PRICE.premiumAnnual)).path);
    expect(annual.text).toMatch(/<dt>Plan<\/dt><dd>Premium<\/dd>/);
    expect(annual.text).toMatch(/<dt>Price<\/dt><dd>\$480\.00 USD \/ year<\/dd>/);
    expect(annual.text).toMatch(/<dt>Period<\/dt><dd>Annual \(billed yearly\)<\/dd>/);
  });

  it('Pay creates the subscription through the signed webhook and returns to the success URL; paying again changes nothing', async () => {
    const user = await registeredUser();
    const { path, sessionId } = await startCheckout(user, PRICE.pro);
    expect(await estado(user)).toMatchObject({ plan: 'BASIC', status: 'none' });

    const paid = await pay(path);
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location')!);
    expect(location.pathname).toBe('/checkout/success');
    expect(location.searchParams.get('session_id')).toBe(sessionId);

    const status = await estado(user);
    expect(status).toMatchObject({ plan: 'PRO', status: 'active', cancel_at_period_end: false, message: 'Your subscription is active.' });
    const end = Number(status['current_period_end']);
    const now = Date.now() / 1000;
    expect(end).toBeGreaterThan(now + 27 * 86_400);
    expect(end).toBeLessThan(now + 32 * 86_400);

    // The three events Stripe would send went through the webhook handler and were recorded.
    const events = await db().collection('stripeEvents').where('uid', '==', user.uid).get();
    expect(events.docs.map((d) => d.get('type')).sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    const stored = (await db().doc(`users/${user.uid}`).get()).data()!;
    expect(stored['plan']).toBe('PRO');
    expect(stored['subscription']).toMatchObject({ status: 'active', priceId: PRICE.pro, plan: 'PRO' });
    const subscriptionId = stored['subscription'].id as string;

    const again = await pay(path);
    expect(again.status).toBe(303);
    expect((await db().collection('stripeEvents').where('uid', '==', user.uid).get()).size).toBe(3);
    expect((await db().doc(`users/${user.uid}`).get()).get('subscription.id')).toBe(subscriptionId);

    // The page of a paid session no longer offers Pay.
    const page = await call(path);
    expect(page.text).not.toContain('class="pay"');
  });

  it('the Trial price starts a 7-day TRIAL', async () => {
    const user = await registeredUser();
    expect((await pay((await startCheckout(user, PRICE.trial)).path)).status).toBe(303);
    const status = await estado(user);
    expect(status).toMatchObject({ plan: 'TRIAL', status: 'trialing', message: 'Your free trial is active.' });
    expect(Number(status['current_period_end']) - Date.now() / 1000).toBeGreaterThan(6.9 * 86_400);
    expect(Number(status['current_period_end']) - Date.now() / 1000).toBeLessThan(7.1 * 86_400);
  });

  it('Cancel returns to the cancel URL and subscribes nobody', async () => {
    const user = await registeredUser();
    const { path } = await startCheckout(user, PRICE.pro);
    const res = await call(`${path}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: '',
    });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!).pathname).toBe('/checkout/cancel');
    expect(await estado(user)).toMatchObject({ plan: 'BASIC', status: 'none' });
  });

  it('returns to the loopback origin the request came from (e.g. the Vite dev server), never another host', async () => {
    const user = await registeredUser();
    const dev = await startCheckout(user, PRICE.pro, { origin: 'http://localhost:5173' });
    expect(dev.url.origin).toBe('http://localhost:5173');

    const evil = await startCheckout(user, PRICE.pro, { origin: 'https://evil.example' });
    expect(evil.url.hostname).not.toBe('evil.example');
  });

  it('answers an unknown or malformed session with a 404 page that escapes what it echoes', async () => {
    for (const path of ['/local/checkout/cs_local_ffffffff', '/local/checkout/%3Cscript%3Ealert(1)%3C%2Fscript%3E']) {
      const res = await call(path);
      expect(res.status).toBe(404);
      expect(res.text).toContain('Checkout not found');
      expect(res.text).not.toContain('<script');
    }
    const pay404 = await call('/local/checkout/cs_local_ffffffff/pay', {
      method: 'POST',
      rawBody: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay404.status).toBe(404);
  });
});

describe('local billing: checkout rules and cancellation', () => {
  it('refuses an unconfigured price id (400) and another e-mail (403)', async () => {
    const user = await registeredUser();
    const unknown = await call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId: 'price_1NotOurs' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ error: 'INVALID_REQUEST' });
    const foreign = await call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: 'other@example.com', priceId: PRICE.pro },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json).toMatchObject({ error: 'FORBIDDEN' });
  });

  it('cancel at period end: 409 on Free; scheduled on Pro (signed update event), plan kept; 409 when pending', async () => {
    const user = await registeredUser();
    const cancel = () => call(`/api/suscripciones/${user.uid}/cancel-at-period-end`, { method: 'POST', token: user.idToken });
    expect((await cancel()).status).toBe(409);

    await pay((await startCheckout(user, PRICE.pro)).path);
    const before = await estado(user);
    const res = await cancel();
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      plan: 'PRO',
      status: 'active',
      cancel_at_period_end: true,
      current_period_end: before['current_period_end'],
      message: 'You keep Pro until the end of the current period.',
      subscription_id: expect.any(String),
      payment_state: 'ok',
      subscription_plan: 'PRO',
      ends_at: before['current_period_end'],
      next_charge: null,
      price: { amount: { amount: 20, currency: 'USD' }, interval: 'month' },
      card: { brand: 'visa', last4: '4242' },
    });
    const updates = await db()
      .collection('stripeEvents')
      .where('uid', '==', user.uid)
      .where('type', '==', 'customer.subscription.updated')
      .get();
    expect(updates.size).toBe(1);
    expect(await estado(user)).toMatchObject({
      plan: 'PRO',
      cancel_at_period_end: true,
      message: 'Your subscription ends at the end of the current period.',
    });

    const again = await cancel();
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: 'CONFLICT' });
  });

  it('resume: undoes a scheduled cancelation in the local checkout (signed update event); 409 when none is scheduled', async () => {
    const user = await registeredUser();
    const resume = () => call(`/api/suscripciones/${user.uid}/resume`, { method: 'POST', token: user.idToken });
    expect((await resume()).status).toBe(409);
    await pay((await startCheckout(user, PRICE.pro)).path);
    expect((await resume()).status).toBe(409);
    expect((await call(`/api/suscripciones/${user.uid}/cancel-at-period-end`, { method: 'POST', token: user.idToken })).status).toBe(200);

    const res = await resume();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      plan: 'PRO',
      status: 'active',
      cancel_at_period_end: false,
      message: 'Your Pro subscription will renew as usual.',
    });
    const id = (await db().doc(`users/${user.uid}`).get()).get('subscription.id') as string;
    expect(res.json?.['subscription_id']).toBe(id);
    expect((await db().doc(`localBilling/${id}`).get()).data()).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    const updates = await db()
      .collection('stripeEvents')
      .where('uid', '==', user.uid)
      .where('type', '==', 'customer.subscription.updated')
      .get();
    expect(updates.size).toBe(2);
    expect(await estado(user)).toMatchObject({ plan: 'PRO', cancel_at_period_end: false, message: 'Your subscription is active.' });
  });

  it('only the newest open session can be paid: older ones are expired and refused, and nothing changes', async () => {
    const user = await registeredUser();
    // Three Trial sessions opened one after another: only the last may be paid.
    const sessions = [
      await startCheckout(user, PRICE.trial),
      await startCheckout(user, PRICE.trial),
      await startCheckout(user, PRICE.trial),
    ];
    for (const older of sessions.slice(0, 2)) {
      expect((await db().doc(`localBilling/${older.sessionId}`).get()).get('status')).toBe('expired');
      const refused = await pay(older.path);
      expect(refused.status).toBe(409);
      expect(refused.text).not.toContain('class="pay"');
      expect((await call(older.path)).status).toBe(404);
    }
    expect(await estado(user)).toMatchObject({ plan: 'BASIC', status: 'none' });
    expect((await db().collection('stripeEvents').where('uid', '==', user.uid).get()).size).toBe(0);

    expect((await pay(sessions[2]!.path)).status).toBe(303);
    expect(await estado(user)).toMatchObject({ plan: 'TRIAL', status: 'trialing' });
    expect((await db().doc(`users/${user.uid}`).get()).get('trialSubscriptionId')).toMatch(/^sub_local_/);
    // The expired ones stay refused after the newest was paid.
    expect((await pay(sessions[0]!.path)).status).toBe(409);
    expect(await estado(user)).toMatchObject({ plan: 'TRIAL', status: 'trialing' });
  });

  it('a Premium user cannot pay the Trial session opened before buying Premium', async () => {
    const user = await registeredUser();
    const trial = await startCheckout(user, PRICE.trial);
    await pay((await startCheckout(user, PRICE.premiumAnnual)).path);
    expect(await estado(user)).toMatchObject({ plan: 'PREMIUM', status: 'active' });
    const premiumId = (await db().doc(`users/${user.uid}`).get()).get('subscription.id') as string;
    expect((await pay(trial.path)).status).toBe(409);
    expect(await estado(user)).toMatchObject({ plan: 'PREMIUM', status: 'active' });
    expect((await db().doc(`localBilling/${premiumId}`).get()).get('status')).toBe('active');
  });

  it('one trial per person: a user whose trial ended cannot start another', async () => {
    const user = await registeredUser();
    await pay((await startCheckout(user, PRICE.trial)).path);
    // The trial ended (as Stripe's subscription.deleted would leave it): back on Free.
    await db().doc(`users/${user.uid}`).update({ plan: 'BASIC', 'subscription.status': 'canceled' });
    const again = await call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId: PRICE.trial },
    });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: 'CONFLICT', message: expect.stringContaining('free trial') });
    // Pro is still for sale.
    expect((await startCheckout(user, PRICE.pro)).path).toMatch(/^\/local\/checkout\//);
  });

  it('an upgrade from Pro to Premium ends the Pro subscription', async () => {
    const user = await registeredUser();
    await pay((await startCheckout(user, PRICE.pro)).path);
    const proId = (await db().doc(`users/${user.uid}`).get()).get('subscription.id') as string;
    await pay((await startCheckout(user, PRICE.premiumAnnual)).path);
    expect(await estado(user)).toMatchObject({ plan: 'PREMIUM', status: 'active' });
    expect((await db().doc(`localBilling/${proId}`).get()).get('status')).toBe('canceled');
  });
});

/**
 * The stand-in can show every state. Its checkout takes Stripe's test cards, and its
 * portal updates the card, lists invoices, and makes time pass (renewal, trial end, retries
 * exhausted, a cancellation at a date) — each step sends Stripe's events through the real webhook.
 */
async function payWith(path: string, card: string) {
  return call(`${path}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: new URLSearchParams({ card }).toString(),
  });
}

async function openPortal(user: TestUser, headers: Record<string, string> = {}) {
  const res = await call(`/api/suscripciones/${user.uid}/portal`, { method: 'POST', token: user.idToken, headers });
  expect(res.status).toBe(200);
  const url = new URL(String(res.json!['portalUrl']));
  expect(url.pathname).toMatch(/^\/local\/portal\/bps_local_[0-9a-f]+$/);
  return url;
}

async function portalAction(portal: URL, action: string, card?: string) {
  const res = await call(`${portal.pathname}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: card ? new URLSearchParams({ card }).toString() : '',
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!, 'http://x');
}

const DECLINES_LATER = '4000000000000341';
const DECLINED = '4000000000000002';
const PAYS = '4242424242424242';

describe('local stand-in: every billing state', () => {
  it('a card the network declines is refused at checkout (402), and nothing is created', async () => {
    const user = await registeredUser();
    const { path } = await startCheckout(user, PRICE.pro);
    const refused = await payWith(path, DECLINED);
    expect(refused.status).toBe(402);
    expect(refused.text).toContain('Your card was declined');
    // A card that declines every charge cannot pay a first charge either.
    expect((await payWith(path, DECLINES_LATER)).status).toBe(402);
    expect(await estado(user)).toMatchObject({ plan: 'BASIC', status: 'none' });
    expect((await payWith(path, PAYS)).status).toBe(303);
    expect(await estado(user)).toMatchObject({ plan: 'PRO', card: { brand: 'visa', last4: '4242' } });
  });

  it('trial with a declining card → trial ends, payment fails (past_due, plan kept) → retries exhausted (on hold, Free features) → card updated in the portal → paid, Pro', async () => {
    const user = await registeredUser();
    const { path } = await startCheckout(user, PRICE.trial);
    expect((await payWith(path, DECLINES_LATER)).status).toBe(303);
    expect(await estado(user)).toMatchObject({ plan: 'TRIAL', status: 'trialing', card: { last4: '0341' } });

    const portal = await openPortal(user);
    const page = await call(portal.pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Local stand-in for the Stripe customer portal');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");

    // The trial ends: the first charge is declined.
    await portalAction(portal, 'advance');
    expect(await estado(user)).toMatchObject({
      plan: 'PRO',
      status: 'past_due',
      payment_state: 'past_due',
      message: 'Your last payment failed. Please update your payment method.',
    });
    // Stripe's retries run out: unpaid, the plan on hold.
    await portalAction(portal, 'exhaust-retries');
    const held = await estado(user);
    expect(held).toMatchObject({ plan: 'BASIC', status: 'unpaid', payment_state: 'on_hold', subscription_plan: 'PRO' });
    expect(held['message']).toMatch(/^Payment failed — your Pro plan is on hold/);
    // Free's features meanwhile: the server enforces the Free plan.
    expect((await db().doc(`users/${user.uid}`).get()).get('plan')).toBe('BASIC');

    // A declined card is not saved; a good one pays the open invoice at once.
    expect((await portalAction(portal, 'card', DECLINED)).searchParams.get('notice')).toBe('declined');
    await portalAction(portal, 'card', PAYS);
    expect(await estado(user)).toMatchObject({ plan: 'PRO', status: 'active', payment_state: 'ok', card: { last4: '4242' } });

    const invoices = (await call(portal.pathname)).text;
    expect(invoices.match(/Paid/g)?.length).toBeGreaterThanOrEqual(2);
    const types = (await db().collection('stripeEvents').where('uid', '==', user.uid).get()).docs.map((d) => d.get('type'));
    expect(types).toEqual(expect.arrayContaining(['invoice.payment_failed', 'invoice.paid', 'customer.subscription.updated']));
  });

  it('a renewal that is paid moves the period on; a cancellation at a date shows that date and ends the subscription on it', async () => {
    const user = await registeredUser();
    const { path } = await startCheckout(user, PRICE.pro);
    expect((await payWith(path, PAYS)).status).toBe(303);
    const before = await estado(user);
    const portal = await openPortal(user, { 'accept-language': 'es' });
    expect((await call(portal.pathname + portal.search)).text).toContain('Facturación — portal de prueba');

    await portalAction(portal, 'advance');
    const renewed = await estado(user);
    expect(Number(renewed['current_period_end'])).toBeGreaterThan(Number(before['current_period_end']) + 27 * 86_400);
    expect(renewed).toMatchObject({ plan: 'PRO', status: 'active', next_charge: { amount: { amount: 20, currency: 'USD' } } });

    await portalAction(portal, 'cancel-in-3-days');
    const ending = await estado(user);
    const inThreeDays = Date.now() / 1000 + 3 * 86_400;
    expect(Number(ending['ends_at'])).toBeGreaterThan(inThreeDays - 60);
    expect(Number(ending['ends_at'])).toBeLessThan(inThreeDays + 60);
    expect(ending).toMatchObject({ cancel_at_period_end: true, current_period_end: ending['ends_at'], next_charge: null });

    // Resume clears the date.
    const resumed = await call(`/api/suscripciones/${user.uid}/resume`, { method: 'POST', token: user.idToken });
    expect(resumed.json).toMatchObject({ cancel_at_period_end: false, ends_at: null });
    await portalAction(portal, 'cancel-in-3-days');
    // The date comes: Stripe ends it and sends customer.subscription.deleted.
    await portalAction(portal, 'advance');
    expect(await estado(user)).toMatchObject({ plan: 'BASIC', status: 'canceled', payment_state: 'ok' });
  });

  it('one trial per person on the stand-in’s own records too', async () => {
    const user = await registeredUser();
    const { path } = await startCheckout(user, PRICE.trial);
    expect((await payWith(path, PAYS)).status).toBe(303);
    // Our record is forgotten (as if lost): the provider's own records still say there was a trial.
    await db().doc(`users/${user.uid}`).update({ trialSubscriptionId: null, subscription: null, plan: 'BASIC' });
    const again = await call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId: PRICE.trial },
    });
    expect(again.status).toBe(409);
  });
});
