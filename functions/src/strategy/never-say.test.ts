import { describe, expect, it } from 'vitest';
import type { Facts, Strategy } from '../contract/campaigns.js';
import type { StrategyInput } from './ai-port.js';
import { enforceStrategyRules } from './rules.js';
import { offlineStrategy } from './strategist.js';

const NEVER = ['insured', '24/7'];
const holds = (text: string) => NEVER.some((w) => new RegExp(`(?<![\\p{L}\\d])${w.replace('/', '\\/')}(?![\\p{L}\\d])`, 'iu').test(text));

const facts: Facts = {
  brand: 'Bright Spark Electrical',
  services: [{ name: 'EV chargers' }, { name: 'Smoke alarms' }, { name: 'LED lighting' }],
  sellingPoints: ['Licensed QLD electrician', 'Upfront fixed pricing'],
  phone: '(07) 3123 4567',
  notOffered: [],
  neverSay: NEVER,
};

const input: StrategyInput = {
  objective: 'Leads',
  type: 'Search',
  description:
    'Bright Spark Electrical is a licensed QLD electrician in North Brisbane. Licensed and insured. Available 24/7. EV chargers, smoke alarms and LED lighting. Upfront fixed pricing.',
  location: 'Brisbane, Australia',
  language: 'English',
  keywords: ['ev charger installation', 'smoke alarm installation', 'led lighting electrician'],
  negativeKeywords: [],
  pages: { landing: 'https://brightspark.example/' },
  budget: 150,
  facts,
};

/** Every text of a strategy the owner reads: the prose, every ad, the assets' lines and the A/B plan. */
function texts(s: Strategy): string[] {
  return [
    s.summary,
    s.bidding,
    ...s.kpis,
    ...s.nextSteps,
    ...s.headlines,
    ...s.descriptions,
    ...(s.callouts ?? []),
    ...s.adGroups.flatMap((g) => [...(g.ad?.headlines ?? []), ...(g.ad?.descriptions ?? [])]),
    ...(s.abTest ? [s.abTest.angle, s.abTest.hypothesis, s.abTest.metric, ...s.abTest.headlines, ...s.abTest.descriptions] : []),
  ];
}

describe('words never to use, on both strategy paths', () => {
  it('are absent from the offline strategy: summary, steps, ads, callouts and the A/B plan', () => {
    const s = offlineStrategy(input);
    expect(s.summary.length).toBeGreaterThan(0);
    expect(s.abTest?.hypothesis.length).toBeGreaterThan(0);
    expect(texts(s).filter(holds)).toEqual([]);
  });

  it("are taken out of a model's summary, steps and A/B plan, keeping its other sentences", () => {
    const model = offlineStrategy({ ...input, facts: { ...facts, neverSay: [] } });
    const raw: Strategy = {
      ...model,
      summary: 'A Search campaign for a licensed electrician. Fully insured and available 24/7.',
      nextSteps: ['Tell customers you are insured.', 'Add your EV charger page.'],
      abTest: {
        angle: 'Trust',
        headlines: ['Insured Electricians', 'Upfront Fixed Pricing', 'EV Chargers Installed'],
        descriptions: ['Fully insured, 24/7.', 'Upfront fixed pricing on every job.'],
        hypothesis: 'Ads saying insured get more calls. Upfront prices build trust.',
        metric: 'Conversion rate',
        clicksPerVariant: 200,
      },
    };
    const s = enforceStrategyRules(raw, input);
    expect(texts(s).filter(holds)).toEqual([]);
    expect(s.summary).toBe('A Search campaign for a licensed electrician.');
    expect(s.nextSteps).toContain('Add your EV charger page.');
  });
});
