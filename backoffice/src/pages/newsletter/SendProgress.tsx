import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Progress } from './hooks';

/** The live send's progress bar, fed by the server's count of recipients tried. */
export function SendProgress({
  percent,
  progress,
}: {
  percent: number;
  progress: Progress | null;
}) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="body2" id="newsletter-progress" sx={{ mb: 0.5 }}>
        {translate('app.newsletter.progress')}: {percent}%
        {progress &&
          ` — ${translate('app.newsletter.progressCount', { done: progress.done, total: progress.total })}`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="newsletter-progress"
        sx={{ height: 10, borderRadius: 5 }}
      />
    </Box>
  );
}
