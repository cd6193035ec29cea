import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { campaignPayloadSchema } from '../src/contract/campaigns.js';
import type { PreflightResponse } from '../src/contract/preflight.js';
import type { ApplyResponse } from '../src/contract/results.js';
import type { GeoSuggestResponse } from '../src/contract/geo.js';
import { sparksBrief } from '../src/adapters/google-ads/places.fixture.js';
import { call, connectedPremiumUser, db, type TestUser } from './helpers.js';

/**
 * The owner's places against the whole local stack, the Google Ads sandbox as Google: picked from
 * /geo/suggest, sent with the campaign, edited before creation (PATCH), reviewed and created as
 * picked, then changed in Google Ads with an undo.
 */

type PayloadInput = z.input<typeof campaignPayloadSchema>;

async function suggest(user: TestUser, q: string, language = 'en') {
  const res = await call(`/geo/suggest?${new URLSearchParams({ uid: user.uid, q, language }).toString()}`, { token: user.idToken });
  expect(res.status, res.text).toBe(200);
  return (res.json as unknown as GeoSuggestResponse).places;
}

const page = (user: TestUser, id: string) => `/campaign/user/${user.uid}/${id}`;

async function generated(user: TestUser, body: PayloadInput): Promise<string> {
  const res = await call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body });
  expect(res.status, res.text).toBe(201);
  return String((res.json as { campaign: { id: string } }).campaign.id);
}

async function locationCriteria(uid: string) {
  const docs = (await db().collection('localGoogleAdsMutations').where('uid', '==', uid).get()).docs.map((d) => d.data());
  return docs
    .sort((a, b) => Number(a['createdAt']) - Number(b['createdAt']))
    .map((m) =>
      (m['operations'] as { entity: string; operation: string; resource: Record<string, unknown> | string }[]).filter(
        (o) => o.entity === 'campaign_criterion' && (typeof o.resource === 'string' || o.resource['location'] || o.resource['proximity']),
      ),
    );
}

