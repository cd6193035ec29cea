import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { LOCAL_DEFAULTS } from '../src/config.js';
import type { z } from 'zod';
import { adsOf, type Campaign, type campaignPayloadSchema } from '../src/contract/campaigns.js';
import { displayPath } from '../src/contract/display-path.js';
import { createTokenCipher } from '../src/crypto/token-cipher.js';
import { call, db, registeredUser, stack, type TestUser } from './helpers.js';
import { inProcessApi } from './in-process.js';

/**
 * Google Ads against the whole local stack, with the sandbox as Google: the OAuth connection
 * (state, consent stand-in, callback, sealed token) and POST /campaign/user/{uid}/real.
 */

const RETURN_PATH = '/integrations/google-ads';

/** The SPEC's payload as a client posts it. */
type PayloadInput = z.input<typeof campaignPayloadSchema>;

const payload = (overrides: Partial<PayloadInput> = {}): PayloadInput => ({
  objective: 'Leads',
  description: 'Panadería La Espiga es una panadería artesanal en Palermo con pan de masa madre y tortas por encargo.',
  type: 'Search',
  location: 'Buenos Aires, Argentina',
  language: 'Spanish',
  keywords: 'pan de masa madre, tortas por encargo',
  negativeKeywords: 'receta',
  link1: 'https://laespiga.example/',
  link2: '',
  link3: '',
  link4: '',
  budget: 70,
  ...overrides,
});

/** The browser-binding cookie (`name=value`) of a start's answer, as the browser would keep it. */
function bindingCookie(res: { headers: Headers }): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('__session='));
  expect(set, 'the start sets the browser-binding cookie').toBeTruthy();
  return set!.split(';')[0]!;
}

async function startConnection(user: TestUser, returnTo = RETURN_PATH) {
  const query = new URLSearchParams({ uid: user.uid, returnTo });
  const res = await call(`/oauth2callback/start?${query.toString()}`, { token: user.idToken });
  expect(res.status, res.text).toBe(200);
  const url = new URL(String(res.json?.['url']));
  return {
    url,
    state: url.searchParams.get('state')!,
    redirectUri: url.searchParams.get('redirect_uri')!,
    cookie: bindingCookie(res),
    setCookie: res.headers.getSetCookie(),
  };
}

/** The sandbox consent page's Allow/Deny button, then the callback it redirects to (from the same browser unless `cookie` says otherwise). */
async function answerConsent(
  consent: { state: string; redirectUri: string; cookie?: string },
  decision: 'allow' | 'deny',
  currency?: string,
  cookie = consent.cookie,
) {
  const query = new URLSearchParams({ state: consent.state, redirect_uri: consent.redirectUri });
  const form = currency
    ? { rawBody: new URLSearchParams({ currency }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
    : {};
  const answered = await call(`/local/google-ads/consent/${decision}?${query.toString()}`, { method: 'POST', ...form });
  expect(answered.status).toBe(303);
  const callbackPath = answered.headers.get('location')!;
  expect(callbackPath.startsWith('/oauth2callback?')).toBe(true);
  return { callbackPath, ...(await followCallback(callbackPath, cookie)) };
}

/** Allow on the sandbox consent page; answers the callback path it redirects to (not followed). */
async function answerConsentRedirect(consent: { state: string; redirectUri: string }): Promise<string> {
  const query = new URLSearchParams({ state: consent.state, redirect_uri: consent.redirectUri });
  const answered = await call(`/local/google-ads/consent/allow?${query.toString()}`, { method: 'POST' });
  expect(answered.status).toBe(303);
  return answered.headers.get('location')!;
}

async function followCallback(path: string, cookie?: string) {
  const res = await call(path, cookie ? { headers: { cookie } } : {});
  expect(res.status).toBe(302);
  const location = res.headers.get('location')!;
  const url = new URL(location, 'https://app.invalid');
  return { location, returnPath: url.pathname, status: url.searchParams.get('status'), reason: url.searchParams.get('reason') };
}

async function connectedUser(plan: 'PREMIUM' | 'BASIC' = 'PREMIUM', currency?: string): Promise<TestUser> {
  const user = await registeredUser();
  await setPlan(user, plan);
  const done = await answerConsent(await startConnection(user), 'allow', currency);
  expect(done.status).toBe('ok');
  return user;
}

/** Billing is another suite's subject: here the plan is seeded directly on the user document. */
async function setPlan(user: TestUser, plan: string) {
  await db().doc(`users/${user.uid}`).set({ plan }, { merge: true });
}

async function statesOf(uid: string) {
  return (await db().collection('oauthStates').where('uid', '==', uid).get()).docs;
}

async function mutationsOf(uid: string) {
  return (await db().collection('localGoogleAdsMutations').where('uid', '==', uid).get()).docs.map((d) => d.data());
}

/** A campaign generated from `body` (the offline strategist), stored as the owner's; answers its id. */
async function generatedCampaign(user: TestUser, body: PayloadInput = payload()): Promise<string> {
  const generated = await call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body });
  expect(generated.status, generated.text).toBe(201);
  return String((generated.json?.['campaign'] as { id: string }).id);
}

describe('GET /oauth2callback/start', () => {
  it('needs a signed-in user and their own uid', async () => {
    expect((await call(`/oauth2callback/start?returnTo=${RETURN_PATH}`)).status).toBe(401);
    const mallory = await registeredUser();
    const victim = await registeredUser();
    const res = await call(`/oauth2callback/start?uid=${victim.uid}&returnTo=${RETURN_PATH}`, { token: mallory.idToken });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: 'FORBIDDEN' });
  });

  it('answers the consent URL: adwords scope, offline access, consent prompt, our callback, a fresh random state', async () => {
    const user = await registeredUser();
    const first = await startConnection(user);
    const second = await startConnection(user);
    const origin = new URL(stack().baseUrl).origin;

    expect(`${first.url.origin}${first.url.pathname}`).toBe(`${origin}/local/google-ads/consent`);
    expect(first.url.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/adwords');
    expect(first.url.searchParams.get('access_type')).toBe('offline');
    expect(first.url.searchParams.get('prompt')).toBe('consent');
    expect(first.url.searchParams.get('response_type')).toBe('code');
    expect(first.redirectUri).toBe(`${origin}/oauth2callback`);
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(second.state).not.toBe(first.state);

    const stored = (await statesOf(user.uid)).map((d) => d.data());
    expect(stored).toHaveLength(2);
    for (const s of stored) {
      expect(s).toMatchObject({ uid: user.uid, returnTo: RETURN_PATH, usedAt: null });
      expect(s['expiresAt'] - s['createdAt']).toBe(10 * 60 * 1000);
    }
    // Stored under a hash: the database does not hold a usable state.
    expect((await db().doc(`oauthStates/${first.state}`).get()).exists).toBe(false);
  });

  it.each([
    ['a protocol-relative URL', '//evil.com/integrations/google-ads'],
    ['an absolute URL', 'https://evil.com/integrations/google-ads'],
    ['a backslash', '/\\evil.com'],
    ['backslashes', '\\\\evil.com'],
    ['a dot-segment escape', '/a/..//evil.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'integrations/google-ads'],
    ['a control character', '/integrations/google-ads\u0000'],
    ['a newline (header injection)', '/integrations/google-ads\r\nSet-Cookie: x=1'],
    ['a tab', '/\t/evil.com'],
  ])('refuses %s as returnTo with 400 and stores nothing', async (_what, returnTo) => {
    const user = await registeredUser();
    const res = await call(`/oauth2callback/start?${new URLSearchParams({ uid: user.uid, returnTo }).toString()}`, { token: user.idToken });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining('returnTo') });
    expect(await statesOf(user.uid)).toHaveLength(0);
  });
});

