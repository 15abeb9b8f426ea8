/**
 * What the onboarding pages pass each other in navigation state. The browser keeps it in the
 * history entry, so a reload of /kit-designer or /select-favourite-team stays in the registration
 * flow; opening the page afresh (no state) is the ordinary, signed-in use.
 */
export interface OnboardingState {
  /** Arrived here straight after registering. */
  fromRegistration?: boolean;
  /** A success message for the next page (the welcome page or the league page shows it). */
  message?: string;
}

export const fromRegistrationState: OnboardingState = { fromRegistration: true };

export function isFromRegistration(state: unknown): boolean {
  return (state as OnboardingState | null)?.fromRegistration === true;
}

export function messageFrom(state: unknown): string | null {
  const message = (state as OnboardingState | null)?.message;
  return typeof message === 'string' && message ? message : null;
}
