import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { KitShirt } from '../../components/KitShirt';
import { Logo } from '../../components/Logo';
import { navLinks } from './navLinks';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/** The slide-in menu of small screens: greeting, the top bar's links, account actions. */
export function NavDrawer({ open, onClose, onLogout }: NavDrawerProps) {
  const { user, isAdmin } = useSession();
  const links = navLinks(Boolean(user), isAdmin);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Menu', sx: { width: 280, maxWidth: '85vw' } } }}
    >
      <Box
        component="nav"
        aria-label="Menu"
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1.5,
          }}
        >
          <Logo size={26} />
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pb: 1.5 }}>
          {user && (
            <KitShirt
              kitStyle={user.kitStyle}
              primary={user.kitPrimaryColour}
              secondary={user.kitSecondaryColour}
              size={24}
            />
          )}
          <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
            {user ? `Hi, ${user.teamName}` : 'Welcome to Predictor'}
          </Typography>
        </Box>
        <Divider />
        <List onClick={onClose}>
          {links.map((link) =>
            link.external ? (
              <ListItem key={link.to} disablePadding>
                <ListItemButton component="a" href={link.to}>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            ) : (
              <ListItem key={link.to} disablePadding>
                <ListItemButton component={Link} to={link.to}>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            ),
          )}
        </List>
        <Divider />
        <List onClick={onClose}>
          {user ? (
            <>
              <ListItem disablePadding>
                <ListItemButton component={Link} to={paths.profile}>
                  <ListItemText primary="Profile" />
                </ListItemButton>
              </ListItem>
              <ListItem disablePadding>
                <ListItemButton onClick={onLogout}>
                  <ListItemText primary="Logout" />
                </ListItemButton>
              </ListItem>
            </>
          ) : (
            <>
              <ListItem disablePadding>
                <ListItemButton component={Link} to={paths.login}>
                  <ListItemText primary="Login" />
                </ListItemButton>
              </ListItem>
              <ListItem disablePadding>
                <ListItemButton component={Link} to={paths.register}>
                  <ListItemText primary="Register" />
                </ListItemButton>
              </ListItem>
            </>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
