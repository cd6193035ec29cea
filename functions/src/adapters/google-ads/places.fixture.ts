import type { CampaignPayload } from '../../contract/campaigns.js';

/**
 * An electrician on Brisbane's north side, the brief the places tests target suburbs, radii and
 * several places for: the unit tests of the plan and the integration tests against the sandbox.
 */
export const sparksBrief = (overrides: Partial<CampaignPayload> = {}): CampaignPayload => ({
  objective: 'Leads',
  description: 'Sparks Electrical: switchboard upgrades, smoke alarms and emergency call-outs on Brisbane\u2019s north side.',
  type: 'Search',
  location: 'Chermside',
  language: 'English',
  keywords: 'electrician, switchboard upgrade',
  negativeKeywords: '',
  link1: 'https://sparks.example/',
  link2: '',
  link3: '',
  link4: '',
  budget: 150,
  ...overrides,
});
