import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Facts } from '../src/contract/campaigns.js';
import type { BusinessProfileResponse } from '../src/contract/business-profile.js';
import { db, signInGoogleUser, type TestUser } from './helpers.js';
import { inProcessApi } from './in-process.js';

/**
 * The facts of a campaign form on the app served in this process: proposed from the form's fields
 * (own uid only, bad input refused naming the field, no allowance unit, rate limited per user), sent
 * back confirmed with the campaign (stored with it, the form's contact fields read into them) and
 * kept in the business profile, from which the next form starts.
 */
let api: Awaited<ReturnType<typeof inProcessApi>>;
beforeAll(async () => {
  api = await inProcessApi();
});
afterAll(async () => {
  await api.close();
});

const form = {
  description:
    'Lupita Nails es un salón de uñas en Zapopan. Ofrecemos uñas de gel, acrílicas, nail art y pestañas. Productos libres de tóxicos, citas el mismo día y estacionamiento gratis. Manicura desde $250. Escribinos por WhatsApp al 33 1234 5678.',
  keywords: 'uñas de gel zapopan, pestañas zapopan',
  location: 'Zapopan, Jalisco',
  link1: 'https://lupitanails.example/',
  link2: 'https://lupitanails.example/unas-de-gel',
};

const propose = (user: TestUser, body: unknown, token: string | null = user.idToken) =>
  api.call(`/campaign/user/${user.uid}/facts`, { method: 'POST', body, ...(token ? { token } : {}) });
const usageDocs = async (user: TestUser) => (await db().collection(`users/${user.uid}/usage`).get()).docs.map((d) => d.data());

describe('POST /campaign/user/{uid}/facts', () => {
  it('answers {facts}: the services, their pages and prices, the claims in the owner’s words and the channels; no unit spent', async () => {
    const user = await api.registeredUser();
    const res = await propose(user, form);
    expect(res.status).toBe(200);
    const { facts } = res.json as { facts: Facts };
    expect(facts.brand).toBe('Lupita Nails');
    expect(facts.services).toEqual(
      expect.arrayContaining([
        { name: 'Uñas de gel', url: 'https://lupitanails.example/unas-de-gel' },
        { name: 'Pestañas' },
        // Zapopan does not say whose "$" it is: the currency waits for the owner.
        { name: 'Manicura', price: { amount: 250, currency: null } },
      ]),
    );
    expect(facts.sellingPoints).toEqual(['Productos libres de tóxicos', 'Citas el mismo día', 'Estacionamiento gratis']);
    expect(facts.whatsapp).toBe('33 1234 5678');
    expect(facts.phone).toBeUndefined();
    expect(facts).toMatchObject({ notOffered: [], neverSay: [] });
    expect(await usageDocs(user)).toEqual([]);
    const usage = await api.call(`/usage/${user.uid}`, { token: user.idToken });
    expect(JSON.stringify(usage.json)).not.toMatch(/"used":[1-9]/);
  });

  it('reads a form filled only on its first step: the other fields empty', async () => {
    const user = await api.registeredUser();
    const res = await propose(user, { description: form.description, keywords: '', location: '', language: '', link1: '', link2: '' });
    expect(res.status).toBe(200);
    expect((res.json as { facts: Facts }).facts.sellingPoints).toContain('Citas el mismo día');
  });

  it('a place picked on the form says what "$" is', async () => {
    const user = await api.registeredUser();
    const place = { id: 'geonames:4005539', name: 'Zapopan, Jalisco', kind: 'city', countryCode: 'MX' };
    const res = await propose(user, { ...form, place });
    expect(res.status).toBe(200);
    const { facts } = res.json as { facts: Facts };
    expect(facts.services.find((s) => s.name === 'Manicura')?.price).toEqual({ amount: 250, currency: 'MXN' });
  });

  it.each([
    ['no description', { ...form, description: undefined }, 'description'],
    ['a description of 20 characters', { ...form, description: 'Uñas en Zapopan 1234' }, 'description'],
    ['a link that is not a URL', { ...form, link2: 'lupita nails' }, 'link2'],
    ['a phone that is not a phone', { ...form, phone: 'call me' }, 'phone'],
  ])('answers 400 naming the field to %s', async (_what, body, field) => {
    const user = await api.registeredUser();
    const res = await propose(user, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'INVALID_REQUEST', field, message: expect.stringContaining(field) });
  });

  it("refuses another user's uid with 403 and an unsigned request with 401", async () => {
    const victim = await api.registeredUser();
    const mallory = await api.registeredUser();
    expect((await propose(victim, form, mallory.idToken)).status).toBe(403);
    expect((await propose(victim, form, null)).status).toBe(401);
  });

  it('answers 429 RATE_LIMITED with Retry-After past 60 readings an hour, for that user only', async () => {
    const user = await api.registeredUser();
    const short = { description: 'Cerrajería 24 horas en Bogotá: apertura de puertas.' };
    for (let i = 0; i < 60; i++) expect((await propose(user, short)).status).toBe(200);
    const limited = await propose(user, short);
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ error: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await api.registeredUser();
    expect((await propose(other, short)).status).toBe(200);
  });
});

