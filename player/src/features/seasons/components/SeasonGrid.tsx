import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A responsive grid: one column on phones, up to three on wide screens. */
export function SeasonGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
