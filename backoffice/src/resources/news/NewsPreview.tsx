import { useMemo } from 'react';
import { Alert, Box, Button, Container, Divider, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useParams } from 'react-router-dom';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { ADMIN_CONTENT_MESSAGES } from '@predictor/contracts/admin';
import { safeHtml } from '@predictor/contracts/article-html';
import type { AdminNewsPost } from '@predictor/contracts/types';
import { failureMessage } from '../../lib/errors';
import { newsMessages } from './messages';
import { newsEditPath } from './paths';
import { authorName, isScheduled } from './text';

/** '10 August 2025', as the player site dates an article (en-GB long date, UTC). */
const longDate = (value: string) =>
  new Date(value).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const imageSrc = (url: string) =>
  /^https?:\/\//.test(url) || url.startsWith('/') ? url : `/${url}`;

/** The article's HTML cleaned as the player site cleans it, with the player site's typography. */
function ArticleBody({ html }: { html: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return (
    <Box
      data-testid="article-body"
      sx={(theme) => ({
        ...theme.typography.body1,
        lineHeight: 1.75,
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& p': { my: 2 },
        '& h1, & h2, & h3, & h4, & h5, & h6': { fontWeight: 700, lineHeight: 1.3, mt: 4, mb: 1.5 },
        '& h1, & h2': { fontSize: { xs: '1.4rem', sm: '1.65rem' } },
        '& h3': { fontSize: { xs: '1.2rem', sm: '1.35rem' } },
        '& h4, & h5, & h6': { fontSize: '1.1rem' },
        '& ul, & ol': { pl: 3, my: 2 },
        '& li': { my: 0.5 },
        '& a': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '2px' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1, display: 'block', my: 2 },
        '& blockquote': {
          borderLeft: `4px solid ${theme.palette.primary.main}`,
          m: 0,
          my: 2,
          pl: 2,
          color: 'text.secondary',
        },
        '& pre, & code': { fontFamily: 'monospace', bgcolor: 'action.hover', borderRadius: 0.5 },
        '& pre': { p: 2, overflowX: 'auto' },
        '& code': { px: 0.5 },
        '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
        '& th, & td': { border: `1px solid ${theme.palette.divider}`, p: 1 },
        '& hr': { border: 0, borderTop: `1px solid ${theme.palette.divider}`, my: 3 },
      })}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** The article laid out as the player site's /news/{slug} shows it: image, title, byline, body. */
export function ArticlePreview({ post }: { post: AdminNewsPost }) {
  const author = authorName(post.author ?? undefined);
  return (
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
        <time dateTime={post.publishDate}>{longDate(post.publishDate)}</time>
      </Typography>
      <Divider sx={{ my: 3 }} />
      <ArticleBody html={post.content} />
    </Box>
  );
}

/** What the preview says about who can see the post. */
function visibility(post: AdminNewsPost): 'draft' | 'scheduled' | 'published' {
  if (post.status === 'draft') return 'draft';
  return isScheduled(post.publishDate) ? 'scheduled' : 'published';
}

/** /news/preview/{id}: a post (drafts and scheduled posts too) as players will see it. */
export function NewsPreview() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const {
    data: post,
    error,
    isPending,
  } = useGetOne<AdminNewsPost>('news', { id: Number(id) }, { retry: false });
  const status = (error as { status?: number } | null)?.status;
  const state = post ? visibility(post) : null;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Title title={post ? translate('resources.news.preview.title', { title: post.title }) : ''} />
      <Stack spacing={3}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={Link} to="/news" startIcon={<ArrowBackIcon />}>
            {translate('resources.news.backToList')}
          </Button>
          {post && (
            <Button component={Link} to={newsEditPath(post.id)} startIcon={<EditIcon />}>
              {translate('resources.news.preview.edit')}
            </Button>
          )}
        </Stack>
        {isPending ? (
          <Box aria-busy="true" aria-label="Loading article">
            <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '21 / 9' }} />
            <Skeleton variant="text" width="75%" sx={{ fontSize: '2.2rem', mt: 2 }} />
          </Box>
        ) : !post ? (
          <Alert severity="error">
            {status === 404
              ? ADMIN_CONTENT_MESSAGES.newsNotFound
              : failureMessage(error, newsMessages.loadFailed)}
          </Alert>
        ) : (
          <>
            <Alert severity={state === 'published' ? 'success' : 'info'}>
              {translate(`resources.news.preview.${state}`, { date: longDate(post.publishDate) })}
            </Alert>
            <ArticlePreview post={post} />
          </>
        )}
      </Stack>
    </Container>
  );
}
