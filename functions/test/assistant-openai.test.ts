import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi, type FakeOpenAiOptions } from '../../bench/fake-openai.mjs';
import type { ChatResponse } from '../src/contract/api.js';
import type { Campaign, Facts, Strategy } from '../src/contract/campaigns.js';
import { db, userOnPlan, type TestUser } from './helpers.js';
import { inProcessApi } from './in-process.js';
import { sse } from './sse.js';

/**
 * The assistant and the facts proposal with OpenAI configured (OPENAI_BASE_URL at the fake
 * OpenAI server, bench/fake-openai.mjs): a question the assistant does not understand gets the same
 * honest answer as offline, never a previous one, and never reaches the model; a copy request gets
 * lines from the campaign's confirmed facts with the group to add them to, which the per-group PATCH
 * stores as the owner's; the form's facts are the offline reader's plus what the model read in the
 * owner's own words, the offline reader's alone when the model fails.
 */
let fake: FakeOpenAi;
let api: Awaited<ReturnType<typeof inProcessApi>>;

const facts: Facts = {
  brand: 'Spark North Electrical',
  services: [{ name: 'EV chargers' }, { name: 'Smoke alarms' }],
  sellingPoints: ['Licensed QLD electrician', 'Upfront fixed pricing', 'Free safety check'],
  phone: '07 3123 4567',
  hours: 'Mon to Sat 7am to 5pm',
  notOffered: [],
  neverSay: ['insured', '24/7'],
};

const strategy: Strategy = {
  summary: 'Spark North Electrical in Brisbane for 200 USD a week.',
  recommendedCampaignType: 'Search',
  bidding: 'Maximize clicks',
  adGroups: ['EV chargers', 'Smoke alarms'].map((name) => ({
    name,
    keywords: [{ text: name.toLowerCase(), matchType: 'PHRASE' as const }],
    ad: {
      headlines: [`${name} in Brisbane`, 'Spark North Electrical', 'Call for a Quote'],
      descriptions: [`${name} by a licensed QLD electrician in Brisbane. Call for a quote today.`, 'Upfront fixed pricing on every job.'],
      path1: name.split(' ')[0]!.toLowerCase(),
      path2: '',
    },
  })),
  headlines: ['EV chargers in Brisbane'],
  descriptions: ['EV chargers by a licensed QLD electrician in Brisbane.'],
  negativeKeywords: ['jobs'],
  budget: { weekly: 200, daily: 28.57, split: [{ label: 'EV chargers', amount: 200 }] },
  kpis: ['CTR above 5%'],
  nextSteps: ['Set up call tracking'],
};

const payload = {
  objective: 'Leads',
  description:
    'Spark North Electrical: licensed QLD electrician in Brisbane North. EV chargers and smoke alarms. Upfront fixed pricing. Call 07 3123 4567.',
  type: 'Search',
  location: 'Brisbane, QLD',
  language: 'English',
  keywords: 'ev charger installation, smoke alarms',
  budget: 200,
  facts,
};

const configure = (options: FakeOpenAiOptions = {}) => fake.configure({ tokensPerSecond: 4000, strategy, chat: 'ok', ...options });
/** The requests the fake received for a chat answer (no structured output asked). */
const chatRequests = () => fake.requests.filter((r) => !(r['text'] as { format?: unknown } | undefined)?.format);

beforeAll(async () => {
  fake = await startFakeOpenAi();
  api = await inProcessApi({ OPENAI_API_KEY: 'sk-fake', OPENAI_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: '3000' });
  expect(api.config.providers.ai).toBe('openai');
});
afterAll(async () => {
  await Promise.all([fake.close(), api.close()]);
});
beforeEach(() => configure());

async function ownerWithCampaign(): Promise<{ user: TestUser; campaign: Campaign }> {
  const user = await userOnPlan('PREMIUM');
  const res = await api.call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: payload });
  expect(res.status).toBe(201);
  configure();
  return { user, campaign: (res.json as { campaign: Campaign }).campaign };
}
/**
 * The group's ad as a campaign stored before facts-first generation has it: its first `keep`
 * headlines, no more (a group generated from the facts already holds every line they support).
 */
