import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../src/contract/plans.js';
import { usagePeriodKey } from '../src/usage/period.js';
import { db, type TestUser } from './helpers.js';
import { inProcessApi } from './in-process.js';

/**
 * Keyword research routes on the deployed app served in this process (see in-process.ts),
 * against the stack's Firestore: plan gating, atomic allowance under 20 simultaneous calls, bad
 * input refused before anything is counted, and the 24-hour cache.
 */
let api: Awaited<ReturnType<typeof inProcessApi>>;
beforeAll(async () => {
  api = await inProcessApi();
});
afterAll(async () => {
  await api.close();
});

const registeredUser = (plan?: Plan) => api.registeredUser(plan);

const ideasBody = (user: TestUser, seeds = ['emergency plumber']) => ({
  userId: user.uid,
  seeds,
  location: 'Austin, Texas, United States',
  language: 'English',
});
const forecastBody = (user: TestUser, weeklyBudget = 150) => ({
  userId: user.uid,
  keywords: [
    { text: 'emergency plumber', matchType: 'PHRASE' },
    { text: 'plumber near me', matchType: 'EXACT' },
  ],
  weeklyBudget,
  location: 'Austin, Texas, United States',
  language: 'English',
});
const ideas = (user: TestUser, body: unknown = ideasBody(user)) =>
  api.call('/keywords/ideas', { method: 'POST', token: user.idToken, body });
const forecast = (user: TestUser, body: unknown = forecastBody(user)) =>
  api.call('/keywords/forecast', { method: 'POST', token: user.idToken, body });

async function counter(user: TestUser, plan: Plan): Promise<number> {
  const key = usagePeriodKey(plan, undefined, Math.floor(Date.now() / 1000));
  const data = (await db().doc(`users/${user.uid}/usage/${key}`).get()).data();
  return (data?.['keyword_research'] as number | undefined) ?? 0;
}

