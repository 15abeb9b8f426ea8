import { Avatar, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminMatch } from '@predictor/contracts/types';
import type { MatchStatus } from '@predictor/contracts/constants';
import { formatUtcDate, formatUtcTime } from '../../lib/utcDateTime';

type Team = AdminMatch['homeTeam'];

/** A team's crest (its uploaded logo, else its initials); decorative beside the team's name. */
export function TeamCrest({ team, size = 24 }: { team: Team; size?: number }) {
  return (
    <Avatar
      src={team.logoUrl ?? undefined}
      alt=""
      variant="rounded"
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.45,
        bgcolor: 'action.selected',
        color: 'text.primary',
      }}
      slotProps={{ img: { loading: 'lazy' } }}
    >
      {team.name.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}

function TeamLine({ team }: { team: Team }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
      <TeamCrest team={team} />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {team.name}
      </Typography>
    </Stack>
  );
}

/** Both crests and names, home above away; the linked match of ?highlight= says so in words. */
export function MatchCell({ highlighted }: { highlighted?: boolean }) {
  const match = useRecordContext<AdminMatch>();
  const translate = useTranslate();
  if (!match) return null;
  return (
    <Stack sx={{ gap: 0.5, minWidth: 180 }} data-match-id={match.id}>
      <TeamLine team={match.homeTeam} />
      <TeamLine team={match.awayTeam} />
      {highlighted && (
        <Chip
          size="small"
          color="warning"
          label={translate('resources.matches.highlighted')}
          sx={{ alignSelf: 'flex-start' }}
        />
      )}
    </Stack>
  );
}

/** Kick-off date and time with the predictions-close time under it, in UTC. */
export function KickOffCell() {
  const match = useRecordContext<AdminMatch>();
  const translate = useTranslate();
  if (!match) return null;
  return (
    <Stack sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{formatUtcDate(match.matchDate)}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatUtcTime(match.matchDate)} UTC
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.matches.closes', { time: formatUtcTime(match.predictionsClose) })}
      </Typography>
    </Stack>
  );
}

/** The season's name with the match group (or 'No group') under it. */
export function SeasonGroupCell() {
  const match = useRecordContext<AdminMatch>();
  const translate = useTranslate();
  if (!match) return null;
  return (
    <Stack>
      <Typography variant="body2">{match.season.name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {match.matchGroup?.name ?? translate('resources.matches.noGroup')}
      </Typography>
    </Stack>
  );
}

const STATUS_COLOURS: Record<MatchStatus, ChipProps['color']> = {
  scheduled: 'info',
  in_progress: 'warning',
  finished: 'success',
  cancelled: 'error',
  postponed: 'default',
};

/** The status as a filled chip (MUI's palette gives readable text on it in both themes). */
export function StatusBadge() {
  const match = useRecordContext<AdminMatch>();
  const translate = useTranslate();
  if (!match) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[match.status]}
      label={translate(`resources.matches.statuses.${match.status}`)}
    />
  );
}

/** 'home - away' once a result is set, else a dash. */
export function resultText(match: Pick<AdminMatch, 'homeGoals' | 'awayGoals'>): string {
  return match.homeGoals === null || match.awayGoals === null
    ? '-'
    : `${match.homeGoals} - ${match.awayGoals}`;
}

export function ResultCell() {
  const match = useRecordContext<AdminMatch>();
  if (!match) return null;
  return (
    <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
      {resultText(match)}
    </Typography>
  );
}
