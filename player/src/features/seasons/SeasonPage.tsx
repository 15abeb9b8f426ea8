import { useMemo } from 'react';
import { Alert, Box, Button, Skeleton, Tab, Tabs } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { useQuery } from '@tanstack/react-query';
import { chooseCurrentGroup } from '@predictor/contracts/rules';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { ErrorBanner } from '../../components/ErrorBanner';
import { NotFound } from '../../components/NotFound';
import { ApiError, errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { MatchList, MatchListSkeleton, seasonMatchesQuery } from '../predictions';
import { matchGroupsQuery, seasonQuery } from './api';
import { ALL_MATCHES, parseMatchweek, resolveTab } from './lib/matchweek';

/** Tabs scroll with arrow buttons beyond this many (spec §9). */
const SCROLL_ABOVE = 4;

/**
 * /seasons/{id}: the season's fixtures by match week (tabs plus All Matches, `?matchweek=` kept in
 * the URL), the current week chosen by the 36-hour rule, with inline prediction for signed-in players.
 */
export function SeasonPage() {
  const seasonId = Number(useParams().id);
  const validId = Number.isInteger(seasonId) && seasonId > 0;
  const [search, setSearch] = useSearchParams();
  const { user } = useSession();
  const viewer = user?.id ?? null;

  const season = useQuery({ ...seasonQuery(seasonId), enabled: validId });
  const groups = useQuery({ ...matchGroupsQuery(seasonId), enabled: validId });
  const matches = useQuery({ ...seasonMatchesQuery(seasonId, viewer), enabled: validId });

  const now = useMemo(() => new Date(), []);
  // The rule GET /seasons/{id}/current-match-group applies to this same list: no need to ask it.
  const current = useMemo(
    () => (groups.data ? (chooseCurrentGroup(groups.data, now)?.id ?? null) : null),
    [groups.data, now],
  );

  const param = parseMatchweek(search.get('matchweek'));
  const tab = groups.data ? resolveTab(param, groups.data, current, now) : null;

  const inView = useMemo(() => {
    if (!matches.data || tab === null) return [];
    const list =
      tab === ALL_MATCHES ? matches.data : matches.data.filter((m) => m.matchGroup?.id === tab);
    return [...list].sort((a, b) => a.matchDate.localeCompare(b.matchDate) || a.id - b.id);
  }, [matches.data, tab]);

  const notFound = !validId || (season.error instanceof ApiError && season.error.status === 404);
  const loadError = !notFound && (season.error ?? groups.error ?? matches.error);
  const title = season.data?.name ?? 'Fixtures';
  const tabCount = (groups.data?.length ?? 0) + 1;

  if (notFound)
    return (
      <NotFound title="Season not found" back={{ label: 'Browse Fixtures', to: paths.seasons }}>
        This competition does not exist, or it is no longer listed.
      </NotFound>
    );

  return (
    <PageContainer title={title} subtitle={season.data?.description ?? undefined}>
      <Button
        component={RouterLink}
        to={paths.seasons}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 2 }}
      >
        All competitions
      </Button>
      {validId && (
        <Button
          component={RouterLink}
          to={paths.seasonQuestions(seasonId)}
          startIcon={<EmojiEventsIcon />}
          size="small"
          sx={{ mb: 2, ml: 1 }}
        >
          Season predictions
        </Button>
      )}
      {loadError && (
        <ErrorBanner
          message={errorMessage(loadError, 'Failed to load season data')}
          onRetry={() => {
            void season.refetch();
            void groups.refetch();
            void matches.refetch();
          }}
        />
      )}
      {!notFound && !loadError && (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, minHeight: 48 }}>
            {tab === null ? (
              <Skeleton variant="rounded" height={40} sx={{ my: 0.5 }} />
            ) : (
              <Tabs
                value={tab}
                onChange={(_, value: number | string) =>
                  setSearch(
                    (prev) => {
                      const next = new URLSearchParams(prev);
                      next.set('matchweek', String(value));
                      return next;
                    },
                    { replace: true, preventScrollReset: true },
                  )
                }
                variant="scrollable"
                scrollButtons={tabCount > SCROLL_ABOVE ? true : false}
                allowScrollButtonsMobile
                aria-label="Match weeks"
              >
                {groups.data?.map((group) => (
                  <Tab key={group.id} value={group.id} label={group.name} />
                ))}
                <Tab value={ALL_MATCHES} label="All Matches" />
              </Tabs>
            )}
          </Box>
          {(matches.isPending || tab === null) && <MatchListSkeleton />}
          {matches.data && tab !== null && inView.length === 0 && (
            <Alert severity="info">No matches found for this selection.</Alert>
          )}
          {matches.data && tab !== null && (
            <Box sx={{ display: inView.length === 0 ? 'none' : undefined }}>
              <MatchList
                matches={inView}
                seasonMatches={matches.data}
                signedIn={!!user}
                label="Matches"
                round={tab !== ALL_MATCHES}
              />
            </Box>
          )}
        </>
      )}
    </PageContainer>
  );
}
