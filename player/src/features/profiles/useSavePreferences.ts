import { useState } from 'react';
import type { PreferencesInput } from '@predictor/contracts/types';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useUpdatePreferences } from './api';

/**
 * Saves a preferences body at once (PUT /users/profile), keeping the session's user in step; on
 * failure the server's message, else `failure`. `pending` is the body's preferences while it saves,
 * so a control can show the choice until the answer comes.
 */
export function useSavePreferences(failure: string) {
  const { updateUser } = useSession();
  const mutation = useUpdatePreferences();
  const [error, setError] = useState<string | null>(null);
  const save = (body: PreferencesInput) => {
    setError(null);
    mutation.mutate(body, {
      onSuccess: ({ user }) => updateUser(user),
      onError: (err) => setError(errorMessage(err, failure)),
    });
  };
  const pending = mutation.isPending ? mutation.variables?.preferences : undefined;
  return { save, error, isPending: mutation.isPending, pending };
}
