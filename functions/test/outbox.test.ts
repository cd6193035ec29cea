import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../src/adapters/mail/smtp.js';
import { LEASE_MS, outboxService } from '../src/outbox/service.js';
import { outboxRepo, type OutboxMail } from '../src/repos/outbox.js';
import { fakeSmtp } from './fake-smtp.js';
import { db, stack } from './helpers.js';
import { inProcessApi } from './in-process.js';

/**
 * Each test attempts its own messages (what the sweep does for every due one): a sweep with a clock
 * moved ahead would also send other test files' messages, which the stack shares.
 *
 * The outbox against the stack's Firestore and the real SMTP adapter, with a fake SMTP server at
 * its edge: a server that is down and comes back, and a worker process killed in the middle of a
 * send. Every message reaches the server's acceptance exactly once.
 */
const HERE = dirname(fileURLToPath(import.meta.url));
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const mail = (n: number): OutboxMail => ({
  kind: 'alert',
  to: `owner${n}@example.com`,
  from: 'noreply@pautia.example',
  subject: `Alert ${n}`,
  text: `Alert number ${n}`,
  language: 'en',
});
const messageId = (id: string) => `${id}@outbox.pautia`;

function smtpOn(port: number) {
  return smtpMailer({ host: '127.0.0.1', port, secure: false, user: undefined, password: undefined });
}

