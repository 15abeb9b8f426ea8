import { Box, Button, Container, Divider, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ErrorBanner } from '../../components/ErrorBanner';
import { NotFound } from '../../components/NotFound';
import { ApiError, errorMessage } from '../../lib/api';
import { usePageTitle } from '../../lib/brand';
import { formatLongDate } from '../../lib/dates';
import { imageSrc } from '../../lib/images';
import { paths } from '../../lib/paths';
import { newsArticleQuery } from './api';
import { authorName } from './author';
import { ArticleBody } from './components/ArticleBody';

function BackToNews() {
  return (
    <Button
      component={Link}
      to={paths.news}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      Back to News
    </Button>
  );
}

/** /news/{slug}: one article with header image, title, author, date and its HTML content. */
export function NewsArticlePage() {
  const { slug = '' } = useParams();
  const { data: post, error, isPending } = useQuery(newsArticleQuery(slug));
  usePageTitle(post?.title ?? 'News');
  const author = post ? authorName(post.author) : null;

  if (error instanceof ApiError && error.status === 404)
    return (
      <NotFound
        title={errorMessage(error, 'News post not found')}
        back={{ label: 'Back to News', to: paths.news }}
      >
        It may have been taken down, or the link may be wrong.
      </NotFound>
    );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <BackToNews />
        {isPending ? (
          <Box aria-busy="true" aria-label="Loading article">
            <Skeleton
              variant="rectangular"
              sx={{ width: '100%', height: 'auto', aspectRatio: '21 / 9', borderRadius: 2 }}
            />
            <Skeleton variant="text" width="75%" sx={{ fontSize: '2.2rem', mt: 2 }} />
            <Skeleton variant="text" width="35%" />
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} variant="text" width={i % 3 === 2 ? '70%' : '100%'} />
            ))}
          </Box>
        ) : !post ? (
          <Stack spacing={2}>
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
            >
              News
            </Typography>
            <ErrorBanner message={errorMessage(error, 'Failed to load news')} />
          </Stack>
        ) : (
          <Box component="article">
            {post.headerImage && (
              <Box
                component="img"
                src={imageSrc(post.headerImage)}
                alt=""
                sx={{
                  width: '100%',
                  maxHeight: 420,
                  aspectRatio: '21 / 9',
                  objectFit: 'cover',
                  borderRadius: 2,
                  display: 'block',
                  bgcolor: 'action.hover',
                  mb: 3,
                }}
              />
            )}
            <Typography
              variant="h3"
              component="h1"
              sx={{ fontSize: { xs: '1.8rem', sm: '2.4rem' }, overflowWrap: 'anywhere' }}
            >
              {post.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {author && <>By {author} · </>}
              <time dateTime={post.publishDate}>{formatLongDate(post.publishDate)}</time>
            </Typography>
            <Divider sx={{ my: 3 }} />
            <ArticleBody html={post.content} />
          </Box>
        )}
      </Stack>
    </Container>
  );
}
