import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, HEADLINE_MAX, type Strategy } from '../../contract/campaigns.js';
import { openAiProvider } from './openai.js';
import type { StrategyInput } from '../../strategy/ai-port.js';
import { generateStrategy } from '../../strategy/generate.js';
import { inVariety } from '../../i18n/reader-variety.js';

/** A fake OpenAI-compatible server: the SDK talks real HTTP to it (the adapter's HTTP edge). */
type Handler = (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let baseUrl: string;
let handler: Handler;
const requests: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      requests.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      handler(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
});

function respondWithText(res: ServerResponse, text: string, status = 'completed') {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'resp_test',
      object: 'response',
      created_at: 1_760_000_000,
      status,
      model: 'gpt-test',
      output: [
        {
          type: 'message',
          id: 'msg_test',
          role: 'assistant',
          status: 'completed',
          content: [{ type: 'output_text', text, annotations: [] }],
        },
      ],
      usage: { input_tokens: 10, output_tokens: 10, total_tokens: 20 },
    }),
  );
}

const input: StrategyInput = {
  objective: 'Leads',
  description: 'Bright Smile Dental offers cosmetic dentistry, implants and Invisalign for adults in Austin.',
  type: 'Search',
  location: 'Austin, Texas',
  language: 'English',
  keywords: ['dental implants', 'invisalign'],
  negativeKeywords: [],
  pages: { landing: 'https://brightsmile.example' },
  budget: 350,
};

const modelStrategy: Strategy = {
  summary: 'Bright Smile Dental wants implant and Invisalign leads in Austin with 350 USD a week.',
  recommendedCampaignType: 'Search: high-intent patients searching for implants.',
  bidding: 'Maximize conversions, then Target CPA.',
  adGroups: [
    {
      name: 'Implants',
      keywords: [
        { text: 'dental implants austin', matchType: 'PHRASE' },
        { text: '[dental implants cost]', matchType: 'EXACT' },
        { text: 'teeth implants', matchType: 'BROAD' },
      ],
    },
    { name: 'Empty', keywords: [] },
  ],
  headlines: [
    'Dental Implants in Austin',
    'This headline is far too long to be accepted by Google Ads',
    'Invisalign for Adults',
    'invisalign for adults',
    '   Book a Consultation   ',
  ],
  descriptions: ['Implants and Invisalign from a friendly Austin team. Book your consultation today.', 'x'.repeat(120)],
  negativeKeywords: ['free', 'dental school', 'free'],
  budget: { weekly: 9999, daily: 1, split: [{ label: 'Implants', amount: 5 }] },
  kpis: ['Cost per lead under 70 USD'],
  nextSteps: ['Add call tracking'],
};

const provider = (overrides: Partial<Parameters<typeof openAiProvider>[0]> = {}) =>
  openAiProvider({ apiKey: 'sk-test', model: 'gpt-test', baseUrl, timeoutMs: 2000, maxRetries: 0, productName: 'Pautia', ...overrides });
const noDeadline = () => ({ signal: new AbortController().signal });

