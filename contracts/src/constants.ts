/** Limits and constants from the two specifications, written once. */
export const SCORE_MIN = 0;
export const SCORE_MAX = 9;
export const LUCKY_PICK_MAX = 5;
export const PASSWORD_MIN_LENGTH = 6;
export const GROUPNAME_MIN_LENGTH = 3;
export const GROUPNAME_MAX_LENGTH = 50;
export const GROUPNAME_PATTERN = /^[a-z0-9-]+$/;
export const VENUE_MAX_LENGTH = 100;
export const MATCH_GROUP_NAME_MAX_LENGTH = 100;
export const MATCH_GROUP_DESCRIPTION_MAX_LENGTH = 500;
export const NEWS_TITLE_MAX_LENGTH = 200;
export const NEWSLETTER_SUBJECT_MAX_LENGTH = 200;
export const NEWSLETTER_BODY_MAX_LENGTH = 5000;
export const TEAM_SHORT_NAME_MAX_LENGTH = 10;
export const COUNTRY_CODE_MAX_LENGTH = 3;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** An uploaded image's widest side and pixel count: a small file can still decode to gigabytes. */
export const IMAGE_MAX_SIDE = 4096;
export const IMAGE_MAX_PIXELS = 16_000_000;
export const NEWS_PAGE_SIZE = 10;
export const NEWS_EXCERPT_LENGTH = 150;
export const NEWS_ADMIN_LIST_LIMIT = 50;
export const TROPHY_AWARDS_PAGE_SIZE = 20;
export const USER_SEARCH_MIN_LENGTH = 2;
export const USER_SEARCH_MAX_RESULTS = 10;
export const LEADERBOARD_TOP = 100;
/**
 * A leaderboard of at least this many players is rebuilt in the background after a result, its
 * previous standings shown meanwhile, for at most LEADERBOARD_STALE_SECONDS (stated in the rules;
 * `npm run bench` measured 2.5 s at 100k players and 25 s at a million on 2 cores).
 */
