import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

/** A home section: an h2 heading, an optional link beside it, and its content. */
export function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: { label: string; to: string };
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5, gap: 2 }}
      >
        <Typography id={id} variant="h5" component="h2">
          {title}
        </Typography>
        {action && (
          <Button component={Link} to={action.to} size="small" sx={{ flexShrink: 0 }}>
            {action.label}
          </Button>
        )}
      </Stack>
      {children}
    </Box>
  );
}
