import { MenuItem, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { AdminSeason } from '@predictor/contracts/types';

/** The choice that clears the filter: every season's groups. */
const ALL_SEASONS = 'all';

/**
 * Manage Match Groups' season selector (spec: "defaults to the first season"): the seasons in
 * display order, the first one chosen by default, then 'All seasons' after them.
 */
export function SeasonFilter({
  source,
  seasons,
}: {
  source: string;
  /** Read by react-admin's filter form: the selector is always shown. */
  alwaysOn: boolean;
  seasons: Pick<AdminSeason, 'id' | 'name'>[];
}) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  return (
    <TextField
      select
      size="small"
      margin="dense"
      label={translate('resources.matchgroups.fields.seasonId')}
      value={field.value ? String(field.value) : ALL_SEASONS}
      // '' takes the filter away (react-admin drops empty filter values).
      onChange={(event) =>
        field.onChange(event.target.value === ALL_SEASONS ? '' : Number(event.target.value))
      }
      sx={{ minWidth: 200 }}
    >
      {seasons.map((season) => (
        <MenuItem key={season.id} value={String(season.id)}>
          {season.name}
        </MenuItem>
      ))}
      <MenuItem value={ALL_SEASONS}>{translate('resources.matchgroups.allSeasons')}</MenuItem>
    </TextField>
  );
}
