import { createContext, useContext } from 'react';

/** A Google account offered by the local sign-in stand-in (local mode only). */
export interface LocalGoogleAccount {
  sub: string;
  name: string;
  email: string;
  picture: string;
}

export interface SessionUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
  getIdToken(): Promise<string>;
}

/**
 * The app's view of Firebase Auth: the one seam between screens and the identity provider.
 * Production wires it to reactfire; tests provide their own.
 */
export interface Session {
  status: 'loading' | 'signed-out' | 'signed-in';
  user: SessionUser | null;
  /** True when sign-in uses the local account chooser instead of Google's popup. */
  localSignIn: boolean;
  signInWithGoogle(account?: LocalGoogleAccount): Promise<SessionUser>;
  signOut(): Promise<void>;
}

const notReady = async (): Promise<never> => {
  throw new Error('Sign-in is not ready yet.');
};

export const SessionContext = createContext<Session>({
  status: 'loading',
  user: null,
  localSignIn: false,
  signInWithGoogle: notReady,
  signOut: notReady,
});

export function useSession(): Session {
  return useContext(SessionContext);
}
