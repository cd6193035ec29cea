import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_DEFAULTS } from '../src/config.js';
import { call as stackCall, db, registeredUser, signInGoogleUser, stack, type TestUser } from './helpers.js';

/** Every request this file sends, and how many were answered 5xx (reported at the end; must be 0). */
const tally = { requests: 0, serverErrors: 0 };
const call: typeof stackCall = async (path, options) => {
  const res = await stackCall(path, options);
  tally.requests += 1;
  if (res.status >= 500) tally.serverErrors += 1;
  return res;
};
afterAll(() => {
  console.log(`hostile input: ${tally.requests} requests, ${tally.serverErrors} answered 5xx`);
});

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
  method: 'POST' | 'PUT';
  path: (u: TestUser) => string;
  body: (u: TestUser) => Record<string, unknown>;
}

const targets: Target[] = [
  {
    name: 'POST /auth/google',
    method: 'POST',
    path: () => '/auth/google',
    body: (u) => ({ uid: u.uid, name: 'Ana', email: u.email, picture: '' }),
  },
  { name: 'POST /campaign/user/{uid}', method: 'POST', path: (u) => `/campaign/user/${u.uid}`, body: () => ({ ...validCampaign }) },
  {
    name: 'POST /campaign/user/{uid}/real',
    method: 'POST',
    path: (u) => `/campaign/user/${u.uid}/real`,
    // The SPEC's body (the payload) with the campaign's id, which is all creation reads (ADR 26).
    body: () => ({ ...validCampaign, campaignId: 'someCampaign1' }),
  },
  { name: 'POST /chat', method: 'POST', path: () => '/chat', body: (u) => ({ userId: u.uid, message: 'How should I split my budget?' }) },
  {
    name: 'POST /api/suscripciones/crear-session',
    method: 'POST',
    path: () => '/api/suscripciones/crear-session',
    body: (u) => ({ email: u.email, priceId: 'price_local_pro_monthly' }),
  },
  {
    name: 'PUT /profile/{uid}/business',
    method: 'PUT',
    path: (u) => `/profile/${u.uid}/business`,
    body: () => ({ businessName: 'La Espiga', places: ['Córdoba'], phone: '+54 351 555 1234', sitePages: ['https://example.com'] }),
  },
  {
    name: 'POST /support/{uid}/requests',
    method: 'POST',
    path: (u) => `/support/${u.uid}/requests`,
    body: (u) => ({ userId: u.uid, topic: 'billing', message: 'I was charged twice.', conversation: [{ role: 'user', text: 'Hi' }] }),
  },
];

const brokenJson = ['{', '{"a":', '{"a":1,}', "{'a':1}", '[1,2', 'nul', '{"a":"\\x"}', '\u0000', '{"a":1}}', '{"__proto__":'];
const wrongValues: unknown[] = [123, -1, 1e308, true, null, [], {}, ['a'], { $gt: '' }, 'x'.repeat(10_000)];
const oddStrings = [
  '\u202eevil',
  '\uD800',
  '\u0000',
  '🧁'.repeat(500),
  'a\u200b\u200bb',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  ' ',
];

function variants(valid: Record<string, unknown>, other: TestUser): Array<{ label: string; body?: unknown; raw?: string; bad: boolean }> {
  const out: Array<{ label: string; body?: unknown; raw?: string; bad: boolean }> = [];
  for (const raw of brokenJson) out.push({ label: `broken JSON ${JSON.stringify(raw)}`, raw, bad: true });
  for (const body of [null, [], 'text', 42, true, [valid]]) out.push({ label: `non-object body ${JSON.stringify(body)}`, body, bad: true });
  for (const key of Object.keys(valid)) {
    const { [key]: _dropped, ...rest } = valid;
    out.push({ label: `missing ${key}`, body: rest, bad: false });
    for (const value of wrongValues)
      out.push({ label: `${key} = ${JSON.stringify(value)?.slice(0, 30)}`, body: { ...valid, [key]: value }, bad: false });
    for (const value of oddStrings)
      out.push({ label: `${key} = odd ${JSON.stringify(value).slice(0, 20)}`, body: { ...valid, [key]: value }, bad: false });
  }
  out.push({ label: 'huge body', body: { ...valid, filler: 'x'.repeat(150_000) }, bad: true });
  out.push({ label: 'extra fields', body: { ...valid, admin: true, plan: 'PREMIUM', role: 'owner' }, bad: false });
  out.push({
    label: 'prototype pollution',
    raw: JSON.stringify(valid).replace(
      /^\{/,
      '{"__proto__":{"polluted":true,"plan":"PREMIUM"},"constructor":{"prototype":{"polluted":true}},',
    ),
    bad: false,
  });
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

  it.each(['%00', 'x'.repeat(2000), '%F0%9F%A7%81', 'a%20b', '__proto__', 'constructor'])(
    'GET /campaign/user/%s is refused as not yours',
    async (segment) => {
      const user = await registeredUser();
      const res = await call(`/campaign/user/${segment}`, { token: user.idToken });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.json).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    },
  );
});