describe('OpenAI adapter against an OpenAI-compatible server', () => {
  it('asks for structured output and, through the domain, checks every length rule on an answer with too-long and repeated lines', async () => {
    handler = (_body, _req, res) => respondWithText(res, JSON.stringify(modelStrategy));
    const strategy = await generateStrategy(provider(), input, noDeadline());

    // The answer broke the copy rules: the violations went back once for repair (the fake repeats itself).
    expect(requests).toHaveLength(2);
    const repair = JSON.parse(requests[1]!.body['input'] as string) as { violations: { field: string; index: number; rule: string }[] };
    expect(repair.violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'headlines', index: 1, rule: 'length' }),
        expect.objectContaining({ field: 'headlines', index: 3, rule: 'duplicate' }),
      ]),
    );
    const sent = requests[0]!;
    expect(sent.path).toBe('/v1/responses');
    expect(sent.auth).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({
      model: 'gpt-test',
      text: { format: { type: 'json_schema', name: 'campaign_strategy', strict: true } },
    });
    expect(JSON.parse(sent.body['input'] as string)).toMatchObject({ objective: 'Leads', budget: 350 });

    expect(strategy.summary).toBe(modelStrategy.summary);
    expect(strategy.headlines.length).toBeGreaterThanOrEqual(8);
    expect(strategy.headlines.slice(0, 4)).toEqual([
      'Dental Implants in Austin',
      'This headline is far too long',
      'Invisalign for Adults',
      'Book a Consultation',
    ]);
    expect(strategy.headlines.every((h) => h.length <= HEADLINE_MAX)).toBe(true);
    expect(strategy.descriptions.length).toBeGreaterThanOrEqual(2);
    expect(strategy.descriptions[0]).toBe(modelStrategy.descriptions[0]);
    expect(strategy.descriptions.every((d) => d.length <= DESCRIPTION_MAX)).toBe(true);
    // Each group gets its own ad: the model wrote none here, so the shared lines, repaired.
    expect(strategy.adGroups[0]!.ad!.headlines.every((h) => h.length <= HEADLINE_MAX)).toBe(true);
    expect(strategy.adGroups).toMatchObject([
      {
        name: 'Implants',
        keywords: [
          { text: 'dental implants austin', matchType: 'PHRASE' },
          { text: 'dental implants cost', matchType: 'EXACT' },
          { text: 'teeth implants', matchType: 'PHRASE' },
        ],
      },
    ]);
    expect(strategy.negativeKeywords).toEqual(['free', 'dental school']);
    // The budget comes from the form, never from the model; a split that does not add up is replaced.
    expect(strategy.budget.weekly).toBe(350);
    expect(strategy.budget.daily).toBe(50);
    expect(strategy.budget.split.reduce((s, x) => s + x.amount, 0)).toBeCloseTo(350, 2);
  });

  it('answers a malformed answer (not JSON) with 502 UPSTREAM_FAILED', async () => {
    handler = (_body, _req, res) => respondWithText(res, 'Sure! Here is your strategy: ...');
    await expect(provider().draftStrategy(input, noDeadline())).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', status: 502 });
  });

  it('answers JSON that does not match the schema with 502', async () => {
    handler = (_body, _req, res) => respondWithText(res, JSON.stringify({ summary: 'only this' }));
    await expect(provider().draftStrategy(input, noDeadline())).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
  });

  it('answers an incomplete response with 502', async () => {
    handler = (_body, _req, res) => respondWithText(res, '{"summary": "cut', 'incomplete');
    await expect(provider().draftStrategy(input, noDeadline())).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
  });

  it('retries a server error, then answers 502 naming the status', async () => {
    handler = (_body, _req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
    };
    const error = await provider({ maxRetries: 1 })
      .draftStrategy(input, noDeadline())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UPSTREAM_FAILED', message: expect.stringContaining('HTTP 500') });
    expect(requests).toHaveLength(2);
  });

  it('answers 504 UPSTREAM_TIMEOUT when the server does not answer in time', async () => {
    handler = () => {
      // never answers
    };
    await expect(provider({ timeoutMs: 300 }).draftStrategy(input, noDeadline())).rejects.toMatchObject({
      code: 'UPSTREAM_TIMEOUT',
      status: 504,
    });
  });

  it("answers 504 when the caller's deadline passes first", async () => {
    handler = () => {
      // never answers
    };
    const controller = new AbortController();
    const pending = provider({ timeoutMs: 60_000 }).chat({ message: 'hi', history: [], campaigns: [] }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
  });

  it('chats with the history and the campaigns, and returns the text', async () => {
    handler = (_body, _req, res) => respondWithText(res, '  Raise your budget on the implants group.  ');
    const reply = await provider().chat(
      {
        message: 'What should I change?',
        history: [{ message: 'Hi', response: 'Hello! How can I help?' }],
        campaigns: [
          {
            name: 'Bright Smile Dental',
            status: 'Strategy ready',
            objective: 'Leads',
            type: 'Search',
            location: 'Austin',
            language: 'English',
            budget: 350,
            keywords: 'dental implants',
            createdAt: '2025-10-01T00:00:00.000Z',
            headlines: [],
          },
        ],
      },
      noDeadline(),
    );
    expect(reply).toBe('Raise your budget on the implants group.');
    const body = requests[0]!.body;
    expect(body['input']).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello! How can I help?' },
      { role: 'user', content: 'What should I change?' },
    ]);
    expect(body['instructions']).toContain('Bright Smile Dental');
    expect(body['instructions']).toContain("Pautia's advertising assistant");
  });

  it('gives the model the same context as the offline assistant: the profile, the planner estimate and the results verdict', async () => {
    handler = (_body, _req, res) => respondWithText(res, 'Fine.');
    const verdict = {
      level: 'GOOD' as const,
      title: 'Going well: 23 results at ARS 4,282.61 each',
      detail: '',
      figures: [{ key: 'RESULTS' as const, value: 23, compare: null, basis: null }],
      nextStep: 'Keep it running.',
      targetCostPerResult: 4800,
    };
    await provider().chat(
      {
        message: '¿Cómo le está yendo?',
        history: [],
        profile: { businessName: 'Panadería La Espiga', places: ['Córdoba'] } as never,
        interfaceLabels: { createCampaign: { en: '+ Create campaign', es: '+ Crear campaña' } },
        campaigns: [
          {
            name: 'Pedidos',
            status: 'Strategy ready',
            objective: 'Sales',
            type: 'Search',
            location: 'Córdoba, Argentina',
            language: 'Spanish',
            budget: 120,
            keywords: 'medialunas',
            createdAt: '2026-11-01T00:00:00.000Z',
            headlines: [],
            market: { source: 'google', averageCpc: 0.35, maxCpc: 0.6, weeklyClicks: 342 },
            money: { currency: 'ARS', rate: 1150, countryCode: 'AR' },
            results: {
              currency: 'ARS',
              rangeDays: 7,
              totals: { impressions: 9800, clicks: 412, cost: 98500, conversions: 23 },
              verdict: { en: verdict, es: { ...verdict, title: 'Va bien' } },
            },
          },
        ],
      },
      { ...noDeadline(), user: 'uid-123' },
    );
    const body = requests[0]!.body;
    const instructions = String(body['instructions']);
    expect(instructions).toContain('"businessName":"Panadería La Espiga"');
    expect(instructions).toContain('"market":{"source":"google","averageCpcUsd":0.35,"weeklyClicksAtBudget":342}');
    expect(instructions).toContain('"currency":"ARS"');
    // The owner reads this campaign's amounts in pesos: the model is told the currency and its rate.
    expect(instructions).toContain('"money":{"currency":"ARS","unitsPerUsd":1150}');
    expect(instructions).toContain('State a campaign\'s amounts in its "money" currency');
    expect(instructions).toContain('"level":"GOOD"');
    expect(instructions).toContain('"nextStep":"Keep it running."');
    expect(instructions).toContain('Never state a figure that is not in the data');
    // The app's controls by their labels in the answer's language, and how to reach a person.
    expect(instructions).toContain('"createCampaign":{"en":"+ Create campaign","es":"+ Crear campaña"}');
    expect(instructions).toContain('in the language you answer in');
    expect(instructions).toContain('the talkToPerson link at the top of the chat');
    expect(body['store']).toBe(false);
    expect(body['safety_identifier']).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(body)).not.toContain('uid-123');
  });

  it("tells the model the reader's variety of Spanish, for answers about no campaign in particular", async () => {
    handler = (_body, _req, res) => respondWithText(res, 'Claro.');
    await inVariety('voseo', () => provider().chat({ message: '¿Qué es el CPC?', history: [], campaigns: [] }, noDeadline()));
    await inVariety('tuteo', () => provider().chat({ message: '¿Qué es el CPC?', history: [], campaigns: [] }, noDeadline()));
    const said = requests.map((r) => /The reader's Spanish \("reader"\): (\S+)/.exec(String(r.body['instructions']))?.[1]);
    expect(said).toEqual(['voseo', 'tú']);
  });

  it('answers an empty chat reply with 502', async () => {
    handler = (_body, _req, res) => respondWithText(res, '   ');
    await expect(provider().chat({ message: 'hi', history: [], campaigns: [] }, noDeadline())).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
    });
  });
});

