import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatPoints } from '@predictor/contracts/rules';
import { playerFormQuery, type PlayerForm } from '../api';

type Round = PlayerForm['rounds'][number];

/** '+5 pts', '−1 pt', '0 pts': what the bankers added or cost. */
const bonusText = (points: number) => `${points > 0 ? '+' : ''}${formatPoints(points)}`;

/** 'MW 12', or the group's name when it has no match week. */
const weekText = (round: Round) =>
  round.matchGroup.matchWeek === null ? round.matchGroup.name : `MW ${round.matchGroup.matchWeek}`;

/** One round: a row on phones (week and competition, then points), a tile from the small breakpoint. */
function RoundTile({ round }: { round: Round }) {
  const inPlay = round.scoredPredictions < round.predictions;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', sm: 'column' },
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: { xs: 2, sm: 0.5 },
        minWidth: 0,
        px: 1.5,
        py: { xs: 1, sm: 1.5 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        textAlign: { sm: 'center' },
      }}
    >
      <Box sx={{ minWidth: 0, order: { xs: 0, sm: 1 }, maxWidth: '100%' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {weekText(round)}
          {inPlay && (
            <Typography component="span" variant="caption" color="text.secondary">
              {' '}
              · In play
            </Typography>
          )}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {round.season.name}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', whiteSpace: 'nowrap' }}>
        {formatPoints(round.points)}
      </Typography>
    </Box>
  );
}

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 140 }}>
      <Typography sx={{ fontWeight: 800, fontSize: '1.5rem', lineHeight: 1.2 }}>{value}</Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function FormBody({ form }: { form: PlayerForm }) {
  const { rounds, accuracy, bankers } = form;
  if (rounds.length === 0)
    return <Typography color="text.secondary">No predictions have closed yet.</Typography>;
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography id="profile-form-rounds" variant="subtitle2" sx={{ mb: 1 }}>
          Last {rounds.length === 1 ? 'round' : `${rounds.length} rounds`}, oldest first
        </Typography>
        <Box
          component="ol"
          aria-labelledby="profile-form-rounds"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(5, minmax(0, 1fr))' },
            gap: 1,
            listStyle: 'none',
            p: 0,
            m: 0,
          }}
        >
          {rounds.map((round) => (
            <RoundTile key={round.matchGroup.id} round={round} />
          ))}
        </Box>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Figure
          value={`${accuracy.percent}%`}
          label={`Accuracy: ${accuracy.correctResults} of ${accuracy.scoredPredictions} correct results`}
        />
        <Figure
          value={`${bankers.correct} of ${bankers.scored}`}
          label={`Bankers correct (${bonusText(bankers.bonusPoints)} bonus)`}
        />
      </Stack>
    </Stack>
  );
}

/**
 * A player's season form beside the spec's profile fields: their last five rounds' points,
 * accuracy and banker record, counted over predictions whose deadline has passed. Nothing shows
 * when the call fails, as with the global rank.
 */
export function FormCard({ userId }: { userId: number }) {
  const { data, isPending, isError } = useQuery(playerFormQuery(userId));
  if (isError) return null;
  return (
    <Card component="section" aria-labelledby="profile-form-title">
      <CardContent>
        <Typography
          id="profile-form-title"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, mb: 1.5 }}
        >
          Form
        </Typography>
        {isPending ? (
          <Skeleton variant="rounded" height={148} role="status" aria-label="Loading form" />
        ) : (
          <FormBody form={data} />
        )}
      </CardContent>
    </Card>
  );
}
