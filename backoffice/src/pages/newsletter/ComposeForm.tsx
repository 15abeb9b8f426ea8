import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import {
  NEWSLETTER_BODY_MAX_LENGTH,
  NEWSLETTER_SUBJECT_MAX_LENGTH,
} from '@predictor/contracts/constants';
import { Notices } from './Notices';
import type { useNewsletterActions } from './useNewsletterActions';

type Props = { actions: ReturnType<typeof useNewsletterActions> };
const t = (key: string) => `app.newsletter.${key}`;

/** The compose form: subject and body with counters, the header image, the two send buttons. */
export function ComposeForm({ actions }: Props) {
  const translate = useTranslate();
  const [file, setFile] = useState<File | undefined>();
  // A new key after each upload empties the file input, so the same file can be chosen again.
  const [choice, setChoice] = useState(0);
  const { draft, edit, busy } = actions;
  const counter = (count: number, max: number) => translate(t('counter'), { count, max });
  return (
    <Card component="section" aria-labelledby="newsletter-compose">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="newsletter-compose" variant="h6" component="h2">
            {translate(t('compose'))}
          </Typography>
          <TextField
            label={translate(t('subject'))}
            value={draft.subject}
            onChange={(e) => edit({ subject: e.target.value })}
            required
            slotProps={{ htmlInput: { maxLength: NEWSLETTER_SUBJECT_MAX_LENGTH } }}
            helperText={counter(draft.subject.length, NEWSLETTER_SUBJECT_MAX_LENGTH)}
          />
          <TextField
            label={translate(t('body'))}
            value={draft.bodyText}
            onChange={(e) => edit({ bodyText: e.target.value })}
            required
            multiline
            minRows={8}
            slotProps={{ htmlInput: { maxLength: NEWSLETTER_BODY_MAX_LENGTH } }}
            helperText={counter(draft.bodyText.length, NEWSLETTER_BODY_MAX_LENGTH)}
          />
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {translate(t('headerImage'))}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button component="label" variant="outlined" size="small">
                {translate(t('chooseFile'))}
                <input
                  key={choice}
                  hidden
                  type="file"
                  accept="image/jpeg,image/png,image/gif,image/webp"
                  aria-label={translate(t('headerImage'))}
                  onChange={(e) => setFile(e.target.files?.[0])}
                />
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {file?.name ?? translate(t('noFile'))}
              </Typography>
              <Button
                size="small"
                variant="contained"
                disabled={busy !== null}
                onClick={async () => {
                  if (!(await actions.upload(file))) return;
                  setFile(undefined);
                  setChoice((n) => n + 1);
                }}
              >
                {translate(t('upload'))}
              </Button>
            </Stack>
            {draft.headerImageUrl && (
              <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
                <Box
                  component="img"
                  src={draft.headerImageUrl}
                  alt={translate(t('headerImage'))}
                  sx={{ maxHeight: 64, maxWidth: 200, borderRadius: 1 }}
                />
                <Button size="small" color="error" onClick={() => edit({ headerImageUrl: null })}>
                  {translate(t('removeHeader'))}
                </Button>
              </Stack>
            )}
          </Box>
          <Notices notices={actions.uploadNotices} />
          {actions.formError && <Alert severity="error">{actions.formError}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" disabled={busy !== null} onClick={actions.sendTest}>
              {busy === 'test' ? translate(t('sending')) : translate(t('sendTest'))}
            </Button>
            <Button variant="contained" disabled={busy !== null} onClick={actions.send}>
              {busy === 'live' ? translate(t('sending')) : translate(t('send'))}
            </Button>
          </Stack>
          <Notices notices={actions.testNotices} />
        </Stack>
        <Confirm
          isOpen={actions.confirm !== null}
          title={t('confirmTitle')}
          content={t('confirmLive')}
          translateOptions={{
            subject: actions.confirm?.subject ?? '',
            smart_count: actions.confirm?.recipients ?? 0,
          }}
          confirm={t('confirmSend')}
          onConfirm={actions.confirmSend}
          onClose={actions.cancelSend}
        />
      </CardContent>
    </Card>
  );
}
