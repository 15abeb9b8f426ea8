import { useState } from 'react';
import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import type { ResultsSaved } from '@predictor/contracts/types';
import { LoadErrorAlert } from '../../lib/LoadErrorAlert';
import { PageLoading } from '../../lib/PageLoading';
import { useOrderedSeasons } from '../../lib/seasons';
import { resultsApi } from './api';
import { defaultWeek } from './rows';
import { SaveSummary } from './SaveSummary';
import { WeekResults } from './WeekResults';

/**
 * The grid is drawn afresh from each answer: it is fetched again only after a save (invalidation),
 * never on its own (window focus, reconnect), which would drop the results typed so far.
 */
const TYPED_WORK_KEPT = { refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

/**
 * /results-entry[?season={id}]: pick a season and a match week (by default the week with matches kicked off and
 * no result, else the current one) and type that week's results into a grid, saved in one call.
 */
export function ResultsEntryPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { seasons, isPending: seasonsPending } = useOrderedSeasons();
  const [search] = useSearchParams();
  // ?season={id} (from Manage Matches' filter) opens that season; otherwise the first in order.
  const [chosenSeason, setChosenSeason] = useState<number | null>(
    () => Number(search.get('season')) || null,
  );
  const [chosenWeek, setChosenWeek] = useState<number | null>(null);
  const [saved, setSaved] = useState<ResultsSaved | null>(null);
  const seasonId = chosenSeason ?? seasons[0]?.id ?? null;
  // Results typed but not saved in the week on screen: changing the season or week asks first.
  const [unsaved, setUnsaved] = useState(0);
  const weeks = useQuery({
    queryKey: ['admin', 'results-entry', 'weeks', seasonId],
    queryFn: () => resultsApi.weeks(seasonId!),
    enabled: seasonId !== null,
    ...TYPED_WORK_KEPT,
  });
  const matches = useQuery({
    queryKey: ['admin', 'results-entry', 'matches', seasonId],
    queryFn: () => resultsApi.matches(seasonId!),
    enabled: seasonId !== null,
    ...TYPED_WORK_KEPT,
  });
  const mayLeaveWeek = () =>
    unsaved === 0 || window.confirm(translate('ra.message.unsaved_changes'));
  const title = translate('app.results.title');
  if (seasonsPending) return <PageLoading />;
  const error = weeks.error ?? matches.error;
  const loaded = weeks.data && matches.data;
  const weekId = loaded ? (chosenWeek ?? defaultWeek(weeks.data, matches.data)) : null;
  const week = weeks.data?.find((w) => w.id === weekId);
  const weekMatches = matches.data?.filter((m) => m.matchGroupId === weekId) ?? [];

  function onSaved(result: ResultsSaved) {
    setSaved(result);
    void queryClient.invalidateQueries({
      queryKey: ['admin', 'results-entry', 'matches', seasonId],
    });
  }

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label={translate('app.results.season')}
          value={seasonId ?? ''}
          onChange={(e) => {
            if (!mayLeaveWeek()) return;
            setChosenSeason(Number(e.target.value));
            setChosenWeek(null);
            setSaved(null);
          }}
          sx={{ minWidth: 260 }}
        >
          {seasons.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={translate('app.results.week')}
          value={weekId ?? ''}
          disabled={!weeks.data?.length}
          onChange={(e) => {
            if (!mayLeaveWeek()) return;
            setChosenWeek(Number(e.target.value));
            setSaved(null);
          }}
          sx={{ minWidth: 200 }}
        >
          {(weeks.data ?? []).map((w) => (
            <MenuItem key={w.id} value={w.id}>
              {w.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error ? (
        <LoadErrorAlert
          title={translate('app.results.loadFailed')}
          error={error}
          retryLabel={translate('app.results.retry')}
          onRetry={() => (weeks.refetch(), matches.refetch())}
        />
      ) : seasonId !== null && !loaded ? (
        <PageLoading />
      ) : !week ? (
        <Alert severity="info">{translate('app.results.noWeeks')}</Alert>
      ) : weekMatches.length === 0 ? (
        <Alert severity="info">{translate('app.results.noMatches')}</Alert>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.results.help')}
          </Typography>
          {saved && <SaveSummary saved={saved} />}
          <WeekResults
            key={`${week.id}-${matches.dataUpdatedAt}`}
            weekName={week.name}
            matches={weekMatches}
            outcomes={saved?.outcomes ?? []}
            onSaved={onSaved}
            onUnsavedChange={setUnsaved}
          />
        </Stack>
      )}
    </Box>
  );
}
