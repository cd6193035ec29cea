import { describe, expect, it } from 'vitest';
import { emptyProfile } from '../contract/business-profile.js';
import type { Facts, OwnerInput } from '../contract/campaigns.js';
import { draftFromBrief } from './draft.js';
import { profileWithFacts } from './facts.js';

const NEVER = ['insured', '24/7'];
/** Whole words, as the owner means them ("insured" is not inside "uninsured"). */
const holds = (text: string) => NEVER.some((w) => new RegExp(`(?<![\\p{L}\\d])${w.replace('/', '\\/')}(?![\\p{L}\\d])`, 'iu').test(text));

const description =
  'Bright Spark Electrical is a licensed QLD electrician in North Brisbane. Licensed and insured for every job. Available 24/7 for call-outs. We offer EV chargers and smoke alarms. Upfront fixed pricing. Call (07) 3123 4567.';

const facts: Facts = {
  brand: 'Bright Spark Electrical',
  services: [{ name: 'EV chargers', price: { amount: 1200, currency: 'AUD' } }, { name: 'Smoke alarms' }],
  sellingPoints: ['Licensed QLD electrician', 'Upfront fixed pricing'],
  phone: '(07) 3123 4567',
  notOffered: ['emergency call-outs'],
  neverSay: NEVER,
};

describe('the business profile draft honours the words never to use', () => {
  it('leaves out every sentence, selling point and offer holding one, and keeps the rest of the brief', () => {
    const draft = draftFromBrief({ description, location: 'Brisbane, Australia', language: 'English', facts });
    const texts = [draft.offering, draft.hours, ...draft.sellingPoints, ...draft.offers, ...draft.places];
    expect(texts.filter(holds)).toEqual([]);
    expect(draft.offering).toContain('We offer EV chargers and smoke alarms.');
    expect(draft.sellingPoints).toEqual(['Licensed QLD electrician', 'Upfront fixed pricing']);
    expect(draft.phone).toBe('(07) 3123 4567');
    // The words themselves are kept where the owner keeps them.
    expect(draft.avoid).toEqual(NEVER);
  });

  it('drafts the brief whole when the owner named no such words', () => {
    const draft = draftFromBrief({ description, location: 'Brisbane, Australia', language: 'English', facts: { ...facts, neverSay: [] } });
    expect(draft.offering).toContain('Licensed and insured for every job.');
  });
});

describe('the profile after confirmed facts', () => {
  const input: OwnerInput & { facts: Facts } = {
    objective: 'Leads',
    type: 'Search',
    location: 'Brisbane, Australia',
    language: 'English',
    description,
    keywords: ['ev charger installation'],
    negativeKeywords: [],
    pages: { landing: 'https://brightspark.example/' },
    budget: 100,
    facts,
  };

  it('drops what an earlier profile said that the owner now asks never to say', () => {
    const earlier = {
      ...emptyProfile(),
      status: 'confirmed' as const,
      offering: 'Licensed and insured electrician. EV chargers and smoke alarms in North Brisbane.',
      sellingPoints: ['Licensed and Insured', '24/7 emergency service', 'Family owned'],
      offers: ['Free quote 24/7'],
    };
    const profile = profileWithFacts(earlier, input);
    const texts = [profile.offering, profile.hours, ...profile.sellingPoints, ...profile.offers];
    expect(texts.filter(holds)).toEqual([]);
    expect(profile.offering).toBe('EV chargers and smoke alarms in North Brisbane.');
    expect(profile.sellingPoints).toEqual(['Licensed QLD electrician', 'Upfront fixed pricing', 'Family owned']);
    expect(profile.avoid).toEqual(NEVER);
  });
});
