// `npm run bench`: figures anyone can rerun. Each is a ratio against a baseline measured in the same
// run, so a noisy machine does not fool it. Prints a table and writes bench/results/latest.json.
//
// `npm run bench -- --smoke`: every step once, briefly (one Lighthouse run per page, one short round of
// requests, a fast fake model), for CI: it proves each step still runs. Timings are printed, not
// judged. `npm run bench -- --fresh-reads`: only the production-shape fresh-read rows.
//
// Either way the run fails (exit 1) when a step breaks (an exception, or a request answered with an
// error) or a size target is missed: those do not depend on the machine. Timing targets are marked
// ✔/✘ in the table (full run) and leave the exit code alone.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, build, startStack } from '../emulators/stack.mjs';
import { measureApiLatency, startProductionServer } from './api-latency.mjs';
import { premiumUserWithResults } from './results-setup.mjs';
import { measureColdStart } from './cold-start.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { WORK, measureWebWeight } from './web-weight.mjs';
import { fakeOpenAiEnv, measureStreaming } from './streaming.mjs';
import { startFakeOpenAi } from './fake-openai.mjs';

const smoke = process.argv.includes('--smoke');
const freshOnly = process.argv.includes('--fresh-reads');
/** The fresh-read rows' target: estado and the campaign list past the read cache, ≤ 3× /health. */
const FRESH_TARGET = 3;
/** How long each step measures: the full run's figures, or just enough to prove the step runs. */
const sizes = smoke
  ? {
      coldStartRuns: 1,
      lighthouse: { paths: ['/'], runs: 1 },
      api: { rounds: 1, durationMs: 1_000, warmupMs: 500 },
      // The emulator starts a worker process per concurrent request: 4, not 20, to prove the step runs.
      emulatorConcurrency: 4,
      streaming: { tokensPerSecond: 500, chatRuns: 1 },
    }
  : {
      coldStartRuns: 9,
      lighthouse: { paths: ['/', '/login'], runs: 3 },
      api: { rounds: 3, durationMs: 5_000, warmupMs: 3_000 },
      emulatorConcurrency: 20,
      streaming: {},
    };

const started = Date.now();
const rows = [];
/** Steps that broke: their name and why. */
const broken = [];
const timings = [];

/** Runs one step; a step that throws is recorded as broken and the run goes on to the next. */
async function step(name, run) {
  console.log(`${name}…`);
  const t = Date.now();
  try {
    const produced = (await run()) ?? [];
    for (const row of produced) {
      if (row.errors) broken.push({ name, why: `${row.name}: ${row.errors} requests answered with an error` });
    }
    rows.push(...produced);
  } catch (error) {
    console.error(`✘ ${name}: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    broken.push({ name, why: error instanceof Error ? error.message.split('\n')[0] : String(error) });
  } finally {
    timings.push(`${name} ${((Date.now() - t) / 1000).toFixed(0)} s`);
  }
}

let forbiddenOnLanding = [];
try {
  await step('Building the functions', () => build({ web: false, log: () => {} }));
  if (freshOnly) {
    if (!existsSync(join(ROOT, 'web', 'dist', 'index.html')))
      await step('Building the web app', () => build({ functions: false, log: () => {} }));
  } else {
    await step('Web weight', async () => {
      const weight = await measureWebWeight();
      forbiddenOnLanding = weight.forbiddenOnLanding;
      // The stacks serve the build just measured (the same Vite config as `npm run build`): no second build.
      process.env.PAUTIA_WEB_DIST = weight.appDir;
      return weight.rows;
    });
    await step('Cold start', () => measureColdStart(sizes.coldStartRuns));
  }

  // The smoke run streams on the same stack (its AI at the fake OpenAI) instead of starting another;
  // the full run gives streaming a stack of its own, so the load steps before do not weigh on it.
  const fake = smoke && !freshOnly ? await startFakeOpenAi(sizes.streaming) : undefined;
  let stack;
  await step('Local stack', async () => {
    stack = await startStack({ ports: 'auto', persist: false, quiet: true, ...(fake ? { env: fakeOpenAiEnv(fake) } : {}) });
  });
  if (stack) {
    try {
      const baseUrl = `http://localhost:${stack.ports.hosting}`;
      if (!freshOnly) await step('Lighthouse', () => measureLighthouse(baseUrl, sizes.lighthouse));
      let user;
      await step('A signed-in user', async () => {
        user = await registeredUser(stack);
      });
      // The target is measured in the production shape (one Node process serving the `api` handler
      // concurrently with one Firestore client); the emulator's figure (a worker process per concurrent
      // request behind the Hosting proxy) is kept as information.
      let production;
      if (user) {
        await step('Production-shape server', async () => {
          production = await startProductionServer(ROOT, stack);
        });
      }
      if (production) {
        try {
          if (freshOnly) await freshReads(production.url, user, FRESH_TARGET);
          else await productionShape(production.url, user, stack);
        } finally {
          await production.stop();
        }
      }
      if (!freshOnly && user) {
        await step('API latency, Functions emulator behind Hosting (information)', () =>
          measureApiLatency(`http://127.0.0.1:${stack.ports.hosting}`, user, {
            ...sizes.api,
            concurrency: sizes.emulatorConcurrency,
            label: ' (emulator)',
            target: null,
          }),
        );
      }
      if (fake) {
        await step('Streaming in a real browser (fake OpenAI)', () =>
          measureStreaming({ ...sizes.streaming, shared: { stack, fake }, log: (line) => console.log(line) }),
        );
      }
    } finally {
      await stack.stop();
      await fake?.close();
    }
  }

  if (!freshOnly && !smoke) {
    await step('Streaming in a real browser (its own stack, fake OpenAI)', () =>
      measureStreaming({ ...sizes.streaming, log: (line) => console.log(line) }),
    );
  }
} finally {
  rmSync(WORK, { recursive: true, force: true });
}

