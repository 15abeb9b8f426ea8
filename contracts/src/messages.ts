import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from './constants';
import type { TrophyType } from './types';

/** User-facing messages named in the specifications, shared by server and clients. */
export const MESSAGES = {
  enteredByAdmin: 'Entered by an admin',
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  invalidCredentials: 'Invalid email or password',
  accountDeactivated: 'This account has been deactivated',
  emailTaken: 'An account with this email already exists',
  teamNameTaken: 'This team name is already taken',
  resetEmailSent: 'If an account exists for that email, a password reset link has been sent.',
  invalidResetLink: 'Invalid reset link. Please request a new password reset.',
  resetLinkExpired:
    'This reset link is invalid or has expired. Please request a new password reset.',
  passwordReset: 'Your password has been reset. You can now sign in.',
  enterEmail: 'Please enter your email address',
  enterNewPassword: 'Please enter a new password',
  predictionsClosed: 'Predictions are closed for this match',
  validScores: 'Please enter valid scores (0 or greater)',
  scoresEmptyOrNegative: 'Scores cannot be empty or negative',
  leagueNameRequired: 'League name is required',
  selectSeason: 'Please select a season',
  groupnameRequired: 'Group name is required for fan leagues',
  groupnameTooShort: 'Group name must be at least 3 characters long',
  cannotChangeSeason: 'Cannot change season for leagues with members',
  leagueFull: 'League is full',
  enterInviteCode: 'Please enter an invite code',
  invalidInviteCode: 'Invalid invite code. Please check and try again.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  teamNameRequired: 'Team name is required',
  invalidEmail: 'Please enter a valid email address',
  selectFavouriteTeam: 'Please select a team or choose "None, I\'m a neutral"',
  selectKitStyle: 'Please select a kit style',
  saveKitFailed: 'Failed to save kit design',
  loadTeamsFailed: 'Failed to load teams',
  saveFavouriteTeamFailed: 'Failed to save favourite team',
  loadFanLeagueFailed: 'Failed to load fan league',
  fanLeagueNotFound: 'Fan league not found',
  joinLeagueFailed: 'Failed to join league',
  noTeamSelected: 'No team selected',
  homeAwaySame: 'Home and away teams cannot be the same',
  closeBeforeStart: 'Predictions must close before the match starts',
  groupNotInSeason:
    'Selected match group does not belong to the current season. Please select a different match group.',
  logoType: 'Logo must be a JPEG, PNG, or GIF image',
  logoSize: 'Logo file size must be less than 5MB',
  imageType: 'Please select an image file',
  imageSize: 'Image must be less than 5MB',
  imageDimensions: `Image is too large: at most ${IMAGE_MAX_SIDE} pixels wide or high and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels in all`,
  fillRequired: 'Please fill in all required fields',
  selectFile: 'Please select a file to upload',
} as const;

/** How the player site names a trophy type in a trophy room (the back office's preview shows the same). */
const TROPHY_ROOM_LABELS: Record<TrophyType, string> = {
  custom: 'Custom Achievement',
  monthly_first: 'Monthly Champion',
  monthly_second: 'Monthly Runner-up',
  monthly_third: 'Monthly Third Place',
  annual_first: 'Annual Champion',
  annual_second: 'Annual Runner-up',
  annual_third: 'Annual Third Place',
  league_first: 'League Winner',
  league_second: 'League Runner-up',
  league_third: 'League Third Place',
  round_winner: 'Round Winner',
};

/** The label of a trophy type (spec §3); 'Achievement' for a type it does not know. */
export function trophyTypeLabel(type: string): string {
  return (TROPHY_ROOM_LABELS as Record<string, string>)[type] ?? 'Achievement';
}

/** The emoji shown when a trophy has no image (spec §3): 🏆 first or champion, 🥈 second, 🥉 third, ⭐ otherwise. */
export function trophyEmoji(type: string): string {
  const t = type.toLowerCase();
  if (t.includes('first') || t.includes('champion')) return '🏆';
  if (t.includes('second')) return '🥈';
  if (t.includes('third')) return '🥉';
  return '⭐';
}
