import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { LeaderboardView } from '@predictor/contracts/types';
import { SelectField } from '../../../components/SelectField';
import { MONTHS } from '../../../lib/dates';
import { seasonsQuery } from '../../seasons';
import type { PositionFilter } from '../api';
import { positionYears } from '../format';

type Update = (change: (filter: PositionFilter) => PositionFilter) => void;

/** The competition choices: all, each active season, and the chosen season while it is not listed. */
function CompetitionPicker({ filter, onChange }: { filter: PositionFilter; onChange: Update }) {
  const seasons = useQuery(seasonsQuery(true));
  return (
    <SelectField
      label="Competition"
      value={String(filter.season)}
      onChange={(v) => onChange((f) => ({ ...f, season: v === 'all' ? 'all' : Number(v) }))}
      options={[
        { value: 'all', label: 'All Competitions' },
        ...(seasons.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
        // Keep a chosen season listed while the list loads or if it left the active ones.
        ...(filter.season !== 'all' && !seasons.data?.some((s) => s.id === filter.season)
          ? [{ value: String(filter.season), label: `Competition ${filter.season}` }]
          : []),
      ]}
    />
  );
}

/** The widget's filters: competition, season or monthly view, and the month (years back to 2020). */
export function PositionFilters({
  filter,
  onChange,
  now,
}: {
  filter: PositionFilter;
  onChange: Update;
  now: Date;
}) {
  return (
    <Stack spacing={1.5}>
      <CompetitionPicker filter={filter} onChange={onChange} />
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={filter.view}
        aria-label="Leaderboard view"
        onChange={(_, view: LeaderboardView | null) => view && onChange((f) => ({ ...f, view }))}
      >
        <ToggleButton value="season">Season</ToggleButton>
        <ToggleButton value="monthly">Monthly</ToggleButton>
      </ToggleButtonGroup>
      {filter.view === 'monthly' && (
        <Stack direction="row" spacing={1.5}>
          <SelectField
            label="Year"
            value={String(filter.year)}
            onChange={(v) => onChange((f) => ({ ...f, year: Number(v) }))}
            options={positionYears(now).map((y) => ({ value: String(y), label: String(y) }))}
          />
          <SelectField
            label="Month"
            value={String(filter.month)}
            onChange={(v) => onChange((f) => ({ ...f, month: Number(v) }))}
            options={MONTHS.map((m, i) => ({ value: String(i + 1), label: m }))}
          />
        </Stack>
      )}
    </Stack>
  );
}
