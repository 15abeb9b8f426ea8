import { useEffect, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '@predictor/contracts/messages';
import { ApiError, errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { ErrorBanner } from '../../components/ErrorBanner';
import { NotFound } from '../../components/NotFound';
import { fanLeagueQuery, useJoinFanLeague, type FanLeague } from './api';
import { isGroupname, storePendingFanLeague } from './pendingFanLeague';

/**
 * /{groupname}: a fan league's landing page (spec §2). Guests keep the group name for after
 * registering or signing in; signed-in players join here; members go on to the league or its
 * fixtures. `notFound` is shown for a path that cannot be a group name.
 */
export function FanLeaguePage({ notFound }: { notFound: ReactNode }) {
  const { groupname } = useParams();
  if (!isGroupname(groupname)) return <>{notFound}</>;
  return <FanLeagueLanding key={groupname} groupname={groupname} />;
}

function FanLeagueLanding({ groupname }: { groupname: string }) {
  const { user } = useSession();
  const { data, isPending, isError, error, refetch } = useQuery(
    fanLeagueQuery(groupname, user?.id ?? null),
  );

  useEffect(() => {
    document.title = `${data?.name ?? 'Fan League'} | Predictor`;
  }, [data?.name]);

  if (isPending) return <LandingSkeleton />;
  if (isError) {
    if (error instanceof ApiError && error.status === 404) return <NotFoundLeague />;
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          Fan League
        </Typography>
        <ErrorBanner
          message={errorMessage(error, MESSAGES.loadFanLeagueFailed)}
          onRetry={() => void refetch()}
        />
      </Container>
    );
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Box
              aria-hidden
              sx={{
                width: 64,
                height: 64,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.selected',
                color: 'primary.main',
              }}
            >
              <GroupsIcon fontSize="large" />
            </Box>
            <Box>
              <Typography variant="overline" color="text.secondary" component="p">
                Fan League
              </Typography>
              <Typography
                variant="h4"
                component="h1"
                sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' }, overflowWrap: 'anywhere' }}
              >
                {data.name}
              </Typography>
            </Box>
            <Chip label={data.season.name} variant="outlined" />
            {data.description && (
              <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {data.description}
              </Typography>
            )}
            <Actions league={data} signedIn={Boolean(user)} />
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}

/** The buttons for a guest, a signed-in non-member and a member. */
function Actions({ league, signedIn }: { league: FanLeague; signedIn: boolean }) {
  const navigate = useNavigate();
  const join = useJoinFanLeague();
  const groupname = league.groupname ?? '';
  const full = { width: '100%' } as const;

  if (!signedIn) {
    const keepAndGo = (to: string) => () => {
      storePendingFanLeague(groupname);
      void navigate(to);
    };
    return (
      <Stack spacing={1.5} sx={full}>
        <Button variant="contained" size="large" onClick={keepAndGo(paths.register)}>
          Register &amp; Join League
        </Button>
        <Button variant="outlined" size="large" onClick={keepAndGo(paths.login)}>
          Already Have Account? Sign In
        </Button>
      </Stack>
    );
  }

  if (league.isMember) {
    return (
      <Stack spacing={1.5} sx={full}>
        <Alert severity="success">You are a member of this fan league.</Alert>
        <Button component={Link} to={paths.league(league.id)} variant="contained" size="large">
          View League
        </Button>
        <Button
          component={Link}
          to={paths.season(league.season.id)}
          variant="outlined"
          size="large"
        >
          View League &amp; Make Predictions
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={1.5} sx={full}>
      {join.isError && (
        <Alert severity="error">{errorMessage(join.error, MESSAGES.joinLeagueFailed)}</Alert>
      )}
      <Button
        variant="contained"
        size="large"
        disabled={join.isPending}
        onClick={() =>
          join.mutate(groupname, {
            onSuccess: ({ league: joined }) => void navigate(paths.league(joined.id)),
          })
        }
      >
        {join.isPending ? 'Joining...' : `Join ${league.name}`}
      </Button>
    </Stack>
  );
}

function NotFoundLeague() {
  return (
    <NotFound title={MESSAGES.fanLeagueNotFound}>
      There is no fan league at this address. Check the link you were given.
    </NotFound>
  );
}

function LandingSkeleton() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }} aria-busy="true">
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Typography role="status" color="text.secondary">
              Loading fan league...
            </Typography>
            <Skeleton variant="circular" width={64} height={64} />
            <Skeleton variant="text" width="70%" sx={{ fontSize: '2rem' }} />
            <Skeleton variant="rounded" width={140} height={32} />
            <Skeleton variant="text" width="90%" />
            <Skeleton variant="rounded" width="100%" height={44} />
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
