import { use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onIdTokenChanged, signOut as firebaseSignOut, type Auth, type User } from 'firebase/auth';
import { env } from '@/config/env';
import { loadFirebase, signInWithGoogle } from '@/lib/firebase';
import { createQueryClient } from '@/lib/query-client';
import { SessionContext, type Session } from '@/lib/session';
import { clearUserData } from '@/lib/user-data';
import { forgetSignedInData } from '@/lib/browser-data';
import { CurrentUserProvider } from './current-user-provider';
import { QueryProvider } from './query-provider';

const firebase = loadFirebase();
/**
 * The signed-in user's server data (TanStack Query). It lives in this lazy chunk, beside the session
 * that owns it, so the landing page's first paint does not carry it; sign-out empties it.
 */
const queryClient = createQueryClient();

/** Firebase Auth, the Session seam and the query cache: loaded as one lazy chunk. */
export default function FirebaseSession({ children }: { children: ReactNode }) {
  const { auth } = use(firebase);
  return (
    <QueryProvider client={queryClient}>
      <AuthSession auth={auth}>{children}</AuthSession>
    </QueryProvider>
  );
}

/**
 * Sign-in state straight from Firebase Auth: unknown until its first answer (the spinner), then
 * the user or none, and a new user object whenever the ID token changes (a sign-in, a refresh).
 */
function useAuthUser(auth: Auth): { resolved: boolean; user: User | null } {
  const [state, setState] = useState<{ resolved: boolean; user: User | null }>({ resolved: false, user: null });
  useEffect(() => onIdTokenChanged(auth, (user) => setState({ resolved: true, user })), [auth]);
  return state;
}

function AuthSession({ auth, children }: { auth: Auth; children: ReactNode }) {
  const { resolved, user } = useAuthUser(auth);
  const session = useMemo<Session>(
    () => ({
      status: !resolved ? 'loading' : user ? 'signed-in' : 'signed-out',
      user,
      localSignIn: env.local,
      signInWithGoogle: (account) => signInWithGoogle(auth, account),
      signOut: async () => {
        clearUserData();
        queryClient.clear();
        forgetSignedInData();
        await firebaseSignOut(auth);
      },
    }),
    [auth, resolved, user],
  );
  return (
    <SessionContext value={session}>
      <CurrentUserProvider>{children}</CurrentUserProvider>
    </SessionContext>
  );
}
