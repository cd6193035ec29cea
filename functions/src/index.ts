import { setGlobalOptions } from 'firebase-functions/v2/options';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { defineSecret } from 'firebase-functions/params';
import type { Express } from 'express';
import { answerPlatformBodyErrorsAsJson } from './http/platform-body-errors.js';

/**
 * Binds options and secrets to the exported handler; nothing else. Secrets reach the code as
 * environment variables, read once by `loadConfig`.
 */
const secrets = ['OPENAI_API_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'GOOGLE_OAUTH_CLIENT_SECRET', 'TOKEN_ENCRYPTION_KEY'].map(
  (name) => defineSecret(name),
);

answerPlatformBodyErrorsAsJson();

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

let appPromise: Promise<Express> | undefined;

/** Built on the first request, so loading the module (cold start) stays cheap. */
async function getApp(): Promise<Express> {
  appPromise ??= import('./main.js').then((m) => m.buildApp());
  return appPromise;
}

export const api = onRequest(
  { secrets: process.env['FUNCTIONS_EMULATOR'] === 'true' ? [] : secrets, timeoutSeconds: 120, memory: '512MiB', cors: false },
  async (req, res) => {
    const app = await getApp();
    app(req, res);
  },
);

type Jobs = Awaited<ReturnType<typeof import('./main.js').buildJobs>>;
let jobsPromise: Promise<Jobs> | undefined;

/** The scheduled work, built on its first run like the app (main.ts `buildJobs`). */
async function getJobs(): Promise<Jobs> {
  jobsPromise ??= import('./main.js').then((m) => m.buildJobs());
  return jobsPromise;
}

const scheduled = { secrets: process.env['FUNCTIONS_EMULATOR'] === 'true' ? [] : secrets, timeZone: 'UTC', memory: '512MiB' as const };

/** Alert checks over every enabled campaign in Google Ads: once a day (alerts are weekly per kind). */
export const alertChecks = onSchedule({ ...scheduled, schedule: '0 8 * * *', timeoutSeconds: 540 }, async () => {
  await (await getJobs()).alerts();
});

/** The weekly report, Monday morning; the outbox id keeps it to one per campaign and week if the job runs twice. */
export const weeklyReport = onSchedule({ ...scheduled, schedule: '0 9 * * 1', timeoutSeconds: 540 }, async () => {
  await (await getJobs())['weekly-report']();
});

/** The outbox sweep: retries what failed and what a killed worker left, every 5 minutes. */
export const outboxSweep = onSchedule({ ...scheduled, schedule: '*/5 * * * *', timeoutSeconds: 300 }, async () => {
  await (await getJobs()).outbox();
});

/** Settles allowance leases left by processes that died mid-generation (ADR 18), daily. */
export const reservationSweep = onSchedule({ ...scheduled, schedule: '30 3 * * *', timeoutSeconds: 300 }, async () => {
  await (await getJobs()).reservations();
});
