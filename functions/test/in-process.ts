import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { loadConfig } from '../src/config.js';
import { createStandIns } from '../src/local/index.js';
import { composeApp } from '../src/main.js';
import type { Plan } from '../src/contract/plans.js';
import type { CreateStandIns } from '../src/stand-ins.js';
import type { CallOptions, TestUser } from './helpers.js';
import { db, signInGoogleUser, stack } from './helpers.js';

/**
 * The deployed Express app (main.ts `composeApp`, with the local stand-ins) served from this test process,
 * against the stack's Firestore and Auth emulators. Used where the Functions emulator gets in the
 * way: it starts one worker process per simultaneous request (20 at once take minutes on a small
 * machine, and Hosting's proxy gives up after 60 s), while production serves them concurrently on
 * one instance — as this does. Also lets a test configure the backend (e.g. OPENAI_BASE_URL) and
 * give a stand-in of its own at an adapter's seam (`standIns`).
 */
export async function inProcessApi(env: Record<string, string> = {}, standIns: CreateStandIns = createStandIns) {
  const firestore = db();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = stack().authHost;
  const adminApp = getApps().find((a) => a.name === `test-${stack().firestoreHost}`);
  if (!adminApp) throw new Error('db() did not create the test app');
  const config = loadConfig({ PAUTIA_MODE: 'local', ...env });
  const app = composeApp(config, { db: firestore, auth: getAuth(adminApp) }, standIns);
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call(path: string, { method = 'GET', token, body, headers: given = {} }: CallOptions = {}) {
    const headers: Record<string, string> = { ...given };
    if (token) headers['authorization'] = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    let json: Record<string, unknown> | undefined;
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, headers: res.headers };
  }

  return {
    config,
    url,
    call,
    /** A signed-in user registered through POST /auth/google, moved to `plan` when it is not Free. */
    async registeredUser(plan: Plan = 'BASIC'): Promise<TestUser> {
      const user = await signInGoogleUser();
      const res = await call('/auth/google', { method: 'POST', token: user.idToken, body: { uid: user.uid } });
      if (res.status !== 200) throw new Error(`register failed: ${res.status} ${res.text}`);
      if (plan !== 'BASIC') await firestore.doc(`users/${user.uid}`).update({ plan, subscription: null });
      return user;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
