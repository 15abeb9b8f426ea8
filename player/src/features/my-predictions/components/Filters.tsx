import { Box, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { OUTCOME_LABEL } from '@predictor/contracts/rules';
import {
  statusLabels,
  type PredictionFilters,
  type PredictionStatus,
  type ResultKind,
} from '../rules';

function FilterSelect<T extends string | number>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <FormControl size="small" sx={{ minWidth: 0 }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={String(value)}
        onChange={(e) => {
          const match = options.find((o) => String(o.value) === e.target.value);
          if (match) onChange(match.value);
        }}
      >
        {options.map((o) => (
          <MenuItem key={String(o.value)} value={String(o.value)}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** The season, status and result filters (spec §2). */
export function Filters({
  filters,
  seasons,
  onChange,
}: {
  filters: PredictionFilters;
  seasons: { id: number; name: string }[];
  onChange: (filters: PredictionFilters) => void;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        '& > :first-of-type': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
      }}
    >
      <FilterSelect<PredictionFilters['season']>
        id="filter-season"
        label="Season"
        value={filters.season}
        options={[
          { value: 'all', label: 'All seasons' },
          ...seasons.map((s) => ({ value: s.id, label: s.name })),
        ]}
        onChange={(season) => onChange({ ...filters, season })}
      />
      <FilterSelect<PredictionFilters['status']>
        id="filter-status"
        label="Status"
        value={filters.status}
        options={[
          { value: 'all', label: 'All statuses' },
          ...(Object.keys(statusLabels) as PredictionStatus[]).map((s) => ({
            value: s,
            label: statusLabels[s],
          })),
        ]}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <FilterSelect<PredictionFilters['result']>
        id="filter-result"
        label="Result"
        value={filters.result}
        options={[
          { value: 'all', label: 'All results' },
          ...(Object.keys(OUTCOME_LABEL) as ResultKind[]).map((r) => ({
            value: r,
            label: OUTCOME_LABEL[r],
          })),
        ]}
        onChange={(result) => onChange({ ...filters, result })}
      />
    </Box>
  );
}
