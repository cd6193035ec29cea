import { describe, expect, it } from 'vitest';
import { fieldsOfPayload, type CampaignPayload } from '../../contract/campaigns.js';
import { buildCampaignOperations } from './operations.js';
import { sourcedAssets } from './line-sources.js';

/** A dentist in Austin with confirmed facts: three priced services (two with their own page), a phone and a booking page. */
const form = (): CampaignPayload => ({
  objective: 'Leads',
  description: 'Bright Smile Dental in Austin. Teeth whitening $199, implants $1,800, check-ups $95. 20% off your first check-up.',
  type: 'Search',
  location: 'Austin, Texas, United States',
  place: { id: 'geonames:4671654', name: 'Austin, Texas, United States', countryCode: 'US', kind: 'city' },
  language: 'English',
  keywords: 'teeth whitening austin, dental implants austin',
  negativeKeywords: '',
  link1: 'https://brightsmile.example/',
  link2: 'https://brightsmile.example/services',
  link3: 'https://brightsmile.example/contact',
  link4: '',
  budget: 150,
  facts: {
    brand: 'Bright Smile Dental',
    services: [
      { name: 'Teeth whitening', url: 'https://brightsmile.example/whitening', price: { amount: 199, currency: 'USD' } },
      { name: 'Dental implants', url: 'https://brightsmile.example/implants', price: { amount: 1800, currency: 'USD' } },
      { name: 'Check-ups', price: { amount: 95, currency: 'USD' } },
    ],
    sellingPoints: ['Evening appointments'],
    phone: '+15125550123',
    bookingUrl: 'https://brightsmile.example/book',
    notOffered: [],
    neverSay: [],
  },
});
const payload = () => fieldsOfPayload(form());
/** The same form posted without confirmed facts: prices and offers are read from the description. */
const unconfirmed = () => {
  const { facts: _facts, ...rest } = form();
  return fieldsOfPayload(rest);
};

const opts = {
  customerId: '1234567890',
  campaignName: 'Pautia · test',
  geoTargetConstants: ['geoTargetConstants/1026201'],
  languageConstant: 'languageConstants/1000',
  languageCode: 'en',
  currency: 'USD',
};

describe('where each asset of the review comes from', () => {
  const review = sourcedAssets(buildCampaignOperations(payload(), undefined, opts).assets);

  it('names the confirmed service behind each service page’s sitelink, the booking page as a call to action, and the page the owner gave for the rest', () => {
    const byText = Object.fromEntries(review.sitelinks.map((s) => [s.text, s.source]));
    expect(byText).toMatchObject({
      'Teeth whitening': { kind: 'fact', fact: 'Teeth whitening' },
      'Dental implants': { kind: 'fact', fact: 'Dental implants' },
      'Contact Us': { kind: 'fact', fact: 'https://brightsmile.example/contact' },
      'Book Online': { kind: 'call-to-action' },
    });
    // Every sitelink carries one (null only where none is known).
    expect(review.sitelinks.every((s) => s.source !== undefined && s.source !== null)).toBe(true);
  });

  it('names the service when its page is also one of the form’s links', () => {
    const both = fieldsOfPayload({ ...form(), link2: 'https://brightsmile.example/whitening' });
    const { sitelinks } = sourcedAssets(buildCampaignOperations(both, undefined, opts).assets);
    expect(sitelinks.find((s) => s.url === 'https://brightsmile.example/whitening')?.source).toEqual({
      kind: 'fact',
      fact: 'Teeth whitening',
    });
  });

  it('names the confirmed service behind each snippet value and each price', () => {
    expect(review.snippets).toEqual([
      {
        header: 'Service catalog',
        values: ['Teeth whitening', 'Dental implants', 'Check-ups'],
        sources: [
          { kind: 'fact', fact: 'Teeth whitening' },
          { kind: 'fact', fact: 'Dental implants' },
          { kind: 'fact', fact: 'Check-ups' },
        ],
      },
    ]);
    expect(review.price?.offerings.map((o) => [o.header, o.amount, o.source])).toEqual([
      ['Teeth whitening', 199, { kind: 'fact', fact: 'Teeth whitening' }],
      ['Dental implants', 1800, { kind: 'fact', fact: 'Dental implants' }],
      ['Check-ups', 95, { kind: 'fact', fact: 'Check-ups' }],
    ]);
  });

  it('names the owner’s number behind the call button, as people there write it', () => {
    expect(review.call).toEqual({ countryCode: 'US', phoneNumber: '5125550123', source: { kind: 'fact', fact: '(512) 555-0123' } });
  });

  it('quotes the owner’s own priced words when prices and offers are read from the description (no confirmed facts)', () => {
    const read = sourcedAssets(buildCampaignOperations(unconfirmed(), undefined, opts).assets);
    expect(read.price?.offerings.map((o) => o.source)).toEqual([
      { kind: 'fact', fact: 'Teeth whitening $199' },
      { kind: 'fact', fact: 'implants $1,800' },
      { kind: 'fact', fact: 'check-ups $95.' },
    ]);
    expect(read.promotion?.source).toEqual({ kind: 'fact', fact: '20% off your first check-up.' });
  });

  it('says null, never a made-up source, for a snippet value taken from a group name', () => {
    const strategy = {
      summary: '',
      recommendedCampaignType: 'Search',
      bidding: '',
      adGroups: ['Whitening', 'Implants', 'Check-ups'].map((name) => ({
        name,
        keywords: [{ text: name.toLowerCase(), matchType: 'PHRASE' as const }],
      })),
      headlines: [],
      descriptions: [],
      negativeKeywords: [],
      budget: { weekly: 150, daily: 21.43, split: [] },
      kpis: [],
      nextSteps: [],
    };
    const read = sourcedAssets(buildCampaignOperations(unconfirmed(), strategy, opts).assets);
    expect(read.snippets[0]?.values).toEqual(['Whitening', 'Implants', 'Check-ups']);
    expect(read.snippets[0]?.sources).toEqual([null, null, null]);
  });
});
