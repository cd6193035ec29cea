import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from './fixtures';
import { newAccount, signIn, type E2EAccount } from './fixtures';

/**
 * Every route of the spec (docs/product.md P2), with the spec strings each must carry, signed out and
 * signed in. `'login'` means the route is signed-in-only: a visitor lands on /login instead.
 */
export interface RouteExpectation {
  /** Text of the page's h1 (when the spec names it). */
  heading?: string | RegExp;
  /** Further spec strings that must be on the page. */
  texts?: (string | RegExp)[];
}

export interface RouteCase {
  path: string;
  signedOut: RouteExpectation | 'login';
  signedIn: RouteExpectation | ((account: E2EAccount) => RouteExpectation);
}

const LEGAL = ['Last updated October 15, 2025', 'Provisional and generic.'];
const same = (expectation: RouteExpectation) => ({ signedOut: expectation, signedIn: expectation });
const legal = (path: string, heading: string, ...texts: (string | RegExp)[]): RouteCase => ({
  path,
  ...same({ heading, texts: [...LEGAL, ...texts] }),
});

export const loginPage: RouteExpectation = { heading: /Welcome/, texts: ['Sign in with Google'] };

export const routes: RouteCase[] = [
  {
    path: '/',
    ...same({
      heading: 'Turn ad spend into customers, not guesswork',
      texts: [
        'Start Now - Free Consultation',
        'Get Started Today',
        'Free consultation',
        'Expert guidance',
        'Clear ROI',
        '24/7 support',
        'Satisfaction guarantee',
      ],
    }),
  },
  { path: '/login', ...same(loginPage) },
  {
    path: '/dashboard',
    signedOut: 'login',
    signedIn: { texts: ['No campaigns yet.'] },
  },
  {
    path: '/dashboard#new',
    signedOut: 'login',
    signedIn: { texts: ['Business Info', 'Back to chat', 'Next'] },
  },
  {
    path: '/profile',
    signedOut: 'login',
    signedIn: (account) => ({ heading: 'My Profile', texts: [account.name, account.email] }),
  },
  {
    path: '/business',
    signedOut: 'login',
    signedIn: { heading: 'Your business', texts: ['Business name', 'Competitor names to exclude'] },
  },
  {
    path: '/help',
    signedOut: 'login',
    signedIn: { heading: 'Talk to a person', texts: ['Your requests', 'Send request'] },
  },
  {
    path: '/plan',
    signedOut: 'login',
    signedIn: { heading: 'My Plan', texts: ["What's included", 'Plan detected from your account: Free', 'Back to Dashboard'] },
  },
  {
    path: '/pricing',
    signedOut: 'login',
    signedIn: {
      heading: 'Pick your plan and roll',
      texts: ['Scroll to compare: Trial → Pro → Premium.', 'Prices in USD.', 'Most popular', 'Save with annual', 'Best value'],
    },
  },
  {
    path: '/checkout/success?session_id=cs_test_e2e',
    signedOut: {
      heading: 'Payment received',
      texts: ["We couldn't identify your account. Please go back to the dashboard.", 'Activation usually takes a few minutes.'],
    },
    signedIn: {
      heading: 'Payment received',
      texts: [
        'cs_test_e2e',
        'Activation usually takes a few minutes.',
        "Please keep this tab open if you're still returning from the payment provider.",
      ],
    },
  },
  {
    path: '/checkout/cancel',
    ...same({ heading: 'Purchase cancelled', texts: ['No charge was made. You can choose another plan whenever you like.'] }),
  },
  {
    path: '/integrations/google-ads?status=ok',
    ...same({ texts: ['Connection authorized successfully.'] }),
  },
  {
    path: '/integrations/google-ads?status=error&reason=access_denied',
    ...same({ texts: ["We couldn't complete the authorization.", 'access_denied'] }),
  },
  legal('/legal/terms-and-conditions', 'Terms and Conditions', /Trials may convert to a paid subscription/, /12 months preceding/),
  legal('/legal/privacy-policy', 'Privacy Policy'),
  legal(
    '/legal/cancellation-and-refund',
    'Cancellation and Refund Policy',
    'Cancellation takes effect at the end of the billing period',
    'non-refundable unless stated otherwise or required by law',
  ),
  legal('/legal/acceptable-use', 'Acceptable Use Policy'),
  legal('/legal/anti-spam', 'Anti-Spam Policy'),
  legal('/security/vulnerability-disclosure', 'Vulnerability Disclosure Policy', 'There is no paid bug bounty'),
  legal('/privacy/do-not-sell', 'Do Not Sell or Share My Personal Information'),
  legal(
    '/privacy/cookie-settings',
    'Cookie Settings',
    'Strictly necessary',
    'Performance and analytics',
    'Functional',
    'Advertising and targeting',
  ),
  legal('/company/about', 'About Pautia'),
  legal('/press', 'Press'),
  legal(
    '/resources/glossary',
    'Google Ads Glossary',
    'Cost per click',
    'Click-through rate',
    'Match type',
    'Quality Score',
    'Negative keyword',
    'Return on ad spend',
    'Impression share',
  ),
];

export const widths = [375, 1280] as const;

/**
 * `test` with one signed-in account per worker: signed in once through the real login screen,
 * its storage (Firebase Auth keeps the session in IndexedDB) reused by every signed-in test.
 */
export const test = base.extend<object, { signedIn: { account: E2EAccount; storageState: string } }>({
  signedIn: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: process.env['E2E_BASE_URL'] });
      const page = await context.newPage();
      const account = await signIn(page, newAccount('Ana García'));
      const storageState = join(tmpdir(), `pautia-e2e-${randomUUID()}.json`);
      await context.storageState({ path: storageState, indexedDB: true });
      await context.close();
      await use({ account, storageState });
    },
    { scope: 'worker' },
  ],
});

export { expect } from './fixtures';
