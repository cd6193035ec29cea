import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { campaignPayloadSchema } from '../src/contract/campaigns.js';
import type { PreflightResponse } from '../src/contract/preflight.js';
import type { AbComparison } from '../src/contract/results.js';
import { db, FRESH_READ, signInGoogleUser, type TestUser } from './helpers.js';
import { inProcessApi } from './in-process.js';

/**
 * The texts the server writes for the user (not only error messages) in the reader's
 * language — the pre-flight review, the creation's success message, the subscription messages, the
 * OAuth callback's `reason`, the A/B test's method — Spanish for a Spanish reader, and the English
 * exactly as before for an English one.
 */
let api: Awaited<ReturnType<typeof inProcessApi>>;
beforeAll(async () => {
  api = await inProcessApi();
});
afterAll(async () => {
  await api.close();
});

const ES = { 'accept-language': 'es-AR,es;q=0.9' };
const EN = { 'accept-language': 'en-GB,en;q=0.9' };

async function signedUp(plan?: string): Promise<TestUser> {
  const user = await signInGoogleUser();
  const res = await api.call('/auth/google', { method: 'POST', token: user.idToken, body: { uid: user.uid } });
  expect(res.status).toBe(200);
  if (plan) await db().doc(`users/${user.uid}`).set({ plan }, { merge: true });
  return user;
}

/** Starts the Google Ads connection (from the app, in `headers`' language); its consent URL and the browser's binding cookie. */
async function startConnection(user: TestUser, headers: Record<string, string>) {
  const start = await api.call(`/oauth2callback/start?uid=${user.uid}`, { token: user.idToken, headers });
  expect(start.status, start.text).toBe(200);
  const consent = new URL(String(start.json?.['url']));
  const cookie = (start.headers.getSetCookie().find((c) => c.startsWith('__session=')) ?? '').split(';')[0]!;
  return { state: consent.searchParams.get('state')!, redirectUri: consent.searchParams.get('redirect_uri')!, cookie };
}

/** The sandbox consent page's Allow or Deny; then the callback, from a browser with `cookie` and `headers`. */
async function answerConsent(
  started: { state: string; redirectUri: string },
  decision: 'allow' | 'deny',
  cookie: string,
  headers: Record<string, string> = {},
  currency = 'USD',
) {
  const query = new URLSearchParams({ state: started.state, redirect_uri: started.redirectUri });
  const answered = await fetch(`${api.url}/local/google-ads/consent/${decision}?${query.toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `currency=${currency}`,
    redirect: 'manual',
  });
  expect(answered.status).toBe(303);
  return callback(answered.headers.get('location')!, cookie, headers);
}

async function callback(path: string, cookie: string, headers: Record<string, string> = {}) {
  const back = await fetch(`${api.url}${path}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
  expect(back.status).toBe(302);
  const url = new URL(back.headers.get('location')!, 'https://app.invalid');
  return { status: url.searchParams.get('status'), reason: url.searchParams.get('reason') };
}

async function connected(plan: string, currency = 'USD'): Promise<TestUser> {
  const user = await signedUp(plan);
  const started = await startConnection(user, EN);
  expect(await answerConsent(started, 'allow', started.cookie, {}, currency)).toMatchObject({ status: 'ok' });
  return user;
}

const austin = {
  id: 'geonames:4671654',
  kind: 'city',
  name: 'Austin, Texas, United States',
  countryCode: 'US',
  latitude: 30.26715,
  longitude: -97.74306,
} as const;
/** The SPEC's payload as a client posts it. */
type PayloadInput = z.input<typeof campaignPayloadSchema>;
const dentist = (overrides: Partial<PayloadInput> = {}): PayloadInput => ({
  objective: 'Sales',
  description: 'Bright Smile Dental offers teeth whitening and family check-ups in Austin, Texas, six days a week.',
  type: 'Search',
  location: 'United States',
  language: 'English',
  keywords: 'teeth whitening, family dentist',
  negativeKeywords: 'cheap',
  link1: 'https://brightsmile.example/',
  budget: 70,
  ...overrides,
});

/** Creation builds a stored campaign (ADR 26): the campaign generated from `body`, answered by id. */
async function stored(user: { uid: string; idToken: string }, body: unknown): Promise<string> {
  const generated = await api.call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body });
  expect(generated.status, generated.text).toBe(201);
  return String((generated.json as { campaign: { id: string } }).campaign.id);
}

