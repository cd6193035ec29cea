import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { FRESH_READ_HEADER, FRESH_READ_VALUE, READ_CACHE_MAX_AGE_MS } from '../contract/read-cache.js';
import { errorHandler } from './error-handler.js';
import { HttpError } from '../errors.js';
import { readCache } from './read-cache.js';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/**
 * One "instance": the read cache in front of a tiny API over an in-memory store, with the clock in
 * the test's hands. `x-user` stands in for a verified ID token (requireUser is tested on its own).
 */
async function instance(store: Map<string, string>, clock = { now: 0 }, maxChars?: number) {
  const reads = readCache({ now: () => clock.now, ...(maxChars ? { maxChars } : {}) });
  const app = express();
  let storeReads = 0;
  let gate: Promise<void> | undefined;
  app.use((req, _res, next) => {
    const uid = req.get('x-user');
    if (uid) req.user = { uid, name: undefined, email: undefined, emailVerified: false, picture: undefined };
    next();
  });
  app.use(express.json());
  app.use(reads.dropOnChange);
  app.get('/data/:uid', reads.cached({ bypass: (req) => req.query['refresh'] === 'true' }), async (req, res) => {
    storeReads++;
    const value = store.get(String(req.params['uid']));
    await gate;
    if (value === undefined) throw new HttpError('NOT_FOUND', 'Nothing yet.');
    res.json({ value });
  });
  // The last change's connection close, held back until the test lets it through.
  let heldClose: (() => void) | undefined;
  app.post('/data/:uid', (req, res) => {
    store.set(String(req.params['uid']), String((req.body as { value: string }).value));
    const emit = res.emit.bind(res) as (event: string | symbol, ...args: unknown[]) => boolean;
    res.emit = ((event: string | symbol, ...args: unknown[]) => {
      if (event !== 'close') return emit(event, ...args);
      heldClose = () => emit(event, ...args);
      return true;
    }) as typeof res.emit;
    res.json({ ok: true });
  });
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    clock,
    reads: () => storeReads,
    /** The last change's connection closes now (its response finished earlier). */
    closeLastChange() {
      heldClose?.();
    },
    hold() {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = undefined;
        release();
      };
    },
    async get(uid: string, headers: Record<string, string> = {}, path = `/data/${uid}`) {
      const res = await fetch(`${base}${path}`, { headers: { 'x-user': uid, ...headers } });
      return {
        status: res.status,
        age: res.headers.get('age'),
        type: res.headers.get('content-type'),
        body: (await res.json()) as Record<string, unknown>,
      };
    },
    async post(uid: string, value: string) {
      const res = await fetch(`${base}/data/${uid}`, {
        method: 'POST',
        headers: { 'x-user': uid, 'content-type': 'application/json' },
        body: JSON.stringify({ value }),
      });
      return res.status;
    },
  };
}

