import { useCallback, useState } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { Outlet, useNavigate, useNavigation } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { TopBar } from './TopBar';
import { NavDrawer } from './NavDrawer';
import { Footer } from './Footer';
import { ScrollManager } from './ScrollManager';
import { SessionExpiryRedirect } from '../SessionExpiryRedirect';

/** Top bar, drawer and footer around every page; a spinner until the session is checked. */
export function AppShell() {
  const { status, signOut } = useSession();
  const navigate = useNavigate();
  const loadingPage = useNavigation().state === 'loading';
  const [menuOpen, setMenuOpen] = useState(false);

  const logout = useCallback(() => {
    setMenuOpen(false);
    signOut();
    navigate(paths.home);
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
      <TopBar onOpenMenu={() => setMenuOpen(true)} onLogout={logout} />
      {loadingPage && (
        <LinearProgress
          aria-label="Loading page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2100 }}
        />
      )}
      <NavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} onLogout={logout} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {status === 'checking' ? <FullPageSpinner label="Checking your session" /> : <Outlet />}
      </Box>
      <Footer />
    </Box>
  );
}
