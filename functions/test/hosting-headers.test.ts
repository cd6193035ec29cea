import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCAL_CONNECT_SOURCES, localHostingHeaders } from '../../emulators/stack.mjs';
import { call, registeredUser } from './helpers.js';

/**
 * Hosting's headers (ADR 5): production's CSP has no loopback source (the local stack
 * adds the emulators' only to its own copy of firebase.json), and the pages the function writes
 * itself — the OAuth callback and the local stand-ins — keep their strict policy behind Hosting
 * instead of the app's.
 */
type HeaderRule = { source?: string; regex?: string; headers: Array<{ key: string; value: string }> };
const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { headers: HeaderRule[] };
};
const appCsp = (rules: HeaderRule[]) =>
  rules.flatMap((r) => r.headers).find((h) => h.key === 'Content-Security-Policy' && h.value.includes('connect-src'))!.value;
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('Content-Security-Policy', () => {
  it('production (firebase.json): connect-src names no loopback source', () => {
    const connect = directive(appCsp(firebaseJson.hosting.headers), 'connect-src');
    expect(connect).toContain("'self'");
    expect(connect).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/);
  });

  it('the local stack adds the emulators on loopback to its own copy, and nothing else changes', () => {
    const local = localHostingHeaders(firebaseJson.hosting.headers);
    expect(directive(appCsp(local), 'connect-src')).toBe(
      `${directive(appCsp(firebaseJson.hosting.headers), 'connect-src')} ${LOCAL_CONNECT_SOURCES}`,
    );
    const others = (rules: HeaderRule[]) =>
      JSON.stringify(rules.map((r) => ({ ...r, headers: r.headers.filter((h) => !h.value.includes('connect-src')) })));
    expect(others(local)).toBe(others(firebaseJson.hosting.headers));
  });

  it('served by the local Hosting: the app pages carry the local connect-src', async () => {
    const page = await call('/pricing');
    expect(directive(page.headers.get('content-security-policy') ?? '', 'connect-src')).toContain('http://127.0.0.1:*');
  });
});

describe('pages the function writes keep their strict headers behind Hosting', () => {
  const strict = (res: { headers: Headers }) => {
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'default-src')).toBe("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toContain('connect-src');
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  };

  it('the local checkout page', async () => {
    const user = await registeredUser();
    const res = await call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId: 'price_local_pro_monthly' },
    });
    const page = await call(new URL(String(res.json?.['checkoutUrl'])).pathname);
    expect(page.status).toBe(200);
    strict(page);
    // Unknown sessions too (a 404 page).
    strict(await call('/local/checkout/cs_local_0000'));
  });

  it('the Google Ads consent stand-in and the OAuth callback (which carries a one-time code)', async () => {
    strict(await call('/local/google-ads/consent?state=x&redirect_uri=http://127.0.0.1/oauth2callback'));
    const callback = await call('/oauth2callback?state=nope&code=secret-code');
    expect(callback.status).toBe(302);
    strict(callback);
    expect(callback.headers.get('cache-control')).toBe('private, no-store');
  });

  it('the API keeps no-store', async () => {
    const user = await registeredUser();
    expect((await call(`/api/suscripciones/estado/${user.uid}`, { token: user.idToken })).headers.get('cache-control')).toBe('no-store');
  });
});
