import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { StoredDocumentError } from './converter.js';
import { campaignConverter, storedStrategy } from './campaigns.js';
import { connectionConverter, oauthStateConverter } from './google-ads.js';
import { chatConverter } from './chat.js';
import { keywordCacheConverter } from './keywords.js';
import { sandboxMutationConverter } from '../local/google-ads/store.js';
import { resultsCacheConverter } from './results.js';
import { leaseConverter, usageCountersConverter } from './usage.js';
import { userConverter } from './users.js';

const snap = (id: string, data: Record<string, unknown>) => ({ id, data: () => data }) as unknown as QueryDocumentSnapshot;

describe('users converter', () => {
  it('reads a well-formed user, with defaults for absent fields', () => {
    const created = Timestamp.fromMillis(1_000);
    const user = userConverter.fromFirestore(
      snap('u1', { name: 'Ana', plan: 'PRO', createdAt: created, language: 'es', subscription: 'junk' }),
    );
    expect(user).toEqual({
      uid: 'u1',
      name: 'Ana',
      email: '',
      picture: '',
      plan: 'PRO',
      createdAt: created,
      lastLoginAt: Timestamp.fromMillis(0),
      language: 'es',
    });
  });

  it('refuses a malformed stored user, naming the collection, the document and the field', () => {
    const read = () => userConverter.fromFirestore(snap('u2', { name: 'Ana', email: 42 }));
    expect(read).toThrow(StoredDocumentError);
    expect(read).toThrow(/users\/u2: field 'email'/);
    expect(() => userConverter.fromFirestore(snap('u3', { lastLoginAt: '2026-01-01' }))).toThrow(/users\/u3: field 'lastLoginAt'/);
  });
});

describe('campaigns converter', () => {
  it('reads a campaign an older version wrote: defaults for absent fields, ISO dates from strings, an old strategy as none', () => {
    const campaign = campaignConverter.fromFirestore(
      snap('c1', {
        objective: 'Leads',
        createdAt: '2025-03-01T10:00:00Z',
        budget: 70,
        strategy: { headlines: 'old shape' },
        strategyText: 'Plan',
      }),
    );
    expect(campaign).toMatchObject({
      id: 'c1',
      name: 'Campaign',
      status: 'Draft',
      objective: 'Leads',
      description: '',
      keywords: [],
      negativeKeywords: [],
      pages: {},
      budget: 70,
      createdAt: '2025-03-01T10:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
      strategyText: 'Plan',
      generationError: null,
      googleAdsPending: null,
    });
    expect(campaign.strategy).toBeUndefined();
    expect(campaign.googleAds).toBeUndefined();
  });

  it('reads the Google Ads state with its status and known problems only', () => {
    const campaign = campaignConverter.fromFirestore(
      snap('c2', {
        createdAt: Timestamp.fromMillis(0),
        googleAds: { customerId: '1', campaignResourceName: 'customers/1/campaigns/2', status: 'ENABLED', problems: ['BILLING', 'NOPE'] },
      }),
    );
    expect(campaign.googleAds).toEqual({
      customerId: '1',
      campaignResourceName: 'customers/1/campaigns/2',
      status: 'ENABLED',
      problems: ['BILLING'],
    });
  });

  it('refuses a malformed stored campaign, naming the collection, the document and the field', () => {
    expect(() => campaignConverter.fromFirestore(snap('c3', { description: 42 }))).toThrow(StoredDocumentError);
    expect(() => campaignConverter.fromFirestore(snap('c3', { description: 42 }))).toThrow(
      /users\/\{uid\}\/campaigns\/c3: field 'description'/,
    );
    expect(() => campaignConverter.fromFirestore(snap('c4', { budget: '70' }))).toThrow(/c4: field 'budget'/);
    expect(() => campaignConverter.fromFirestore(snap('c5', { googleAds: 'yes' }))).toThrow(/c5: field 'googleAds'/);
    expect(() => campaignConverter.fromFirestore(snap('c6', { createdAt: { seconds: 1 } }))).toThrow(/c6: field 'createdAt'/);
  });
});

