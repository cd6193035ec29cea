import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { campaignPayloadSchema } from '../src/contract/campaigns.js';
import type { PreflightResponse } from '../src/contract/preflight.js';
import { call, connectedPremiumUser } from './helpers.js';

/**
 * The review answers where each asset comes from, as the owner's campaign page shows it on
 * request: each sitelink, snippet value and price from the confirmed facts, the booking page as a
 * call to action, the call button from the owner's number.
 */

type PayloadInput = z.input<typeof campaignPayloadSchema>;

const dentist: PayloadInput = {
  objective: 'Leads',
  description: 'Bright Smile Dental is a family dentist in Austin.',
  type: 'Search',
  location: 'Austin, Texas',
  language: 'English',
  keywords: 'teeth whitening austin, dental implants austin, dental check-up austin',
  negativeKeywords: '',
  link1: 'https://brightsmile.example/',
  link2: '',
  link3: 'https://brightsmile.example/contact',
  link4: '',
  budget: 200,
  place: {
    id: 'geonames:4671654',
    kind: 'city',
    name: 'Austin, Texas, United States',
    countryCode: 'US',
    latitude: 30.26715,
    longitude: -97.74306,
  },
  facts: {
    brand: 'Bright Smile Dental',
    services: [
      { name: 'Teeth whitening', url: 'https://brightsmile.example/whitening', price: { amount: 199, currency: 'USD' } },
      { name: 'Dental implants', url: 'https://brightsmile.example/implants', price: { amount: 1800, currency: 'USD' } },
      { name: 'Check-ups', price: { amount: 95, currency: 'USD' } },
    ],
    sellingPoints: ['Evening appointments'],
    phone: '+1 512 555 0123',
    bookingUrl: 'https://brightsmile.example/book',
    notOffered: [],
    neverSay: [],
  },
};

describe('the review names each asset’s source', () => {
  it('sends each sitelink, snippet value, price and the call button with where it comes from', async () => {
    const user = await connectedPremiumUser();
    const created = await call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body: dentist });
    expect(created.status, created.text).toBe(201);
    const id = String((created.json?.['campaign'] as { id: string }).id);
    const res = await call(`/campaign/user/${user.uid}/${id}/preflight`, { token: user.idToken });
    expect(res.status, res.text).toBe(200);
    const { assets } = res.json as unknown as PreflightResponse;

    const sitelinks = Object.fromEntries(assets.sitelinks.map((s) => [s.url, s.source]));
    expect(sitelinks).toMatchObject({
      'https://brightsmile.example/whitening': { kind: 'fact', fact: 'Teeth whitening' },
      'https://brightsmile.example/implants': { kind: 'fact', fact: 'Dental implants' },
      'https://brightsmile.example/contact': { kind: 'fact', fact: 'https://brightsmile.example/contact' },
      'https://brightsmile.example/book': { kind: 'call-to-action' },
    });
    expect(assets.snippets.flatMap((s) => s.sources)).toEqual([
      { kind: 'fact', fact: 'Teeth whitening' },
      { kind: 'fact', fact: 'Dental implants' },
      { kind: 'fact', fact: 'Check-ups' },
    ]);
    expect(assets.price?.offerings.map((o) => [o.header, o.source])).toEqual([
      ['Teeth whitening', { kind: 'fact', fact: 'Teeth whitening' }],
      ['Dental implants', { kind: 'fact', fact: 'Dental implants' }],
      ['Check-ups', { kind: 'fact', fact: 'Check-ups' }],
    ]);
    expect(assets.call?.source).toEqual({ kind: 'fact', fact: '(512) 555-0123' });
  });
});
