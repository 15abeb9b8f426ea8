import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { paths } from '../../lib/paths';

const footerLinks = [
  { label: 'Contact', to: paths.contact },
  { label: 'Rules', to: paths.rules },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.terms },
];

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}
    >
      <Container maxWidth="xl" sx={{ py: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Logo size={24} />
            <Typography variant="body2" color="text.secondary">
              © {new Date().getFullYear()} Predictor. All rights reserved.
            </Typography>
          </Stack>
          <Stack
            component="nav"
            aria-label="Footer"
            direction="row"
            sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}
          >
            {footerLinks.map((link) => (
              <Link
                key={link.to}
                component={RouterLink}
                to={link.to}
                variant="body2"
                color="text.secondary"
                underline="hover"
              >
                {link.label}
              </Link>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