/** The same promise for the endpoints without a JSON body: reads, cancel, OAuth, webhook, stand-ins. */
const hostileQueryValues = ['', '%00', 'x'.repeat(5000), '%F0%9F%A7%81', '%ED%A0%80', '%E2%80%AE', '<script>', '../../etc', '%', '%zz'];

function problems(label: string, res: { status: number; json?: Record<string, unknown>; text: string }, { json = true } = {}): string[] {
  const out: string[] = [];
  if (res.status >= 500) out.push(`${label}: ${res.status} ${res.text.slice(0, 120)}`);
  if (json && res.status >= 400 && (typeof res.json?.['error'] !== 'string' || typeof res.json?.['message'] !== 'string')) {
    out.push(`${label}: ${res.status} without {error, message}: ${res.text.slice(0, 120)}`);
  }
  return out;
}

describe('endpoints without a JSON body under hostile input', () => {
  it('GET reads: odd, repeated and polluting query parameters never give 5xx; another uid in the query is 403', async () => {
    const user = await registeredUser();
    const other = await signInGoogleUser();
    const failures: string[] = [];
    for (const base of [`/api/suscripciones/estado/${user.uid}`, `/campaign/user/${user.uid}`]) {
      const queries = [
        ...hostileQueryValues.map((v) => `?q=${v}`),
        '?uid[]=x',
        '?uid=a&uid=b',
        '?__proto__[plan]=PREMIUM',
        '?constructor[prototype][x]=1',
        `?userId[$ne]=${other.uid}`,
      ];
      for (const q of queries) {
        const res = await call(`${base}${q}`, { token: user.idToken });
        failures.push(...problems(`${base}${q.slice(0, 40)}`, res));
      }
      for (const q of [`?uid=${other.uid}`, `?userId=${other.uid}`]) {
        const res = await call(`${base}${q}`, { token: user.idToken });
        if (res.status !== 403) failures.push(`${base}${q}: expected 403, got ${res.status}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('POST cancel-at-period-end: broken, huge and foreign bodies are 4xx and change nothing', async () => {
    const user = await registeredUser();
    const other = await signInGoogleUser();
    const before = (await db().doc(`users/${user.uid}`).get()).data();
    const path = `/api/suscripciones/${user.uid}/cancel-at-period-end`;
    const failures: string[] = [];
    const cases: Array<{ label: string; raw?: string; body?: unknown }> = [
      ...brokenJson.map((raw) => ({ label: `broken JSON ${JSON.stringify(raw)}`, raw })),
      { label: 'huge body', body: { filler: 'x'.repeat(150_000) } },
      { label: 'foreign uid', body: { uid: other.uid } },
      { label: 'foreign userId', body: { userId: other.uid } },
      { label: 'pollution', raw: '{"__proto__":{"plan":"PREMIUM"},"constructor":{"prototype":{"x":1}}}' },
      { label: 'empty', body: {} },
    ];
    for (const c of cases) {
      const res = await call(path, { method: 'POST', token: user.idToken, body: c.body, rawBody: c.raw });
      failures.push(...problems(c.label, res));
      // A Free user has nothing to cancel (409); every malformed request is refused before that.
      if (res.status < 400) failures.push(`${c.label}: expected 4xx, got ${res.status}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect((await db().doc(`users/${user.uid}`).get()).data()).toEqual(before);
  });

  it('GET /oauth2callback/start: hostile returnTo and uid values are 4xx JSON; only same-origin paths are ever stored', async () => {
    const user = await registeredUser();
    const other = await signInGoogleUser();
    const stored = async () => (await db().collection('oauthStates').where('uid', '==', user.uid).get()).docs.map((d) => d.data());
    const before = (await stored()).length;
    const failures: string[] = [];
    let accepted = 0;
    const returnTos = [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '%2F%2Fevil.example',
      '/%0d%0aSet-Cookie:x=1',
      'x'.repeat(600),
      ...hostileQueryValues.filter((v) => v !== ''),
    ];
    for (const r of returnTos) {
      const res = await call(`/oauth2callback/start?uid=${user.uid}&returnTo=${r}`, { token: user.idToken });
      failures.push(...problems(`returnTo=${r.slice(0, 30)}`, res));
      if (res.status === 200) accepted++;
    }
    for (const q of [
      `uid=${other.uid}`,
      `uid=${user.uid}&uid=${other.uid}`,
      'uid[]=x',
      `uid=${user.uid}&returnTo[]=/x`,
      `uid=${user.uid}&returnTo=/a&returnTo=/b`,
    ]) {
      const res = await call(`/oauth2callback/start?${q}`, { token: user.idToken });
      failures.push(...problems(q, res));
      if (res.status < 400) failures.push(`${q}: expected 4xx, got ${res.status}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    // One state per accepted start, none for a refused one, and every stored returnTo a path here.
    const states = await stored();
    expect(states.length).toBe(before + accepted);
    for (const state of states) expect(state['returnTo']).toMatch(/^\/(?![/\\])[^\r\n]*$/);
  });

  it('GET /oauth2callback: hostile code, state and error values redirect with an error, never 5xx, connect nothing', async () => {
    const failures: string[] = [];
    const queries = [
      '',
      ...hostileQueryValues.map((v) => `?state=${v}&code=${v}`),
      '?state[]=a&code=b',
      '?state=a&state=b',
      '?error=access_denied',
      '?error=<script>&state=x',
      '?__proto__[returnTo]=https://evil.example',
    ];
    for (const q of queries) {
      const res = await call(`/oauth2callback${q}`);
      failures.push(...problems(q.slice(0, 40), res, { json: false }));
      const location = res.headers.get('location') ?? '';
      if (res.status === 302 && !location.startsWith('/integrations/google-ads?status=error'))
        failures.push(`${q.slice(0, 40)}: redirected to ${location}`);
      if (res.status !== 302 && (res.status < 400 || res.status >= 500)) failures.push(`${q.slice(0, 40)}: ${res.status}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('POST webhook: unsigned, forged, broken and huge bodies are 4xx and record no event', async () => {
    const events = async () => (await db().collection('stripeEvents').get()).size;
    const before = await events();
    const valid = JSON.stringify({ id: 'evt_hostile', type: 'customer.subscription.updated', data: { object: { id: 'sub_x' } } });
    const failures: string[] = [];
    const cases: Array<{ label: string; raw: string; headers: Record<string, string> }> = [
      { label: 'unsigned', raw: valid, headers: {} },
      { label: 'garbage signature', raw: valid, headers: { 'stripe-signature': 'garbage' } },
      { label: 'forged signature', raw: valid, headers: { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` } },
      { label: 'huge signature', raw: valid, headers: { 'stripe-signature': `t=1,v1=${'a'.repeat(8000)}` } },
      ...brokenJson.map((raw) => ({ label: `broken ${JSON.stringify(raw)}`, raw, headers: { 'stripe-signature': 't=1,v1=00' } })),
      { label: 'huge body', raw: JSON.stringify({ filler: 'x'.repeat(1_100_000) }), headers: { 'stripe-signature': 't=1,v1=00' } },
      { label: 'text body', raw: 'hello', headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' } },
      {
        label: 'form body',
        raw: 'a=1&b=2',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'stripe-signature': 't=1,v1=00' },
      },
    ];
    for (const c of cases) {
      const res = await call('/api/suscripciones/webhook', {
        method: 'POST',
        rawBody: c.raw,
        headers: { 'content-type': 'application/json', ...c.headers },
      });
      failures.push(...problems(c.label, res));
      if (res.status < 400) failures.push(`${c.label}: expected 4xx, got ${res.status}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await events()).toBe(before);
  });

  it('local stand-in pages: hostile session ids, states and decisions are 4xx pages, never 5xx', async () => {
    const failures: string[] = [];
    const ids = ['%00', 'x'.repeat(3000), '%F0%9F%A7%81', '__proto__', 'cs_local_nope', '%3Cscript%3E'];
    for (const id of ids) {
      for (const [method, path] of [
        ['GET', `/local/checkout/${id}`],
        ['POST', `/local/checkout/${id}/pay`],
        ['POST', `/local/checkout/${id}/cancel`],
        ['GET', `/local/google-ads/consent?state=${id}&redirect_uri=http://127.0.0.1/oauth2callback`],
        ['POST', `/local/google-ads/consent/${id}?state=${id}&redirect_uri=${id}`],
      ] as const) {
        const res = await call(path, { method });
        failures.push(...problems(`${method} ${path.slice(0, 60)}`, res, { json: false }));
        if (res.status < 400 && res.status !== 303) failures.push(`${method} ${path.slice(0, 60)}: ${res.status}`);
        if (res.text.includes('<script>')) failures.push(`${method} ${path.slice(0, 60)}: echoed a script tag`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('malformed percent-encoding in a path (not UTF-8) is a 400 JSON error from the function', async () => {
    // Sent to the function itself: the local Hosting emulator (superstatic) answers such paths with
    // its own 500 before any of our code runs — an emulator quirk, not what production Hosting does.
    const user = await registeredUser();
    const failures: string[] = [];
    for (const bad of ['%ED%A0%80', '%C0%AF', '%FF', '%E2%82']) {
      for (const [method, path, token] of [
        ['GET', `/campaign/user/${bad}`, user.idToken],
        ['POST', `/campaign/user/${bad}`, user.idToken],
        ['GET', `/api/suscripciones/estado/${bad}`, user.idToken],
        ['POST', `/api/suscripciones/${bad}/cancel-at-period-end`, user.idToken],
        ['GET', `/local/checkout/${bad}`, undefined],
        ['POST', `/local/checkout/${bad}/pay`, undefined],
        ['POST', `/local/google-ads/consent/${bad}`, undefined],
      ] as const) {
        const res = await fetch(`${stack().functionsUrl}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
        const text = await res.text();
        tally.requests += 1;
        if (res.status >= 500) tally.serverErrors += 1;
        if (res.status >= 500 || res.status < 400) failures.push(`${method} ${path}: ${res.status} ${text.slice(0, 80)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

/**
 * Text that cannot be read back (L2): control characters, bidirectional overrides, broken
 * UTF-16 and values made only of invisible characters are refused with a 400 that names the field,
 * before anything is stored or any unit is taken; `language` is a language, not free text.
 */
const unreadable: Array<[label: string, value: string]> = [
  ['NUL inside', 'Ventas\u0000Q4 panadería artesanal de barrio'],
  ['escape character', 'Ventas \u001b[31m panadería artesanal de barrio'],
  ['right-to-left override', '\u202Egnp.exe\u202C Campaña de panadería artesanal'],
  ['isolate', 'Campaña \u2066de panadería\u2069 artesanal de barrio'],
  ['zero-width only', '\u200B\u200B\u200B'],
  ['invisible mix only', '\u200B\uFEFF\u2060\u3164'],
];

describe('text inputs refuse control, bidirectional-override and invisible-only values', () => {
  const expectRefused = (label: string, res: { status: number; json?: Record<string, unknown>; text: string }, field: string): string[] => {
    if (res.status !== 400) return [`${label}: expected 400, got ${res.status} ${res.text.slice(0, 120)}`];
    const message = String(res.json?.['message'] ?? '');
    return res.json?.['error'] === 'INVALID_REQUEST' && (message.includes(field) || res.json?.['field'] === field)
      ? []
      : [`${label}: the 400 does not name ${field}: ${res.text.slice(0, 160)}`];
  };

  it('POST /campaign/user/{uid}: every text field, and language as a language; nothing stored, no unit taken', async () => {
    const user = await registeredUser();
    const failures: string[] = [];
    const fields = ['description', 'location', 'language', 'keywords', 'negativeKeywords', 'link1'];
    const cases: Array<[field: string, label: string, value: string]> = [
      ...fields.flatMap((field) => unreadable.map(([label, value]) => [field, label, value] as [string, string, string])),
      ['language', 'formula', '=1+1'],
      ['language', 'markup', '<script>alert(1)</script>'],
      ['language', 'markup after a name', 'Spanish<script>'],
      ['language', 'not a language', 'Klingon'],
    ];
    for (const [field, label, value] of cases) {
      const res = await call(`/campaign/user/${user.uid}`, {
        method: 'POST',
        token: user.idToken,
        body: { ...validCampaign, [field]: value },
      });
      failures.push(...expectRefused(`${field} ${label}`, res, field));
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect((await db().collection(`users/${user.uid}/campaigns`).get()).size).toBe(0);
    expect((await db().doc(`users/${user.uid}/usage/lifetime`).get()).get('campaigns') ?? 0).toBe(0);
  });

  it('broken UTF-16 (a lone surrogate) is refused as a body that is not valid text', async () => {
    const user = await registeredUser();
    const res = await call('/chat', { method: 'POST', token: user.idToken, body: { userId: user.uid, message: 'Hola \uD800 qué tal' } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.any(String) });
    expect((await db().collection(`users/${user.uid}/chat`).get()).size).toBe(0);
  });

  it('POST /chat: an unreadable message is refused before it costs a query', async () => {
    const user = await registeredUser();
    const failures: string[] = [];
    for (const [label, value] of [...unreadable, ['two zero-width spaces', '\u200B\u200B'] as [string, string]]) {
      const res = await call('/chat', { method: 'POST', token: user.idToken, body: { userId: user.uid, message: value } });
      failures.push(...expectRefused(label, res, 'message'));
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect((await db().doc(`users/${user.uid}/usage/lifetime`).get()).get('ai_queries') ?? 0).toBe(0);
    expect((await db().collection(`users/${user.uid}/chat`).get()).size).toBe(0);
  });

  it('PATCH /campaign/user/{uid}/{id}: names, ads and keywords; the campaign is unchanged', async () => {
    const user = await registeredUser();
    const created = await call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: validCampaign });
    expect(created.status).toBe(201);
    const campaign = created.json?.['campaign'] as { id: string; strategy: { headlines: string[]; descriptions: string[] } };
    const path = `/campaign/user/${user.uid}/${campaign.id}`;
    const before = (await db().doc(`users/${user.uid}/campaigns/${campaign.id}`).get()).data();
    const failures: string[] = [];
    for (const [label, value] of unreadable) {
      const edits: Array<[string, Record<string, unknown>]> = [
        ['name', { name: value }],
        ['headlines.1', { headlines: [campaign.strategy.headlines[0], value.slice(0, 30), campaign.strategy.headlines[2]] }],
        ['descriptions.0', { descriptions: [value, campaign.strategy.descriptions[1]] }],
        ['negativeKeywords.0', { negativeKeywords: [value.slice(0, 80)] }],
        ['adGroups.0.name', { adGroups: [{ name: value.slice(0, 80), keywords: [{ text: 'pan', matchType: 'PHRASE' }] }] }],
        ['adGroups.0.keywords.0.text', { adGroups: [{ name: 'Pan', keywords: [{ text: value.slice(0, 80), matchType: 'PHRASE' }] }] }],
      ];
      for (const [field, body] of edits) {
        const res = await call(path, { method: 'PATCH', token: user.idToken, body });
        failures.push(...expectRefused(`${field} ${label}`, res, field));
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect((await db().doc(`users/${user.uid}/campaigns/${campaign.id}`).get()).data()).toEqual(before);
  });

  it('POST /keywords/ideas: seeds and language', async () => {
    const user = await registeredUser();
    const failures: string[] = [];
    const body = { userId: user.uid, seeds: ['pan artesanal'], location: 'Valencia, Spain', language: 'Spanish' };
    for (const [label, value] of unreadable) {
      failures.push(
        ...expectRefused(
          `seeds ${label}`,
          await call('/keywords/ideas', { method: 'POST', token: user.idToken, body: { ...body, seeds: [value.slice(0, 80)] } }),
          'seeds.0',
        ),
      );
      failures.push(
        ...expectRefused(
          `location ${label}`,
          await call('/keywords/ideas', { method: 'POST', token: user.idToken, body: { ...body, location: value } }),
          'location',
        ),
      );
    }
    for (const value of ['=1+1', '<script>']) {
      failures.push(
        ...expectRefused(
          `language ${value}`,
          await call('/keywords/ideas', { method: 'POST', token: user.idToken, body: { ...body, language: value } }),
          'language',
        ),
      );
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

/**
 * Signed but malformed webhook events (L3): signed with the local stack's webhook secret,
 * so they pass the signature check and reach the handler. Each lacks what the handler needs (or
 * carries an id that would be a path) and is answered 400, never 500; nothing is recorded; a
 * signature dated more than 5 minutes ahead is refused.
 */
describe('POST webhook: signed but malformed events', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const deliver = (evt: unknown, timestamp = now()) => {
    const payload = JSON.stringify(evt);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_DEFAULTS.webhookSecret, timestamp });
    return call('/api/suscripciones/webhook', {
      method: 'POST',
      rawBody: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  };
  let seq = 0;
  const event = (type: string, data: unknown, id: unknown = `evt_malformed_${Date.now()}_${++seq}`) => ({
    id,
    object: 'event',
    type,
    created: now(),
    data,
  });
  const sub = { id: 'sub_malformed_1', object: 'subscription', customer: 'cus_malformed_1', metadata: { uid: 'someone' } };

  it('are 400 and logged, never 5xx, and record nothing (no event, no nested path)', async () => {
    const events = async () => (await db().collection('stripeEvents').get()).size;
    const before = await events();
    const cases: Array<[string, unknown]> = [
      ['no data', { id: `evt_nodata_${++seq}`, object: 'event', type: 'customer.subscription.updated' }],
      ['data without object', event('customer.subscription.updated', {})],
      ['data.object null', event('customer.subscription.updated', { object: null })],
      ['data.object a string', event('invoice.paid', { object: 'sub_x' })],
      ['data an array', event('customer.subscription.created', [sub])],
      ['subscription without id', event('customer.subscription.deleted', { object: { ...sub, id: undefined } })],
      ['subscription id a number', event('customer.subscription.updated', { object: { ...sub, id: 42 } })],
      ['subscription id with a slash', event('customer.subscription.updated', { object: { ...sub, id: 'sub_x/../../users/victim' } })],
      ['customer id with a slash', event('customer.subscription.updated', { object: { ...sub, customer: { id: 'cus_x/../y' } } })],
      ['uid with a slash', event('customer.subscription.updated', { object: { ...sub, metadata: { uid: 'a/b' } } })],
      ['uid reserved', event('customer.subscription.updated', { object: { ...sub, metadata: { uid: '__proto__' } } })],
      ['uid an object', event('customer.subscription.updated', { object: { ...sub, metadata: { uid: { $ne: '' } } } })],
      [
        'session subscription a number',
        event('checkout.session.completed', { object: { mode: 'subscription', subscription: 7, client_reference_id: 'u' } }),
      ],
      [
        'invoice subscription with a slash',
        event('invoice.paid', { object: { customer: 'cus_x', parent: { subscription_details: { subscription: 'sub_a/b' } } } }),
      ],
      ['event without id', { object: 'event', type: 'customer.subscription.updated', data: { object: sub } }],
      ['event id a number', event('customer.subscription.updated', { object: sub }, 12)],
      ['event id with slashes', event('customer.subscription.updated', { object: sub }, 'evt_a/b/c')],
      ['event id reserved', event('customer.subscription.updated', { object: sub }, '__evt__')],
      ['event id too long', event('customer.subscription.updated', { object: sub }, `evt_${'a'.repeat(2000)}`)],
      ['type missing', { id: `evt_notype_${++seq}`, data: { object: sub } }],
      ['event an array', [event('customer.subscription.updated', { object: sub })]],
      ['event null', null],
    ];
    const failures: string[] = [];
    for (const [label, evt] of cases) {
      const res = await deliver(evt);
      failures.push(...problems(label, res));
      if (res.status !== 400) failures.push(`${label}: expected 400, got ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await events()).toBe(before);
    expect((await db().doc('stripeEvents/evt_a/b/c').get()).exists).toBe(false);
  });

  it('a signature dated more than 5 minutes ahead is refused; one within the tolerance is processed', async () => {
    const ahead = await deliver(event('customer.subscription.updated', { object: sub }), now() + 3600);
    expect(ahead.status).toBe(400);
    expect(ahead.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining('future') });
    const sixMinutes = await deliver(event('customer.subscription.updated', { object: sub }), now() + 360);
    expect(sixMinutes.status).toBe(400);
    // A clock a little behind Stripe's is normal: one minute ahead still goes through (this
    // subscription names nobody we know, so it is recorded as skipped).
    const id = `evt_clock_${Date.now()}`;
    const close = await deliver(event('customer.subscription.updated', { object: sub }, id), now() + 60);
    expect(close.status).toBe(200);
    expect((await db().doc(`stripeEvents/${id}`).get()).get('outcome')).toBe('skipped');
  });
});