describe('the sandbox consent page', () => {
  it('is a labelled stand-in with Allow and Deny, a strict CSP, no scripts, and escapes what it shows', async () => {
    const user = await registeredUser();
    const { url } = await startConnection(user);
    const res = await call(`${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Google Ads sandbox — no real account');
    expect(res.text).toMatch(/<button[^>]*>Allow<\/button>/);
    expect(res.text).toMatch(/<button[^>]*>Deny<\/button>/);
    expect(res.text).not.toMatch(/<script/i);
    // Hosting's site-wide CSP (ADR 0005) replaces the page's own stricter one; either way: no
    // inline code, forms only to this origin, no framing.
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');

    const bad = await call(`/local/google-ads/consent?state=%22%3E%3Cscript%3Ealert(1)%3C/script%3E&redirect_uri=https://evil.com/`);
    expect(bad.status).toBe(400);
    expect(bad.text).not.toContain('<script>');
    expect(bad.text).not.toContain('evil.com');
  });
});

describe('GET /oauth2callback', () => {
  it('on Allow: exchanges the code, stores the refresh token sealed, marks the user connected, returns with status=ok', async () => {
    const user = await registeredUser();
    const done = await answerConsent(await startConnection(user), 'allow');
    expect(done).toMatchObject({ returnPath: RETURN_PATH, status: 'ok', reason: null });

    const status = (await db().doc(`users/${user.uid}`).get()).get('googleAds');
    expect(status).toMatchObject({ connected: true, broken: false });

    // The stored value is AES-GCM ciphertext bound to the uid: it opens, with the key, to a
    // refresh token the sandbox issued — and that token appears nowhere in plain text.
    const connection = (await db().doc(`googleAdsConnections/${user.uid}`).get()).data()!;
    const sealed = String(connection['sealedRefreshToken']);
    expect(sealed).toMatch(/^v1\./);
    const cipher = createTokenCipher(LOCAL_DEFAULTS.tokenEncryptionKey);
    const token = cipher.decrypt(sealed, user.uid);
    const grant = await db()
      .doc(`localGoogleAdsGrants/${createHash('sha256').update(token).digest('hex')}`)
      .get();
    expect(grant.exists).toBe(true);
    const userDoc = (await db().doc(`users/${user.uid}`).get()).data();
    for (const stored of [JSON.stringify(connection), JSON.stringify(userDoc)]) {
      expect(stored).not.toContain(token);
      expect(stored).not.toContain('sandbox-refresh-');
    }
    // Bound to its owner: the same ciphertext does not open as another user's.
    expect(() => cipher.decrypt(sealed, 'someone-else')).toThrow();
  });

  it("is bound to the browser that started it: without its cookie, or with another start's, it refuses and stores nothing", async () => {
    // Mallory starts a connection for her account and sends the consent link to a victim, who
    // allows it in their own browser (no cookie, or the cookie of a start of their own).
    const mallory = await registeredUser();
    const victim = await registeredUser();
    const lure = await startConnection(mallory);
    const noCookie = await answerConsent(lure, 'allow', undefined, '');
    expect(noCookie).toMatchObject({
      returnPath: RETURN_PATH,
      status: 'error',
      reason: 'This connection was started in another browser. Please start it again here.',
    });
    const victimsOwn = await startConnection(victim);
    const lure2 = await startConnection(mallory);
    const otherCookie = await answerConsent(lure2, 'allow', undefined, victimsOwn.cookie);
    expect(otherCookie).toMatchObject({
      status: 'error',
      reason: 'This connection was started in another browser. Please start it again here.',
    });
    const forgedCookie = await answerConsent(await startConnection(mallory), 'allow', undefined, `__session=${'A'.repeat(43)}`);
    expect(forgedCookie).toMatchObject({ status: 'error' });
    for (const uid of [mallory.uid, victim.uid]) {
      expect((await db().doc(`googleAdsConnections/${uid}`).get()).exists).toBe(false);
      expect((await db().doc(`users/${uid}`).get()).get('googleAds')).toBeUndefined();
    }
    // The state was spent by the refused attempt: the right browser cannot reuse it later.
    const late = await followCallback(noCookie.callbackPath, lure.cookie);
    expect(late).toMatchObject({ status: 'error', reason: 'This authorization was already used. Please start the connection again.' });
  });

  it('the binding cookie: HttpOnly, SameSite=Lax, only for /oauth2callback, ten minutes, private; its hash stored with the state, cleared by the callback', async () => {
    const user = await registeredUser();
    const start = await startConnection(user);
    const set = start.setCookie.find((c) => c.startsWith('__session='))!;
    expect(set).toMatch(/^__session=[A-Za-z0-9_-]{43}; /);
    expect(set).toContain('Path=/oauth2callback');
    expect(set).toContain('Max-Age=600');
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    // The local stack is served over http on a loopback host; production's cookie is Secure (below).
    expect(set).not.toContain('Secure');
    const nonce = start.cookie.split('=')[1]!;
    const [stateDoc] = await statesOf(user.uid);
    expect(stateDoc!.get('browserHash')).toBe(createHash('sha256').update(nonce).digest('hex'));
    expect(JSON.stringify(stateDoc!.data())).not.toContain(nonce);
    const callback = await call(await answerConsentRedirect(start), { headers: { cookie: start.cookie } });
    expect(callback.status).toBe(302);
    expect(callback.headers.getSetCookie().find((c) => c.startsWith('__session='))).toMatch(/^__session=; .*Max-Age=0/);
  });

  it('in production the binding cookie is also Secure', async () => {
    const production = await inProcessApi({
      PAUTIA_MODE: 'production',
      PUBLIC_URL: 'https://app.pautia.test',
      GOOGLE_OAUTH_CLIENT_ID: 'client.apps.googleusercontent.com',
      GOOGLE_OAUTH_CLIENT_SECRET: 'not-a-secret',
      TOKEN_ENCRYPTION_KEY: LOCAL_DEFAULTS.tokenEncryptionKey,
    });
    try {
      const user = await registeredUser();
      const res = await production.call(`/oauth2callback/start?uid=${user.uid}`, { token: user.idToken });
      expect(res.status, res.text).toBe(200);
      expect(new URL(String(res.json?.['url'])).origin).toBe('https://accounts.google.com');
      const set = res.headers.getSetCookie().find((c) => c.startsWith('__session='));
      expect(set).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    } finally {
      await production.close();
    }
  });

  it('refuses a reused state: the second callback is an error and changes nothing', async () => {
    const user = await registeredUser();
    const first = await answerConsent(await startConnection(user), 'allow');
    expect(first.status).toBe('ok');
    const before = (await db().doc(`googleAdsConnections/${user.uid}`).get()).get('sealedRefreshToken');

    const replay = await followCallback(first.callbackPath);
    expect(replay).toMatchObject({
      returnPath: RETURN_PATH,
      status: 'error',
      reason: 'This authorization was already used. Please start the connection again.',
    });
    expect((await db().doc(`googleAdsConnections/${user.uid}`).get()).get('sealedRefreshToken')).toBe(before);
  });

  it('refuses a forged state', async () => {
    const user = await registeredUser();
    const consent = await startConnection(user);
    const forged = await answerConsent({ ...consent, state: `${consent.state.slice(0, -4)}AAAA` }, 'allow');
    expect(forged).toMatchObject({
      returnPath: RETURN_PATH,
      status: 'error',
      reason: 'The authorization request is invalid. Please start the connection again.',
    });
    const noState = await followCallback('/oauth2callback?code=whatever');
    expect(noState).toMatchObject({ status: 'error', reason: 'The authorization request is invalid. Please start the connection again.' });
    expect((await db().doc(`googleAdsConnections/${user.uid}`).get()).exists).toBe(false);
  });

  it('refuses an expired state (older than 10 minutes)', async () => {
    const user = await registeredUser();
    const consent = await startConnection(user);
    // Ten minutes pass: the stored expiry is moved into the past.
    const [stateDoc] = await statesOf(user.uid);
    await stateDoc!.ref.update({ expiresAt: Date.now() - 1 });
    const done = await answerConsent(consent, 'allow');
    expect(done).toMatchObject({
      returnPath: RETURN_PATH,
      status: 'error',
      reason: 'The authorization request expired. Please start the connection again.',
    });
    expect((await db().doc(`googleAdsConnections/${user.uid}`).get()).exists).toBe(false);
  });

  it('handles a denial: back to returnTo with the reason, not connected', async () => {
    const user = await registeredUser();
    const done = await answerConsent(await startConnection(user), 'deny');
    expect(done).toMatchObject({ returnPath: RETURN_PATH, status: 'error', reason: 'Access to Google Ads was denied.' });
    expect((await db().doc(`googleAdsConnections/${user.uid}`).get()).exists).toBe(false);
    expect((await db().doc(`users/${user.uid}`).get()).get('googleAds')).toBeUndefined();
  });

  it('returns to the returnTo bound to the state, keeping its query, and only there', async () => {
    const user = await registeredUser();
    const done = await answerConsent(await startConnection(user, '/checkout/success?session_id=cs_123&status=stale'), 'allow');
    expect(done.location).toBe('/checkout/success?session_id=cs_123&status=ok');
    // A returnTo smuggled into the callback URL is ignored.
    const other = await startConnection(user);
    const query = new URLSearchParams({ state: other.state, redirect_uri: other.redirectUri });
    const answered = await call(`/local/google-ads/consent/deny?${query.toString()}`, { method: 'POST' });
    const smuggled = await followCallback(`${answered.headers.get('location')}&returnTo=https://evil.com`, other.cookie);
    expect(smuggled.location.startsWith(`${RETURN_PATH}?`)).toBe(true);
  });

  it('refuses an authorization code used twice (the sandbox plays Google)', async () => {
    const user = await registeredUser();
    const first = await answerConsent(await startConnection(user), 'allow');
    const code = new URLSearchParams(first.callbackPath.split('?')[1]).get('code')!;
    const second = await startConnection(user);
    const reuse = await followCallback(`/oauth2callback?${new URLSearchParams({ code, state: second.state }).toString()}`, second.cookie);
    expect(reuse).toMatchObject({ status: 'error', reason: 'The authorization code expired or was already used. Please try again.' });
  });
});

describe('POST /campaign/user/{uid}/real', () => {
  const real = (user: TestUser, body: unknown) => call(`/campaign/user/${user.uid}/real`, { method: 'POST', token: user.idToken, body });

  it('needs the user’s own uid', async () => {
    const mallory = await connectedUser();
    const victim = await connectedUser();
    const res = await call(`/campaign/user/${victim.uid}/real`, { method: 'POST', token: mallory.idToken, body: payload() });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: 'FORBIDDEN' });
    expect(await mutationsOf(victim.uid)).toHaveLength(0);
  });

  it('is Premium only: 403 PREMIUM_REQUIRED, nothing created', async () => {
    const user = await connectedUser('BASIC');
    const res = await real(user, { campaignId: 'someCampaign1' });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: 'PREMIUM_REQUIRED', message: expect.stringContaining('Premium') });
    expect(await mutationsOf(user.uid)).toHaveLength(0);
  });

  it('needs a Google Ads connection: 403 GOOGLE_ADS_NOT_CONNECTED', async () => {
    const user = await registeredUser();
    await setPlan(user, 'PREMIUM');
    const res = await real(user, { campaignId: 'someCampaign1' });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: 'GOOGLE_ADS_NOT_CONNECTED', message: expect.any(String) });
  });

  it('answers a revoked grant with 401 GOOGLE_ADS_TOKEN_INVALID and marks the connection broken', async () => {
    const user = await connectedUser();
    const campaignId = await generatedCampaign(user);
    // The user revokes access in Google's security settings.
    const grants = await db().collection('localGoogleAdsGrants').get();
    const token = createTokenCipher(LOCAL_DEFAULTS.tokenEncryptionKey).decrypt(
      String((await db().doc(`googleAdsConnections/${user.uid}`).get()).get('sealedRefreshToken')),
      user.uid,
    );
    const grant = grants.docs.find((d) => d.id === createHash('sha256').update(token).digest('hex'))!;
    await grant.ref.update({ revoked: true });

    const res = await real(user, { campaignId });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ error: 'GOOGLE_ADS_TOKEN_INVALID', message: expect.stringContaining('Connect Google Ads again') });
    expect((await db().doc(`users/${user.uid}`).get()).get('googleAds')).toMatchObject({ connected: false, broken: true });
    expect((await db().doc(`googleAdsConnections/${user.uid}`).get()).get('sealedRefreshToken')).toBe('');
    expect(await mutationsOf(user.uid)).toHaveLength(0);

    const again = await real(user, { campaignId });
    expect(again.status).toBe(401);
    // Connecting again repairs it (the failed attempt left the campaign free to be created).
    expect((await answerConsent(await startConnection(user), 'allow')).status).toBe('ok');
    expect((await real(user, { campaignId })).status).toBe(201);
  });

  it('needs a campaignId of the caller’s: 400 naming campaignId when missing or malformed, 404 when unknown; creates nothing', async () => {
    const user = await connectedUser();
    // The SPEC's body alone (the payload) no longer creates anything: creation builds a stored campaign.
    const missing = await real(user, payload());
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining('campaignId') });
    const badId = await real(user, { ...payload(), campaignId: '../../users/x' });
    expect(badId.status).toBe(400);
    expect(badId.json).toMatchObject({ message: expect.stringContaining('campaignId') });
    const badChoice = await real(user, { campaignId: 'someCampaign1', rate: -1 });
    expect(badChoice.status).toBe(400);
    expect(badChoice.json).toMatchObject({ message: expect.stringContaining('rate') });
    const unknown = await real(user, { campaignId: 'someCampaign1' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: 'NOT_FOUND', message: expect.any(String) });
    expect(await mutationsOf(user.uid)).toHaveLength(0);
    expect((await db().collection(`users/${user.uid}/campaigns`).get()).size).toBe(0);
  });

  it('refuses a stored campaign without a landing link, or one whose place cannot be resolved, with 400 and creates nothing', async () => {
    const user = await connectedUser();
    const noLink = await real(user, { campaignId: await generatedCampaign(user, payload({ link1: '' })) });
    expect(noLink.status).toBe(400);
    expect(noLink.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining('landing page') });
    expect(String(noLink.json?.['message'])).not.toContain('link1');
    const unknownPlace = await real(user, { campaignId: await generatedCampaign(user, payload({ location: 'Xqzzyville' })) });
    expect(unknownPlace.status).toBe(400);
    expect(unknownPlace.json?.['message']).toContain('Xqzzyville');
    expect(await mutationsOf(user.uid)).toHaveLength(0);
  });

  it('never answers 5xx to odd text posted with it (lone surrogates, control characters, markup)', async () => {
    const user = await connectedUser();
    for (const odd of ['\ud800', 'pan \u0000 madre', '<script>alert(1)</script>', '🥐'.repeat(40), 'é'.repeat(2000)]) {
      const res = await real(user, {
        ...payload({ keywords: `pan de masa madre, ${odd}`, description: `${payload().description} ${odd}` }),
        campaignId: odd.slice(0, 20),
      });
      expect(res.status, `${JSON.stringify(odd)} → ${res.text}`).toBeLessThan(500);
    }
  });

  it('creates the generated campaign, paused, in one atomic mutate, from its stored strategy, once', async () => {
    const user = await connectedUser();
    const campaignId = await generatedCampaign(user);
    // Stored once, in its ad group: the first group's ad is the one created.
    const strategy = (await db().doc(`users/${user.uid}/campaigns/${campaignId}`).get()).get('strategy') as {
      adGroups: { ad: { headlines: string[] } }[];
    };

    // The SPEC's body (the payload) may come with it: accepted, never used for content.
    const res = await real(user, { ...payload(), campaignId });
    expect(res.status, res.text).toBe(201);
    const body = res.json as {
      message: string;
      campaign: { id: string; status: string; googleAds: unknown };
      googleAds: { customerId: string; campaignResourceName: string; status: string };
    };
    expect(body.message).toContain('Campaign created in your Google Ads account');
    expect(body.googleAds.status).toBe('PAUSED');
    expect(body.googleAds.customerId).toMatch(/^\d{10}$/);
    expect(body.googleAds.campaignResourceName).toMatch(new RegExp(`^customers/${body.googleAds.customerId}/campaigns/\\d+$`));
    expect(body.campaign).toMatchObject({ id: campaignId, status: 'In Google Ads (paused)', googleAds: body.googleAds });

    const [recorded, ...more] = await mutationsOf(user.uid);
    expect(more).toHaveLength(0);
    expect(recorded).toMatchObject({ method: 'GoogleAdsService.Mutate', partialFailure: false, customerId: body.googleAds.customerId });
    const ops = recorded!['operations'] as { entity: string; resource: Record<string, unknown> }[];
    const campaign = ops.find((o) => o.entity === 'campaign')!.resource;
    expect(campaign).toMatchObject({ status: 3, advertising_channel_type: 2, contains_eu_political_advertising: 3 });
    const ad = ops.find((o) => o.entity === 'ad_group_ad')!.resource as {
      ad: { final_urls: string[]; responsive_search_ad: { headlines: { text: string }[] } };
    };
    expect(ad.ad.final_urls).toEqual(['https://laespiga.example/']);
    // The stored group's headlines are the ad's (those within 30 characters).
    const fitting = strategy.adGroups[0]!.ad.headlines.filter((h) => h.length <= 30).slice(0, 3);
    expect(ad.ad.responsive_search_ad.headlines.map((h) => h.text)).toEqual(expect.arrayContaining(fitting));
    expect(recorded!['resourceNames'] as string[]).toContain(body.googleAds.campaignResourceName);

    const stored = (await db().doc(`users/${user.uid}/campaigns/${campaignId}`).get()).data()!;
    expect(stored).toMatchObject({
      status: 'In Google Ads (paused)',
      googleAds: { campaignResourceName: body.googleAds.campaignResourceName, status: 'PAUSED' },
    });

    // The list shows it as created in Google Ads.
    const list = await call(`/campaign/user/${user.uid}`, { token: user.idToken });
    expect((list.json?.['campaigns'] as { id: string; status: string }[]).find((c) => c.id === campaignId)).toMatchObject({
      status: 'In Google Ads (paused)',
    });

    // Again (a double click, a retry): 409, nothing new in Google Ads.
    const again = await real(user, { campaignId });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: 'CONFLICT', message: expect.stringContaining('already in your Google Ads account') });
    expect(await mutationsOf(user.uid)).toHaveLength(1);
  });
});

