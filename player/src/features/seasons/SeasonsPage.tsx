import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PageContainer } from '../../components/PageContainer';
import { ErrorBanner } from '../../components/ErrorBanner';
import { errorMessage } from '../../lib/api';
import { seasonsQuery } from './api';
import { SeasonCard, SeasonCardSkeleton } from './components/SeasonCard';
import { SeasonGrid } from './components/SeasonGrid';

/** /seasons: every competition edition, each card opening its fixtures. */
export function SeasonsPage() {
  const { data, isPending, isError, error, refetch } = useQuery(seasonsQuery());
  return (
    <PageContainer
      title="Competitions & Fixtures"
      subtitle="Pick a competition to see its fixtures and make your predictions."
    >
      {isPending && (
        <SeasonGrid label="Loading competitions">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <li key={i}>
              <SeasonCardSkeleton />
            </li>
          ))}
        </SeasonGrid>
      )}
      {isError && (
        <ErrorBanner
          message={errorMessage(error, 'Failed to load seasons')}
          onRetry={() => void refetch()}
        />
      )}
      {data && data.length === 0 && (
        <Alert severity="info">No seasons available at the moment.</Alert>
      )}
      {data && data.length > 0 && (
        <SeasonGrid label="Competitions">
          {data.map((season) => (
            <li key={season.id}>
              <SeasonCard season={season} />
            </li>
          ))}
        </SeasonGrid>
      )}
    </PageContainer>
  );
}
