import { expect, inject } from 'vitest';
import { FRESH_READ_HEADER, FRESH_READ_VALUE } from '../src/contract/read-cache.js';
import { stackClient, type CallOptions, type TestUser } from './stack-client.js';

export type { CallOptions, TestUser };

/** Helpers for integration tests against the local stack started by global-setup. */
export const stack = () => inject('stack');

const client = () => stackClient(stack());

export const signInGoogleUser: ReturnType<typeof stackClient>['signInGoogleUser'] = (overrides) => client().signInGoogleUser(overrides);
/** Calls the backend through Hosting, as the browser does. */
export const call: ReturnType<typeof stackClient>['call'] = (path, options) => client().call(path, options);
/** firebase-admin Firestore pointed at the stack's Firestore, to check what was (not) stored. */
export const db = () => client().db();
export const registeredUser = () => client().registeredUser();

/** A signed-in user with a profile on `plan`, written straight to Firestore (no sign-up flow). */
export async function userOnPlan(plan = 'BASIC'): Promise<TestUser> {
  const user = await signInGoogleUser();
  await db().doc(`users/${user.uid}`).set({ uid: user.uid, name: 'Test', email: user.email, picture: '', plan });
  return user;
}

/**
 * Connects `user` to the Google Ads sandbox as the browser does: the start, Allow on the sandbox's
 * consent page, then the callback with the browser-binding cookie the start set.
 */
export async function connectSandbox(user: TestUser): Promise<void> {
  const start = await call(`/oauth2callback/start?uid=${user.uid}`, { token: user.idToken });
  const url = new URL(String(start.json?.['url']));
  const cookie = start.headers
    .getSetCookie()
    .find((c) => c.startsWith('__session='))!
    .split(';')[0]!;
  const query = new URLSearchParams({ state: url.searchParams.get('state')!, redirect_uri: url.searchParams.get('redirect_uri')! });
  const consent = await call(`/local/google-ads/consent/allow?${query.toString()}`, { method: 'POST' });
  expect((await call(consent.headers.get('location')!, { headers: { cookie } })).status).toBe(302);
}

/** A registered Premium user connected to the Google Ads sandbox. */
export async function connectedPremiumUser(): Promise<TestUser> {
  const user = await registeredUser();
  await db().doc(`users/${user.uid}`).set({ plan: 'PREMIUM' }, { merge: true });
  await connectSandbox(user);
  return user;
}

/** The user's lifetime (Free plan) usage counters, as stored. */
export const lifetimeUsage = async (user: TestUser) => (await db().doc(`users/${user.uid}/usage/lifetime`).get()).data() ?? {};
/** The user's stored campaign documents. */
export const storedCampaigns = async (user: TestUser) =>
  (await db().collection(`users/${user.uid}/campaigns`).get()).docs.map((d) => d.data());

/** A valid strategy request (POST /campaign/user/{uid}): a Spanish bakery's search campaign. */
export const bakeryCampaign = {
  objective: 'Leads',
  description: 'A family bakery in Valencia selling sourdough and custom cakes.',
  type: 'Search',
  location: 'Valencia, Spain',
  language: 'Spanish',
  keywords: 'panadería, tartas',
  budget: 100,
};

/** Headers for a read past the instance's memory of recent answers (ADR 19), as the web app sends after a change. */
export const FRESH_READ = { [FRESH_READ_HEADER]: FRESH_READ_VALUE };
