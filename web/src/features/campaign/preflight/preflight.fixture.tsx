import { MemoryRouter } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import type { PreflightResponse } from '@contract/preflight';
import { SessionContext } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { fakeSession, fakeUser } from '@/testing/session';
import { PreflightReview } from './preflight-review';

/** The review of a small Austin dental campaign in a EUR sandbox account, for the review's tests. */
export const review = (overrides: Partial<PreflightResponse> = {}): PreflightResponse => ({
  campaignId: 'c1',
  payload: {
    objective: 'Leads',
    description: 'Bright Smile Dental offers teeth whitening in Austin.',
    type: 'Search',
    location: 'Austin, Texas, United States',
    language: 'English',
    keywords: 'teeth whitening',
    negativeKeywords: '',
    link1: '',
    link2: '',
    link3: '',
    link4: '',
    budget: 140,
  },
  account: { customerId: '1112223333', name: 'Sandbox test account (EUR)', currency: 'EUR' },
  campaignType: 'Search',
  bidding: {
    strategy: 'MAXIMIZE_CLICKS',
    label: 'Maximize clicks',
    reason: 'Your account has no conversion actions yet, so Google bids for clicks.',
  },
  locations: [{ name: '15 km around Austin, Texas, United States', kind: 'radius', radiusKm: 15 }],
  language: { name: 'EN English', languageConstant: 'languageConstants/1000' },
  budget: {
    weeklyUsd: 140,
    currency: 'EUR',
    rate: 0.86,
    rateDate: '2026-11-01',
    rateSource: 'bundled table',
    dailyAmount: 17.2,
    dailyMicros: 17_200_000,
    minimumDaily: 1,
  },
  finalUrl: '',
  adGroups: [{ name: 'Teeth Whitening', keywords: [{ text: 'teeth whitening', matchType: 'PHRASE' }] }],
  ads: [
    {
      headlines: ['Teeth Whitening', 'Get a Free Quote', 'Serving Austin'],
      descriptions: ['Tell us what you need.', 'Quality service.'],
      path1: 'whitening',
      path2: '',
      finalUrl: '',
      added: { headlines: ['Serving Austin'], descriptions: [] },
    },
  ],
  negatives: ['free', 'jobs'],
  assets: {
    sitelinks: [],
    callouts: ['Free parking', 'Fast Response', 'Fair Prices', 'Trusted Service'],
    snippets: [],
    call: null,
    message: null,
    price: null,
    promotion: null,
    notes: [],
  },
  status: 'PAUSED',
  problems: [{ code: 'LANDING_PAGE_MISSING', message: 'Your ads need a landing page.', fix: 'Enter your landing page (https://…) below.' }],
  ...overrides,
});

export function renderReview(
  onCreated: Mock = vi.fn(),
  language: 'en' | 'es' = 'en',
): { user: ReturnType<typeof renderWithProviders>['user']; onCreated: Mock } {
  const { user } = renderWithProviders(
    <MemoryRouter>
      <SessionContext value={fakeSession({ user: fakeUser() })}>
        <PreflightReview uid="user-1" campaignId="c1" onCreated={onCreated} />
      </SessionContext>
    </MemoryRouter>,
    { language },
  );
  return { user, onCreated };
}
