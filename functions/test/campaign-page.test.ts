import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { EDITOR_COLUMNS, toCsv } from '../src/campaigns/export-csv.js';
import { DESCRIPTION_MAX, HEADLINE_MAX, type Campaign, type Strategy } from '../src/contract/campaigns.js';
import { call, db, registeredUser, type TestUser } from './helpers.js';

const payload = {
  objective: 'Sales',
  description: 'Panadería La Espiga es una panadería artesanal en Madrid: pan de masa madre y bollería cada mañana.',
  type: 'Search',
  location: 'Madrid, España',
  language: 'Español',
  keywords: 'pan artesanal, pan de masa madre, panadería madrid',
  negativeKeywords: 'gratis',
  link1: 'https://laespiga.example',
  budget: 140,
};

/** A group's ad as the PATCH takes it. */
const adOf = (s: Strategy, i = 0) => {
  const ad = s.adGroups[i]!.ad!;
  return { headlines: ad.headlines, descriptions: ad.descriptions, path1: ad.path1 ?? '', path2: ad.path2 ?? '' };
};
const path = (user: TestUser, id: string) => `/campaign/user/${user.uid}/${id}`;
const get = (user: TestUser, id: string, as: TestUser = user) => call(path(user, id), { token: as.idToken });
const patch = (user: TestUser, id: string, body: unknown) => call(path(user, id), { method: 'PATCH', token: user.idToken, body });
const exportCsv = (user: TestUser, id: string, format: string) =>
  call(`${path(user, id)}/export?format=${format}`, { token: user.idToken });

async function userWithCampaign(plan = 'BASIC'): Promise<{ user: TestUser; campaign: Campaign }> {
  const user = await registeredUser();
  if (plan !== 'BASIC') await db().doc(`users/${user.uid}`).update({ plan });
  const res = await call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: payload });
  expect(res.status).toBe(201);
  return { user, campaign: (res.json as { campaign: Campaign }).campaign };
}

describe('GET /campaign/user/{uid}/{campaignId}', () => {
  it('answers the own campaign with its structured strategy, text and editable fields', async () => {
    const { user, campaign } = await userWithCampaign();
    const res = await get(user, campaign.id);
    expect(res.status).toBe(200);
    const body = res.json as { campaign: Campaign };
    expect(body.campaign).toMatchObject({
      id: campaign.id,
      name: campaign.name,
      strategyText: campaign.strategyText,
      pages: { landing: payload.link1 },
      keywords: ['pan artesanal', 'pan de masa madre', 'panadería madrid'],
    });
    expect(body.campaign.strategy?.headlines.length).toBeGreaterThan(0);
    // The campaign-level headlines are the first group's ad, derived: the ads are stored once, in their groups.
    expect(body.campaign.strategy?.headlines).toEqual(body.campaign.strategy?.adGroups[0]?.ad?.headlines);
    expect(body.campaign.googleAds).toBeUndefined();
  });

  it("answers 404 for a missing id and 403 for another user's uid, leaking nothing", async () => {
    const { user, campaign } = await userWithCampaign();
    const other = await registeredUser();
    const missing = await get(user, 'no-such-campaign');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ error: 'NOT_FOUND' });
    const foreign = await get(user, campaign.id, other);
    expect(foreign.status).toBe(403);
    expect(foreign.text).not.toContain(campaign.name);
    // The other user asking under their own uid for this id finds nothing.
    expect((await get(other, campaign.id)).status).toBe(404);
    expect((await call(path(user, campaign.id))).status).toBe(401);
  });

  it('answers 400 for an id Firestore cannot hold (reserved __x__, symbols), never 500', async () => {
    const { user } = await userWithCampaign();
    for (const id of ['__proto__', '__name__', 'a.b', 'x'.repeat(129)]) {
      const res = await get(user, id);
      expect(res.status, id).toBe(400);
      expect(res.json).toMatchObject({ error: 'INVALID_REQUEST' });
      const results = await call(`/campaign/user/${user.uid}/${id}/results?range=LAST_7_DAYS`, { token: user.idToken });
      expect(results.status, id).toBe(400);
    }
  });
});

