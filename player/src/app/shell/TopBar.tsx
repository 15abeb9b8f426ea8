import { AppBar, Box, Button, Container, IconButton, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { Logo } from '../../components/Logo';
import { KitShirt } from '../../components/KitShirt';
import { navLinks } from './navLinks';
import { ThemeToggle } from './ThemeToggle';

const linkSx = {
  color: 'text.secondary',
  px: 1.25,
  minWidth: 0,
  whiteSpace: 'nowrap',
  '&.active': { color: 'primary.main' },
  '&:hover': { color: 'text.primary' },
} as const;

/** Top bar: logo, links (900 px and wider), theme toggle, account buttons; a menu button below 900 px. */
export function TopBar({ onOpenMenu, onLogout }: { onOpenMenu: () => void; onLogout: () => void }) {
  const { user, isAdmin } = useSession();
  const links = navLinks(Boolean(user), isAdmin);
  return (
    <AppBar
      position="sticky"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 1 }}>
          <Box
            component={Link}
            to={paths.home}
            aria-label="Predictor home"
            sx={{ display: 'flex', textDecoration: 'none', mr: 2 }}
          >
            <Logo size={30} />
          </Box>
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.25, flexGrow: 1 }}
          >
            {links.map((link) =>
              link.external ? (
                <Button key={link.to} href={link.to} sx={linkSx}>
                  {link.label}
                </Button>
              ) : (
                <Button key={link.to} component={RouterNavLink} to={link.to} sx={linkSx}>
                  {link.label}
                </Button>
              ),
            )}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <ThemeToggle />
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, alignItems: 'center' }}>
            {user ? (
              <>
                <Button
                  component={Link}
                  to={paths.profile}
                  variant="text"
                  color="inherit"
                  startIcon={
                    <KitShirt
                      kitStyle={user.kitStyle}
                      primary={user.kitPrimaryColour}
                      secondary={user.kitSecondaryColour}
                      size={22}
                    />
                  }
                >
                  Profile
                </Button>
                <Button onClick={onLogout} variant="outlined" color="inherit">
                  Logout
                </Button>
              </>
            ) : (
              <>
                <Button component={Link} to={paths.login} color="inherit">
                  Sign In
                </Button>
                <Button component={Link} to={paths.register} variant="contained">
                  Create Account
                </Button>
              </>
            )}
          </Box>
          <IconButton
            aria-label="Open menu"
            onClick={onOpenMenu}
            color="inherit"
            edge="end"
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
