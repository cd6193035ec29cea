import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CHAT, SAMPLE_STRATEGY, startFakeOpenAi, type FakeOpenAi } from '../../bench/fake-openai.mjs';
import { STRATEGY_SECTIONS } from '../src/contract/stream.js';
import { db, lifetimeUsage, storedCampaigns, userOnPlan, type TestUser } from './helpers.js';
import { inProcessApi } from './in-process.js';
import { sse, type SseEvent } from './sse.js';

/**
 * Streaming: `Accept: text/event-stream` on strategy and chat. The backend runs in this
 * process against the stack's Firestore and Auth, with OpenAI at a fake OpenAI-compatible server
 * that streams the Responses API's events (bench/fake-openai.mjs), so the real adapter parses the
 * structured output as it grows.
 */
let fake: FakeOpenAi;
let api: Awaited<ReturnType<typeof inProcessApi>>;

beforeAll(async () => {
  fake = await startFakeOpenAi({ tokensPerSecond: 4000 });
  api = await inProcessApi({ OPENAI_API_KEY: 'sk-fake', OPENAI_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: '20000' });
  expect(api.config.providers.ai).toBe('openai');
});

afterAll(async () => {
  await Promise.all([fake.close(), api.close()]);
});

beforeEach(() => fake.configure({ tokensPerSecond: 4000 }));

const payload = {
  objective: 'Leads',
  description: 'Rivera Plumbing: licensed and insured plumbers in Austin with 24/7 emergency service and free estimates.',
  type: 'Search',
  location: 'Austin, TX',
  language: 'English',
  keywords: 'emergency plumber, leak repair',
  budget: 350,
};

const freshUser = userOnPlan;
const usage = lifetimeUsage;
const campaigns = storedCampaigns;
const chats = async (user: TestUser) => (await db().collection(`users/${user.uid}/chat`).get()).size;