describe('PATCH /campaign/user/{uid}/{campaignId}', () => {
  it('saves valid edits and answers the updated campaign', async () => {
    const { user, campaign } = await userWithCampaign();
    const headlines = [...campaign.strategy!.headlines];
    headlines[0] = 'Pan de masa madre, "recién"';
    const res = await patch(user, campaign.id, {
      name: 'La Espiga, Madrid',
      headlines,
      applyToAllGroups: true,
      landingPage: 'https://laespiga.example/pan',
    });
    expect(res.status).toBe(200);
    const updated = (res.json as { campaign: Campaign }).campaign;
    expect(updated.name).toBe('La Espiga, Madrid');
    expect(updated.strategy!.headlines[0]).toBe('Pan de masa madre, "recién"');
    expect(updated.pages.landing).toBe('https://laespiga.example/pan');
    expect(updated.strategy!.descriptions).toEqual(campaign.strategy!.descriptions);
    const again = (await get(user, campaign.id)).json as { campaign: Campaign };
    expect(again.campaign.strategy!.headlines[0]).toBe('Pan de masa madre, "recién"');
  });

  it.each([
    [
      'a headline over 30 characters',
      (s: Strategy) => ({ headlines: [...s.headlines.slice(0, 2), 'x'.repeat(HEADLINE_MAX + 1)], applyToAllGroups: true }),
      'headlines.2',
    ],
    [
      'a description over 90 characters',
      (s: Strategy) => ({ descriptions: [s.descriptions[0], 'y'.repeat(DESCRIPTION_MAX + 1)], applyToAllGroups: true }),
      'descriptions.1',
    ],
    ['an empty headline', (s: Strategy) => ({ headlines: [...s.headlines.slice(0, 3), '   '], applyToAllGroups: true }), 'headlines.3'],
    ['too few headlines', () => ({ headlines: ['Uno', 'Dos'], applyToAllGroups: true }), 'headlines'],
    [
      'an unknown match type',
      () => ({ adGroups: [{ name: 'Pan', keywords: [{ text: 'pan', matchType: 'FUZZY' }] }] }),
      'adGroups.0.keywords.0.matchType',
    ],
    ['shared headlines without applyToAllGroups', (s: Strategy) => ({ headlines: [...s.headlines] }), 'headlines'],
    [
      'an ad group the campaign does not have',
      (s: Strategy) => ({ adGroups: [{ name: 'No such group', ad: adOf(s) }] }),
      'adGroups.0.name',
    ],
    [
      "a group's ad with a headline Google refuses",
      (s: Strategy) => ({
        adGroups: [
          { name: s.adGroups[1]!.name, ad: { ...adOf(s, 1), headlines: ['Pan recién hecho!', ...adOf(s, 1).headlines.slice(1)] } },
        ],
      }),
      'adGroups.0.ad.headlines.0',
    ],
    [
      'a display path over 15 characters',
      (s: Strategy) => ({ adGroups: [{ name: s.adGroups[0]!.name, ad: { ...adOf(s), path1: 'x'.repeat(16) } }] }),
      'adGroups.0.ad.path1',
    ],
    ['a landing page that is not http(s)', () => ({ landingPage: 'javascript:alert(1)' }), 'landingPage'],
    ['an unknown field', () => ({ status: 'Live' }), 'body'],
    ['an empty name', () => ({ name: '  ' }), 'name'],
    [
      'a headline Google refuses (an exclamation mark)',
      (s: Strategy) => ({ headlines: ['Pan recién hecho!', ...s.headlines.slice(1)], applyToAllGroups: true }),
      'headlines.0',
    ],
    [
      'a repeated headline',
      (s: Strategy) => ({ headlines: [...s.headlines.slice(0, 3), s.headlines[0]!], applyToAllGroups: true }),
      'headlines.3',
    ],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_label, edit, field) => {
    const { user, campaign } = await userWithCampaign();
    const before = (await db().doc(`users/${user.uid}/campaigns/${campaign.id}`).get()).data();
    const res = await patch(user, campaign.id, edit(campaign.strategy!));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'INVALID_REQUEST', field, message: expect.stringContaining(field) });
    const after = (await db().doc(`users/${user.uid}/campaigns/${campaign.id}`).get()).data();
    expect(after).toEqual(before);
  });

  it("PATCH one group's ad: every other group unchanged; edited lines marked as the owner's", async () => {
    const { user, campaign } = await userWithCampaign();
    const groups = campaign.strategy!.adGroups;
    expect(groups.length).toBeGreaterThanOrEqual(2);
    const docPath = `users/${user.uid}/campaigns/${campaign.id}`;
    const storedBefore = (await db().doc(docPath).get()).data() as { strategy: { adGroups: unknown[] } };
    const target = groups[1]!;
    const own = adOf(campaign.strategy!, 1);
    // A line of her own, no repeat of a line she keeps (the group's ad holds "Pan de masa madre").
    const mine = 'Horneado en horno de leña';
    const [dropped, ...rest] = own.headlines;
    const ad = { headlines: [mine, ...rest], descriptions: own.descriptions, path1: 'Masa madre', path2: 'Madrid centro' };
    const res = await patch(user, campaign.id, { adGroups: [{ name: target.name, ad }] });
    expect(res.status, res.text).toBe(200);

    const storedAfter = (await db().doc(docPath).get()).data() as { strategy: { adGroups: Record<string, unknown>[] } };
    // Every other group is stored exactly as it was, keywords, ad and all.
    storedAfter.strategy.adGroups.forEach((group, i) => {
      if (i !== 1) expect(group).toEqual(storedBefore.strategy.adGroups[i]);
    });
    const edited = (res.json as { campaign: Campaign }).campaign.strategy!.adGroups[1]!;
    expect(edited.keywords).toEqual(target.keywords);
    expect(edited.ad).toMatchObject({
      headlines: ad.headlines,
      descriptions: ad.descriptions,
      path1: 'masa-madre',
      path2: 'madrid-centro',
    });
    // The line the owner wrote is theirs; the lines they kept keep their source; the one deleted is remembered.
    expect(edited.ad!.sources!.headlines![0]).toEqual({ kind: 'owner' });
    expect(edited.ad!.sources!.headlines!.slice(1).every((s) => s.kind !== 'owner')).toBe(true);
    expect(edited.ad!.ownerRemoved).toEqual([dropped]);
    const again = (await get(user, campaign.id)).json as { campaign: Campaign };
    expect(again.campaign.strategy!.adGroups[1]!.ad).toEqual(edited.ad);
    expect(again.campaign.strategy!.adGroups[0]).toEqual(groups[0]);
  });

  it('answers 404 for a missing campaign and 403 for a foreign uid', async () => {
    const { user, campaign } = await userWithCampaign();
    const other = await registeredUser();
    expect((await patch(user, 'nope', { name: 'X' })).status).toBe(404);
    const foreign = await call(path(user, campaign.id), { method: 'PATCH', token: other.idToken, body: { name: 'Hijacked' } });
    expect(foreign.status).toBe(403);
    expect((await get(user, campaign.id)).json).toMatchObject({ campaign: { name: campaign.name } });
  });
});

