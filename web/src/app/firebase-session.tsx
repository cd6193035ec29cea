import { use, useMemo, type ReactNode } from 'react';
import { signOut as firebaseSignOut } from 'firebase/auth';
import { AuthProvider, FirebaseAppProvider, useAuth, useSigninCheck } from 'reactfire';
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

/** Firebase, reactfire, the Session seam and the query cache: loaded as one lazy chunk. */
export default function FirebaseSession({ children }: { children: ReactNode }) {
  const { app, auth } = use(firebase);
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <QueryProvider client={queryClient}>
          <ReactfireSession>{children}</ReactfireSession>
        </QueryProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

/** Sign-in state through reactfire (non-suspense): loading until Firebase Auth first answers, then the user or none. */
function ReactfireSession({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { status, data } = useSigninCheck();
  const user = status === 'success' && data.signedIn ? data.user : null;
  const session = useMemo<Session>(
    () => ({
      status: status === 'loading' ? 'loading' : user ? 'signed-in' : 'signed-out',
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
    [auth, status, user],
  );
  return (
    <SessionContext value={session}>
      <CurrentUserProvider>{children}</CurrentUserProvider>
    </SessionContext>
  );
}
