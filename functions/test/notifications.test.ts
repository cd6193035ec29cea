import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdsReport, AdsResultsAdapter } from '../src/adapters/ads-results/types.js';
import type { AlertKind, NotificationsResponse } from '../src/contract/notifications.js';
import { createStandIns } from '../src/local/index.js';
import type { CreateStandIns } from '../src/stand-ins.js';
import { db, type TestUser } from './helpers.js';
import { inProcessApi } from './in-process.js';

/**
 * Alerts, the weekly report and unsubscribe on the app served in this process, with the Google Ads
 * sandbox as Google and, at the results adapter's seam, accounts whose figures are scripted: each
 * alert kind is triggered by a simulated account's figures, the weekly report goes out once a week
 * per campaign in the owner's language and currency, and unsubscribing stops it.
 */

/** Figures for one campaign: daily rows over the report's dates, and Google's serving reasons. */
interface Script {
  day: (daysAgo: number) => { impressions: number; clicks: number; cost: number; conversions: number };
  statusReasons?: string[];
  currency?: string;
}
const scripts = new Map<string, Script>();

/** The sandbox's report, with the figures of the campaign's script when it has one. */
const scriptedStandIns: CreateStandIns = (deps) => {
  const standIns = createStandIns(deps);
  return {
    ...standIns,
    results(): AdsResultsAdapter {
      const sandbox = standIns.results();
      return {
        provider: sandbox.provider,
        apply: (ref, change, context) => sandbox.apply(ref, change, context),
        async report(request): Promise<AdsReport> {
          const base = await sandbox.report(request);
          const script = scripts.get(request.campaignResourceName);
          if (!script) return base;
          const n = base.daily.length;
          return {
            ...base,
            ...(script.currency ? { currency: script.currency } : {}),
            statusReasons: script.statusReasons ?? [],
            conversionTracking: true,
            daily: base.daily.map((d, i) => ({ date: d.date, ...script.day(n - i) })),
          };
        },
      };
    },
  };
};

let api: Awaited<ReturnType<typeof inProcessApi>>;
beforeAll(async () => {
  api = await inProcessApi({}, scriptedStandIns);
});
afterAll(async () => {
  await api.close();
});

async function connectedPremiumUser(language?: 'es' | 'en'): Promise<TestUser> {
  const user = await api.registeredUser('PREMIUM');
  if (language) await db().doc(`users/${user.uid}`).update({ language });
  const start = await api.call(`/oauth2callback/start?uid=${user.uid}`, { token: user.idToken });
  const url = new URL(String(start.json?.['url']));
  const cookie = start.headers
    .getSetCookie()
    .find((c) => c.startsWith('__session='))!
    .split(';')[0]!;
  const query = new URLSearchParams({ state: url.searchParams.get('state')!, redirect_uri: url.searchParams.get('redirect_uri')! });
  const allowed = await fetch(`${api.url}/local/google-ads/consent/allow?${query.toString()}`, { method: 'POST', redirect: 'manual' });
  const back = await fetch(`${api.url}${allowed.headers.get('location')}`, { headers: { cookie }, redirect: 'manual' });
  expect(back.headers.get('location')).toContain('status=ok');
  return user;
}

/** A campaign created in the sandbox and enabled; `script` sets its figures. */
async function enabledCampaign(
  user: TestUser,
  script: Script,
  brief: { location: string; language: string } = { location: 'United States', language: 'English' },
) {
  const generated = await api.call(`/campaign/user/${user.uid}`, {
    method: 'POST',
    token: user.idToken,
    body: {
      objective: 'Leads',
      description: 'Bright Smile Dental offers teeth whitening and family check-ups, six days a week.',
      type: 'Search',
      keywords: 'teeth whitening, family dentist',
      budget: 70,
      link1: 'https://brightsmile.example/',
      ...brief,
    },
  });
  expect(generated.status, generated.text).toBe(201);
  const id = String((generated.json as { campaign: { id: string } }).campaign.id);
  const created = await api.call(`/campaign/user/${user.uid}/real`, { method: 'POST', token: user.idToken, body: { campaignId: id } });
  expect(created.status, created.text).toBe(201);
  const resourceName = String((created.json as { googleAds: { campaignResourceName: string } }).googleAds.campaignResourceName);
  scripts.set(resourceName, script);
  const enabled = await api.call(`/campaign/user/${user.uid}/${id}/status`, {
    method: 'POST',
    token: user.idToken,
    body: { status: 'ENABLED' },
  });
  expect(enabled.status, enabled.text).toBe(200);
  return id;
}

