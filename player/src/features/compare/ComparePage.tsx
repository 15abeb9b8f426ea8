import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { KitShirt } from '../../components/KitShirt';
import { UserNotFound } from '../../components/NotFound';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageContainer } from '../../components/PageContainer';
import { SelectField } from '../../components/SelectField';
import { ApiError, errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { comparisonQuery, type Comparison, type CompareSide } from './api';
import { CompareTotals, leaderText } from './components/CompareTotals';
import { RoundsChart } from './components/RoundsChart';
import { SharedMatches } from './components/SharedMatches';

const TITLE = 'Head to head';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Player({ side, own }: { side: CompareSide; own: boolean }) {
  const { user } = side;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', minWidth: 0, flex: 1, textAlign: 'center' }}>
      <Box sx={{ p: 1, borderRadius: 3, bgcolor: 'action.hover' }}>
        <KitShirt
          kitStyle={user.kitStyle}
          primary={user.kitPrimaryColour}
          secondary={user.kitSecondaryColour}
          size={72}
          title={`${user.teamName} kit`}
        />
      </Box>
      <Typography
        component="p"
        sx={{ fontWeight: 800, fontSize: { xs: '1rem', sm: '1.25rem' }, overflowWrap: 'anywhere' }}
      >
        {own ? (
          user.teamName
        ) : (
          <Link component={RouterLink} to={paths.publicProfile(user.id)} color="inherit">
            {user.teamName}
          </Link>
        )}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {own ? 'You' : 'Opponent'}
      </Typography>
    </Stack>
  );
}

/** Both players, kit and team name, face to face. */
function Players({ data }: { data: Comparison }) {
  return (
    <Card component="section" aria-label="Players">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={{ xs: 1, sm: 3 }} sx={{ alignItems: 'flex-start' }}>
          <Player side={data.me} own />
          <Typography
            aria-hidden
            sx={{ alignSelf: 'center', fontWeight: 800, color: 'text.secondary', pt: 1 }}
          >
            v
          </Typography>
          <Player side={data.them} own={false} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function SeasonPicker({ data, onChange }: { data: Comparison; onChange: (id: string) => void }) {
  if (data.seasons.length < 2 || !data.season) return null;
  return (
    <Box sx={{ maxWidth: { sm: 360 } }}>
      <SelectField
        label="Season"
        value={String(data.season.id)}
        onChange={onChange}
        options={data.seasons.map((s) => ({
          value: String(s.id),
          label: s.isActive ? s.name : `${s.name} (ended)`,
        }))}
      />
    </Box>
  );
}

function CompareView({
  data,
  updating,
  onSeason,
}: {
  data: Comparison;
  updating: boolean;
  onSeason: (id: string) => void;
}) {
  const me = 'You';
  const them = data.them.user.teamName;
  return (
    <Stack spacing={3}>
      <Players data={data} />
      {data.season === null ? (
        <Section id="compare-empty" title="Nothing to compare yet">
          <Typography color="text.secondary">
            Neither of you has a prediction that has closed in any season yet. Come back after the
            next round&apos;s deadline.
          </Typography>
          <Button component={RouterLink} to={paths.seasons} variant="contained" sx={{ mt: 2 }}>
            Make predictions
          </Button>
        </Section>
      ) : (
        <>
          <Stack spacing={1}>
            <SeasonPicker data={data} onChange={onSeason} />
            {data.seasons.length < 2 && (
              <Typography color="text.secondary">{data.season.name}</Typography>
            )}
            <Box sx={{ height: 4 }}>
              {updating && <LinearProgress aria-label="Loading season" />}
            </Box>
          </Stack>
          <Section id="compare-totals" title="Season totals">
            <Typography sx={{ fontWeight: 700, mb: 1 }} role="status">
              {leaderText(data)}
            </Typography>
            <CompareTotals data={data} />
          </Section>
          <Section id="compare-rounds" title="Points per round">
            {data.rounds.length === 0 ? (
              <Typography color="text.secondary">
                No round has a result yet in this season.
              </Typography>
            ) : (
              <RoundsChart rounds={data.rounds} me={me} them={them} />
            )}
          </Section>
          <Section id="compare-shared" title={`Shared matches (${data.sharedMatches.length})`}>
            <SharedMatches key={data.season.id} items={data.sharedMatches} me={me} them={them} />
          </Section>
        </>
      )}
    </Stack>
  );
}

function CompareSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading head to head">
      <Skeleton variant="rounded" height={168} />
      <Skeleton variant="rounded" height={40} sx={{ maxWidth: 360 }} />
      <Skeleton variant="rounded" height={260} />
      <Skeleton variant="rounded" height={220} />
    </Stack>
  );
}

/** Comparing with oneself: the API refuses it (400); say so and offer the tables instead. */
function SelfCompare() {
  return (
    <Card variant="outlined" sx={{ textAlign: 'center' }}>
      <CardContent sx={{ py: 5 }}>
        <Typography sx={{ fontWeight: 700 }}>That&apos;s you!</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Choose another player to compare with from a leaderboard, a league or their profile.
        </Typography>
        <Button component={RouterLink} to={paths.leaderboards} variant="contained" sx={{ mt: 3 }}>
          View leaderboards
        </Button>
      </CardContent>
    </Card>
  );
}

function CompareWith({ userId }: { userId: number }) {
  const [params, setParams] = useSearchParams();
  const asked = /^\d+$/.test(params.get('season') ?? '') ? Number(params.get('season')) : null;
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useQuery({
    ...comparisonQuery(userId, asked),
    placeholderData: keepPreviousData,
  });
  const onSeason = (id: string) => setParams({ season: id }, { replace: true });
  if (isError && error instanceof ApiError && error.status === 404 && asked === null)
    return <UserNotFound />;
  const title = data ? `${TITLE}: You v ${data.them.user.teamName}` : TITLE;
  return (
    <PageContainer title={title} maxWidth="md">
      {isError ? (
        error instanceof ApiError && error.status === 400 && error.errors?.id ? (
          <SelfCompare />
        ) : (
          <ErrorBanner
            message={errorMessage(error, 'Failed to load the head to head')}
            onRetry={() => void refetch()}
          />
        )
      ) : isPending ? (
        <CompareSkeleton />
      ) : (
        <CompareView data={data} updating={isPlaceholderData} onSeason={onSeason} />
      )}
    </PageContainer>
  );
}

/** /compare/{userId}: the signed-in player beside another, season by season ("Compare with me"). */
export function ComparePage() {
  const { userId: param } = useParams();
  const userId = /^\d+$/.test(param ?? '') ? Number(param) : 0;
  if (userId <= 0) return <UserNotFound />;
  return <CompareWith key={userId} userId={userId} />;
}
