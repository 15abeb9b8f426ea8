import {
  ADMIN_MESSAGES,
  LEAGUE_MESSAGES,
  MESSAGES,
  PREDICTION_MESSAGES,
  type ErrorCode,
} from '@predictor/contracts';
import {
  CheckViolationError,
  DataError,
  DBError,
  ForeignKeyViolationError,
  NotNullViolationError,
  UniqueViolationError,
  wrapError,
} from 'db-errors';
import { NotFoundError } from 'objection';
import { HttpError } from './errors';

type UniqueRule = { code: ErrorCode; message: string; field: string };

/** What each unique constraint means to a client: the one place a unique violation becomes a 409. */
const UNIQUE_CONSTRAINTS: Record<string, UniqueRule> = {
  users_email_lower_unique: { code: 'EMAIL_TAKEN', message: MESSAGES.emailTaken, field: 'email' },
  users_team_name_lower_unique: {
    code: 'TEAM_NAME_TAKEN',
    message: MESSAGES.teamNameTaken,
    field: 'teamName',
  },
  teams_name_unique: {
    code: 'TEAM_NAME_TAKEN',
    message: ADMIN_MESSAGES.teamNameTaken,
    field: 'name',
  },
  leagues_groupname_unique: {
    code: 'GROUPNAME_TAKEN',
    message: LEAGUE_MESSAGES.groupnameTaken,
    field: 'groupname',
  },
  league_members_league_id_user_id_unique: {
    code: 'ALREADY_MEMBER',
    message: LEAGUE_MESSAGES.alreadyMember,
    field: 'league',
  },
  predictions_user_id_match_id_unique: {
    code: 'ALREADY_PREDICTED',
    message: PREDICTION_MESSAGES.alreadyPredicted,
    field: 'match',
  },
  predictions_one_banker_per_group: {
    code: 'BANKER_TAKEN',
    message: PREDICTION_MESSAGES.bankerTaken,
    field: 'isBanker',
  },
};

/** Tables named as a person would, for "still used by …" messages. */
const RECORDS: Record<string, string> = {
  competitions: 'competitions',
  teams: 'teams',
  users: 'players',
  seasons: 'seasons',
  match_groups: 'match groups',
  matches: 'matches',
  predictions: 'predictions',
  leagues: 'leagues',
  league_members: 'league members',
  news_posts: 'news posts',
  trophies: 'trophies',
  trophy_awards: 'trophy awards',
};

/** The constraint a unique violation names (db-errors parses it; PGlite's message also carries it). */
function constraintOf(error: UniqueViolationError): string | undefined {
  if (error.constraint) return error.constraint;
  const text = `${error.message} ${(error.nativeError as Error | undefined)?.message ?? ''}`;
  return Object.keys(UNIQUE_CONSTRAINTS).find((name) => text.includes(name));
}

/** The violated unique constraint's name, for code that handles one itself (e.g. a slug retry). */
export function uniqueViolationOf(error: unknown): string | null {
  const wrapped = toDbError(error);
  return wrapped instanceof UniqueViolationError ? (constraintOf(wrapped) ?? '') : null;
}

/** Objection wraps its own queries' errors; raw knex errors are wrapped here the same way. */
function toDbError(error: unknown): unknown {
  if (error instanceof DBError || error instanceof NotFoundError) return error;
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return error;
  return wrapError(error as Error);
}

/**
 * Maps a database error to a client answer by class: never SQL text in an answer. Unique → 409
 * with the field's message, check/not-null/bad data → 400, foreign key → 409 naming the records
 * that depend on the row (or 404 when the row refers to a missing one). Null when not a DB error.
 */
export function fromDatabase(error: unknown): HttpError | null {
  const e = toDbError(error);
  if (e instanceof UniqueViolationError) {
    const rule = UNIQUE_CONSTRAINTS[constraintOf(e) ?? ''];
    return rule
      ? new HttpError(409, rule.message, {
          code: rule.code,
          errors: { [rule.field]: rule.message },
        })
      : new HttpError(409, 'This record already exists', { code: 'ALREADY_EXISTS' });
  }
  if (e instanceof ForeignKeyViolationError) return fromForeignKey(e.nativeError, e.table);
  // ON DELETE RESTRICT: PostgreSQL 18 (PGlite) says restrict_violation where 15 says foreign key.
  if (e instanceof DBError && (e.nativeError as { code?: string }).code === '23001')
    return fromForeignKey(e.nativeError, undefined);
  if (
    e instanceof CheckViolationError ||
    e instanceof NotNullViolationError ||
    e instanceof DataError
  )
    return new HttpError(400, 'Invalid value', { code: 'VALIDATION' });
  if (e instanceof NotFoundError) return new HttpError(404, 'Not found', { code: 'NOT_FOUND' });
  return null;
}

function fromForeignKey(nativeError: unknown, table: string | undefined): HttpError {
  const detail = String((nativeError as { detail?: string } | undefined)?.detail ?? '');
  const referenced = /is not present in table/.test(detail);
  if (referenced) {
    return new HttpError(404, 'A record this refers to does not exist', { code: 'NOT_FOUND' });
  }
  const dependent = /referenced from table "([a-z_]+)"/.exec(detail)?.[1] ?? table;
  const records = RECORDS[dependent ?? ''] ?? 'other records';
  return new HttpError(409, `This record is still used by ${records}`, { code: 'IN_USE' });
}
