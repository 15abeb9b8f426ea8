import { Box, Chip, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { TeamFilter } from '../teamFilter';

function countLabel(matched: number, total: number): string {
  if (matched === 0) return 'No clubs match';
  return matched === total ? `${total} clubs` : `${matched} of ${total} clubs`;
}

/**
 * The picker's filters: a search box (club name, any case, accents optional) and one chip per
 * competition (or all), with how many clubs they leave, read out as it changes.
 */
export function TeamFilters({
  filter,
  onChange,
  competitions,
  matched,
  total,
}: {
  filter: TeamFilter;
  onChange: (filter: TeamFilter) => void;
  competitions: { id: number; name: string }[];
  matched: number;
  total: number;
}) {
  const chip = (id: number | null, label: string) => {
    const selected = filter.competitionId === id;
    return (
      <Chip
        key={id ?? 'all'}
        label={label}
        clickable
        aria-pressed={selected}
        color={selected ? 'primary' : 'default'}
        variant={selected ? 'filled' : 'outlined'}
        onClick={() => onChange({ ...filter, competitionId: id })}
      />
    );
  };
  return (
    <Stack spacing={1.5}>
      <TextField
        type="search"
        label="Search clubs"
        size="small"
        value={filter.query}
        onChange={(event) => onChange({ ...filter, query: event.target.value })}
        autoComplete="off"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ maxWidth: { sm: 360 } }}
      />
      {competitions.length > 1 && (
        <Box
          role="group"
          aria-label="Competitions"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {chip(null, 'All clubs')}
          {competitions.map((competition) => chip(competition.id, competition.name))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" role="status" sx={{ minHeight: 20 }}>
        {total > 0 && countLabel(matched, total)}
      </Typography>
    </Stack>
  );
}
