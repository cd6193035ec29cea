// Cold start: time to load the `api` function's module in a fresh Node process, against loading
// bare firebase-functions and express. Median of several runs.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../emulators/stack.mjs';

function timeImport(specifiers, runs) {
  const code = `const t = performance.now(); ${specifiers.map((s) => `await import(${JSON.stringify(s)});`).join(' ')} console.log(performance.now() - t);`;
  const times = [];
  for (let i = 0; i < runs; i++) {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: join(ROOT, 'functions'), encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    times.push(Number(r.stdout.trim().split('\n').pop()));
  }
  return median(times);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function measureColdStart(runs = 9) {
  const api = timeImport([pathToFileURL(join(ROOT, 'functions', 'lib', 'index.js')).href], runs);
  const bare = timeImport(['firebase-functions/v2/https', 'express'], runs);
  // The app itself is built on the first request; measure that too, for the record.
  const firstRequest = timeImport([pathToFileURL(join(ROOT, 'functions', 'lib', 'main.js')).href], runs);
  return [
    { name: 'cold start: api module load', value: api, baseline: bare, unit: 'ms', target: 2 },
    { name: 'cold start: + app build (1st request)', value: api + firstRequest, baseline: bare, unit: 'ms' },
  ];
}
