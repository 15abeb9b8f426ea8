import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { LeaderboardPartial, LeaderboardRow } from '@predictor/contracts/types';
import { formatPoints } from '@predictor/contracts/rules';
import { KitShirt } from '../../../components/KitShirt';
import { paths } from '../../../lib/paths';
import { formatPosition, ordinalPosition } from '../../../lib/positions';

/** The nudge of a player outside the top 10: a first prediction, or more of them. */
export function nudge(firstPrediction: boolean): string {
  return firstPrediction
    ? 'Make your first prediction to get a rank'
    : 'You are not in the top 10 yet. Keep predicting!';
}

/** The player's own position and points, or a nudge when they are outside the top 10. */
function OwnPosition({
  mine,
  firstPrediction,
}: {
  mine: LeaderboardRow | undefined;
  firstPrediction: boolean;
}) {
  return (
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
          <Typography variant="h4" component="p" sx={{ color: 'primary.main', fontWeight: 800 }}>
            {ordinalPosition(mine.position, mine.tied)}
          </Typography>
          <Typography variant="body2">
            {formatPoints(mine.totalPoints)} · {mine.correctResultCount} correct{' '}
            {mine.correctResultCount === 1 ? 'result' : 'results'}
          </Typography>
        </>
      ) : (
        <Typography variant="body2">{nudge(firstPrediction)}</Typography>
      )}
    </Box>
  );
}

function TopTenRow({ row, own }: { row: LeaderboardRow; own: boolean }) {
  return (
    <Box
      component="li"
      aria-current={own ? 'true' : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        px: 1,
        borderRadius: 1,
        ...(own && { bgcolor: 'action.selected', fontWeight: 700 }),
      }}
    >
      <Typography variant="body2" sx={{ width: 32, flexShrink: 0, fontWeight: 'inherit' }}>
        {formatPosition(row.position, row.tied)}
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
  );
}

/**
 * The top 10 of /leaderboards/partial with the player's own row highlighted; `firstPrediction` when
 * the player has made none yet.
 */
export function TopTen({
  data,
  userId,
  firstPrediction,
}: {
  data: LeaderboardPartial;
  userId: number;
  firstPrediction: boolean;
}) {
  return (
    <>
      <OwnPosition
        mine={data.leaderboard.find((row) => row.user.id === userId)}
        firstPrediction={firstPrediction}
      />
      <Box component="ol" aria-label="Top 10" sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0 }}>
        {data.leaderboard.map((row) => (
          <TopTenRow key={row.user.id} row={row} own={row.user.id === userId} />
        ))}
      </Box>
      <Button component={Link} to={paths.leaderboards} size="small" sx={{ mt: 1 }}>
        View Full Leaderboard
      </Button>
    </>
  );
}
