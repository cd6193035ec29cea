import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatHistoryResponse } from '../src/contract/api.js';
import type { Plan } from '../src/contract/plans.js';
import { db, type TestUser } from './helpers.js';
import { inProcessApi } from './in-process.js';

/**
 * History that the plan keeps: Pro and Premium get their stored conversation back
 * on any device, within the plan's memory; Free and Trial keep theirs in the browser; "new
 * conversation" starts afresh for the history and the assistant's memory alike.
 */
let api: Awaited<ReturnType<typeof inProcessApi>>;
beforeAll(async () => {
  api = await inProcessApi();
});
afterAll(async () => {
  await api.close();
});

const registeredUser = (plan?: Plan) => api.registeredUser(plan);

const ask = (user: TestUser, message: string) =>
  api.call('/chat', { method: 'POST', token: user.idToken, body: { userId: user.uid, message } });
const history = async (user: TestUser, token = user.idToken) => api.call(`/chat/${user.uid}/history`, { token });

describe('GET /chat/{uid}/history', () => {
  it('gives a Premium user their conversation back, oldest first, with the answers as stored', async () => {
    const user = await registeredUser('PREMIUM');
    expect((await ask(user, 'What is a CPC?')).status).toBe(200);
    expect((await ask(user, 'Is 100 a week enough?')).status).toBe(200);
    const res = await history(user);
    expect(res.status).toBe(200);
    const body = res.json as unknown as ChatHistoryResponse;
    expect(body.memory).toBe(100);
    expect(body.exchanges.map((e) => e.message)).toEqual(['What is a CPC?', 'Is 100 a week enough?']);
    expect(body.exchanges[0]!.response.length).toBeGreaterThan(0);
  });

  it('keeps only the plan’s memory for Pro (the last 20)', async () => {
    const user = await registeredUser('PRO');
    const chat = db().collection(`users/${user.uid}/chat`);
    const base = Date.now() - 100_000;
    const { Timestamp } = await import('firebase-admin/firestore');
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        chat.add({ message: `q${i}`, response: `a${i}`, createdAt: Timestamp.fromMillis(base + i * 1000) }),
      ),
    );
    const body = (await history(user)).json as unknown as ChatHistoryResponse;
    expect(body.memory).toBe(20);
    expect(body.exchanges.map((e) => e.message)).toEqual(Array.from({ length: 20 }, (_, i) => `q${i + 5}`));
  });

  it('answers nothing for Free (the browser keeps its history)', async () => {
    const user = await registeredUser();
    await ask(user, 'What is a CPC?');
    expect((await history(user)).json).toEqual({ exchanges: [], memory: 0 });
  });

  it('starts a new conversation: the history is empty again and later questions show', async () => {
    const user = await registeredUser('PRO');
    await ask(user, 'First question?');
    expect((await api.call(`/chat/${user.uid}/new`, { method: 'POST', token: user.idToken })).status).toBe(204);
    expect(((await history(user)).json as unknown as ChatHistoryResponse).exchanges).toEqual([]);
    await ask(user, 'Second question?');
    expect(((await history(user)).json as unknown as ChatHistoryResponse).exchanges.map((e) => e.message)).toEqual(['Second question?']);
  });

  it('refuses another user’s history and new conversation (403) and no token (401)', async () => {
    const victim = await registeredUser('PRO');
    await ask(victim, 'Private question?');
    const mallory = await registeredUser('PRO');
    expect((await history(victim, mallory.idToken)).status).toBe(403);
    expect((await api.call(`/chat/${victim.uid}/new`, { method: 'POST', token: mallory.idToken })).status).toBe(403);
    expect((await api.call(`/chat/${victim.uid}/history`)).status).toBe(401);
    expect(((await history(victim)).json as unknown as ChatHistoryResponse).exchanges).toHaveLength(1);
  });
});

describe('POST /chat/{uid}/new', () => {
  it('answers 429 RATE_LIMITED with Retry-After past 30 new conversations an hour', async () => {
    const user = await registeredUser();
    const startNew = () => api.call(`/chat/${user.uid}/new`, { method: 'POST', token: user.idToken });
    for (let i = 0; i < 30; i += 1) expect((await startNew()).status).toBe(204);
    const res = await startNew();
    expect(res.status).toBe(429);
    expect(res.json).toMatchObject({ error: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(String(res.json?.['message'])).toMatch(/too many new conversations/i);
    const markers = await db().collection(`users/${user.uid}/chat`).where('newConversation', '==', true).get();
    expect(markers.size).toBe(30);
  });
});