describe('confirmed facts with the campaign', () => {
  const payload = {
    objective: 'Leads',
    type: 'Search',
    language: 'Español',
    budget: 100,
    negativeKeywords: '',
    link3: '',
    link4: '',
    ...form,
  };
  const confirmed = {
    brand: 'Lupita Nails',
    services: [
      { name: 'Uñas de gel', url: 'https://lupitanails.example/unas-de-gel', price: { amount: 250, currency: 'MXN' } },
      { name: 'Pestañas' },
    ],
    sellingPoints: ['Productos libres de tóxicos', 'Citas el mismo día'],
    whatsapp: '+52 33 1234 5678',
    neverSay: ['barato'],
  };

  it('are stored with the campaign, the form’s phone read into them, and kept in the business profile', async () => {
    const user = await api.registeredUser();
    const res = await api.call(`/campaign/user/${user.uid}`, {
      method: 'POST',
      token: user.idToken,
      body: { ...payload, phone: '33 9999 0000', facts: confirmed },
    });
    expect(res.status).toBe(201);
    const campaign = (res.json as { campaign: { id: string; facts?: Facts; whatsapp?: string; phone?: string } }).campaign;
    expect(campaign.facts).toEqual({ ...confirmed, phone: '33 9999 0000', notOffered: [] });
    // The confirmed channels are the campaign's (a number that reads in Mexico stored in E.164).
    expect(campaign).toMatchObject({ whatsapp: '+523312345678', phone: '33 9999 0000' });
    const stored = (await db().doc(`users/${user.uid}/campaigns/${campaign.id}`).get()).data();
    expect(stored?.['facts']).toMatchObject({ services: confirmed.services, sellingPoints: confirmed.sellingPoints });

    const profile = (await api.call(`/profile/${user.uid}/business`, { token: user.idToken })).json as unknown as BusinessProfileResponse;
    expect(profile.stored).toBe(true);
    expect(profile.profile).toMatchObject({
      businessName: 'Lupita Nails',
      whatsapp: '+52 33 1234 5678',
      phone: '33 9999 0000',
      sellingPoints: expect.arrayContaining(['Productos libres de tóxicos', 'Citas el mismo día']),
      offers: expect.arrayContaining(['Uñas de gel 250 MXN']),
      avoid: ['barato'],
      sitePages: expect.arrayContaining(['https://lupitanails.example/unas-de-gel']),
    });
    expect(profile.profile.facts?.services.map((s) => s.name)).toEqual(['Uñas de gel', 'Pestañas']);
  });

  it('a campaign posted without facts stores none and leaves the profile alone', async () => {
    const user = await api.registeredUser();
    const res = await api.call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: payload });
    expect(res.status).toBe(201);
    expect((res.json as { campaign: { facts?: unknown } }).campaign.facts).toBeUndefined();
    expect((await db().doc(`users/${user.uid}/profile/business`).get()).exists).toBe(false);
  });

  it.each([
    ['a selling point over 80 characters', { ...confirmed, sellingPoints: ['x'.repeat(81)] }, 'facts.sellingPoints.0'],
    ['21 selling points', { ...confirmed, sellingPoints: Array.from({ length: 21 }, (_, i) => `Punto ${i}`) }, 'facts.sellingPoints'],
    [
      'a price in no currency code',
      { ...confirmed, services: [{ name: 'Uñas', price: { amount: 250, currency: 'pesos' } }] },
      'facts.services.0.price.currency',
    ],
    ['a service page that is not a URL', { ...confirmed, services: [{ name: 'Uñas', url: 'uñas de gel' }] }, 'facts.services.0.url'],
    ['facts that are not an object', 'uñas', 'facts'],
  ])('answers 400 naming the field to %s, and stores nothing', async (_what, facts, field) => {
    const user = await signInGoogleUser();
    await api.call('/auth/google', { method: 'POST', token: user.idToken, body: { uid: user.uid } });
    const res = await api.call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: { ...payload, facts } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining(field) });
    expect((await db().collection(`users/${user.uid}/campaigns`).get()).size).toBe(0);
  });
});
