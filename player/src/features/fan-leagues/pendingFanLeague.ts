import {
  GROUPNAME_MAX_LENGTH,
  GROUPNAME_MIN_LENGTH,
  GROUPNAME_PATTERN,
} from '@predictor/contracts/constants';

/**
 * The fan league a visitor chose to join before having an account (spec §4, fan-league join flow):
 * kept in session storage from the landing page's Register or Sign In button until the flow uses it
 * (after login, or after the favourite-team step that ends a registration), then cleared.
 */
const KEY = 'pendingFanLeague';

/** True for a name a fan league could have: lowercase letters, digits and hyphens, 3 to 50 characters. */
export function isGroupname(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    value.length >= GROUPNAME_MIN_LENGTH &&
    value.length <= GROUPNAME_MAX_LENGTH &&
    GROUPNAME_PATTERN.test(value)
  );
}

export function storePendingFanLeague(groupname: string): void {
  try {
    window.sessionStorage.setItem(KEY, groupname);
  } catch {
    // Storage unavailable: the visitor registers or signs in without the automatic join.
  }
}

/** The stored group name, or null (also for anything that could not be a group name). */
export function readPendingFanLeague(): string | null {
  try {
    const value = window.sessionStorage.getItem(KEY);
    return isGroupname(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearPendingFanLeague(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}

/** Reads the stored group name and clears it: the flow uses it once. */
export function takePendingFanLeague(): string | null {
  const groupname = readPendingFanLeague();
  clearPendingFanLeague();
  return groupname;
}