async function storedBeforeFacts(user: TestUser, campaign: Campaign, group: string, keep: number): Promise<Campaign> {
  const ref = db().doc(`users/${user.uid}/campaigns/${campaign.id}`);
  const data = (await ref.get()).data() as { strategy: { adGroups: { name: string; ad: Record<string, unknown> }[] } };
  const adGroups = data.strategy.adGroups.map((g) => {
    if (g.name !== group) return g;
    const { sources: _sources, ownerRemoved: _removed, ...ad } = g.ad;
    return { ...g, ad: { ...ad, headlines: (ad['headlines'] as string[]).slice(0, keep) } };
  });
  await ref.update({ 'strategy.adGroups': adGroups });
  const read = await api.call(`/campaign/user/${user.uid}/${campaign.id}`, { token: user.idToken });
  return (read.json as { campaign: Campaign }).campaign;
}

const ask = async (user: TestUser, message: string) => {
  const res = await api.call('/chat', { method: 'POST', token: user.idToken, body: { userId: user.uid, message } });
  expect(res.status).toBe(200);
  return res.json as unknown as ChatResponse;
};

describe('the assistant on the OpenAI path', () => {
  it('says honestly it did not understand, with options, never the previous answer, and asks the model nothing', async () => {
    const { user } = await ownerWithCampaign();
    configure({ chat: 'Your CPC is the price of one click.' });
    expect((await ask(user, 'What does CPC mean?')).response).toBe('Your CPC is the price of one click.');
    configure({ chat: 'Your CPC is the price of one click.' });
    const answer = await ask(user, 'Can you fix my printer?');
    expect(answer.response).toContain('I did not understand');
    expect(answer.response).toContain('Spark North Electrical');
    expect(answer.response).not.toContain('price of one click');
    expect(chatRequests()).toHaveLength(0);
  });

  it('answers a copy request from the confirmed facts, with the group as a suggestion the per-group PATCH stores as the owner’s', async () => {
    const { user, campaign: generated } = await ownerWithCampaign();
    const name = generated.strategy!.adGroups.find((g) => /ev charger/i.test(g.name))!.name;
    // Generated from these facts, the group already says all they support: said so, nothing invented.
    const none = await ask(user, 'write 2 headlines for EV chargers');
    expect(none.response).toContain('your facts support are already in the ad of');
    expect(none.suggestion).toBeUndefined();
    // A group whose ad has only its first 3 headlines gets new lines from the facts.
    const campaign = await storedBeforeFacts(user, generated, name, 3);
    const group = campaign.strategy!.adGroups.find((g) => g.name === name)!;
    const other = campaign.strategy!.adGroups.find((g) => g.name !== name)!;
    const ad = group.ad!;
    configure();
    const answer = await ask(user, 'write 2 headlines for EV chargers');
    expect(chatRequests()).toHaveLength(0);
    expect(answer.suggestion).toMatchObject({ campaignId: campaign.id, group: name, field: 'headlines' });
    const lines = answer.suggestion!.lines;
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(30);
      expect(ad.headlines).not.toContain(line);
      expect(line.toLowerCase()).not.toMatch(/insured|24\/7/);
    }
    // What the chat's "Add to this group" sends: that group's whole ad with the lines added.
    const patched = await api.call(`/campaign/user/${user.uid}/${campaign.id}`, {
      method: 'PATCH',
      token: user.idToken,
      body: {
        adGroups: [
          {
            name,
            ad: { headlines: [...ad.headlines, ...lines], descriptions: ad.descriptions, path1: ad.path1 ?? '', path2: ad.path2 ?? '' },
          },
        ],
      },
    });
    expect(patched.status).toBe(200);
    const stored = (patched.json as { campaign: Campaign }).campaign.strategy!.adGroups;
    const edited = stored.find((g) => g.name === name)!.ad!;
    expect(edited.headlines.slice(-2)).toEqual(lines);
    expect(edited.sources?.headlines?.slice(-2)).toEqual(lines.map(() => ({ kind: 'owner' })));
    expect(stored.find((g) => g.name === other.name)).toEqual(other);
  });

  it('streams the copy answer and its suggestion in the done event', async () => {
    const { user, campaign: generated } = await ownerWithCampaign();
    const name = generated.strategy!.adGroups.find((g) => /smoke/i.test(g.name))!.name;
    const campaign = await storedBeforeFacts(user, generated, name, 2);
    const call = await sse(`${api.url}/chat`, user.idToken, { userId: user.uid, message: 'escribí 2 títulos para smoke alarms' });
    const events = await call.events;
    expect(events.some((e) => e.event === 'delta')).toBe(true);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({ suggestion: { campaignId: campaign.id, field: 'headlines' } });
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data['text'] as string);
    expect(deltas.join('')).toBe(done.data['response']);
    // Signed in again elsewhere, the stored conversation still offers the lines.
    const stored = await api.call(`/chat/${user.uid}/history`, { token: user.idToken });
    expect((stored.json as { exchanges: unknown[] }).exchanges.at(-1)).toMatchObject({
      response: done.data['response'],
      suggestion: done.data['suggestion'],
    });
  });

  it('answers "how is my campaign doing" with what is missing when it has no results, without the model', async () => {
    const { user } = await ownerWithCampaign();
    const answer = await ask(user, 'hows my campaign doing?');
    expect(answer.response).toContain('Spark North Electrical');
    expect(answer.response).toMatch(/not in Google Ads yet/);
    expect(chatRequests()).toHaveLength(0);
  });

  it('leaves what it understands to the model', async () => {
    const { user } = await ownerWithCampaign();
    configure({ chat: 'Add smoke alarm keywords with Brisbane suburbs.' });
    expect((await ask(user, 'Which keywords should I use?')).response).toBe('Add smoke alarm keywords with Brisbane suburbs.');
    expect(chatRequests()).toHaveLength(1);
  });
});

