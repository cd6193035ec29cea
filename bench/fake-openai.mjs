// A fake OpenAI-compatible server (the AI adapter's HTTP edge) for the stream tests and the bench.
// It answers the Responses API: plain JSON, or — when the request asks `stream: true` — the event
// sequence the real API sends (response.created … output_text.delta … response.completed), one
// token about every 1/tokensPerSecond seconds. A "token" is three characters, about what OpenAI's
// tokenizer averages on JSON with English text.
//
// `outcome` makes it answer as the API does when things go wrong, on JSON and streamed
// calls alike: a response cut by max_output_tokens (`status: "incomplete"`), one that fails after
// some text (`response.failed`, or an `error` event), a refusal (a `refusal` content part), HTTP 429
// for a rate limit (with retry-after) or for `insufficient_quota`, HTTP 500, no answer at all, an
// answer that is not JSON, or a connection that drops mid-body. `strategyDelayMs` / `repair` make
// the first strategy slow and the repair round (a request whose input carries "violations") slower.
//
// It answers as a reasoning model does (the default model is one, ADR 31): a `reasoning` output item
// before the message, reasoning tokens in `usage.output_tokens_details`, and those tokens counted
// against `max_output_tokens` — a request whose budget cannot hold the reasoning and the answer ends
// `incomplete` (reason max_output_tokens), as the real API does. GET /v1/models/{model} answers the
// model object with its `shutdown_date` (`shutdownDates`, else null).
import { createServer } from 'node:http';

/**
 * @typedef {{
 *   strategy?: object,
 *   chat?: string,
 *   tokensPerSecond?: number,
 *   failAfterChars?: number,
 *   hold?: { afterChars: number, until: Promise<unknown> },
 *   outcome?: 'complete' | 'incomplete' | 'content_filter' | 'failed' | 'error_event' | 'refusal' | 'rate_limited' | 'insufficient_quota' | 'server_error' | 'hang' | 'not_json' | 'drop',
 *   outcomeFor?: 'chat' | 'strategy' | 'facts' | 'all',
 *   facts?: object,
 *   partialChars?: number,
 *   retryAfterSeconds?: number,
 *   refusal?: string,
 *   strategyDelayMs?: number,
 *   repair?: { strategy?: object, delayMs?: number },
 *   reasoningTokens?: { strategy?: number, chat?: number, facts?: number },
 *   shutdownDates?: Record<string, string | null>,
 * }} FakeOpenAiOptions
 */

/** @param {FakeOpenAiOptions} options */
/** The reasoning tokens the answer being written spent (reported in its usage). */
let reasoningUsed = 0;
const REASONING_ITEM = { type: 'reasoning', id: 'rs_1', summary: [] };

