import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../emulators/stack.mjs';
import { startFakeOpenAi, type FakeOpenAi } from '../../bench/fake-openai.mjs';
import { sse } from './sse.js';
import { stackClient, type TestUser } from './stack-client.js';

/**
 * Streams reach the browser through Hosting's rewrites unbuffered, on the local stack as the
 * browser uses it (Hosting emulator → Functions emulator → the `api` function), with OpenAI at the
 * fake OpenAI-compatible server. The model is held part-way until the client has received an
 * event: if anything between buffered the stream, that event would never come before the end and
 * the test would fail.
 */
let fake: FakeOpenAi;
let stack: Stack;
let user: TestUser;
let base: string;

beforeAll(async () => {
  fake = await startFakeOpenAi({ tokensPerSecond: 4000 });
  stack = await startStack({
    ports: 'auto',
    persist: false,
    quiet: true,
    env: { OPENAI_API_KEY: 'sk-fake', OPENAI_BASE_URL: fake.baseUrl },
  });
  base = `http://127.0.0.1:${stack.ports.hosting}`;
  const client = stackClient({
    baseUrl: base,
    authHost: `127.0.0.1:${stack.ports.auth}`,
    firestoreHost: `127.0.0.1:${stack.ports.firestore}`,
    projectId: stack.projectId,
  });
  user = await client.signInGoogleUser({ sub: 'google-stream-0001', name: 'Stream Test', email: 'stream@example.com' });
  expect((await client.call('/auth/google', { method: 'POST', token: user.idToken, body: { uid: user.uid } })).status).toBe(200);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  await fake?.close();
}, 120_000);

/**
 * Holds the model after `afterChars` until released. A safety release after 15 s keeps a buffered
 * stream from hanging the test: then `held()` is already false when the event arrives.
 */
function holdModel(afterChars: number) {
  let open = true;
  let resolve!: () => void;
  const until = new Promise<void>((r) => (resolve = r));
  const release = () => {
    open = false;
    resolve();
  };
  const safety = setTimeout(release, 15_000);
  fake.configure({ tokensPerSecond: 4000, hold: { afterChars, until } });
  return {
    held: () => open,
    release() {
      clearTimeout(safety);
      release();
    },
  };
}

describe('streaming through Hosting rewrites', () => {
  it('a strategy section arrives while the model is still writing', async () => {
    const model = holdModel(2000);
    const call = await sse(`${base}/campaign/user/${user.uid}`, user.idToken, {
      objective: 'Leads',
      description: 'Rivera Plumbing: licensed and insured plumbers in Austin with free estimates.',
      type: 'Search',
      location: 'Austin, TX',
      language: 'English',
      keywords: 'emergency plumber',
      budget: 350,
    });
    expect(call.contentType).toMatch(/^text\/event-stream/);
    const section = await call.first((e) => e.event === 'section');
    expect(model.held()).toBe(true);
    expect(section.data['key']).toBe('summary');
    model.release();
    expect((await call.events).at(-1)?.event).toBe('done');
  });

  it('a chat answer starts arriving while the model is still writing', async () => {
    const model = holdModel(40);
    const call = await sse(`${base}/chat`, user.idToken, { userId: user.uid, message: 'What should I do next?' });
    await call.first((e) => e.event === 'delta');
    expect(model.held()).toBe(true);
    model.release();
    expect((await call.events).at(-1)?.event).toBe('done');
  });
});
