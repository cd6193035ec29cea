import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../bench/fake-openai.mjs';
import { db, FRESH_READ, lifetimeUsage, storedCampaigns, stack, userOnPlan, type TestUser } from './helpers.js';
import { inProcessApi } from './in-process.js';
import { sse } from './sse.js';

/**
 * A process that dies mid-generation leaves its allowance reservation behind. The
 * reservation carries a lease; the user's next request settles an expired one — the unit given back
 * when nothing reached the user or was stored, kept when something did — so no unit is lost and
 * none is free. The dying process is the real app in a process of its own (test/api-process.ts,
 * bundled here), killed with SIGKILL while the fake model is still writing.
 */
const HERE = dirname(fileURLToPath(import.meta.url));
const LEASE_SECONDS = 6;

let fake: FakeOpenAi;
let api: Awaited<ReturnType<typeof inProcessApi>>;
let bundleDir: string;
let entry: string;

beforeAll(async () => {
  fake = await startFakeOpenAi({ tokensPerSecond: 4000 });
  api = await inProcessApi({ OPENAI_API_KEY: 'sk-fake', OPENAI_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: '20000' });
  // Bundled inside the functions workspace's node_modules, so its packages resolve as the function's do.
  const cache = join(HERE, '..', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  bundleDir = mkdtempSync(join(cache, 'api-process-'));
  entry = join(bundleDir, 'api-process.mjs');
  await build({
    input: join(HERE, 'api-process.ts'),
    platform: 'node',
    external: (id) => !id.startsWith('.') && !id.startsWith('/'),
    output: { file: entry, format: 'esm' },
    logLevel: 'silent',
  });
});

afterAll(async () => {
  await Promise.all([fake.close(), api.close()]);
  rmSync(bundleDir, { recursive: true, force: true });
});

/** The app in its own process, with leases of LEASE_SECONDS; resolves with its URL once it listens. */
async function startProcess(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: stack().firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: stack().authHost,
      GCLOUD_PROJECT: stack().projectId,
      METADATA_SERVER_DETECTION: 'none',
      OPENAI_API_KEY: 'sk-fake',
      OPENAI_BASE_URL: fake.baseUrl,
      AI_TIMEOUT_MS: '20000',
      USAGE_LEASE_SECONDS: String(LEASE_SECONDS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + String(chunk)).slice(-2000)));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const match = /\{"port":(\d+)\}/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the API process exited (${code}): ${errors}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 200 && !ok(value); i += 1) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

const payload = {
  objective: 'Leads',
  description: 'Rivera Plumbing: licensed and insured plumbers in Austin with 24/7 emergency service and free estimates.',
  type: 'Search',
  location: 'Austin, TX',
  language: 'English',
  keywords: 'emergency plumber, leak repair',
  budget: 350,
};

const leases = async (user: TestUser): Promise<Array<Record<string, unknown>>> =>
  (await db().collection(`users/${user.uid}/reservations`).get()).docs.map((d) => ({ id: d.id, ...d.data() }));

/** Starts a streamed strategy in a process of its own and kills it once `ready` says so. */
async function strategyKilled(user: TestUser, ready: (call: Awaited<ReturnType<typeof sse>>) => Promise<unknown>) {
  const { url, child } = await startProcess();
  const call = await sse(`${url}/campaign/user/${user.uid}`, user.idToken, payload);
  await ready(call);
  await kill(child);
  releaseModel();
  await call.events.catch(() => undefined);
}

/** The fake model stops after `afterChars` until `releaseModel()`. */
let releaseModel: () => void = () => undefined;
const holdModel = (afterChars: number) =>
  fake.configure({ tokensPerSecond: 4000, hold: { afterChars, until: new Promise((r) => (releaseModel = () => r(undefined))) } });

describe('a reservation left by a killed process', () => {
  it('is given back by the next request of the user when nothing reached them or was stored', { timeout: 60_000 }, async () => {
    const user = await userOnPlan('BASIC');
    holdModel(0);
    const asked = fake.requests.length;
    await strategyKilled(user, async (call) => {
      await call.first((e) => e.event === 'progress' && e.data['step'] === 1);
      await eventually(
        async () => fake.requests.length,
        (n) => n > asked,
      );
    });
    // What the dead process left: the unit taken, its lease, a Draft without strategy.
    expect(await lifetimeUsage(user)).toMatchObject({ campaigns: 1 });
    const [lease] = await leases(user);
    expect(lease).toMatchObject({ feature: 'campaigns', delivered: false });
    const [draft] = await storedCampaigns(user);
    expect(draft).toMatchObject({ status: 'Draft', strategy: null });

    // Before the lease expires the Free allowance is used up: the lease may still be a live request.
    fake.configure({ tokensPerSecond: 4000 });
    const early = await api.call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: payload });
    expect(early.status).toBe(429);

    // Once it has expired, the next request settles it (given back) and gets the unit.
    await new Promise((r) => setTimeout(r, LEASE_SECONDS * 1000 + 1200));
    const next = await api.call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: payload });
    expect(next.status).toBe(201);
    expect(await lifetimeUsage(user)).toMatchObject({ campaigns: 1 });
    const stored = await storedCampaigns(user);
    expect(stored).toHaveLength(2);
    expect(stored.find((c) => c['strategy'] === null)).toMatchObject({ status: 'Draft', generationError: 'INTERRUPTED' });
    expect(await leases(user)).toEqual([]);
  });

  it('stays spent when part of the answer had reached the user', { timeout: 60_000 }, async () => {
    const user = await userOnPlan('BASIC');
    holdModel(2000);
    await strategyKilled(user, async (call) => {
      await call.first((e) => e.event === 'section');
      // The delivery is recorded on the lease as the section goes out.
      await eventually(
        () => leases(user),
        (l) => l[0]?.['delivered'] === true,
      );
    });
    expect(await lifetimeUsage(user)).toMatchObject({ campaigns: 1 });

    await new Promise((r) => setTimeout(r, LEASE_SECONDS * 1000 + 1200));
    fake.configure({ tokensPerSecond: 4000 });
    // The usage meter's read settles it too: spent, so the Free strategy is used.
    const meter = await api.call(`/usage/${user.uid}`, { token: user.idToken, headers: FRESH_READ });
    expect(meter.status).toBe(200);
    expect(await leases(user)).toEqual([]);
    const next = await api.call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: payload });
    expect(next.status).toBe(429);
    expect(await lifetimeUsage(user)).toMatchObject({ campaigns: 1 });
  });

  it('stays spent when the answer was stored before the process died (a chat exchange under the reservation id)', async () => {
    const user = await userOnPlan('BASIC');
    // What a process that died between storing the answer and ending the lease leaves behind.
    const id = 'leaseStoredChat0001';
    await db().doc(`users/${user.uid}/usage/lifetime`).set({ campaigns: 0, ai_queries: 5, keyword_research: 0 });
    await db()
      .doc(`users/${user.uid}/reservations/${id}`)
      .set({ feature: 'ai_queries', period: 'lifetime', leaseUntil: Math.floor(Date.now() / 1000) - 1, delivered: false });
    await db().doc(`users/${user.uid}/chat/${id}`).set({ message: 'Hola', response: 'Hola, ¿en qué te ayudo?', createdAt: new Date() });
    const res = await api.call('/chat', { method: 'POST', token: user.idToken, body: { userId: user.uid, message: 'Otra pregunta' } });
    expect(res.status).toBe(429);
    expect(await leases(user)).toEqual([]);
    expect(await lifetimeUsage(user)).toMatchObject({ ai_queries: 5 });
  });
});
