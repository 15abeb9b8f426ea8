import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { formatPoints } from '@predictor/contracts/rules';
import { formatNumber } from '../../../lib/numbers';
import type { Comparison, CompareSide } from '../api';

/** '+5 pts', '−1 pt', '0 pts': what the bankers added or cost. */
const bonusText = (points: number) => `${points > 0 ? '+' : ''}${formatPoints(points)}`;

/** Who leads, in words: by how many points, or on the tie-break when level on points. */
export function leaderText(data: Pick<Comparison, 'leader' | 'me' | 'them'>): string {
  const diff = data.me.totals.points - data.them.totals.points;
  if (data.me.totals.scoredPredictions + data.them.totals.scoredPredictions === 0)
    return 'No results yet in this season';
  if (data.leader === 'level') return 'All square: level on points and every tie-break';
  const mine = data.leader === 'me';
  const name = data.them.user.teamName;
  if (diff === 0)
    return `Level on points: ${mine ? 'you are' : `${name} is`} ahead on the tie-break`;
  return `${mine ? 'You lead' : `${name} leads`} by ${formatPoints(Math.abs(diff))}`;
}

type Figure = {
  label: string;
  value: (side: CompareSide) => number;
  /** The figure as shown, when not the plain number. */
  text?: (side: CompareSide) => string;
};

const FIGURES: Figure[] = [
  { label: 'Points', value: (s) => s.totals.points, text: (s) => formatNumber(s.totals.points) },
  { label: 'Correct results', value: (s) => s.totals.correctResults },
  { label: 'Exact scores', value: (s) => s.totals.exactScores },
  {
    label: 'Bankers right',
    value: (s) => s.bankers.correct,
    text: (s) => `${s.bankers.correct} of ${s.bankers.scored}`,
  },
  {
    label: 'Banker bonus',
    value: (s) => s.bankers.bonusPoints,
    text: (s) => bonusText(s.bankers.bonusPoints),
  },
];

function Value({ text, ahead, align }: { text: string; ahead: boolean; align: 'left' | 'right' }) {
  return (
    <Box component="td" sx={{ textAlign: align, py: 1 }}>
      <Box
        component="span"
        sx={{
          display: 'inline-block',
          minWidth: 40,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          textAlign: 'center',
          fontVariantNumeric: 'tabular-nums',
          fontSize: '1.1rem',
          fontWeight: ahead ? 800 : 500,
          ...(ahead && { bgcolor: 'action.selected' }),
        }}
      >
        {text}
      </Box>
      {ahead && (
        <Box component="span" sx={visuallyHidden}>
          {' '}
          (ahead)
        </Box>
      )}
    </Box>
  );
}

/**
 * The season's figures face to face: the caller's on the left, the figure's name in the middle,
 * the other player's on the right; the better of each pair stands out (and says so to screen readers).
 */
export function CompareTotals({ data }: { data: Comparison }) {
  const { me, them } = data;
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        maxWidth: 560,
        mx: 'auto',
        borderCollapse: 'collapse',
        '& tbody tr + tr': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box component="caption" sx={visuallyHidden}>
        Season totals
      </Box>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={visuallyHidden}>
            You ({me.user.teamName})
          </Box>
          <Box component="th" scope="col" sx={visuallyHidden}>
            Figure
          </Box>
          <Box component="th" scope="col" sx={visuallyHidden}>
            {them.user.teamName}
          </Box>
        </tr>
      </thead>
      <tbody>
        {FIGURES.map((figure) => {
          const [a, b] = [figure.value(me), figure.value(them)];
          const text = figure.text ?? ((s: CompareSide) => formatNumber(figure.value(s)));
          return (
            <tr key={figure.label}>
              <Value text={text(me)} ahead={a > b} align="left" />
              <Box
                component="th"
                scope="row"
                sx={{
                  textAlign: 'center',
                  fontWeight: 500,
                  color: 'text.secondary',
                  typography: 'body2',
                  px: 1,
                }}
              >
                {figure.label}
              </Box>
              <Value text={text(them)} ahead={b > a} align="right" />
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}
