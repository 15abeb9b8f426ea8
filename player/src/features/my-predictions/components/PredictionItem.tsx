import { Box, Chip, Link, Stack, Tooltip, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { Link as RouterLink } from 'react-router-dom';
import { formatPoints } from '@predictor/contracts/rules';
import { AdminEnteredChip } from '../../../components/AdminEnteredChip';
import { TeamCrest } from '../../../components/TeamCrest';
import { MatchTime } from '../../../components/MatchTime';
import type { Prediction } from '../../predictions';
import { predictionStatus, resultKind, statusLabels, type PredictionStatus } from '../rules';

/** Spec §1 notes that the original tooltip said 'lose double points'; scoring (and the rules page) cost 1 point, so the tooltip says what really happens. */
export const BANKER_TOOLTIP = 'Banker: double points if correct, costs 1 point if wrong';

const statusChip: Record<
  PredictionStatus,
  { color: 'primary' | 'default' | 'success'; variant: 'outlined' | 'filled' }
> = {
  upcoming: { color: 'primary', variant: 'outlined' },
  inPlay: { color: 'default', variant: 'filled' },
  scored: { color: 'success', variant: 'outlined' },
  played: { color: 'default', variant: 'outlined' },
};

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0');

/** The points of a scored prediction by rule, and the total coloured by outcome (§4 colours). */
function Breakdown({ prediction }: { prediction: Prediction }) {
  const kind = resultKind(prediction);
  const { exactScore, correctResult, bankerBonus } = prediction.pointsBreakdown;
  const parts = [
    exactScore !== 0 && `Exact score ${signed(exactScore)}`,
    correctResult !== 0 && `Correct result ${signed(correctResult)}`,
    prediction.isBanker && `Banker ${signed(bankerBonus)}`,
  ].filter(Boolean);
  const total = formatPoints(prediction.points);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', mt: 1 }}
    >
      <Chip
        size="small"
        label={total}
        color={kind === 'exact' ? 'secondary' : kind === 'correct' ? 'success' : 'default'}
        sx={
          kind === 'incorrect'
            ? { bgcolor: 'error.dark', color: 'common.white', fontWeight: 700 }
            : { fontWeight: 700 }
        }
      />
      <Typography variant="body2" color="text.secondary">
        {parts.length > 0 ? parts.join(' · ') : 'Incorrect result'}
      </Typography>
    </Stack>
  );
}

/** A team: name beside its crest from sm up; crest above the name on phones (no mid-word breaks). */
function Team({ team, side }: { team: Prediction['match']['homeTeam']; side: 'home' | 'away' }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: side === 'home' ? 'row-reverse' : 'row' },
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1 },
        minWidth: 0,
      }}
    >
      <TeamCrest team={team} size={28} />
      <Typography
        sx={{
          fontWeight: 600,
          fontSize: { xs: '0.875rem', sm: '1rem' },
          textAlign: { xs: 'center', sm: side === 'home' ? 'right' : 'left' },
          overflowWrap: 'break-word',
          lineHeight: 1.25,
          minWidth: 0,
        }}
      >
        {team.name}
      </Typography>
    </Box>
  );
}

/** One own prediction: teams, your score, the result when known, status, banker and points. */
export function PredictionItem({ prediction, now }: { prediction: Prediction; now: Date }) {
  const { match } = prediction;
  const status = predictionStatus(prediction, now);
  const hasResult = match.homeGoals !== null && match.awayGoals !== null;
  const chip = statusChip[status];
  return (
    <Box
      component="li"
      sx={{ py: 1.5, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography variant="body2" color="text.secondary">
          <MatchTime value={match.matchDate} now={now} />
        </Typography>
        <Chip size="small" label={statusLabels[status]} color={chip.color} variant={chip.variant} />
        {prediction.isBanker && (
          <Tooltip title={BANKER_TOOLTIP} describeChild>
            <Chip
              size="small"
              tabIndex={0}
              icon={<StarIcon />}
              label="Banker"
              color="secondary"
              variant="filled"
            />
          </Tooltip>
        )}
        {prediction.enteredByAdmin && <AdminEnteredChip />}
        <Link
          component={RouterLink}
          to={`/predictions/${match.id}`}
          variant="body2"
          sx={{ ml: 'auto', fontWeight: 600 }}
          aria-label={`View ${match.homeTeam.name} vs ${match.awayTeam.name}`}
        >
          View match
        </Link>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
          alignItems: 'center',
          gap: { xs: 1, sm: 2 },
        }}
      >
        <Team team={match.homeTeam} side="home" />
        <Box sx={{ textAlign: 'center', minWidth: 84 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            Your prediction
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '1.3rem', lineHeight: 1.2 }}>
            {prediction.homeGoals} – {prediction.awayGoals}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {hasResult ? `Result ${match.homeGoals} – ${match.awayGoals}` : 'No result yet'}
          </Typography>
        </Box>
        <Team team={match.awayTeam} side="away" />
      </Box>
      {prediction.isScored && <Breakdown prediction={prediction} />}
    </Box>
  );
}
