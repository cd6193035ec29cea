import { createServer, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Strategy } from '../src/contract/campaigns.js';
import { db, lifetimeUsage, storedCampaigns, userOnPlan, type TestUser } from './helpers.js';
import { inProcessApi } from './in-process.js';

/**
 * A failing AI gives its unit back. The backend runs in this process (in-process.ts) against the
 * stack's Firestore and Auth, configured for OpenAI with OPENAI_BASE_URL pointing at a fake
 * OpenAI-compatible server (the adapter's HTTP edge), which answers as each test needs.
 */
type Mode = 'error' | 'hang' | 'malformed' | 'drop' | 'good';
let mode: Mode = 'good';
let fakeOpenAi: HttpServer;
let api: Awaited<ReturnType<typeof inProcessApi>>;

const goodStrategy: Strategy = {
  summary: 'Bike repair in Portland for 100 USD a week.',
  recommendedCampaignType: 'Search',
  bidding: 'Maximize clicks',
  adGroups: [{ name: 'Repair', keywords: [{ text: 'bike repair', matchType: 'PHRASE' }] }],
  headlines: ['Bike Repair in Portland'],
  descriptions: ['Fast, fair bike repair in Portland. Book a tune-up today.'],
  negativeKeywords: ['jobs'],
  budget: { weekly: 100, daily: 14.29, split: [{ label: 'Repair', amount: 100 }] },
  kpis: ['CTR above 5%'],
  nextSteps: ['Set up call tracking'],
};

function answer(res: ServerResponse, text: string) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'resp_1',
      object: 'response',
      created_at: 1,
      status: 'completed',
      model: 'fake',
      output: [
        { type: 'message', id: 'msg_1', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] },
      ],
    }),
  );
}

beforeAll(async () => {
  fakeOpenAi = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      // Structured output (a strategy) asks for a text format; a chat does not.
      const wantsStrategy = Boolean((JSON.parse(raw || '{}') as { text?: { format?: unknown } }).text?.format);
      if (mode === 'hang') return; // never answers
      if (mode === 'drop') {
        // Starts answering, then the connection dies mid-body.
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4000' });
        res.write('{"id":"resp_1","object":"response","output":[{"type":"message","content":[{"type":"output_text","text":"CAMPAIGN');
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      if (mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'down' } }));
        return;
      }
      answer(res, mode === 'malformed' ? 'Here you go: {not json' : wantsStrategy ? JSON.stringify(goodStrategy) : 'ok');
    });
  });
  await new Promise<void>((r) => fakeOpenAi.listen(0, '127.0.0.1', r));

  api = await inProcessApi({
    OPENAI_API_KEY: 'sk-fake',
    OPENAI_BASE_URL: `http://127.0.0.1:${(fakeOpenAi.address() as AddressInfo).port}/v1`,
    // Room for the SDK's one retry of a 500 (about 0.5 s) before the deadline.
    AI_TIMEOUT_MS: '3000',
  });
  expect(api.config.providers.ai).toBe('openai');
});

afterAll(async () => {
  fakeOpenAi.closeAllConnections();
  await Promise.all([new Promise((r) => fakeOpenAi.close(r)), api.close()]);
});

const payload = {
  objective: 'Leads',
  description: 'We fix bikes fast and fair in Portland, every day of the week.',
  type: 'Search',
  location: 'Portland, OR',
  language: 'English',
  keywords: 'bike repair, tune up',
  budget: 100,
};

async function post(user: TestUser, path: string, body: unknown) {
  const res = await api.call(path, { method: 'POST', token: user.idToken, body });
  return { status: res.status, json: res.json ?? {} };
}

const freshUser = userOnPlan;
const usage = lifetimeUsage;
const campaigns = storedCampaigns;

describe('a failing AI gives the unit back', () => {
  it.each([
    ['the AI server fails (HTTP 500)', 502, 'error', 'UPSTREAM_FAILED'],
    ['the AI answers something unusable', 502, 'malformed', 'UPSTREAM_FAILED'],
    ['the connection to the AI drops mid-answer', 502, 'drop', 'UPSTREAM_FAILED'],
    ['the AI does not answer within AI_TIMEOUT_MS', 504, 'hang', 'UPSTREAM_TIMEOUT'],
  ] as const)(
    'strategy: when %s, answers %i, keeps a Draft without strategy and releases the campaign unit',
    async (_what, status, failure, code) => {
      const user = await freshUser();
      mode = failure;
      const res = await post(user, `/campaign/user/${user.uid}`, payload);
      expect(res.status).toBe(status);
      expect(res.json).toEqual({ error: code, message: expect.any(String) });

      expect(await usage(user)).toMatchObject({ campaigns: 0 });
      const [draft, ...rest] = await campaigns(user);
      expect(rest).toHaveLength(0);
      expect(draft).toMatchObject({
        status: 'Draft',
        strategy: null,
        strategyText: null,
        generationError: code,
        keywords: payload.keywords,
      });

      // The unit really is back: the Free plan's only campaign can now be generated.
      mode = 'good';
      const retry = await post(user, `/campaign/user/${user.uid}`, payload);
      expect(retry.status).toBe(201);
      expect(retry.json['campaign']).toMatchObject({ status: 'Strategy ready' });
      expect(await usage(user)).toMatchObject({ campaigns: 1 });
      expect((await post(user, `/campaign/user/${user.uid}`, payload)).status).toBe(429);
    },
  );

  it.each([
    ['fails', 502, 'error'],
    ['drops the connection mid-answer', 502, 'drop'],
    ['times out', 504, 'hang'],
  ] as const)('chat: when the AI %s, answers %i, stores no exchange and releases the query unit', async (_what, status, failure) => {
    const user = await freshUser();
    mode = failure;
    const res = await post(user, '/chat', { userId: user.uid, message: 'How much should I spend?' });
    expect(res.status).toBe(status);
    expect(await usage(user)).toMatchObject({ ai_queries: 0 });
    expect((await db().collection(`users/${user.uid}/chat`).get()).size).toBe(0);

    mode = 'good';
    const ok = await post(user, '/chat', { userId: user.uid, message: 'How much should I spend?' });
    expect(ok).toEqual({ status: 200, json: { response: 'ok' } });
    expect(await usage(user)).toMatchObject({ ai_queries: 1 });
  });

  it('a good OpenAI strategy is checked and completed before it is stored', async () => {
    const user = await freshUser('PREMIUM');
    mode = 'good';
    const res = await post(user, `/campaign/user/${user.uid}`, payload);
    expect(res.status).toBe(201);
    const strategy = (res.json['campaign'] as { strategy: Strategy }).strategy;
    expect(strategy.summary).toBe(goodStrategy.summary);
    // Filled by the copy engine to pass the copy linter (3–15 headlines, no filler).
    expect(strategy.headlines.length).toBeGreaterThanOrEqual(3);
    expect(strategy.headlines.length).toBeLessThanOrEqual(15);
    expect(strategy.headlines[0]).toBe('Bike Repair in Portland');
    expect(strategy.descriptions.length).toBeGreaterThanOrEqual(2);
    expect(strategy.abTest).toBeDefined();
    expect(res.json['response']).toMatch(/^CAMPAIGN STRATEGY\n\nSummary\nBike repair in Portland/);
  });
});
