// API latency: p50/p95 and throughput of the main reads at 20 concurrent clients, against /health
// on the same stack.
import { median } from './cold-start.mjs';

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

export async function measureApiLatency(baseUrl, user, { durationMs = 10_000 } = {}) {
  const auth = { authorization: `Bearer ${user.idToken}` };
  // Warm every path once so the first cold worker does not count.
  for (const path of ['/health', `/api/suscripciones/estado/${user.uid}`, `/campaign/user/${user.uid}`]) {
    await fetch(`${baseUrl}${path}`, { headers: auth });
  }
  // The Functions emulator starts one worker process per concurrent request: a short burst at full
  // concurrency first, so no measured run pays those cold starts.
  await load(`${baseUrl}/health`, { durationMs: 5_000 });
  const health = await load(`${baseUrl}/health`, { durationMs });
  const rows = [];
  for (const [name, path] of [
    ['estado', `/api/suscripciones/estado/${user.uid}`],
    ['campaign list', `/campaign/user/${user.uid}`],
  ]) {
    const r = await load(`${baseUrl}${path}`, { headers: auth, durationMs });
    rows.push({ name: `api p50: ${name}`, value: r.p50, baseline: health.p50, unit: 'ms', target: 1.5, extra: `p95 ${r.p95.toFixed(0)} ms (health ${health.p95.toFixed(0)}), ${r.rps.toFixed(0)} req/s (health ${health.rps.toFixed(0)}), errors ${r.errors}` });
  }
  return rows;
}
