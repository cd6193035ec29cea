import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { campaignPayloadSchema } from '../src/contract/campaigns.js';
import type { PreflightResponse } from '../src/contract/preflight.js';
import { call, db, registeredUser, type TestUser } from './helpers.js';

/**
 * Creation from the owner's confirmed facts, with the sandbox as Google: each ad group's ad goes to
 * its service's own page, and the price list carries the services' confirmed prices, exactly as the
 * review showed them.
 */

type PayloadInput = z.input<typeof campaignPayloadSchema>;
type Res = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const guadalajara = {
  id: 'geonames:4005539',
  kind: 'city',
  name: 'Guadalajara, Jalisco, Mexico',
  countryCode: 'MX',
  latitude: 20.66682,
  longitude: -103.39182,
} as const;

const salon = (services: NonNullable<PayloadInput['facts']>['services']): PayloadInput => ({
  objective: 'Leads',
  description: 'Lupita Nails es un salón de uñas en Guadalajara. Uñas acrílicas $450, gelish $300 y pestañas $600.',
  type: 'Search',
  location: 'Guadalajara, Jalisco',
  language: 'Spanish',
  keywords: 'uñas acrílicas guadalajara, gelish guadalajara, pestañas guadalajara',
  negativeKeywords: '',
  link1: 'https://lupita.example/',
  link2: '',
  link3: '',
  link4: '',
  budget: 300,
  place: guadalajara,
  facts: {
    brand: 'Lupita Nails',
    services,
    sellingPoints: ['Productos libres de tóxicos', 'Citas el mismo día'],
    notOffered: [],
    neverSay: [],
  },
});

