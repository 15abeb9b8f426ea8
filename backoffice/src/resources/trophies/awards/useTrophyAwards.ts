import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminAwardPage } from '@predictor/contracts/types';
import type { AdminDataProvider } from '../../../dataProvider';

type State = { data: AdminAwardPage | null; loading: boolean; error: unknown };

/** One page of awards (20 per page), newest first, optionally of one trophy; `reload` reads it again. */
export function useTrophyAwards(page: number, trophyId: number | null) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<State>({ data: null, loading: true, error: null });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    dataProvider.getTrophyAwards({ page, trophyId }).then(
      (data) => live && setState({ data, loading: false, error: null }),
      (error: unknown) => live && setState({ data: null, loading: false, error }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, page, trophyId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
