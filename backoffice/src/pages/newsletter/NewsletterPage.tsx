import { Box, Grid, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ComposeForm } from './ComposeForm';
import { InterruptedSends } from './InterruptedSends';
import { Notices } from './Notices';
import { PreviewPanel } from './PreviewPanel';
import { SendProgress } from './SendProgress';
import { useNewsletterActions } from './useNewsletterActions';

/** /newsletter: compose on the left, preview on the right; live sends show the server's progress. */
export function NewsletterPage() {
  const translate = useTranslate();
  const actions = useNewsletterActions();
  const { progress, resultNotices, busy } = actions;
  const showProgress = progress.following && (busy === 'live' || resultNotices.length > 0);
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('app.newsletter.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.newsletter.title')}
      </Typography>
      <Stack spacing={2} sx={{ mb: 2 }}>
        <InterruptedSends onResume={actions.resume} disabled={busy !== null} />
        {showProgress && <SendProgress percent={progress.percent} progress={progress.progress} />}
        <Notices notices={resultNotices} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ComposeForm actions={actions} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PreviewPanel draft={actions.draft} />
        </Grid>
      </Grid>
    </Box>
  );
}
