import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessProfileResponse } from '../src/contract/business-profile.js';
import type { Plan } from '../src/contract/plans.js';
import { db, type TestUser } from './helpers.js';
import { inProcessApi } from './in-process.js';

/**
 * The business profile: GET/PUT /profile/{uid}/business — a draft from the first
 * brief that is never stored by itself, the owner's save, bad input refused naming the field with
 * nothing stored, another user's profile refused.
 */
let api: Awaited<ReturnType<typeof inProcessApi>>;
beforeAll(async () => {
  api = await inProcessApi();
});
afterAll(async () => {
  await api.close();
});

const registeredUser = (plan?: Plan) => api.registeredUser(plan);

const path = (user: TestUser) => `/profile/${user.uid}/business`;
const get = (user: TestUser, token = user.idToken) => api.call(path(user), { token });
const put = (user: TestUser, body: unknown, token = user.idToken) => api.call(path(user), { method: 'PUT', token, body });
const storedProfile = async (user: TestUser) => (await db().doc(`users/${user.uid}/profile/business`).get()).data();

const brief = {
  objective: 'Leads',
  description:
    'Panadería La Espiga es una panadería familiar en Córdoba con 30 años de oficio. Masa madre y tortas por encargo. Abrimos de 8 a 20. WhatsApp +54 351 555 1234.',
  type: 'Search',
  location: 'Córdoba, Argentina',
  language: 'Spanish',
  keywords: 'panadería córdoba, tortas por encargo',
  budget: 100,
  link1: 'https://laespiga.example/encargos',
};

const saved = {
  businessName: 'Panadería La Espiga',
  offering: 'Pan de masa madre y tortas por encargo',
  places: ['Córdoba', 'Villa Allende'],
  sellingPoints: ['30 años de oficio'],
  offers: ['Torta de cumpleaños desde 12000 ARS'],
  hours: 'Lun a sáb de 8 a 20',
  phone: '+54 351 555 1234',
  whatsapp: '+54 351 555 1234',
  bookingUrl: 'https://laespiga.example/encargos',
  sitePages: ['https://laespiga.example/'],
  tone: 'Cercano, de barrio',
  avoid: ['la mejor de Córdoba'],
  competitors: ['Panificadora Sol'],
};

describe('GET /profile/{uid}/business', () => {
  it('answers an empty draft before any brief, and nothing is stored', async () => {
    const user = await registeredUser();
    const res = await get(user);
    expect(res.status).toBe(200);
    const body = res.json as unknown as BusinessProfileResponse;
    expect(body.stored).toBe(false);
    expect(body.profile.businessName).toBe('');
    expect(body.draftedFrom).toBeUndefined();
    expect(await storedProfile(user)).toBeUndefined();
  });

  it('drafts the profile from the first brief for the owner to confirm, without storing it', async () => {
    const user = await registeredUser();
    const created = await api.call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: brief });
    expect(created.status).toBe(201);
    const res = await get(user);
    expect(res.status).toBe(200);
    const body = res.json as unknown as BusinessProfileResponse;
    expect(body.stored).toBe(false);
    expect(body.draftedFrom?.campaignId).toEqual(expect.any(String));
    expect(body.profile).toMatchObject({
      status: 'draft',
      businessName: 'Panadería La Espiga',
      places: ['Córdoba, Argentina'],
      sitePages: ['https://laespiga.example/encargos'],
      phone: '+54 351 555 1234',
      whatsapp: '+54 351 555 1234',
    });
    expect(body.profile.hours).toMatch(/8 a 20/);
    expect(await storedProfile(user)).toBeUndefined();
  });
});