/** Waits (bounded) for something the server does after the client has gone. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 100 && !ok(value); i += 1) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

const strategyStream = (user: TestUser, signal?: AbortSignal) => sse(`${api.url}/campaign/user/${user.uid}`, user.idToken, payload, signal);
const chatStream = (user: TestUser, message: string, signal?: AbortSignal) =>
  sse(`${api.url}/chat`, user.idToken, { userId: user.uid, message }, signal);
const names = (events: SseEvent[]) =>
  events.map((e) =>
    e.event === 'progress' ? `progress ${String(e.data['step'])}` : e.event === 'section' ? `section ${String(e.data['key'])}` : e.event,
  );

describe('strategy stream', () => {
  it('sends progress, each section as it completes, then done with the stored strategy', async () => {
    const user = await freshUser();
    // The model stops a third of the way through until the client has seen a section: sections
    // arrive while the model is still writing, not all at the end.
    let release!: () => void;
    fake.configure({ tokensPerSecond: 4000, hold: { afterChars: 2000, until: new Promise((r) => (release = () => r(undefined))) } });
    const call = await strategyStream(user);
    expect(call.status).toBe(200);
    expect(call.contentType).toMatch(/^text\/event-stream/);
    const summary = await call.first((e) => e.event === 'section');
    expect(summary.data).toEqual({
      key: 'summary',
      value: expect.stringContaining('Rivera Plumbing, a licensed family plumber in Austin'),
    });
    release();
    const events = await call.events;

    expect(names(events)).toEqual([
      'progress 0',
      'progress 1',
      'section summary',
      'section recommendedCampaignType',
      'section bidding',
      'section adGroups',
      'progress 2',
      'section headlines',
      'section descriptions',
      'progress 3',
      'section negativeKeywords',
      'section budget',
      'section kpis',
      'section nextSteps',
      'done',
    ]);
    const done = events.at(-1)!.data as { response: string; campaign: { id: string; status: string; strategy: Record<string, unknown> } };
    expect(done.campaign.status).toBe('Strategy ready');
    // What was streamed is what is stored: every section's structured value; the text is rendered from it.
    const sections = events.filter((e) => e.event === 'section').map((e) => e.data as { key: string; value: unknown });
    for (const { key, value } of sections) expect(done.campaign.strategy[key]).toEqual(value);
    expect(done.response.startsWith('CAMPAIGN STRATEGY\n\nSummary\n')).toBe(true);
    const [stored] = await campaigns(user);
    expect(stored).toMatchObject({ status: 'Strategy ready', strategyText: done.response, generationError: null });
    expect(await usage(user)).toMatchObject({ campaigns: 1 });
    expect(STRATEGY_SECTIONS).toHaveLength(sections.length);
  });

  it('shows sections that already follow the ad-copy rules (a 40-character headline never appears)', async () => {
    const user = await freshUser();
    const tooLong = 'Emergency Plumbing Repairs Across Austin Today';
    fake.configure({
      tokensPerSecond: 4000,
      strategy: { ...SAMPLE_STRATEGY, headlines: [tooLong, ...(SAMPLE_STRATEGY['headlines'] as string[]).slice(1)] },
    });
    const events = await (await strategyStream(user)).events;
    const headlines = events.find((e) => e.event === 'section' && e.data['key'] === 'headlines');
    const lines = headlines?.data['value'] as string[];
    expect(lines).not.toContain(tooLong);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(30);
  });

  it('the JSON answer stays the default without Accept: text/event-stream', async () => {
    const user = await freshUser();
    const res = await api.call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: payload });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.json).toMatchObject({ response: expect.stringContaining('CAMPAIGN STRATEGY'), campaign: { status: 'Strategy ready' } });
    // The JSON path asked the model without streaming.
    expect(fake.requests.at(-1)).not.toHaveProperty('stream', true);
  });

  it('a model failing mid-stream ends with an error event, gives the unit back and keeps the Draft without strategy', async () => {
    const user = await freshUser();
    fake.configure({ tokensPerSecond: 4000, failAfterChars: 2500 });
    const events = await (await strategyStream(user)).events;
    expect(names(events)).toContain('section summary');
    expect(events.at(-1)).toEqual({ event: 'error', data: { error: 'UPSTREAM_FAILED', message: expect.any(String), status: 502 } });
    expect(names(events)).not.toContain('done');
    expect(await usage(user)).toMatchObject({ campaigns: 0 });
    const [draft, ...rest] = await campaigns(user);
    expect(rest).toHaveLength(0);
    expect(draft).toMatchObject({ status: 'Draft', strategy: null, strategyText: null, generationError: 'UPSTREAM_FAILED' });
  });

  it('a client that disconnects after the first section has used its unit; the strategy is finished and stored', async () => {
    const user = await freshUser();
    let release!: () => void;
    fake.configure({ tokensPerSecond: 4000, hold: { afterChars: 2000, until: new Promise((r) => (release = () => r(undefined))) } });
    const abort = new AbortController();
    const call = await strategyStream(user, abort.signal);
    await call.first((e) => e.event === 'section');
    abort.abort();
    // What was sent was received: the model is not cancelled, and the strategy is stored.
    await new Promise((r) => setTimeout(r, 200));
    release();
    const stored = await eventually(
      async () => (await campaigns(user))[0],
      (d) => d?.['status'] === 'Strategy ready',
    );
    expect(stored).toMatchObject({
      status: 'Strategy ready',
      generationError: null,
      strategyText: expect.stringContaining('CAMPAIGN STRATEGY'),
    });
    expect(await usage(user)).toMatchObject({ campaigns: 1 });
    // The lease ended with the request: nothing left for a later request to settle.
    expect((await db().collection(`users/${user.uid}/reservations`).get()).size).toBe(0);
  });

  it('a client that disconnects before any section gets its unit back and leaves the Draft without strategy', async () => {
    const user = await freshUser();
    let release!: () => void;
    fake.configure({ tokensPerSecond: 4000, hold: { afterChars: 0, until: new Promise((r) => (release = () => r(undefined))) } });
    const asked = fake.requests.length;
    const abort = new AbortController();
    const call = await strategyStream(user, abort.signal);
    // The loading card's steps are not the answer: the client saw progress only.
    await call.first((e) => e.event === 'progress' && e.data['step'] === 1);
    await eventually(
      async () => fake.requests.length,
      (n) => n > asked,
    );
    expect(await usage(user)).toMatchObject({ campaigns: 1 });
    abort.abort();
    const draft = await eventually(
      async () => (await campaigns(user))[0],
      (d) => d?.['generationError'] === 'CLIENT_CLOSED',
    );
    release();
    expect(draft).toMatchObject({ status: 'Draft', strategy: null, strategyText: null, generationError: 'CLIENT_CLOSED' });
    expect(await usage(user)).toMatchObject({ campaigns: 0 });
    expect((await db().collection(`users/${user.uid}/reservations`).get()).size).toBe(0);
  });

  it('refusals before the work starts stay ordinary JSON errors with their status', async () => {
    const user = await freshUser();
    const bad = await sse(`${api.url}/campaign/user/${user.uid}`, user.idToken, { ...payload, budget: 'lots' });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining('budget') });
    await db().doc(`users/${user.uid}/usage/lifetime`).set({ campaigns: 1, ai_queries: 0 });
    const limited = await strategyStream(user);
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ error: 'LIMIT_REACHED', feature: 'campaigns' });
    expect(await campaigns(user)).toHaveLength(0);
    const other = await freshUser();
    expect((await sse(`${api.url}/campaign/user/${other.uid}`, user.idToken, payload)).status).toBe(403);
  });
});

describe('chat stream', () => {
  it('sends the answer in pieces that join to the stored answer, then done', async () => {
    const user = await freshUser();
    let release!: () => void;
    fake.configure({ tokensPerSecond: 4000, hold: { afterChars: 40, until: new Promise((r) => (release = () => r(undefined))) } });
    const call = await chatStream(user, 'What should I do next?');
    expect(call.contentType).toMatch(/^text\/event-stream/);
    const firstDelta = await call.first((e) => e.event === 'delta');
    expect(SAMPLE_CHAT.startsWith(String(firstDelta.data['text']))).toBe(true);
    release();
    const events = await call.events;
    expect(events.at(-1)).toEqual({ event: 'done', data: { response: SAMPLE_CHAT } });
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.map((e) => String(e.data['text'])).join('')).toBe(SAMPLE_CHAT);
    expect(await usage(user)).toMatchObject({ ai_queries: 1 });
    expect(await chats(user)).toBe(1);
  });

  it('a model failing mid-answer gives the query back and stores nothing', async () => {
    const user = await freshUser();
    fake.configure({ tokensPerSecond: 4000, failAfterChars: 100 });
    const events = await (await chatStream(user, 'What should I do next?')).events;
    expect(names(events)).toContain('delta');
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { error: 'UPSTREAM_FAILED', status: 502 } });
    expect(await usage(user)).toMatchObject({ ai_queries: 0 });
    expect(await chats(user)).toBe(0);
  });

  it('a client that disconnects after the first piece has used its query; the answer is finished and stored', async () => {
    const user = await freshUser();
    let release!: () => void;
    fake.configure({ tokensPerSecond: 4000, hold: { afterChars: 40, until: new Promise((r) => (release = () => r(undefined))) } });
    const abort = new AbortController();
    const call = await chatStream(user, 'What should I do next?', abort.signal);
    await call.first((e) => e.event === 'delta');
    abort.abort();
    await new Promise((r) => setTimeout(r, 200));
    release();
    expect(
      await eventually(
        () => chats(user),
        (n) => n === 1,
      ),
    ).toBe(1);
    expect(await usage(user)).toMatchObject({ ai_queries: 1 });
    expect((await db().collection(`users/${user.uid}/reservations`).get()).size).toBe(0);
  });

  it('a client that disconnects before any piece gets the query back and nothing is stored', async () => {
    const user = await freshUser();
    let release!: () => void;
    fake.configure({ tokensPerSecond: 4000, hold: { afterChars: 0, until: new Promise((r) => (release = () => r(undefined))) } });
    const asked = fake.requests.length;
    const abort = new AbortController();
    const call = await chatStream(user, 'What should I do next?', abort.signal);
    expect(call.contentType).toMatch(/^text\/event-stream/);
    await eventually(
      async () => fake.requests.length,
      (n) => n > asked,
    );
    expect(await usage(user)).toMatchObject({ ai_queries: 1 });
    abort.abort();
    const used = await eventually(
      () => usage(user),
      (u) => u['ai_queries'] === 0,
    );
    release();
    expect(used).toMatchObject({ ai_queries: 0 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await chats(user)).toBe(0);
  });
});

describe('streaming straight to the function (production: Hosting buffers streams)', () => {
  it('allows the two streaming requests from the app origin only, and nothing else cross-origin', async () => {
    const direct = await inProcessApi({ OPENAI_API_KEY: 'sk-fake', OPENAI_BASE_URL: fake.baseUrl, PUBLIC_URL: 'https://app.example.com/' });
    try {
      const preflight = (path: string, origin: string) =>
        fetch(`${direct.url}${path}`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization,content-type,accept',
          },
        });
      const ok = await preflight('/chat', 'https://app.example.com');
      expect(ok.status).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      expect(ok.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
      expect((await preflight('/campaign/user/abc', 'https://app.example.com')).headers.get('access-control-allow-origin')).toBe(
        'https://app.example.com',
      );
      // Another site, or another path, gets no CORS permission.
      expect((await preflight('/chat', 'https://evil.example.net')).headers.get('access-control-allow-origin')).not.toBe(
        'https://evil.example.net',
      );
      expect((await preflight('/campaign/user/abc/xyz', 'https://app.example.com')).headers.get('access-control-allow-origin')).toBeNull();
      expect(
        (await preflight('/api/suscripciones/estado/abc', 'https://app.example.com')).headers.get('access-control-allow-origin'),
      ).toBeNull();

      // The streamed chat itself, as the browser sends it cross-origin.
      const user = await freshUser();
      const res = await fetch(`${direct.url}/chat`, {
        method: 'POST',
        headers: {
          origin: 'https://app.example.com',
          authorization: `Bearer ${user.idToken}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({ userId: user.uid, message: 'Hi' }),
      });
      expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      expect(await res.text()).toContain('event: done');
    } finally {
      await direct.close();
    }
  });
});
