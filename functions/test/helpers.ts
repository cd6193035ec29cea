import { inject } from 'vitest';
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