const runNow = async (job: 'alerts' | 'weekly-report', uid: string, force = false) => {
  const res = await api.call(`/local/schedules/${job}/run?uid=${uid}${force ? '&force=1' : ''}`, { method: 'POST' });
  expect(res.status, res.text).toBe(200);
  return res.json as { job: string; result: Record<string, unknown> };
};
const mailsTo = async (email: string) =>
  (await db().collection('localMail').where('to', '==', email).get()).docs.map((d) => d.data() as Record<string, unknown>);
const listOf = async (user: TestUser, token = user.idToken, headers: Record<string, string> = {}) =>
  api.call(`/notifications/${user.uid}`, { token, headers });

// A budget of 10 a day (USD 70 a week); steady figures trigger nothing.
const steady = { impressions: 200, clicks: 10, cost: 9, conversions: 1 };

describe('alerts (each kind from a simulated account)', () => {
  let user: TestUser;
  const campaigns: Partial<Record<string, string>> = {};

  beforeAll(async () => {
    user = await connectedPremiumUser('en');
    campaigns['steady'] = await enabledCampaign(user, { day: () => steady });
    campaigns['over'] = await enabledCampaign(user, { day: (ago) => (ago <= 7 ? { ...steady, cost: 14 } : steady) });
    campaigns['under'] = await enabledCampaign(user, {
      day: (ago) => (ago <= 7 ? { ...steady, impressions: 20, clicks: 2, cost: 2 } : steady),
    });
    campaigns['none'] = await enabledCampaign(user, { day: () => ({ ...steady, conversions: 0 }) });
    campaigns['silent'] = await enabledCampaign(user, { day: (ago) => (ago <= 10 ? { ...steady, conversions: 0 } : steady) });
    campaigns['policy'] = await enabledCampaign(user, { day: () => steady, statusReasons: ['HAS_ADS_DISAPPROVED'] });
    campaigns['budget'] = await enabledCampaign(user, { day: () => ({ ...steady, cost: 10 }), statusReasons: ['BUDGET_CONSTRAINED'] });
  }, 240_000);

  it('writes each kind for the campaign whose figures call for it, with its numbers, mailed too; a kind switched off is not', async () => {
    const off = await api.call(`/notifications/${user.uid}/preferences`, {
      method: 'PUT',
      token: user.idToken,
      body: { alerts: { ADS_POLICY: false } },
    });
    expect(off.status, off.text).toBe(200);
    expect(off.json).toMatchObject({ alerts: { ADS_POLICY: false, SPEND_PACING: true } });

    const first = await runNow('alerts', user.uid);
    const found = (first.result['alerts'] as { campaignId: string; kind: AlertKind }[]).map((a) => `${a.campaignId}:${a.kind}`);
    const expectKind = (campaign: string, kind: AlertKind) => expect(found).toContain(`${campaigns[campaign]}:${kind}`);
    expectKind('over', 'SPEND_PACING');
    expectKind('under', 'SPEND_PACING');
    expectKind('none', 'NO_CONVERSIONS');
    expectKind('silent', 'TRACKING_SILENT');
    expectKind('budget', 'LIMITED_BY_BUDGET');
    expect(found.filter((f) => f.startsWith(`${campaigns['steady']}:`))).toEqual([]);
    expect(found).not.toContain(`${campaigns['policy']}:ADS_POLICY`);

    // Switched back on: the next check writes it; the others are not written twice in a week.
    await api.call(`/notifications/${user.uid}/preferences`, {
      method: 'PUT',
      token: user.idToken,
      body: { alerts: { ADS_POLICY: true } },
    });
    const second = await runNow('alerts', user.uid);
    expect((second.result['alerts'] as { campaignId: string; kind: string }[]).map((a) => `${a.campaignId}:${a.kind}`)).toEqual([
      `${campaigns['policy']}:ADS_POLICY`,
    ]);

    const list = await listOf(user);
    expect(list.status).toBe(200);
    const body = list.json as unknown as NotificationsResponse;
    expect(body.notifications).toHaveLength(6);
    expect(body.unread).toBe(6);
    const over = body.notifications.find((n) => n.campaignId === campaigns['over'])!;
    expect(over).toMatchObject({ kind: 'SPEND_PACING', read: false, link: `/campaigns/${campaigns['over']}#results` });
    expect(over.title).toContain('Spending faster than the budget');
    // 7 × 14 = 98 spent against 7 × 10 = 70: 140 %, in the account's currency.
    expect(over.body).toContain('USD 98.00');
    expect(over.body).toContain('140%');
    const silent = body.notifications.find((n) => n.campaignId === campaigns['silent'])!;
    expect(silent.body).toMatch(/recorded 11 days ago/);
    expect(silent.link).toContain('#tracking');
    // In Spanish for a Spanish reader.
    const es = (await listOf(user, user.idToken, { 'accept-language': 'es' })).json as unknown as NotificationsResponse;
    expect(es.notifications.find((n) => n.campaignId === campaigns['over'])!.body).toContain('USD 98,00');

    // And by e-mail, each with the unsubscribe headers of RFC 8058.
    const mails = await mailsTo(user.email);
    expect(mails.filter((m) => String(m['subject']).includes('Spending faster than the budget'))).toHaveLength(1);
    expect(mails).toHaveLength(6);
    const headers = mails[0]!['headers'] as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(/^<http.*\/email\/unsubscribe\?token=/);
  });

  it('marks one read (own only); bad input is a clear 4xx', async () => {
    const before = (await listOf(user)).json as unknown as NotificationsResponse;
    const target = before.notifications[0]!;
    const read = await api.call(`/notifications/${user.uid}/${target.id}/read`, { method: 'POST', token: user.idToken });
    expect(read.status, read.text).toBe(204);
    const after = (await listOf(user)).json as unknown as NotificationsResponse;
    expect(after.notifications.find((n) => n.id === target.id)!.read).toBe(true);
    expect(after.unread).toBe(before.unread - 1);

    const other = await api.registeredUser();
    expect((await listOf(user, other.idToken)).status).toBe(403);
    expect((await api.call(`/notifications/${user.uid}/${target.id}/read`, { method: 'POST', token: other.idToken })).status).toBe(403);
    expect((await api.call(`/notifications/${user.uid}`)).status).toBe(401);
    // Another user's id under one's own uid is simply not there.
    expect((await api.call(`/notifications/${other.uid}/${target.id}/read`, { method: 'POST', token: other.idToken })).status).toBe(404);
    const bad = await api.call(`/notifications/${user.uid}/${encodeURIComponent('no such id!')}/read`, {
      method: 'POST',
      token: user.idToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: 'INVALID_REQUEST' });
    const missing = await api.call(`/notifications/${user.uid}/nothing_here/read`, { method: 'POST', token: user.idToken });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ error: 'NOT_FOUND' });
    for (const body of [{ weeklyReport: 'yes' }, { alerts: { NOT_A_KIND: true } }, { extra: 1 }]) {
      const res = await api.call(`/notifications/${user.uid}/preferences`, { method: 'PUT', token: user.idToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('the weekly report', () => {
  it('is opt-in, mailed once a week per campaign in the owner’s language and currency; unsubscribe stops it, forced or not', async () => {
    const owner = await connectedPremiumUser('es');
    const campaignId = await enabledCampaign(
      owner,
      { day: () => ({ impressions: 300, clicks: 12, cost: 5000, conversions: 2 }), currency: 'ARS' },
      { location: 'Buenos Aires, Argentina', language: 'Spanish' },
    );

    const notOptedIn = await runNow('weekly-report', owner.uid);
    expect(notOptedIn.result).toMatchObject({ mailed: [], skipped: [{ campaignId, reason: 'NOT_OPTED_IN' }] });
    const on = await api.call(`/notifications/${owner.uid}/preferences`, {
      method: 'PUT',
      token: owner.idToken,
      body: { weeklyReport: true },
    });
    expect(on.json).toMatchObject({ weeklyReport: true });

    const sent = await runNow('weekly-report', owner.uid);
    expect(sent.result).toMatchObject({ mailed: [{ campaignId, to: owner.email, language: 'es-voseo' }] });
    const [report] = await mailsTo(owner.email);
    expect(report).toBeDefined();
    expect(String(report!['subject'])).toMatch(/^Informe semanal: /);
    const text = String(report!['text']);
    // 7 days × ARS 5000, 14 conversions: ARS 2500 each; the searches that brought them; one next step; the campaign's page.
    expect(text).toContain('Gasto: ARS 35.000');
    expect(text).toContain('Conversiones: 14');
    expect(text).toContain('Costo por conversión: ARS 2.500');
    expect(text).toMatch(/Las búsquedas que (las trajeron|trajeron más clics):\n- «/);
    expect(text).toContain('Próximo paso: ');
    expect(text).toContain(`/campaigns/${campaignId}`);

    // Once a week: a second run sends nothing; `force` sends again.
    const again = await runNow('weekly-report', owner.uid);
    expect(again.result).toMatchObject({ mailed: [], skipped: [{ campaignId, reason: 'ALREADY_THIS_WEEK' }] });
    expect(await mailsTo(owner.email)).toHaveLength(1);
    const forced = await runNow('weekly-report', owner.uid, true);
    expect(forced.result).toMatchObject({ mailed: [{ campaignId }] });
    expect(await mailsTo(owner.email)).toHaveLength(2);

    // The link: a GET only asks (a link scanner unsubscribes no one); the POST (one click) does.
    const link = /https?:\/\/\S+\/email\/unsubscribe\?token=\S+/.exec(text)![0];
    const path = link.slice(link.indexOf('/email/'));
    const page = await api.call(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('¿Dejar de recibir el informe semanal por correo?');
    expect(page.text).toContain('<form method="post"');
    expect((await api.call(`/notifications/${owner.uid}/preferences`, { token: owner.idToken })).json).toMatchObject({
      weeklyReport: true,
    });
    const done = await api.call(path, {
      method: 'POST',
      body: undefined,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status, done.text).toBe(200);
    expect(done.text).toContain('no llegarán más informes semanales');
    // Idempotent, and says how to undo.
    expect((await api.call(path, { method: 'POST' })).text).toContain('perfil');
    expect((await api.call(`/notifications/${owner.uid}/preferences`, { token: owner.idToken })).json).toMatchObject({
      weeklyReport: false,
      alertEmails: true,
    });

    const afterUnsubscribe = await runNow('weekly-report', owner.uid, true);
    expect(afterUnsubscribe.result).toMatchObject({ mailed: [], skipped: [{ campaignId, reason: 'NOT_OPTED_IN' }] });
    expect(await mailsTo(owner.email)).toHaveLength(2);

    // A token that is not ours is refused, naming nothing.
    const forged = await api.call(
      `/email/unsubscribe?token=${encodeURIComponent(`${Buffer.from(`${owner.uid}:alerts`).toString('base64url')}.AAAA`)}`,
      {
        method: 'POST',
      },
    );
    expect(forged.status).toBe(400);
    expect((await api.call(`/notifications/${owner.uid}/preferences`, { token: owner.idToken })).json).toMatchObject({ alertEmails: true });
  });

  it('is written in English for an English-speaking owner, in the account’s currency', async () => {
    const owner = await connectedPremiumUser('en');
    await enabledCampaign(owner, { day: () => steady });
    await api.call(`/notifications/${owner.uid}/preferences`, { method: 'PUT', token: owner.idToken, body: { weeklyReport: true } });
    const sent = await runNow('weekly-report', owner.uid);
    expect(sent.result).toMatchObject({ mailed: [{ language: 'en' }] });
    const [report] = await mailsTo(owner.email);
    expect(String(report!['subject'])).toMatch(/^Weekly report: /);
    expect(String(report!['text'])).toContain('Spend: USD 63.00');
    expect(String(report!['text'])).toContain('Cost per conversion: USD 9.00');
    const page = await api.call('/local/mail');
    expect(page.text).toContain(owner.email);
  });
});
