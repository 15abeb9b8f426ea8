import { Alert, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { ErrorBanner } from '../../components/ErrorBanner';
import { NotFound } from '../../components/NotFound';
import { PageContainer } from '../../components/PageContainer';
import { ApiError, errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { seasonQuestionsQuery } from './api';
import { QuestionCard } from './components/QuestionCard';

/**
 * /seasons/{id}/questions: the season's bonus questions (season predictions), each answered with
 * the season's teams until its deadline; points for each correct team count in the season table.
 */
export function SeasonQuestionsPage() {
  const seasonId = Number(useParams().id);
  const validId = Number.isInteger(seasonId) && seasonId > 0;
  const { user } = useSession();
  const location = useLocation();
  const list = useQuery({ ...seasonQuestionsQuery(seasonId, user?.id ?? null), enabled: validId });
  const notFound = !validId || (list.error instanceof ApiError && list.error.status === 404);

  if (notFound)
    return (
      <NotFound title="Season not found" back={{ label: 'Browse Fixtures', to: paths.seasons }}>
        This competition does not exist, or it is no longer listed.
      </NotFound>
    );

  return (
    <PageContainer
      title="Season predictions"
      subtitle={list.data?.season.name ?? ' '}
      maxWidth="md"
    >
      <Button
        component={RouterLink}
        to={paths.season(seasonId)}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 2 }}
      >
        Back to fixtures
      </Button>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Answer before each deadline. Every correct team wins the question&apos;s points in the
        season table. Other players&apos; picks stay hidden until the deadline.
      </Typography>
      {!user && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Link
            component={RouterLink}
            to={`${paths.login}?next=${encodeURIComponent(location.pathname)}`}
            color="inherit"
          >
            Sign in
          </Link>{' '}
          to make your season predictions.
        </Alert>
      )}
      {list.error && (
        <ErrorBanner
          message={errorMessage(list.error, 'Failed to load season predictions')}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isPending && (
        <Stack sx={{ gap: 2 }} aria-busy="true" aria-label="Loading season predictions">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={180} />
          ))}
        </Stack>
      )}
      {list.data && list.data.questions.length === 0 && (
        <Alert severity="info">No season predictions for this competition yet.</Alert>
      )}
      {list.data && (
        <Stack sx={{ gap: 2 }}>
          {list.data.questions.map((question) => (
            <QuestionCard
              key={question.id}
              question={question}
              seasonId={seasonId}
              teams={list.data.teams}
              signedIn={!!user}
            />
          ))}
        </Stack>
      )}
    </PageContainer>
  );
}