describe('campaigns: every earlier stored shape reads as the one model', () => {
  const created = Timestamp.fromMillis(Date.UTC(2025, 0, 2));
  const shared = {
    headlines: ['Pan de masa madre', 'Panadería en Madrid', 'Pedí tu pan hoy'],
    descriptions: ['Pan del día.', 'Pedí online.'],
  };
  const strategyCore = {
    summary: 'Plan',
    recommendedCampaignType: 'Search',
    bidding: 'Manual CPC',
    negativeKeywords: ['gratis'],
    budget: { weekly: 140, daily: 20, split: [] },
    kpis: ['CTR'],
    nextSteps: ['Medir'],
  };
  const spec = {
    objective: 'Sales',
    type: 'Search',
    location: 'Madrid, España',
    language: 'Spanish',
    description: 'Panadería La Espiga: pan de masa madre en Madrid.',
    budget: 140,
  };

  it('the first shape: the SPEC payload (link1..link4, comma-separated keywords) and one shared ad over groups without ads', () => {
    const campaign = campaignConverter.fromFirestore(
      snap('v1', {
        ...spec,
        keywords: 'pan artesanal, pan de masa madre;panadería madrid',
        negativeKeywords: 'gratis, receta',
        link1: 'https://espiga.example/',
        link2: '',
        link3: 'https://espiga.example/contacto',
        link4: ' ',
        name: 'Pan – Madrid',
        status: 'Strategy ready',
        createdAt: created,
        strategy: {
          ...strategyCore,
          ...shared,
          adGroups: [
            { name: 'Pan', keywords: [{ text: 'pan artesanal', matchType: 'PHRASE' }] },
            { name: 'Tortas', keywords: [{ text: 'tortas', matchType: 'EXACT' }] },
          ],
        },
        strategyText: 'Plan',
      }),
    );
    expect(campaign).toMatchObject({
      keywords: ['pan artesanal', 'pan de masa madre', 'panadería madrid'],
      negativeKeywords: ['gratis', 'receta'],
      pages: { landing: 'https://espiga.example/', contact: 'https://espiga.example/contacto' },
      createdAt: '2025-01-02T00:00:00.000Z',
      googleAdsPending: null,
    });
    expect(campaign).not.toHaveProperty('link1');
    // Each group has the ad it served with, the shared one; the campaign-level lines are derived from the first group.
    // (with display paths from the group, by the one path rule, as every ad has them)
    expect(campaign.strategy!.adGroups.map((g) => g.ad)).toEqual([
      { ...shared, path1: 'pan-artesanal' },
      { ...shared, path1: 'tortas' },
    ]);
    expect(campaign.strategy!.headlines).toEqual(shared.headlines);
    // Written back, the ads are stored once, in their groups.
    const written = storedStrategy(campaign.strategy!);
    expect(written).not.toHaveProperty('headlines');
    expect(written).not.toHaveProperty('descriptions');
  });

  it('the second shape: a chosen place, callouts and an A/B plan, dates as ISO strings and epoch milliseconds', () => {
    const place = { id: 'geoTargetConstants/1005424', kind: 'city', name: 'Madrid, España', countryCode: 'ES' };
    const abTest = {
      angle: 'precio',
      headlines: ['a', 'b', 'c'],
      descriptions: ['d', 'e'],
      hypothesis: 'h',
      metric: 'm',
      clicksPerVariant: 300,
    };
    const campaign = campaignConverter.fromFirestore(
      snap('v2', {
        ...spec,
        keywords: 'pan',
        link1: 'https://espiga.example/',
        place,
        createdAt: '2025-03-01T10:00:00Z',
        updatedAt: Date.UTC(2025, 2, 2),
        strategy: { ...strategyCore, ...shared, adGroups: [{ name: 'Pan', keywords: [] }], callouts: ['Horneado cada día'], abTest },
      }),
    );
    expect(campaign).toMatchObject({ place, keywords: ['pan'], updatedAt: '2025-03-02T00:00:00.000Z' });
    expect(campaign.strategy).toMatchObject({ callouts: ['Horneado cada día'], abTest });
  });

  it('the third shape: contact fields, and groups with their own ads (paths kept) beside the shared one', () => {
    const own = {
      headlines: ['Tortas por encargo', 'Tortas en Madrid', 'Pedí tu torta'],
      descriptions: ['Tortas.', 'Pedí.'],
      path1: 'tortas',
      path2: '',
    };
    const thin = { headlines: ['Solo una'], descriptions: ['Una.'], path1: 'x', path2: '' };
    const campaign = campaignConverter.fromFirestore(
      snap('v3', {
        ...spec,
        keywords: 'tortas',
        phone: '+34 600 000 000',
        whatsapp: '',
        bookingUrl: 'https://espiga.example/pedidos',
        createdAt: created,
        strategy: {
          ...strategyCore,
          ...shared,
          adGroups: [
            { name: 'Tortas', keywords: [], ad: own },
            { name: 'Pan', keywords: [], ad: thin },
          ],
        },
      }),
    );
    expect(campaign).toMatchObject({ phone: '+34 600 000 000', whatsapp: '', bookingUrl: 'https://espiga.example/pedidos' });
    // A group's own ad stays; one too thin to serve takes the shared ad it was served with.
    expect(campaign.strategy!.adGroups.map((g) => g.ad)).toEqual([own, { ...shared, path1: 'pan' }]);
    expect(campaign.strategy!.headlines).toEqual(own.headlines);
  });

  it('the fourth shape: the Google Ads state, a creation claim and a failed generation', () => {
    const campaign = campaignConverter.fromFirestore(
      snap('v4', {
        ...spec,
        keywords: 'pan',
        createdAt: created,
        generationError: 'AI_TIMEOUT',
        googleAdsPending: 1_700_000_000_000,
        googleAds: { customerId: '1', campaignResourceName: 'customers/1/campaigns/2', status: 'PAUSED', createdAt: created },
      }),
    );
    expect(campaign).toMatchObject({
      generationError: 'AI_TIMEOUT',
      googleAdsPending: 1_700_000_000_000,
      googleAds: { customerId: '1', campaignResourceName: 'customers/1/campaigns/2', status: 'PAUSED' },
      strategyText: '',
    });
    expect(campaign.strategy).toBeUndefined();
  });

  it('the present shape: lists, pages by role, ads in their groups only, and the optional facts, places, sources and budget in local money', () => {
    const ad = {
      ...shared,
      path1: 'pan',
      sources: { headlines: [{ kind: 'fact', fact: 'masa madre' }, { kind: 'place' }, { kind: 'call-to-action' }] },
    };
    const facts = {
      brand: 'La Espiga',
      services: [{ name: 'Pan de masa madre', price: { amount: 4.5, currency: 'EUR' } }],
      sellingPoints: ['Horneado cada día'],
      notOffered: ['catering'],
      neverSay: ['el mejor'],
    };
    const places = [
      { id: 'geoTargetConstants/1005424', kind: 'city', name: 'Madrid', countryCode: 'ES', radiusKm: 5, latitude: 40.4, longitude: -3.7 },
    ];
    const stored = {
      ...spec,
      keywords: ['pan artesanal', 'pan, con coma'],
      negativeKeywords: [],
      pages: { landing: 'https://espiga.example/', about: 'https://espiga.example/nosotros', unknown: 'https://x.example/' },
      localBudget: { amount: 130, currency: 'EUR' },
      places,
      facts,
      conversionActions: [{ kind: 'CALL_FROM_ADS', callSeconds: 60 }],
      createdAt: created,
      strategy: { ...strategyCore, adGroups: [{ name: 'Pan', keywords: [], ad }], calloutSources: [{ kind: 'owner' }] },
    };
    const campaign = campaignConverter.fromFirestore(snap('v5', stored));
    expect(campaign).toMatchObject({
      keywords: ['pan artesanal', 'pan, con coma'],
      pages: { landing: 'https://espiga.example/', about: 'https://espiga.example/nosotros' },
      localBudget: { amount: 130, currency: 'EUR' },
      places,
      facts,
      conversionActions: [{ kind: 'CALL_FROM_ADS', callSeconds: 60 }],
    });
    expect(campaign.pages).not.toHaveProperty('unknown');
    expect(campaign.strategy!.adGroups[0]!.ad).toEqual(ad);
    expect(campaign.strategy!.calloutSources).toEqual([{ kind: 'owner' }]);
    // Read and written again, the strategy is what was stored.
    expect(storedStrategy(campaign.strategy!)).toEqual(stored.strategy);
  });

  it('optional shapes that no longer fit are read as absent, never as a broken campaign', () => {
    const campaign = campaignConverter.fromFirestore(
      snap('v6', {
        ...spec,
        keywords: 'pan',
        createdAt: created,
        facts: { services: 'pan' },
        places: [],
        localBudget: { amount: -1, currency: 'EUR' },
      }),
    );
    expect(campaign.facts).toBeUndefined();
    expect(campaign.places).toBeUndefined();
    expect(campaign.localBudget).toBeUndefined();
  });
});

