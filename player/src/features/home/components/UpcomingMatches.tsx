import { useDeferredValue } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  List,
  ListItemButton,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { UPCOMING_MATCHES_PER_SEASON } from '@predictor/contracts/constants';
import type { Match } from '@predictor/contracts/types';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { TeamCrest } from '../../../components/TeamCrest';
import { errorMessage } from '../../../lib/api';
import { MatchTime } from '../../../components/MatchTime';
import { paths } from '../../../lib/paths';
import { upcomingMatchesQuery, type UpcomingMatches as Upcoming } from '../api';
import { Section } from './Section';

/** Spec §9: per season at most 5 matches, and only those still to kick off. */
export function upcomingBySeason(data: Upcoming, now: Date = new Date()) {
  return data.matchesBySeason
    .map(({ season, matches }) => ({
      season,
      matches: matches
        .filter((m) => new Date(m.matchDate).getTime() > now.getTime())
        .slice(0, UPCOMING_MATCHES_PER_SEASON),
    }))
    .filter((group) => group.matches.length > 0);
}

function MatchRow({ match, signedIn }: { match: Match; signedIn: boolean }) {
  const to = signedIn ? `/predictions/${match.id}` : paths.season(match.season.id);
  return (
    <ListItemButton component={Link} to={to} sx={{ gap: { xs: 1.5, sm: 2 }, py: 1.25 }}>
      <Box sx={{ width: { xs: 76, sm: 104 }, flexShrink: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} component="span">
          <MatchTime value={match.matchDate} part="day" />
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
        >
          <MatchTime value={match.matchDate} part="time" />
        </Typography>
        {signedIn && match.hasPrediction && (
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label="Predicted"
            sx={{ mt: 0.5, height: 20, fontSize: '0.7rem' }}
          />
        )}
      </Box>
      <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
        {[match.homeTeam, match.awayTeam].map((team, i) => (
          <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <TeamCrest team={team} size={24} />
            <Typography variant="body2" noWrap>
              {team.name}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </ListItemButton>
  );
}

function Skeletons() {
  return (
    <Card aria-busy="true" aria-label="Loading upcoming matches">
      <Box sx={{ p: 2 }}>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '1.1rem' }} />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={60} sx={{ mt: 1 }} />
        ))}
      </Box>
    </Card>
  );
}

/** Upcoming matches of the active competitions, grouped by season, each opening its prediction. */
export function UpcomingMatches({ signedIn }: { signedIn: boolean }) {
  const { data: answer, isError, error, refetch } = useQuery(upcomingMatchesQuery());
  // Deferred: the match cards render in slices after the answer arrives (the skeleton stays meanwhile).
  const data = useDeferredValue(answer);
  const groups = data ? upcomingBySeason(data) : [];
  return (
    <Section
      id="upcoming-matches"
      title="Upcoming Matches"
      action={{ label: 'All Fixtures', to: paths.seasons }}
    >
      {!data && !isError && <Skeletons />}
      {isError && (
        <ErrorBanner
          message={errorMessage(error, 'Failed to load upcoming matches')}
          onRetry={() => void refetch()}
        />
      )}
      {data && groups.length === 0 && <Alert severity="info">No Upcoming Matches</Alert>}
      {groups.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          {groups.map(({ season, matches }) => (
            <Card
              key={season.id}
              component="section"
              aria-labelledby={`upcoming-season-${season.id}`}
            >
              <Stack
                direction="row"
                sx={{
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  px: 2,
                  pt: 1.5,
                  gap: 1,
                }}
              >
                <Typography
                  id={`upcoming-season-${season.id}`}
                  variant="subtitle1"
                  component="h3"
                  sx={{ fontWeight: 700 }}
                >
                  {season.name}
                </Typography>
                <Button
                  component={Link}
                  to={paths.season(season.id)}
                  size="small"
                  sx={{ flexShrink: 0 }}
                  aria-label={`View ${season.name} fixtures`}
                >
                  Fixtures
                </Button>
              </Stack>
              <List dense disablePadding sx={{ py: 0.5 }}>
                {matches.map((match) => (
                  <li key={match.id}>
                    <MatchRow match={match} signedIn={signedIn} />
                  </li>
                ))}
              </List>
            </Card>
          ))}
        </Box>
      )}
    </Section>
  );
}