describe('pre-flight review and creation in a EUR sandbox account', () => {
  const real = (user: TestUser, body: unknown) => call(`/campaign/user/${user.uid}/real`, { method: 'POST', token: user.idToken, body });
  const austin = {
    id: 'geonames:4671654',
    kind: 'city',
    name: 'Austin, Texas, United States',
    countryCode: 'US',
    latitude: 30.26715,
    longitude: -97.74306,
  } as const;
  const austinPayload = () =>
    payload({
      description: 'Bright Smile Dental offers teeth whitening and family check-ups in Austin. Open on Saturdays, free parking.',
      location: 'Austin, Texas',
      language: 'English',
      keywords: 'teeth whitening, family dentist',
      link1: '',
      link2: 'https://brightsmile.example/services',
      link3: 'https://brightsmile.example/contact',
      link4: 'https://brightsmile.example/about-us',
      bookingUrl: 'https://brightsmile.example/book',
      phone: '+1 512 555 0142',
      whatsapp: '+1 512 555 0199',
      type: 'Video',
      budget: 140,
      place: austin,
    });

  it('the consent page offers every currency small advertisers are billed in, and refuses others', async () => {
    const user = await registeredUser();
    const { url } = await startConnection(user);
    const page = await call(`${url.pathname}${url.search}`);
    const offered = [...page.text.matchAll(/<option value="([A-Z]{3})"/g)].map((m) => m[1]);
    expect(offered).toEqual(['USD', 'ARS', 'MXN', 'COP', 'CLP', 'PEN', 'UYU', 'BRL', 'CAD', 'AUD', 'NZD', 'GBP', 'EUR']);
    expect(page.text).toMatch(/<option value="USD" selected(="")?>USD<\/option>/);
    const query = new URLSearchParams({ state: url.searchParams.get('state')!, redirect_uri: url.searchParams.get('redirect_uri')! });
    const bad = await call(`/local/google-ads/consent/allow?${query.toString()}`, {
      method: 'POST',
      rawBody: 'currency=JPY',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bad.status).toBe(400);
  });

  it('reviews what would be sent (blocking problems with the fix), then creates exactly that with the reviewed choices', async () => {
    const user = await connectedUser('PREMIUM', 'EUR');
    const generated = await call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: austinPayload() });
    expect(generated.status, generated.text).toBe(201);
    const campaignId = String((generated.json?.['campaign'] as { id: string }).id);
    expect((await db().doc(`users/${user.uid}/campaigns/${campaignId}`).get()).get('place')).toMatchObject({ id: austin.id });

    const first = await call(`/campaign/user/${user.uid}/${campaignId}/preflight`, { token: user.idToken });
    expect(first.status, first.text).toBe(200);
    const review = first.json as unknown as import('../src/contract/preflight.js').PreflightResponse;
    expect(review.account).toMatchObject({ currency: 'EUR', name: 'Sandbox test account (EUR)' });
    expect(review.campaignType).toBe('Search');
    expect(review.typeNote).toContain('You chose Video');
    expect(review.bidding).toMatchObject({ strategy: 'MAXIMIZE_CLICKS', label: 'Maximize clicks' });
    // The picked city itself, as the sandbox matches it like Google does: never a radius nobody set.
    expect(review.locations).toEqual([
      { name: 'Austin, Texas, United States', kind: 'city', geoTargetConstant: expect.stringMatching(/^geoTargetConstants\/\d+$/) },
    ]);
    expect(review.budget).toMatchObject({ weeklyUsd: 140, currency: 'EUR', rate: 0.86, rateDate: '2026-11-01', dailyAmount: 17.2 });
    expect(review.status).toBe('PAUSED');
    // Assets an expert adds: a sitelink per page with its own descriptions, a call
    // button for the phone, the WhatsApp button with Google's allowlist said up front.
    expect(review.assets.sitelinks.map((s) => [s.text, s.url])).toEqual([
      ['Our Services', 'https://brightsmile.example/services'],
      ['Contact Us', 'https://brightsmile.example/contact'],
      ['About Us', 'https://brightsmile.example/about-us'],
      ['Book Online', 'https://brightsmile.example/book'],
    ]);
    // A sitelink never carries a phone number (Google disapproves it); the call asset does.
    expect(review.assets.sitelinks[1]).toMatchObject({ description1: 'Phone, e-mail and address' });
    for (const s of review.assets.sitelinks) expect(`${s.description1} ${s.description2}`).not.toMatch(/\d{3}.?\d{4}/);
    for (const s of review.assets.sitelinks) expect(s.description1 && s.description2 && s.description1 !== s.description2).toBeTruthy();
    expect(review.assets.call).toMatchObject({ countryCode: 'US', phoneNumber: '5125550142' });
    expect(review.assets.message).toMatchObject({ provider: 'WHATSAPP', countryCode: 'US', phoneNumber: '5125550199' });
    expect(review.assets.notes.join(' ')).toContain('allowlist');
    expect(review.assets.callouts.length).toBeGreaterThanOrEqual(4);
    expect(review.problems.map((p) => p.code)).toEqual(['LANDING_PAGE_MISSING']);
    expect(review.problems[0]?.fix).toContain('landing page');

    // Another user cannot review it.
    const mallory = await registeredUser();
    expect((await call(`/campaign/user/${user.uid}/${campaignId}/preflight`, { token: mallory.idToken })).status).toBe(403);
    expect((await call(`/campaign/user/${user.uid}/${campaignId}/preflight?rate=-1`, { token: user.idToken })).status).toBe(400);

    // The owner edits the stored campaign on its page: the review and the creation
    // both build the edited campaign, whatever body is posted with the creation.
    const firstGroup = (generated.json?.['campaign'] as Campaign).strategy!.adGroups[0]!.name;
    const edit = {
      name: 'Bright Smile Austin',
      headlines: ['Teeth Whitening in Austin', 'Family Dentist Open Saturdays', 'Free Parking at Bright Smile'],
      applyToAllGroups: true,
      adGroups: [{ name: firstGroup, keywords: [{ text: 'teeth whitening austin', matchType: 'PHRASE' }] }],
    };
    const edited = await call(`/campaign/user/${user.uid}/${campaignId}`, { method: 'PATCH', token: user.idToken, body: edit });
    expect(edited.status, edited.text).toBe(200);

    const choices = { rate: 0.9, landingPage: 'https://brightsmile.example/', radiusKm: 25 };
    const reviewed = await call(
      `/campaign/user/${user.uid}/${campaignId}/preflight?${new URLSearchParams({ rate: '0.9', landingPage: choices.landingPage, radiusKm: '25' }).toString()}`,
      {
        token: user.idToken,
      },
    );
    const ready = reviewed.json as unknown as import('../src/contract/preflight.js').PreflightResponse;
    expect(ready.problems).toEqual([]);
    expect(ready.budget).toMatchObject({ rate: 0.9, rateSource: 'entered by you', dailyAmount: 18 });
    expect(ready.locations[0]).toMatchObject({ radiusKm: 25 });

    // Posted with a stale payload (other keywords, budget and place): ignored for content.
    const stale = { ...austinPayload(), keywords: 'cheap dentures', budget: 5000, location: 'Paris', place: undefined };
    const created = await real(user, { ...stale, campaignId, ...choices });
    expect(created.status, created.text).toBe(201);
    const [recorded] = await mutationsOf(user.uid);
    expect(recorded).toMatchObject({ currency: 'EUR' });
    const ops = recorded!['operations'] as { entity: string; resource: Record<string, unknown> }[];
    expect(ops.find((o) => o.entity === 'campaign_budget')?.resource['amount_micros']).toBe(18_000_000);
    expect(ops.find((o) => o.resource['proximity'])?.resource['proximity']).toMatchObject({ radius: 25, radius_units: 3 });
    expect(ops.some((o) => o.resource['location'])).toBe(false);
    expect(ops.filter((o) => o.entity === 'campaign_asset').length).toBeGreaterThanOrEqual(5);
    const ad = ops.find((o) => o.entity === 'ad_group_ad')!.resource as { ad: { final_urls: string[] } };
    expect(ad.ad.final_urls).toEqual(['https://brightsmile.example/']);

    // The pre-flight and the creation build the same operations from one plan: the
    // reviewed plan, field by field, against what the sandbox recorded.
    type Res = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const of = (entity: string) => ops.filter((o) => o.entity === entity).map((o) => o.resource as Res);
    expect(of('campaign_budget')[0]?.['amount_micros']).toBe(ready.budget.dailyMicros);
    expect(of('ad_group').map((g) => g['name'])).toEqual(ready.adGroups.map((g) => g.name));
    const groupNames = of('ad_group').map((g) => g['resource_name']);
    expect(
      groupNames.map((n) =>
        of('ad_group_criterion')
          .filter((c) => c['ad_group'] === n)
          .map((c) => c['keyword']?.text),
      ),
    ).toEqual(ready.adGroups.map((g) => g.keywords.map((k) => k.text)));
    // Each ad as reviewed; the review's own notes (added lines, each line's source, what would fill it) are not sent.
    expect(
      of('ad_group_ad').map((a) => ({
        headlines: a['ad'].responsive_search_ad.headlines.map((h: Res) => h['text']),
        descriptions: a['ad'].responsive_search_ad.descriptions.map((d: Res) => d['text']),
        path1: a['ad'].responsive_search_ad.path1 ?? '',
        path2: a['ad'].responsive_search_ad.path2 ?? '',
        finalUrl: a['ad'].final_urls[0],
      })),
    ).toEqual(ready.ads.map(({ added: _added, sources: _sources, missingFacts: _missing, ...ad }) => ad));
    // Every line creation adds below Google's minimum is among the reviewed lines, named as added.
    for (const ad of ready.ads) {
      expect(ad.headlines).toEqual(expect.arrayContaining(ad.added.headlines));
      expect(ad.descriptions).toEqual(expect.arrayContaining(ad.added.descriptions));
      for (const line of edit.headlines) expect(ad.added.headlines).not.toContain(line);
    }
    // The campaign's negatives, and every asset, as reviewed.
    expect(of('campaign_criterion').flatMap((c) => (c['negative'] ? [c['keyword'].text] : []))).toEqual(ready.negatives);
    expect(of('asset').flatMap((a) => (a['sitelink_asset'] ? [a['sitelink_asset']] : []))).toEqual(
      ready.assets.sitelinks.map((l) => ({ link_text: l.text, description1: l.description1, description2: l.description2 })),
    );
    expect(
      of('asset')
        .filter((a) => a['sitelink_asset'])
        .map((a) => a['final_urls']),
    ).toEqual(ready.assets.sitelinks.map((l) => [l.url]));
    expect(of('asset').flatMap((a) => (a['call_asset'] ? [a['call_asset']] : []))).toEqual(
      // The reviewed number, counted by the call conversion created with the campaign.
      ready.assets.call
        ? [
            {
              country_code: ready.assets.call.countryCode,
              phone_number: ready.assets.call.phoneNumber,
              call_conversion_action: expect.stringMatching(/^customers\/\d+\/conversionActions\/\d+$/),
              call_conversion_reporting_state: 4,
            },
          ]
        : [],
    );
    expect(of('asset').flatMap((a) => (a['structured_snippet_asset'] ? [a['structured_snippet_asset']] : []))).toEqual(
      ready.assets.snippets.map(({ header, values }) => ({ header, values })),
    );
    expect(of('asset').flatMap((a) => (a['price_asset'] ? [a['price_asset'].price_offerings.length] : []))).toEqual(
      ready.assets.price ? [ready.assets.price.offerings.length] : [],
    );
    expect(of('asset').flatMap((a) => (a['promotion_asset'] ? [a['promotion_asset'].promotion_target] : []))).toEqual(
      ready.assets.promotion ? [ready.assets.promotion.target] : [],
    );
    // No asset of a kind the review does not list.
    const listed = ['sitelink_asset', 'callout_asset', 'call_asset', 'structured_snippet_asset', 'price_asset', 'promotion_asset'];
    expect(of('asset').filter((a) => !listed.some((kind) => a[kind]))).toEqual([]);
    // The WhatsApp button: the sandbox's test account is not on Google's allowlist, so it is left out
    // (not in the recorded campaign) and the answer says so; the campaign is created.
    expect(JSON.stringify(ops)).not.toContain('business_message_asset');
    expect(String(created.json?.['message'])).toContain('WhatsApp button');
    expect(of('asset').flatMap((a) => (a['sitelink_asset'] ? [a['sitelink_asset'].link_text] : []))).toEqual(
      ready.assets.sitelinks.map((l) => l.text),
    );
    expect(of('asset').flatMap((a) => (a['callout_asset'] ? [a['callout_asset'].callout_text] : []))).toEqual(ready.assets.callouts);
    expect(of('campaign_criterion').find((c) => c['proximity'])?.['proximity'].radius).toBe(ready.locations[0]?.radiusKm);
    expect(of('campaign_criterion').find((c) => c['language'])?.['language'].language_constant).toBe(ready.language.languageConstant);
    expect(of('campaign')[0]?.['name']).toMatch(/^Bright Smile Austin \(/);
    // What the owner edited, not what was posted: the edited ad group, keyword and headlines.
    expect(ready.adGroups[0]?.name).toBe(firstGroup);
    expect(ready.adGroups[0]?.keywords).toContainEqual({ text: 'teeth whitening austin', matchType: 'PHRASE' });
    expect(ready.ads[0]?.headlines).toEqual(expect.arrayContaining(edit.headlines));
    expect(JSON.stringify(ops)).not.toContain('cheap dentures');

    const after = await call(`/campaign/user/${user.uid}/${campaignId}/preflight`, { token: user.idToken });
    expect((after.json as unknown as { problems: { code: string }[] }).problems.map((p) => p.code)).toContain('ALREADY_CREATED');
  });

  it('shows one pair of display paths per group on the campaign page, in the review, in the CSV and in the created ad', async () => {
    const user = await connectedUser('PREMIUM', 'EUR');
    const generated = await call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: austinPayload() });
    expect(generated.status, generated.text).toBe(201);
    const generatedCampaign = generated.json?.['campaign'] as Campaign;
    const campaignId = generatedCampaign.id;
    const [first, second] = generatedCampaign.strategy!.adGroups;
    // One group with paths the owner typed (accents, a word that does not fit), one with none (from its first keyword).
    const ad = (g: typeof first, path1: string, path2: string) => ({
      headlines: g!.ad!.headlines,
      descriptions: g!.ad!.descriptions,
      path1,
      path2,
    });
    const edit = {
      adGroups: [
        { name: first!.name, ad: ad(first, 'Blanqueo dental', 'Niños y más') },
        ...(second ? [{ name: second.name, ad: ad(second, '', '') }] : []),
      ],
    };
    const edited = await call(`/campaign/user/${user.uid}/${campaignId}`, { method: 'PATCH', token: user.idToken, body: edit });
    expect(edited.status, edited.text).toBe(200);

    // The page shows each group's ad through adsOf (contract/campaigns.ts).
    const page = (await call(`/campaign/user/${user.uid}/${campaignId}`, { token: user.idToken })).json as { campaign: Campaign };
    const shown = adsOf(page.campaign.strategy!).map((a) => [a.path1, a.path2]);
    expect(shown[0]).toEqual(['blanqueo-dental', 'ninos-y-mas']);
    if (second) expect(shown[1]![0]).toBe(displayPath(second.keywords[0]!.text));
    for (const [path1, path2] of shown) {
      expect(path1!.length).toBeLessThanOrEqual(15);
      expect(`${path1}/${path2}`).not.toMatch(/-\/|-$/);
    }

    const review = (
      await call(`/campaign/user/${user.uid}/${campaignId}/preflight?landingPage=${encodeURIComponent('https://brightsmile.example/')}`, {
        token: user.idToken,
      })
    ).json as unknown as import('../src/contract/preflight.js').PreflightResponse;
    expect(review.ads.map((a) => [a.path1, a.path2])).toEqual(shown);

    const csv = await call(`/campaign/user/${user.uid}/${campaignId}/export?format=editor-csv`, { token: user.idToken });
    expect(csv.status).toBe(200);
    const rows = parse(csv.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.filter((r) => r['Ad type']).map((r) => [r['Path 1'], r['Path 2']])).toEqual(shown);

    const created = await real(user, { campaignId, landingPage: 'https://brightsmile.example/' });
    expect(created.status, created.text).toBe(201);
    const [recorded] = await mutationsOf(user.uid);
    const ops = recorded!['operations'] as {
      entity: string;
      resource: { ad: { responsive_search_ad: { path1?: string; path2?: string } } };
    }[];
    const sent = ops
      .filter((o) => o.entity === 'ad_group_ad')
      .map((o) => [o.resource.ad.responsive_search_ad.path1 ?? '', o.resource.ad.responsive_search_ad.path2 ?? '']);
    expect(sent).toEqual(shown);
  });

  it("answers 404 for a campaignId that is not the caller's and changes nothing", async () => {
    const owner = await connectedUser('PREMIUM', 'EUR');
    const generated = await call(`/campaign/user/${owner.uid}`, { method: 'POST', token: owner.idToken, body: austinPayload() });
    const campaignId = String((generated.json?.['campaign'] as { id: string }).id);
    const other = await connectedUser('PREMIUM', 'EUR');
    const res = await real(other, { campaignId, landingPage: 'https://brightsmile.example/' });
    expect(res.status, res.text).toBe(404);
    expect(await mutationsOf(other.uid)).toHaveLength(0);
    expect(await mutationsOf(owner.uid)).toHaveLength(0);
    expect((await db().doc(`users/${owner.uid}/campaigns/${campaignId}`).get()).get('googleAds')).toBeFalsy();
    expect((await db().collection(`users/${other.uid}/campaigns`).get()).size).toBe(0);
  });

  it('refuses a budget below the account currency minimum, Google-shaped, and records nothing', async () => {
    const user = await connectedUser('PREMIUM', 'ARS');
    const campaignId = await generatedCampaign(user, payload({ budget: 50, location: 'Buenos Aires, Argentina' }));
    const res = await real(user, { campaignId, rate: 100 });
    expect(res.status).toBe(400);
    expect(res.json?.['message']).toContain('minimum');
    expect(await mutationsOf(user.uid)).toHaveLength(0);
  });
});

