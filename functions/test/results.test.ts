import { describe, expect, it } from 'vitest';
import { BUYING_INTENT } from '../src/results/suggestions.js';
import { REPORT_OPERATIONS } from '../src/adapters/ads-results/types.js';
import type { z } from 'zod';
import type { Campaign, campaignPayloadSchema } from '../src/contract/campaigns.js';
import type { ApplyResponse, ResultsResponse, StatusResponse } from '../src/contract/results.js';
import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { loadConfig } from '../src/config.js';
import { createStandIns } from '../src/local/index.js';
import { createServices } from '../src/services.js';
import { call, connectSandbox, db, FRESH_READ, registeredUser, stack, type TestUser } from './helpers.js';
import { inProcessApi } from './in-process.js';

/**
 * Results against the whole local stack, with the Google Ads sandbox as Google: a campaign created
 * in the sandbox, enabled, read through the simulator, fixed with one click, paused.
 */

/** The SPEC's payload as a client posts it. */
type PayloadInput = z.input<typeof campaignPayloadSchema>;

const payload = (overrides: Partial<PayloadInput> = {}): PayloadInput => ({
  objective: 'Sales',
  description: 'Bright Smile Dental offers teeth whitening and family check-ups in Austin, Texas, six days a week.',
  type: 'Search',
  location: 'United States',
  language: 'English',
  keywords: 'teeth whitening, family dentist, emergency dentist open on sunday',
  negativeKeywords: 'cheap',
  link1: 'https://brightsmile.example/',
  link2: '',
  link3: '',
  link4: '',
  budget: 70,
  ...overrides,
});

const today = () => new Date().toISOString().slice(0, 10);

async function setPlan(user: TestUser, plan: string) {
  await db().doc(`users/${user.uid}`).set({ plan }, { merge: true });
}

/**
 * A Premium user connected to the sandbox, with one campaign created (paused) in it: its strategy
 * written on `writtenOn` (the user is on Premium from then on), edited with `edit` before creation.
 */
async function campaignInGoogleAds(
  opts: { writtenOn?: string; edit?: (campaign: Campaign) => Record<string, unknown> } = {},
): Promise<{ user: TestUser; campaignId: string }> {
  const user = await registeredUser();
  await setPlan(user, opts.writtenOn ?? 'PREMIUM');
  // Creation builds a stored campaign (ADR 26): generated first, then created by id.
  const generated = await call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: payload() });
  expect(generated.status, generated.text).toBe(201);
  const campaignId = String((generated.json as { campaign: { id: string } }).campaign.id);
  if (opts.edit) {
    const edited = await call(`/campaign/user/${user.uid}/${campaignId}`, {
      method: 'PATCH',
      token: user.idToken,
      body: opts.edit((generated.json as { campaign: Campaign }).campaign),
    });
    expect(edited.status, edited.text).toBe(200);
  }
  await setPlan(user, 'PREMIUM');
  await connectSandbox(user);
  const created = await call(`/campaign/user/${user.uid}/real`, { method: 'POST', token: user.idToken, body: { campaignId } });
  expect(created.status, created.text).toBe(201);
  return { user, campaignId: String((created.json as { campaign: { id: string } }).campaign.id) };
}

const base = (user: TestUser, campaignId: string) => `/campaign/user/${user.uid}/${campaignId}`;
// Reads ask for a fresh answer, as the web app does after its own changes: the Functions emulator runs
// a worker per concurrent request, each with its own memory of recent answers (ADR 19), so a read
// right after a change may reach a worker that did not see it. read-cache.test.ts covers that memory.
const results = (user: TestUser, campaignId: string, range = 'LAST_30_DAYS', extra = '', headers: Record<string, string> = FRESH_READ) =>
  call(`${base(user, campaignId)}/results?range=${range}${extra}`, { token: user.idToken, headers });
const setStatus = (user: TestUser, campaignId: string, status: unknown) =>
  call(`${base(user, campaignId)}/status`, { method: 'POST', token: user.idToken, body: { status } });
const apply = (user: TestUser, campaignId: string, id: string, body?: unknown) =>
  call(`${base(user, campaignId)}/suggestions/${id}/apply`, { method: 'POST', token: user.idToken, ...(body ? { body } : {}) });
const undo = (user: TestUser, campaignId: string, changeId: string) =>
  call(`${base(user, campaignId)}/history/${changeId}/undo`, { method: 'POST', token: user.idToken });