describe('the outbox', () => {
  it('SMTP down, then up: each message waits, is retried after its backoff, and arrives exactly once', async () => {
    const server = fakeSmtp();
    const port = await server.start();
    await server.close(); // down: nothing listens on the port
    let now = Date.now();
    const outbox = outboxService({ repo: outboxRepo(db()), mailer: smtpOn(port), clock: () => now, worker: 'test-a' });
    const ids = [1, 2, 3].map((n) => `test_down_${run}_${n}`);
    for (const [i, id] of ids.entries()) {
      // Written before anything is answered, tried once at once.
      expect(await outbox.send(id, mail(i))).toEqual({ written: true, outcome: 'retrying' });
    }
    for (const id of ids) {
      const stored = (await db().doc(`outbox/${id}`).get()).data()!;
      expect(stored).toMatchObject({ status: 'pending', attempts: 1, claimedBy: null });
      expect(String(stored['lastError'])).not.toBe('');
      expect(stored['dueAt']).toBeGreaterThan(now);
    }
    // Nothing is due before the backoff: an attempt now does not touch them.
    expect(await outbox.attempt(ids[0]!)).toBe('skipped');
    expect((await db().doc(`outbox/${ids[0]}`).get()).get('attempts')).toBe(1);

    const up = fakeSmtp();
    await up.start(port);
    try {
      now += 31_000;
      for (const id of ids) expect(await outbox.attempt(id)).toBe('sent');
      for (const id of ids) {
        expect(up.accepted(messageId(id))).toBe(1);
        expect((await db().doc(`outbox/${id}`).get()).data()).toMatchObject({ status: 'sent', attempts: 2, dueAt: null });
      }
      // Later attempts send nothing again.
      now += 3_600_000;
      for (const id of ids) expect(await outbox.attempt(id)).toBe('skipped');
      for (const id of ids) expect(up.accepted(messageId(id))).toBe(1);
    } finally {
      await up.close();
    }
  });

  it('gives up after the last attempt: the message is failed, kept, and counted for the team', async () => {
    let now = Date.now();
    const server = fakeSmtp();
    const port = await server.start();
    await server.close();
    const outbox = outboxService({ repo: outboxRepo(db()), mailer: smtpOn(port), clock: () => now, worker: 'test-b' });
    const id = `test_fail_${run}`;
    await outbox.send(id, mail(9));
    for (let i = 0; i < 10; i += 1) {
      now += 3_600_000;
      await outbox.attempt(id);
    }
    const stored = (await db().doc(`outbox/${id}`).get()).data()!;
    expect(stored).toMatchObject({ status: 'failed', attempts: 8, dueAt: null });
    expect(String(stored['lastError'])).toMatch(/ECONNREFUSED/);
  });

  describe('a worker killed mid-send', () => {
    let bundleDir: string;
    beforeAll(async () => {
      const cache = join(HERE, '..', 'node_modules', '.cache');
      mkdirSync(cache, { recursive: true });
      bundleDir = mkdtempSync(join(cache, 'outbox-worker-'));
      await build({
        input: { worker: join(HERE, 'outbox-worker.ts') },
        platform: 'node',
        external: (id) => !id.startsWith('.') && !id.startsWith('/'),
        output: { dir: bundleDir, format: 'esm', entryFileNames: '[name].mjs' },
        logLevel: 'silent',
      });
    }, 120_000);
    afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

    it('before the server accepted: the lease expires, another worker sends it, and it arrives exactly once', async () => {
      const server = fakeSmtp();
      const port = await server.start();
      const id = `test_killed_${run}`;
      const repo = outboxRepo(db());
      expect(await repo.enqueue(id, mail(7), Date.now())).toBe(true);

      // The server receives the whole mail but holds its 250; the worker is killed right then.
      server.setHold(true);
      const received = new Promise<void>((resolve) => server.onData(() => resolve()));
      const child: ChildProcess = spawn(process.execPath, [join(bundleDir, 'worker.mjs')], {
        cwd: bundleDir,
        env: {
          PATH: process.env['PATH'] ?? '',
          FIRESTORE_EMULATOR_HOST: stack().firestoreHost,
          METADATA_SERVER_DETECTION: 'none',
          PROJECT_ID: stack().projectId,
          SMTP_PORT: String(port),
          OUTBOX_ID: id,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await received;
      child.kill('SIGKILL');
      await exited;
      expect(server.accepted(messageId(id))).toBe(0);
      const left = (await db().doc(`outbox/${id}`).get()).data()!;
      expect(left).toMatchObject({ status: 'sending', claimedBy: 'worker-to-kill', attempts: 1 });

      // Another worker: nothing to do while the lease stands, the send once it has expired.
      server.setHold(false);
      server.onData(undefined);
      let now = Date.now();
      const other = outboxService({ repo, mailer: smtpOn(port), clock: () => now, worker: 'test-c' });
      expect(await other.attempt(id)).toBe('skipped');
      now += LEASE_MS + 1_000;
      expect(await other.attempt(id)).toBe('sent');
      expect(server.accepted(messageId(id))).toBe(1);
      expect((await db().doc(`outbox/${id}`).get()).data()).toMatchObject({ status: 'sent', attempts: 2 });
      now += LEASE_MS * 10;
      expect(await other.attempt(id)).toBe('skipped');
      expect(server.accepted(messageId(id))).toBe(1);
      await server.close();
    });
  });

  it('a support request is answered while SMTP is down, and reaches the team once it is back (run now)', async () => {
    const server = fakeSmtp();
    const port = await server.start();
    await server.close();
    const api = await inProcessApi({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_SECURE: 'false',
      SUPPORT_INBOX: 'team@pautia.example',
    });
    const up = fakeSmtp();
    try {
      const user = await api.registeredUser();
      const res = await api.call(`/support/${user.uid}/requests`, {
        method: 'POST',
        token: user.idToken,
        body: { userId: user.uid, topic: 'billing', message: 'Charged twice while the mail server was down.' },
      });
      expect(res.status, res.text).toBe(201);
      const requestId = String(res.json?.['id']);
      const outboxId = `support_${requestId}`;
      expect((await db().doc(`outbox/${outboxId}`).get()).data()).toMatchObject({
        kind: 'support',
        status: 'pending',
        to: 'team@pautia.example',
        ref: `supportRequests/${requestId}`,
      });
      expect((await db().doc(`supportRequests/${requestId}`).get()).get('mailed')).toBe(false);

      await up.start(port);
      // The backoff has passed (the stored time moved back rather than the test waiting 30 s).
      await db()
        .doc(`outbox/${outboxId}`)
        .update({ dueAt: Date.now() - 1 });
      const swept = await api.call('/local/schedules/outbox/run', { method: 'POST' });
      expect(swept.status, swept.text).toBe(200);
      expect(swept.json).toMatchObject({ job: 'outbox', result: { sent: expect.any(Number) } });
      expect(up.accepted(messageId(outboxId))).toBe(1);
      expect((await db().doc(`supportRequests/${requestId}`).get()).get('mailed')).toBe(true);
      const page = await api.call('/local/mail');
      expect(page.text).toContain('team@pautia.example');
    } finally {
      await up.close();
      await api.close();
    }
  });
});