describe('the pre-flight review in the reader’s language', () => {
  it('writes its problems, fixes, type note, bidding and radius in Spanish or English', async () => {
    const user = await connected('PREMIUM', 'EUR');
    const generated = await api.call(`/campaign/user/${user.uid}`, {
      method: 'POST',
      token: user.idToken,
      body: dentist({
        type: 'Video',
        location: 'Austin, Texas',
        link1: '',
        link2: 'https://brightsmile.example/services',
        budget: 140,
        place: austin,
      }),
    });
    expect(generated.status, generated.text).toBe(201);
    const campaignId = String((generated.json?.['campaign'] as { id: string }).id);
    const review = async (headers: Record<string, string>) => {
      const res = await api.call(`/campaign/user/${user.uid}/${campaignId}/preflight`, { token: user.idToken, headers });
      expect(res.status, res.text).toBe(200);
      return res.json as unknown as PreflightResponse;
    };

    const en = await review(EN);
    expect(en.problems).toEqual([
      {
        code: 'LANDING_PAGE_MISSING',
        message: 'Your ads need a landing page: the page people reach when they click.',
        fix: 'Enter your landing page (https://…) below.',
      },
    ]);
    expect(en.typeNote).toBe(
      'You chose Video. Pautia creates Search campaigns: this one will be a Search campaign, with the same keywords, ads and budget.',
    );
    expect(en.bidding).toEqual({
      strategy: 'MAXIMIZE_CLICKS',
      label: 'Maximize clicks',
      // Creation makes the conversion actions itself: no advice to set tracking up in Google Ads.
      reason:
        'Google bids for clicks at first. The conversion actions below are created with the campaign and count customers once their tag is on your site; when they have recorded 15 conversions in 30 days, the results will propose Maximize conversions.',
    });
    expect(en.locations).toEqual([{ name: '15 km around Austin, Texas, United States', kind: 'radius', radiusKm: 15 }]);

    const es = await review(ES);
    expect(es.problems).toEqual([
      {
        code: 'LANDING_PAGE_MISSING',
        message: 'Tus anuncios necesitan una página de destino: la página a la que llega la gente cuando hace clic.',
        fix: 'Ingresá tu página de destino (https://…) acá abajo.',
      },
    ]);
    expect(es.typeNote).toBe(
      'Elegiste Video. Pautia crea campañas de Búsqueda: esta va a ser una campaña de Búsqueda, con las mismas palabras clave, anuncios y presupuesto.',
    );
    expect(es.bidding).toEqual({
      strategy: 'MAXIMIZE_CLICKS',
      label: 'Maximizar clics',
      reason:
        'Al principio Google puja por clics. Las acciones de conversión de abajo se crean con la campaña y cuentan clientes cuando su etiqueta está en el sitio; cuando registren 15 conversiones en 30 días, los resultados van a proponer Maximizar conversiones.',
    });
    expect(es.locations).toEqual([{ name: '15 km alrededor de Austin, Texas, United States', kind: 'radius', radiusKm: 15 }]);
    // The assets' notes too (one page, so one sitelink of the four Google shows best).
    expect(en.assets.notes).toEqual([expect.stringMatching(/^Only 1 sitelink: Google shows them best with 4 or more/)]);
    expect(es.assets.notes).toEqual([expect.stringMatching(/^Solo 1 vínculo a sitio: Google los muestra mejor con 4 o más/)]);
    // What each conversion action counts, in the reader's words.
    expect(en.conversionActions?.find((a) => a.kind === 'FORM_OR_ORDER')?.counts).toMatch(/^Orders placed on your website/);
    expect(es.conversionActions?.find((a) => a.kind === 'FORM_OR_ORDER')?.counts).toMatch(/^Pedidos hechos en el sitio web/);
    const uncounted = (r: PreflightResponse) => r.conversionActions?.map((a) => ({ ...a, counts: '' }));
    // Everything else is the same review.
    expect({
      ...es,
      problems: [],
      typeNote: '',
      bidding: null,
      locations: [],
      assets: { ...es.assets, notes: [] },
      conversionActions: uncounted(es),
    }).toEqual({
      ...en,
      problems: [],
      typeNote: '',
      bidding: null,
      locations: [],
      assets: { ...en.assets, notes: [] },
      conversionActions: uncounted(en),
    });

    // A budget below the minimum at the entered rate: the amounts in the reader's format.
    const low = async (headers: Record<string, string>) =>
      (
        (
          await api.call(`/campaign/user/${user.uid}/${campaignId}/preflight?rate=0.01&landingPage=https%3A%2F%2Fbrightsmile.example%2F`, {
            token: user.idToken,
            headers,
          })
        ).json as unknown as PreflightResponse
      ).problems;
    expect(await low(EN)).toEqual([
      {
        code: 'BUDGET_BELOW_MINIMUM',
        message: "The daily budget (0.2 EUR) is below Google's minimum of 1 EUR a day.",
        fix: 'Raise the weekly budget, or check the exchange rate.',
      },
    ]);
    expect(await low(ES)).toEqual([
      {
        code: 'BUDGET_BELOW_MINIMUM',
        message: 'El presupuesto diario (EUR 0,20) está por debajo del mínimo de Google, EUR 1,00 por día.',
        fix: 'Subí el presupuesto semanal o revisá el tipo de cambio.',
      },
    ]);
  });

  it('writes the location problem and its fix in the reader’s language', async () => {
    const user = await connected('PREMIUM');
    const generated = await api.call(`/campaign/user/${user.uid}`, {
      method: 'POST',
      token: user.idToken,
      body: dentist({ location: 'Qwxzy Vvrrt' }),
    });
    expect(generated.status, generated.text).toBe(201);
    const campaignId = String((generated.json?.['campaign'] as { id: string }).id);
    const problems = async (headers: Record<string, string>) =>
      (
        (await api.call(`/campaign/user/${user.uid}/${campaignId}/preflight`, { token: user.idToken, headers }))
          .json as unknown as PreflightResponse
      ).problems;
    expect(await problems(EN)).toContainEqual({
      code: 'LOCATION_UNRESOLVED',
      message: 'We couldn\'t find "Qwxzy Vvrrt" as a place Google Ads can target. Pick a place from the suggestions in the Targeting step.',
      fix: 'Edit the campaign and pick a place from the suggestions in the Targeting step.',
    });
    expect(await problems(ES)).toContainEqual({
      code: 'LOCATION_UNRESOLVED',
      message:
        'No encontramos "Qwxzy Vvrrt" como un lugar al que Google Ads pueda apuntar. Elegí un lugar de las sugerencias en el paso de segmentación.',
      fix: 'Editá la campaña y elegí un lugar de las sugerencias en el paso de segmentación.',
    });
  });
});

