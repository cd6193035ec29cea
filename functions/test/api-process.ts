/**
 * The deployed Express app (main.ts `composeApp`, with the local stand-ins) as a process of its own, for tests
 * that kill it mid-request (usage-lease.test.ts). Configured from its environment, like the
 * function: the stack's emulators (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST,
 * GCLOUD_PROJECT) and whatever the test sets. Prints `{"port": n}` once it listens.
 */
import type { AddressInfo } from 'node:net';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { loadConfig } from '../src/config.js';
import { createStandIns } from '../src/local/index.js';
import { composeApp } from '../src/main.js';

const admin = initializeApp({ projectId: process.env['GCLOUD_PROJECT'] ?? 'demo-pautia' });
const config = loadConfig({ ...process.env, PAUTIA_MODE: 'local' });
const server = composeApp(config, { db: getFirestore(admin), auth: getAuth(admin) }, createStandIns).listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
