import { describe, expect, it } from 'vitest';
import { call, db, registeredUser, signInGoogleUser, type TestUser } from './helpers.js';

/**
 * Hostile input: every endpoint gets a few hundred malformed requests. None may answer 5xx, each
 * answer to bad input is a clear 4xx JSON error, and nothing is stored.
 */
const validCampaign = {
  objective: 'Leads',
  description: 'A family bakery in Valencia selling sourdough bread and custom cakes.',
  type: 'Search',
  location: 'Valencia, Spain',
  language: 'Spanish',
  keywords: 'panadería, tartas personalizadas',
  negativeKeywords: 'gratis',
  link1: 'https://example.com',
  budget: 100,
};

interface Target {
  name: string;
  method: 'POST';
  path: (u: TestUser) => string;
  body: (u: TestUser) => Record<string, unknown>;
}

const targets: Target[] = [
  { name: 'POST /auth/google', method: 'POST', path: () => '/auth/google', body: (u) => ({ uid: u.uid, name: 'Ana', email: u.email, picture: '' }) },
  { name: 'POST /campaign/user/{uid}', method: 'POST', path: (u) => `/campaign/user/${u.uid}`, body: () => ({ ...validCampaign }) },
  { name: 'POST /campaign/user/{uid}/real', method: 'POST', path: (u) => `/campaign/user/${u.uid}/real`, body: () => ({ ...validCampaign }) },
  { name: 'POST /chat', method: 'POST', path: () => '/chat', body: (u) => ({ userId: u.uid, message: 'How should I split my budget?' }) },
  { name: 'POST /api/suscripciones/crear-session', method: 'POST', path: () => '/api/suscripciones/crear-session', body: (u) => ({ email: u.email, priceId: 'price_local_pro_monthly' }) },
];

const brokenJson = ['{', '{"a":', '{"a":1,}', "{'a':1}", '[1,2', 'nul', '{"a":"\\x"}', '\u0000', '{"a":1}}', '{"__proto__":'];
const wrongValues: unknown[] = [123, -1, 1e308, true, null, [], {}, ['a'], { $gt: '' }, 'x'.repeat(10_000)];
const oddStrings = ['\u202eevil', '\uD800', '\u0000', '🧁'.repeat(500), 'a\u200b\u200bb', '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '%00', ' '];

function variants(valid: Record<string, unknown>, other: TestUser): Array<{ label: string; body?: unknown; raw?: string; bad: boolean }> {
  const out: Array<{ label: string; body?: unknown; raw?: string; bad: boolean }> = [];
  for (const raw of brokenJson) out.push({ label: `broken JSON ${JSON.stringify(raw)}`, raw, bad: true });
  for (const body of [null, [], 'text', 42, true, [valid]]) out.push({ label: `non-object body ${JSON.stringify(body)}`, body, bad: true });
  for (const key of Object.keys(valid)) {
    const { [key]: _dropped, ...rest } = valid;
    out.push({ label: `missing ${key}`, body: rest, bad: false });
    for (const value of wrongValues) out.push({ label: `${key} = ${JSON.stringify(value)?.slice(0, 30)}`, body: { ...valid, [key]: value }, bad: false });
    for (const value of oddStrings) out.push({ label: `${key} = odd ${JSON.stringify(value).slice(0, 20)}`, body: { ...valid, [key]: value }, bad: false });
  }
  out.push({ label: 'huge body', body: { ...valid, filler: 'x'.repeat(150_000) }, bad: true });
  out.push({ label: 'extra fields', body: { ...valid, admin: true, plan: 'PREMIUM', role: 'owner' }, bad: false });
  out.push({ label: 'prototype pollution', raw: JSON.stringify(valid).replace(/^\{/, '{"__proto__":{"polluted":true,"plan":"PREMIUM"},"constructor":{"prototype":{"polluted":true}},'), bad: false });
  out.push({ label: "another user's uid", body: { ...valid, uid: other.uid, userId: other.uid }, bad: true });
  return out;
}

describe.each(targets)('$name under hostile input', (target) => {
  it('never answers 5xx; bad input gets a clear 4xx JSON error; nothing is stored for it', async () => {
    const user = await registeredUser();
    const other = await signInGoogleUser();
    const cases = variants(target.body(user), other);
    const failures: string[] = [];
    for (const c of cases) {
      const res = await call(target.path(user), { method: target.method, token: user.idToken, body: c.body, rawBody: c.raw });
      if (res.status >= 500) failures.push(`${c.label}: ${res.status} ${res.text.slice(0, 120)}`);
      if (res.status >= 400 && (typeof res.json?.['error'] !== 'string' || typeof res.json?.['message'] !== 'string')) {
        failures.push(`${c.label}: ${res.status} without {error, message}: ${res.text.slice(0, 120)}`);
      }
      if (c.bad && (res.status < 400 || res.status >= 500)) failures.push(`${c.label}: expected 4xx, got ${res.status}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(cases.length).toBeGreaterThan(60);

    // Nothing from the bad requests was stored under another user's id, and the server is healthy.
    expect((await db().doc(`users/${other.uid}`).get()).exists).toBe(false);
    expect((await db().collection(`users/${other.uid}/campaigns`).get()).size).toBe(0);
    expect((await call('/health')).status).toBe(200);
  });
});

describe('hostile path parameters', () => {
  it('GET /campaign/user/..%2F..%2Fadmin never reaches anything (4xx)', async () => {
    const user = await registeredUser();
    // The runtime itself refuses encoded slashes before our app runs, with its own 404 page.
    const res = await call('/campaign/user/..%2F..%2Fadmin', { token: user.idToken });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it.each(['%00', 'x'.repeat(2000), '%F0%9F%A7%81', 'a%20b', '__proto__', 'constructor'])('GET /campaign/user/%s is refused as not yours', async (segment) => {
    const user = await registeredUser();
    const res = await call(`/campaign/user/${segment}`, { token: user.idToken });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});
