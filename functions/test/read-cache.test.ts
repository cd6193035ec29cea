import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_CACHE_MAX_AGE_MS } from '../src/contract/read-cache.js';
import { bakeryCampaign, call, db, FRESH_READ as FRESH, userOnPlan } from './helpers.js';
import { inProcessApi } from './in-process.js';

/**
 * The read cache (ADR 19) in the deployed app: two instances of it over one Firestore, as production
 * runs several. Each keeps its own memory; the web app's `Pautia-Read: fresh` after its own changes
 * is what makes them agree.
 */
let a: Awaited<ReturnType<typeof inProcessApi>>;
let b: Awaited<ReturnType<typeof inProcessApi>>;
beforeAll(async () => {
  [a, b] = await Promise.all([inProcessApi(), inProcessApi()]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

const payload = bakeryCampaign;
const names = (json: Record<string, unknown> | undefined) => (json?.['campaigns'] as { name: string }[]).map((c) => c.name);

describe('read cache across instances', () => {
  it('answers a repeated GET from the instance’s memory, with an Age no older than the max age', async () => {
    const user = await userOnPlan('BASIC');
    const first = await a.call(`/api/suscripciones/estado/${user.uid}`, { token: user.idToken });
    const again = await a.call(`/api/suscripciones/estado/${user.uid}`, { token: user.idToken });
    expect(first.status).toBe(200);
    expect(first.headers.get('age')).toBeNull();
    expect(again.text).toBe(first.text);
    expect(Number(again.headers.get('age'))).toBeLessThan(READ_CACHE_MAX_AGE_MS / 1000);
    expect(again.headers.get('cache-control')).toBe('no-store');
  });

  it('shows the user’s own change at once on the instance that made it, and on another when asked fresh', async () => {
    const user = await userOnPlan('PRO');
    const list = `/campaign/user/${user.uid}`;
    expect(names((await a.call(list, { token: user.idToken })).json)).toEqual([]);
    expect(names((await b.call(list, { token: user.idToken })).json)).toEqual([]);

    const created = await b.call(list, { method: 'POST', token: user.idToken, body: payload });
    expect(created.status).toBe(201);
    const name = (created.json?.['campaign'] as { name: string }).name;

    // The instance that made the change dropped its memory of this user.
    const onB = await b.call(list, { token: user.idToken });
    expect([names(onB.json), onB.headers.get('age')]).toEqual([[name], null]);
    // The other instance still remembers the list from before (at most the max age)…
    expect(names((await a.call(list, { token: user.idToken })).json)).toEqual([]);
    // …and reads fresh when asked, as the web app does after a change of its own.
    expect(names((await a.call(list, { token: user.idToken, headers: FRESH })).json)).toEqual([name]);
    expect(names((await a.call(list, { token: user.idToken })).json)).toEqual([name]);
  });

  it('drops the user’s answers for any change, even one refused or one to another path', async () => {
    const user = await userOnPlan('PRO');
    const campaign = await a.call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: payload });
    const id = (campaign.json?.['campaign'] as { id: string }).id;
    const page = `/campaign/user/${user.uid}/${id}`;
    await a.call(page, { token: user.idToken });
    const renamed = await a.call(page, { method: 'PATCH', token: user.idToken, body: { name: 'Pan de masa madre' } });
    expect(renamed.status).toBe(200);
    const after = await a.call(page, { token: user.idToken });
    expect([(after.json?.['campaign'] as { name: string }).name, after.headers.get('age')]).toEqual(['Pan de masa madre', null]);

    // A change made behind the API's back (another instance) is then seen once any request of the
    // user's that could change data went through this instance, even a refused one.
    await a.call(page, { token: user.idToken });
    await db().doc(`users/${user.uid}/campaigns/${id}`).update({ name: 'Tartas' });
    expect((await a.call(page, { method: 'PATCH', token: user.idToken, body: { name: '' } })).status).toBe(400);
    expect(((await a.call(page, { token: user.idToken })).json?.['campaign'] as { name: string }).name).toBe('Tartas');
  });

  it('never answers one user’s request from another user’s memory', async () => {
    const [alice, bob] = await Promise.all([userOnPlan('PRO'), userOnPlan('BASIC')]);
    await a.call(`/api/suscripciones/estado/${alice.uid}`, { token: alice.idToken });
    await a.call(`/usage/${alice.uid}`, { token: alice.idToken });
    for (const path of [`/api/suscripciones/estado/${alice.uid}`, `/usage/${alice.uid}`]) {
      const asBob = await a.call(path, { token: bob.idToken });
      expect([asBob.status, asBob.json?.['error']]).toEqual([403, 'FORBIDDEN']);
    }
    const bobs = await a.call(`/api/suscripciones/estado/${bob.uid}`, { token: bob.idToken });
    expect([bobs.json?.['plan'], bobs.headers.get('age')]).toEqual(['BASIC', null]);
  });

  it('keeps no refusal: a Premium-only answer is there as soon as the plan is', async () => {
    const user = await userOnPlan('PRO');
    const campaign = await a.call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: payload });
    const id = (campaign.json?.['campaign'] as { id: string }).id;
    const results = `/campaign/user/${user.uid}/${id}/results?range=LAST_7_DAYS`;
    expect((await a.call(results, { token: user.idToken })).json?.['error']).toBe('PREMIUM_REQUIRED');
    await db().doc(`users/${user.uid}`).update({ plan: 'PREMIUM' });
    // Past the plan check now: the campaign is not in Google Ads, which is the next refusal.
    expect((await a.call(results, { token: user.idToken })).json?.['error']).toBe('CONFLICT');
  });
});

describe('read cache behind Firebase Hosting (the local stack)', () => {
  it('keeps answers although Hosting forwards every request with Cache-Control: no-cache, and reads fresh on Pautia-Read', async () => {
    const user = await userOnPlan('PRO');
    const created = await call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: payload });
    const id = (created.json?.['campaign'] as { id: string }).id;
    const page = `/campaign/user/${user.uid}/${id}`;
    const name = (json: Record<string, unknown> | undefined) => (json?.['campaign'] as { name: string }).name;
    const first = await call(page, { token: user.idToken });
    const again = await call(page, { token: user.idToken });
    expect([again.text, again.headers.get('age')]).toEqual([first.text, '0']);
    // Private data: Hosting's header rules keep the API's no-store (firebase.json, ADR 5).
    expect([first.headers.get('cache-control'), again.headers.get('cache-control')]).toEqual(['no-store', 'no-store']);
    await db().doc(`users/${user.uid}/campaigns/${id}`).update({ name: 'Tartas' });
    const fresh = await call(page, { token: user.idToken, headers: FRESH });
    expect([name(fresh.json), fresh.headers.get('age')]).toEqual(['Tartas', null]);
  });
});
