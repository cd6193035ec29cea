import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../bench/fake-openai.mjs';
import { loadConfig } from '../../config.js';
import { generateStrategy } from '../../strategy/generate.js';
import type { StrategyInput } from '../../strategy/ai-port.js';
import { checkModelShutdown, daysUntil, isReasoningModel, requestSettings, SHUTDOWN_WARNING_DAYS } from './model-settings.js';
import { openAiProvider } from './openai.js';

/**
 * The default model is a reasoning model: its reasoning tokens come out of `max_output_tokens`.
 * The fake OpenAI server (bench/fake-openai.mjs) answers as one does — a reasoning item, reasoning
 * tokens in the usage, and an answer cut `incomplete` when the budget cannot hold both.
 */
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ tokensPerSecond: 100_000 });
});
afterAll(async () => {
  await fake.close();
});

const input: StrategyInput = {
  objective: 'Leads',
  description: 'Rivera Plumbing is a licensed family plumber in Austin with 24/7 emergency service and free estimates.',
  type: 'Search',
  location: 'Austin, Texas',
  language: 'English',
  keywords: ['plumber austin', 'emergency plumber'],
  negativeKeywords: [],
  pages: { landing: 'https://rivera.example' },
  budget: 350,
};
const noDeadline = () => ({ signal: new AbortController().signal });
const provider = (model: string) =>
  openAiProvider({ apiKey: 'sk-test', model, baseUrl: fake.baseUrl, timeoutMs: 5000, maxRetries: 0, productName: 'Pautia' });

describe('the configured OpenAI model', () => {
  it('defaults to a current small reasoning model, not gpt-4.1-mini (shut down 2027-01-14)', () => {
    const config = loadConfig({ PAUTIA_MODE: 'local', OPENAI_API_KEY: 'sk-test' });
    expect(config.openai.model).toBe('gpt-6-luna');
    expect(isReasoningModel(config.openai.model)).toBe(true);
    expect(isReasoningModel('gpt-4.1-mini')).toBe(false);
    expect(loadConfig({ PAUTIA_MODE: 'local', OPENAI_MODEL: 'gpt-4.1-mini' }).openai.model).toBe('gpt-4.1-mini');
  });

  it('asks the reasoning model for low effort with room for its reasoning: the strategy comes back whole', async () => {
    fake.configure({ tokensPerSecond: 100_000 });
    const strategy = await generateStrategy(provider('gpt-6-luna'), input, noDeadline());
    expect(strategy.adGroups.length).toBeGreaterThan(0);
    const sent = fake.requests[0]!;
    expect(sent).toMatchObject({ model: 'gpt-6-luna', reasoning: { effort: 'low' }, max_output_tokens: 16_000 });
  });

  it('the budget sized for a model that does not reason would end the same answer incomplete', async () => {
    fake.configure({ tokensPerSecond: 100_000 });
    const old = requestSettings('gpt-4.1-mini', 'strategy').max_output_tokens;
    expect(old).toBe(4000);
    // The same request with the old budget: the fake's 3,000 reasoning tokens leave no room for the strategy.
    const res = await fetch(`${fake.baseUrl}/responses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test' },
      body: JSON.stringify({ model: 'gpt-6-luna', input: 'x', text: { format: { type: 'json_schema' } }, max_output_tokens: old }),
    });
    const body = (await res.json()) as {
      status: string;
      incomplete_details: { reason: string };
      usage: { output_tokens_details: { reasoning_tokens: number } };
    };
    expect(body.status).toBe('incomplete');
    expect(body.incomplete_details.reason).toBe('max_output_tokens');
    expect(body.usage.output_tokens_details.reasoning_tokens).toBe(3000);
    await expect(generateStrategy(provider('gpt-4.1-mini'), input, noDeadline())).rejects.toMatchObject({ status: 502 });
  });

  it("reads the model's shutdown date and counts the days to it; a warning is due within 60 days", async () => {
    fake.configure({ shutdownDates: { 'gpt-4.1-mini': '2027-01-14' } });
    const now = Date.parse('2026-11-27T02:00:00Z');
    expect(await checkModelShutdown({ apiKey: 'sk-test', model: 'gpt-4.1-mini', baseUrl: fake.baseUrl }, now)).toEqual({
      shutdownDate: '2027-01-14',
      daysLeft: 48,
    });
    expect(48).toBeLessThanOrEqual(SHUTDOWN_WARNING_DAYS);
    expect(await checkModelShutdown({ apiKey: 'sk-test', model: 'gpt-6-luna', baseUrl: fake.baseUrl }, now)).toEqual({
      shutdownDate: null,
      daysLeft: null,
    });
    expect(daysUntil('2027-01-14', Date.parse('2026-11-15T00:00:00Z'))).toBe(60);
    // An unreachable API is logged, never thrown at start-up.
    expect(await checkModelShutdown({ apiKey: 'sk-test', model: 'gpt-6-luna', baseUrl: 'http://127.0.0.1:9/v1' }, now)).toBeUndefined();
  });
});
