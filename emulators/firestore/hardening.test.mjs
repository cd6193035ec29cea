// Any document id works, acknowledged writes survive the process being killed, and
// client SDK connections are refused.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp as deleteClientApp, initializeApp as initializeClientApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc as clientDoc,
  getDoc as clientGetDoc,
  getFirestore as getClientFirestore,
  setDoc as clientSetDoc,
  terminate,
} from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLocalFirestore } from './index.mjs';
import { connect, startWithClient } from './test-helpers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @type {Array<() => Promise<unknown>>} */
let cleanups = [];
/** @type {string} */
let dataDir;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'local-firestore-hardening-'));
});
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  cleanups = [];
  await fs.rm(dataDir, { recursive: true, force: true });
});

// Names of Object.prototype members, and the prototype itself.
const IDS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__', 'toLocaleString'];

describe('any document id', () => {
  it('documents, collections and fields named like Object.prototype members work like any other', async () => {
    const env = await startWithClient();
    cleanups.push(() => env.stop());
    const { db } = env;
    for (const id of IDS) {
      const ref = db.collection('odd').doc(id);
      expect((await ref.get()).exists).toBe(false);
      await ref.create({ id, n: 1 });
      await ref.update({ n: 2 });
      expect((await ref.get()).data()).toEqual({ id, n: 2 });
      // As a collection name, a subcollection name and a field name too (names of the form
      // __x__ are reserved there by Firestore itself).
      if (/^__.*__$/.test(id)) continue;
      await db.collection(id).doc('x').set({ v: id });
      expect((await db.collection(id).doc('x').get()).get('v')).toBe(id);
      await ref
        .collection(id)
        .doc(id)
        .set({ [id]: 1 });
      expect((await ref.collection(id).doc(id).get()).get(id)).toBe(1);
      expect((await ref.collection(id).where(id, '==', 1).get()).size).toBe(1);
    }
    const listed = await db.collection('odd').get();
    expect(listed.docs.map((d) => d.id).sort()).toEqual([...IDS].sort());
    // In transactions as well (they lock by name).
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(db.doc('odd/constructor'));
      tx.update(snap.ref, { n: Number(snap.get('n')) + 1 });
    });
    expect((await db.doc('odd/constructor').get()).get('n')).toBe(3);
    await db.doc('odd/__proto__').delete();
    expect((await db.doc('odd/__proto__').get()).exists).toBe(false);
    expect((await db.collection('odd').count().get()).data().count).toBe(IDS.length - 1);
  });

  it('such documents survive a restart', async () => {
    let server = await startLocalFirestore({ port: 0, dataDir, log: () => {} });
    let client = connect(server.port);
    for (const id of IDS) await client.db.doc(`odd/${id}`).set({ id });
    await client.close();
    await server.stop();
    server = await startLocalFirestore({ port: 0, dataDir, log: () => {} });
    client = connect(server.port);
    cleanups.push(() => server.stop(), client.close);
    for (const id of IDS) expect((await client.db.doc(`odd/${id}`).get()).get('id')).toBe(id);
  });
});

