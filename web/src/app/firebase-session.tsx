import { use, useMemo, type ReactNode } from 'react';
import { signOut as firebaseSignOut } from 'firebase/auth';
import { AuthProvider, FirebaseAppProvider, useAuth, useSigninCheck } from 'reactfire';
import { env } from '@/config/env';
import { loadFirebase, signInWithGoogle } from '@/lib/firebase';
import { SessionContext, type Session } from '@/lib/session';
import { clearUserData } from '@/lib/user-data';

const firebase = loadFirebase();

/** Firebase, reactfire and the Session seam: loaded as one lazy chunk. */
export default function FirebaseSession({ children }: { children: ReactNode }) {
  const { app, auth } = use(firebase);
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <ReactfireSession>{children}</ReactfireSession>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

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
        // Loaded on demand: the dashboard's storage helpers stay out of every page's first load.
        const { forgetDashboardData } = await import('@/features/dashboard/utils/forget');
        forgetDashboardData();
        await firebaseSignOut(auth);
      },
    }),
    [auth, status, user],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