export const LEADERBOARD_BACKGROUND_ROWS = 10_000;
export const LEADERBOARD_STALE_SECONDS = 30;
/** GET /leagues/{id}/standings: rows per page (the default and the largest `limit`). */
export const STANDINGS_PAGE_SIZE = 100;
/** GET /leagues/{id}/predictions: members per page (the default and the largest `limit`). */
export const LEAGUE_PREDICTIONS_PAGE_SIZE = 50;
export const GLOBAL_RANK_LIMIT = 1000;
/** A public profile's season form: the player's latest rounds with their points. */
export const FORM_ROUNDS = 5;
export const UPCOMING_MATCHES_PER_SEASON = 5;
/** POST /predictions/batch: at most this many rows (a week or two of matches) per request. */
export const PREDICTION_BATCH_MAX = 100;
/** GET /matches/{id}/crowd-picks: the most predicted scores listed. */
export const CROWD_TOP_SCORES = 5;
export const HOME_MY_LEAGUES_MAX = 6;
export const CURRENT_GROUP_WINDOW_HOURS = 36;
export const REQUEST_TIMEOUT_MS = 10_000;
export const CACHE_TTL_MS = 900_000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const SCORING = {
  exactScore: 3,
  correctResult: 1,
  bankerWrongPenalty: -1,
  bankerMultiplier: 2,
} as const;

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const MATCH_STATUSES = [
  'scheduled',
  'in_progress',
  'finished',
  'cancelled',
  'postponed',
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const LEAGUE_TYPES = ['public', 'invite_only', 'official', 'fanleague'] as const;
export type LeagueType = (typeof LEAGUE_TYPES)[number];
export const ADMIN_ONLY_LEAGUE_TYPES: readonly LeagueType[] = ['official', 'fanleague'];

export const LEAGUE_MEMBER_ROLES = ['creator', 'admin', 'member'] as const;
export type LeagueMemberRole = (typeof LEAGUE_MEMBER_ROLES)[number];

/**
 * What a row of POST /admin/matches/results (the results grid) may set a match to: every status
 * (the spec's four and postponed); only finished takes a score, any other clears it.
 */
export const BULK_ROW_STATUSES = MATCH_STATUSES;
export type BulkRowStatus = (typeof BULK_ROW_STATUSES)[number];

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const NEWSLETTER_SEND_STATUSES = ['pending', 'sending', 'completed', 'failed'] as const;
export type NewsletterSendStatus = (typeof NEWSLETTER_SEND_STATUSES)[number];
export const NEWSLETTER_RECIPIENT_STATUSES = ['pending', 'sent', 'failed', 'invalid'] as const;
export type NewsletterRecipientStatus = (typeof NEWSLETTER_RECIPIENT_STATUSES)[number];

/**
 * The most rows one admin list request may ask for (the API refuses a larger range with 400, never
 * cuts it): react-admin's exporter asks `range=[0,999]`, so the back office reads and exports in
 * pages of this size. A getMany (`filter={"id":[...]}` without range) may name at most as many ids.
 */
export const MAX_PAGE = 1000;

export const KIT_STYLES = [
  { id: 'solid', name: 'Solid', description: 'Plain solid colour' },
  {
    id: 'sleeves',
    name: 'Different Sleeves',
    description: 'Body and sleeves in different colours',
  },
  { id: 'vertical', name: 'Vertical Stripes', description: 'Classic vertical stripes' },
  { id: 'horizontal', name: 'Horizontal Stripes', description: 'Hooped horizontal stripes' },
  { id: 'quartered', name: 'Half and Half', description: 'Two halves' },
  { id: 'half', name: 'Down The Middle', description: 'Split down the middle' },
  { id: 'checkered', name: 'Arrow', description: 'An arrow pointing up' },
  { id: 'diagonal', name: 'Star', description: 'A star on the chest' },
] as const;
export const KIT_STYLE_IDS = KIT_STYLES.map((s) => s.id) as unknown as readonly [
  'solid',
  'sleeves',
  'vertical',
  'horizontal',
  'quartered',
  'half',
  'checkered',
  'diagonal',
];
export type KitStyle = (typeof KIT_STYLE_IDS)[number];
export const DEFAULT_KIT_PRIMARY = '#2563eb';
export const DEFAULT_KIT_SECONDARY = '#ffffff';
export const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/**
 * The kit designer's 14 preset swatches (spec §3): two bright accents, reds, blues, greens, amber,
 * purple, orange, white, black and slate. Includes both default colours.
 */
export const KIT_PALETTE = [
  { name: 'Cyan', hex: '#22d3ee' },
  { name: 'Pink', hex: '#ec4899' },
  { name: 'Red', hex: '#dc2626' },
  { name: 'Claret', hex: '#7f1d1d' },
  { name: 'Blue', hex: '#2563eb' },
  { name: 'Navy', hex: '#1e3a8a' },
  { name: 'Green', hex: '#16a34a' },
  { name: 'Dark Green', hex: '#14532d' },
  { name: 'Amber', hex: '#f59e0b' },
  { name: 'Purple', hex: '#7c3aed' },
  { name: 'Orange', hex: '#ea580c' },
  { name: 'White', hex: '#ffffff' },
  { name: 'Black', hex: '#000000' },
  { name: 'Slate', hex: '#475569' },
] as const;
/** After a kit save, the success modal moves on after this long (spec §9). */
export const KIT_SAVED_REDIRECT_MS = 2000;
/** The favourite-team carousel's arrow buttons scroll this many pixels (spec §9). */
export const CAROUSEL_SCROLL_STEP_PX = 300;

export const TROPHY_TYPES = [
  'custom',
  'monthly_first',
  'monthly_second',
  'monthly_third',
  'annual_first',
  'annual_second',
  'annual_third',
  'league_first',
  'league_second',
  'league_third',
  'round_winner',
] as const;
export type TrophyType = (typeof TROPHY_TYPES)[number];

export const COUNTRY_CODES = [
  'EN',
  'SC',
  'WA',
  'IE',
  'ES',
  'DE',
  'IT',
  'FR',
  'NL',
  'PT',
  'BE',
] as const;

/** Expected matches per match week on the distribution page. */
export function expectedMatchesPerWeek(seasonName: string): number {
  return seasonName.toLowerCase().includes('premier league') ? 10 : 12;
}

/** A live newsletter send or resume answers when every recipient was tried: the client waits 5 minutes. */
export const NEWSLETTER_SEND_TIMEOUT_MS = 300_000;
/**
 * A fixture import row's outcome: a fixture new to the season, one already there whose kick-off or
 * match week changes, one already there as it is, or a row with problems.
 */
export const FIXTURE_OUTCOMES = ['new', 'changed', 'unchanged', 'error'] as const;
export type FixtureOutcome = (typeof FIXTURE_OUTCOMES)[number];

/** Deadline reminder lead times a player may choose, in hours before a week's first deadline; 0 = off. */
export const REMINDER_LEAD_HOURS = [24, 2, 0] as const;
export type ReminderLeadHours = (typeof REMINDER_LEAD_HOURS)[number];
export const DEFAULT_REMINDER_LEAD_HOURS: ReminderLeadHours = 24;

/** The word a player types to confirm deleting their account (DELETE /users/me; the profile's dialog asks for it). */
export const ACCOUNT_DELETE_CONFIRMATION = 'DELETE';
