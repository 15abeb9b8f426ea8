import { Box, Paper, Typography } from '@mui/material';
import type { BankerStats } from '../rules';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box component="div" sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0');

/** Banker stats (beyond the spec): picks played, hit rate over scored bankers, net banker points. */
export function BankerStatsCard({ stats }: { stats: BankerStats }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, alignSelf: 'start' }}
      component="section"
      aria-labelledby="banker-stats-title"
    >
      <Typography id="banker-stats-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Banker stats
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2 }}
      >
        <Stat label="Bankers played" value={String(stats.played)} />
        <Stat label="Hit rate" value={stats.hitRate === null ? '—' : `${stats.hitRate}%`} />
        <Stat label="Net points" value={signed(stats.net)} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {stats.scored > 0
          ? `${stats.correct} of ${stats.scored} scored bankers correct.`
          : 'No banker scored yet.'}
      </Typography>
    </Paper>
  );
}
