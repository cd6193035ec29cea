#!/usr/bin/env node
// Runs the local Firestore as a process (spawned by the emulator launcher).
//
//   node emulators/firestore/serve.mjs [--host 127.0.0.1] [--port 8080]
//        [--data emulators/data/firestore] [--persist-interval 5000]
//
// Without --data the data lives in memory only. A relative --data is resolved
// against the current directory. Prints one "listening on host:port" line when
// ready (port 0 picks a free port; the line shows the real one). On SIGTERM,
// SIGINT or SIGHUP it stops, writes the data, and exits with code 0.

import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalFirestore } from './index.mjs';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '8080' },
    data: { type: 'string' },
    'persist-interval': { type: 'string', default: '5000' },
  },
});

const port = Number(values.port);
const persistIntervalMs = Number(values['persist-interval']);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`invalid --port ${values.port}`);
if (!(persistIntervalMs > 0)) fail(`invalid --persist-interval ${values['persist-interval']}`);

/** @type {import('./index.mjs').LocalFirestore} */
let firestore;
try {
  firestore = await startLocalFirestore({
    host: values.host,
    port,
    dataDir: values.data ? path.resolve(values.data) : undefined,
    persistIntervalMs,
  });
} catch (err) {
  fail(/** @type {Error} */ (err).message);
}
console.log(`Firestore (pure-Node substitute) listening on ${firestore.host}:${firestore.port}`);

/** @type {Promise<void> | undefined} */
let stopping;
/** @param {number} code */
function shutdown(code) {
  stopping ??= firestore.stop().then(
    () => process.exit(code),
    (/** @type {Error} */ err) => {
      console.error(`Firestore: failed to save data on shutdown: ${err.message}`);
      process.exit(1);
    },
  );
}
// Repeated signals (a launcher and a terminal may both send one) are ignored
// while saving: quitting early would lose the final save.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => shutdown(0));
// The package's handlers run inside grpc-js, which reports their errors to the
// client; anything escaping that is a bug, but still save what we have.
process.on('uncaughtException', (err) => {
  console.error('Firestore: unexpected error, saving data and exiting:', err);
  shutdown(1);
});

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`Firestore: ${message}`);
  process.exit(1);
}
