import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitedFeature } from '../src/contract/errors.js';
import type { Plan } from '../src/contract/plans.js';
import { usagePeriodKey } from '../src/usage/period.js';
import { call as callStack, db, signInGoogleUser, type CallOptions, type TestUser } from './helpers.js';
import { inProcessApi } from './in-process.js';

/**
 * Plan limits (docs/product.md P6.2). The bursts of 20 simultaneous requests go to the deployed app served
 * in this process (see in-process.ts: the Functions emulator would start 20 worker processes) against
 * the stack's Firestore, whose transactions are real; a last test checks the same rules through
 * Hosting and the Functions emulator. Plans and subscriptions are written straight into Firestore,
 * the way the billing sync writes them.
 */
let api: Awaited<ReturnType<typeof inProcessApi>>;
beforeAll(async () => {
  api = await inProcessApi();
});
afterAll(async () => {
  await api.close();
});
const call = (path: string, options?: CallOptions) => api.call(path, options);

async function registeredUser(): Promise<TestUser> {
  const user = await signInGoogleUser();
  const res = await call('/auth/google', { method: 'POST', token: user.idToken, body: { uid: user.uid } });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${res.text}`);
  return user;
}
const payload = {
  objective: 'Leads',
  description: 'Fontanería Ruiz es una empresa familiar de fontanería en Valencia con 20 años de experiencia.',
  type: 'Search',
  location: 'Valencia, España',
  language: 'Español',
  keywords: 'fontanero urgente, reparación de tuberías',
  negativeKeywords: '',
  link1: 'https://fontaneriaruiz.es',
  link2: '',
  link3: '',
  link4: '',
  budget: 100,
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

interface Sub {
  id: string;
  currentPeriodStart: number | null;
}

async function setPlan(user: TestUser, plan: Plan, subscription?: Sub) {
  const state = subscription && {
    id: subscription.id,
    status: plan === 'TRIAL' ? 'trialing' : 'active',
    priceId: `price_local_${plan.toLowerCase()}_monthly`,
    plan,
    cancelAtPeriodEnd: false,
    cancelAt: null,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodStart === null ? null : subscription.currentPeriodStart + 30 * 86400,
    updatedAt: nowSeconds(),
  };
  await db()
    .doc(`users/${user.uid}`)
    .update({ plan, subscription: state ?? null });
}

const createCampaign = (user: TestUser) => call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: payload });
const chat = (user: TestUser, message = '¿Cuánto presupuesto necesito?') =>
  call('/chat', { method: 'POST', token: user.idToken, body: { userId: user.uid, message } });
const request = (feature: LimitedFeature, user: TestUser) => (feature === 'campaigns' ? createCampaign(user) : chat(user));

async function counter(user: TestUser, plan: Plan, feature: LimitedFeature, subscription?: Sub): Promise<number> {
  const key = usagePeriodKey(plan, subscription, nowSeconds());
  const data = (await db().doc(`users/${user.uid}/usage/${key}`).get()).data();
  return (data?.[feature] as number | undefined) ?? 0;
}

async function campaignCount(user: TestUser): Promise<number> {
  return (await db().collection(`users/${user.uid}/campaigns`).get()).size;
}

async function signIn(user: TestUser) {
  return call('/auth/google', { method: 'POST', token: user.idToken, body: { uid: user.uid } });
}

/** Fires `n` requests at once; answers the statuses (sorted) and the refused bodies. */
async function burst(feature: LimitedFeature, user: TestUser, n = 20) {
  const results = await Promise.all(Array.from({ length: n }, () => request(feature, user)));
  const ok = results.filter((r) => r.status === (feature === 'campaigns' ? 201 : 200));
  const refused = results.filter((r) => r.status === 429);
  expect(ok.length + refused.length, results.map((r) => `${r.status} ${r.text.slice(0, 120)}`).join('\n')).toBe(n);
  for (const r of refused) {
    expect(r.json).toEqual({ error: 'LIMIT_REACHED', feature, message: expect.any(String) });
  }
  return { ok: ok.length, refused: refused.length };
}

describe('BASIC (Free): 1 campaign and 3 AI queries for life', () => {
  it('lets exactly the allowance through 20 simultaneous requests, keeps exact counters, then refuses sign-in', async () => {
    const user = await registeredUser();

    expect(await burst('campaigns', user)).toEqual({ ok: 1, refused: 19 });
    expect(await counter(user, 'BASIC', 'campaigns')).toBe(1);
    expect(await campaignCount(user)).toBe(1); // refused requests store nothing

    const afterCampaigns = await signIn(user);
    expect(afterCampaigns.status).toBe(200);
    expect(afterCampaigns.json).toMatchObject({ plan: 'BASIC', canCreateCampaign: false, canChat: true });

    expect(await burst('ai_queries', user)).toEqual({ ok: 3, refused: 17 });
    expect(await counter(user, 'BASIC', 'ai_queries')).toBe(3);
    expect(await counter(user, 'BASIC', 'campaigns')).toBe(1);

    // The whole free allowance is used: sign-in answers 403, and still records the login.
    const before = (await db().doc(`users/${user.uid}`).get()).get('lastLoginAt').toMillis();
    await new Promise((r) => setTimeout(r, 20));
    const refused = await signIn(user);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ error: 'free_limit_reached', message: expect.stringContaining('Free plan') });
    const after = (await db().doc(`users/${user.uid}`).get()).get('lastLoginAt').toMillis();
    expect(after).toBeGreaterThan(before);
  });

  it('keeps signing in a Free user who used all AI queries but still has the campaign', async () => {
    const user = await registeredUser();
    expect(await burst('ai_queries', user, 4)).toEqual({ ok: 3, refused: 1 });
    const res = await signIn(user);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ canChat: false, canCreateCampaign: true });
  });
});

describe('TRIAL: 1 campaign and 3 AI queries for the whole trial', () => {
  it('allows exactly the trial allowance, keyed by the subscription, and tells the truth in the flags', async () => {
    const user = await registeredUser();
    const sub = { id: `sub_trial_${user.uid}`, currentPeriodStart: nowSeconds() - 3600 };
    await setPlan(user, 'TRIAL', sub);

    expect(await burst('campaigns', user)).toEqual({ ok: 1, refused: 19 });
    expect(await burst('ai_queries', user)).toEqual({ ok: 3, refused: 17 });
    expect(await counter(user, 'TRIAL', 'campaigns', sub)).toBe(1);
    expect(await counter(user, 'TRIAL', 'ai_queries', sub)).toBe(3);

    // Not a Free user: sign-in still works, with the flags saying what is left.
    const res = await signIn(user);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ plan: 'TRIAL', canCreateCampaign: false, canChat: false });
  });
});

describe('PRO: 5 campaigns and 20 AI queries per billing month', () => {
  it('allows exactly what is left of the month under 20 simultaneous requests, and renews with the next period', async () => {
    const user = await registeredUser();
    const month = { id: `sub_pro_${user.uid}`, currentPeriodStart: nowSeconds() - 86400 };
    await setPlan(user, 'PRO', month);

    expect((await createCampaign(user)).status).toBe(201);
    expect((await createCampaign(user)).status).toBe(201);
    expect(await burst('campaigns', user)).toEqual({ ok: 3, refused: 17 });
    expect(await counter(user, 'PRO', 'campaigns', month)).toBe(5);

    for (let i = 0; i < 5; i++) expect((await chat(user)).status).toBe(200);
    expect(await burst('ai_queries', user)).toEqual({ ok: 15, refused: 5 });
    expect(await counter(user, 'PRO', 'ai_queries', month)).toBe(20);
    expect((await signIn(user)).json).toMatchObject({ plan: 'PRO', canCreateCampaign: false, canChat: false });

    // Billing renews the subscription: a new period start means a fresh allowance.
    const next = { ...month, currentPeriodStart: nowSeconds() - 60 };
    await setPlan(user, 'PRO', next);
    expect((await signIn(user)).json).toMatchObject({ canCreateCampaign: true, canChat: true });
    expect((await createCampaign(user)).status).toBe(201);
    expect(await counter(user, 'PRO', 'campaigns', next)).toBe(1);
    expect(await counter(user, 'PRO', 'campaigns', month)).toBe(5);
  });
});

describe('PREMIUM: unlimited, still counted', () => {
  it('never refuses 20 simultaneous requests and counts every one', async () => {
    const user = await registeredUser();
    const month = { id: `sub_premium_${user.uid}`, currentPeriodStart: nowSeconds() - 86400 };
    await setPlan(user, 'PREMIUM', month);

    expect(await burst('campaigns', user)).toEqual({ ok: 20, refused: 0 });
    expect(await burst('ai_queries', user)).toEqual({ ok: 20, refused: 0 });
    expect(await counter(user, 'PREMIUM', 'campaigns', month)).toBe(20);
    expect(await counter(user, 'PREMIUM', 'ai_queries', month)).toBe(20);
    expect(await campaignCount(user)).toBe(20);
    expect((await signIn(user)).json).toMatchObject({ plan: 'PREMIUM', canCreateCampaign: true, canChat: true });
  });
});

describe('the same rules through Hosting and the Functions emulator', () => {
  it('refuses the second Free campaign and the fourth query with 429, then sign-in with 403', async () => {
    const user = await signInGoogleUser();
    const post = (path: string, body: unknown) => callStack(path, { method: 'POST', token: user.idToken, body });
    expect((await post('/auth/google', { uid: user.uid })).status).toBe(200);

    expect((await post(`/campaign/user/${user.uid}`, payload)).status).toBe(201);
    const refused = await post(`/campaign/user/${user.uid}`, payload);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: 'LIMIT_REACHED', feature: 'campaigns', message: expect.any(String) });

    for (let i = 0; i < 3; i++) expect((await post('/chat', { userId: user.uid, message: 'hola' })).status).toBe(200);
    const fourth = await post('/chat', { userId: user.uid, message: 'hola' });
    expect(fourth.status).toBe(429);
    expect(fourth.json).toEqual({ error: 'LIMIT_REACHED', feature: 'ai_queries', message: expect.any(String) });

    expect(await counter(user, 'BASIC', 'campaigns')).toBe(1);
    expect(await counter(user, 'BASIC', 'ai_queries')).toBe(3);
    const signIn = await post('/auth/google', { uid: user.uid });
    expect(signIn.status).toBe(403);
    expect(signIn.json).toMatchObject({ error: 'free_limit_reached' });
  });
});
