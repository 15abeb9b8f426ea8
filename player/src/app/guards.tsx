import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session';
import { paths, withNext } from '../lib/paths';

/** Signed-in-only routes: anonymous visitors go to /login?next=<where they were>. */
export function RequireAuth() {
  const { user } = useSession();
  const location = useLocation();
  if (!user)
    return <Navigate to={withNext(paths.login, location.pathname + location.search)} replace />;
  return <Outlet />;
}

/** Admin routes: anonymous visitors go to /login (and come back), signed-in non-admins to /. */
export function RequireAdmin() {
  const { user, isAdmin } = useSession();
  const location = useLocation();
  if (!user)
    return <Navigate to={withNext(paths.login, location.pathname + location.search)} replace />;
  if (!isAdmin) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** Anonymous-only routes (password reset): signed-in users go to /. */
export function AnonymousOnly() {
  const { user } = useSession();
  if (user) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