describe('readCache', () => {
  it('answers a repeated GET from memory, with its Age, without reading again', async () => {
    const api = await instance(new Map([['alice', 'v1']]));
    expect(await api.get('alice')).toEqual({ status: 200, age: null, type: 'application/json; charset=utf-8', body: { value: 'v1' } });
    api.clock.now += 2_500;
    expect(await api.get('alice')).toEqual({ status: 200, age: '2', type: 'application/json; charset=utf-8', body: { value: 'v1' } });
    expect(api.reads()).toBe(1);
  });

  it('shows a change made elsewhere once the max age has passed, never later', async () => {
    const store = new Map([['alice', 'v1']]);
    const api = await instance(store);
    await api.get('alice');
    store.set('alice', 'v2'); // another instance, or a Stripe webhook
    api.clock.now += READ_CACHE_MAX_AGE_MS - 1;
    expect((await api.get('alice')).body).toEqual({ value: 'v1' });
    api.clock.now += 1;
    expect(await api.get('alice')).toMatchObject({ age: null, body: { value: 'v2' } });
  });

  it('reads fresh for Pautia-Read: fresh and keeps the fresh answer; Hosting’s own no-cache headers do not count', async () => {
    const store = new Map([['alice', 'v1']]);
    const api = await instance(store);
    await api.get('alice');
    store.set('alice', 'v2');
    // What Firebase Hosting's proxy adds to every request it forwards.
    expect((await api.get('alice', { 'cache-control': 'no-cache, no-store', pragma: 'no-cache' })).body).toEqual({ value: 'v1' });
    expect(await api.get('alice', { [FRESH_READ_HEADER]: FRESH_READ_VALUE })).toMatchObject({ age: null, body: { value: 'v2' } });
    expect(await api.get('alice')).toMatchObject({ age: '0', body: { value: 'v2' } });
    expect(api.reads()).toBe(2);
  });

  it('drops the user’s answers when the user changes something, so the next GET sees it', async () => {
    const api = await instance(new Map([['alice', 'v1']]));
    await api.get('alice');
    expect(await api.post('alice', 'v2')).toBe(200);
    expect(await api.get('alice')).toMatchObject({ age: null, body: { value: 'v2' } });
  });

  it('keeps each user’s answers apart, and one user’s change does not drop another’s', async () => {
    const api = await instance(
      new Map([
        ['alice', 'a1'],
        ['bob', 'b1'],
      ]),
    );
    await api.get('alice');
    await api.get('bob');
    // Same URL, another user: never alice's answer.
    expect((await api.get('bob', {}, '/data/alice')).body).toEqual({ value: 'a1' });
    expect(api.reads()).toBe(3);
    await api.post('bob', 'b2');
    expect(await api.get('alice')).toMatchObject({ age: '0', body: { value: 'a1' } });
    expect(await api.get('bob')).toMatchObject({ age: null, body: { value: 'b2' } });
  });

  it('keeps only 200 answers', async () => {
    const store = new Map<string, string>();
    const api = await instance(store);
    expect((await api.get('alice')).status).toBe(404);
    store.set('alice', 'v1');
    expect(await api.get('alice')).toMatchObject({ status: 200, body: { value: 'v1' } });
  });

  it('does not keep a read that was under way when a change finished', async () => {
    const store = new Map([['alice', 'v1']]);
    const api = await instance(store);
    const release = api.hold();
    const slow = api.get('alice'); // reads v1, then waits
    await new Promise((resolve) => setTimeout(resolve, 50));
    await api.post('alice', 'v2');
    release();
    expect((await slow).body).toEqual({ value: 'v1' });
    expect(await api.get('alice')).toMatchObject({ age: null, body: { value: 'v2' } });
  });

  it('keeps a read that starts after a change finished, even when the change’s connection closes during it', async () => {
    const store = new Map([['alice', 'v1']]);
    const api = await instance(store);
    expect(await api.post('alice', 'v2')).toBe(200);
    const release = api.hold();
    const reading = api.get('alice');
    await new Promise((resolve) => setTimeout(resolve, 50));
    api.closeLastChange();
    release();
    expect(await reading).toMatchObject({ age: null, body: { value: 'v2' } });
    expect(await api.get('alice')).toMatchObject({ age: '0', body: { value: 'v2' } });
    expect(api.reads()).toBe(1);
  });

  it('treats a bypassed GET (results?refresh=true) as a change', async () => {
    const store = new Map([['alice', 'v1']]);
    const api = await instance(store);
    await api.get('alice');
    store.set('alice', 'v2');
    expect((await api.get('alice', {}, '/data/alice?refresh=true')).body).toEqual({ value: 'v2' });
    expect(await api.get('alice')).toMatchObject({ age: null, body: { value: 'v2' } });
  });

  it('does not keep a read that took longer than the max age', async () => {
    const store = new Map([['alice', 'v1']]);
    const api = await instance(store);
    const release = api.hold();
    const slow = api.get('alice');
    await new Promise((resolve) => setTimeout(resolve, 50));
    api.clock.now += READ_CACHE_MAX_AGE_MS;
    release();
    await slow;
    store.set('alice', 'v2');
    expect((await api.get('alice')).body).toEqual({ value: 'v2' });
  });

  it('holds at most maxChars of answers, dropping the least recently used first', async () => {
    // Each answer is {"value":"…"}: 20 characters with a 7-character value.
    const api = await instance(
      new Map([
        ['alice', 'aaaaaaa'],
        ['bob', 'bbbbbbb'],
        ['carol', 'ccccccc'],
      ]),
      { now: 0 },
      45,
    );
    await api.get('alice');
    await api.get('bob');
    await api.get('alice'); // alice is now the most recently used
    await api.get('carol'); // 60 characters > 45: bob goes
    expect([(await api.get('alice')).age, (await api.get('carol')).age, (await api.get('bob')).age]).toEqual(['0', '0', null]);
  });
});
