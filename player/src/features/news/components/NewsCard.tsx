import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../lib/dates';
import { imageSrc } from '../../../lib/images';
import { paths } from '../../../lib/paths';
import type { NewsPost } from '../api';
import { authorName } from '../author';

/**
 * One post in the list: its header image (none, and no space for one, without), title, date, author
 * and the API's 150-character excerpt; opens the article.
 */
export function NewsCard({ post }: { post: NewsPost }) {
  const author = authorName(post.author);
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={paths.newsArticle(post.slug)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {post.headerImage && (
          <Box
            component="img"
            src={imageSrc(post.headerImage)}
            alt=""
            loading="lazy"
            sx={{
              width: '100%',
              aspectRatio: '16 / 9',
              objectFit: 'cover',
              bgcolor: 'action.hover',
            }}
          />
        )}
        <CardContent sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            variant="h6"
            component="h2"
            sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {post.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            <time dateTime={post.publishDate}>{formatLongDate(post.publishDate)}</time>
            {author && <> · By {author}</>}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1, overflowWrap: 'anywhere' }}
          >
            {post.excerpt}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
