import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminUser } from '@predictor/contracts/types';
import type { AdminDataProvider } from '../../dataProvider';
import { useFailureNotify } from '../../lib/errors';

type Outcome = { success: string; successArgs?: Record<string, unknown>; failure: string };

/**
 * Runs one of the users' custom actions (password, role, status): while it runs `pending` is true;
 * then a success notification and a refetch of what is shown, or the server's refusal (else the
 * spec's fallback) in a red notification. Resolves whether it worked.
 */
export function useUserAction() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const notifyFailure = useFailureNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);

  const run = async (
    call: (dataProvider: AdminDataProvider) => Promise<AdminUser>,
    { success, successArgs, failure }: Outcome,
  ) => {
    setPending(true);
    try {
      await call(dataProvider);
      notify(success, { type: 'success', messageArgs: successArgs });
      refresh();
      return true;
    } catch (error) {
      notifyFailure(failure)(error);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
