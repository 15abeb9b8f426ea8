import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled block of static text. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{ mb: 3.5, '& p': { mt: 0, mb: 1.25 }, '& ul': { mt: 0, pl: 3 }, '& li': { mb: 0.5 } }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography component="div" color="text.secondary" sx={{ lineHeight: 1.7 }}>
        {children}
      </Typography>
    </Box>
  );
}
