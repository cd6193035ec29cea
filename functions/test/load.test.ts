import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '../src/contract/plans.js';
import { call, db, registeredUser, type TestUser } from './helpers.js';

/**
 * Load: 20 concurrent users for 30 seconds (LOAD_SECONDS to change) across the main calls.
 * Zero errors (every answer is a 2xx or, past an allowance, a 429 LIMIT_REACHED), and the
 * allowances end exact: a Free user gets exactly 1 strategy and 5 chat replies, no more, no fewer.
 */
const USERS = 20;
const SECONDS = Number(process.env['LOAD_SECONDS'] ?? 30);

const payload = {
  objective: 'Sales',
  description: 'An online shop selling handmade ceramic mugs and plates, shipped across Spain.',
  type: 'Search',
  location: 'Spain',
  language: 'Spanish',
  keywords: 'tazas artesanales, cerámica hecha a mano',
  budget: 120,
};

interface Tally {
  ok: Record<string, number>;
  limited: Record<string, number>;
  errors: string[];
}

async function virtualUser(user: TestUser, until: number): Promise<Tally> {
  const tally: Tally = { ok: {}, limited: {}, errors: [] };
  const calls = [
    { name: 'estado', run: () => call(`/api/suscripciones/estado/${user.uid}`, { token: user.idToken }) },
    { name: 'list', run: () => call(`/campaign/user/${user.uid}`, { token: user.idToken }) },
    {
      name: 'chat',
      run: () =>
        call('/chat', { method: 'POST', token: user.idToken, body: { userId: user.uid, message: '¿Cuánto debería invertir por semana?' } }),
    },
    { name: 'campaign', run: () => call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: payload }) },
  ];
  for (let i = 0; Date.now() < until; i++) {
    const c = calls[i % calls.length]!;
    const res = await c.run();
    if (res.status >= 200 && res.status < 300) tally.ok[c.name] = (tally.ok[c.name] ?? 0) + 1;
    else if (res.status === 429 && res.json?.['error'] === 'LIMIT_REACHED') tally.limited[c.name] = (tally.limited[c.name] ?? 0) + 1;
    else tally.errors.push(`${c.name}: ${res.status} ${res.text.slice(0, 120)}`);
  }
  return tally;
}

describe('load', () => {
  it(`${USERS} concurrent users for ${SECONDS} s: zero errors, allowances exact`, { timeout: (SECONDS + 180) * 1000 }, async () => {
    const users: TestUser[] = [];
    for (let i = 0; i < USERS; i++) users.push(await registeredUser());
    // Users arrive over two seconds: the emulator starts one worker process per concurrent request,
    // and 20 cold starts at the same instant on a 2-core machine is a benchmark of the emulator.
    const until = Date.now() + SECONDS * 1000;
    const tallies = await Promise.all(
      users.map(async (u, i) => {
        await new Promise((r) => setTimeout(r, i * 100));
        return virtualUser(u, until);
      }),
    );

    const errors = tallies.flatMap((t) => t.errors);
    expect(errors, errors.slice(0, 10).join('\n')).toEqual([]);
    const total = tallies.reduce((sum, t) => sum + Object.values(t.ok).reduce((a, b) => a + b, 0), 0);
    console.log(`load: ${total} successful requests from ${USERS} users in ${SECONDS} s`);

    for (const [i, user] of users.entries()) {
      const t = tallies[i]!;
      const chats = (t.ok['chat'] ?? 0) + (t.limited['chat'] ?? 0);
      const campaigns = (t.ok['campaign'] ?? 0) + (t.limited['campaign'] ?? 0);
      // Free plan: its AI queries and campaigns for life (docs/product.md P6.2: 3 and 1).
      expect(t.ok['chat'] ?? 0).toBe(Math.min(chats, PLAN_LIMITS.BASIC.aiQueries ?? Infinity));
      expect(t.ok['campaign'] ?? 0).toBe(Math.min(campaigns, PLAN_LIMITS.BASIC.campaigns ?? Infinity));
      const stored = await db().collection(`users/${user.uid}/campaigns`).get();
      expect(stored.size).toBe(t.ok['campaign'] ?? 0);
      const usage = (await db().doc(`users/${user.uid}/usage/lifetime`).get()).data() ?? {};
      expect(usage['ai_queries'] ?? 0).toBe(t.ok['chat'] ?? 0);
      expect(usage['campaigns'] ?? 0).toBe(t.ok['campaign'] ?? 0);
    }
  });
});
