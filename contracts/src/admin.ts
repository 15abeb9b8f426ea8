/**
 * The back office's limits and messages, in an entry without zod: the admin app's forms import
 * them from '@predictor/contracts/admin'; the schemas that enforce them import them from here.
 */
import {
  BULK_ROW_STATUSES,
  COUNTRY_CODE_MAX_LENGTH,
  MATCH_STATUSES,
  NEWS_TITLE_MAX_LENGTH,
  NEWSLETTER_BODY_MAX_LENGTH,
  NEWSLETTER_SUBJECT_MAX_LENGTH,
  TEAM_SHORT_NAME_MAX_LENGTH,
  USER_SEARCH_MIN_LENGTH,
  VENUE_MAX_LENGTH,
} from './constants';
import { MESSAGES } from './messages';

export const COMPETITION_NAME_MAX_LENGTH = 100;
export const COMPETITION_LOGO_URL_MAX_LENGTH = 500;
export const COMPETITION_TIER_MIN = 1;
export const COMPETITION_TIER_MAX = 20;

export const COMPETITION_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${COMPETITION_NAME_MAX_LENGTH} characters`,
  countryCodeTooLong: `Country code must be at most ${COUNTRY_CODE_MAX_LENGTH} characters`,
  logoUrlTooLong: `Logo URL must be at most ${COMPETITION_LOGO_URL_MAX_LENGTH} characters`,
  tierRange: `Tier must be a whole number from ${COMPETITION_TIER_MIN} to ${COMPETITION_TIER_MAX}`,
  isActiveBoolean: 'Active must be true or false',
  hasSeasons: 'Cannot delete a competition that has seasons',
  notFound: 'Competition not found',
} as const;

/** Admin back-office limits that the specs leave open, chosen once here. */
export const SEASON_NAME_MAX_LENGTH = 100;
export const SEASON_DESCRIPTION_MAX_LENGTH = 500;
export const SEASON_GAME_TYPE_MAX_LENGTH = 30;
export const CLUB_NAME_MAX_LENGTH = 100;
export const RESULT_GOALS_MAX = 99;
export const BULK_RESULTS_MAX = 500;
export const SHIFT_MATCHES_MAX = 500;
/** A shift of at most one year either way. */
export const SHIFT_MINUTES_MAX = 525_600;
export const FIXTURE_IMPORT_MAX_ROWS = 2000;
export const FIXTURE_IMPORT_MAX_CHARS = 200_000;
/** The highest match week a match, a match group or an imported fixture may name. */
export const MATCH_WEEK_MAX = 1000;

export const ADMIN_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: (max: number) => `Name must be at most ${max} characters`,
  descriptionTooLong: (max: number) => `Description must be at most ${max} characters`,
  competitionRequired: 'Competition is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date must be on or after the start date',
  orderInvalid: 'Order must be a whole number',
  gameTypeTooLong: `Game type must be at most ${SEASON_GAME_TYPE_MAX_LENGTH} characters`,
  isActiveBoolean: 'Active must be true or false',
  seasonNotFound: 'Season not found',
  competitionNotFound: 'Competition not found',
  seasonHasMatches: 'Cannot delete a season that has matches',
  seasonHasLeagues: 'Cannot delete a season that has leagues',
  teamNotFound: 'Team not found',
  teamNameTaken: 'A team with this name already exists',
  shortNameTooLong: `Short name must be at most ${TEAM_SHORT_NAME_MAX_LENGTH} characters`,
  countryCodeTooLong: `Country code must be at most ${COUNTRY_CODE_MAX_LENGTH} characters`,
  teamInUse: 'Cannot delete a team that is used by matches',
  matchGroupNotFound: 'Match group not found',
  matchWeekMin: 'Match week must be at least 1',
  matchGroupHasMatches:
    'Cannot delete a match group that has matches. Move its matches to another group first.',
  seasonRequired: 'Season is required',
  matchGroupRequired: 'Match group is required',
  homeTeamRequired: 'Home team is required',
  awayTeamRequired: 'Away team is required',
  matchDateRequired: 'Match date is required',
  predictionsCloseRequired: 'Predictions close is required',
  invalidDateTime: 'Enter a valid date and time',
  venueTooLong: `Venue must be at most ${VENUE_MAX_LENGTH} characters`,
  statusRequired: 'Status is required',
  statusInvalid: `Status must be one of ${MATCH_STATUSES.join(', ')}`,
  goalsInvalid: 'Goals must be whole numbers of 0 or more',
  goalsRequired: 'Both goal counts are required',
  matchNotFound: 'Match not found',
  duplicateMatchId: 'This match appears more than once',
  bulkInvalid: 'Some results are invalid; nothing was saved',
  rowStatusInvalid: `Status must be one of ${BULK_ROW_STATUSES.join(', ')}`,
  noGoalsUnlessFinished: 'Only a finished match or one in play takes a score',
  liveScoreBothGoals: 'A live score needs both goal counts',
  liveBeforeKickOff: 'This match has not kicked off yet: a live score starts at kick-off.',
  resultBeforeKickOff:
    'This match has not kicked off yet. Tick "Record a result before kick-off" to record one anyway.',
  matchIdsRequired: 'Select at least one match',
  minutesInvalid: 'Minutes must be a whole number',
  csvRequired: 'CSV text is required',
  csvTooLarge: `A fixture import is limited to ${FIXTURE_IMPORT_MAX_ROWS} rows`,
  importHasProblems: 'The fixture file has problems; nothing was imported',
  emailRequired: MESSAGES.emailRequired,
  teamNameRequired: MESSAGES.teamNameRequired,
  invalidEmail: MESSAGES.invalidEmail,
  roleInvalid: 'Role must be user or admin',
  userNotFound: 'User not found',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotDemoteSelf: 'You cannot remove your own admin role',
  searchTooShort: `Search text must be at least ${USER_SEARCH_MIN_LENGTH} characters`,
} as const;

/** Messages of the back office's news, trophy, award and newsletter endpoints. */
export const ADMIN_CONTENT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${NEWS_TITLE_MAX_LENGTH} characters`,
  contentRequired: 'Content is required',
  publishDateRequired: 'Publish date is required',
  statusInvalid: 'Status must be draft or published',
  imageUrlInvalid: 'Image must be an uploaded file or an http(s) URL',
  newsNotFound: 'News post not found',
  trophyNameRequired: 'Name is required',
  trophyDescriptionRequired: 'Description is required',
  trophyTypeInvalid: 'Unknown trophy type',
  trophyNotFound: 'Trophy not found',
  trophyImageUpload: 'A new trophy image is uploaded as a file (multipart field image)',
  trophyInactive: 'Only active trophies can be awarded',
  selectTrophy: 'Please select a trophy',
  selectUsers: 'Please select at least one user',
  usersNotFound: 'Some selected users do not exist',
  awardNotFound: 'Trophy award not found',
  subjectTooLong: `Subject must be at most ${NEWSLETTER_SUBJECT_MAX_LENGTH} characters`,
  bodyTooLong: `Body must be at most ${NEWSLETTER_BODY_MAX_LENGTH} characters`,
  sendNotFound: 'Newsletter send not found',
  sendStopped:
    'The database became unreachable and the send stopped. Once the service is back, resume it from the interrupted sends: sending it again would mail some players twice.',
  invalidUnsubscribe: 'This unsubscribe link is invalid or has expired.',
  idempotencyKeyInvalid:
    'The idempotency key must be 8 to 100 letters, digits, hyphens or underscores (a UUID)',
  idempotencyKeyReused: 'This idempotency key was already used for a different request',
} as const;

export const TROPHY_NAME_MAX_LENGTH = 100;
export const TROPHY_DESCRIPTION_MAX_LENGTH = 500;
export const AWARD_REASON_MAX_LENGTH = 500;

/** A late prediction: an admin enters or corrects a player's prediction once predictions have closed. */
export const LATE_PREDICTION_REASON_MAX_LENGTH = 500;
export const LATE_PREDICTION_MESSAGES = {
  reasonRequired: 'A reason is required',
  reasonTooLong: `Reason must be at most ${LATE_PREDICTION_REASON_MAX_LENGTH} characters`,
  userRequired: 'Select a player',
  stillOpen: 'Predictions for this match are still open: the player can enter it',
  cancelled: 'A cancelled match takes no predictions',
  saved: 'Prediction saved for the player',
  failed: 'Failed to save the prediction',
  mark: MESSAGES.enteredByAdmin,
} as const;