/** Size rows are judged in every mode: the same build weighs the same on any machine. */
const sizeMissed = rows.filter((r) => r.judgedAlways && r.baseline && r.target != null && r.value / r.baseline > r.target);
const verdict = (r) => {
  const judged = !smoke || r.judgedAlways;
  let mark = '';
  if (r.targetMax !== undefined) mark = r.value <= r.targetMax ? `✔ ≤ ${r.targetMax} ${r.unit}` : `✘ > ${r.targetMax} ${r.unit}`;
  else if (r.targetMin !== undefined) mark = r.value >= r.targetMin ? `✔ ≥ ${r.targetMin}` : `✘ < ${r.targetMin}`;
  else if (r.target != null && r.baseline) mark = r.value / r.baseline <= r.target ? `✔ ≤ ${r.target}×` : `✘ > ${r.target}×`;
  return mark && !judged ? `(${mark.slice(2)}: not judged)` : mark;
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
if (!freshOnly) {
  console.log(
    forbiddenOnLanding.length
      ? `✘ The landing page's initial load contains: ${forbiddenOnLanding.join(', ')}`
      : "✔ Nothing from the dashboard, Firestore, payments or AI in the landing page's initial load.",
  );
}
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
const out = join(ROOT, 'bench', 'results', smoke ? 'smoke.json' : freshOnly ? 'fresh-reads.json' : 'latest.json');
writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), smoke, rows, forbiddenOnLanding, broken }, null, 2));
console.log(`Written ${out}`);
console.log(`Steps: ${timings.join(', ')}; ${((Date.now() - started) / 1000).toFixed(0)} s in all.`);

const failures = [
  ...broken.map((b) => `step broke: ${b.name}: ${b.why}`),
  ...sizeMissed.map((r) => `size target missed: ${r.name} is ${(r.value / r.baseline).toFixed(2)}× (target ≤ ${r.target}×)`),
  ...(forbiddenOnLanding.length ? [`the landing page's initial load contains ${forbiddenOnLanding.length} forbidden modules`] : []),
];
if (failures.length) {
  console.error(`\n✘ bench${smoke ? ' --smoke' : ''} failed:\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log(`✔ bench${smoke ? ' --smoke' : ''}: every step ran${smoke ? ' (timings not judged)' : ''}; size targets met.`);

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
  if (!res.ok) throw new Error(`bench: sign-in at the Auth emulator failed (${res.status}): ${await res.text()}`);
  const { localId: uid, idToken } = await res.json();
  const registered = await fetch(`http://127.0.0.1:${stack.ports.hosting}/auth/google`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ uid }),
  });
  if (!registered.ok) throw new Error(`bench: POST /auth/google failed (${registered.status}): ${await registered.text()}`);
  return { uid, idToken };
}

/** The production shape's rows: cached reads, results from cache, and every read fresh. */
async function productionShape(url, user, stack) {
  await step('API latency, production shape (20 concurrent clients, one process)', () => measureApiLatency(url, user, sizes.api));
  let resultsPath;
  await step('Campaign results set up (Google Ads sandbox)', async () => {
    resultsPath = await premiumUserWithResults(url, stack, user);
  });
  const withResults = (extra) => ({
    ...sizes.api,
    baseline: 'estado',
    paths: { estado: `/api/suscripciones/estado/${user.uid}`, ...(resultsPath ? { 'campaign results': resultsPath } : {}) },
    ...extra,
  });
  if (resultsPath) {
    await step('Results from cache against estado, production shape', () =>
      measureApiLatency(url, user, withResults({ label: ' (cache)' })),
    );
  }
  // The same reads past each instance's memory of recent answers (ADR 19), as after a change of the
  // user's own: what a first visit costs. Estado and the list: ≤ 3× /health; results: information.
  await freshReads(url, user, FRESH_TARGET);
  if (resultsPath) {
    await step('Results, every read fresh', () =>
      measureApiLatency(url, user, withResults({ label: ' (fresh read)', target: null, headers: { 'pautia-read': 'fresh' } })),
    );
  }
}

/** Estado and the campaign list past the read cache, against /health. */
async function freshReads(url, user, target) {
  await step('API latency, production shape, every read fresh (Pautia-Read: fresh)', () =>
    measureApiLatency(url, user, { ...sizes.api, label: ' (fresh read)', target, headers: { 'pautia-read': 'fresh' } }),
  );
}
