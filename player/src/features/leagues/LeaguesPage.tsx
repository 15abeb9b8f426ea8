import { useState } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { ErrorBanner } from '../../components/ErrorBanner';
import { errorMessage } from '../../lib/api';
import { paths, withNext } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { leaguesQuery, myLeaguesQuery, type League, type MyMembership } from './api';
import { CreateLeagueDialog } from './components/CreateLeagueDialog';
import { JoinByCodeForm } from './components/JoinByCodeForm';
import { LeagueCard } from './components/LeagueCard';
import { filterLeagues, LEAGUE_TABS, type LeagueTab } from './tabs';

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

function SignInPrompt({ text }: { text: string }) {
  const location = useLocation();
  return (
    <Alert
      severity="info"
      action={
        <Button
          component={RouterLink}
          to={withNext(paths.login, location.pathname + location.search)}
          color="inherit"
          size="small"
        >
          Sign In
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

function GridSkeleton() {
  return (
    <Box sx={grid} role="status" aria-busy="true" aria-label="Loading leagues">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={176} />
      ))}
    </Box>
  );
}

function LeagueGrid({
  leagues,
  memberships,
}: {
  leagues: League[];
  memberships: Map<number, MyMembership>;
}) {
  if (leagues.length === 0) return <Alert severity="info">No leagues found for this filter.</Alert>;
  return (
    <Box component="ul" sx={grid}>
      {leagues.map((league) => (
        <li key={league.id}>
          <LeagueCard league={league} membership={memberships.get(league.id)} />
        </li>
      ))}
    </Box>
  );
}

/** Create League and Join by code, side by side above the tabs (a sign-in prompt for guests). */
function CreateOrJoin() {
  const { user } = useSession();
  const [creating, setCreating] = useState(false);
  if (!user)
    return <SignInPrompt text="Sign in to create a league or join one with an invite code." />;
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Box component="section" aria-labelledby="create-league-title">
        <Typography id="create-league-title" variant="h6" component="h2" gutterBottom>
          Start your own league
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Pick a competition, invite your friends and compete on every match week.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Create League
        </Button>
        <CreateLeagueDialog open={creating} onClose={() => setCreating(false)} />
      </Box>
      <Box component="section" aria-labelledby="join-code-title">
        <Typography id="join-code-title" variant="h6" component="h2" gutterBottom>
          Join with an invite code
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Got a code from a friend? Enter it to join their private league.
        </Typography>
        <JoinByCodeForm />
      </Box>
    </Paper>
  );
}

/** /leagues: filter tabs over every visible league, the Create League dialog and join by code. */
export function LeaguesPage() {
  const { user, isAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const leagues = useQuery(leaguesQuery());
  const mine = useQuery({ ...myLeaguesQuery(), enabled: !!user });

  const tabs = LEAGUE_TABS.filter((tab) => !tab.adminOnly || isAdmin);
  const requested = params.get('tab');
  const current: LeagueTab =
    tabs.find((tab) => tab.id === requested)?.id ?? (user ? 'my' : 'official');
  const memberships = new Map((mine.data ?? []).map((m) => [m.league.id, m]));
  const myIds = new Set(memberships.keys());
  const list = leagues.data ?? [];
  const count = (tab: LeagueTab) => filterLeagues(list, tab, myIds).length;

  let body;
  if (current === 'my' && !user) {
    body = <SignInPrompt text="Sign in to see the leagues you play in." />;
  } else if (leagues.isPending || (current === 'my' && mine.isPending)) {
    body = <GridSkeleton />;
  } else if (leagues.isError || (current === 'my' && mine.isError)) {
    body = (
      <ErrorBanner
        message={errorMessage(leagues.error ?? mine.error, 'Failed to load leagues')}
        onRetry={() => {
          void leagues.refetch();
          if (user) void mine.refetch();
        }}
      />
    );
  } else {
    body = <LeagueGrid leagues={filterLeagues(list, current, myIds)} memberships={memberships} />;
  }

  return (
    <PageContainer title="Leagues" subtitle="Compete with friends, fans and the whole country.">
      <Stack spacing={3}>
        <CreateOrJoin />
        <Box>
          <Tabs
            value={current}
            onChange={(_, tab: LeagueTab) => setParams({ tab }, { replace: true })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="League filter"
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map((tab) => (
              <Tab
                key={tab.id}
                value={tab.id}
                id={`leagues-tab-${tab.id}`}
                aria-controls="leagues-panel"
                label={
                  tab.counted && user && leagues.data && (tab.id !== 'my' || mine.data)
                    ? `${tab.label} (${count(tab.id)})`
                    : tab.label
                }
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id="leagues-panel" aria-labelledby={`leagues-tab-${current}`}>
            {body}
          </Box>
        </Box>
      </Stack>
    </PageContainer>
  );
}