async function changesRecorded(uid: string) {
  return (await db().collection('localGoogleAdsMutations').where('uid', '==', uid).get()).docs
    .map((d) => d.data())
    .filter((d) => d['campaignResourceName']);
}

async function used(uid: string): Promise<number> {
  return Number((await db().doc(`resultsQuota/${today()}_${uid}`).get()).get('used') ?? 0);
}

describe('campaign results (sandbox)', () => {
  it('create → enable → results → apply a negatives suggestion → history shows it → pause', async () => {
    const { user, campaignId } = await campaignInGoogleAds();

    const enabled = await setStatus(user, campaignId, 'ENABLED');
    expect(enabled.status, enabled.text).toBe(200);
    expect(enabled.json as unknown as StatusResponse).toMatchObject({
      status: 'ENABLED',
      change: { result: 'APPLIED', description: 'Enabled the campaign' },
    });
    expect((await db().doc(`users/${user.uid}/campaigns/${campaignId}`).get()).get('googleAds.status')).toBe('ENABLED');
    // One status: the page and the list the API answers say enabled too.
    const page = await call(`/campaign/user/${user.uid}/${campaignId}`, { token: user.idToken, headers: { 'Pautia-Read': 'fresh' } });
    expect(page.json).toMatchObject({ campaign: { status: 'In Google Ads (enabled)', googleAds: { status: 'ENABLED' } } });
    const list = await call(`/campaign/user/${user.uid}`, { token: user.idToken, headers: { 'Pautia-Read': 'fresh' } });
    expect((list.json as { campaigns: { id: string; status: string }[] }).campaigns.find((c) => c.id === campaignId)?.status).toBe(
      'In Google Ads (enabled)',
    );

    const res = await results(user, campaignId);
    expect(res.status, res.text).toBe(200);
    const body = res.json as unknown as ResultsResponse;
    expect(body).toMatchObject({ source: 'sandbox', range: 'LAST_30_DAYS', status: 'ENABLED', dailyBudget: 10, conversionTracking: true });
    expect(body.daily).toHaveLength(30);
    expect(body.totals.impressions).toBe(body.daily.reduce((s, d) => s + d.impressions, 0));
    expect(body.totals.clicks).toBeGreaterThan(0);
    expect(body.previousTotals.impressions).toBeGreaterThan(0);
    for (const d of body.daily) expect(d.cost).toBeLessThanOrEqual(10);
    expect(body.keywords.length).toBeGreaterThan(0);
    expect(body.ads[0]!.headlines.length).toBeGreaterThanOrEqual(3);
    // The sandbox's searches that are not customers' ("free …", "… jobs", "how to do … yourself"), from the campaign's keywords.
    const notCustomers = /^free |^how to do .+ yourself$| jobs$/;
    expect(body.searchTerms.map((t) => t.term)).toContainEqual(expect.stringMatching(notCustomers));
    expect(body.history.map((h) => h.description)).toEqual(['Enabled the campaign']);
    expect(body.servingProblems.join(' ')).not.toContain('paused');
    // The verdict at the top: a level, three figures, one next step, amounts with the currency.
    expect(body.verdict).toMatchObject({ level: expect.stringMatching(/^(GOOD|WATCH|ACT)$/), targetCostPerResult: 14 });
    expect(body.verdict!.figures).toHaveLength(3);
    expect(body.verdict!.nextStep.length).toBeGreaterThan(0);

    const negatives = body.suggestions.find((s) => s.kind === 'NEGATIVES')!;
    expect(negatives.change).toMatchObject({ kind: 'ADD_NEGATIVES', terms: expect.arrayContaining([expect.stringMatching(notCustomers)]) });
    // A customer's search is never proposed as a negative: the sandbox's "… near me" stays.
    const proposed = (negatives.change as { terms: string[] }).terms;
    expect(proposed.filter((t) => BUYING_INTENT.test(t))).toEqual([]);
    expect(body.searchTerms.some((t) => t.term.endsWith(' near me'))).toBe(true);
    expect(negatives.detail).toMatch(/in the last 30 days without a conversion/);
    const applied = await apply(user, campaignId, negatives.id);
    expect(applied.status, applied.text).toBe(200);
    const done = applied.json as unknown as ApplyResponse;
    expect(done.change).toMatchObject({ result: 'APPLIED', change: negatives.change });
    expect(done.history[0]!.id).toBe(done.change.id);

    // The sandbox recorded the exact operations, as every sandbox mutate.
    const recorded = await changesRecorded(user.uid);
    const negativeOps = recorded
      .flatMap((r) => r['operations'] as { entity: string; resource: { negative?: boolean; keyword?: { text: string } } }[])
      .filter((o) => o.entity === 'campaign_criterion');
    expect(negativeOps.map((o) => o.resource.keyword!.text)).toEqual((negatives.change as { terms: string[] }).terms);

    // The applied suggestion is gone from the page; applying it again is stale.
    const after = (await results(user, campaignId)).json as unknown as ResultsResponse;
    expect(after.suggestions.map((s) => s.id)).not.toContain(negatives.id);
    expect(after.history[0]!.description).toMatch(/^Added \d+ negative keywords?/);
    const again = await apply(user, campaignId, negatives.id);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: 'CONFLICT', message: expect.stringContaining('out of date') });

    const paused = await setStatus(user, campaignId, 'PAUSED');
    expect(paused.status).toBe(200);
    expect((paused.json as unknown as StatusResponse).history.map((h) => h.description).slice(0, 1)).toEqual(['Paused the campaign']);
    const now = (await results(user, campaignId, 'LAST_7_DAYS')).json as unknown as ResultsResponse;
    expect(now.status).toBe('PAUSED');
    expect(now.servingProblems[0]).toContain('paused');
    expect(now.verdict).toMatchObject({ level: 'ACT', title: 'The campaign is paused: it brings no results' });
    const pausedPage = await call(`/campaign/user/${user.uid}/${campaignId}`, { token: user.idToken, headers: { 'Pautia-Read': 'fresh' } });
    expect(pausedPage.json).toMatchObject({ campaign: { status: 'In Google Ads (paused)' } });
  });

  it('applies every kind of suggestion the sandbox figures call for, each as one recorded mutate', async () => {
    const { user, campaignId } = await campaignInGoogleAds();
    await setStatus(user, campaignId, 'ENABLED');
    const body = (await results(user, campaignId)).json as unknown as ResultsResponse;
    const kinds = body.suggestions.filter((s) => s.change).map((s) => s.change!.kind);
    expect(kinds).toEqual(expect.arrayContaining(['ADD_NEGATIVES', 'REPLACE_HEADLINES']));
    const before = (await changesRecorded(user.uid)).length;
    const entity = {
      ADD_NEGATIVES: 'campaign_criterion',
      SET_BUDGET: 'campaign_budget',
      REPLACE_HEADLINES: 'ad',
      WIDEN_MATCH: 'ad_group_criterion',
      PAUSE_KEYWORD: 'ad_group_criterion',
      ADD_AD_VARIANT: 'ad_group_ad',
    };
    for (const s of body.suggestions.filter((x) => x.change)) {
      const res = await apply(user, campaignId, s.id);
      expect(res.status, res.text).toBe(200);
      const recorded = await changesRecorded(user.uid);
      const last = recorded.sort((a, b) => Number(a['createdAt']) - Number(b['createdAt'])).at(-1)!;
      expect((last['operations'] as { entity: string }[]).every((o) => o.entity === entity[s.change!.kind as keyof typeof entity])).toBe(
        true,
      );
    }
    expect((await changesRecorded(user.uid)).length).toBe(before + kinds.length);
  });

  it("a Premium owner without a business profile who wrote every group's headlines: no suggestion replaces them or brings back a deleted one, and ad B keeps them", async () => {
    const mine = ['Whitening Visits Each Week', 'Check-Ups for the Family', 'Ask About Teeth Whitening', 'Plan Your Next Check-Up'];
    let deleted: string[] = [];
    const { user, campaignId } = await campaignInGoogleAds({
      edit: (campaign) => {
        deleted = campaign.strategy!.adGroups.flatMap((g) => g.ad!.headlines);
        return {
          adGroups: campaign.strategy!.adGroups.map((g) => ({
            name: g.name,
            ad: { headlines: mine, descriptions: g.ad!.descriptions, path1: g.ad!.path1 ?? '', path2: g.ad!.path2 ?? '' },
          })),
        };
      },
    });
    expect((await db().doc(`users/${user.uid}/profile/business`).get()).exists).toBe(false);
    await setStatus(user, campaignId, 'ENABLED');
    const body = (await results(user, campaignId)).json as unknown as ResultsResponse;
    // The sandbox rates some of them LOW (it always rates the weakest fifth so); none is proposed for replacement.
    expect(body.ads.flatMap((a) => a.headlines).some((h) => h.performanceLabel === 'LOW')).toBe(true);
    const replaced = body.suggestions.flatMap((x) => (x.change?.kind === 'REPLACE_HEADLINES' ? x.change.remove : []));
    expect(replaced.filter((line) => mine.includes(line))).toEqual([]);
    const added = body.suggestions.flatMap((x) =>
      x.change?.kind === 'REPLACE_HEADLINES' ? x.change.add : x.change?.kind === 'ADD_AD_VARIANT' ? x.change.headlines : [],
    );
    expect(added.filter((line) => deleted.includes(line) && !mine.includes(line))).toEqual([]);
    const ab = body.suggestions.find((x) => x.change?.kind === 'ADD_AD_VARIANT')?.change as { headlines: string[] } | undefined;
    expect(ab?.headlines).toEqual(expect.arrayContaining(mine));
  });

  it('offers the A/B plan for a strategy written on a plan without A/B tests once the owner is on Premium', async () => {
    const { user, campaignId } = await campaignInGoogleAds({ writtenOn: 'BASIC' });
    expect((await db().doc(`users/${user.uid}/campaigns/${campaignId}`).get()).get('strategy.abTest')).toBeUndefined();
    await setStatus(user, campaignId, 'ENABLED');
    const body = (await results(user, campaignId)).json as unknown as ResultsResponse;
    const ab = body.suggestions.find((x) => x.kind === 'AB_TEST');
    expect(ab?.change).toMatchObject({ kind: 'ADD_AD_VARIANT', finalUrl: 'https://brightsmile.example/' });
    expect((ab?.change as { headlines: string[] }).headlines.length).toBeGreaterThanOrEqual(3);
  });

  it('applies only the ticked items of a negatives suggestion, then undoes it with one Google Ads change', async () => {
    const { user, campaignId } = await campaignInGoogleAds();
    await setStatus(user, campaignId, 'ENABLED');
    const body = (await results(user, campaignId)).json as unknown as ResultsResponse;
    const negatives = body.suggestions.find((s) => s.kind === 'NEGATIVES')!;
    const terms = (negatives.change as { terms: string[] }).terms;
    expect(terms.length).toBeGreaterThan(1);
    const before = (await changesRecorded(user.uid)).length;

    // Items it does not list, or none: 400 naming the field, nothing applied, the suggestion still there.
    for (const bad of [{ items: ['not a listed term'] }, { items: [] }, { items: 'x' }, { items: [terms[0]], extra: 1 }]) {
      const refused = await apply(user, campaignId, negatives.id, bad);
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringMatching(/items|extra/) });
    }
    expect(await changesRecorded(user.uid)).toHaveLength(before);

    const applied = await apply(user, campaignId, negatives.id, { items: [terms[0]] });
    expect(applied.status, applied.text).toBe(200);
    const done = applied.json as unknown as ApplyResponse;
    expect(done.change).toMatchObject({ result: 'APPLIED', change: { kind: 'ADD_NEGATIVES', terms: [terms[0]] }, undoable: true });
    // The term is in the description; before and after say what happened to it (no third copy of the list).
    expect(done.change.description).toBe(`Added 1 negative keyword: "${terms[0]}"`);
    expect(done.change.before).toBe('Your ads show for this search');
    expect(done.change.after).toBe('Excluded as negative keyword');
    const recorded = await changesRecorded(user.uid);
    const last = recorded.sort((a, b) => (a['createdAt'] as number) - (b['createdAt'] as number)).at(-1)!;
    expect(last['operations']).toHaveLength(1);
    const created = (last['resourceNames'] as string[])[0]!;

    // Every view reads again: the fresh results show the term excluded.
    const after = (await results(user, campaignId)).json as unknown as ResultsResponse;
    expect(after.history[0]).toMatchObject({ id: done.change.id, undoable: true });

    const undone = await undo(user, campaignId, done.change.id);
    expect(undone.status, undone.text).toBe(200);
    const reverted = undone.json as unknown as ApplyResponse;
    expect(reverted.change).toMatchObject({
      result: 'APPLIED',
      undoOf: done.change.id,
      undoable: false,
      change: { kind: 'REMOVE_NEGATIVES', terms: [terms[0]], resourceNames: [created] },
      description: `Undone: removed 1 negative keyword: "${terms[0]}"`,
    });
    const undoOps = (await changesRecorded(user.uid)).sort((a, b) => (a['createdAt'] as number) - (b['createdAt'] as number)).at(-1)!;
    expect(undoOps['operations']).toEqual([{ entity: 'campaign_criterion', operation: 'remove', resource: created }]);
    const original = reverted.history.find((h) => h.id === done.change.id)!;
    expect(original).toMatchObject({ undoable: false, undoneAt: reverted.change.at });

    // Once: a second undo, or an undo of the undo, is refused; an unknown change is 404.
    expect((await undo(user, campaignId, done.change.id)).status).toBe(409);
    expect((await undo(user, campaignId, reverted.change.id)).status).toBe(409);
    expect((await undo(user, campaignId, 'nosuchchange')).status).toBe(404);
    expect((await undo(user, campaignId, 'bad id!')).status).toBe(400);
    const spanish = await call(`${base(user, campaignId)}/results?range=LAST_30_DAYS`, {
      token: user.idToken,
      headers: { 'Accept-Language': 'es', 'Pautia-Read': 'fresh' },
    });
    expect((spanish.json as unknown as ResultsResponse).history[0]!.description).toBe(
      `Deshecho: 1 palabra clave negativa quitada: "${terms[0]}"`,
    );
    // The campaign goes on (the sandbox replays the undo's remove operation): pausing it after an undo is one more change.
    const paused = await setStatus(user, campaignId, 'PAUSED');
    expect(paused.status, paused.text).toBe(200);
  });

  it("adds the A/B plan's ad B as a second ad in its group with one click; the sandbox reports both ads; an undo removes it", async () => {
    const { user, campaignId } = await campaignInGoogleAds();
    await setStatus(user, campaignId, 'ENABLED');
    const body = (await results(user, campaignId)).json as unknown as ResultsResponse;
    expect(body.abTest).toBeNull();
    expect(body.ads.every((a) => a.variant === 'A')).toBe(true);
    const ab = body.suggestions.find((s) => s.kind === 'AB_TEST')!;
    const stored = (await db().doc(`users/${user.uid}/campaigns/${campaignId}`).get()).get('strategy.abTest') as {
      headlines: string[];
      clicksPerVariant: number;
    };
    expect(ab.change).toMatchObject({ kind: 'ADD_AD_VARIANT', headlines: stored.headlines, finalUrl: 'https://brightsmile.example/' });
    const group = (ab.change as { adGroupId: string }).adGroupId;

    const applied = await apply(user, campaignId, ab.id);
    expect(applied.status, applied.text).toBe(200);
    const done = (applied.json as unknown as ApplyResponse).change;
    expect(done).toMatchObject({ result: 'APPLIED', undoable: true, before: 'Ad A only', after: 'Ad A and ad B, shown in turn' });
    expect(done.adGroupName).toBe((ab.change as { adGroupName: string }).adGroupName);
    expect(done.description).toMatch(/^Added ad B of the A\/B test in "/);
    // One create of an ad group ad, in the group, sent where ad A sends people.
    const recorded = (await changesRecorded(user.uid)).sort((a, b) => Number(a['createdAt']) - Number(b['createdAt']));
    const op = (recorded.at(-1)!['operations'] as { entity: string; operation: string; resource: { ad_group: string } }[])[0]!;
    expect(op).toMatchObject({ entity: 'ad_group_ad', operation: 'create' });
    expect(op.resource.ad_group).toMatch(new RegExp(`/adGroups/${group}$`));
    const adB = (recorded.at(-1)!['resourceNames'] as string[])[0]!;

    // At once (the kept results), and from the sandbox itself once they are read again: two ads in the group, the test waiting.
    const patched = (await results(user, campaignId)).json as unknown as ResultsResponse;
    expect(patched.ads.filter((a) => a.adGroupId === group).map((a) => a.variant)).toEqual(['A', 'B']);
    for (const range of ['LAST_7_DAYS', 'LAST_30_DAYS']) await db().doc(`resultsCache/${user.uid}_${campaignId}_${range}`).delete();
    const read = (await results(user, campaignId, 'LAST_30_DAYS', '', FRESH_READ)).json as unknown as ResultsResponse;
    const inGroup = read.ads.filter((a) => a.adGroupId === group);
    expect(inGroup.map((a) => [a.variant, a.id])).toEqual([
      ['A', expect.any(String)],
      ['B', adB.split('~').pop()],
    ]);
    expect(read.abTest).toMatchObject({
      adB: adB.split('~').pop(),
      winner: null,
      sample: { neededClicks: stored.clicksPerVariant, enough: false },
    });
    expect(read.abTest!.recommendation).toMatch(/^Not enough data yet: each ad needs \d+ clicks/);
    expect(read.suggestions.map((s) => s.kind)).not.toContain('AB_TEST');

    const undone = await undo(user, campaignId, done.id);
    expect(undone.status, undone.text).toBe(200);
    expect((undone.json as unknown as ApplyResponse).change).toMatchObject({
      change: { kind: 'REMOVE_AD', resourceName: adB },
      description: expect.stringMatching(/^Undone: removed ad B in "/),
    });
    const undoOp = (await changesRecorded(user.uid)).sort((a, b) => Number(a['createdAt']) - Number(b['createdAt'])).at(-1)!;
    expect(undoOp['operations']).toEqual([{ entity: 'ad_group_ad', operation: 'remove', resource: adB }]);
    for (const range of ['LAST_7_DAYS', 'LAST_30_DAYS']) await db().doc(`resultsCache/${user.uid}_${campaignId}_${range}`).delete();
    const after = (await results(user, campaignId, 'LAST_30_DAYS', '', FRESH_READ)).json as unknown as ResultsResponse;
    expect(after.ads.filter((a) => a.adGroupId === group)).toHaveLength(1);
    expect(after.abTest).toBeNull();
  });

  it('undoes a pause of the campaign and a budget change, and the campaign page follows', async () => {
    const { user, campaignId } = await campaignInGoogleAds();
    const enabled = (await setStatus(user, campaignId, 'ENABLED')).json as unknown as StatusResponse;
    const undone = await undo(user, campaignId, enabled.change.id);
    expect(undone.status, undone.text).toBe(200);
    expect((undone.json as unknown as ApplyResponse).change).toMatchObject({ change: { kind: 'SET_STATUS', status: 'PAUSED' } });
    const page = await call(`/campaign/user/${user.uid}/${campaignId}`, { token: user.idToken, headers: { 'Pautia-Read': 'fresh' } });
    expect(page.json).toMatchObject({ campaign: { status: 'In Google Ads (paused)', googleAds: { status: 'PAUSED' } } });
  });

  it('ten parallel undos of one change: one Google Ads call, one history entry', async () => {
    const { user, campaignId } = await campaignInGoogleAds();
    const enabled = (await setStatus(user, campaignId, 'ENABLED')).json as unknown as StatusResponse;
    const mutatesBefore = (await changesRecorded(user.uid)).length;
    const operationsBefore = await used(user.uid);
    // Served in this process, as production serves concurrent requests on one instance (the
    // Functions emulator would start a worker per simultaneous request).
    const api = await inProcessApi();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call(`${base(user, campaignId)}/history/${enabled.change.id}/undo`, { method: 'POST', token: user.idToken }),
      ),
    ).finally(() => api.close());
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    // Google Ads was asked once: the sandbox recorded one more mutate, the pause.
    expect(await changesRecorded(user.uid)).toHaveLength(mutatesBefore + 1);
    // Every call to Google Ads takes its operations from the day's budget first: one pause, one operation.
    expect(await used(user.uid)).toBe(operationsBefore + 1);
    const history = (await results(user, campaignId, 'LAST_7_DAYS', '', FRESH_READ)).json as unknown as ResultsResponse;
    // One undo in the history, applied; no FAILED entries from the others.
    expect(history.history.filter((h) => h.undoOf === enabled.change.id)).toEqual([
      expect.objectContaining({ result: 'APPLIED', change: expect.objectContaining({ kind: 'SET_STATUS', status: 'PAUSED' }) }),
    ]);
    expect(history.history.filter((h) => h.result === 'FAILED')).toEqual([]);
    expect(history.history).toHaveLength(2);
  });

  it('caches per campaign and range for an hour, and refuses a manual refresh within 15 minutes', async () => {
    const { user, campaignId } = await campaignInGoogleAds();
    const first = (await results(user, campaignId, 'LAST_7_DAYS')).json as unknown as ResultsResponse;
    expect(await used(user.uid)).toBe(REPORT_OPERATIONS);
    const second = (await results(user, campaignId, 'LAST_7_DAYS', '&refresh=true')).json as unknown as ResultsResponse;
    expect(second.fetchedAt).toBe(first.fetchedAt);
    expect(Date.parse(second.refreshAvailableAt) - Date.parse(first.fetchedAt)).toBe(15 * 60 * 1000);
    expect(await used(user.uid)).toBe(REPORT_OPERATIONS);
    // Another range is another cache entry.
    await results(user, campaignId, 'LAST_30_DAYS');
    expect(await used(user.uid)).toBe(2 * REPORT_OPERATIONS);
    // Past 15 minutes, a manual refresh reads Google again.
    await db()
      .doc(`resultsCache/${user.uid}_${campaignId}_LAST_7_DAYS`)
      .update({ fetchedAtMs: Date.now() - 16 * 60 * 1000 });
    const refreshed = (await results(user, campaignId, 'LAST_7_DAYS', '&refresh=true')).json as unknown as ResultsResponse;
    expect(refreshed.fetchedAt).not.toBe(first.fetchedAt);
    expect(await used(user.uid)).toBe(3 * REPORT_OPERATIONS);
  });

  it('says in plain words when the daily operations budget is spent (the user’s, then the app’s), and shows stale figures it has', async () => {
    const { user, campaignId } = await campaignInGoogleAds();
    await db().doc(`resultsQuota/${today()}_${user.uid}`).set({ used: 120 });
    const res = await results(user, campaignId);
    expect(res.status).toBe(429);
    expect(res.json).toEqual({
      error: 'QUOTA_EXCEEDED',
      message:
        "You have used today's Google Ads requests for your account. Figures refresh tomorrow; your campaign keeps running meanwhile.",
    });
    const status = await setStatus(user, campaignId, 'ENABLED');
    expect(status.status).toBe(429);
    expect(await changesRecorded(user.uid)).toEqual([]);

    const other = await campaignInGoogleAds();
    const ok = await results(other.user, other.campaignId, 'LAST_7_DAYS');
    expect(ok.status).toBe(200);
    await db()
      .doc(`resultsCache/${other.user.uid}_${other.campaignId}_LAST_7_DAYS`)
      .update({ fetchedAtMs: Date.now() - 2 * 60 * 60 * 1000 });
    const app = db().doc(`resultsQuota/${today()}_app`);
    const before = (await app.get()).data();
    await app.set({ used: 2880 }, { merge: true });
    try {
      // Read fresh: the test moved stored times back hours; the instance's memory (ADR 19) would long have expired.
      const stale = await results(other.user, other.campaignId, 'LAST_7_DAYS', '', FRESH_READ);
      expect(stale.status).toBe(200);
      expect((stale.json as unknown as ResultsResponse).notice).toMatch(
        /^Pautia has used all the Google Ads requests Google allows it today\./,
      );
      const none = await results(other.user, other.campaignId, 'LAST_30_DAYS');
      expect(none.status).toBe(429);
      expect(none.json?.['message']).toContain('Pautia has used all the Google Ads requests');
    } finally {
      await app.set({ used: Number(before?.['used'] ?? 0) });
    }
  });

  it('is Premium only: 403 PREMIUM_REQUIRED, nothing read or changed', async () => {
    const { user, campaignId } = await campaignInGoogleAds();
    await setPlan(user, 'PRO');
    for (const res of [
      await results(user, campaignId),
      await setStatus(user, campaignId, 'ENABLED'),
      await apply(user, campaignId, 'sg_0123456789abcdef'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ error: 'PREMIUM_REQUIRED' });
    }
    expect(await used(user.uid)).toBe(0);
    expect(await changesRecorded(user.uid)).toEqual([]);
  });

  it('answers 403 FORBIDDEN for another user’s uid and 401 without a token', async () => {
    const { user, campaignId } = await campaignInGoogleAds();
    const mallory = await registeredUser();
    await setPlan(mallory, 'PREMIUM');
    const foreign = await call(`/campaign/user/${user.uid}/${campaignId}/results?range=LAST_7_DAYS`, { token: mallory.idToken });
    expect(foreign.status).toBe(403);
    expect(foreign.json).toMatchObject({ error: 'FORBIDDEN' });
    const pause = await call(`/campaign/user/${user.uid}/${campaignId}/status`, {
      method: 'POST',
      token: mallory.idToken,
      body: { status: 'PAUSED' },
    });
    expect(pause.status).toBe(403);
    // Mallory's own path does not reach the victim's campaign either.
    expect((await call(`/campaign/user/${mallory.uid}/${campaignId}/results?range=LAST_7_DAYS`, { token: mallory.idToken })).status).toBe(
      404,
    );
    expect((await call(`/campaign/user/${user.uid}/${campaignId}/results?range=LAST_7_DAYS`)).status).toBe(401);
  });

  it('answers 409 for a campaign not created in Google Ads, 409 for a stale suggestion, 400 for bad input', async () => {
    const { user, campaignId } = await campaignInGoogleAds();
    const draft = db().collection(`users/${user.uid}/campaigns`).doc();
    await draft.set({ ...payload(), name: 'Draft', status: 'Draft', createdAt: new Date() });
    const notCreated = await results(user, draft.id);
    expect(notCreated.status).toBe(409);
    expect(notCreated.json?.['message']).toContain('not in Google Ads yet');

    expect((await apply(user, campaignId, 'sg_0123456789abcdef')).status).toBe(409);
    // A suggestion from results older than an hour is stale too.
    await setStatus(user, campaignId, 'ENABLED');
    const body = (await results(user, campaignId)).json as unknown as ResultsResponse;
    await db()
      .doc(`resultsCache/${user.uid}_${campaignId}_LAST_30_DAYS`)
      .update({ fetchedAtMs: Date.now() - 61 * 60 * 1000 });
    const stale = await apply(user, campaignId, body.suggestions.find((s) => s.change)!.id);
    expect(stale.status).toBe(409);

    for (const res of [
      await results(user, campaignId, 'YESTERDAY'),
      await call(`${base(user, campaignId)}/results`, { token: user.idToken }),
      await setStatus(user, campaignId, 'REMOVED'),
      await call(`${base(user, campaignId)}/status`, { method: 'POST', token: user.idToken, body: { status: 'PAUSED', extra: 1 } }),
      await apply(user, campaignId, 'not-a-suggestion'),
    ]) {
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: 'INVALID_REQUEST' });
    }
  });

  it('gives the assistant the campaign’s latest figures from the cache, without a Google Ads request', async () => {
    const { user, campaignId } = await campaignInGoogleAds();
    const firestore = db();
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = stack().authHost;
    const services = createServices(loadConfig({ PAUTIA_MODE: 'local' }), {
      db: firestore,
      auth: getAuth(getApps().find((a) => a.name === `test-${stack().firestoreHost}`)!),
      standIns: createStandIns({ db: firestore }),
    });
    expect(await services.results.latestFigures(user.uid, campaignId)).toBeNull();
    await setStatus(user, campaignId, 'ENABLED');
    const body = (await results(user, campaignId, 'LAST_7_DAYS')).json as unknown as ResultsResponse;
    const spent = await used(user.uid);
    // In both languages: the assistant reads the one of its reply.
    const { en: text, es } = (await services.results.latestFigures(user.uid, campaignId))!;
    // Counts as a reader writes them ("1,062" on a busier week).
    const count = (n: number) => new Intl.NumberFormat('en').format(n);
    expect(text).toContain(`Impressions ${count(body.totals.impressions)}, clicks ${count(body.totals.clicks)}`);
    expect(text).toMatch(/average CPC USD \d+\.\d\d/);
    expect(es).toContain(`clics ${new Intl.NumberFormat('es').format(body.totals.clicks)}`);
    expect(es).toContain('últimos 7 días, datos de prueba (sandbox)');
    expect(es).toMatch(/CPC medio (USD|US\$) \d+,\d\d/);
    expect(text).toContain('last 7 days, sandbox data');
    expect(text).toContain('status ENABLED');
    expect(await used(user.uid)).toBe(spent);
    // The assistant, asked about the campaign, answers with those figures (no Google Ads request).
    const chat = await call('/chat', {
      method: 'POST',
      token: user.idToken,
      body: { userId: user.uid, message: 'How is my campaign doing?' },
    });
    expect(chat.status).toBe(200);
    // The verdict: its level beside three numbers in the account's currency, and one next step.
    const answer = String(chat.json?.['response']);
    expect(answer).toMatch(/Verdict: (Good|Watch|Act) · /);
    expect(answer).toContain(body.verdict!.title);
    expect(answer).toContain(`Next step: ${body.verdict!.nextStep}`);
    expect(await used(user.uid)).toBe(spent);
  });
});
