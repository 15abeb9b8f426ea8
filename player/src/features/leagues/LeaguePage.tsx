import { useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { TableWithAside } from '../../components/TableWithAside';
import { ErrorBanner } from '../../components/ErrorBanner';
import { NotFound } from '../../components/NotFound';
import { ApiError, errorMessage } from '../../lib/api';
import { paths, withNext } from '../../lib/paths';
import { useSession } from '../../lib/session';
import {
  leagueQuery,
  permissionsQuery,
  prefetchLeaguePage,
  useJoinLeague,
  type League,
} from './api';
import { EditLeagueDialog } from './components/EditLeagueDialog';
import { InviteCode } from './components/InviteCode';
import { LeaguePreview } from './components/LeaguePreview';
import { membersLabel } from './components/LeagueCard';
import { MemberPredictions } from './components/MemberPredictions';
import { ScoringRules } from './components/ScoringRules';
import { Standings } from './components/Standings';
import { LEAGUE_TYPE_LABELS } from './rules';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Box>
    </Box>
  );
}

function JoinAction({ league }: { league: League }) {
  const { user } = useSession();
  const join = useJoinLeague();
  const location = useLocation();
  if (league.isMember || league.type === 'invite_only') return null;
  if (!user)
    return (
      <Button
        component={RouterLink}
        to={withNext(paths.login, location.pathname)}
        variant="contained"
      >
        Sign in to join
      </Button>
    );
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" onClick={() => join.mutate(league.id)} disabled={join.isPending}>
        {join.isPending ? 'Joining...' : 'Join League'}
      </Button>
      {join.isError && (
        <Alert severity="error">{errorMessage(join.error, 'Failed to join league')}</Alert>
      )}
    </Stack>
  );
}

function EditAction({ league }: { league: League }) {
  const { user } = useSession();
  const permissions = useQuery({ ...permissionsQuery(league.id), enabled: !!user });
  const [open, setOpen] = useState(false);
  // A failed can-edit check hides Edit (spec §8).
  if (!permissions.data?.canEdit) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
        Edit League
      </Button>
      <EditLeagueDialog
        key={`${league.id}-${league.name}-${league.type}-${league.season.id}`}
        league={league}
        permissions={permissions.data}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function Header({ league }: { league: League }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, auto)' },
            columnGap: { sm: 5 },
          }}
        >
          <Fact label="Competition">
            <Link component={RouterLink} to={paths.season(league.season.id)}>
              {league.season.name}
            </Link>
          </Fact>
          <Fact label="Members">{membersLabel(league)}</Fact>
          <Fact label="Type">
            <Chip label={LEAGUE_TYPE_LABELS[league.type]} size="small" />
          </Fact>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <JoinAction league={league} />
          <EditAction league={league} />
        </Stack>
      </Stack>
      {league.inviteCode && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
            Invite code: share it so friends can join
          </Typography>
          <InviteCode code={league.inviteCode} />
        </Box>
      )}
    </Paper>
  );
}

function LeagueSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading league">
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={120} sx={{ my: 2 }} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

/**
 * /leagues/{id}: header, standings, scoring rules and members' predictions of one league; an
 * invite-only league opened from outside shows its preview and 'Enter invite code'.
 */
export function LeaguePage() {
  const { id } = useParams();
  const leagueId = Number(id);
  const valid = Number.isInteger(leagueId) && leagueId > 0;
  const location = useLocation();
  const { user, isAdmin } = useSession();
  const league = useQuery({ ...leagueQuery(leagueId), enabled: valid });
  const queryClient = useQueryClient();
  const signedIn = !!user;
  useEffect(() => {
    if (valid) prefetchLeaguePage(queryClient, leagueId, signedIn && isAdmin).catch(() => {});
  }, [queryClient, leagueId, valid, signedIn, isAdmin]);
  const stateMessage = (location.state as { message?: unknown } | null)?.message;
  const [showMessage, setShowMessage] = useState(typeof stateMessage === 'string');

  if (!valid || (league.isError && league.error instanceof ApiError && league.error.status === 404))
    return (
      <NotFound title="League not found" back={{ label: 'Browse Leagues', to: paths.leagues }}>
        This league does not exist, or it has been deleted.
      </NotFound>
    );
  if (league.isError)
    return (
      <PageContainer title="League">
        <ErrorBanner
          message={errorMessage(league.error, 'Failed to load league data')}
          onRetry={() => void league.refetch()}
        />
      </PageContainer>
    );
  if (league.isPending)
    return (
      <PageContainer title="League">
        <LeagueSkeleton />
      </PageContainer>
    );

  const data = league.data;
  if (data.preview)
    return (
      <PageContainer title={data.name}>
        <LeaguePreview league={data} />
      </PageContainer>
    );
  const seesPredictions = !!user && (data.isMember || isAdmin);
  return (
    <PageContainer title={data.name} subtitle={data.description ?? undefined}>
      <Stack spacing={3}>
        {showMessage && typeof stateMessage === 'string' && (
          <Alert severity="success" onClose={() => setShowMessage(false)}>
            {stateMessage}
          </Alert>
        )}
        <Header league={data} />
        <TableWithAside table={<Standings league={data} />} aside={<ScoringRules />} />
        {seesPredictions ? (
          <MemberPredictions league={data} />
        ) : (
          <Alert severity="info">
            {user
              ? "Join this league to see its members' predictions."
              : "Sign in and join this league to see its members' predictions."}
          </Alert>
        )}
      </Stack>
    </PageContainer>
  );
}
