import { utimesSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { call, db, registeredUser, type TestUser } from './helpers.js';

/**
 * The Functions emulator restarts in the middle of a load run (it reloads when the compiled code
 * changes, as a deploy replaces instances): some requests may fail while it does, but nothing that
 * was acknowledged with a 2xx is lost.
 */
const FUNCTIONS_ENTRY = fileURLToPath(new URL('../lib/index.js', import.meta.url));

const payload = {
  objective: 'Leads',
  description: 'A dental clinic in Rosario offering cleanings, implants and orthodontics.',
  type: 'Search',
  location: 'Rosario, Argentina',
  language: 'Spanish',
  keywords: 'dentista rosario, implantes dentales',
  budget: 200,
};

async function premiumUser(): Promise<TestUser> {
  const user = await registeredUser();
  await db().doc(`users/${user.uid}`).update({ plan: 'PREMIUM' });
  return user;
}

describe('functions restart under load', () => {
  it('loses nothing that was acknowledged', { timeout: 240_000 }, async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => premiumUser()));
    const acknowledged = new Map<string, { chats: number; campaignIds: string[] }>(
      users.map((u) => [u.uid, { chats: 0, campaignIds: [] }]),
    );
    let failed = 0;
    const until = Date.now() + 20_000;
    const restartAt = Date.now() + 6_000;
    let restarted = false;

    const run = async (user: TestUser) => {
      for (let i = 0; Date.now() < until; i++) {
        if (!restarted && Date.now() >= restartAt) {
          restarted = true;
          const now = new Date();
          utimesSync(FUNCTIONS_ENTRY, now, now);
        }
        const mine = acknowledged.get(user.uid)!;
        try {
          if (i % 2 === 0) {
            const res = await call('/chat', {
              method: 'POST',
              token: user.idToken,
              body: { userId: user.uid, message: `Pregunta ${i}: ¿qué CPC espero?` },
            });
            if (res.ok) mine.chats++;
            else failed++;
          } else {
            const res = await call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: payload });
            const id = (res.json?.['campaign'] as { id?: string } | undefined)?.id;
            if (res.ok && id) mine.campaignIds.push(id);
            else failed++;
          }
        } catch {
          failed++;
        }
      }
    };
    await Promise.all(users.map(run));
    expect(restarted).toBe(true);

    let acked = 0;
    for (const user of users) {
      const mine = acknowledged.get(user.uid)!;
      acked += mine.chats + mine.campaignIds.length;
      const chats = await db().collection(`users/${user.uid}/chat`).get();
      expect(chats.size).toBeGreaterThanOrEqual(mine.chats);
      for (const id of mine.campaignIds) {
        const campaign = await db().doc(`users/${user.uid}/campaigns/${id}`).get();
        expect(campaign.exists, `acknowledged campaign ${id}`).toBe(true);
        expect(typeof campaign.get('strategyText')).toBe('string');
      }
    }
    console.log(`restart: ${acked} acknowledged writes kept, ${failed} requests failed during the restart`);
    expect(acked).toBeGreaterThan(0);
  });
});
