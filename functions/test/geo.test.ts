import { describe, expect, it } from 'vitest';
import { call, registeredUser } from './helpers.js';

/** GET /geo/suggest against the local stack (offline dataset: no Google Ads connection needed). */
describe('GET /geo/suggest', () => {
  it('needs a signed-in user', async () => {
    expect((await call('/geo/suggest?q=Austin')).status).toBe(401);
  });

  it('answers places for the caller: Austin, Texas first, named in the campaign language', async () => {
    const user = await registeredUser();
    const res = await call(`/geo/suggest?${new URLSearchParams({ uid: user.uid, q: 'Austin, TX', language: 'en' }).toString()}`, {
      token: user.idToken,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      source: 'offline',
      places: [{ kind: 'city', name: 'Austin, Texas, United States', countryCode: 'US' }],
    });
    const es = await call(`/geo/suggest?${new URLSearchParams({ uid: user.uid, q: 'Madrid, España', language: 'es' }).toString()}`, {
      token: user.idToken,
    });
    expect((es.json?.['places'] as { name: string }[])[0]?.name).toBe('Madrid, España');
  });

  it.each([
    ['no query', {}],
    ['a one-letter query', { q: 'A' }],
    ['an over-long query', { q: 'x'.repeat(101) }],
    ['a bad language', { q: 'Austin', language: 'english!' }],
    ['a repeated parameter', { q: ['Austin', 'Madrid'] }],
  ])('answers 400 for %s', async (_what, params) => {
    const user = await registeredUser();
    const query = new URLSearchParams({ uid: user.uid });
    for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) query.append(k, one);
    const res = await call(`/geo/suggest?${query.toString()}`, { token: user.idToken });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'INVALID_REQUEST' });
  });

  it('answers 400 without the uid parameter and 403 for another user\u2019s uid', async () => {
    const mallory = await registeredUser();
    const victim = await registeredUser();
    expect((await call('/geo/suggest?q=Austin', { token: mallory.idToken })).status).toBe(400);
    const res = await call(`/geo/suggest?${new URLSearchParams({ uid: victim.uid, q: 'Austin' }).toString()}`, { token: mallory.idToken });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: 'FORBIDDEN' });
  });
});
