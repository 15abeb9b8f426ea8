import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../lib/dates';
import { imageSrc } from '../../../lib/images';
import { paths } from '../../../lib/paths';
import { latestNewsQuery } from '../api';
import { Section } from './Section';

const IMAGE_HEIGHT = { xs: 160, sm: 200 };

/** Latest news: the newest post's title, header image, date and excerpt; hidden on failure or when none. */
export function NewsPreview() {
  const { data, isPending, isError } = useQuery(latestNewsQuery());
  if (isError) return null;
  return (
    <Section id="latest-news" title="Latest News" action={{ label: 'All News', to: paths.news }}>
      {isPending || !data ? (
        <Card aria-busy="true" aria-label="Loading latest news">
          <CardContent>
            <Skeleton variant="text" width="70%" sx={{ fontSize: '1.25rem' }} />
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="85%" />
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardActionArea
            component={Link}
            to={`${paths.news}/${encodeURIComponent(data.slug)}`}
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: 'stretch',
            }}
          >
            {data.headerImage && (
              <Box
                component="img"
                src={imageSrc(data.headerImage)}
                alt=""
                loading="lazy"
                sx={{
                  width: { xs: '100%', sm: 240 },
                  height: IMAGE_HEIGHT,
                  objectFit: 'cover',
                  flexShrink: 0,
                  bgcolor: 'action.hover',
                }}
              />
            )}
            <CardContent sx={{ minWidth: 0 }}>
              <Typography
                variant="h6"
                component="h3"
                sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
              >
                {data.title}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                <time dateTime={data.publishDate}>{formatLongDate(data.publishDate)}</time>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {data.excerpt}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      )}
    </Section>
  );
}
