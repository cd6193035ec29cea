// Shared helpers for the local Firestore tests.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startLocalFirestore } from './index.mjs';

let apps = 0;

/**
 * Starts a server on a free port and a firebase-admin Firestore client for it.
 * @param {Parameters<typeof startLocalFirestore>[0]} [options]
 */
export async function startWithClient(options = {}) {
  const server = await startLocalFirestore({ port: 0, log: () => {}, ...options });
  const { db, close } = connect(server.port);
  return {
    server,
    db,
    async stop() {
      await close();
      await server.stop();
    },
  };
}

/**
 * A firebase-admin Firestore client talking to 127.0.0.1:port, as the app does
 * (FIRESTORE_EMULATOR_HOST is read when the client is created).
 * @param {number} port
 */
export function connect(port) {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const app = initializeApp({ projectId: 'demo-test' }, `test-${process.pid}-${++apps}`);
  const db = getFirestore(app);
  return {
    db,
    async close() {
      await db.terminate();
      await deleteApp(app);
    },
  };
}

/** A promise plus its resolve function. */
export function deferred() {
  /** @type {(value?: any) => void} */
  let resolve = () => {};
  const promise = new Promise((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
