import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deferred, startWithClient } from './test-helpers.mjs';

/** @type {Awaited<ReturnType<typeof startWithClient>>} */
let env;
afterEach(async () => {
  await env?.stop();
});

describe('transactions', () => {
  beforeEach(async () => {
    env = await startWithClient();
  });

  it('50 concurrent read-modify-write transactions on one document all apply', async () => {
    const { db } = env;
    const ref = db.doc('counters/contended');
    await ref.set({ n: 0 });

    let attempts = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 50 }, () =>
        db.runTransaction(async (tx) => {
          attempts++;
          const snap = await tx.get(ref);
          tx.update(ref, { n: snap.get('n') + 1 });
        }),
      ),
    );
    const elapsed = performance.now() - started;
    console.log(`50 contended transactions: ${elapsed.toFixed(0)} ms, ${attempts} attempts`);

    expect((await ref.get()).get('n')).toBe(50);
  });

  it('retries a transaction whose read document was changed by another write', async () => {
    const { db } = env;
    const ref = db.doc('counters/changed');
    await ref.set({ n: 1 });

    let attempts = 0;
    await db.runTransaction(async (tx) => {
      attempts++;
      const snap = await tx.get(ref);
      // A plain write lands between this transaction's read and its commit.
      if (attempts === 1) await ref.set({ n: 100 });
      tx.update(ref, { n: snap.get('n') + 1 });
    });

    expect(attempts).toBeGreaterThanOrEqual(2);
    expect((await ref.get()).get('n')).toBe(101);
  });

  it('retries a transaction whose query results changed (a new matching document)', async () => {
    const { db } = env;
    const tasks = db.collection('tasks');
    await tasks.doc('a').set({ open: true });

    let attempts = 0;
    await db.runTransaction(async (tx) => {
      attempts++;
      const open = await tx.get(tasks.where('open', '==', true));
      if (attempts === 1) await tasks.doc('b').set({ open: true });
      tx.set(db.doc('stats/tasks'), { open: open.size });
    });

    expect(attempts).toBeGreaterThanOrEqual(2);
    expect((await db.doc('stats/tasks').get()).get('open')).toBe(2);
  });

  it('detects a document that was missing when read and created before commit', async () => {
    const { db } = env;
    const ref = db.doc('users/new');

    let attempts = 0;
    await db.runTransaction(async (tx) => {
      attempts++;
      const snap = await tx.get(ref);
      if (attempts === 1) await ref.set({ n: 10 });
      tx.set(ref, { n: snap.exists ? snap.get('n') + 1 : 1 });
    });

    expect(attempts).toBe(2);
    expect((await ref.get()).get('n')).toBe(11);
  });

  it('a read-only transaction left open blocks neither writes nor other transactions', async () => {
    const { db } = env;
    const ref = db.doc('counters/ro');
    await ref.set({ n: 1 });

    const hasRead = deferred();
    const finish = deferred();
    const readOnly = db.runTransaction(
      async (tx) => {
        const snap = await tx.get(ref);
        hasRead.resolve();
        await finish.promise;
        return snap.get('n');
      },
      { readOnly: true },
    );
    await hasRead.promise;

    await ref.update({ n: 2 });
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      tx.update(ref, { n: snap.get('n') + 1 });
    });
    expect((await ref.get()).get('n')).toBe(3);

    finish.resolve();
    expect(await readOnly).toBe(1);
  });

  it('a transaction that throws releases its locks (rollback)', async () => {
    const { db } = env;
    const ref = db.doc('counters/rollback');
    await ref.set({ n: 0 });

    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(ref);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');

    // Had the lock not been released, this would wait for the 60 s idle expiry.
    const started = performance.now();
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      tx.update(ref, { n: snap.get('n') + 1 });
    });
    expect(performance.now() - started).toBeLessThan(2000);
    expect((await ref.get()).get('n')).toBe(1);
  });

  it('transactions locking two documents in opposite orders do not deadlock', async () => {
    const { db } = env;
    const a = db.doc('pairs/a');
    const b = db.doc('pairs/b');
    await a.set({ n: 0 });
    await b.set({ n: 0 });

    // Both read their first document, then wait for each other before reading
    // the second one: a classic deadlock without wound-wait.
    const firstReads = [deferred(), deferred()];
    const bothRead = Promise.all(firstReads.map((d) => d.promise));
    const transfer = (/** @type {number} */ i, first, second) =>
      db.runTransaction(async (tx) => {
        const s1 = await tx.get(first);
        firstReads[i].resolve();
        await bothRead;
        const s2 = await tx.get(second);
        tx.update(first, { n: s1.get('n') + 1 });
        tx.update(second, { n: s2.get('n') + 1 });
      });
    await Promise.all([transfer(0, a, b), transfer(1, b, a)]);

    expect((await a.get()).get('n')).toBe(2);
    expect((await b.get()).get('n')).toBe(2);
  });

  it('a transaction may read several documents and create them (getAll, create)', async () => {
    const { db } = env;
    await db.doc('inventory/x').set({ qty: 5 });
    await db.runTransaction(async (tx) => {
      const [x, y] = await tx.getAll(db.doc('inventory/x'), db.doc('inventory/y'));
      expect(x.exists).toBe(true);
      expect(y.exists).toBe(false);
      tx.update(x.ref, { qty: x.get('qty') - 1 });
      tx.create(y.ref, { qty: 1 });
    });
    expect((await db.doc('inventory/x').get()).get('qty')).toBe(4);
    expect((await db.doc('inventory/y').get()).get('qty')).toBe(1);
  });
});

describe('failing commits', () => {
  it('a transaction whose commit fails applies none of its writes', async () => {
    env = await startWithClient();
    const { db } = env;
    const account = db.doc('accounts/a');
    await account.set({ balance: 10 });
    await db.doc('receipts/r1').set({ amount: 1 });

    await expect(
      db.runTransaction(async (tx) => {
        const snap = await tx.get(account);
        tx.update(account, { balance: snap.get('balance') - 5 });
        tx.create(db.doc('receipts/r1'), { amount: 5 }); // fails: ALREADY_EXISTS
      }),
    ).rejects.toMatchObject({ code: 6 });

    expect((await account.get()).get('balance')).toBe(10);
    // ...and it released its lock.
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(account);
      tx.update(account, { balance: snap.get('balance') + 1 });
    });
    expect((await account.get()).get('balance')).toBe(11);
  });
});

describe('abandoned transactions', () => {
  it('expire after the idle timeout and release their locks', async () => {
    env = await startWithClient({ transactionIdleTimeoutMs: 300 });
    const { db } = env;
    const ref = db.doc('counters/abandoned');
    await ref.set({ n: 0 });

    // A transaction that reads (locks) the document and then hangs.
    const hasRead = deferred();
    const resume = deferred();
    let stuckAttempts = 0;
    const stuck = db.runTransaction(async (tx) => {
      stuckAttempts++;
      const snap = await tx.get(ref);
      hasRead.resolve();
      await resume.promise;
      tx.update(ref, { n: snap.get('n') + 10 });
    });
    await hasRead.promise;

    const started = performance.now();
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      tx.update(ref, { n: snap.get('n') + 1 });
    });
    expect(performance.now() - started).toBeLessThan(5000);

    // The stuck one finally tries to commit: its transaction is gone, so it is
    // retried and applies on top of the other one.
    resume.resolve();
    await stuck;
    expect(stuckAttempts).toBe(2);
    expect((await ref.get()).get('n')).toBe(11);
  });
});
