import type { SortPayload } from 'react-admin';
import { todayUtc } from '../../lib/utcDateTime';

/** Manage Matches' page size (issue 29 item 5: match day in two clicks). */
export const MATCHES_PER_PAGE = 50;

/** By kick-off, the server's UTC today's matches first (the API's sort `todayFirst`). */
export const MATCHES_SORT: SortPayload = { field: 'todayFirst', order: 'ASC' };

/** The list opens on the current match week: each active season's current group (36-hour rule). */
export const CURRENT_WEEK_FILTER = { currentWeek: true };

type Filter = Record<string, unknown>;

/** The saved queries of the filter sidebar: each replaces the whole filter. */
export const SAVED_QUERIES: { label: string; filter: () => Filter }[] = [
  { label: 'resources.matches.savedQueries.today', filter: () => ({ date: todayUtc() }) },
  {
    label: 'resources.matches.savedQueries.awaitingResult',
    filter: () => ({ awaitingResult: true }),
  },
  { label: 'resources.matches.savedQueries.thisWeek', filter: () => CURRENT_WEEK_FILTER },
];

/** A saved query is selected while the filter holds each of its values (a season may narrow it). */
export const isSavedQuerySelected = (query: Filter, filters: Filter) =>
  Object.entries(query).every(([key, value]) => filters[key] === value);

/** Choosing a saved query replaces the filter; choosing it again takes its values off. */
export function toggleSavedQuery(query: Filter, filters: Filter): Filter {
  if (!isSavedQuerySelected(query, filters)) return query;
  return Object.fromEntries(Object.entries(filters).filter(([key]) => !(key in query)));
}

/** The list's query string (react-admin's list parameters) for one page under a filter. */
export const listSearch = (page: number, filter: Filter) =>
  `?${new URLSearchParams({
    displayedFilters: '{}',
    filter: JSON.stringify(filter),
    order: MATCHES_SORT.order,
    page: String(page),
    perPage: String(MATCHES_PER_PAGE),
    sort: MATCHES_SORT.field,
  })}`;
