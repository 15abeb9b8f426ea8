import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { Box, LinearProgress } from '@mui/material';
import { Outlet, useNavigate, useNavigation } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { TopBar } from './TopBar';
import { AppStatus } from './AppStatus';
import type { NavDrawerProps } from './NavDrawer';
import { Footer } from './Footer';
import { ScrollManager } from './ScrollManager';
import { SessionExpiryRedirect } from '../SessionExpiryRedirect';
import { removeBootShell } from '../bootShell';

/**
 * The drawer (MUI Drawer, Modal, focus trap, transitions) is not needed for the first paint: its
 * chunk loads once the browser is idle, or at once when the menu button is pressed first.
 */
let drawerModule: Promise<ComponentType<NavDrawerProps>> | undefined;
const loadNavDrawer = () =>
  (drawerModule ??= import('./NavDrawer').then((module) => module.NavDrawer));

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1500);
  return () => window.clearTimeout(id);
}

/**
 * Top bar, drawer and footer around every page; a spinner until the session is checked (behind the
 * server's boot shell, while that is shown).
 */
export function AppShell() {
  const { status, signOut } = useSession();
  const navigate = useNavigate();
  const loadingPage = useNavigation().state === 'loading';
  const [menuOpen, setMenuOpen] = useState(false);
  const [NavDrawer, setNavDrawer] = useState<ComponentType<NavDrawerProps> | null>(null);

  // The drawer's chunk may arrive after the shell is gone (a test's page torn down, say): no update then.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const loadDrawer = useCallback(() => {
    void loadNavDrawer().then((component) => {
      if (mounted.current) setNavDrawer(() => component);
    });
  }, []);
  useEffect(() => whenIdle(loadDrawer), [loadDrawer]);
  // The server's boot shell stays until a page can take its place (not the session spinner).
  useLayoutEffect(() => {
    if (status !== 'checking') removeBootShell();
  }, [status]);

  const openMenu = useCallback(() => {
    loadDrawer();
    setMenuOpen(true);
  }, [loadDrawer]);

  const logout = useCallback(() => {
    setMenuOpen(false);
    // Leave the page first, committed synchronously (flushSync, not a transition): signing out
    // while a signed-in-only page (the kit designer right after registering, My Predictions) is
    // still shown would let its guard redirect to /login?next=… instead of going home.
    void Promise.resolve(navigate(paths.home, { flushSync: true })).then(signOut);
  }, [signOut, navigate]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollManager />
      <SessionExpiryRedirect />
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <TopBar onOpenMenu={openMenu} onLogout={logout} />
      <AppStatus />
      {loadingPage && (
        <LinearProgress
          aria-label="Loading page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2100 }}
        />
      )}
      {NavDrawer && (
        <NavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} onLogout={logout} />
      )}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {status === 'checking' ? <FullPageSpinner label="Checking your session" /> : <Outlet />}
      </Box>
      <Footer />
    </Box>
  );
}
