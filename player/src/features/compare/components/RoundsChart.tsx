import { Box, Stack, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { formatPoints } from '@predictor/contracts/rules';
import type { CompareRound } from '../api';

/** Each player's colour, beside their name in the key (the table below carries the figures in words). */
export const SERIES_COLOUR = {
  me: (theme: Theme) => theme.palette.primary.main,
  them: (theme: Theme) => (theme.palette.mode === 'light' ? '#c2410c' : '#fb923c'),
} as const;

/** 'MW 12', or the group's name when it has no match week. */
export const roundLabel = (round: CompareRound) =>
  round.matchGroup.matchWeek === null ? round.matchGroup.name : `MW ${round.matchGroup.matchWeek}`;

const PLOT_HEIGHT = 140;

/** How many rounds apart the axis labels are: at most six, so they never touch on a 360 px phone. */
const labelStep = (rounds: number) => Math.max(1, Math.ceil(rounds / 6));

function Bar({
  value,
  scale,
  series,
}: {
  value: number | null;
  scale: number;
  series: 'me' | 'them';
}) {
  const height = value === null ? 0 : Math.max(Math.abs(value) * scale, value === 0 ? 0 : 2);
  return (
    <Box
      sx={{
        flex: 1,
        maxWidth: 18,
        height,
        bgcolor: SERIES_COLOUR[series],
        borderRadius: value !== null && value < 0 ? '0 0 3px 3px' : '3px 3px 0 0',
        alignSelf: value !== null && value < 0 ? 'flex-start' : 'flex-end',
      }}
    />
  );
}

function Key({ me, them }: { me: string; them: string }) {
  const item = (series: 'me' | 'them', name: string) => (
    <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 12,
          height: 12,
          borderRadius: 0.5,
          bgcolor: SERIES_COLOUR[series],
          flexShrink: 0,
        }}
      />
      <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
    </Stack>
  );
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label="Key"
      sx={{ listStyle: 'none', m: 0, p: 0, gap: 2, flexWrap: 'wrap' }}
    >
      {item('me', me)}
      {item('them', them)}
    </Stack>
  );
}

/**
 * Points per round as paired bars (the caller's, then the other player's) around a zero line, so a
 * wrong banker's −1 shows below it. Drawn with boxes, as wide as its container at any screen size;
 * hidden from assistive technology, which reads the same figures in the table after it.
 */
export function RoundsChart({
  rounds,
  me,
  them,
}: {
  rounds: CompareRound[];
  me: string;
  them: string;
}) {
  const values = rounds.flatMap((r) => [r.me ?? 0, r.them ?? 0]);
  const high = Math.max(1, ...values);
  const low = Math.min(0, ...values);
  const scale = PLOT_HEIGHT / (high - low);
  const step = labelStep(rounds.length);
  return (
    <Stack spacing={1.5}>
      <Key me={me} them={them} />
      <Box aria-hidden data-testid="rounds-chart" sx={{ px: 2 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'stretch',
            gap: { xs: 0.25, sm: 0.5 },
            height: PLOT_HEIGHT,
            position: 'relative',
          }}
        >
          {/* The zero line. */}
          <Box
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              top: high * scale,
              borderTop: 1,
              borderColor: 'divider',
            }}
          />
          {rounds.map((round) => (
            <Box
              key={round.matchGroup.id}
              title={`${roundLabel(round)}: ${me} ${round.me ?? '–'}, ${them} ${round.them ?? '–'}`}
              sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
            >
              <Box
                sx={{
                  height: high * scale,
                  display: 'flex',
                  justifyContent: 'center',
                  gap: '1px',
                }}
              >
                <Bar
                  value={round.me !== null && round.me > 0 ? round.me : 0}
                  scale={scale}
                  series="me"
                />
                <Bar
                  value={round.them !== null && round.them > 0 ? round.them : 0}
                  scale={scale}
                  series="them"
                />
              </Box>
              <Box
                sx={{
                  height: -low * scale,
                  display: 'flex',
                  justifyContent: 'center',
                  gap: '1px',
                }}
              >
                <Bar
                  value={round.me !== null && round.me < 0 ? round.me : 0}
                  scale={scale}
                  series="me"
                />
                <Bar
                  value={round.them !== null && round.them < 0 ? round.them : 0}
                  scale={scale}
                  series="them"
                />
              </Box>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: { xs: 0.25, sm: 0.5 }, mt: 0.5, height: 20 }}>
          {rounds.map((round, i) => (
            <Box key={round.matchGroup.id} sx={{ flex: 1, minWidth: 0, position: 'relative' }}>
              {i % step === 0 && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{
                    position: 'absolute',
                    left: '50%',
                    transform: 'translateX(-50%)',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {roundLabel(round)}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </Box>
      {/* A table takes its content's width whatever its own: the wrapper is what stays 1 px wide. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>Points per round, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Round</th>
              <th scope="col">{me}</th>
              <th scope="col">{them}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.matchGroup.id}>
                <th scope="row">{round.matchGroup.name}</th>
                <td>{round.me === null ? 'No result' : formatPoints(round.me)}</td>
                <td>{round.them === null ? 'No result' : formatPoints(round.them)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Stack>
  );
}