export async function startFakeOpenAi(options = {}) {
  let settings = { tokensPerSecond: 50, chat: SAMPLE_CHAT, strategy: SAMPLE_STRATEGY, ...options };
  const requests = [];
  /** Per streamed answer: when its first token and its end were sent (Date.now()). */
  const streams = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method === 'GET' && req.url?.startsWith('/v1/models/')) {
        const id = decodeURIComponent(req.url.slice('/v1/models/'.length));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id,
            object: 'model',
            created: 1_758_499_200,
            owned_by: 'openai',
            shutdown_date: settings.shutdownDates?.[id] ?? null,
          }),
        );
        return;
      }
      let body = {};
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        body = {};
      }
      requests.push(body);
      // Structured output asks for a text format: the facts proposal by its name, else a strategy; a chat asks none.
      const kind = body.text?.format?.name === 'business_facts' ? 'facts' : body.text?.format ? 'strategy' : 'chat';
      const isRepair = kind === 'strategy' && typeof body.input === 'string' && body.input.includes('"violations"');
      const strategy = isRepair && settings.repair?.strategy ? settings.repair.strategy : settings.strategy;
      const text =
        kind === 'facts' ? JSON.stringify(settings.facts ?? SAMPLE_FACTS) : kind === 'strategy' ? JSON.stringify(strategy) : settings.chat;
      const chosen = settings.outcomeFor === 'all' || settings.outcomeFor === kind || !settings.outcomeFor ? settings.outcome : undefined;
      // Reasoning tokens come out of the same budget as the answer: too small a budget cuts the answer.
      const reasoning = settings.reasoningTokens?.[kind] ?? (kind === 'strategy' ? 3000 : kind === 'facts' ? 300 : 600);
      const budget = typeof body.max_output_tokens === 'number' ? body.max_output_tokens : Infinity;
      const outcome = chosen ?? (reasoning + Math.ceil(text.length / 4) > budget ? 'incomplete' : undefined);
      const answerSettings =
        outcome === 'incomplete' && !chosen ? { ...settings, partialChars: Math.max(0, (budget - reasoning) * 4) } : settings;
      reasoningUsed = reasoning;
      const delay = kind !== 'strategy' ? 0 : isRepair ? (settings.repair?.delayMs ?? 0) : (settings.strategyDelayMs ?? 0);
      const answer = () => {
        if (res.destroyed) return;
        if (failBeforeAnswer(res, outcome, answerSettings)) return;
        if (body.stream) {
          const timing = { kind, firstTokenAt: 0, endAt: 0 };
          streams.push(timing);
          void streamResponse(res, text, answerSettings, timing, outcome);
        } else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jsonAnswer(text, outcome, answerSettings)));
      };
      if (delay > 0) setTimeout(answer, delay);
      else answer();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    streams,
    /** @param {FakeOpenAiOptions} next */
    configure(next) {
      settings = { tokensPerSecond: 50, chat: SAMPLE_CHAT, strategy: SAMPLE_STRATEGY, ...next };
      requests.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Splits text into 3-character tokens. */
export function tokens(text) {
  return text.match(/[\s\S]{1,3}/g) ?? [];
}

const RATE_LIMIT_BODY = {
  error: {
    message: 'Rate limit reached for fake in organization org-fake on requests per min (RPM): Limit 3, Used 3, Requested 1.',
    type: 'requests',
    param: null,
    code: 'rate_limit_exceeded',
  },
};
const QUOTA_BODY = {
  error: {
    message: 'You exceeded your current quota, please check your plan and billing details.',
    type: 'insufficient_quota',
    param: null,
    code: 'insufficient_quota',
  },
};
const DEFAULT_REFUSAL = "I'm sorry, I can't help with that request.";

/** The outcomes that answer before any response: HTTP errors, silence, not JSON, a dropped body. True when handled. */
function failBeforeAnswer(res, outcome, settings) {
  const json = (status, body, headers = {}) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  switch (outcome) {
    case 'rate_limited': {
      const seconds = settings.retryAfterSeconds ?? 30;
      json(429, RATE_LIMIT_BODY, { 'retry-after': String(seconds), 'x-ratelimit-reset-requests': `${seconds}s` });
      return true;
    }
    case 'insufficient_quota':
      json(429, QUOTA_BODY);
      return true;
    case 'server_error':
      json(500, {
        error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null },
      });
      return true;
    case 'hang':
      return true;
    case 'not_json':
      res.writeHead(200, { 'content-type': 'application/json' }).end('Here you go: {not json');
      return true;
    case 'drop':
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4000' });
      res.write('{"id":"resp_1","object":"response","output":[{"type":"message","content":[{"type":"output_text","text":"CAMPAIGN');
      setTimeout(() => res.socket?.destroy(), 20);
      return true;
    default:
      return false;
  }
}

/** The JSON answer for an outcome that still answers 200. */
function jsonAnswer(text, outcome, settings) {
  const partial = text.slice(0, settings.partialChars ?? 40);
  switch (outcome) {
    case 'incomplete':
      return { ...response(partial, 'incomplete'), incomplete_details: { reason: 'max_output_tokens' } };
    case 'content_filter':
      return { ...response(partial, 'incomplete'), incomplete_details: { reason: 'content_filter' } };
    case 'failed':
    case 'error_event':
      return {
        ...response('', 'failed', [REASONING_ITEM]),
        error: { code: 'server_error', message: 'The model failed to generate a response.' },
      };
    case 'refusal':
      return response('', 'completed', [REASONING_ITEM, refusalItem(settings.refusal ?? DEFAULT_REFUSAL)]);
    default:
      return response(text, 'completed');
  }
}

function refusalItem(refusal) {
  return { type: 'message', id: 'msg_1', role: 'assistant', status: 'completed', content: [{ type: 'refusal', refusal }] };
}