describe('the other collections refuse what is malformed and read what older versions wrote', () => {
  it('oauthStates: a state from before the browser binding reads as bound to none; a state without uid is refused', () => {
    const state = oauthStateConverter.fromFirestore(
      snap('h1', { uid: 'u1', returnTo: '/x', redirectUri: 'https://a/cb', createdAt: 1, expiresAt: 2, usedAt: null, language: 'fr' }),
    );
    expect(state).toEqual({
      uid: 'u1',
      returnTo: '/x',
      redirectUri: 'https://a/cb',
      browserHash: '',
      createdAt: 1,
      expiresAt: 2,
      usedAt: null,
    });
    expect(() => oauthStateConverter.fromFirestore(snap('h2', { returnTo: '/x' }))).toThrow(/oauthStates\/h2: field 'uid'/);
  });

  it('googleAdsConnections: defaults for a connection written before `broken`; a non-string token is refused', () => {
    expect(connectionConverter.fromFirestore(snap('u1', { sealedRefreshToken: 'sealed' }))).toMatchObject({
      sealedRefreshToken: 'sealed',
      broken: false,
    });
    expect(() => connectionConverter.fromFirestore(snap('u2', { sealedRefreshToken: 7 }))).toThrow(
      /googleAdsConnections\/u2: field 'sealedRefreshToken'/,
    );
  });

  it('keywordCache and resultsCache: an entry without its time is refused, naming the field', () => {
    expect(keywordCacheConverter.fromFirestore(snap('k1', { kind: 'ideas', response: { ideas: [] }, createdAt: 5 }))).toMatchObject({
      createdAt: 5,
    });
    expect(() => keywordCacheConverter.fromFirestore(snap('k2', { kind: 'ideas', response: {} }))).toThrow(
      /keywordCache\/k2: field 'createdAt'/,
    );
    expect(() => resultsCacheConverter.fromFirestore(snap('r1', { fetchedAtMs: 1 }))).toThrow(/resultsCache\/r1: field 'json'/);
  });
});

