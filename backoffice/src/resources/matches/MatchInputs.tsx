import { useEffect } from 'react';
import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  NumberInput,
  SelectInput,
  TextInput,
  useGetList,
  useTranslate,
  type InputProps,
} from 'react-admin';
import { MATCH_STATUSES, MAX_PAGE } from '@predictor/contracts/constants';
import type { AdminMatchGroup } from '@predictor/contracts/types';
import { useOrderedSeasons } from '../../lib/seasons';
import { fromUtcInput, toUtcInput } from '../../lib/utcDateTime';

/** Match group id → its season id, filled as groups load; the form's group-in-season rule reads it. */
export type GroupSeasons = Map<number, number>;

type Team = { id: number; name: string };

/** A datetime-local input whose value means UTC (spec §5): ISO in the form, UTC wall time shown. */
export function UtcDateTimeInput(props: Pick<InputProps, 'source' | 'label' | 'isRequired'>) {
  const translate = useTranslate();
  return (
    <TextInput
      {...props}
      type="datetime-local"
      format={toUtcInput}
      parse={fromUtcInput}
      helperText={translate('resources.matches.utcHint')}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** The groups of one season, by match week, recorded in `groupSeasons`. */
function useSeasonGroups(seasonId: unknown, groupSeasons: GroupSeasons) {
  const id = Number(seasonId) || undefined;
  const { data = [], isPending } = useGetList<AdminMatchGroup>(
    'matchgroups',
    {
      pagination: { page: 1, perPage: MAX_PAGE },
      sort: { field: 'matchWeek', order: 'ASC' },
      filter: { seasonId: id },
    },
    { enabled: id !== undefined },
  );
  useEffect(() => {
    for (const group of data) groupSeasons.set(Number(group.id), group.seasonId);
  }, [data, groupSeasons]);
  return { groups: data, isPending: id !== undefined && isPending };
}

function VenueAndWeek() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
      <TextInput source="venue" sx={{ flex: '2 1 240px' }} />
      <NumberInput source="matchWeek" step={1} sx={{ flex: '1 1 120px' }} />
    </Box>
  );
}

function DateTimes() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
      <UtcDateTimeInput source="matchDate" isRequired />
      <UtcDateTimeInput source="predictionsClose" isRequired />
    </Box>
  );
}

/**
 * Create match (spec §5): season (preset from the list's filter), a group of that season, home
 * and away teams (the home team disabled in the away list), UTC date-times, venue, match week.
 * The rules are the form's schema (matchCreateFormSchema), so they show beside these inputs.
 */
export function MatchCreateInputs({ groupSeasons }: { groupSeasons: GroupSeasons }) {
  const season = useWatch({ name: 'season' });
  const homeTeam = useWatch({ name: 'homeTeam' });
  const { seasons, isPending: seasonsPending } = useOrderedSeasons();
  const { groups, isPending: groupsPending } = useSeasonGroups(season, groupSeasons);
  const { data: teams = [], isPending: teamsPending } = useGetList<Team>('teams', {
    pagination: { page: 1, perPage: MAX_PAGE },
    sort: { field: 'name', order: 'ASC' },
  });
  const awayChoices = teams.map((team) => ({
    id: team.id,
    name: team.name,
    disabled: homeTeam !== undefined && homeTeam !== null && Number(homeTeam) === team.id,
  }));
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <SelectInput
          source="season"
          isRequired
          choices={seasons}
          isPending={seasonsPending}
          sx={{ flex: '1 1 240px' }}
        />
        <SelectInput
          source="matchGroup"
          isRequired
          choices={groups}
          isPending={groupsPending}
          disabled={!season}
          sx={{ flex: '1 1 240px' }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <SelectInput
          source="homeTeam"
          isRequired
          choices={teams}
          isPending={teamsPending}
          sx={{ flex: '1 1 240px' }}
        />
        <SelectInput
          source="awayTeam"
          isRequired
          choices={awayChoices}
          isPending={teamsPending}
          sx={{ flex: '1 1 240px' }}
        />
      </Box>
      <DateTimes />
      <VenueAndWeek />
    </>
  );
}

const STATUS_CHOICES = MATCH_STATUSES.map((id) => ({
  id,
  name: `resources.matches.statuses.${id}`,
}));

/** Edit match (spec §5): date-times, a group of the match's season, status, venue, match week. */
export function MatchEditInputs({
  seasonId,
  groupSeasons,
}: {
  seasonId: number | undefined;
  groupSeasons: GroupSeasons;
}) {
  const { groups, isPending } = useSeasonGroups(seasonId, groupSeasons);
  return (
    <>
      <DateTimes />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <SelectInput
          source="matchGroupId"
          isRequired
          choices={groups}
          isPending={isPending}
          sx={{ flex: '1 1 240px' }}
        />
        <SelectInput
          source="status"
          isRequired
          choices={STATUS_CHOICES}
          sx={{ flex: '1 1 200px' }}
        />
      </Box>
      <VenueAndWeek />
    </>
  );
}

export { STATUS_CHOICES };
