import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { requireUser, VERIFIED_TOKEN_CACHE_SIZE, VERIFIED_TOKEN_TTL_MS } from './auth.js';
import { errorHandler } from './error-handler.js';

const T0 = Date.UTC(2026, 10, 22, 12);

/** Firebase Auth at its seam: tokens are "<uid>:<exp seconds>"; "bad" never verifies. */
function fakeAuth() {
  const calls: string[] = [];
  const auth = {
    verifyIdToken: async (token: string) => {
      calls.push(token);
      const [uid, exp] = token.split(':');
      if (!uid || uid === 'bad' || !exp) throw new Error('auth/argument-error');
      return { uid, exp: Number(exp), email: `${uid}@example.com`, name: `User ${uid}` } as unknown as DecodedIdToken;
    },
  };
  return { auth: auth as unknown as Auth, calls };
}

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

async function serve(auth: Auth, clock: { now: number }) {
  const app = express();
  app.use(
    requireUser(
      (token) => auth.verifyIdToken(token),
      () => clock.now,
    ),
  );
  app.get('/me', (req, res) => {
    res.json(req.user);
  });
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (token: string) => {
    const res = await fetch(`${base}/me`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
}

const inAnHour = (clock: { now: number }) => Math.floor(clock.now / 1000) + 3600;

describe('requireUser', () => {
  it('answers the token’s identity and asks Firebase Auth only once per token', async () => {
    const { auth, calls } = fakeAuth();
    const clock = { now: T0 };
    const me = await serve(auth, clock);
    const token = `alice:${inAnHour(clock)}`;
    for (let i = 0; i < 3; i++) {
      // The fake token does not say its e-mail was verified: the identity says so too.
      expect(await me(token)).toEqual({
        status: 200,
        body: { uid: 'alice', name: 'User alice', email: 'alice@example.com', emailVerified: false },
      });
    }
    expect(calls).toEqual([token]);
  });

  it('asks again once the trust period has passed', async () => {
    const { auth, calls } = fakeAuth();
    const clock = { now: T0 };
    const me = await serve(auth, clock);
    const token = `alice:${inAnHour(clock)}`;
    await me(token);
    clock.now += VERIFIED_TOKEN_TTL_MS + 1;
    expect((await me(token)).status).toBe(200);
    expect(calls).toEqual([token, token]);
  });

  it('never trusts a remembered token past its expiry', async () => {
    const { auth, calls } = fakeAuth();
    const clock = { now: T0 };
    const me = await serve(auth, clock);
    const token = `alice:${Math.floor(T0 / 1000) + 30}`;
    await me(token);
    clock.now += 31_000;
    // Verification is asked again (the fake still accepts it; the real one refuses an expired token).
    await me(token);
    expect(calls).toEqual([token, token]);
  });

  it('does not remember tokens that failed', async () => {
    const { auth, calls } = fakeAuth();
    const me = await serve(auth, { now: T0 });
    for (let i = 0; i < 2; i++) {
      const res = await me('bad:1');
      expect(res.status).toBe(401);
      expect(res.body['error']).toBe('UNAUTHENTICATED');
    }
    expect(calls).toEqual(['bad:1', 'bad:1']);
  });

  it('keeps a bounded number of tokens, dropping the least recently used', async () => {
    const { auth, calls } = fakeAuth();
    const clock = { now: T0 };
    const me = await serve(auth, clock);
    const tokens = Array.from({ length: VERIFIED_TOKEN_CACHE_SIZE + 1 }, (_, i) => `u${i}:${inAnHour(clock)}`);
    for (const token of tokens) await me(token);
    calls.length = 0;
    await me(tokens[tokens.length - 1]!);
    await me(tokens[0]!);
    expect(calls).toEqual([tokens[0]]);
  });
});
