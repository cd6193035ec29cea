// For the "results from cache" figure: a Premium user connected to the Google Ads
// sandbox, one campaign created and enabled, and its 7-day results read once so the next reads come
// from the Firestore cache. Everything goes through the public API but the plan, which is set in
// Firestore directly (as the integration tests do) instead of going through the local checkout.
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { URLSearchParams } from 'node:url';

const json = (res) => res.json().catch(() => ({}));

export async function premiumUserWithResults(baseUrl, stack, user) {
  process.env.METADATA_SERVER_DETECTION = 'none';
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${stack.ports.firestore}`;
  const app = initializeApp({ projectId: 'demo-pautia' }, `bench-${Date.now()}`);
  try {
    await getFirestore(app).doc(`users/${user.uid}`).set({ plan: 'PREMIUM' }, { merge: true });
  } finally {
    await deleteApp(app);
  }
  const auth = { authorization: `Bearer ${user.idToken}` };
  const started = await fetch(`${baseUrl}/oauth2callback/start?uid=${user.uid}`, { headers: auth });
  if (!started.ok) throw new Error(`bench: starting the Google Ads connection failed (${started.status}): ${await started.text()}`);
  // The callback needs the browser-binding cookie the start set.
  const cookie =
    started.headers
      .getSetCookie()
      .find((c) => c.startsWith('__session='))
      ?.split(';')[0] ?? '';
  const start = await json(started);
  const consentUrl = new URL(start.url);
  const query = new URLSearchParams({
    state: consentUrl.searchParams.get('state'),
    redirect_uri: consentUrl.searchParams.get('redirect_uri'),
  });
  const allow = await fetch(`${baseUrl}/local/google-ads/consent/allow?${query}`, { method: 'POST', redirect: 'manual' });
  if (!allow.headers.get('location')) throw new Error(`bench: the sandbox consent did not redirect (${allow.status})`);
  const callback = new URL(allow.headers.get('location'), baseUrl);
  const connected = await fetch(`${baseUrl}${callback.pathname}${callback.search}`, { redirect: 'manual', headers: { cookie } });
  const back = connected.headers.get('location') ?? '';
  if (!back.includes('status=ok')) throw new Error(`bench: connecting Google Ads failed (${connected.status}, to ${back})`);
  const payload = {
    objective: 'Leads',
    description: 'Bright Smile Dental offers teeth whitening and family check-ups in Austin, Texas, with a free first visit.',
    type: 'Search',
    location: 'United States',
    language: 'English',
    keywords: 'teeth whitening, family dentist, emergency dentist',
    negativeKeywords: '',
    link1: 'https://brightsmile.example/',
    link2: '',
    link3: '',
    link4: '',
    budget: 140,
  };
  // Creation in Google Ads builds the stored campaign it is named: the strategy first, then …/real.
  const post = (path, body) =>
    fetch(`${baseUrl}${path}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const generated = await post(`/campaign/user/${user.uid}`, payload);
  const strategy = await json(generated);
  const storedId = strategy.campaign?.id;
  if (!storedId) throw new Error(`bench: generating the strategy failed (${generated.status}): ${JSON.stringify(strategy)}`);
  const created = await post(`/campaign/user/${user.uid}/real`, { campaignId: storedId });
  const body = await json(created);
  const campaignId = body.campaign?.id;
  if (!created.ok || !campaignId)
    throw new Error(`bench: creating the sandbox campaign failed (${created.status}): ${JSON.stringify(body)}`);
  const base = `/campaign/user/${user.uid}/${campaignId}`;
  const enabled = await post(`${base}/status`, { status: 'ENABLED' });
  if (!enabled.ok) throw new Error(`bench: enabling the sandbox campaign failed (${enabled.status}): ${await enabled.text()}`);
  const first = await fetch(`${baseUrl}${base}/results?range=LAST_7_DAYS`, { headers: auth });
  if (!first.ok) throw new Error(`bench: first results read failed (${first.status})`);
  return `${base}/results?range=LAST_7_DAYS`;
}
