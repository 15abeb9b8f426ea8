import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onUnauthorized } from '../lib/api';
import { paths, withNext } from '../lib/paths';

/**
 * Spec §7: a 401 answer ends the session (the session provider clears user and caches) and sends
 * the player to /login through the router, keeping where they were so signing in returns there.
 */
export function SessionExpiryRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = location.pathname + location.search;

  useEffect(
    () =>
      onUnauthorized(() => {
        const where = here.current;
        if (where.startsWith(paths.login) || where.startsWith(paths.register)) return;
        void navigate(withNext(paths.login, where), { replace: true });
      }),
    [navigate],
  );
  return null;
}
