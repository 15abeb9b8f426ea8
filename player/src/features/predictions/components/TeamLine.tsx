import { Stack, Typography } from '@mui/material';
import { ScoreStepper } from '../../../components/ScoreStepper';
import { TeamCrest } from '../../../components/TeamCrest';
import type { Match } from '../api';
import type { Side } from '../usePredictionDrafts';

/** The score beside a team: a 0..9 stepper while the player may predict, else the result once in. */
export type ScoreSlot =
  | {
      kind: 'edit';
      value: string;
      disabled: boolean;
      invalid: boolean;
      onChange: (v: string) => void;
    }
  | { kind: 'result' };

/** One team of a card: crest, name and its score slot. */
export function TeamLine({ match, side, slot }: { match: Match; side: Side; slot: ScoreSlot }) {
  const team = side === 'home' ? match.homeTeam : match.awayTeam;
  const goals = side === 'home' ? match.homeGoals : match.awayGoals;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25, minHeight: 40 }}>
      <TeamCrest team={team} size={28} />
      <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {team.name}
      </Typography>
      {slot.kind === 'edit' ? (
        <ScoreStepper
          teamName={team.name}
          value={slot.value}
          disabled={slot.disabled}
          invalid={slot.invalid}
          onChange={slot.onChange}
        />
      ) : (
        match.homeGoals !== null &&
        match.awayGoals !== null && (
          <Typography
            sx={{ fontWeight: 800, fontSize: '1.25rem', minWidth: 24, textAlign: 'center' }}
          >
            {goals}
          </Typography>
        )
      )}
    </Stack>
  );
}
