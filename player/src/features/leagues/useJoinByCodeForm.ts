import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@predictor/contracts/messages';
import { joinByCodeSchema } from '@predictor/contracts/schemas';
import { formError, showServerError, useZodForm } from '../../lib/forms';
import { paths } from '../../lib/paths';
import { useJoinByCode } from './api';

/**
 * Join by invite code (spec §5, §8), for the leagues page's form and the welcome page's dialog: the
 * contracts' schema trims the code ('Please enter an invite code' when empty); a failure gives the
 * server's message or 'Invalid invite code…'; joined, the league lists are cleared and the league opens.
 */
export function useJoinByCodeForm() {
  const navigate = useNavigate();
  const join = useJoinByCode();
  const form = useZodForm(joinByCodeSchema, { inviteCode: '' });
  const { ref, onChange, ...input } = form.register('inviteCode');
  return {
    submit: form.handleSubmit((body) =>
      join.mutate(body, {
        onSuccess: ({ membership }) => {
          form.reset();
          navigate(paths.league(membership.leagueId));
        },
        onError: (failure) => showServerError(form, failure, MESSAGES.invalidInviteCode),
      }),
    ),
    /** The code input's props; typing clears the message. */
    input: {
      ...input,
      inputRef: ref,
      onChange: (event: { target: unknown }) => {
        form.clearErrors();
        return onChange(event);
      },
    },
    error: formError(form),
    pending: join.isPending,
    /** Empties the form and forgets a failure (the dialog's Cancel). */
    reset: () => {
      form.reset();
      join.reset();
    },
  };
}
