import { useGetList } from 'react-admin';
import { MAX_PAGE } from '@predictor/contracts/constants';
import type { AdminSeason } from '@predictor/contracts/types';

type Ordered = Pick<AdminSeason, 'id' | 'order' | 'startDate'>;

/** The seasons' display order, as the API lists them plainly: order, then newest start, then id. */
export function bySeasonOrder(a: Ordered, b: Ordered): number {
  return a.order - b.order || b.startDate.localeCompare(a.startDate) || a.id - b.id;
}

/** Every season (for selectors), in display order; the first one is the selectors' default. */
export function useOrderedSeasons() {
  const { data, isPending, error } = useGetList<AdminSeason>('seasons', {
    pagination: { page: 1, perPage: MAX_PAGE },
    sort: { field: 'order', order: 'ASC' },
  });
  const seasons = data ? [...data].sort(bySeasonOrder) : [];
  return { seasons, isPending, error };
}
