import {
  ADMIN_ONLY_LEAGUE_TYPES,
  GROUPNAME_MAX_LENGTH,
  GROUPNAME_MIN_LENGTH,
  LEAGUE_TYPES,
  type LeagueType,
} from '@predictor/contracts/constants';
import { MESSAGES } from '@predictor/contracts/messages';

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

/** The group-name message of a fan league, or null when the name is fine. */
export function groupnameError(groupname: string): string | null {
  const value = groupname.trim();
  if (!value) return MESSAGES.groupnameRequired;
  if (value.length < GROUPNAME_MIN_LENGTH) return MESSAGES.groupnameTooShort;
  return null;
}

export interface CreateLeagueValues {
  name: string;
  description: string;
  season: string;
  type: LeagueType;
  groupname: string;
}

export type CreateLeagueErrors = Partial<Record<keyof CreateLeagueValues, string>>;

/** Spec §5's create rules; an empty object when the form may be sent. */
export function validateCreateLeague(values: CreateLeagueValues): CreateLeagueErrors {
  const errors: CreateLeagueErrors = {};
  if (!values.name.trim()) errors.name = MESSAGES.leagueNameRequired;
  if (!values.season) errors.season = MESSAGES.selectSeason;
  if (values.type === 'fanleague') {
    const groupname = groupnameError(values.groupname);
    if (groupname) errors.groupname = groupname;
  }
  return errors;
}

/** The POST /leagues body: trimmed, groupname only for a fan league. */
export function createLeagueBody(values: CreateLeagueValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    season: Number(values.season),
    type: values.type,
    ...(values.type === 'fanleague' ? { groupname: values.groupname.trim() } : {}),
  };
}
