import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDataProvider } from 'react-admin';
import type { AdminMatch } from '@predictor/contracts/types';
import type { HighlightedPage } from './dataProvider';
import { MATCHES_PER_PAGE, MATCHES_SORT, listSearch } from './listViews';

/**
 * How long the list takes the highlighted page as fresh: the list's own first query finds it in
 * the cache instead of asking again (later changes refresh it as usual, by invalidation).
 */
export const HIGHLIGHT_FRESH_MS = 10_000;

/**
 * ?highlight={id} (dashboard, distribution page): before the list mounts, one request asks for the
 * page holding that match (its season's matches, the list's order and page size). The answer is
 * put where the list's own query looks for it and the list's parameters (that page, that season)
 * into the URL, so the list opens on it without asking again. Returns true until then (the request
 * runs or the URL still holds ?highlight); an unknown match leaves the list as it opens by default.
 */
export function useHighlightedPage(highlight: number | null): boolean {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [pending, setPending] = useState(highlight !== null);
  // Asked once per mount, also under React's development double effects.
  const asked = useRef(false);

  useEffect(() => {
    if (highlight === null || asked.current) return;
    asked.current = true;
    void (async () => {
      try {
        const pagination = { page: 1, perPage: MATCHES_PER_PAGE };
        const { data, total, meta } = await dataProvider.getList<AdminMatch>('matches', {
          pagination,
          sort: MATCHES_SORT,
          filter: {},
          meta: { highlight },
        });
        const { page, filter } = meta as HighlightedPage;
        queryClient.setQueryData(
          [
            'matches',
            'getList',
            { pagination: { ...pagination, page }, sort: MATCHES_SORT, filter },
          ],
          { data, total },
        );
        navigate({ search: listSearch(page, filter) }, { replace: true });
      } catch {
        navigate({ search: '' }, { replace: true });
      } finally {
        setPending(false);
      }
    })();
  }, [highlight, dataProvider, queryClient, navigate]);

  // A data router applies navigate() a moment later: the list waits for its own parameters.
  return pending || new URLSearchParams(search).has('highlight');
}