describe('PUT /profile/{uid}/business', () => {
  it('stores the owner’s profile and answers it on the next read', async () => {
    const user = await registeredUser();
    const res = await put(user, saved);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ stored: true, profile: { ...saved, status: 'confirmed' } });
    const again = await get(user);
    expect(again.json).toMatchObject({ stored: true, profile: { ...saved, status: 'confirmed', rejectedLines: [], voiceExamples: [] } });
    expect(await storedProfile(user)).toMatchObject(saved);
  });

  it('replaces the whole profile: a field left out is emptied', async () => {
    const user = await registeredUser();
    await put(user, saved);
    const res = await put(user, { businessName: 'La Espiga' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ profile: { businessName: 'La Espiga', competitors: [], phone: '' } });
  });

  it.each([
    ['phone', { ...saved, phone: 'call me' }, 'phone'],
    ['a site page that is not a URL', { ...saved, sitePages: ['javascript:alert(1)'] }, 'sitePages'],
    ['a list sent as text', { ...saved, places: 'Córdoba' }, 'places'],
    ['an unknown field', { ...saved, favouriteColour: 'blue' }, 'favouriteColour'],
    ['a bidi override', { ...saved, businessName: 'La \u202EEspiga' }, 'businessName'],
    ['a name too long', { ...saved, businessName: 'x'.repeat(201) }, 'businessName'],
    ['too many competitors', { ...saved, competitors: Array.from({ length: 21 }, (_, i) => `C${i}`) }, 'competitors'],
  ])('refuses %s with a 400 naming the field and stores nothing', async (_name, body, field) => {
    const user = await registeredUser();
    const res = await put(user, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'INVALID_REQUEST' });
    expect(String(res.json?.['message'])).toContain(field);
    expect(await storedProfile(user)).toBeUndefined();
  });

  it('refuses malformed JSON with a 400', async () => {
    const user = await registeredUser();
    const res = await fetch(`${api.url}${path(user)}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
      body: '{"businessName":',
    });
    expect(res.status).toBe(400);
    expect(await storedProfile(user)).toBeUndefined();
  });

  it('refuses another user’s profile (403) and a missing token (401); nothing changes', async () => {
    const victim = await registeredUser();
    await put(victim, saved);
    const mallory = await registeredUser();
    expect((await get(victim, mallory.idToken)).status).toBe(403);
    const write = await put(victim, { ...saved, businessName: 'Hacked' }, mallory.idToken);
    expect(write.status).toBe(403);
    expect((await api.call(path(victim))).status).toBe(401);
    expect((await storedProfile(victim))?.['businessName']).toBe(saved.businessName);
  });
});

describe('the profile in strategies, and Premium learning from edits', () => {
  const createCampaign = async (user: TestUser) => {
    const res = await api.call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: brief });
    expect(res.status).toBe(201);
    return (res.json as { campaign: { id: string; strategy: { headlines: string[]; descriptions: string[]; negativeKeywords: string[] } } })
      .campaign;
  };

  it('gives the next strategy the saved profile: competitors become negative keywords', async () => {
    const user = await registeredUser();
    await put(user, saved);
    const campaign = await createCampaign(user);
    expect(campaign.strategy.negativeKeywords).toContain('panificadora sol');
  });

  it('on Premium, a deleted headline is remembered and not proposed again; a written one is a voice example', async () => {
    const user = await registeredUser('PREMIUM');
    await put(user, saved);
    const first = await createCampaign(user);
    const [dropped, ...kept] = first.strategy.headlines;
    const mine = 'Horneamos Desde 1994';
    const edit = await api.call(`/campaign/user/${user.uid}/${first.id}`, {
      method: 'PATCH',
      token: user.idToken,
      body: { headlines: [...kept, mine], applyToAllGroups: true },
    });
    expect(edit.status).toBe(200);
    const profile = (await get(user)).json as unknown as BusinessProfileResponse;
    expect(profile.profile.rejectedLines).toEqual([dropped]);
    expect(profile.profile.voiceExamples).toEqual([mine]);
    const next = await createCampaign(user);
    expect(next.strategy.headlines).not.toContain(dropped);
  });

  it('on Pro, edits teach nothing', async () => {
    const user = await registeredUser('PRO');
    await put(user, saved);
    const first = await createCampaign(user);
    const [, ...kept] = first.strategy.headlines;
    const edit = await api.call(`/campaign/user/${user.uid}/${first.id}`, {
      method: 'PATCH',
      token: user.idToken,
      body: { headlines: kept, applyToAllGroups: true },
    });
    expect(edit.status).toBe(200);
    const profile = (await get(user)).json as unknown as BusinessProfileResponse;
    expect(profile.profile.rejectedLines).toEqual([]);
  });
});

describe("the profile's country (the interface's Spanish follows it)", () => {
  it('is read from the first place, the brief’s for a draft; none when no place says one', async () => {
    const user = await registeredUser();
    expect((await api.call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: brief })).status).toBe(201);
    expect((await get(user)).json).toMatchObject({ stored: false, country: 'AR' });
    expect((await put(user, { ...saved, places: ['Guadalajara, Jalisco', 'Zapopan'] })).json).toMatchObject({ country: 'MX' });
    expect((await get(user)).json).toMatchObject({ stored: true, country: 'MX' });
    expect((await put(user, { ...saved, places: [] })).json).not.toHaveProperty('country');
  });
});