async function streamResponse(res, text, settings, timing, outcome) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  let sequence = 0;
  /** Settles once the last event written has been handed to the connection. */
  let written = Promise.resolve();
  const send = (type, fields) => {
    if (res.destroyed) return;
    written = new Promise((resolve) =>
      res.write(`event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...fields })}\n\n`, () => resolve()),
    );
  };
  const item = (status, content) => ({ id: 'msg_1', type: 'message', status, role: 'assistant', content });
  const part = (t) => ({ type: 'output_text', text: t, annotations: [], logprobs: [] });
  send('response.created', { response: response('', 'in_progress', []) });
  send('response.in_progress', { response: response('', 'in_progress', []) });
  // A reasoning model thinks first: its reasoning item, then the message.
  send('response.output_item.added', { output_index: 0, item: REASONING_ITEM });
  send('response.output_item.done', { output_index: 0, item: REASONING_ITEM });
  send('response.output_item.added', { output_index: 1, item: item('in_progress', []) });
  if (outcome === 'refusal') {
    const refusal = settings.refusal ?? DEFAULT_REFUSAL;
    send('response.content_part.added', { item_id: 'msg_1', output_index: 1, content_index: 0, part: { type: 'refusal', refusal: '' } });
    for (const token of tokens(refusal))
      send('response.refusal.delta', { item_id: 'msg_1', output_index: 1, content_index: 0, delta: token });
    send('response.refusal.done', { item_id: 'msg_1', output_index: 1, content_index: 0, refusal });
    send('response.content_part.done', { item_id: 'msg_1', output_index: 1, content_index: 0, part: { type: 'refusal', refusal } });
    send('response.output_item.done', { output_index: 1, item: refusalItem(refusal) });
    send('response.completed', { response: response('', 'completed', [REASONING_ITEM, refusalItem(refusal)]) });
    timing.endAt = Date.now();
    res.end();
    return;
  }
  // Outcomes that stop after some text: the text sent so far, then the ending the API sends.
  const stopAt = ['incomplete', 'content_filter', 'failed', 'error_event'].includes(outcome ?? '')
    ? (settings.partialChars ?? 40)
    : undefined;
  send('response.content_part.added', { item_id: 'msg_1', output_index: 1, content_index: 0, part: part('') });
  const pause = 1000 / settings.tokensPerSecond;
  const started = Date.now();
  let sent = '';
  let held = false;
  for (const [i, token] of tokens(text).entries()) {
    if (stopAt !== undefined && sent.length >= stopAt) break;
    if (settings.failAfterChars !== undefined && sent.length >= settings.failAfterChars) {
      // The model's server fails mid-answer: the connection drops, after the text sent so far. On a
      // busy machine the loop runs behind its pace and writes that text all at once; dropped at once,
      // it never left and the caller saw a failure before any text.
      await written;
      res.socket?.destroy();
      return;
    }
    if (settings.hold && !held && sent.length >= settings.hold.afterChars) {
      held = true;
      await settings.hold.until;
    }
    // Paced against the start, so timer drift does not slow the whole answer down.
    const due = started + (i + 1) * pause - Date.now();
    if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
    if (res.destroyed) return;
    sent += token;
    timing.firstTokenAt ||= Date.now();
    send('response.output_text.delta', { item_id: 'msg_1', output_index: 1, content_index: 0, delta: token, logprobs: [] });
  }
  if (stopAt !== undefined) {
    const partial = item('incomplete', [part(sent)]);
    if (outcome === 'error_event') {
      send('error', { code: 'server_error', message: 'The server had an error while processing your request.', param: null });
    } else if (outcome === 'failed') {
      send('response.failed', {
        response: {
          ...response(sent, 'failed', [REASONING_ITEM, partial]),
          error: { code: 'server_error', message: 'The model failed to generate a response.' },
        },
      });
    } else {
      const reason = outcome === 'content_filter' ? 'content_filter' : 'max_output_tokens';
      send('response.incomplete', {
        response: { ...response(sent, 'incomplete', [REASONING_ITEM, partial]), incomplete_details: { reason } },
      });
    }
    timing.endAt = Date.now();
    res.end();
    return;
  }
  send('response.output_text.done', { item_id: 'msg_1', output_index: 1, content_index: 0, text, logprobs: [] });
  send('response.content_part.done', { item_id: 'msg_1', output_index: 1, content_index: 0, part: part(text) });
  send('response.output_item.done', { output_index: 1, item: item('completed', [part(text)]) });
  send('response.completed', { response: response(text, 'completed') });
  timing.endAt = Date.now();
  res.end();
}

