import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { stack } from './helpers.js';

/**
 * Security rules need the official Firestore emulator (Java 21+); the pure-Node substitute has no
 * rules. Where it is not running, these tests are reported as skipped, with the reason.
 */
const firestore = stack().firestore;
const official = firestore.kind === 'official';
if (!official) console.warn(`Firestore security rules tests SKIPPED: ${firestore.why}.`);

describe.skipIf(!official)('firestore.rules', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    const [host, port] = stack().firestoreHost.split(':');
    env = await initializeTestEnvironment({
      projectId: 'demo-rules',
      firestore: { host: host!, port: Number(port), rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8') },
    });
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'users/alice'), { name: 'Alice' });
      await setDoc(doc(ctx.firestore(), 'users/alice/campaigns/c1'), { name: 'Bakery' });
      await setDoc(doc(ctx.firestore(), 'stripeEvents/evt_1'), { type: 'x' });
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  it('lets a user read their own document and campaigns', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertSucceeds(getDoc(doc(alice, 'users/alice')));
    await assertSucceeds(getDoc(doc(alice, 'users/alice/campaigns/c1')));
  });

  it("refuses reading someone else's data, anything else, and every client write", async () => {
    const bob = env.authenticatedContext('bob').firestore();
    const alice = env.authenticatedContext('alice').firestore();
    const visitor = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(bob, 'users/alice')));
    await assertFails(getDoc(doc(bob, 'users/alice/campaigns/c1')));
    await assertFails(getDoc(doc(visitor, 'users/alice')));
    await assertFails(getDoc(doc(alice, 'stripeEvents/evt_1')));
    await assertFails(setDoc(doc(alice, 'users/alice'), { plan: 'PREMIUM' }));
    await assertFails(setDoc(doc(alice, 'users/alice/campaigns/c2'), { name: 'x' }));
  });
});
