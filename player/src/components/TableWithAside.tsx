import type { ReactNode } from 'react';
import { Box, Paper } from '@mui/material';

/** A ranked table in an outlined panel, with a 280 px side panel beside it (below it on phones). */
export function TableWithAside({ table, aside }: { table: ReactNode; aside: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 280px' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {table}
      </Paper>
      {aside}
    </Box>
  );
}
