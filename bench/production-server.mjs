// The `api` handler in the production shape: one Node process serving every request concurrently
// with one Firestore client (Cloud Functions 2nd gen: one instance, concurrency up to 80), against
// a local stack's Firestore and Auth emulators. Started by bench/api-latency.mjs as a child process
// so its CPU can be read on its own. Prints `listening <port>` once it accepts requests.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

const root = process.argv[2];
const { buildApp } = await import(pathToFileURL(join(root, 'functions', 'lib', 'main.js')).href);
const server = (await buildApp()).listen(0, '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`);
});
// Like Cloud Run: keep connections alive between requests of one client.
server.keepAliveTimeout = 60_000;
process.on('SIGTERM', () => server.close(() => process.exit(0)));
