import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLocalFirestore, wipeLocalFirestoreData } from './index.mjs';
import { connect } from './test-helpers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @type {string} */
let dataDir;
/** @type {Array<() => Promise<unknown>>} */
let cleanups = [];
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'local-firestore-'));
});
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  cleanups = [];
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Starts a server on dataDir plus a client; both are cleaned up after the test. */
async function start(options = {}) {
  const server = await startLocalFirestore({ port: 0, dataDir, log: () => {}, ...options });
  const { db, close } = connect(server.port);
  cleanups.push(() => server.stop(), close);
  return { server, db, close };
}

const when = Timestamp.fromMillis(Date.UTC(2024, 1, 29, 12, 34, 56, 789));
const sample = {
  text: 'héllo "quoted"\nline',
  int: 42,
  negative: -7,
  double: 3.25,
  yes: true,
  no: false,
  nothing: null,
  when,
  preciseTime: new Timestamp(1_700_000_000, 123_456_789),
  nested: { a: 1, b: { c: ['x', 2, { d: false }] }, empty: {} },
  list: [1, 'two', 3.5, null, true, [], { k: 'v' }],
  emptyList: [],
  bytes: Buffer.from([0, 1, 2, 250, 255]),
  place: new GeoPoint(48.85, 2.35),
};

describe('durable data', () => {
  it('survives stop() and start() with types, create and update times intact; wipe removes it', async () => {
    let env = await start();
    const ref = env.db.doc('things/all-types');
    await ref.set(sample);
    await ref.update({ int: 43 });
    await env.db.doc('things/all-types/children/kid').set({ name: 'kid' });
    await env.db.doc('things/all-types').collection('children').doc('gone').set({ x: 1 });
    await env.db.doc('things/all-types/children/gone').delete();
    await env.db.doc('other/doc').set({ ref: env.db.doc('things/all-types') });
    const before = await ref.get();
    expect(before.createTime.toMillis()).toBeLessThan(before.updateTime.toMillis() + 1);
    await env.close();
    await env.server.stop();

    env = await start();
    const after = await env.db.doc('things/all-types').get();
    expect(after.exists).toBe(true);
    const data = after.data();
    expect(data).toEqual({ ...sample, int: 43 });
    expect(data.when).toBeInstanceOf(Timestamp);
    expect(data.when.isEqual(when)).toBe(true);
    expect(data.preciseTime.nanoseconds).toBe(123_456_789);
    expect(Buffer.from(data.bytes)).toEqual(sample.bytes);
    expect(data.place).toBeInstanceOf(GeoPoint);
    expect(after.createTime.toMillis()).toBe(before.createTime.toMillis());
    expect(after.updateTime.toMillis()).toBe(before.updateTime.toMillis());
    expect((await env.db.doc('things/all-types/children/kid').get()).get('name')).toBe('kid');
    expect((await env.db.doc('things/all-types/children/gone').get()).exists).toBe(false);
    expect((await env.db.doc('other/doc').get()).get('ref').path).toBe('things/all-types');
    // int stays an integer and double a double on the wire (the package types them).
    const ints = await env.db.collection('things').where('int', '==', 43).get();
    expect(ints.size).toBe(1);
    await env.close();
    await env.server.stop();

    await wipeLocalFirestoreData(dataDir);
    env = await start();
    expect((await env.db.doc('things/all-types').get()).exists).toBe(false);
    expect((await env.db.collection('things').count().get()).data().count).toBe(0);
  });

  it('saves periodically while running, only when something changed', async () => {
    const env = await start({ persistIntervalMs: 50 });
    const file = path.join(dataDir, 'firestore.json');
    await env.db.doc('periodic/one').set({ v: 1 });
    await waitFor(async () => existsSync(file) && (await fs.readFile(file, 'utf8')).includes('periodic/one'));

    const { mtimeMs } = await fs.stat(file);
    await new Promise((r) => setTimeout(r, 300));
    expect((await fs.stat(file)).mtimeMs).toBe(mtimeMs); // nothing changed, nothing written
  });

  it('refuses to start on a corrupt snapshot instead of overwriting it', async () => {
    await fs.writeFile(path.join(dataDir, 'firestore.json'), '{ not json');
    await expect(startLocalFirestore({ port: 0, dataDir, log: () => {} })).rejects.toThrow(/Cannot read the local Firestore snapshot/);
  });
});

describe('CLI', () => {
  it('serve.mjs writes the data on SIGTERM and SIGINT and restores it on restart; wipe.mjs deletes it', async () => {
    let child = await serve();
    let { db, close } = connect(child.port);
    await db.doc('cli/doc').set({ v: 1, at: when });
    await close();
    expect(await child.stop('SIGTERM')).toMatchObject({ code: 0 });
    expect(child.output()).toMatch(/saved 1 documents/);

    child = await serve();
    expect(child.output()).toMatch(/restored 1 documents/);
    ({ db, close } = connect(child.port));
    const snap = await db.doc('cli/doc').get();
    expect(snap.data()).toEqual({ v: 1, at: when });
    await db.doc('cli/doc').update({ v: 2 });
    await close();
    expect(await child.stop('SIGINT')).toMatchObject({ code: 0 });

    child = await serve();
    ({ db, close } = connect(child.port));
    expect((await db.doc('cli/doc').get()).get('v')).toBe(2);
    await close();
    await child.stop('SIGTERM');

    const wipe = await run([path.join(here, 'wipe.mjs'), dataDir]);
    expect(wipe.code).toBe(0);
    expect(existsSync(path.join(dataDir, 'firestore.json'))).toBe(false);
  });
});

/** Spawns serve.mjs on a free port with dataDir and waits for its ready line. */
async function serve() {
  const child = spawn(process.execPath, [path.join(here, 'serve.mjs'), '--port', '0', '--data', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  cleanups.push(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`serve.mjs exited early:\n${output}`);
    return /listening on /.test(output);
  });
  const [, host, port] = /Firestore \(pure-Node substitute\) listening on (\S+):(\d+)/.exec(output) ?? [];
  expect(host).toBe('127.0.0.1');
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

/** Runs a node script to completion. @param {string[]} args */
function run(args) {
  const child = spawn(process.execPath, args, { stdio: 'ignore' });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code })));
}

/** Polls until check() is truthy (or throws). @param {() => Promise<boolean> | boolean} check */
async function waitFor(check, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
