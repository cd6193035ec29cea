import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, db, signInGoogleUser, stack } from './helpers.js';
import { inProcessApi } from './in-process.js';

describe('access control on a protected path', () => {
  it('refuses a request without a token with 401 UNAUTHENTICATED', async () => {
    const res = await call('/auth/google', { method: 'POST', body: { uid: 'someone' } });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ error: 'UNAUTHENTICATED', message: expect.any(String) });
  });

  it('refuses a malformed token with 401', async () => {
    const res = await call('/auth/google', { method: 'POST', token: 'not-a-jwt', body: { uid: 'someone' } });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it("refuses another user's uid with 403 FORBIDDEN and stores nothing", async () => {
    const mallory = await signInGoogleUser();
    const victim = await signInGoogleUser();
    const res = await call('/auth/google', { method: 'POST', token: mallory.idToken, body: { uid: victim.uid } });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: 'FORBIDDEN', message: expect.any(String) });
    expect((await db().doc(`users/${victim.uid}`).get()).exists).toBe(false);
    expect((await db().doc(`users/${mallory.uid}`).get()).exists).toBe(false);
  });
});

describe('POST /auth/google', () => {
  it('creates the user on first sign-in with plan BASIC, then updates the last login', async () => {
    const user = await signInGoogleUser({ name: 'Ana Pérez', email: 'ana.perez@example.com' });
    const first = await call('/auth/google', { method: 'POST', token: user.idToken, body: { uid: user.uid } });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ uid: user.uid, name: 'Ana Pérez', email: 'ana.perez@example.com', plan: 'BASIC' });
    expect(first.json).toHaveProperty('canChat');
    expect(first.json).toHaveProperty('canCreateCampaign');

    const stored = (await db().doc(`users/${user.uid}`).get()).data()!;
    expect(stored['plan']).toBe('BASIC');
    const createdAt = stored['createdAt'].toMillis();
    const firstLogin = stored['lastLoginAt'].toMillis();

    await new Promise((r) => setTimeout(r, 20));
    const second = await call('/auth/google', { method: 'POST', token: user.idToken, body: { uid: user.uid } });
    expect(second.status).toBe(200);
    const updated = (await db().doc(`users/${user.uid}`).get()).data()!;
    expect(updated['createdAt'].toMillis()).toBe(createdAt);
    expect(updated['lastLoginAt'].toMillis()).toBeGreaterThan(firstLogin);
  });

  it('takes identity from the token, not from the body', async () => {
    const user = await signInGoogleUser({ name: 'Real Name', email: 'real@example.com' });
    const res = await call('/auth/google', {
      method: 'POST',
      token: user.idToken,
      body: { uid: user.uid, name: 'Mallory', email: 'mallory@evil.test', picture: 'https://evil.test/x.png' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: 'Real Name', email: 'real@example.com' });
    const stored = (await db().doc(`users/${user.uid}`).get()).data()!;
    expect(stored['name']).toBe('Real Name');
    expect(stored['email']).toBe('real@example.com');
    expect(stored['picture']).not.toContain('evil.test');
  });

  it('answers malformed JSON with 400 and stores nothing', async () => {
    const user = await signInGoogleUser();
    const res = await call('/auth/google', { method: 'POST', token: user.idToken, rawBody: '{"uid": ' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'INVALID_REQUEST', message: 'The request body is not valid JSON.' });
    expect(res.text).not.toMatch(/at JSON\.parse|node_modules/);
    expect((await db().doc(`users/${user.uid}`).get()).exists).toBe(false);
  });

  it('answers a body over 100 KB with 413 and stores nothing', async () => {
    const user = await signInGoogleUser();
    const res = await call('/auth/google', { method: 'POST', token: user.idToken, body: { uid: user.uid, name: 'x'.repeat(150_000) } });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
    expect((await db().doc(`users/${user.uid}`).get()).exists).toBe(false);
  });

  it('answers wrong types with 400 and a message', async () => {
    const user = await signInGoogleUser();
    const res = await call('/auth/google', { method: 'POST', token: user.idToken, body: { uid: user.uid, name: 42 } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining('name') });
    expect((await db().doc(`users/${user.uid}`).get()).exists).toBe(false);
  });
});

describe('POST /auth/google: the body fills only what the token lacks, checked', () => {
  let api: Awaited<ReturnType<typeof inProcessApi>>;
  beforeAll(async () => {
    api = await inProcessApi();
  });
  afterAll(async () => {
    await api.close();
  });

  /** A signed-in user whose ID token carries no name and no e-mail (an anonymous account). */
  async function tokenWithoutIdentity(): Promise<{ uid: string; idToken: string }> {
    const res = await fetch(`http://${stack().authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    });
    const body = (await res.json()) as { localId: string; idToken: string };
    return { uid: body.localId, idToken: body.idToken };
  }
  const signIn = (user: { uid: string; idToken: string }, extra: Record<string, unknown>) =>
    api.call('/auth/google', { method: 'POST', token: user.idToken, body: { uid: user.uid, ...extra } });

  it('the token’s name and e-mail win; the body’s copies are ignored, even malformed ones', async () => {
    const user = await signInGoogleUser({ name: 'Real Name', email: 'real@example.com' });
    const res = await signIn(user, { name: 'Mall\u202Eory', email: 'not an address' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: 'Real Name', email: 'real@example.com' });
  });

  it('refuses a body e-mail that is not an address with 400 naming the field, and stores nothing', async () => {
    const user = await tokenWithoutIdentity();
    const res = await signIn(user, { name: 'Ana', email: 'ana@example.com>\r\nBcc: all@example.com' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining('email') });
    expect((await db().doc(`users/${user.uid}`).get()).exists).toBe(false);
  });

  it('refuses a body name that is not safe text (a direction override) with 400 naming the field', async () => {
    const user = await tokenWithoutIdentity();
    const res = await signIn(user, { name: 'Ana \u202Egnp.exe', email: 'ana@example.com' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining('name') });
    expect((await db().doc(`users/${user.uid}`).get()).exists).toBe(false);
  });

  it('stores a checked body name and e-mail when the token has none', async () => {
    const user = await tokenWithoutIdentity();
    const res = await signIn(user, { name: '  Ana Pérez ', email: 'ana.perez@example.com' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: 'Ana Pérez', email: 'ana.perez@example.com' });
  });
});

describe('GET /health', () => {
  it('reports local mode and the providers', async () => {
    const res = await call('/health');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ok: true, mode: 'local', providers: { ai: 'offline', billing: 'local-checkout', ads: 'sandbox' } });
  });
});

describe('the served web app', () => {
  it("names this stack's Auth emulator in every page, so sign-in needs no request first", async () => {
    for (const path of ['/', '/login', '/dashboard']) {
      const res = await fetch(`${stack().baseUrl}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`<meta name="pautia-auth-emulator" content="${stack().authHost}" />`);
    }
  });
});
