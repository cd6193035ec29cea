// `npm test`: everything a change must pass, in order, stopping at nothing so every failure shows:
// type check, lint, build, the local Firestore's own tests, backend unit tests and web component
// tests (no stack: `npm run test:unit`), backend integration tests against the local stack, and
// end-to-end journeys in Chromium. `node scripts/test.mjs unit web` runs only the named steps.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../emulators/stack.mjs';

const out = join(ROOT, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const vitest = (name, cwd, extra = []) => ({
  name,
  cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${join(out, `${name}.json`)}`, ...extra],
  cwd,
  count: () => {
    const r = JSON.parse(readFileSync(join(out, `${name}.json`), 'utf8'));
    return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTests ?? 0) };
  },
});

const steps = [
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'], cwd: ROOT },
  { name: 'lint', cmd: ['npm', 'run', 'lint'], cwd: ROOT },
  { name: 'build', cmd: ['npm', 'run', 'build'], cwd: ROOT },
  vitest('firestore', ROOT, ['--config', 'emulators/firestore/vitest.config.mjs']),
  vitest('unit', join(ROOT, 'functions'), ['--project', 'unit']),
  vitest('web', join(ROOT, 'web')),
  vitest('integration', join(ROOT, 'functions'), ['--project', 'integration', '--project', 'serial']),
  {
    name: 'e2e',
    cmd: ['npx', 'playwright', 'test', '--reporter=list,json'],
    cwd: ROOT,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, 'e2e.json') },
    count: () => {
      const r = JSON.parse(readFileSync(join(out, 'e2e.json'), 'utf8'));
      return { passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky };
    },
  },
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length) {
  console.error(`No step ${unknown.join(', ')}; the steps are ${steps.map((step) => step.name).join(', ')}.`);
  process.exit(2);
}
/** Runs a step with its output shown as it comes; keeps its last lines (colours removed). */
function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: step.cwd,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    const tail = [];
    let partial = '';
    const keep = (chunk) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      // eslint-disable-next-line no-control-regex
      for (const line of lines) if (line.trim()) tail.push(line.replace(/\x1b\[[0-9;]*m/g, ''));
      tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('close', (status, signal) => resolve({ status, signal, tail: partial.trim() ? [...tail, partial] : tail }));
  });
}

const TAIL_LINES = 40;
let passed = 0;
let failed = 0;
const summary = [];
const why = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  const started = Date.now();
  console.log(`\n━━ ${step.name} ━━`);
  const result = await run(step);
  const ok = result.status === 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  let counts = '';
  let failedHere = 0;
  if (step.count && existsSync(join(out, `${step.name}.json`))) {
    const c = step.count();
    passed += c.passed;
    failedHere = c.failed;
    counts = ` (${c.passed} passed, ${c.failed} failed)`;
  }
  // A step that failed without a failing test (type error, crash) still counts as one failure, and
  // the end of its output goes next to the summary: CI shows only the end of the log.
  failed += !ok && failedHere === 0 ? 1 : failedHere;
  summary.push(`${ok ? '✔' : '✘'} ${step.name}${counts} ${seconds} s`);
  if (!ok && failedHere === 0) {
    why.push(
      `── ${step.name} failed without a failing test (${result.signal ? `signal ${result.signal}` : `exit ${result.status}`}); its last lines:`,
      ...result.tail,
    );
  }
}
if (why.length) console.log(`\n${why.join('\n')}`);
console.log(`\n${summary.join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(summary.some((line) => line.startsWith('✘')) ? 1 : 0);
