import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, signInGoogleUser, type TestUser } from './helpers.js';
import { inProcessApi } from './in-process.js';

/** The user's interface language, and error messages in the reader's language. */
let api: Awaited<ReturnType<typeof inProcessApi>>;
beforeAll(async () => {
  api = await inProcessApi();
});
afterAll(async () => {
  await api.close();
});

async function signedUp(language?: 'es' | 'en'): Promise<TestUser> {
  const user = await signInGoogleUser();
  const res = await api.call('/auth/google', {
    method: 'POST',
    token: user.idToken,
    body: { uid: user.uid, ...(language ? { language } : {}) },
  });
  expect(res.status).toBe(200);
  return user;
}

const put = (user: TestUser, uid: string, body: unknown, headers: Record<string, string> = {}) =>
  api.call(`/users/${uid}/language`, { method: 'PUT', token: user.idToken, body, headers });

const raw = (user: TestUser, uid: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${api.url}/users/${uid}/language`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json', ...headers },
    body,
  }).then(async (res) => ({ status: res.status, json: (await res.json()) as Record<string, unknown> }));

describe('POST /auth/google with a language', () => {
  it('stores the language of a user who has none, and answers it', async () => {
    const user = await signInGoogleUser();
    const res = await api.call('/auth/google', { method: 'POST', token: user.idToken, body: { uid: user.uid, language: 'es' } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ uid: user.uid, language: 'es' });
    expect((await db().doc(`users/${user.uid}`).get()).get('language')).toBe('es');
  });

  it('answers without a language while none is known', async () => {
    const user = await signInGoogleUser();
    const res = await api.call('/auth/google', { method: 'POST', token: user.idToken, body: { uid: user.uid } });
    expect(res.status).toBe(200);
    expect(res.json).not.toHaveProperty('language');
  });

  it('refuses a language that is not es or en with 400 naming the field, and stores nothing', async () => {
    const user = await signInGoogleUser();
    const res = await api.call('/auth/google', { method: 'POST', token: user.idToken, body: { uid: user.uid, language: 'fr' } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining('language') });
    expect((await db().doc(`users/${user.uid}`).get()).exists).toBe(false);
  });
});

describe('PUT /users/{uid}/language', () => {
  it("stores the caller's choice and answers it", async () => {
    const user = await signedUp('en');
    const res = await put(user, user.uid, { language: 'es' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ language: 'es' });
    expect((await db().doc(`users/${user.uid}`).get()).get('language')).toBe('es');
  });

  it('persists across sign-in: a later sign-in from an English browser keeps the choice', async () => {
    const user = await signedUp('en');
    expect((await put(user, user.uid, { language: 'es' })).status).toBe(200);
    const again = await api.call('/auth/google', { method: 'POST', token: user.idToken, body: { uid: user.uid, language: 'en' } });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ language: 'es' });
    expect((await db().doc(`users/${user.uid}`).get()).get('language')).toBe('es');
  });

  it("refuses another user's uid with 403 FORBIDDEN and changes nothing", async () => {
    const victim = await signedUp('en');
    const mallory = await signedUp('en');
    const res = await put(mallory, victim.uid, { language: 'es' });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: 'FORBIDDEN' });
    expect((await db().doc(`users/${victim.uid}`).get()).get('language')).toBe('en');
  });

  it('refuses no token with 401', async () => {
    const user = await signedUp();
    const res = await api.call(`/users/${user.uid}/language`, { method: 'PUT', body: { language: 'es' } });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it('refuses anything but es or en, malformed JSON and a huge body, storing nothing', async () => {
    const user = await signedUp('en');
    for (const body of [{ language: 'fr' }, { language: 'ES' }, { language: ['es'] }, {}, { language: null }]) {
      const res = await put(user, user.uid, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining('language') });
    }
    const malformed = await raw(user, user.uid, '{"language": ');
    expect(malformed).toMatchObject({ status: 400, json: { error: 'INVALID_REQUEST', message: 'The request body is not valid JSON.' } });
    const huge = await raw(user, user.uid, JSON.stringify({ language: 'es', pad: 'x'.repeat(150_000) }));
    expect(huge).toMatchObject({ status: 413, json: { error: 'PAYLOAD_TOO_LARGE' } });
    expect((await db().doc(`users/${user.uid}`).get()).get('language')).toBe('en');
  });

  it('answers 404 for a user who never signed in', async () => {
    const user = await signInGoogleUser();
    const res = await put(user, user.uid, { language: 'es' });
    expect(res.status).toBe(404);
    expect((await db().doc(`users/${user.uid}`).get()).exists).toBe(false);
  });
});

describe("error messages in the reader's language", () => {
  it('answers the same bad request in Spanish with Accept-Language: es, with the same code', async () => {
    const user = await signedUp('en');
    const en = await put(user, user.uid, { language: 'fr' }, { 'accept-language': 'en' });
    const es = await put(user, user.uid, { language: 'fr' }, { 'accept-language': 'es' });
    expect(en.status).toBe(400);
    expect(es.status).toBe(400);
    expect(en.json?.['error']).toBe('INVALID_REQUEST');
    expect(es.json?.['error']).toBe('INVALID_REQUEST');
    expect(en.json?.['message']).toBe('Invalid request. language: must be one of es, en.');
    expect(es.json?.['message']).toBe('Solicitud no válida. language: tiene que ser uno de estos: es, en.');

    const malformed = await raw(user, user.uid, '{"language": ', { 'accept-language': 'es-AR,es;q=0.9,en;q=0.8' });
    expect(malformed).toMatchObject({
      status: 400,
      json: { error: 'INVALID_REQUEST', message: 'El cuerpo de la solicitud no es un JSON válido.' },
    });

    const mallory = await signedUp('en');
    const foreign = await put(mallory, user.uid, { language: 'es' }, { 'accept-language': 'es' });
    expect(foreign.json).toEqual({ error: 'FORBIDDEN', message: 'Solo podés acceder a tu propia cuenta.' });

    const anonymous = await api.call(`/users/${user.uid}/language`, {
      method: 'PUT',
      body: { language: 'es' },
      headers: { 'accept-language': 'es' },
    });
    expect(anonymous.json).toEqual({
      error: 'UNAUTHENTICATED',
      message: 'Iniciá sesión para continuar: la solicitud no tiene un token de ID.',
    });

    const unknown = await api.call('/no-such-path', { headers: { 'accept-language': 'es' } });
    expect(unknown.json).toEqual({ error: 'NOT_FOUND', message: 'No existe esta ruta: GET /no-such-path' });
  });

  it("uses the signed-in user's stored language without Accept-Language, and Accept-Language over it", async () => {
    const user = await signedUp('es');
    const stored = await put(user, user.uid, { language: 'fr' });
    expect(stored.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringMatching(/^Solicitud no válida\./) });
    const asked = await put(user, user.uid, { language: 'fr' }, { 'accept-language': 'en-GB' });
    expect(asked.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringMatching(/^Invalid request\./) });
    // Switching to English is followed at once.
    expect((await put(user, user.uid, { language: 'en' })).status).toBe(200);
    expect((await put(user, user.uid, { language: 'fr' })).json?.['message']).toMatch(/^Invalid request\./);
  });

  it('answers English when nothing says otherwise', async () => {
    const user = await signedUp();
    const res = await put(user, user.uid, { language: 'fr' });
    expect(res.json?.['message']).toBe('Invalid request. language: must be one of es, en.');
  });
});

describe('local stand-in pages in the reader’s language', () => {
  it("opens the local checkout in the app's language and in the browser's, labelled as a stand-in", async () => {
    const user = await signedUp('es');
    const start = await api.call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId: 'price_local_pro_monthly' },
      headers: { 'accept-language': 'es' },
    });
    expect(start.status).toBe(200);
    const checkoutUrl = new URL(String(start.json?.['checkoutUrl']));
    expect(checkoutUrl.searchParams.get('lang')).toBe('es');
    const page = await fetch(`${api.url}${checkoutUrl.pathname}${checkoutUrl.search}`, { headers: { 'accept-language': 'en-US' } });
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Pago de prueba — sin cargo</title>');
    expect(html).toContain('Simulación local de Stripe Checkout');

    // Opened by the browser alone: its Accept-Language decides; English reads as before.
    const english = await (await fetch(`${api.url}${checkoutUrl.pathname}`, { headers: { 'accept-language': 'en-GB,en;q=0.9' } })).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<title>Test checkout — no charge</title>');
    const spanish = await (await fetch(`${api.url}${checkoutUrl.pathname}`, { headers: { 'accept-language': 'es-AR,es;q=0.9' } })).text();
    expect(spanish).toContain('<title>Pago de prueba — sin cargo</title>');
    const missing = await fetch(`${api.url}/local/checkout/cs_local_00?lang=es`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('No encontramos este pago');
  });

  it("opens the Google Ads sandbox consent page in the app's language", async () => {
    const user = await signedUp('es');
    const start = await api.call(`/oauth2callback/start?uid=${user.uid}&returnTo=%2Fintegrations%2Fgoogle-ads`, {
      token: user.idToken,
      headers: { 'accept-language': 'es' },
    });
    expect(start.status).toBe(200);
    const consent = new URL(String(start.json?.['url']));
    expect(consent.searchParams.get('lang')).toBe('es');
    const html = await (await fetch(`${api.url}${consent.pathname}${consent.search}`)).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Sandbox de Google Ads — sin cuenta real</h1>');
    expect(html).toContain('Simulación local de la pantalla de consentimiento de Google');
    expect(html).toMatch(/>Rechazar<\/button>[\s\S]*>Permitir<\/button>/);
    expect(html).toContain('lang=es');

    const english = await (
      await fetch(`${api.url}${consent.pathname}${consent.search.replace('&lang=es', '')}`, { headers: { 'accept-language': 'en-US' } })
    ).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<title>Google Ads sandbox — no real account</title>');
    expect(english).toMatch(/>Deny<\/button>[\s\S]*>Allow<\/button>/);
  });
});

describe('results in the reader’s language, every amount with the account’s currency', () => {
  it('answers suggestions, history and serving problems in Spanish or English, amounts in ARS', async () => {
    const user = await signedUp('es');
    await db().doc(`users/${user.uid}`).set({ plan: 'PREMIUM' }, { merge: true });
    // Connect the sandbox with a test account billed in ARS.
    const start = await api.call(`/oauth2callback/start?uid=${user.uid}`, { token: user.idToken });
    const consentUrl = new URL(String(start.json?.['url']));
    const cookie = (start.headers.getSetCookie().find((c) => c.startsWith('__session=')) ?? '').split(';')[0]!;
    const query = new URLSearchParams({
      state: consentUrl.searchParams.get('state')!,
      redirect_uri: consentUrl.searchParams.get('redirect_uri')!,
    });
    const allowed = await fetch(`${api.url}/local/google-ads/consent/allow?${query.toString()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'currency=ARS',
      redirect: 'manual',
    });
    const back = await fetch(`${api.url}${allowed.headers.get('location')}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toContain('status=ok');
    // Creation builds a stored campaign (ADR 26): generated first, then created by id.
    const generated = await api.call(`/campaign/user/${user.uid}`, {
      method: 'POST',
      token: user.idToken,
      body: {
        objective: 'Sales',
        description: 'Bright Smile Dental offers teeth whitening and family check-ups in Austin, Texas, six days a week.',
        type: 'Search',
        location: 'United States',
        language: 'English',
        keywords: 'teeth whitening, family dentist, emergency dentist open on sunday',
        negativeKeywords: 'cheap',
        link1: 'https://brightsmile.example/',
        budget: 70,
      },
    });
    expect(generated.status, generated.text).toBe(201);
    const campaignId = String((generated.json as { campaign: { id: string } }).campaign.id);
    const created = await api.call(`/campaign/user/${user.uid}/real`, { method: 'POST', token: user.idToken, body: { campaignId } });
    expect(created.status, created.text).toBe(201);
    const base = `/campaign/user/${user.uid}/${String((created.json as { campaign: { id: string } }).campaign.id)}`;

    const enabled = await api.call(`${base}/status`, {
      method: 'POST',
      token: user.idToken,
      body: { status: 'ENABLED' },
      headers: { 'accept-language': 'es' },
    });
    expect(enabled.status, enabled.text).toBe(200);
    expect(enabled.json).toMatchObject({
      change: { description: 'Campaña activada', message: expect.stringMatching(/^Google Ads aceptó el cambio/) },
    });

    type Body = {
      currency: string;
      suggestions: { kind: string; title: string; detail: string }[];
      history: { description: string }[];
      servingProblems: string[];
    };
    const es = (await api.call(`${base}/results?range=LAST_30_DAYS`, { token: user.idToken, headers: { 'accept-language': 'es' } }))
      .json as unknown as Body;
    const en = (await api.call(`${base}/results?range=LAST_30_DAYS`, { token: user.idToken, headers: { 'accept-language': 'en' } }))
      .json as unknown as Body;
    expect(es.currency).toBe('ARS');
    expect(en.currency).toBe('ARS');
    expect(es.history.map((h) => h.description)).toEqual(['Campaña activada']);
    expect(en.history.map((h) => h.description)).toEqual(['Enabled the campaign']);
    expect(es.suggestions.length).toBeGreaterThan(0);
    expect(es.suggestions.map((s) => s.kind)).toEqual(en.suggestions.map((s) => s.kind));
    const negativesEs = es.suggestions.find((s) => s.kind === 'NEGATIVES')!;
    const negativesEn = en.suggestions.find((s) => s.kind === 'NEGATIVES')!;
    expect(negativesEs.title).toMatch(/^Excluí \d+ búsquedas? que desperdicia/);
    expect(negativesEs.detail).toMatch(
      /costaron ARS [\d.]+,\d\d( en \d+ clics?)? (en los últimos \d+ días|en este período) sin una conversión/,
    );
    expect(negativesEn.detail).toMatch(
      /cost ARS [\d,]+\.\d\d( over \d+ clicks?)? (in the last \d+ days|in this period) without a conversion/,
    );
    for (const body of [es, en]) expect(JSON.stringify(body.suggestions)).not.toMatch(/\$/);
  });
});
