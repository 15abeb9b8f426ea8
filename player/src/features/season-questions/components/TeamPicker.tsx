import { Autocomplete, Box, TextField, type AutocompleteRenderInputParams } from '@mui/material';
import { TeamCrest } from '../../../components/TeamCrest';
import type { SeasonTeam } from '../api';

/**
 * The season's teams to pick from: one team, or up to `picks` teams (chips), typed to filter and
 * chosen with the keyboard (MUI Autocomplete, a labelled combobox).
 */
export function TeamPicker({
  teams,
  picks,
  value,
  onChange,
  label,
  helperText,
  error,
  disabled,
}: {
  teams: SeasonTeam[];
  picks: number;
  value: number[];
  onChange: (teamIds: number[]) => void;
  label: string;
  helperText: string;
  error?: boolean;
  disabled?: boolean;
}) {
  const byId = new Map(teams.map((team) => [team.id, team]));
  const chosen = value.map((id) => byId.get(id)).filter((team): team is SeasonTeam => !!team);
  const renderOption = (
    { key, ...props }: React.HTMLAttributes<HTMLLIElement> & { key?: React.Key },
    team: SeasonTeam,
  ) => (
    <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
      <TeamCrest team={team} size={24} />
      {team.name}
    </Box>
  );
  const renderInput = (params: AutocompleteRenderInputParams) => (
    <TextField {...params} label={label} helperText={helperText} error={error} />
  );
  if (picks === 1)
    return (
      <Autocomplete<SeasonTeam, false>
        options={teams}
        getOptionLabel={(team) => team.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        disabled={disabled}
        autoHighlight
        renderOption={renderOption}
        renderInput={renderInput}
        value={chosen[0] ?? null}
        onChange={(_, team) => onChange(team ? [team.id] : [])}
      />
    );
  return (
    <Autocomplete<SeasonTeam, true>
      multiple
      options={teams}
      getOptionLabel={(team) => team.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      disabled={disabled}
      autoHighlight
      filterSelectedOptions
      renderOption={renderOption}
      renderInput={renderInput}
      value={chosen}
      getOptionDisabled={() => chosen.length >= picks}
      onChange={(_, list) => onChange(list.slice(0, picks).map((team) => team.id))}
    />
  );
}
