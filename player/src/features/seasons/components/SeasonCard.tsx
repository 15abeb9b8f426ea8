import {
  Avatar,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Link } from 'react-router-dom';
import { imageSrc } from '../../../lib/images';
import { formatDateRange } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import type { Season } from '../api';

/** One competition edition, linking to its fixtures. */
export function SeasonCard({
  season,
  headingLevel = 'h2',
}: {
  season: Season;
  headingLevel?: 'h2' | 'h3';
}) {
  const dates = formatDateRange(season.startDate, season.endDate);
  const competition = season.competition?.name;
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={paths.season(season.id)}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Avatar
              src={imageSrc(season.competition?.logoUrl)}
              alt=""
              variant="rounded"
              sx={{ width: 48, height: 48, bgcolor: 'action.hover', color: 'primary.main' }}
            >
              <EmojiEventsIcon aria-hidden />
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="h6"
                component={headingLevel}
                sx={{ lineHeight: 1.25, overflowWrap: 'anywhere' }}
              >
                {season.name}
              </Typography>
              {competition && competition !== season.name && (
                <Typography variant="body2" color="text.secondary">
                  {competition}
                </Typography>
              )}
            </Box>
          </Stack>
          {season.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {season.description}
            </Typography>
          )}
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 'auto', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            {season.isActive && <Chip label="Active" color="primary" size="small" />}
            {dates && (
              <Stack
                direction="row"
                spacing={0.5}
                sx={{ alignItems: 'center', color: 'text.secondary' }}
              >
                <CalendarMonthIcon fontSize="small" aria-hidden />
                <Typography variant="caption">{dates}</Typography>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function SeasonCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }} aria-hidden>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="rounded" width={48} height={48} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="70%" height={28} />
            <Skeleton width="40%" />
          </Box>
        </Stack>
        <Skeleton sx={{ mt: 2 }} />
        <Skeleton width="80%" />
        <Skeleton width={120} height={32} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}
