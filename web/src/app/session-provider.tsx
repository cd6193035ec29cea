import { Suspense, lazy, type ReactNode } from 'react';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useSession } from '@/lib/session';

const FirebaseSession = lazy(() => import('./firebase-session'));

/** Loads Firebase lazily and holds every screen behind the spinner until sign-in state is known. */
export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <FirebaseSession>
        <SessionGate>{children}</SessionGate>
      </FirebaseSession>
    </Suspense>
  );
}

export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  return <>{children}</>;
}