describe('allowances, chat and the Google Ads sandbox', () => {
  it('usage counters: absent counts are 0; a count stored as text is refused', () => {
    expect(usageCountersConverter.fromFirestore(snap('lifetime', { campaigns: 2 }))).toMatchObject({ campaigns: 2, ai_queries: 0 });
    expect(() => usageCountersConverter.fromFirestore(snap('lifetime', { ai_queries: '3' }))).toThrow(
      /users\/\{uid\}\/usage\/lifetime: field 'ai_queries'/,
    );
  });

  it('leases: a lease from before `delivered` is undelivered; one without its end is refused', () => {
    expect(leaseConverter.fromFirestore(snap('l1', { feature: 'campaigns', period: 'lifetime', leaseUntil: 10 }))).toMatchObject({
      delivered: false,
    });
    expect(() => leaseConverter.fromFirestore(snap('l2', { feature: 'campaigns' }))).toThrow(/reservations\/l2: field 'leaseUntil'/);
  });

  it('chat: a marker reads as one; a message stored as a number is refused', () => {
    expect(chatConverter.fromFirestore(snap('c1', { newConversation: true }))).toMatchObject({ newConversation: true, message: '' });
    expect(() => chatConverter.fromFirestore(snap('c2', { message: 1, response: 'x' }))).toThrow(/chat\/c2: field 'message'/);
  });

  it('sandbox mutations: an undo’s removal names its resource; a mutate without resource names is refused', () => {
    const base = { uid: 'u', createdAt: 1, resourceNames: ['customers/1/campaignCriteria/2~3'] };
    const undo = sandboxMutationConverter.fromFirestore(
      snap('m1', {
        ...base,
        operations: [{ entity: 'campaign_criterion', operation: 'remove', resource: 'customers/1/campaignCriteria/2~3' }],
      }),
    );
    expect(undo).toMatchObject({ method: 'GoogleAdsService.Mutate', partialFailure: false });
    expect(() => sandboxMutationConverter.fromFirestore(snap('m2', { uid: 'u', createdAt: 1, operations: [] }))).toThrow(
      /localGoogleAdsMutations\/m2: field 'resourceNames'/,
    );
  });
});