describe('GET /campaign/user/{uid}/{campaignId}/export', () => {
  it.each(['BASIC', 'PRO'])('refuses %s with 403 PREMIUM_REQUIRED', async (plan) => {
    const { user, campaign } = await userWithCampaign(plan);
    const res = await exportCsv(user, campaign.id, 'editor-csv');
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: 'PREMIUM_REQUIRED' });
  });

  it('answers 404 when not yours, 400 on an unknown format', async () => {
    const { user } = await userWithCampaign('PREMIUM');
    expect((await exportCsv(user, 'nope', 'editor-csv')).status).toBe(404);
    const bad = await exportCsv(user, 'nope', 'xlsx');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ field: 'format' });
  });

  it('exports an Editor CSV whose every row matches the (edited) strategy', async () => {
    const { user, campaign } = await userWithCampaign('PREMIUM');
    const headlines = [...campaign.strategy!.headlines];
    headlines[1] = 'Pan, "bollería" y más';
    const edited = (
      (await patch(user, campaign.id, { headlines, applyToAllGroups: true, negativeKeywords: ['gratis', 'receta, casera'] })).json as {
        campaign: Campaign;
      }
    ).campaign;
    const strategy = edited.strategy!;

    const res = await exportCsv(user, campaign.id, 'editor-csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+-google-ads-editor\.csv"$/);
    // fetch's decoder drops the byte-order mark; the bytes carry it (EF BB BF).
    expect(toCsv([['a']])).toBe('\uFEFFa\r\n');
    expect(res.text).toContain('"Pan, ""bollería"" y más"');

    const rows = parse(res.text, { bom: true, columns: true, relax_column_count: false }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...EDITOR_COLUMNS]);
    expect(rows.every((r) => r['Campaign'] === edited.name)).toBe(true);

    const campaignRows = rows.filter((r) => r['Campaign type']);
    expect(campaignRows).toHaveLength(1);
    expect(campaignRows[0]).toMatchObject({
      'Campaign type': 'Search',
      'Campaign status': 'Paused',
      Languages: 'es',
      Location: 'Madrid, España',
      Budget: strategy.budget.daily.toFixed(2),
    });

    const groupRows = rows.filter((r) => r['Ad group'] && r['Ad group status']);
    expect(groupRows.map((r) => r['Ad group'])).toEqual(strategy.adGroups.map((g) => g.name));

    const keywordRows = rows.filter((r) => r['Ad group'] && r['Keyword']);
    const expected = strategy.adGroups.flatMap((g) =>
      g.keywords.map((k) => ({ group: g.name, text: k.text, type: k.matchType[0] + k.matchType.slice(1).toLowerCase() })),
    );
    expect(keywordRows.map((r) => ({ group: r['Ad group'], text: r['Keyword'], type: r['Criterion Type'] }))).toEqual(expected);

    const negatives = rows.filter((r) => !r['Ad group'] && r['Keyword']);
    expect(negatives.map((r) => [r['Keyword'], r['Criterion Type']])).toEqual([
      ['gratis', 'Negative Phrase'],
      ['receta, casera', 'Negative Phrase'],
    ]);

    const ads = rows.filter((r) => r['Ad type']);
    expect(ads).toHaveLength(strategy.adGroups.length);
    for (const [index, ad] of ads.entries()) {
      const own = strategy.adGroups[index]!.ad!;
      expect(ad['Ad type']).toBe('Responsive search ad');
      expect(ad['Final URL']).toBe(payload.link1);
      const adHeadlines = Array.from({ length: 15 }, (_, i) => ad[`Headline ${i + 1}`]).filter(Boolean);
      // The shared lines went to every group (applyToAllGroups); each group keeps its own descriptions.
      expect(adHeadlines).toEqual(headlines.slice(0, 15));
      expect(adHeadlines.every((h) => h!.length <= HEADLINE_MAX)).toBe(true);
      const adDescriptions = Array.from({ length: 4 }, (_, i) => ad[`Description ${i + 1}`]).filter(Boolean);
      expect(adDescriptions).toEqual(own.descriptions.slice(0, 4));
      expect(adDescriptions.every((d) => d!.length <= DESCRIPTION_MAX)).toBe(true);
      expect(ad['Path 1']!.length).toBeLessThanOrEqual(15);
      expect(ad['Path 1']).toMatch(/^[a-z0-9-]*$/);
    }
    // Every asset creation would send, one row each on the campaign (its callouts at least).
    const assetRows = rows.filter((r) => ['Link text', 'Callout text', 'Header', 'Phone number', 'Price type'].some((c) => r[c]));
    expect(assetRows.filter((r) => r['Callout text']).length).toBeGreaterThan(0);
    expect(rows).toHaveLength(1 + assetRows.length + groupRows.length + keywordRows.length + ads.length + negatives.length);
  });

  it('exports the keywords CSV with match type and ad group', async () => {
    const { user, campaign } = await userWithCampaign('PREMIUM');
    const res = await exportCsv(user, campaign.id, 'keywords-csv');
    expect(res.status).toBe(200);
    const rows = parse(res.text, { bom: true, columns: true }) as Record<string, string>[];
    const keywords = campaign.strategy!.adGroups.flatMap((g) => g.keywords.map((k) => [k.text, g.name]));
    expect(rows.filter((r) => r['Ad group']).map((r) => [r['Keyword'], r['Ad group']])).toEqual(keywords);
    expect(rows.every((r) => ['Exact', 'Phrase', 'Broad', 'Negative phrase'].includes(r['Match type']!))).toBe(true);
  });
});

describe('GET /usage/{uid}', () => {
  it('answers what the plan has used and allows, and refuses another uid', async () => {
    const { user } = await userWithCampaign();
    const res = await call(`/usage/${user.uid}`, { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      plan: 'BASIC',
      campaigns: { used: 1, limit: 1, resetsAt: null },
      ai_queries: { used: 0, limit: 3, resetsAt: null },
    });
    const other = await registeredUser();
    expect((await call(`/usage/${user.uid}`, { token: other.idToken })).status).toBe(403);
    expect((await call(`/usage/${user.uid}`)).status).toBe(401);
  });
});
