import { useState } from 'react';
import type { PreferencesInput } from '@predictor/contracts/types';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useUpdatePreferences } from './api';

/**
 * Saves a preferences body at once (PUT /users/profile), keeping the session's user in step; on
 * failure the server's message, else `failure`. `pending` is the body's preferences while it saves,
 * so a control can show the choice until the answer comes. The session follows the answer even when
 * the player has left the page by then (mutate's own callbacks are dropped on unmount: a player who
 * turned on UK time and went straight back read UTC until the next reload).
 */
export function useSavePreferences(failure: string) {
  const { updateUser } = useSession();
  const mutation = useUpdatePreferences();
  const [error, setError] = useState<string | null>(null);
  const save = (body: PreferencesInput) => {
    setError(null);
    mutation.mutateAsync(body).then(
      ({ user }) => updateUser(user),
      (err: unknown) => setError(errorMessage(err, failure)),
    );
  };
  const pending = mutation.isPending ? mutation.variables?.preferences : undefined;
  return { save, error, isPending: mutation.isPending, pending };
}