describe('POST /campaign/user/{uid}/facts with OpenAI configured', () => {
  const form = {
    description:
      'Lupita Nails: uñas de gel, uñas acrílicas y pestañas en Zapopan. Productos libres de tóxicos y citas el mismo día. WhatsApp 33 1234 5678.',
    location: 'Zapopan, Jalisco',
  };
  const propose = (user: TestUser) => api.call(`/campaign/user/${user.uid}/facts`, { method: 'POST', token: user.idToken, body: form });
  const proposal = {
    brand: 'Lupita Nails',
    services: [
      { name: 'Pestañas', price: null },
      { name: 'Pedicura spa', price: { amount: 300, currency: 'MXN' } },
    ],
    sellingPoints: ['Productos libres de tóxicos', 'Garantía de 15 días'],
    phone: null,
    whatsapp: '33 1234 5678',
    bookingUrl: null,
    hours: null,
    notOffered: [],
  };

  it('asks the model with Structured Outputs and keeps only what the owner wrote; no unit spent', async () => {
    const user = await api.registeredUser();
    configure({ facts: proposal });
    const res = await propose(user);
    expect(res.status).toBe(200);
    const { facts: proposed } = res.json as { facts: Facts };
    const names = proposed.services.map((s) => s.name.toLowerCase());
    expect(names).toContain('pestañas');
    expect(names.join(' ')).not.toContain('pedicura');
    expect(proposed.sellingPoints.join(' ')).not.toContain('Garantía');
    expect(proposed.sellingPoints.map((s) => s.toLowerCase())).toContain('productos libres de tóxicos');
    const request = fake.requests.find((r) => (r['text'] as { format?: { name?: string } } | undefined)?.format?.name === 'business_facts');
    expect(request).toMatchObject({ store: false, text: { format: { type: 'json_schema', strict: true } } });
    expect((await db().collection(`users/${user.uid}/usage`).get()).size).toBe(0);
  });

  it.each([
    ['fails (HTTP 500)', { outcome: 'server_error', outcomeFor: 'facts' }],
    ['answers no JSON', { outcome: 'not_json', outcomeFor: 'facts' }],
    ['is cut short (incomplete)', { outcome: 'incomplete', outcomeFor: 'facts' }],
    ['answers another shape', { facts: { services: 'gel' } }],
  ] as const)('answers the offline reader’s facts when the model %s', async (_what, options) => {
    const user = await api.registeredUser();
    configure(options as FakeOpenAiOptions);
    const res = await propose(user);
    expect(res.status).toBe(200);
    const { facts: proposed } = res.json as { facts: Facts };
    expect(proposed.brand).toBe('Lupita Nails');
    expect(proposed.services.map((s) => s.name.toLowerCase())).toEqual(expect.arrayContaining(['uñas de gel', 'pestañas']));
    expect(proposed.whatsapp).toBe('33 1234 5678');
  });
});
