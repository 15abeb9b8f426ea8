import { Paper, Typography } from '@mui/material';

/** Spec §1: how equal points are split, beside the table (below it on phones). */
export function TieBreakNote() {
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-labelledby="tie-break-title"
      sx={{ p: 2, position: { md: 'sticky' }, top: { md: 88 } }}
    >
      <Typography id="tie-break-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Tie-break order
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Players level on points are ranked by most correct results, then most exact scores, then
        most goals in exact scores.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Players still level share a position, shown as =2.
      </Typography>
    </Paper>
  );
}
