import { MESSAGES, PASSWORD_MIN_LENGTH } from '@predictor/contracts';
import type { RegisterBody } from './api';

export interface RegisterForm {
  teamName: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

/** The first problem with a registration form, or the body to send (empty names omitted). */
export function checkRegisterForm(form: RegisterForm): { error: string } | { body: RegisterBody } {
  const teamName = form.teamName.trim();
  const email = form.email.trim();
  if (!teamName) return { error: MESSAGES.teamNameRequired };
  if (!email) return { error: MESSAGES.emailRequired };
  if (form.password !== form.confirmPassword) return { error: MESSAGES.passwordsDoNotMatch };
  if (form.password.length < PASSWORD_MIN_LENGTH) return { error: MESSAGES.passwordTooShort };
  const body: RegisterBody = { teamName, email, password: form.password };
  if (form.firstName.trim()) body.firstName = form.firstName.trim();
  if (form.lastName.trim()) body.lastName = form.lastName.trim();
  return { body };
}

/** The first problem with a new password and its confirmation, or null. */
export function checkNewPassword(password: string, confirmPassword: string): string | null {
  if (!password) return MESSAGES.enterNewPassword;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password !== confirmPassword) return MESSAGES.passwordsDoNotMatch;
  return null;
}
