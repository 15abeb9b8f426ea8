import { useEffect, useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { LoadErrorAlert } from '../../lib/LoadErrorAlert';
import { PageLoading } from '../../lib/PageLoading';
import { formatUtcDate, formatUtcTime } from '../../lib/utcDateTime';
import type { Draft } from './useNewsletterActions';

/** The e-mail preview follows the typing once it pauses this long. */
export const RENDER_DELAY_MS = 400;
const t = (key: string) => `app.newsletter.${key}`;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The preview: next week's fixture totals, matches by season, and the e-mail as rendered. */
export function PreviewPanel({ draft }: { draft: Draft }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const preview = useQuery({
    queryKey: ['admin', 'newsletter', 'preview'],
    queryFn: () => dataProvider.getNewsletterPreview(),
  });
  const settled = useSettled(draft, RENDER_DELAY_MS);
  const email = useQuery({
    queryKey: ['admin', 'newsletter', 'render', settled],
    queryFn: () => dataProvider.renderNewsletter(settled),
    placeholderData: keepPreviousData,
  });
  const failed = preview.error ?? email.error;
  return (
    <Card component="section" aria-labelledby="newsletter-preview">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="newsletter-preview" variant="h6" component="h2">
            {translate(t('preview'))}
          </Typography>
          {failed ? (
            <LoadErrorAlert
              title={translate(t('loadFailed'))}
              error={failed}
              retryLabel={translate(t('retry'))}
              onRetry={() => (preview.error ? preview.refetch() : email.refetch())}
            />
          ) : !preview.data ? (
            <PageLoading />
          ) : (
            <>
              <Stack direction="row" spacing={4} component="dl" sx={{ m: 0 }}>
                {[
                  ['totalMatches', preview.data.totalMatches],
                  ['totalSeasons', preview.data.totalSeasons],
                ].map(([key, value]) => (
                  <Box key={key}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {translate(t(String(key)))}
                    </Typography>
                    <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Stack>
              <Typography variant="subtitle1" component="h3">
                {translate(t('matchesBySeason'))}
              </Typography>
              {preview.data.totalMatches === 0 && (
                <Typography color="text.secondary">{translate(t('noMatches'))}</Typography>
              )}
              {Object.entries(preview.data.matchesBySeason).map(([season, matches]) => (
                <Box key={season}>
                  <Typography variant="subtitle2" component="h4">
                    {season} ({matches.length})
                  </Typography>
                  <List dense aria-label={season}>
                    {matches.map((m) => (
                      <ListItem key={m.id} disableGutters>
                        <ListItemText
                          primary={`${m.homeTeam.name} v ${m.awayTeam.name}`}
                          secondary={`${formatUtcDate(m.matchDate)} ${formatUtcTime(m.matchDate)} UTC`}
                        />
                      </ListItem>
                    ))}
                  </List>
                </Box>
              ))}
            </>
          )}
          <Typography variant="subtitle1" component="h3">
            {translate(t('emailPreview'))}
          </Typography>
          {email.data ? (
            <Box
              component="iframe"
              title={translate(t('emailPreview'))}
              sandbox="allow-same-origin"
              srcDoc={email.data.html}
              sx={{
                width: '100%',
                height: 480,
                border: 1,
                borderColor: 'divider',
                bgcolor: '#fff',
              }}
            />
          ) : (
            !email.error && <PageLoading />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
