import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithCredential,
  signInWithPopup,
  type Auth,
  type User,
} from 'firebase/auth';
import { env } from '@/config/env';
import { localAuthEmulatorUrl } from './local-auth-emulator';
import type { LocalGoogleAccount } from './session';

/**
 * Firebase is loaded on demand (this module is its own chunk), so the landing page's first paint
 * does not wait for it.
 */
export interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
}

let handles: Promise<FirebaseHandles> | undefined;

export function loadFirebase(): Promise<FirebaseHandles> {
  handles ??= init();
  return handles;
}

async function init(): Promise<FirebaseHandles> {
  const app = initializeApp(env.firebase);
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  // At once, before anything else touches Auth: a restored session makes Auth call its server,
  // after which connectAuthEmulator throws auth/emulator-config-failed.
  if (env.local) connectAuthEmulator(auth, localAuthEmulatorUrl(), { disableWarnings: true });
  return { app, auth };
}

export async function signInWithGoogle(auth: Auth, account?: LocalGoogleAccount): Promise<User> {
  if (env.local) {
    if (!account) throw new Error('Choose a local account to sign in.');
    // The emulator accepts an unsigned Google credential: the offline stand-in for the popup.
    const credential = GoogleAuthProvider.credential(
      JSON.stringify({ sub: account.sub, email: account.email, email_verified: true, name: account.name, picture: account.picture }),
    );
    return (await signInWithCredential(auth, credential)).user;
  }
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return (await signInWithPopup(auth, provider, browserPopupRedirectResolver)).user;
}
