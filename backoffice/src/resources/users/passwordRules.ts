import { PASSWORD_MIN_LENGTH } from '@predictor/contracts/constants';
import { MESSAGES } from '@predictor/contracts/messages';

/**
 * The admin password reset's rules (admin spec §5): at least PASSWORD_MIN_LENGTH characters, the
 * confirmation equal to it. A rule is only reported once its field has text; submitting needs both met.
 */
export function passwordProblems(password: string, confirm: string) {
  const tooShort = password.length < PASSWORD_MIN_LENGTH;
  const mismatch = password !== confirm;
  return {
    password: password && tooShort ? MESSAGES.passwordTooShort : undefined,
    confirm: confirm && mismatch ? MESSAGES.passwordsDoNotMatch : undefined,
    canSubmit: !tooShort && !mismatch,
  };
}
