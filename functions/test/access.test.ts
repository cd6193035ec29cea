import { describe, expect, it } from 'vitest';
import { bakeryCampaign, call, registeredUser, signInGoogleUser } from './helpers.js';

/** An ID token the Auth emulator would have issued, but expired an hour ago. */
function expiredToken(uid: string, projectId = 'demo-pautia'): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - 7200,
    user_id: uid,
    sub: uid,
    iat: now - 7200,
    exp: now - 3600,
    firebase: { identities: {}, sign_in_provider: 'google.com' },
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}

type Endpoint = { method: 'GET' | 'POST' | 'PUT'; path: (uid: string) => string; body?: (uid: string, email: string) => unknown };

const campaignPayload = bakeryCampaign;

/** Every authenticated endpoint of docs/product.md P10. */
const endpoints: Record<string, Endpoint> = {
  'POST /auth/google': { method: 'POST', path: () => '/auth/google', body: (uid) => ({ uid }) },
  'GET /oauth2callback/start': { method: 'GET', path: (uid) => `/oauth2callback/start?uid=${uid}&returnTo=%2Fintegrations%2Fgoogle-ads` },
  'GET /api/suscripciones/estado/{uid}': { method: 'GET', path: (uid) => `/api/suscripciones/estado/${uid}` },
  'POST /api/suscripciones/{uid}/cancel-at-period-end': { method: 'POST', path: (uid) => `/api/suscripciones/${uid}/cancel-at-period-end` },
  'POST /api/suscripciones/{uid}/resume': { method: 'POST', path: (uid) => `/api/suscripciones/${uid}/resume` },
  'POST /api/suscripciones/{uid}/portal': { method: 'POST', path: (uid) => `/api/suscripciones/${uid}/portal` },
  'POST /api/suscripciones/crear-session': {
    method: 'POST',
    path: () => '/api/suscripciones/crear-session',
    body: (_uid, email) => ({ email, priceId: 'price_local_pro_monthly' }),
  },
  'GET /campaign/user/{uid}': { method: 'GET', path: (uid) => `/campaign/user/${uid}` },
  'POST /campaign/user/{uid}': { method: 'POST', path: (uid) => `/campaign/user/${uid}`, body: () => campaignPayload },
  'POST /campaign/user/{uid}/real': { method: 'POST', path: (uid) => `/campaign/user/${uid}/real`, body: () => campaignPayload },
  'POST /chat': { method: 'POST', path: () => '/chat', body: (uid) => ({ userId: uid, message: 'How much should I spend?' }) },
  'GET /campaign/user/{uid}/{campaignId}/results': { method: 'GET', path: (uid) => `/campaign/user/${uid}/c1/results?range=LAST_7_DAYS` },
  'POST /campaign/user/{uid}/{campaignId}/status': {
    method: 'POST',
    path: (uid) => `/campaign/user/${uid}/c1/status`,
    body: () => ({ status: 'PAUSED' }),
  },
  'GET /profile/{uid}/business': { method: 'GET', path: (uid) => `/profile/${uid}/business` },
  'PUT /profile/{uid}/business': { method: 'PUT', path: (uid) => `/profile/${uid}/business`, body: () => ({ businessName: 'Mine' }) },
  'GET /chat/{uid}/history': { method: 'GET', path: (uid) => `/chat/${uid}/history` },
  'POST /chat/{uid}/new': { method: 'POST', path: (uid) => `/chat/${uid}/new` },
  'GET /support/{uid}/requests': { method: 'GET', path: (uid) => `/support/${uid}/requests` },
  'POST /support/{uid}/requests': {
    method: 'POST',
    path: (uid) => `/support/${uid}/requests`,
    body: (uid) => ({ userId: uid, topic: 'other', message: 'Hello' }),
  },
  'POST /campaign/user/{uid}/{campaignId}/suggestions/{id}/apply': {
    method: 'POST',
    path: (uid) => `/campaign/user/${uid}/c1/suggestions/sg_0123456789abcdef/apply`,
  },
  'POST /campaign/user/{uid}/{campaignId}/history/{changeId}/undo': {
    method: 'POST',
    path: (uid) => `/campaign/user/${uid}/c1/history/abc123/undo`,
  },
};

describe.each(Object.entries(endpoints))('%s', (_name, endpoint) => {
  it('refuses no token, a garbage token and an expired token with 401, and another user with 403', async () => {
    const victim = await registeredUser();
    const send = (token: string | undefined, as = victim) =>
      call(endpoint.path(victim.uid), { method: endpoint.method, token, body: endpoint.body?.(victim.uid, as.email) });

    const none = await send(undefined);
    expect(none.status).toBe(401);
    expect(none.json).toMatchObject({ error: 'UNAUTHENTICATED', message: expect.any(String) });

    const garbage = await send('garbage.token.value');
    expect(garbage.status).toBe(401);
    expect(garbage.json).toMatchObject({ error: 'UNAUTHENTICATED' });

    const expired = await send(expiredToken(victim.uid));
    expect(expired.status).toBe(401);
    expect(expired.json).toMatchObject({ error: 'UNAUTHENTICATED' });

    const mallory = await signInGoogleUser();
    const foreign = await send(mallory.idToken, victim);
    expect(foreign.status).toBe(403);
    expect(foreign.json).toMatchObject({ error: 'FORBIDDEN', message: expect.any(String) });
  });
});
