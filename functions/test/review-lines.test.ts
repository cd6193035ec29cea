import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { campaignPayloadSchema, Strategy } from '../src/contract/campaigns.js';
import type { PreflightResponse } from '../src/contract/preflight.js';
import { call, connectedPremiumUser, db, type TestUser } from './helpers.js';

/**
 * Every line the review shows and creation sends, traced: a Córdoba bakery taking WhatsApp orders
 * (the e2e's brief), with the sandbox as Google. Her ads are built from facts, so no line reaches
 * the review or Google Ads that no fact supports, nor a broken one, and what the review shows is
 * what the campaign page shows and what creation sends.
 */

type PayloadInput = z.input<typeof campaignPayloadSchema>;
type Res = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const bakery: PayloadInput = {
  objective: 'Sales',
  description:
    'Panadería Doña Rosa es una panadería de barrio en Córdoba: facturas, pan de masa madre y tortas por encargo. Hacemos envíos a domicilio.',
  type: 'Search',
  location: 'Córdoba, Argentina',
  language: 'Spanish',
  keywords: 'facturas, tortas por encargo',
  negativeKeywords: '',
  link1: 'https://donarosa.example/',
  link2: '',
  link3: '',
  link4: '',
  budget: 120,
  whatsapp: '+54 9 351 555 0101',
};

/** What the copy engine's ideas used to top her ads up with: a broken line, claims she never made. */
const NEVER_WRITTEN = /Tortas por:|Comprá facturas online|Facturas con pan de masa madre/;

async function generated(user: TestUser, body: PayloadInput): Promise<{ id: string; strategy: Strategy }> {
  const res = await call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body });
  expect(res.status, res.text).toBe(201);
  return (res.json as { campaign: { id: string; strategy: Strategy } }).campaign;
}

async function review(user: TestUser, campaignId: string): Promise<PreflightResponse> {
  const res = await call(`/campaign/user/${user.uid}/${campaignId}/preflight`, { token: user.idToken });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as PreflightResponse;
}

/** The ads the sandbox recorded, group by group, as Google got them. */
async function createdAds(user: TestUser, campaignId: string) {
  const created = await call(`/campaign/user/${user.uid}/real`, { method: 'POST', token: user.idToken, body: { campaignId } });
  expect(created.status, created.text).toBe(201);
  const recorded = (await db().collection('localGoogleAdsMutations').where('uid', '==', user.uid).get()).docs.map((d) => d.data());
  const ops = recorded[0]!['operations'] as { entity: string; resource: Res }[];
  return ops
    .filter((o) => o.entity === 'ad_group_ad')
    .map((o) => ({
      headlines: o.resource['ad'].responsive_search_ad.headlines.map((h: Res) => h['text'] as string),
      descriptions: o.resource['ad'].responsive_search_ad.descriptions.map((d: Res) => d['text'] as string),
    }));
}

/** Every line of every reviewed ad has a source, and none is one no fact supports. */
function expectTraced(reviewed: PreflightResponse) {
  for (const [i, ad] of reviewed.ads.entries()) {
    const group = reviewed.adGroups[i]!.name;
    expect([...ad.headlines, ...ad.descriptions].join(' | '), group).not.toMatch(NEVER_WRITTEN);
    expect(ad.sources?.headlines, group).toHaveLength(ad.headlines.length);
    expect(ad.sources?.descriptions, group).toHaveLength(ad.descriptions.length);
    expect([...ad.sources!.headlines, ...ad.sources!.descriptions].every((s) => s !== null)).toBe(true);
  }
}

describe('the review shows what is created, every line traced', () => {
  it('a bakery posted without confirmed facts gets the lines her description supports, nothing topped up', async () => {
    const user = await connectedPremiumUser();
    const { id, strategy } = await generated(user, bakery);
    const reviewed = await review(user, id);
    expect(reviewed.adGroups.map((g) => g.name)).toEqual(['Facturas', 'Tortas por encargo']);
    expectTraced(reviewed);
    // The tortas ad does not sell the other group's facturas.
    expect(reviewed.ads[1]!.headlines).not.toContain('Facturas');
    // The review shows the campaign page's lines, and adds none.
    expect(reviewed.ads.map((a) => ({ headlines: a.headlines, descriptions: a.descriptions }))).toEqual(
      strategy.adGroups.map((g) => ({ headlines: g.ad!.headlines, descriptions: g.ad!.descriptions })),
    );
    for (const ad of reviewed.ads) expect(ad.added).toEqual({ headlines: [], descriptions: [] });
    // Creation sends exactly the reviewed lines.
    expect(await createdAds(user, id)).toEqual(reviewed.ads.map((a) => ({ headlines: a.headlines, descriptions: a.descriptions })));
  });

  it('a bakery with confirmed facts: the review keeps every line the campaign page shows, each with its fact', async () => {
    const user = await connectedPremiumUser();
    const { id, strategy } = await generated(user, {
      ...bakery,
      facts: {
        brand: 'Panadería Doña Rosa',
        services: [{ name: 'Facturas' }, { name: 'Tortas por encargo' }],
        sellingPoints: ['Hacemos envíos a domicilio'],
        whatsapp: '+54 9 351 555 0101',
        notOffered: [],
        neverSay: [],
      },
    });
    const reviewed = await review(user, id);
    expectTraced(reviewed);
    // The review keeps every line the facts wrote, as the campaign page shows them ("Panadería Doña Rosa en Córdoba" too).
    expect(reviewed.ads.map((a) => a.headlines)).toEqual(strategy.adGroups.map((g) => g.ad!.headlines));
    expect(reviewed.ads.map((a) => a.descriptions)).toEqual(strategy.adGroups.map((g) => g.ad!.descriptions));
    expect(reviewed.ads[0]!.headlines).toContain('Panadería Doña Rosa en Córdoba');
    // Few facts, short ads: the review names the facts that would fill them.
    for (const ad of reviewed.ads) if (ad.headlines.length < 15) expect(ad.missingFacts?.length).toBeGreaterThan(0);
    expect(await createdAds(user, id)).toEqual(reviewed.ads.map((a) => ({ headlines: a.headlines, descriptions: a.descriptions })));
  });
});
