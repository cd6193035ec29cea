import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../emulators/stack.mjs';
import { stackClient } from './stack-client.js';

/**
 * Two persisted stacks of the project at once (as `npm start` beside `npm test`, or two clones): each
 * saves and loads only its own Auth accounts and Firestore. The first one is stopped (as Ctrl-C does)
 * and started again while the second keeps running; the same Google identity then signs in as the
 * same uid, with the same plan and campaigns.
 */
const dirs: string[] = [];
const running: Stack[] = [];

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pautia-two-stacks-'));
  dirs.push(dir);
  return dir;
}

async function start(dir: string): Promise<Stack> {
  const stack = await startStack({ ports: 'auto', dataDir: dir, persist: true, quiet: true });
  running.push(stack);
  return stack;
}

async function stop(stack: Stack) {
  running.splice(running.indexOf(stack), 1);
  await stack.stop();
}

const client = (stack: Stack) =>
  stackClient({
    baseUrl: `http://127.0.0.1:${stack.ports.hosting}`,
    authHost: `127.0.0.1:${stack.ports.auth}`,
    firestoreHost: `127.0.0.1:${stack.ports.firestore}`,
    projectId: stack.projectId,
  });

const payload = {
  objective: 'Leads',
  description: 'A bakery in Córdoba selling sourdough bread, pastries and birthday cakes.',
  type: 'Search',
  location: 'Córdoba, Argentina',
  language: 'Spanish',
  keywords: 'panadería córdoba, tortas de cumpleaños',
  budget: 150,
};

afterAll(async () => {
  for (const stack of [...running]) await stack.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 120_000);

describe('two local stacks at once', () => {
  it('each keeps its own accounts and data across a stop and start', { timeout: 600_000 }, async () => {
    const dirA = dataDir();
    let a = await start(dirA);
    const identity = { sub: 'google-ana-0001', name: 'Ana García', email: 'ana@example.com' };

    // Stack A: Ana signs up, pays for Premium, creates a campaign.
    const before = await client(a).signInGoogleUser(identity);
    expect((await client(a).call('/auth/google', { method: 'POST', token: before.idToken, body: { uid: before.uid } })).status).toBe(200);
    await client(a).db().doc(`users/${before.uid}`).update({ plan: 'PREMIUM' });
    const created = await client(a).call(`/campaign/user/${before.uid}`, { method: 'POST', token: before.idToken, body: payload });
    expect(created.status).toBe(201);

    // Stack B starts afterwards (it becomes the project's "latest" emulator hub) and has its own user.
    const b = await start(dataDir());
    const other = await client(b).signInGoogleUser({ sub: 'google-bruno-0002', name: 'Bruno Díaz', email: 'bruno@example.com' });
    expect((await client(b).call('/auth/google', { method: 'POST', token: other.idToken, body: { uid: other.uid } })).status).toBe(200);

    // Ctrl-C on A while B runs, then A again on the same data.
    await stop(a);
    a = await start(dirA);

    const after = await client(a).signInGoogleUser(identity);
    expect(after.uid).toBe(before.uid);
    const record = await client(a).call('/auth/google', { method: 'POST', token: after.idToken, body: { uid: after.uid } });
    expect(record.status).toBe(200);
    expect(record.json?.['plan']).toBe('PREMIUM');
    const campaigns = await client(a).call(`/campaign/user/${after.uid}`, { token: after.idToken });
    expect(campaigns.status).toBe(200);
    const list = campaigns.json?.['campaigns'] as { id: string }[];
    expect(list.map((c) => c.id)).toEqual([(created.json?.['campaign'] as { id: string }).id]);

    // B's account never leaked into A, and B still has only its own.
    const bruno = await client(a).signInGoogleUser({ sub: 'google-bruno-0002', name: 'Bruno Díaz', email: 'bruno@example.com' });
    expect(bruno.uid).not.toBe(other.uid);
    expect((await client(b).signInGoogleUser({ sub: 'google-bruno-0002', name: 'Bruno Díaz', email: 'bruno@example.com' })).uid).toBe(
      other.uid,
    );
    expect((await client(b).signInGoogleUser(identity)).uid).not.toBe(before.uid);
  });
});
