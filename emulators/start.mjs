// `npm start`: build, start the whole stack offline, print the address, stop everything on Ctrl-C.
// `npm run dev`: the same backend, with the web app served by Vite (hot reload) and the functions
// recompiled on change.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, build, startStack } from './stack.mjs';

const dev = process.argv.includes('--dev');
const started = Date.now();
const watchers = [];
const timers = [];

/**
 * The scheduled functions' timer on the local stack (in production Cloud Scheduler runs them):
 * the outbox sweep every minute, the alert checks and the weekly report every hour (the report
 * goes out once a week per campaign whatever the timer does). Each calls the same "run now" path a
 * person can call: POST /local/schedules/{job}/run.
 */
const LOCAL_SCHEDULES = [
  ['outbox', 60_000],
  ['alerts', 60 * 60_000],
  ['weekly-report', 60 * 60_000],
];

try {
  build({ web: !dev });
  const stack = await startStack({ quiet: false });
  let url = stack.url;
  if (dev) {
    const env = {
      ...process.env,
      PAUTIA_BACKEND_PORT: String(stack.ports.hosting),
      PAUTIA_AUTH_EMULATOR_HOST: `127.0.0.1:${stack.ports.auth}`,
    };
    watchers.push(spawn('npm', ['run', 'dev', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit', env }));
    watchers.push(
      spawn(join(ROOT, 'node_modules', '.bin', 'vite'), ['--port', '5173', '--strictPort'], {
        cwd: join(ROOT, 'web'),
        stdio: 'inherit',
        env,
      }),
    );
    url = 'http://localhost:5173';
  }
  for (const [job, every] of LOCAL_SCHEDULES) {
    const run = () => fetch(`${stack.url}/local/schedules/${job}/run`, { method: 'POST' }).catch(() => undefined);
    timers.push(setInterval(run, every));
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\n  Pautia is running at ${url}  (ready in ${seconds} s; Ctrl-C stops everything)`);
  console.log(
    `  Firestore: ${stack.firestore.kind === 'official' ? 'official emulator' : 'pure-Node substitute'}, because ${stack.firestore.why}.`,
  );
  console.log('  AI, billing and Google Ads use local stand-ins; see README.md to use the real ones.');
  console.log(
    `  Mail: ${stack.url}/local/mail · run a scheduled job now: POST ${stack.url}/local/schedules/{alerts|weekly-report|outbox}/run\n`,
  );

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    for (const t of timers) clearInterval(t);
    for (const w of watchers) w.kill('SIGTERM');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`\nThe local stack could not start: ${error instanceof Error ? error.message : error}`);
  for (const w of watchers) w.kill('SIGTERM');
  process.exit(1);
}
