import { describe, expect, it } from 'vitest';
import type { Strategy } from '../contract/campaigns.js';
import type { CopyViolation } from '../contract/copy-lint.js';
import type { AiProvider, StrategyInput } from './ai-port.js';
import { copyViolations, generateStrategy, REPAIR_MIN_MS, REPAIR_RESERVE_MS } from './generate.js';
import { enforceStrategyRules } from './rules.js';
import { offlineStrategy } from './strategist.js';

const input: StrategyInput = {
  objective: 'Leads',
  description: 'Lone Star Plumbing is a licensed emergency plumber in Austin, open 24/7 with flat-rate pricing.',
  type: 'Search',
  location: 'Austin, Texas, United States',
  language: 'English',
  keywords: ['emergency plumber', 'water heater repair'],
  negativeKeywords: [],
  pages: { landing: 'https://lonestarplumbing.example' },
  budget: 350,
};

/** Copy that passes the linter, and the same with a headline too long and one repeated. */
const clean = enforceStrategyRules(offlineStrategy(input), input);
const kept = clean.headlines.slice(0, 10);
const broken: Strategy = { ...clean, headlines: [...kept, 'This Headline Is Much Too Long For Google Ads', kept[0]!] };

/** A fake port: the drafts it writes, and what each call received. */
function fakeAi(draft: Strategy, repair?: (violations: CopyViolation[], signal: AbortSignal) => Promise<Strategy | null>) {
  const calls: string[] = [];
  const ai: AiProvider = {
    name: 'openai',
    draftStrategy: () => {
      calls.push('draft');
      return Promise.resolve(draft);
    },
    ...(repair
      ? {
          repairStrategy: (_input: StrategyInput, previous: Strategy, violations: CopyViolation[], { signal }: { signal: AbortSignal }) => {
            calls.push('repair');
            expect(previous).toBe(draft);
            return repair(violations, signal);
          },
        }
      : {}),
    chat: () => Promise.resolve(''),
  };
  return { ai, calls };
}
const options = () => ({ signal: new AbortController().signal });

describe('generateStrategy (the domain decides what a model answer becomes)', () => {
  it('checks a clean draft with the rules, without a repair round', async () => {
    const { ai, calls } = fakeAi(clean, () => Promise.reject(new Error('not called')));
    expect(copyViolations(clean, input)).toEqual([]);
    expect(await generateStrategy(ai, input, options())).toEqual(enforceStrategyRules(clean, input));
    expect(calls).toEqual(['draft']);
  });

  it("sends the linter's violations back once, then checks the repaired answer with the rules", async () => {
    const repaired = { ...clean, summary: 'Repaired.' };
    let sent: CopyViolation[] = [];
    const { ai, calls } = fakeAi(broken, (violations) => {
      sent = violations;
      return Promise.resolve(repaired);
    });
    const strategy = await generateStrategy(ai, input, options());
    expect(calls).toEqual(['draft', 'repair']);
    expect(sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'headlines', index: 10, rule: 'length' }),
        expect.objectContaining({ field: 'headlines', index: 11, rule: 'duplicate' }),
      ]),
    );
    expect(strategy).toEqual(enforceStrategyRules(repaired, input));
    expect(strategy.summary).toBe('Repaired.');
  });

  it('keeps the first answer when the repair round fails or answers nothing, and the rules fix it', async () => {
    for (const repair of [() => Promise.reject(new Error('HTTP 500')), () => Promise.resolve(null)]) {
      const { ai } = fakeAi(broken, repair);
      const strategy = await generateStrategy(ai, input, options());
      expect(strategy).toEqual(enforceStrategyRules(broken, input));
      expect(copyViolations(strategy, input)).toEqual([]);
    }
  });

  it('gives up when the deadline passes during the repair round', async () => {
    const controller = new AbortController();
    const { ai } = fakeAi(broken, () => {
      controller.abort();
      return Promise.reject(new Error('aborted'));
    });
    await expect(generateStrategy(ai, input, { signal: controller.signal })).rejects.toThrow('aborted');
  });

  it('keeps the first strategy, fixed by the rules, when the repair round runs into the time kept before the deadline', async () => {
    let repairSignal: AbortSignal | undefined;
    // A repair that never answers and ignores its signal (a model still writing).
    const { ai, calls } = fakeAi(broken, (_violations, signal) => {
      repairSignal = signal;
      return new Promise<Strategy>(() => undefined);
    });
    const deadline = Date.now() + REPAIR_RESERVE_MS + REPAIR_MIN_MS + 200;
    const strategy = await generateStrategy(ai, input, { signal: new AbortController().signal, deadline });
    expect(calls).toEqual(['draft', 'repair']);
    // The first strategy, made usable by the copy engine.
    expect(strategy).toEqual(enforceStrategyRules(broken, input));
    expect(copyViolations(strategy, input)).toEqual([]);
    expect(repairSignal?.aborted).toBe(true);
  });

  it('does not start a repair round when too little time is left, and keeps the first strategy', async () => {
    const { ai, calls } = fakeAi(broken, () => Promise.reject(new Error('not called')));
    const strategy = await generateStrategy(ai, input, { signal: new AbortController().signal, deadline: Date.now() + REPAIR_RESERVE_MS });
    expect(calls).toEqual(['draft']);
    expect(strategy).toEqual(enforceStrategyRules(broken, input));
  });

  it('gives a provider without a repair round (the local stand-in) the rules alone', async () => {
    const { ai, calls } = fakeAi(broken);
    expect(await generateStrategy(ai, input, options())).toEqual(enforceStrategyRules(broken, input));
    expect(calls).toEqual(['draft']);
  });
});

describe('the saved business profile is stated', () => {
  const bakery: StrategyInput = {
    ...input,
    objective: 'Sales',
    description: 'Panadería en Córdoba: pan de masa madre, medialunas y tortas por encargo.',
    location: 'Córdoba, Argentina',
    language: 'Spanish',
    keywords: ['pan de masa madre', 'medialunas'],
  };
  const profile = {
    businessName: 'La Espiga',
    sellingPoints: ['Envíos gratis en Córdoba capital'],
    offers: [],
    hours: '',
  } as unknown as NonNullable<StrategyInput['profile']>;
  const draft: Strategy = {
    ...clean,
    headlines: ['Medialunas con envíos gratis', ...enforceStrategyRules(offlineStrategy(bakery), bakery).headlines.slice(0, 5)],
  };

  it('lets the copy make a claim the profile states, which the brief alone does not support', () => {
    const claim = (v: CopyViolation) => v.field === 'headlines' && v.index === 0;
    expect(copyViolations(draft, bakery).some(claim)).toBe(true);
    expect(copyViolations(draft, { ...bakery, profile }).some(claim)).toBe(false);
  });

  it('keeps the claim in the stored strategy only with the profile', async () => {
    const withProfile = await generateStrategy(fakeAi(draft).ai, { ...bakery, profile }, options());
    expect(withProfile.headlines).toContain('Medialunas con envíos gratis');
    const without = await generateStrategy(fakeAi(draft).ai, bakery, options());
    expect(without.headlines).not.toContain('Medialunas con envíos gratis');
  });
});
