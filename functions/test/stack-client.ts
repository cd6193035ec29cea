import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
export interface TestUser {
  uid: string;
  idToken: string;
  email: string;
  name: string;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/**
 * The helpers of helpers.ts for a stack a test file starts itself (e.g. one configured for
 * Stripe against a fake): sign in, call through Hosting, read Firestore.
 */
export function stackClient(stack: { baseUrl: string; authHost: string; firestoreHost: string; projectId: string }) {
  /** Signs a new Google user into the Auth emulator, the way the web app's local sign-in does. */
  async function signInGoogleUser(
    overrides: Partial<{ sub: string; name: string; email: string; picture: string }> = {},
  ): Promise<TestUser> {
    const id = randomUUID().slice(0, 8);
    const claims = {
      // The Google account id: the same sub is the same Google identity.
      sub: overrides.sub ?? `test-${id}`,
      email: overrides.email ?? `user-${id}@example.com`,
      email_verified: true,
      name: overrides.name ?? `Test User ${id}`,
      picture: overrides.picture ?? `https://example.com/${id}.png`,
    };
    const res = await fetch(`http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestUri: 'http://localhost',
        returnSecureToken: true,
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
      }),
    });
    if (!res.ok) throw new Error(`Auth emulator sign-in failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { localId: string; idToken: string };
    return { uid: body.localId, idToken: body.idToken, email: claims.email, name: claims.name };
  }

  async function call(path: string, { method = 'GET', token, body, rawBody, headers = {} }: CallOptions = {}) {
    const h: Record<string, string> = { ...headers };
    if (token) h['authorization'] = `Bearer ${token}`;
    let payload: string | undefined = rawBody;
    if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined && !h['content-type']) h['content-type'] = 'application/json';
    const res = await fetch(`${stack.baseUrl}${path}`, { method, headers: h, body: payload, redirect: 'manual' });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, ok: res.ok, json: json as Record<string, unknown> | undefined, text, headers: res.headers };
  }

  /** Signs in and registers through POST /auth/google. */
  async function registeredUser(): Promise<TestUser> {
    const user = await signInGoogleUser();
    const res = await call('/auth/google', { method: 'POST', token: user.idToken, body: { uid: user.uid } });
    if (res.status !== 200) throw new Error(`register failed: ${res.status} ${res.text}`);
    return user;
  }

  function db(): Firestore {
    process.env['METADATA_SERVER_DETECTION'] = 'none';
    // firebase-admin reads the emulator host per Firestore instance at creation.
    process.env['FIRESTORE_EMULATOR_HOST'] = stack.firestoreHost;
    const name = `test-${stack.firestoreHost}`;
    const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId: stack.projectId }, name);
    return getFirestore(app);
  }

  return { signInGoogleUser, call, registeredUser, db };
}
