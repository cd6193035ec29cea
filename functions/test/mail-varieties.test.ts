import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdsReport, AdsResultsAdapter } from '../src/adapters/ads-results/types.js';
import { createStandIns } from '../src/local/index.js';
import type { CreateStandIns } from '../src/stand-ins.js';
import { db, type TestUser } from './helpers.js';
import { inProcessApi } from './in-process.js';

/**
 * The alert and weekly-report mails speak the Spanish of the campaign's country, whoever runs the
 * job: tuteo for a campaign in Mexico, voseo for one in Argentina (DESIGN §11). The jobs run from
 * "run now" with no Accept-Language, as the scheduler runs them; the mails are read where they land,
 * the local outbox's SMTP stand-in. Google is the sandbox, with figures scripted at the results
 * adapter's seam: spending with no conversions, which calls for an alert and a next step.
 */
const scripts = new Map<string, { currency: string }>();
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
          return {
            ...base,
            currency: script.currency,
            statusReasons: [],
            conversionTracking: true,
            daily: base.daily.map((d) => ({ date: d.date, impressions: 400, clicks: 20, cost: 5000, conversions: 0 })),
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

async function spanishPremiumOwner(): Promise<TestUser> {
  const user = await api.registeredUser('PREMIUM');
  await db().doc(`users/${user.uid}`).update({ language: 'es' });
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
  const on = await api.call(`/notifications/${user.uid}/preferences`, { method: 'PUT', token: user.idToken, body: { weeklyReport: true } });
  expect(on.status, on.text).toBe(200);
  return user;
}

/** A Spanish campaign in `location`, created in the sandbox and enabled, its account in `currency`. */
async function enabledCampaign(user: TestUser, location: string, currency: string): Promise<string> {
  const generated = await api.call(`/campaign/user/${user.uid}`, {
    method: 'POST',
    token: user.idToken,
    body: {
      objective: 'Leads',
      description: 'Uñas Lupita: uñas acrílicas, manicura y pedicura con cita, de martes a domingo.',
      type: 'Search',
      keywords: 'uñas acrílicas, manicura',
      budget: 70,
      link1: 'https://unaslupita.example/',
      location,
      language: 'Spanish',
    },
  });
  expect(generated.status, generated.text).toBe(201);
  const id = String((generated.json as { campaign: { id: string } }).campaign.id);
  const created = await api.call(`/campaign/user/${user.uid}/real`, { method: 'POST', token: user.idToken, body: { campaignId: id } });
  expect(created.status, created.text).toBe(201);
  scripts.set(String((created.json as { googleAds: { campaignResourceName: string } }).googleAds.campaignResourceName), { currency });
  const enabled = await api.call(`/campaign/user/${user.uid}/${id}/status`, {
    method: 'POST',
    token: user.idToken,
    body: { status: 'ENABLED' },
  });
  expect(enabled.status, enabled.text).toBe(200);
  return id;
}

const runNow = async (job: 'alerts' | 'weekly-report', uid: string) => {
  const res = await api.call(`/local/schedules/${job}/run?uid=${uid}`, { method: 'POST' });
  expect(res.status, res.text).toBe(200);
  return res.json as { result: Record<string, unknown> };
};
const mailsTo = async (email: string) =>
  (await db().collection('localMail').where('to', '==', email).get()).docs.map((d) => d.data() as Record<string, unknown>);

/** Verbs and pronouns of the other variety, as the mails would use them. */
const VOSEO = /(?<!\p{L})(Excluí|Revisá|revisá|Dejala|Configurá|Subí|Bajá|Pausá|Mantené|Empezá|agregás|podés|tenés|querés|vos)(?!\p{L})/u;
const TUTEO =
  /(?<!\p{L})(Excluye|Revisa|revisa|Déjala|Configura|Sube|Baja|Pausa|Mantén|Empieza|agregas|puedes|tienes|quieres|tú)(?!\p{L})/u;

describe('alert and weekly-report mails in the campaign country’s Spanish', () => {
  it('writes tuteo to an owner whose campaign is in Mexico, voseo to one in Argentina', async () => {
    const mexican = await spanishPremiumOwner();
    const argentine = await spanishPremiumOwner();
    await enabledCampaign(mexican, 'Guadalajara, México', 'MXN');
    await enabledCampaign(argentine, 'Córdoba, Argentina', 'ARS');

    for (const owner of [mexican, argentine]) {
      expect((await runNow('alerts', owner.uid)).result['mailed']).toBeGreaterThan(0);
      expect((await runNow('weekly-report', owner.uid)).result['mailed']).toHaveLength(1);
    }
    // The weekly report by its subject; every other mail here is an alert.
    const mailOf = async (owner: TestUser, kind: 'weekly-report' | 'alert') => {
      const mails = (await mailsTo(owner.email)).filter(
        (m) => String(m['subject']).startsWith('Informe semanal') === (kind === 'weekly-report'),
      );
      expect(mails.length, `${owner.email} ${kind}`).toBeGreaterThan(0);
      return mails.map((m) => `${String(m['subject'])}\n${String(m['text'])}`).join('\n');
    };
    const stepOf = (report: string) => /Próximo paso: (.*)/.exec(report)?.[1] ?? '';

    const mxReport = await mailOf(mexican, 'weekly-report');
    const arReport = await mailOf(argentine, 'weekly-report');
    expect(stepOf(mxReport)).toMatch(TUTEO);
    expect(mxReport).not.toMatch(VOSEO);
    expect(stepOf(arReport)).toMatch(VOSEO);
    expect(arReport).not.toMatch(TUTEO);
    // One number format in each: Mexico's "MXN 35,000", Argentina's "ARS 35.000".
    expect(mxReport).toContain('Gasto: MXN 35,000');
    expect(arReport).toContain('Gasto: ARS 35.000');

    const mxAlerts = await mailOf(mexican, 'alert');
    const arAlerts = await mailOf(argentine, 'alert');
    expect(mxAlerts).toContain('Gasto sin clientes registrados');
    expect(mxAlerts).not.toMatch(VOSEO);
    expect(arAlerts).toContain('Gasto sin clientes registrados');
    expect(arAlerts).not.toMatch(TUTEO);
  });
});