describe('acknowledged writes are durable', () => {
  it('a write is on disk when it is acknowledged: a kill right after loses nothing', async () => {
    // A persist interval far beyond the test: only the journal can have kept these.
    let child = await serve(['--persist-interval', '600000']);
    let { db, close } = connect(child.port);
    await db.doc('durable/a').set({ v: 1, nested: { list: [1, 'two'] } });
    await db.doc('durable/b').set({ v: 1 });
    await db.doc('durable/b').update({ v: 2 });
    await db.doc('durable/c').set({ v: 1 });
    await db.doc('durable/c').delete();
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(db.doc('durable/a'));
      tx.update(snap.ref, { v: Number(snap.get('v')) + 10 });
      tx.set(db.doc('durable/d'), { from: 'transaction' });
    });
    const batch = db.batch();
    batch.set(db.doc('durable/e'), { from: 'batch' });
    batch.delete(db.doc('durable/b'));
    await batch.commit();
    await close();
    expect(await child.stop('SIGKILL')).toMatchObject({ signal: 'SIGKILL' });

    child = await serve(['--persist-interval', '600000']);
    expect(child.output()).toMatch(/restored 3 documents .*journal/);
    ({ db, close } = connect(child.port));
    expect((await db.doc('durable/a').get()).data()).toEqual({ v: 11, nested: { list: [1, 'two'] } });
    expect((await db.doc('durable/b').get()).exists).toBe(false);
    expect((await db.doc('durable/c').get()).exists).toBe(false);
    expect((await db.doc('durable/d').get()).get('from')).toBe('transaction');
    expect((await db.doc('durable/e').get()).get('from')).toBe('batch');
    await close();
    await child.stop('SIGKILL');
  });

  it('the journal is folded into the snapshot in the background, and writes made meanwhile are kept', async () => {
    let child = await serve(['--persist-interval', '20']);
    let { db, close } = connect(child.port);
    // Writes keep arriving while compactions run every 20 ms.
    for (let i = 0; i < 60; i += 1) await db.doc(`busy/${i}`).set({ i });
    await waitFor(async () => (await fs.readFile(path.join(dataDir, 'firestore.json'), 'utf8').catch(() => '')).includes('busy/59'));
    const journal = await fs.readFile(path.join(dataDir, 'firestore.log'), 'utf8').catch(() => '');
    expect(journal.split('\n').filter(Boolean).length).toBeLessThan(60);
    for (let i = 60; i < 80; i += 1) await db.doc(`busy/${i}`).set({ i });
    await close();
    await child.stop('SIGKILL');

    child = await serve(['--persist-interval', '600000']);
    ({ db, close } = connect(child.port));
    const all = await db.collection('busy').get();
    expect(all.size).toBe(80);
    await close();
    await child.stop('SIGTERM');
  });

  it('ignores a journal line cut short by a crash (it was never acknowledged)', async () => {
    let server = await startLocalFirestore({ port: 0, dataDir, log: () => {}, persistIntervalMs: 600_000 });
    let client = connect(server.port);
    await client.db.doc('cut/a').set({ v: 1 });
    await client.close();
    // Simulates a crash mid-append: no stop(), a partial line at the end.
    await fs.appendFile(path.join(dataDir, 'firestore.log'), '{"name":"projects/demo-test/databases/(default)/documents/cut/b","fie');
    server = await startLocalFirestore({ port: 0, dataDir, log: () => {} });
    client = connect(server.port);
    cleanups.push(() => server.stop(), client.close);
    expect((await client.db.doc('cut/a').get()).get('v')).toBe(1);
    expect((await client.db.doc('cut/b').get()).exists).toBe(false);
  });
});

describe('client SDK connections', () => {
  it('are refused: the web SDK can neither read nor write (no security rules here)', async () => {
    const env = await startWithClient();
    cleanups.push(() => env.stop());
    await env.db.doc('users/alice').set({ secret: 'alice' });

    const app = initializeClientApp({ projectId: 'demo-test', apiKey: 'fake' }, `client-${Date.now()}`);
    const db = getClientFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', env.server.port);
    cleanups.push(async () => {
      await terminate(db);
      await deleteClientApp(app);
    });
    // The refusal reaches the SDK as PERMISSION_DENIED on its stream; getDoc then reports that
    // it could not reach the backend.
    const read = await clientGetDoc(clientDoc(db, 'users/alice')).then(
      (snap) => ({ data: snap.data() }),
      (error) => ({ error }),
    );
    expect(read).not.toHaveProperty('data');
    const write = await Promise.race([
      clientSetDoc(clientDoc(db, 'users/mallory'), { plan: 'PREMIUM' }).then(
        () => 'written',
        (error) => `refused: ${error.code}`,
      ),
      new Promise((r) => setTimeout(() => r('not written (still retrying)'), 3000)),
    ]);
    expect(write).not.toBe('written');
    expect((await env.db.doc('users/mallory').get()).exists).toBe(false);
    // The server SDK still works.
    expect((await env.db.doc('users/alice').get()).get('secret')).toBe('alice');
  });
});

/** Spawns serve.mjs on a free port with dataDir and waits for its ready line. @param {string[]} extra */
async function serve(extra = []) {
  const child = spawn(process.execPath, [path.join(here, 'serve.mjs'), '--port', '0', '--data', dataDir, ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`serve.mjs exited early:\n${output}`);
    return /listening on /.test(output);
  });
  const [, port] = /listening on \S+:(\d+)/.exec(output) ?? [];
  return {
    port: Number(port),
    output: () => output,
    /** @param {NodeJS.Signals} signal */
    stop(signal) {
      child.kill(signal);
      return exited;
    },
  };
}

/** Polls until check() is truthy (or throws). @param {() => Promise<boolean> | boolean} check */
async function waitFor(check, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
