import { describe, expect, it } from 'vitest';
import { offlineStrategy } from '../strategy/strategist.js';
import { samplePlanner } from '../local/keywords/sample-planner.js';
import { fieldsOfPayload } from '../contract/campaigns.js';
import { marketBids } from './market.js';

const plumber = fieldsOfPayload({
  objective: 'Leads',
  description: 'Lone Star Plumbing is a licensed and insured emergency plumber in Austin, open 24/7 with flat-rate pricing.',
  type: 'Search',
  location: 'Austin, Texas, United States',
  language: 'English',
  keywords: 'emergency plumber, water heater repair',
  negativeKeywords: '',
  link1: 'https://lonestarplumbing.example',
  link2: '',
  link3: '',
  link4: '',
  budget: 350,
});

describe('market bids (the strategy bids from the keyword planner)', () => {
  it('turns the planner forecast for the campaign keywords into CPCs and weekly clicks within the budget', async () => {
    const planner = samplePlanner();
    const market = (await marketBids(planner, plumber))!;
    const forecast = await planner.forecast({
      keywords: [
        { text: 'emergency plumber', matchType: 'PHRASE' },
        { text: 'water heater repair', matchType: 'PHRASE' },
      ],
      weeklyBudget: plumber.budget,
      location: plumber.location,
      language: plumber.language,
    });
    expect(market.source).toBe('sample');
    expect(market.averageCpc).toBe(forecast.weekly.averageCpc);
    expect(market.weeklyClicks).toBe(forecast.weekly.clicks);
    expect(market.maxCpc).toBeGreaterThan(market.averageCpc);
    expect(market.weeklyClicks * market.averageCpc).toBeLessThanOrEqual(plumber.budget + 1);
  });

  it('the offline strategy states the market CPC cap instead of the budget-based one', async () => {
    const market = (await marketBids(samplePlanner(), plumber))!;
    const withMarket = offlineStrategy({ ...plumber, market });
    const budgetOnly = offlineStrategy(plumber);
    const cap = `USD ${market.maxCpc.toFixed(2)}`;
    expect([withMarket.bidding, ...withMarket.kpis].join(' ')).toContain(cap);
    expect(withMarket.kpis.join(' ')).toContain(`about ${Math.floor(market.weeklyClicks / 7)} clicks a day`);
    expect([budgetOnly.bidding, ...budgetOnly.kpis].join(' ')).not.toContain(cap);
  });
});