describe('the variety of Spanish in the OpenAI instructions', () => {
  const spanish = (location: string): StrategyInput => ({
    ...input,
    language: 'Spanish',
    location,
    description: 'Panadería familiar con pan de masa madre y tortas por encargo.',
    keywords: ['panadería', 'tortas'],
  });

  it('tells the model to write voseo for Argentina and Uruguay, tú elsewhere', async () => {
    handler = (_body, _req, res) => respondWithText(res, JSON.stringify(modelStrategy));
    await provider().draftStrategy(spanish('Córdoba, Argentina'), noDeadline());
    expect(String(requests[0]?.body['instructions'])).toMatch(/voseo: "Pedí", "Hacé tu pedido", "Reservá", "Llamanos"/);
    requests.length = 0;
    await provider().draftStrategy(spanish('Guadalajara, México'), noDeadline());
    expect(String(requests[0]?.body['instructions'])).toMatch(/with tú: "Pide", "Haz tu pedido", "Reserva", "Llámanos"/);
  });

  it("gives the chat each campaign's variety", async () => {
    handler = (_body, _req, res) => respondWithText(res, 'Dale.');
    const campaign = {
      name: 'Panadería',
      status: 'Draft',
      objective: 'Sales',
      type: 'Search',
      location: 'Montevideo',
      language: 'Spanish',
      budget: 60,
      keywords: 'pan',
      createdAt: '2026-11-01T00:00:00Z',
      headlines: [],
    };
    await provider().chat(
      { message: '¿Cómo mejoro el CTR?', history: [], campaigns: [campaign, { ...campaign, name: 'Madrid', location: 'Madrid, España' }] },
      noDeadline(),
    );
    const instructions = String(requests[0]?.body['instructions']);
    expect(instructions).toContain('"location":"Montevideo","language":"Spanish","spanish":"voseo"');
    expect(instructions).toContain('"location":"Madrid, España","language":"Spanish","spanish":"tú"');
  });
});
