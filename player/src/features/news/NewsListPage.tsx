import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageContainer } from '../../components/PageContainer';
import { errorMessage } from '../../lib/api';
import { newsListQuery } from './api';
import { NewsCard } from './components/NewsCard';

const GRID = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

function CardSkeleton() {
  return (
    <Card>
      <Skeleton
        variant="rectangular"
        sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }}
      />
      <CardContent>
        <Skeleton variant="text" width="80%" sx={{ fontSize: '1.25rem' }} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="90%" />
      </CardContent>
    </Card>
  );
}

/** /news: every published post, newest first, 10 at a time with 'Load More Posts'. */
export function NewsListPage() {
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useInfiniteQuery(newsListQuery());
  const posts = data?.pages.flatMap((page) => page.posts) ?? [];

  // Spec §8: a failed "more posts" is silent (logged only); the button stays to try again.
  const loadMore = () =>
    void fetchNextPage().then((result) => {
      if (result.isFetchNextPageError)
        console.error('Failed to load more news posts', result.error);
    });

  return (
    <PageContainer
      title="News"
      subtitle="The latest from the game: announcements, features and results."
    >
      {isPending ? (
        <Box sx={GRID} aria-busy="true" aria-label="Loading news">
          {Array.from({ length: 6 }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </Box>
      ) : !data ? (
        <ErrorBanner message={errorMessage(error, 'Failed to load news')} />
      ) : posts.length === 0 ? (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <Typography color="text.secondary">No news posts available yet.</Typography>
          </CardContent>
        </Card>
      ) : (
        <Stack spacing={4}>
          <Box sx={GRID} component="section" aria-label="News posts">
            {posts.map((post) => (
              <NewsCard key={post.id} post={post} />
            ))}
          </Box>
          {hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              {/* Not disabled while busy, so keyboard focus stays on it; clicks wait for the page. */}
              <Button
                variant="outlined"
                size="large"
                onClick={() => !isFetchingNextPage && loadMore()}
                aria-disabled={isFetchingNextPage}
                aria-busy={isFetchingNextPage}
                startIcon={
                  isFetchingNextPage ? (
                    <CircularProgress size={18} color="inherit" aria-hidden />
                  ) : undefined
                }
              >
                Load More Posts
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </PageContainer>
  );
}
