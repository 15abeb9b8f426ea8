import {
  ADMIN_ONLY_LEAGUE_TYPES,
  GROUPNAME_MAX_LENGTH,
  LEAGUE_TYPES,
  type LeagueType,
} from '@predictor/contracts/constants';

/** How each league type is named on screen. */
export const LEAGUE_TYPE_LABELS: Record<LeagueType, string> = {
  public: 'Public',
  invite_only: 'Invite only',
  official: 'Official',
  fanleague: 'Fan league',
};

/** Spec §5: official and fan leagues are offered to site admins only. */
export const leagueTypesFor = (isAdmin: boolean): LeagueType[] =>
  LEAGUE_TYPES.filter((type) => isAdmin || !ADMIN_ONLY_LEAGUE_TYPES.includes(type));

/**
 * A group name as it is typed (spec §5): lowercase, anything but letters, digits and hyphens
 * stripped at once, never longer than 50 characters.
 */
export const normaliseGroupname = (typed: string): string =>
  typed
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, GROUPNAME_MAX_LENGTH);
