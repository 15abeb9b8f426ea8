import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import type { AdminMatch } from '@predictor/contracts/types';

/** Once the highlighted match (?highlight={id}) is on the page, its row is scrolled into view. */
export function useHighlight(highlight: number | null) {
  const { data } = useListContext<AdminMatch>();
  const onPage = !!highlight && !!data?.some((row) => row.id === highlight);

  useEffect(() => {
    if (!onPage) return;
    document
      .querySelector(`[data-match-id="${highlight}"]`)
      ?.closest('tr')
      ?.scrollIntoView({ block: 'center' });
  }, [onPage, highlight]);
}
