import { useEffect, useRef } from 'react';
import { useDataProvider, useListContext, type RaRecord } from 'react-admin';
import type { AdminMatch } from '@predictor/contracts/types';
import { MAX_PAGE } from '@predictor/contracts/constants';

/**
 * ?highlight={id} (the distribution page's Fix link): once the list has loaded, a match that is
 * not on the page is looked up, the list switches to its season and to the page that holds it
 * (its position in that season's list under the current sort); then its row is scrolled into view.
 */
export function useHighlight(highlight: number | null) {
  const { data, isPending, perPage, sort, setFilters, setPage } = useListContext<AdminMatch>();
  const dataProvider = useDataProvider();
  const located = useRef(false);
  const onPage = !!highlight && !!data?.some((row) => row.id === highlight);

  useEffect(() => {
    if (!highlight || isPending || located.current) return;
    located.current = true;
    if (onPage) return;
    void (async () => {
      try {
        const { data: match } = await dataProvider.getOne<AdminMatch>('matches', { id: highlight });
        const filter = { seasonId: match.seasonId };
        const { data: rows } = await dataProvider.getList<RaRecord>('matches', {
          filter,
          sort,
          pagination: { page: 1, perPage: MAX_PAGE },
        });
        const index = rows.findIndex((row) => row.id === highlight);
        if (index < 0) {
          // A season larger than one request: that match's day holds it.
          setFilters({ ...filter, date: match.matchDate.slice(0, 10) }, undefined);
          return;
        }
        setFilters(filter, undefined);
        setPage(Math.floor(index / perPage) + 1);
      } catch {
        // An unknown id: the list stays as it is, with nothing to mark.
      }
    })();
  }, [highlight, isPending, onPage, dataProvider, sort, perPage, setFilters, setPage]);

  useEffect(() => {
    if (!onPage) return;
    document
      .querySelector(`[data-match-id="${highlight}"]`)
      ?.closest('tr')
      ?.scrollIntoView({ block: 'center' });
  }, [onPage, highlight]);
}
