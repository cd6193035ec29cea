import { vi } from 'vitest';
import type { Plan } from '@contract/plans';
import type { LocalGoogleAccount, Session, SessionUser } from '@/lib/session';

/**
 * A Session for tests: the Firebase Auth seam faked, nothing of ours mocked. Signing in resolves
 * with `user` (or rejects with `signInError`); the ID token is a fixed test string.
 */
export function fakeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uid: 'user-1',
    displayName: 'Ana García',
    email: 'ana@example.com',
    photoURL: null,
    getIdToken: async () => 'test-id-token',
    ...overrides,
  };
}

export function fakeSession(overrides: Partial<Session> & { signInError?: Error } = {}): Session {
  const { signInError, ...rest } = overrides;
  const user = rest.user === undefined ? null : rest.user;
  return {
    status: user ? 'signed-in' : 'signed-out',
    user,
    localSignIn: false,
    signInWithGoogle: vi.fn(async (_account?: LocalGoogleAccount) => {
      if (signInError) throw signInError;
      return fakeUser();
    }),
    signOut: vi.fn(async () => {}),
    ...rest,
  };
}

/** The spec's `userData` item as sign-in stores it, for a user on `plan`. */
export function storeUser({ plan = 'BASIC', uid = 'user-1' }: { plan?: Plan | string; uid?: string } = {}) {
  localStorage.setItem(
    'userData',
    JSON.stringify({ uid, name: 'Ana García', email: 'ana@example.com', picture: '', plan, canChat: true, canCreateCampaign: true }),
  );
}