function response(text, status, output) {
  return {
    id: 'resp_1',
    object: 'response',
    created_at: 1,
    status,
    model: 'fake',
    output: output ?? [
      REASONING_ITEM,
      {
        type: 'message',
        id: 'msg_1',
        role: 'assistant',
        status: 'completed',
        content: [{ type: 'output_text', text, annotations: [], logprobs: [] }],
      },
    ],
    usage: {
      input_tokens: 500,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: reasoningUsed + Math.ceil(text.length / 4),
      output_tokens_details: { reasoning_tokens: reasoningUsed },
      total_tokens: 500 + reasoningUsed + Math.ceil(text.length / 4),
    },
  };
}

/** A strategy as a model writes one (about 1,500 tokens), keys in the schema's order. */
export const SAMPLE_STRATEGY = {
  summary:
    'Rivera Plumbing, a licensed family plumber in Austin with 24/7 emergency service and free estimates, wants calls and booked visits from homeowners within 20 miles. At 350 USD a week, the campaign targets urgent, high-intent searches.',
  recommendedCampaignType: 'Search: people looking for an emergency plumber are ready to call now, and Search shows the ad at that moment.',
  bidding: 'Maximize clicks with a 6 USD CPC cap for the first two weeks; switch to Maximize conversions once 15 calls are recorded.',
  adGroups: [
    {
      name: 'Emergency plumber',
      keywords: [
        { text: 'emergency plumber austin', matchType: 'PHRASE' },
        { text: '24 hour plumber austin', matchType: 'PHRASE' },
        { text: 'plumber near me', matchType: 'PHRASE' },
        { text: 'emergency plumbing service', matchType: 'PHRASE' },
        { text: 'plumber open now', matchType: 'EXACT' },
        { text: 'same day plumber austin', matchType: 'PHRASE' },
      ],
      ad: {
        headlines: ['Emergency Plumber in Austin', '24/7 Plumbing Service', 'Plumber Open Now in Austin'],
        descriptions: [
          'Licensed, insured plumbers in Austin, 24/7. Free estimates before any work starts.',
          'Emergency plumbing repairs across Austin. Call now and a plumber is on the way.',
        ],
        path1: 'emergency',
        path2: 'austin',
      },
    },
    {
      name: 'Leaks and pipes',
      keywords: [
        { text: 'leak repair austin', matchType: 'PHRASE' },
        { text: 'burst pipe repair', matchType: 'PHRASE' },
        { text: 'water leak plumber', matchType: 'PHRASE' },
        { text: 'pipe repair near me', matchType: 'PHRASE' },
        { text: 'slab leak repair austin', matchType: 'EXACT' },
      ],
      ad: {
        headlines: ['Leak Repair Done Today', 'Burst Pipe Repair in Austin', 'Water Leak Plumbers'],
        descriptions: [
          'Leaks and burst pipes fixed the same day by a licensed family business.',
          'Slab leaks and pipe repairs in Austin. Free estimates, upfront prices.',
        ],
        path1: 'leaks',
        path2: 'pipes',
      },
    },
    {
      name: 'Drains and sewer',
      keywords: [
        { text: 'drain cleaning austin', matchType: 'PHRASE' },
        { text: 'clogged drain plumber', matchType: 'PHRASE' },
        { text: 'sewer line repair austin', matchType: 'PHRASE' },
        { text: 'toilet repair near me', matchType: 'PHRASE' },
        { text: 'kitchen sink clogged', matchType: 'PHRASE' },
        { text: 'hydro jetting austin', matchType: 'EXACT' },
      ],
      ad: {
        headlines: ['Drain Cleaning in Austin', 'Clogged Drain Plumbers', 'Sewer Line Repair'],
        descriptions: [
          'Clogged drains and sewer lines cleared fast across Austin. Book today.',
          'Hydro jetting and drain cleaning by licensed plumbers. Free estimates.',
        ],
        path1: 'drains',
        path2: '',
      },
    },
    {
      name: 'Toilets and faucets',
      keywords: [
        { text: 'toilet repair austin', matchType: 'PHRASE' },
        { text: 'leaking faucet repair', matchType: 'PHRASE' },
        { text: 'faucet installation austin', matchType: 'PHRASE' },
        { text: 'running toilet fix', matchType: 'PHRASE' },
        { text: 'garbage disposal repair austin', matchType: 'EXACT' },
      ],
      ad: {
        headlines: ['Toilet Repair in Austin', 'Leaking Faucet Repair', 'Faucet Installation Austin'],
        descriptions: [
          'Running toilets and leaking faucets fixed the same day in Austin.',
          'Faucets and disposals installed by licensed plumbers. Upfront prices.',
        ],
        path1: 'toilets',
        path2: '',
      },
    },
    {
      name: 'Water heaters',
      keywords: [
        { text: 'water heater repair austin', matchType: 'PHRASE' },
        { text: 'water heater installation', matchType: 'PHRASE' },
        { text: 'tankless water heater austin', matchType: 'PHRASE' },
        { text: 'no hot water repair', matchType: 'PHRASE' },
      ],
      ad: {
        headlines: ['Water Heater Repair', 'Tankless Water Heaters', 'No Hot Water? We Fix It'],
        descriptions: [
          'Water heaters repaired or installed by licensed Austin plumbers.',
          'Tankless and tank water heaters, free estimates before any work starts.',
        ],
        path1: 'water-heaters',
        path2: '',
      },
    },
  ],
  headlines: [
    'Emergency Plumber in Austin',
    '24/7 Plumbing Service',
    'Free Estimates on Every Job',
    'Licensed and Insured Plumbers',
    '15 Years Fixing Austin Homes',
    'Leak Repair Done Today',
    'Burst Pipe Repair',
    'Water Heater Repair',
    'Call Rivera Plumbing',
    'Same Day Plumbing Repairs',
    'Family Owned Since 2011',
    'Tankless Water Heaters',
    'Plumbers Near You',
    'Fast Response Across Austin',
    'Book a Plumber Today',
  ],
  descriptions: [
    'Licensed, insured plumbers in Austin, 24/7. Free estimates before any work starts.',
    'Leaks, burst pipes and water heaters fixed the same day by a family business.',
    '15 years serving Austin homes. Call now and a plumber is on the way.',
    'Upfront prices, free estimates and work done right. Book your visit today.',
  ],
  negativeKeywords: [
    'jobs',
    'salary',
    'training',
    'diy',
    'how to',
    'course',
    'license exam',
    'free plumbing',
    'plumber school',
    'used parts',
    'apprenticeship',
    'wholesale',
    'plumbing supply store',
    'youtube',
    'reddit',
  ],
  budget: {
    weekly: 350,
    daily: 50,
    split: [
      { label: 'Emergency plumber', amount: 140 },
      { label: 'Leaks and pipes', amount: 80 },
      { label: 'Drains and sewer', amount: 70 },
      { label: 'Water heaters', amount: 60 },
    ],
  },
  kpis: [
    'Click-through rate above 6% on the emergency ad group, 4% on the others',
    'Cost per call under 45 USD, measured on calls longer than 60 seconds',
    'At least 15 calls a week by the end of the first month',
    'Search impression share above 40% on emergency terms in the evening',
    'Conversion rate above 10% from click to call or booked visit',
  ],
  nextSteps: [
    'Turn on call tracking with a Google forwarding number so every call from the ads is counted as a conversion',
    'Add call, sitelink and callout assets: emergency service, free estimates, licensed and insured, water heaters',
    'Set the ad schedule to 24 hours, with 20% higher bids from 6 pm to 6 am when emergencies peak',
    'Review the search terms report every Friday and add unrelated searches as negative keywords',
    'Ask happy customers for Google reviews, and link your Google Business Profile to the account',
    'After 30 days, move budget from the weakest ad group to the one with the lowest cost per call',
  ],
};

/**
 * A facts proposal as a model writes one for the Structured Outputs schema `business_facts`
 * (functions/src/facts/ai-proposal.ts): every field present, null or [] for what the text does not say.
 */
export const SAMPLE_FACTS = {
  brand: 'Rivera Plumbing',
  services: [
    { name: 'emergency plumbing', price: null },
    { name: 'water heaters', price: null },
  ],
  sellingPoints: ['licensed family plumber', 'free estimates'],
  phone: null,
  whatsapp: null,
  bookingUrl: null,
  hours: null,
  notOffered: [],
};

/** An answer as a model writes one (about 150 tokens). */
export const SAMPLE_CHAT =
  'Your campaign is set up well for calls. Three things will help most this week: first, add a call asset so people can phone you straight from the ad; second, check the search terms report on Friday and add anything unrelated, like jobs or training, as negative keywords; third, keep the daily budget at 50 USD until you have 15 calls, then let Google bid for conversions. Ask me again once the first week is over and I will look at the figures with you.';