describe('POST /keywords/ideas and /keywords/forecast', () => {
  it('needs a token and the caller’s own uid', async () => {
    const user = await registeredUser('PRO');
    expect((await api.call('/keywords/ideas', { method: 'POST', body: ideasBody(user) })).status).toBe(401);
    const other = await ideas(user, { ...ideasBody(user), userId: 'someone-else' });
    expect(other.status).toBe(403);
    expect(other.json).toMatchObject({ error: 'FORBIDDEN' });
  });

  it('BASIC: suggestions without figures, nothing counted; a forecast is 429 keyword_research', async () => {
    const user = await registeredUser('BASIC');
    const res = await ideas(user);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ source: 'sample', currency: 'USD' });
    const list = (res.json?.['ideas'] ?? []) as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(1);
    expect(list[0]).toEqual({
      text: 'emergency plumber',
      avgMonthlySearches: null,
      competition: null,
      lowTopOfPageBid: null,
      highTopOfPageBid: null,
    });
    expect(await counter(user, 'BASIC')).toBe(0);

    const refused = await forecast(user);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: 'LIMIT_REACHED', feature: 'keyword_research', message: expect.any(String) });
    expect(await counter(user, 'BASIC')).toBe(0);
  });

  it('PRO: figures and a consistent forecast, one unit per lookup', async () => {
    const user = await registeredUser('PRO');
    const res = await ideas(user);
    expect(res.status).toBe(200);
    const first = ((res.json?.['ideas'] ?? []) as Record<string, unknown>[])[0];
    expect(first).toMatchObject({
      text: 'emergency plumber',
      avgMonthlySearches: expect.any(Number),
      competition: expect.stringMatching(/LOW|MEDIUM|HIGH/),
    });
    const f = await forecast(user);
    expect(f.status).toBe(200);
    const weekly = f.json?.['weekly'] as { clicks: number; cost: number; averageCpc: number };
    expect(f.json?.['source']).toBe('sample');
    expect(weekly.cost).toBeLessThanOrEqual(150);
    expect(Math.abs(weekly.clicks * weekly.averageCpc - weekly.cost)).toBeLessThan(0.01);
    expect(await counter(user, 'PRO')).toBe(2);
  });

  it('TRIAL: exactly 10 lookups get through 20 simultaneous calls; the rest are 429', async () => {
    const user = await registeredUser('TRIAL');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? ideas(user, ideasBody(user, [`plumber ${i}`])) : forecast(user))),
    );
    const ok = results.filter((r) => r.status === 200).length;
    const refused = results.filter((r) => r.status === 429);
    expect(ok + refused.length, results.map((r) => `${r.status} ${r.text.slice(0, 100)}`).join('\n')).toBe(20);
    expect(ok).toBe(10);
    for (const r of refused) expect(r.json).toEqual({ error: 'LIMIT_REACHED', feature: 'keyword_research', message: expect.any(String) });
    expect(await counter(user, 'TRIAL')).toBe(10);
  });

  it('PRO: 50 a month under 20 simultaneous calls at the boundary; PREMIUM is never refused', async () => {
    const pro = await registeredUser('PRO');
    const key = usagePeriodKey('PRO', undefined, Math.floor(Date.now() / 1000));
    await db().doc(`users/${pro.uid}/usage/${key}`).set({ campaigns: 0, ai_queries: 0, keyword_research: 45 });
    const results = await Promise.all(Array.from({ length: 20 }, () => forecast(pro)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(15);
    expect(await counter(pro, 'PRO')).toBe(50);

    const premium = await registeredUser('PREMIUM');
    const many = await Promise.all(Array.from({ length: 20 }, () => ideas(premium)));
    expect(many.every((r) => r.status === 200)).toBe(true);
  });

  it('refuses bad input with 400 and counts nothing', async () => {
    const user = await registeredUser('TRIAL');
    const bad: [string, () => ReturnType<typeof ideas>][] = [
      ['empty seeds', () => ideas(user, { ...ideasBody(user), seeds: [] })],
      ['500 seeds', () => ideas(user, { ...ideasBody(user), seeds: Array.from({ length: 500 }, (_, i) => `k${i}`) })],
      ['a huge seed', () => ideas(user, { ...ideasBody(user), seeds: ['x'.repeat(5000)] })],
      ['a huge location', () => ideas(user, { ...ideasBody(user), location: 'y'.repeat(10_000) })],
      ['a url that is not one', () => ideas(user, { ...ideasBody(user), url: 'javascript:alert(1)' })],
      ['seeds not a list', () => ideas(user, { ...ideasBody(user), seeds: 'plumber' })],
      ['unknown match type', () => forecast(user, { ...forecastBody(user), keywords: [{ text: 'plumber', matchType: 'FUZZY' }] })],
      ['budget under 50', () => forecast(user, forecastBody(user, 49))],
      ['budget not a number', () => forecast(user, { ...forecastBody(user), weeklyBudget: '100' })],
      ['no keywords', () => forecast(user, { ...forecastBody(user), keywords: [] })],
    ];
    for (const [what, send] of bad) {
      const res = await send();
      expect(res.status, what).toBe(400);
      expect(res.json, what).toMatchObject({ error: 'INVALID_REQUEST', message: expect.any(String) });
    }
    expect(await counter(user, 'TRIAL')).toBe(0);
  });

  it('BASIC: free ideas are capped per day (the shared Google quota), with a clear 429; cached answers are not counted', async () => {
    const user = await registeredUser('BASIC');
    const other = await registeredUser('BASIC');
    const probe = `${Date.now()}`;
    // Distinct lookups reach the planner: 10 a day get through.
    for (let i = 0; i < 10; i += 1) expect((await ideas(user, ideasBody(user, [`free cap ${probe} ${i}`]))).status).toBe(200);
    const refused = await ideas(user, ideasBody(user, [`free cap ${probe} 10`]));
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      error: 'LIMIT_REACHED',
      feature: 'keyword_research',
      message: "You have used today's 10 free keyword lookups. Try again tomorrow, or upgrade for more.",
    });
    const spanish = await api.call('/keywords/ideas', {
      method: 'POST',
      token: user.idToken,
      body: ideasBody(user, [`free cap ${probe} 11`]),
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json?.['message']).toMatch(/^Ya usaste las 10 búsquedas de palabras clave gratis de hoy/);
    // What is already cached costs Google nothing: still answered.
    expect((await ideas(user, ideasBody(user, [`free cap ${probe} 3`]))).status).toBe(200);
    // Per user: another Free user is not affected, and nothing counts against the plan allowance.
    expect((await ideas(other, ideasBody(other, [`free cap ${probe} 10`]))).status).toBe(200);
    expect(await counter(user, 'BASIC')).toBe(0);
    const day = new Date().toISOString().slice(0, 10);
    expect((await db().doc(`users/${user.uid}/usage/free-ideas-${day}`).get()).get('count')).toBe(10);
  });

  it('answers the same request from the 24-hour Firestore cache', async () => {
    const user = await registeredUser('PREMIUM');
    const body = ideasBody(user, [`cache probe ${Date.now()}`]);
    const a = await ideas(user, body);
    const docs = await db().collection('keywordCache').where('kind', '==', 'ideas').get();
    const entry = docs.docs.find((d) => JSON.stringify(d.get('response')).includes(body.seeds[0] ?? '?'));
    expect(entry, 'cache entry written').toBeDefined();
    // Mark the cached answer so a second call shows where it came from.
    const marked = { ...(entry?.get('response') as Record<string, unknown>), currency: 'XTS' };
    await entry?.ref.update({ response: marked });
    const b = await ideas(user, body);
    expect(a.json?.['currency']).toBe('USD');
    expect(b.json?.['currency']).toBe('XTS');
    // Older than 24 hours: asked again.
    await entry?.ref.update({ createdAt: Date.now() - 25 * 3600_000 });
    const c = await ideas(user, body);
    expect(c.json?.['currency']).toBe('USD');
  });
});
