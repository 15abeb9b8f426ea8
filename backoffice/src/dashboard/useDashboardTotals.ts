import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { DashboardTotals } from '@predictor/contracts';
import type { AdminDataProvider } from '../dataProvider';

type State = { totals: DashboardTotals | null; loading: boolean; error: string | null };

/** GET /api/admin/dashboard once; `error` holds the server's message when it sent one. */
export function useDashboardTotals(): State & { dismissError: () => void } {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<State>({ totals: null, loading: true, error: null });
  useEffect(() => {
    let live = true;
    dataProvider.getDashboard().then(
      (totals) => live && setState({ totals, loading: false, error: null }),
      (error: { body?: { message?: string } }) =>
        live && setState({ totals: null, loading: false, error: error?.body?.message ?? '' }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return { ...state, dismissError: () => setState((s) => ({ ...s, error: null })) };
}
