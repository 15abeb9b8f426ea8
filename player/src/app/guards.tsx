import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session';
import { paths } from '../lib/paths';

/** Signed-in-only routes: anonymous visitors go to /login. */
export function RequireAuth() {
  const { user } = useSession();
  const location = useLocation();
  if (!user)
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    );
  return <Outlet />;
}

/** Admin routes: anonymous visitors go to /login, signed-in non-admins to /. */
export function RequireAdmin() {
  const { user, isAdmin } = useSession();
  if (!user) return <Navigate to={paths.login} replace />;
  if (!isAdmin) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** Anonymous-only routes (password reset): signed-in users go to /. */
export function AnonymousOnly() {
  const { user } = useSession();
  if (user) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