describe('the creation’s success message in the reader’s language', () => {
  it('says "Campaign created in your Google Ads account." in English and "Campaña creada en tu cuenta de Google Ads." in Spanish', async () => {
    const user = await connected('PREMIUM');
    const es = await api.call(`/campaign/user/${user.uid}/real`, {
      method: 'POST',
      token: user.idToken,
      body: { campaignId: await stored(user, dentist({ budget: 71 })) },
      headers: ES,
    });
    expect(es.status, es.text).toBe(201);
    expect(es.json?.['message']).toBe(
      'Campaña creada en tu cuenta de Google Ads. Está en pausa: revisala en Google Ads y activala cuando estés listo.',
    );
    const en = await api.call(`/campaign/user/${user.uid}/real`, {
      method: 'POST',
      token: user.idToken,
      body: { campaignId: await stored(user, dentist({ budget: 72 })) },
      headers: EN,
    });
    expect(en.status, en.text).toBe(201);
    expect(en.json?.['message']).toBe(
      'Campaign created in your Google Ads account. It is paused: review it in Google Ads and enable it when you are ready.',
    );
  });
});

describe('subscription messages in the reader’s language', () => {
  const estado = async (user: TestUser, headers: Record<string, string>) =>
    (await api.call(`/api/suscripciones/estado/${user.uid}`, { token: user.idToken, headers: { ...headers, ...FRESH_READ } })).json?.[
      'message'
    ];

  it('answers the status, cancel at period end and resume in Spanish or English', async () => {
    const user = await signedUp();
    expect(await estado(user, EN)).toBe("You're on the Free plan.");
    expect(await estado(user, ES)).toBe('Estás en el plan Gratis.');

    const start = await api.call('/api/suscripciones/crear-session', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email, priceId: 'price_local_pro_monthly' },
    });
    expect(start.status, start.text).toBe(200);
    const path = new URL(String(start.json?.['checkoutUrl'])).pathname;
    const paid = await fetch(`${api.url}${path}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(paid.status).toBeLessThan(400);
    expect(await estado(user, EN)).toBe('Your subscription is active.');
    expect(await estado(user, ES)).toBe('Tu suscripción está activa.');

    const cancel = await api.call(`/api/suscripciones/${user.uid}/cancel-at-period-end`, {
      method: 'POST',
      token: user.idToken,
      headers: ES,
    });
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.json).toMatchObject({
      plan: 'PRO',
      cancel_at_period_end: true,
      message: 'Conservás el plan Pro hasta el final del período actual.',
    });
    expect(await estado(user, ES)).toBe('Tu suscripción termina al final del período actual.');
    expect(await estado(user, EN)).toBe('Your subscription ends at the end of the current period.');

    const resume = await api.call(`/api/suscripciones/${user.uid}/resume`, { method: 'POST', token: user.idToken, headers: ES });
    expect(resume.status, resume.text).toBe(200);
    expect(resume.json).toMatchObject({
      plan: 'PRO',
      cancel_at_period_end: false,
      message: 'Tu suscripción al plan Pro se va a renovar como siempre.',
    });

    const cancelEn = await api.call(`/api/suscripciones/${user.uid}/cancel-at-period-end`, {
      method: 'POST',
      token: user.idToken,
      headers: EN,
    });
    expect(cancelEn.json).toMatchObject({ message: 'You keep Pro until the end of the current period.' });
    const resumeEn = await api.call(`/api/suscripciones/${user.uid}/resume`, { method: 'POST', token: user.idToken, headers: EN });
    expect(resumeEn.json).toMatchObject({ message: 'Your Pro subscription will renew as usual.' });
  });

  it('uses the stored language when the request names none', async () => {
    const user = await signedUp();
    expect((await api.call(`/users/${user.uid}/language`, { method: 'PUT', token: user.idToken, body: { language: 'es' } })).status).toBe(
      200,
    );
    expect(await estado(user, {})).toBe('Estás en el plan Gratis.');
  });
});

describe('the OAuth callback’s reason in the language of the app that started', () => {
  it('says "started in another browser" and a denial in Spanish when the app was Spanish, even to an English browser', async () => {
    const user = await signedUp('PREMIUM');
    const started = await startConnection(user, ES);
    expect(await answerConsent(started, 'allow', '', EN)).toEqual({
      status: 'error',
      reason: 'Esta conexión se empezó en otro navegador. Volvé a empezarla acá.',
    });

    const denied = await startConnection(user, ES);
    expect(await answerConsent(denied, 'deny', denied.cookie, EN)).toEqual({
      status: 'error',
      reason: 'Se denegó el acceso a Google Ads.',
    });
  });

  it('keeps the English reasons for an English app', async () => {
    const user = await signedUp('PREMIUM');
    const started = await startConnection(user, EN);
    expect(await answerConsent(started, 'allow', '', ES)).toEqual({
      status: 'error',
      reason: 'This connection was started in another browser. Please start it again here.',
    });
    const denied = await startConnection(user, EN);
    expect(await answerConsent(denied, 'deny', denied.cookie)).toEqual({ status: 'error', reason: 'Access to Google Ads was denied.' });
  });

  it('answers an unknown state in the browser’s language', async () => {
    expect(await callback('/oauth2callback?state=forged&code=x', '', ES)).toEqual({
      status: 'error',
      reason: 'La solicitud de autorización no es válida. Volvé a empezar la conexión.',
    });
    expect(await callback('/oauth2callback?state=forged&code=x', '', EN)).toEqual({
      status: 'error',
      reason: 'The authorization request is invalid. Please start the connection again.',
    });
  });
});

describe('the A/B test in the reader’s language', () => {
  it('names its method and its verdict in Spanish or English', async () => {
    const user = await connected('PREMIUM');
    const created = await api.call(`/campaign/user/${user.uid}/real`, {
      method: 'POST',
      token: user.idToken,
      body: { campaignId: await stored(user, dentist({ budget: 73 })) },
    });
    expect(created.status, created.text).toBe(201);
    const base = `/campaign/user/${user.uid}/${String((created.json as { campaign: { id: string } }).campaign.id)}`;
    const first = await api.call(`${base}/results?range=LAST_7_DAYS`, { token: user.idToken });
    expect(first.status, first.text).toBe(200);
    // Two ads compared (the sandbox creates one): written into the cached figures.
    const cacheRef = db().doc(`resultsCache/${user.uid}_${base.split('/').pop()}_LAST_7_DAYS`);
    const cached = JSON.parse(String((await cacheRef.get()).get('json'))) as { abTest: AbComparison | null };
    const test = { successes: 10, trials: 100, rate: 0.1 };
    cached.abTest = {
      adGroupName: 'Whitening',
      adA: '1',
      adB: '2',
      method: 'two-proportion z-test (two-sided, 95% confidence)',
      ctr: { a: test, b: test, z: 0, pValue: 1, significant: false },
      conversionRate: { a: test, b: test, z: 0, pValue: 1, significant: false },
      winner: null,
      recommendation: 'No significant difference yet. Keep both ads running until there are more clicks.',
    };
    await cacheRef.update({ json: JSON.stringify(cached) });

    const abTest = async (headers: Record<string, string>) =>
      (await api.call(`${base}/results?range=LAST_7_DAYS`, { token: user.idToken, headers: { ...headers, ...FRESH_READ } })).json?.[
        'abTest'
      ] as AbComparison;
    expect(await abTest(EN)).toMatchObject({
      method: 'two-proportion z-test (two-sided, 95% confidence)',
      recommendation: 'No significant difference yet. Keep both ads running until there are more clicks.',
    });
    expect(await abTest(ES)).toMatchObject({
      method: 'test z de dos proporciones (bilateral, 95 % de confianza)',
      recommendation: 'Todavía no hay una diferencia significativa. Dejá los dos anuncios activos hasta tener más clics.',
    });
  });
});