describe('accounts in the owner’s own money', () => {
  const real = (user: TestUser, body: unknown) => call(`/campaign/user/${user.uid}/real`, { method: 'POST', token: user.idToken, body });
  type Preflight = import('../src/contract/preflight.js').PreflightResponse;
  type Res = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const guadalajara = {
    id: 'geonames:4005539',
    kind: 'city',
    name: 'Guadalajara, Jalisco, Mexico',
    countryCode: 'MX',
    latitude: 20.66682,
    longitude: -103.39182,
  } as const;
  const salon = () =>
    payload({
      description:
        'Salón de uñas en Guadalajara con citas por WhatsApp. Uñas acrílicas $450. Pedicure spa $350 MXN. Gelish 250 pesos. Atendemos de lunes a sábado.',
      location: 'Guadalajara, Jalisco',
      language: 'Spanish',
      keywords: 'uñas acrílicas guadalajara, pedicure spa guadalajara',
      link1: 'https://unas.example/',
      link2: 'https://unas.example/servicios',
      phone: '33 1234 5678',
      budget: 110,
      localBudget: { amount: 2000, currency: 'MXN' },
      place: guadalajara,
    });

  it('a peso account: the review, the creation, the results and the Editor CSV are all in MXN', async () => {
    const user = await connectedUser('PREMIUM', 'MXN');
    const campaignId = await generatedCampaign(user, salon());
    const stored = (await db().doc(`users/${user.uid}/campaigns/${campaignId}`).get()).data()!;
    expect(stored['localBudget']).toEqual({ amount: 2000, currency: 'MXN' });
    expect(stored['phone']).toBe('+523312345678');

    const reviewed = await call(`/campaign/user/${user.uid}/${campaignId}/preflight`, { token: user.idToken });
    expect(reviewed.status, reviewed.text).toBe(200);
    const review = reviewed.json as unknown as Preflight;
    expect(review.account).toMatchObject({ currency: 'MXN', name: 'Sandbox test account (MXN)' });
    // Her own 2,000 pesos a week, not 110 dollars converted back.
    expect(review.budget).toMatchObject({
      weeklyUsd: 110,
      currency: 'MXN',
      dailyAmount: 285.71,
      dailyMicros: 285_710_000,
      ownerWeekly: { amount: 2000, currency: 'MXN' },
    });
    expect(review.assets.call).toMatchObject({ countryCode: 'MX', phoneNumber: '3312345678' });
    expect(review.assets.price?.offerings.map((o) => [o.header, o.amount, o.currency])).toEqual([
      ['Uñas acrílicas', 450, 'MXN'],
      ['Pedicure spa', 350, 'MXN'],
      ['Gelish', 250, 'MXN'],
    ]);
    expect(review.problems).toEqual([]);

    const created = await real(user, { campaignId });
    expect(created.status, created.text).toBe(201);
    const [recorded] = await mutationsOf(user.uid);
    expect(recorded).toMatchObject({ currency: 'MXN' });
    const ops = recorded!['operations'] as { entity: string; resource: Res }[];
    expect(ops.find((o) => o.entity === 'campaign_budget')?.resource['amount_micros']).toBe(285_710_000);
    const price = ops.find((o) => o.resource['price_asset'])?.resource['price_asset'];
    expect(price.price_offerings.map((o: Res) => o['price'])).toEqual([
      { currency_code: 'MXN', amount_micros: 450_000_000 },
      { currency_code: 'MXN', amount_micros: 350_000_000 },
      { currency_code: 'MXN', amount_micros: 250_000_000 },
    ]);
    // The national number with its country, and the call conversion that counts its calls.
    expect(ops.find((o) => o.resource['call_asset'])?.resource['call_asset']).toMatchObject({
      country_code: 'MX',
      phone_number: '3312345678',
      call_conversion_action: expect.stringMatching(/^customers\/\d+\/conversionActions\/\d+$/),
    });

    const results = await call(`/campaign/user/${user.uid}/${campaignId}/results?range=LAST_7_DAYS`, {
      token: user.idToken,
      headers: { 'Pautia-Read': 'fresh' },
    });
    expect(results.status, results.text).toBe(200);
    expect(results.json).toMatchObject({ currency: 'MXN' });

    const exported = await call(`/campaign/user/${user.uid}/${campaignId}/export?format=editor-csv`, { token: user.idToken });
    expect(exported.status, exported.text).toBe(200);
    const rows = parse(exported.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r['Budget'])).toMatchObject({ Budget: '285.71', 'Budget type': 'Daily', Currency: 'MXN' });
    expect(rows.find((r) => r['Price type'])).toMatchObject({
      Currency: 'MXN',
      'Item 1 header': 'Uñas acrílicas',
      'Item 1 price': '450.00',
    });
    expect(rows.find((r) => r['Phone number'])).toMatchObject({ 'Phone number': '3312345678', 'Country of phone': 'MX' });
  });

  it('a dollar account for the same salon leaves her peso prices out and says why', async () => {
    const user = await connectedUser('PREMIUM', 'USD');
    const campaignId = await generatedCampaign(user, salon());
    const review = (await call(`/campaign/user/${user.uid}/${campaignId}/preflight`, { token: user.idToken })).json as unknown as Preflight;
    expect(review.budget).toMatchObject({ currency: 'USD', dailyAmount: 15.71 });
    expect(review.assets.price).toBeNull();
    expect(review.assets.notes.join(' ')).toContain('Prices in MXN are left out');
  });

  it('an Australian dollar account: a Brisbane electrician’s phone and prices read the Australian way', async () => {
    const user = await connectedUser('PREMIUM', 'AUD');
    const campaignId = await generatedCampaign(
      user,
      payload({
        description:
          'Bright Spark Electrical is a licensed electrician in Brisbane. Switchboard upgrade from $1,450. Smoke alarm check $99. Safety switch install $250. Call us any day.',
        location: 'Brisbane, Queensland',
        language: 'English',
        keywords: 'electrician brisbane, switchboard upgrade',
        link1: 'https://brightspark.example/',
        phone: '61731234567',
        budget: 100,
        localBudget: { amount: 153, currency: 'AUD' },
        place: {
          id: 'geonames:2174003',
          kind: 'city',
          name: 'Brisbane, Queensland, Australia',
          countryCode: 'AU',
          latitude: -27.46794,
          longitude: 153.02809,
        },
      }),
    );
    const review = (await call(`/campaign/user/${user.uid}/${campaignId}/preflight`, { token: user.idToken })).json as unknown as Preflight;
    expect(review.account).toMatchObject({ currency: 'AUD' });
    expect(review.budget).toMatchObject({ currency: 'AUD', dailyAmount: 21.86 });
    // The country code is not left in the national number.
    expect(review.assets.call).toMatchObject({ countryCode: 'AU', phoneNumber: '731234567' });
    expect(review.assets.price?.offerings.map((o) => [o.amount, o.currency])).toEqual([
      [1450, 'AUD'],
      [99, 'AUD'],
      [250, 'AUD'],
    ]);
  });

  it('refuses a phone that cannot be called in the place’s country, in the reader’s language, and stores nothing', async () => {
    const user = await registeredUser();
    const res = await call(`/campaign/user/${user.uid}`, {
      method: 'POST',
      token: user.idToken,
      body: salon(),
      headers: { 'accept-language': 'es-MX' },
    });
    expect(res.status, res.text).toBe(201);
    const bad = await call(`/campaign/user/${user.uid}`, {
      method: 'POST',
      token: user.idToken,
      body: { ...salon(), phone: '3312 345' },
      headers: { 'accept-language': 'es-MX' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: 'INVALID_REQUEST' });
    expect(String(bad.json?.['message'])).toContain('phone');
    expect(String(bad.json?.['message'])).toContain('teléfono al que se pueda llamar en MX');
    expect((await db().collection(`users/${user.uid}/campaigns`).get()).size).toBe(1);
  });
});
