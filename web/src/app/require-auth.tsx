import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Signed-in-only routes: visitors go to /login, replacing the history entry. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status !== 'signed-in') return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
