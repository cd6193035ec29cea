// API latency: p50/p95 and throughput of the main reads at 20 concurrent clients, against /health
// on the same stack. Also where the CPU goes per request (Linux /proc): the firebase-tools process
// (Hosting and Functions proxies), the Functions emulator's worker processes, and the local Firestore.
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { median } from './cold-start.mjs';

const PROCESS_GROUPS = {
  emulator: 'firebase.js emulators:start',
  workers: 'functionsEmulatorRuntime',
  production: 'bench/production-server.mjs',
  firestore: 'firestore/serve.mjs',
};

function pidsOf(pattern) {
  try {
    return execFileSync('pgrep', ['-f', pattern], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU milliseconds used so far by each process group (utime + stime, 10 ms clock ticks). */
function cpuByGroup() {
  const out = {};
  for (const [group, pattern] of Object.entries(PROCESS_GROUPS)) {
    out[group] = pidsOf(pattern).reduce((sum, pid) => {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return sum + (Number(fields[11]) + Number(fields[12])) * 10;
      } catch {
        return sum;
      }
    }, 0);
  }
  return out;
}

export async function load(url, { headers = {}, concurrency = 20, durationMs = 10_000 } = {}) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + durationMs;
  const worker = async () => {
    while (Date.now() < end) {
      const t = performance.now();
      try {
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { p50: median(latencies), p95: pct(95), rps: latencies.length / (durationMs / 1000), errors, requests: latencies.length };
}

/**
 * Starts the `api` handler in one Node process (the production shape: one instance, concurrent
 * requests, one Firestore client) against the stack's Firestore and Auth emulators.
 */
export async function startProductionServer(root, stack) {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []),
      join(root, 'bench', 'production-server.mjs'),
      root,
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        PAUTIA_MODE: 'local',
        NODE_ENV: 'production',
        GCLOUD_PROJECT: 'demo-pautia',
        METADATA_SERVER_DETECTION: 'none',
        FIRESTORE_EMULATOR_HOST: `127.0.0.1:${stack.ports.firestore}`,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${stack.ports.auth}`,
      },
    },
  );
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`production server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export async function measureApiLatency(
  baseUrl,
  user,
  {
    rounds = 3,
    durationMs = 5_000,
    warmupMs = 3_000,
    concurrency = 20,
    label = '',
    target = 1.5,
    paths: given,
    baseline = 'health',
    headers = {},
  } = {},
) {
  const auth = { authorization: `Bearer ${user.idToken}`, ...headers };
  const paths = given ?? {
    health: '/health',
    estado: `/api/suscripciones/estado/${user.uid}`,
    'campaign list': `/campaign/user/${user.uid}`,
  };
  // The Functions emulator starts one worker process per concurrent request, and each worker opens
  // its own Firestore client on its first read: a burst of every path at full concurrency first, so
  // no measured run pays those cold starts.
  for (const path of Object.values(paths)) await load(`${baseUrl}${path}`, { headers: auth, concurrency, durationMs: warmupMs });
  // Interleaved rounds (health, estado, list, health, …), so a machine that speeds up or slows down
  // during the run moves the baseline with the figures instead of skewing the ratio.
  const runs = Object.fromEntries(Object.keys(paths).map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, path] of Object.entries(paths)) {
      const before = cpuByGroup();
      const r = await load(`${baseUrl}${path}`, { headers: auth, concurrency, durationMs });
      const after = cpuByGroup();
      r.cpuPerRequest = Object.fromEntries(Object.keys(after).map((g) => [g, (after[g] - before[g]) / r.requests]));
      runs[name].push(r);
    }
  }
  const summary = (name) => {
    const r = runs[name];
    return {
      p50: median(r.map((x) => x.p50)),
      p95: median(r.map((x) => x.p95)),
      rps: median(r.map((x) => x.rps)),
      errors: r.reduce((sum, x) => sum + x.errors, 0),
      cpu: Object.keys(PROCESS_GROUPS)
        .map((g) => `${g} ${median(r.map((x) => x.cpuPerRequest[g])).toFixed(1)}`)
        .join(', '),
    };
  };
  const health = summary(baseline);
  console.log(`  CPU ms per request: ${baseline} (${health.cpu})`);
  return Object.keys(paths)
    .filter((name) => name !== baseline)
    .map((name) => {
      const r = summary(name);
      console.log(`  CPU ms per request: ${name} (${r.cpu})`);
      return {
        name: `api p50${label}: ${name}`,
        value: r.p50,
        baseline: health.p50,
        unit: 'ms',
        target,
        // Requests of the figure or of its baseline answered with an error: the step is broken.
        errors: r.errors + health.errors,
        extra: `vs ${baseline}; ${concurrency} clients; median of ${rounds} interleaved ${durationMs / 1000} s rounds; p95 ${r.p95.toFixed(0)} ms (${baseline} ${health.p95.toFixed(0)}), ${r.rps.toFixed(0)} req/s (${baseline} ${health.rps.toFixed(0)}), errors ${r.errors}`,
      };
    });
}
