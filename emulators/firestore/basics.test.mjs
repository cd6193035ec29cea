// Plain (non-transactional) reads and writes still go straight to the package.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithClient } from './test-helpers.mjs';

/** @type {Awaited<ReturnType<typeof startWithClient>>} */
let env;
beforeAll(async () => {
  env = await startWithClient();
});
afterAll(async () => {
  await env?.stop();
});

describe('non-transactional operations', () => {
  it('set / get / update / delete', async () => {
    const ref = env.db.doc('items/one');
    await ref.set({ name: 'one', qty: 1, tags: ['a'] });
    expect((await ref.get()).data()).toEqual({ name: 'one', qty: 1, tags: ['a'] });

    await ref.update({ qty: 2 });
    expect((await ref.get()).get('qty')).toBe(2);

    await ref.set({ extra: true }, { merge: true });
    expect((await ref.get()).data()).toEqual({ name: 'one', qty: 2, tags: ['a'], extra: true });

    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
  });

  it('create fails with ALREADY_EXISTS on an existing document', async () => {
    const ref = env.db.doc('items/unique');
    await ref.create({ v: 1 });
    await expect(ref.create({ v: 2 })).rejects.toMatchObject({ code: 6 });
    expect((await ref.get()).get('v')).toBe(1);
  });

  it('a batch with a failing write applies none of its writes', async () => {
    const { db } = env;
    await db.doc('atomic/existing').set({ v: 1 });
    const batch = db.batch();
    batch.set(db.doc('atomic/new'), { v: 1 });
    batch.update(db.doc('atomic/existing'), { v: 2 });
    batch.create(db.doc('atomic/existing'), { v: 3 }); // fails: ALREADY_EXISTS
    await expect(batch.commit()).rejects.toMatchObject({ code: 6 });
    expect((await db.doc('atomic/new').get()).exists).toBe(false);
    expect((await db.doc('atomic/existing').get()).data()).toEqual({ v: 1 });
  });

  it('a query with select() answers only the selected top-level fields', async () => {
    await env.db.doc('projected/a').set({ name: 'A', at: 1, big: { text: 'x'.repeat(1000) }, state: { status: 'PAUSED', id: 7 } });
    const snap = await env.db.collection('projected').select('name', 'state.status').orderBy('at').get();
    expect(snap.docs.map((d) => [d.id, d.data()])).toEqual([['a', { name: 'A', state: { status: 'PAUSED', id: 7 } }]]);
    // Without select(), every field.
    expect((await env.db.collection('projected').get()).docs[0]?.data()).toHaveProperty('big');
  });

  it('update fails with NOT_FOUND on a missing document', async () => {
    await expect(env.db.doc('items/missing').update({ v: 1 })).rejects.toMatchObject({ code: 5 });
  });

  it('queries (where, orderBy, limit) and count', async () => {
    const col = env.db.collection('scores');
    const batch = env.db.batch();
    for (const [id, score] of [
      ['a', 3],
      ['b', 9],
      ['c', 5],
      ['d', 1],
    ]) {
      batch.set(col.doc(id), { score, even: score % 2 === 0 });
    }
    await batch.commit();

    const top = await col.where('score', '>=', 3).orderBy('score', 'desc').limit(2).get();
    expect(top.docs.map((d) => d.id)).toEqual(['b', 'c']);

    expect((await col.count().get()).data().count).toBe(4);
    expect((await col.where('score', '<', 5).count().get()).data().count).toBe(2);
  });

  it('server timestamps and increments', async () => {
    const { FieldValue } = await import('firebase-admin/firestore');
    const ref = env.db.doc('items/stamped');
    await ref.set({ at: FieldValue.serverTimestamp(), n: 1 });
    await ref.update({ n: FieldValue.increment(2) });
    const snap = await ref.get();
    expect(snap.get('at')).toBeInstanceOf(Timestamp);
    expect(snap.get('n')).toBe(3);
  });
});
