import { describe, expect, it } from 'vitest';
import { bidsFromPlan } from './bids.js';

describe('bidsFromPlan', () => {
  it('takes bids from a forecast', () => {
    const plan = bidsFromPlan(
      { source: 'google', currency: 'USD', weekly: { clicks: 12, impressions: null, cost: 148.96, averageCpc: 12.82 } },
      150,
      [
        { name: 'Emergency', keywords: ['emergency plumber'] },
        { name: 'Repairs', keywords: ['leak repair'] },
      ],
    );
    expect(plan).toEqual({
      source: 'google',
      currency: 'USD',
      averageCpc: 12.82,
      maxCpc: 16.67,
      weeklyClicks: 12,
      split: [
        { adGroup: 'Emergency', share: 0.5, weeklyBudget: 75 },
        { adGroup: 'Repairs', share: 0.5, weeklyBudget: 75 },
      ],
    });
  });

  it('takes bids from ideas and splits the budget by demand; no figures gives no bids', () => {
    const ideas = [
      { text: 'emergency plumber', avgMonthlySearches: 3000, competition: 'HIGH' as const, lowTopOfPageBid: 10, highTopOfPageBid: 30 },
      { text: 'leak repair', avgMonthlySearches: 1000, competition: 'LOW' as const, lowTopOfPageBid: 5, highTopOfPageBid: 15 },
    ];
    const plan = bidsFromPlan({ source: 'sample', currency: 'USD', ideas }, 200, [
      { name: 'Emergency', keywords: ['Emergency plumber'] },
      { name: 'Repairs', keywords: ['leak repair'] },
    ]);
    expect(plan.averageCpc).toBe(15);
    expect(plan.maxCpc).toBe(22.5);
    expect(plan.weeklyClicks).toBe(13);
    expect(plan.split).toEqual([
      { adGroup: 'Emergency', share: 0.86, weeklyBudget: 171.43 },
      { adGroup: 'Repairs', share: 0.14, weeklyBudget: 28.57 },
    ]);
    const none = bidsFromPlan(
      {
        source: 'sample',
        currency: 'USD',
        ideas: ideas.map((i) => ({ ...i, avgMonthlySearches: null, competition: null, lowTopOfPageBid: null, highTopOfPageBid: null })),
      },
      200,
    );
    expect(none).toMatchObject({ maxCpc: null, averageCpc: null, weeklyClicks: null, split: [] });
  });
});
