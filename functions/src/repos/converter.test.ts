import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { StoredDocumentError } from './converter.js';
import { campaignConverter } from './campaigns.js';
import { connectionConverter, oauthStateConverter } from './google-ads.js';
import { chatConverter } from './chat.js';
import { keywordCacheConverter } from './keywords.js';
import { sandboxMutationConverter } from '../local/google-ads/store.js';
import { resultsCacheConverter } from './results.js';
import { leaseConverter, usageCountersConverter } from './usage.js';
import { userConverter } from './users.js';

const snap = (id: string, data: Record<string, unknown>) => ({ id, data: () => data }) as unknown as QueryDocumentSnapshot;

describe('users converter (issue 25 item 2)', () => {
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

describe('campaigns converter (issue 25 item 2)', () => {
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
      link1: '',
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

describe('the other collections refuse what is malformed and read what older versions wrote (issue 25 item 2)', () => {
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

describe('allowances, chat and the Google Ads sandbox (issue 25 item 2)', () => {
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
