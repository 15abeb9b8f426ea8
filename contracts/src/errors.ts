/**
 * Every error answer is `{ message, code, errors? }`. `message` is for people and may change
 * wording; `code` is for programs and never changes meaning. `errors` names fields: { field: text }.
 */
export const ERROR_CODES = {
  // 400
  VALIDATION: 'A field or parameter is missing or invalid; errors names each field',
  INVALID_JSON: 'The body is not valid JSON',
  PREDICTIONS_CLOSED: 'Predictions for this match are closed',
  QUESTION_CLOSED: 'Answers to this season question are locked: its deadline has passed',
  BANKER_NEEDS_GROUP: 'A banker needs a match that belongs to a match week',
  SEASON_LOCKED: "A league's season cannot change once it has other members",
  SEASON_INACTIVE: 'Only an active season may be chosen',
  MAX_MEMBERS_TOO_LOW: 'Maximum members is below the current number of members',
  CANNOT_CHANGE_OWN_ACCOUNT: 'An admin cannot deactivate or demote their own account',
  WRONG_PASSWORD: 'The current password given to confirm an account change is wrong',
  RESET_LINK_EXPIRED: 'The password reset link is invalid, used or expired',
  INVALID_LINK: 'The signed link (e.g. unsubscribe) is invalid or has expired',
  TROPHY_INACTIVE: 'An inactive trophy cannot be awarded',
  IMAGE_TOO_LARGE:
    'An uploaded image has more pixels than allowed (IMAGE_MAX_SIDE a side, IMAGE_MAX_PIXELS in all)',
  BATCH_REFUSED:
    'Some rows of a batch were refused, so nothing was saved; errors names each refused row (predictions.<index>)',
  // 401
  UNAUTHENTICATED: 'Sign in first: no token, or the token is not valid',
  SESSION_EXPIRED: 'The token has expired: sign in again',
  INVALID_CREDENTIALS: 'The e-mail or password is wrong',
  ACCOUNT_DEACTIVATED: 'The account has been deactivated by an admin',
  // 403
  FORBIDDEN: 'The caller may not do this',
  ADMIN_ONLY: 'Only site admins may do this',
  INVITE_REQUIRED: 'This league is joined with an invite code',
  NOT_MEMBER: 'Only members of this league may do this',
  PREDICTIONS_OPEN: 'Shown once predictions for this match close',
  // 404
  NOT_FOUND: 'The record, or a record the request refers to, does not exist',
  INVALID_INVITE_CODE: 'No league has this invite code',
  // 409
  CONFLICT: 'The request conflicts with the current state of a record',
  ALREADY_EXISTS: 'A record with the same unique value exists',
  EMAIL_TAKEN: 'Another account uses this e-mail address',
  TEAM_NAME_TAKEN: 'Another account or team uses this name',
  GROUPNAME_TAKEN: 'Another fan league uses this group name',
  ALREADY_PREDICTED: 'The player has a prediction for this match already',
  BANKER_TAKEN: 'The player has a banker in this match week already',
  ALREADY_MEMBER: 'The player is a member of this league already',
  LEAGUE_FULL: 'The league has reached its maximum members',
  IN_USE: 'Other records still refer to this one, so it cannot be deleted',
  IDEMPOTENCY_KEY_REUSED:
    'The idempotency key was used before for a different request (another body or another admin)',
  LAST_ADMIN: 'The last admin account cannot be deleted: make another account an admin first',
  RESULT_BEFORE_KICK_OFF:
    'A result for a match that has not kicked off is refused unless the request sets beforeKickOff: true',
  // others
  METHOD_NOT_ALLOWED: 'The path exists but not with this method; see the Allow header',
  PAYLOAD_TOO_LARGE: 'The body or file is larger than allowed',
  HEADERS_TOO_LARGE: 'The request line and headers together are longer than allowed (16 KB)',
  MALFORMED_REQUEST: 'The request is not well-formed HTTP',
  UNSUPPORTED_MEDIA_TYPE: 'The content type or file type is not accepted',
  RATE_LIMITED: 'Too many attempts or connections: wait for Retry-After seconds',
  INTERNAL: 'Something failed on the server',
  UNAVAILABLE: 'The database is unreachable for now: try again shortly',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export type ErrorBody = {
  message: string;
  code: ErrorCode;
  errors?: Record<string, string>;
};
