import { describe, expect, it } from 'vitest';
import type { Strategy } from '../contract/campaigns.js';
import { emptyProfile } from '../contract/business-profile.js';
import { applyProfile, learnFromEdit, mergeProfile } from './learn.js';
import { draftFromBrief } from './draft.js';

const strategy: Strategy = {
  summary: 's',
  recommendedCampaignType: 'Search',
  bidding: 'b',
  adGroups: [
    {
      name: 'Pan',
      keywords: [
        { text: 'panaderia cordoba', matchType: 'PHRASE' },
        { text: 'panificadora sol', matchType: 'EXACT' },
      ],
    },
  ],
  headlines: ['Pan De Masa Madre', 'La Mejor De Córdoba', 'Tortas Por Encargo', 'Pedí Por WhatsApp', 'Mejor Que Panificadora Sol'],
  descriptions: ['Pan recién horneado todos los días.', 'Tortas por encargo para tu cumpleaños.', 'La mejor de Córdoba, sin dudas.'],
  negativeKeywords: ['gratis'],
  budget: { weekly: 100, daily: 14.29, split: [] },
  kpis: [],
  nextSteps: [],
};

describe('applyProfile', () => {
  it('drops lines the owner deleted, claims they never use and competitors; competitors become negatives', () => {
    const profile = {
      ...emptyProfile(),
      rejectedLines: ['pedí por whatsapp'],
      avoid: ['la mejor de Córdoba'],
      competitors: ['Panificadora Sol'],
    };
    const out = applyProfile(strategy, profile);
    expect(out.descriptions).toEqual(['Pan recién horneado todos los días.', 'Tortas por encargo para tu cumpleaños.']);
    expect(out.negativeKeywords).toContain('panificadora sol');
  });

  it('keeps a list whole when removing would leave fewer lines than Google needs', () => {
    const profile = { ...emptyProfile(), rejectedLines: ['Pan De Masa Madre', 'Tortas Por Encargo', 'Pedí Por WhatsApp'] };
    expect(applyProfile(strategy, profile).headlines).toEqual(strategy.headlines);
  });

  it('removes what it can above the minimum, and competitor keywords', () => {
    const profile = { ...emptyProfile(), rejectedLines: ['pedí por whatsapp'], competitors: ['Panificadora Sol'], avoid: [] };
    const out = applyProfile(strategy, profile);
    expect(out.headlines).toEqual(['Pan De Masa Madre', 'La Mejor De Córdoba', 'Tortas Por Encargo']);
    expect(out.adGroups[0]!.keywords.map((k) => k.text)).toEqual(['panaderia cordoba']);
    expect(out.negativeKeywords).toEqual(['gratis', 'panificadora sol']);
    expect(out.descriptions).toHaveLength(3);
  });

  it('changes nothing without a profile', () => {
    expect(applyProfile(strategy, undefined)).toBe(strategy);
  });
});

describe('learnFromEdit', () => {
  it('records deleted lines and written ones; writing a rejected line again un-rejects it', () => {
    const start = { ...emptyProfile(), status: 'confirmed' as const };
    const once = learnFromEdit(start, ['A uno', 'B dos', 'C tres'], ['A uno', 'C tres', 'Mi frase propia']);
    expect(once.rejectedLines).toEqual(['B dos']);
    expect(once.voiceExamples).toEqual(['Mi frase propia']);
    const twice = learnFromEdit(once, ['A uno'], ['A uno', 'b DOS']);
    expect(twice.rejectedLines).toEqual([]);
    expect(twice.voiceExamples).toEqual(['Mi frase propia', 'b DOS']);
  });

  it('answers the same profile when nothing changed', () => {
    const p = emptyProfile();
    expect(learnFromEdit(p, ['x'], ['x'])).toBe(p);
  });

  it('survives the owner saving the profile', () => {
    const learned = { ...emptyProfile(), rejectedLines: ['x'], voiceExamples: ['y'] };
    const merged = mergeProfile(learned, { ...emptyProfile(), businessName: 'N' });
    expect(merged).toMatchObject({ businessName: 'N', rejectedLines: ['x'], voiceExamples: ['y'], status: 'confirmed' });
  });
});

describe('draftFromBrief', () => {
  it('takes only what an English brief says', () => {
    const d = draftFromBrief({
      description: 'Bright Smile Dental offers teeth whitening from $99 in Leeds. Open Mon-Fri 9am-6pm. Call 0113 496 0000.',
      location: 'Leeds, United Kingdom',
      language: 'English',
      pages: { landing: 'https://brightsmile.example/' },
    });
    expect(d).toMatchObject({
      status: 'draft',
      businessName: 'Bright Smile Dental',
      places: ['Leeds, United Kingdom'],
      phone: '0113 496 0000',
      whatsapp: '',
    });
    expect(d.offers.join(' ')).toMatch(/\$99/);
    expect(d.hours).toMatch(/9am-6pm/);
    expect(d.sitePages).toEqual(['https://brightsmile.example/']);
    expect(d.competitors).toEqual([]);
  });
});
