import { Container, Typography, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/brand';

/** A page's frame: sets the document title and renders the single h1. */
export function PageContainer({
  title,
  subtitle,
  maxWidth = 'lg',
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </Container>
  );
}