/** Connects the user's Google Ads (the sandbox's consent page, in the account's currency). */
async function connectedUser(currency: string): Promise<TestUser> {
  const user = await registeredUser();
  await db().doc(`users/${user.uid}`).set({ plan: 'PREMIUM' }, { merge: true });
  const started = await call(`/oauth2callback/start?${new URLSearchParams({ uid: user.uid, returnTo: '/integrations/google-ads' })}`, {
    token: user.idToken,
  });
  expect(started.status, started.text).toBe(200);
  const url = new URL(String(started.json?.['url']));
  const cookie = started.headers
    .getSetCookie()
    .find((c) => c.startsWith('__session='))!
    .split(';')[0]!;
  const query = new URLSearchParams({ state: url.searchParams.get('state')!, redirect_uri: url.searchParams.get('redirect_uri')! });
  const answered = await call(`/local/google-ads/consent/allow?${query}`, {
    method: 'POST',
    rawBody: new URLSearchParams({ currency }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(answered.status).toBe(303);
  const back = await call(answered.headers.get('location')!, { headers: { cookie } });
  expect(new URL(back.headers.get('location')!, 'https://app.invalid').searchParams.get('status')).toBe('ok');
  return user;
}

async function generated(user: TestUser, body: PayloadInput): Promise<string> {
  const res = await call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body });
  expect(res.status, res.text).toBe(201);
  return String((res.json?.['campaign'] as { id: string }).id);
}

const review = async (user: TestUser, campaignId: string) => {
  const res = await call(`/campaign/user/${user.uid}/${campaignId}/preflight`, { token: user.idToken });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as PreflightResponse;
};

async function createdOperations(user: TestUser, campaignId: string) {
  const created = await call(`/campaign/user/${user.uid}/real`, { method: 'POST', token: user.idToken, body: { campaignId } });
  expect(created.status, created.text).toBe(201);
  const recorded = (await db().collection('localGoogleAdsMutations').where('uid', '==', user.uid).get()).docs.map((d) => d.data());
  return recorded[0]!['operations'] as { entity: string; resource: Res }[];
}

describe('creation from confirmed facts', () => {
  it("sends each group's ad to its service's page and the price list of the confirmed prices, as the review showed", async () => {
    const user = await connectedUser('MXN');
    const campaignId = await generated(
      user,
      salon([
        { name: 'Uñas acrílicas', url: 'https://lupita.example/acrilicas', price: { amount: 480, currency: 'MXN' } },
        { name: 'Gelish', url: 'https://lupita.example/gelish', price: { amount: 320, currency: 'MXN' } },
        { name: 'Pestañas', price: { amount: 650, currency: 'MXN' } },
      ]),
    );
    const reviewed = await review(user, campaignId);
    expect(reviewed.problems).toEqual([]);
    const pages = Object.fromEntries(reviewed.adGroups.map((g, i) => [g.name, reviewed.ads[i]!.finalUrl]));
    expect(pages).toEqual({
      'Uñas acrílicas': 'https://lupita.example/acrilicas',
      Gelish: 'https://lupita.example/gelish',
      Pestañas: 'https://lupita.example/',
    });
    // Each line says where it comes from; the review shows it on request.
    const sources = reviewed.ads[0]!.sources?.headlines ?? [];
    expect(sources.length).toBe(reviewed.ads[0]!.headlines.length);
    expect(sources).toContainEqual({ kind: 'brand' });
    expect(sources.some((s) => s?.kind === 'fact' && s.fact === 'Productos libres de tóxicos')).toBe(true);
    expect(reviewed.assets.price?.offerings.map((o) => [o.header, o.amount, o.currency, o.url])).toEqual([
      ['Uñas acrílicas', 480, 'MXN', 'https://lupita.example/acrilicas'],
      ['Gelish', 320, 'MXN', 'https://lupita.example/gelish'],
      ['Pestañas', 650, 'MXN', 'https://lupita.example/'],
    ]);

    const ops = await createdOperations(user, campaignId);
    const groups = ops.filter((o) => o.entity === 'ad_group').map((o) => o.resource['resource_name'] as string);
    const sent = ops
      .filter((o) => o.entity === 'ad_group_ad')
      .map((o) => [groups.indexOf(o.resource['ad_group'] as string), o.resource['ad']['final_urls']]);
    // What creation sent is what the review showed, group for group.
    expect(sent).toEqual(reviewed.ads.map((ad, i) => [i, [ad.finalUrl]]));
    const price = ops.find((o) => o.resource['price_asset'])?.resource['price_asset'];
    expect(price.price_offerings.map((o: Res) => [o['header'], o['price'], o['final_url']])).toEqual([
      ['Uñas acrílicas', { currency_code: 'MXN', amount_micros: 480_000_000 }, 'https://lupita.example/acrilicas'],
      ['Gelish', { currency_code: 'MXN', amount_micros: 320_000_000 }, 'https://lupita.example/gelish'],
      ['Pestañas', { currency_code: 'MXN', amount_micros: 650_000_000 }, 'https://lupita.example/'],
    ]);
  });

  it('makes no price list from two priced services, and the review says why in the reader’s language', async () => {
    const user = await connectedUser('MXN');
    const campaignId = await generated(
      user,
      salon([
        { name: 'Uñas acrílicas', price: { amount: 480, currency: 'MXN' } },
        { name: 'Gelish', price: { amount: 320, currency: 'MXN' } },
        { name: 'Pestañas' },
      ]),
    );
    const res = await call(`/campaign/user/${user.uid}/${campaignId}/preflight`, {
      token: user.idToken,
      headers: { 'accept-language': 'es-MX' },
    });
    const reviewed = res.json as unknown as PreflightResponse;
    expect(reviewed.assets.price).toBeNull();
    expect(reviewed.assets.notes.join(' ')).toContain('Google necesita al menos 3 servicios con precio en MXN y tus datos tienen 2');
    const ops = await createdOperations(user, campaignId);
    expect(ops.some((o) => o.resource['price_asset'])).toBe(false);
  });

  it('leaves prices in another currency than the account’s out, and says why', async () => {
    const user = await connectedUser('USD');
    const campaignId = await generated(
      user,
      salon([
        { name: 'Uñas acrílicas', price: { amount: 480, currency: 'MXN' } },
        { name: 'Gelish', price: { amount: 320, currency: 'MXN' } },
        { name: 'Pestañas', price: { amount: 650, currency: 'MXN' } },
      ]),
    );
    const reviewed = await review(user, campaignId);
    expect(reviewed.assets.price).toBeNull();
    expect(reviewed.assets.notes.join(' ')).toContain('Prices in MXN are left out');
  });
});
