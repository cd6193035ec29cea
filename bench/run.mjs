// `npm run bench`: figures anyone can rerun. Each is a ratio against a baseline measured in the same
// run, so a noisy machine does not fool it. Prints a table and writes bench/results/latest.json.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, build, startStack } from '../emulators/stack.mjs';
import { measureApiLatency, startProductionServer } from './api-latency.mjs';
import { premiumUserWithResults } from './results-setup.mjs';
import { measureColdStart } from './cold-start.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureWebWeight } from './web-weight.mjs';
import { measureStreaming } from './streaming.mjs';

async function registeredUser(stack) {
  const claims = { sub: 'bench-user', email: 'bench@example.com', email_verified: true, name: 'Bench User' };
  const res = await fetch(`http://127.0.0.1:${stack.ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      requestUri: 'http://localhost',
      returnSecureToken: true,
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    }),
  });
  const { localId: uid, idToken } = await res.json();
  await fetch(`http://127.0.0.1:${stack.ports.hosting}/auth/google`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ uid }),
  });
  return { uid, idToken };
}

// `npm run bench -- --fresh-reads`: only the production-shape fresh-read rows (issue 25 item 9:
// estado and the campaign list past the read cache, each one Firestore round trip, ≤ 3× /health).
const freshOnly = process.argv.includes('--fresh-reads');
/** The fresh-read rows' target (issue 25 item 9). */
const FRESH_TARGET = 3;

const rows = [];
console.log('Building…');
build({ log: () => {}, web: !freshOnly || !existsSync(join(ROOT, 'web', 'dist')) });
const weight = freshOnly ? { rows: [], forbiddenOnLanding: [] } : await measureWebWeight();
if (!freshOnly) {
  console.log('Web weight…');
  rows.push(...weight.rows);
  console.log('Cold start…');
  rows.push(...measureColdStart());
}

console.log('Starting the local stack…');
const stack = await startStack({ ports: 'auto', persist: false, quiet: true });
try {
  const baseUrl = `http://localhost:${stack.ports.hosting}`;
  if (!freshOnly) {
    console.log('Lighthouse…');
    rows.push(...(await measureLighthouse(baseUrl)));
  }
  const user = await registeredUser(stack);
  // The target is measured in the production shape (one Node process serving the `api` handler
  // concurrently with one Firestore client); the emulator's figure (a worker process per concurrent
  // request behind the Hosting proxy) is kept as information.
  console.log('API latency, production shape (20 concurrent clients, one process)…');
  const production = await startProductionServer(ROOT, stack);
  try {
    if (freshOnly) await measureFreshReads(production.url, user);
    else await measureProductionShape(production.url, user);
  } finally {
    await production.stop();
  }
  if (!freshOnly) {
    console.log('API latency, Functions emulator behind Hosting (information)…');
    rows.push(...(await measureApiLatency(`http://127.0.0.1:${stack.ports.hosting}`, user, { label: ' (emulator)', target: null })));
  }
} finally {
  await stack.stop();
}

if (!freshOnly) {
  console.log('Streaming in a real browser (its own stack, fake OpenAI at 50 tokens/s)…');
  rows.push(...(await measureStreaming({ log: (line) => console.log(line) })));
}

const verdict = (r) => {
  if (r.targetMax !== undefined) return r.value <= r.targetMax ? `✔ ≤ ${r.targetMax} ${r.unit}` : `✘ > ${r.targetMax} ${r.unit}`;
  if (r.targetMin !== undefined) return r.value >= r.targetMin ? `✔ ≥ ${r.targetMin}` : `✘ < ${r.targetMin}`;
  if (r.target == null || !r.baseline) return '';
  return r.value / r.baseline <= r.target ? `✔ ≤ ${r.target}×` : `✘ > ${r.target}×`;
};
const fmt = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const table = rows.map((r) => ({
  figure: r.name,
  value: `${fmt(r.value)} ${r.unit}`,
  baseline: r.baseline ? `${fmt(r.baseline)} ${r.unit}` : '',
  ratio: r.baseline ? `${(r.value / r.baseline).toFixed(2)}×` : '',
  target: verdict(r),
  notes: r.extra ?? '',
}));
console.log('');
console.table(table);
console.log(
  weight.forbiddenOnLanding.length
    ? `✘ The landing page's initial load contains: ${weight.forbiddenOnLanding.join(', ')}`
    : "✔ Nothing from the dashboard, Firestore, payments or AI in the landing page's initial load.",
);
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
const out = join(ROOT, 'bench', 'results', freshOnly ? 'fresh-reads.json' : 'latest.json');
writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), rows, forbiddenOnLanding: weight.forbiddenOnLanding }, null, 2));
console.log(`Written ${out}`);

/** The production shape's rows: cached reads, results from cache, and every read fresh. */
async function measureProductionShape(url, user) {
  rows.push(...(await measureApiLatency(url, user)));
  console.log('Results from cache against estado, production shape…');
  const resultsPath = await premiumUserWithResults(url, stack, user);
  rows.push(
    ...(await measureApiLatency(url, user, {
      label: ' (cache)',
      baseline: 'estado',
      paths: { estado: `/api/suscripciones/estado/${user.uid}`, 'campaign results': resultsPath },
    })),
  );
  // The same reads past each instance's memory of recent answers (ADR 19), as after a change of
  // the user's own: what a first visit costs. Estado and the list: ≤ 3× /health (issue 25 item 9); results: information.
  console.log('API latency, production shape, every read fresh (Pautia-Read: fresh)…');
  const fresh = { label: ' (fresh read)', target: null, headers: { 'pautia-read': 'fresh' } };
  rows.push(...(await measureApiLatency(url, user, { ...fresh, target: FRESH_TARGET })));
  rows.push(
    ...(await measureApiLatency(url, user, {
      ...fresh,
      baseline: 'estado',
      paths: { estado: `/api/suscripciones/estado/${user.uid}`, 'campaign results': resultsPath },
    })),
  );
}

/** Only the fresh-read rows (issue 25 item 9), with their target. */
async function measureFreshReads(url, user) {
  console.log('API latency, production shape, every read fresh (Pautia-Read: fresh)…');
  rows.push(...(await measureApiLatency(url, user, { label: ' (fresh read)', target: FRESH_TARGET, headers: { 'pautia-read': 'fresh' } })));
}
