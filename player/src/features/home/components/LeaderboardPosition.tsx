import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { LeaderboardView } from '@predictor/contracts/types';
import { KitShirt } from '../../../components/KitShirt';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { seasonsQuery } from '../../seasons';
import { partialLeaderboardQuery, type PositionFilter } from '../api';
import { MONTHS } from '../../../lib/dates';
import { positionYears } from '../format';

function Picker({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        value={value}
        onChange={(e) => onChange(String(e.target.value))}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/**
 * My Leaderboard Position: the top 10 of a season (or all competitions) from /leaderboards/partial,
 * in the season view or a month (years back to 2020), the player's own row highlighted.
 */
export function LeaderboardPosition({ userId }: { userId: number }) {
  const now = new Date();
  const [filter, setFilter] = useState<PositionFilter>({
    season: 'all',
    view: 'season',
    year: now.getFullYear(),
    month: now.getMonth() + 1,
  });
  const seasons = useQuery(seasonsQuery(true));
  // The previous table stays (dimmed) while another filter loads: no jump back to the skeleton.
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useQuery({
    ...partialLeaderboardQuery(filter),
    placeholderData: keepPreviousData,
  });
  const mine = data?.leaderboard.find((row) => row.user.id === userId);

  return (
    <Card component="section" aria-labelledby="leaderboard-position">
      <CardContent>
        <Typography
          id="leaderboard-position"
          variant="h6"
          component="h2"
          sx={{ mb: 1.5, fontWeight: 700 }}
        >
          My Leaderboard Position
        </Typography>
        <Stack spacing={1.5}>
          <Picker
            label="Competition"
            value={String(filter.season)}
            onChange={(v) => setFilter((f) => ({ ...f, season: v === 'all' ? 'all' : Number(v) }))}
            options={[
              { value: 'all', label: 'All Competitions' },
              ...(seasons.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
              // Keep a chosen season listed while the list loads or if it left the active ones.
              ...(filter.season !== 'all' && !seasons.data?.some((s) => s.id === filter.season)
                ? [{ value: String(filter.season), label: `Competition ${filter.season}` }]
                : []),
            ]}
          />
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            value={filter.view}
            aria-label="Leaderboard view"
            onChange={(_, view: LeaderboardView | null) =>
              view && setFilter((f) => ({ ...f, view }))
            }
          >
            <ToggleButton value="season">Season</ToggleButton>
            <ToggleButton value="monthly">Monthly</ToggleButton>
          </ToggleButtonGroup>
          {filter.view === 'monthly' && (
            <Stack direction="row" spacing={1.5}>
              <Picker
                label="Year"
                value={String(filter.year)}
                onChange={(v) => setFilter((f) => ({ ...f, year: Number(v) }))}
                options={positionYears(now).map((y) => ({ value: String(y), label: String(y) }))}
              />
              <Picker
                label="Month"
                value={String(filter.month)}
                onChange={(v) => setFilter((f) => ({ ...f, month: Number(v) }))}
                options={MONTHS.map((m, i) => ({ value: String(i + 1), label: m }))}
              />
            </Stack>
          )}
        </Stack>

        <Box
          sx={{ mt: 2, opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={isPlaceholderData || undefined}
        >
          {isPending && (
            <Box aria-busy="true" aria-label="Loading leaderboard">
              <Skeleton variant="rounded" height={64} />
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} variant="text" sx={{ mt: 0.5 }} />
              ))}
            </Box>
          )}
          {isError && (
            <ErrorBanner
              message={errorMessage(error, 'Failed to load leaderboard data')}
              onRetry={() => void refetch()}
            />
          )}
          {data && !data.showPartial && <Alert severity="info">No Data Available</Alert>}
          {data && data.showPartial && (
            <>
              <Box
                sx={{
                  p: 1.5,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  minHeight: 64,
                }}
              >
                {mine ? (
                  <>
                    <Typography
                      variant="h4"
                      component="p"
                      sx={{ color: 'primary.main', fontWeight: 800 }}
                    >
                      #{mine.position}
                    </Typography>
                    <Typography variant="body2">
                      {mine.totalPoints} points · {mine.correctResultCount} correct results
                    </Typography>
                  </>
                ) : (
                  <Typography variant="body2">
                    You are not in the top 10 yet. Keep predicting!
                  </Typography>
                )}
              </Box>
              <Box
                component="ol"
                aria-label="Top 10"
                sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0 }}
              >
                {data.leaderboard.map((row) => (
                  <Box
                    component="li"
                    key={row.user.id}
                    aria-current={row.user.id === userId ? 'true' : undefined}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      py: 0.5,
                      px: 1,
                      borderRadius: 1,
                      ...(row.user.id === userId && {
                        bgcolor: 'action.selected',
                        fontWeight: 700,
                      }),
                    }}
                  >
                    <Typography
                      variant="body2"
                      sx={{ width: 28, flexShrink: 0, fontWeight: 'inherit' }}
                    >
                      {row.position}.
                    </Typography>
                    <KitShirt
                      kitStyle={row.user.kitStyle}
                      primary={row.user.kitPrimaryColour}
                      secondary={row.user.kitSecondaryColour}
                      size={20}
                    />
                    <Typography
                      component={Link}
                      to={paths.publicProfile(row.user.id)}
                      variant="body2"
                      noWrap
                      sx={{
                        flex: 1,
                        minWidth: 0,
                        fontWeight: 'inherit',
                        color: 'inherit',
                        textDecoration: 'none',
                        '&:hover, &:focus-visible': { textDecoration: 'underline' },
                      }}
                    >
                      {row.user.teamName}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 'inherit' }}>
                      {row.totalPoints}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Button component={Link} to={paths.leaderboards} size="small" sx={{ mt: 1 }}>
                View Full Leaderboard
              </Button>
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
