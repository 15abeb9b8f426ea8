import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import { Card, CardContent, IconButton, TextField } from '@mui/material';
import {
  FilterList,
  FilterListItem,
  FilterLiveSearch,
  useListFilterContext,
  useTranslate,
  type FilterListItemProps,
} from 'react-admin';
import type { AdminSeason } from '@predictor/contracts/types';
import { latestListFilter } from '../../lib/latestListFilter';
import { STATUS_CHOICES } from './MatchInputs';
import { SAVED_QUERIES, isSavedQuerySelected, toggleSavedQuery } from './listViews';

/**
 * Manage Matches' filter sidebar from 900 px up (as Posters Galore's lists): a team search, the
 * saved queries (Today, Awaiting result, This week), the date, season and status. Below 900 px it
 * is not shown; the filter form above the list offers season, status, date and This week instead.
 */
export function MatchFilterSidebar({ seasons }: { seasons: Pick<AdminSeason, 'id' | 'name'>[] }) {
  const translate = useTranslate();
  return (
    <Card
      component="aside"
      aria-label={translate('resources.matches.filters')}
      sx={{ order: -1, flex: '0 0 13em', mr: 2, mt: 2, alignSelf: 'flex-start' }}
    >
      <CardContent sx={{ pt: 1 }}>
        <FilterLiveSearch source="q" label="resources.matches.searchTeams" />
        <FilterList label="resources.matches.savedQueries.title" icon={<BookmarkIcon />}>
          {SAVED_QUERIES.map((query) => (
            <NamedFilterListItem
              key={query.label}
              label={query.label}
              value={query.filter()}
              isSelected={isSavedQuerySelected}
              toggleFilter={toggleSavedQuery}
            />
          ))}
        </FilterList>
        <DateFilter />
        <FilterList label="resources.matches.fields.seasonId" icon={<EmojiEventsIcon />}>
          {seasons.map((season) => (
            <NamedFilterListItem
              key={season.id}
              label={season.name}
              value={{ seasonId: season.id }}
            />
          ))}
        </FilterList>
        <FilterList label="resources.matches.fields.status" icon={<FlagIcon />}>
          {STATUS_CHOICES.map((status) => (
            <NamedFilterListItem
              key={status.id}
              label={status.name}
              value={{ status: status.id }}
            />
          ))}
        </FilterList>
      </CardContent>
    </Card>
  );
}

/** The date filter (one UTC day), kept in the list's filter like the items above; empty: none. */
function DateFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListFilterContext();
  return (
    <TextField
      type="date"
      size="small"
      fullWidth
      label={translate('resources.matches.fields.date')}
      value={filterValues.date ?? ''}
      onChange={(event) => {
        const { date: _previous, ...others } = latestListFilter(filterValues);
        setFilters(
          event.target.value ? { ...others, date: event.target.value } : others,
          null,
          false,
        );
      }}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ mt: 2, mb: 1 }}
    />
  );
}

type Filter = Record<string, unknown>;

/** react-admin's default for an item: selected while the filter holds each of its values. */
const holdsValues = (value: Filter, filters: Filter) =>
  Object.entries(value).every(([key, wanted]) => filters[key] === wanted);

/** react-admin's default for an item: adds its values to the filter, or takes them off. */
const addOrRemove = (value: Filter, filters: Filter): Filter =>
  holdsValues(value, filters)
    ? Object.fromEntries(Object.entries(filters).filter(([key]) => !(key in value)))
    : { ...filters, ...value };

/**
 * react-admin's FilterListItem whose remove button (shown while the item is selected) has a name,
 * "Remove filter 'Today'": react-admin's own is an unnamed icon button. A click toggles the item in
 * the filter last asked for, not in the one on screen (quick clicks: lib/latestListFilter.ts).
 */
function NamedFilterListItem({
  label,
  value,
  isSelected = holdsValues,
  toggleFilter = addOrRemove,
}: Pick<FilterListItemProps, 'label' | 'value' | 'isSelected' | 'toggleFilter'>) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListFilterContext();
  const name = typeof label === 'string' ? translate(label, { _: label }) : '';
  const selected = isSelected(value, filterValues);
  // FilterListItem keeps the props of its first render (its memo compares label and value only):
  // the fallback is the filter it passes, not one held here.
  const toggleLatest = (itemValue: Filter, filters: Filter) =>
    toggleFilter(itemValue, latestListFilter(filters));
  return (
    <FilterListItem
      // Its memo compares label and value only: a new key shows the button as selection changes.
      key={String(selected)}
      label={label}
      value={value}
      isSelected={isSelected}
      toggleFilter={toggleLatest}
      secondaryAction={
        selected ? (
          <IconButton
            size="small"
            aria-label={translate('resources.matches.removeFilter', { name })}
            onClick={(event) => {
              event.stopPropagation();
              setFilters(toggleLatest(value, filterValues));
            }}
          >
            <CancelIcon />
          </IconButton>
        ) : null
      }
    />
  );
}
