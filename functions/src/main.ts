import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Express } from 'express';
import { createApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { adminAuth, firestore } from './firebase.js';
import { createServices, type Services } from './services.js';
import type { CreateStandIns } from './stand-ins.js';

/**
 * Where the local stand-ins live. Named through a variable on purpose: a bundler does not follow
 * it, so the production function carries no module of local/ (test/production-entry.test.ts), and
 * firebase.json leaves lib/local out of the deploy. Loaded only when the configuration says local.
 */
const LOCAL_STAND_INS = './local/index.js';

export async function buildApp(): Promise<Express> {
  const config = loadConfig();
  const local = config.mode === 'local' ? ((await import(LOCAL_STAND_INS)) as typeof import('./local/index.js')) : undefined;
  return composeApp(config, { db: firestore(), auth: adminAuth() }, local?.createStandIns);
}

/** The app for a configuration: services, with the local stand-ins when given, and their pages. */
export function composeApp(config: Config, deps: { db: Firestore; auth: Auth }, createStandIns?: CreateStandIns): Express {
  const standIns = createStandIns?.({ db: deps.db });
  const services = createServices(config, { ...deps, standIns });
  return createApp(
    services,
    standIns?.routes({
      config,
      supportQueue: () => services.support.queue(),
      outbox: () => services.outbox.recent(),
      jobs: services.jobs,
    }),
  );
}

/** The scheduled work for the scheduled functions (index.ts): the same services the app has. */
export async function buildJobs(): Promise<Services['jobs']> {
  const config = loadConfig();
  const local = config.mode === 'local' ? ((await import(LOCAL_STAND_INS)) as typeof import('./local/index.js')) : undefined;
  const deps = { db: firestore(), auth: adminAuth() };
  return createServices(config, { ...deps, standIns: local?.createStandIns({ db: deps.db }) }).jobs;
}