describe('places as the owner picks them', () => {
  it('a 25 km radius around a suburb: sent, reviewed and created as that radius around that suburb', async () => {
    const user = await connectedPremiumUser();
    const [chermside] = await suggest(user, 'Chermside');
    expect(chermside).toMatchObject({ kind: 'suburb', name: 'Chermside, Brisbane, Queensland, Australia' });
    const places = [{ ...chermside!, radiusKm: 25 }];
    const id = await generated(user, sparksBrief({ places, location: chermside!.name }));
    expect((await db().doc(`users/${user.uid}/campaigns/${id}`).get()).get('places')).toEqual(places);

    const review = (await call(`${page(user, id)}/preflight`, { token: user.idToken })).json as unknown as PreflightResponse;
    expect(review.problems).toEqual([]);
    expect(review.locations).toEqual([{ name: '25 km around Chermside, Brisbane, Queensland, Australia', kind: 'radius', radiusKm: 25 }]);
    expect(review.payload.places).toEqual(places);

    const created = await call(`/campaign/user/${user.uid}/real`, { method: 'POST', token: user.idToken, body: { campaignId: id } });
    expect(created.status, created.text).toBe(201);
    const [criteria] = await locationCriteria(user.uid);
    expect(criteria).toEqual([
      expect.objectContaining({
        resource: expect.objectContaining({
          proximity: {
            geo_point: {
              latitude_in_micro_degrees: Math.round(chermside!.latitude! * 1e6),
              longitude_in_micro_degrees: Math.round(chermside!.longitude! * 1e6),
            },
            radius: 25,
            radius_units: 3,
          },
        }),
      }),
    ]);
  });

  it('two places edited before creation (PATCH): the review and the creation target both, nothing more', async () => {
    const user = await connectedPremiumUser();
    const id = await generated(
      user,
      sparksBrief({
        location: 'Guadalajara, Jalisco',
        language: 'Spanish',
        description: 'Uñas Lupita: uñas acrílicas, gelish y pedicure spa en Guadalajara, con cita por WhatsApp.',
      }),
    );
    const [guadalajara] = await suggest(user, 'Guadalajara, Jalisco', 'es');
    const [zapopan] = await suggest(user, 'Zapopan', 'es');
    expect([guadalajara?.name, zapopan?.name]).toEqual(['Guadalajara, México', 'Zapopan, México']);

    // Bad input is a 400 naming the field; nothing changes.
    const tooFar = await call(page(user, id), { method: 'PATCH', token: user.idToken, body: { places: [{ ...zapopan, radiusKm: 9000 }] } });
    expect(tooFar.status).toBe(400);
    expect(tooFar.json).toMatchObject({ error: 'INVALID_REQUEST', field: 'places.0.radiusKm' });

    const edited = await call(page(user, id), { method: 'PATCH', token: user.idToken, body: { places: [guadalajara, zapopan] } });
    expect(edited.status, edited.text).toBe(200);
    expect((edited.json as { campaign: { location: string } }).campaign.location).toBe('Guadalajara, México; Zapopan, México');

    const review = (await call(`${page(user, id)}/preflight`, { token: user.idToken })).json as unknown as PreflightResponse;
    expect(review.locations.map((l) => [l.name, l.kind])).toEqual([
      ['Guadalajara, México', 'city'],
      ['Zapopan, México', 'city'],
    ]);
    expect((await call(`/campaign/user/${user.uid}/real`, { method: 'POST', token: user.idToken, body: { campaignId: id } })).status).toBe(
      201,
    );
    const [criteria] = await locationCriteria(user.uid);
    expect(criteria!.map((c) => (c.resource as { location?: { geo_target_constant: string } }).location?.geo_target_constant)).toEqual(
      review.locations.map((l) => l.geoTargetConstant),
    );

    // Once in Google Ads, a PATCH of places is refused: they change there, with an undo.
    const late = await call(page(user, id), { method: 'PATCH', token: user.idToken, body: { places: [zapopan] } });
    expect(late.status).toBe(409);
  });

  it('after creation, a change of places goes to Google Ads with an undo that puts them back', async () => {
    const user = await connectedPremiumUser();
    const [chermside] = await suggest(user, 'Chermside');
    const [aspley] = await suggest(user, 'Aspley');
    const id = await generated(user, sparksBrief({ places: [chermside!], location: chermside!.name }));
    expect((await call(`/campaign/user/${user.uid}/real`, { method: 'POST', token: user.idToken, body: { campaignId: id } })).status).toBe(
      201,
    );

    const changed = await call(`${page(user, id)}/places`, {
      method: 'POST',
      token: user.idToken,
      body: { places: [chermside, { ...aspley, radiusKm: 10 }] },
    });
    expect(changed.status, changed.text).toBe(200);
    const answer = changed.json as unknown as ApplyResponse;
    expect(answer.change).toMatchObject({
      result: 'APPLIED',
      before: 'Chermside, Brisbane, Queensland, Australia',
      after: 'Chermside, Brisbane, Queensland, Australia; 10 km around Aspley, Brisbane, Queensland, Australia',
      undoable: true,
    });
    const stored = await db().doc(`users/${user.uid}/campaigns/${id}`).get();
    expect(stored.get('places')).toHaveLength(2);
    const [creation, change] = await locationCriteria(user.uid);
    // The criterion created with the campaign removed, the two new ones created, in one mutate.
    expect(change!.map((c) => c.operation)).toEqual(['remove', 'create', 'create']);
    expect(creation).toHaveLength(1);

    const undone = await call(`${page(user, id)}/history/${answer.change.id}/undo`, { method: 'POST', token: user.idToken });
    expect(undone.status, undone.text).toBe(200);
    expect((await db().doc(`users/${user.uid}/campaigns/${id}`).get()).get('places')).toEqual([chermside]);
    const [, , back] = await locationCriteria(user.uid);
    expect(back!.map((c) => c.operation)).toEqual(['remove', 'remove', 'create']);

    // The same places again, or a place Google cannot match: a 400 naming `places`, nothing sent.
    const same = await call(`${page(user, id)}/places`, { method: 'POST', token: user.idToken, body: { places: [chermside] } });
    expect(same.status).toBe(400);
    const address = (await suggest(user, 'Westfield Cherm'))[0];
    const noRadius = await call(`${page(user, id)}/places`, { method: 'POST', token: user.idToken, body: { places: [address] } });
    expect(noRadius.status).toBe(400);
    expect(noRadius.json).toMatchObject({ field: 'places.0.radiusKm' });
    expect(await locationCriteria(user.uid)).toHaveLength(3);
  });
});
