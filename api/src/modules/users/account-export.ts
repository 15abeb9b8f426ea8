/*
 * GET /users/me/export: everything the game keeps about one player (UK GDPR, right of access), built
 * in memory on request. Each section is one join selecting exactly the exported columns (knex, like
 * matchesQuery, whose rows the predictions reuse with their scores as the API shows them).
 */
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  NOTICE_CHANNEL_PREFERENCES,
  USER_MESSAGES,
  type accountExportSchema,
  type NoticeChannelPreference,
} from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { matchesQuery } from '../matches/service';
import type { MatchRow } from '../matches/presenter';
import { presentPrediction } from '../predictions/presenter';

/** The answer before JSON encoding (timestamps may still be Dates). */
type Export = z.input<typeof accountExportSchema>;

const ref = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

/** The account's own columns (never the password hash or the session version). */
const ACCOUNT_COLUMNS = [
  'id',
  'email',
  'teamName',
  'firstName',
  'lastName',
  'role',
  'isActive',
  'isEmailVerified',
  'kitStyle',
  'kitPrimaryColour',
  'kitSecondaryColour',
  'brand',
  'createdAt',
  'updatedAt',
  'lastLogin',
] as const;

async function account(knex: Knex, userId: number) {
  const u = await knex('users as u')
    .leftJoin('teams as t', 't.id', 'u.favouriteTeamId')
    .where('u.id', userId)
    .first(
      ...ACCOUNT_COLUMNS.map((column) => `u.${column}`),
      't.id as favouriteTeamId',
      't.name as favouriteTeamName',
      'u.emailNotifications',
      'u.unsubscribed',
      'u.reminderLeadHours',
      'u.ukTime',
      ...NOTICE_CHANNEL_PREFERENCES.map((column) => `u.${column}`),
      knex.raw('u.calendar_nonce IS NOT NULL AS calendar_link'),
    );
  if (!u) throw notFound(USER_MESSAGES.notFound);
  const columns = Object.fromEntries(ACCOUNT_COLUMNS.map((column) => [column, u[column]]));
  return {
    account: {
      ...columns,
      favouriteTeam: ref(u.favouriteTeamId, u.favouriteTeamName),
    } as Export['account'],
    preferences: {
      emailNotifications: u.emailNotifications,
      unsubscribed: u.unsubscribed,
      reminderLeadHours: u.reminderLeadHours,
      ukTime: u.ukTime,
      ...(Object.fromEntries(
        NOTICE_CHANNEL_PREFERENCES.map((column) => [column, u[column]]),
      ) as Record<NoticeChannelPreference, boolean>),
      calendarLink: u.calendarLink,
    },
  };
}

async function predictions(deps: AppDeps, userId: number) {
  const rows: MatchRow[] = await matchesQuery(deps.knex, userId)
    .whereNotNull('up.id')
    .orderBy('m.matchDate')
    .orderBy('m.id');
  const now = deps.now();
  return rows.map((row) => presentPrediction(row, now));
}

async function leagueMemberships(knex: Knex, userId: number) {
  const rows = await knex('leagueMembers as lm')
    .join('leagues as l', 'l.id', 'lm.leagueId')
    .join('seasons as s', 's.id', 'l.seasonId')
    .where('lm.userId', userId)
    .orderBy('lm.joinedAt')
    .orderBy('lm.id')
    .select(
      'l.id',
      'l.name',
      'l.type',
      's.id as seasonId',
      's.name as seasonName',
      'lm.role',
      'lm.joinedAt',
    );
  return rows.map((r) => ({
    league: {
      id: r.id,
      name: r.name,
      type: r.type,
      season: { id: r.seasonId, name: r.seasonName },
    },
    role: r.role,
    joinedAt: r.joinedAt,
  }));
}

async function trophies(knex: Knex, userId: number) {
  const rows = await knex('trophyAwards as a')
    .join('trophies as t', 't.id', 'a.trophyId')
    .leftJoin('seasons as s', 's.id', 'a.seasonId')
    .leftJoin('leagues as l', 'l.id', 'a.leagueId')
    .where('a.userId', userId)
    .orderBy('a.awardedAt')
    .orderBy('a.id')
    .select(
      'a.id',
      't.id as trophyId',
      't.name as trophyName',
      't.trophyType',
      'a.reason',
      'a.awardedAt',
      's.id as seasonId',
      's.name as seasonName',
      'l.id as leagueId',
      'l.name as leagueName',
    );
  return rows.map((r) => ({
    id: r.id,
    trophy: { id: r.trophyId, name: r.trophyName, type: r.trophyType },
    reason: r.reason,
    awardedAt: r.awardedAt,
    season: ref(r.seasonId, r.seasonName),
    league: ref(r.leagueId, r.leagueName),
  }));
}

async function emails(knex: Knex, userId: number) {
  const group = (table: string) =>
    knex(`${table} as e`)
      .join('matchGroups as g', 'g.id', 'e.matchGroupId')
      .where('e.userId', userId)
      .orderBy('e.claimedAt');
  const [reminders, recaps, newsletters, resets] = await Promise.all([
    group('deadlineReminders').select('g.id', 'g.name', 'e.leadHours', 'e.claimedAt', 'e.sentAt'),
    group('roundRecaps').select('g.id', 'g.name', 'e.claimedAt', 'e.sentAt'),
    knex('newsletterRecipients as r')
      .join('newsletterSends as s', 's.id', 'r.sendId')
      .where('r.userId', userId)
      .orderBy('r.id')
      .select('r.sendId', 's.subject', 'r.email', 'r.status', 'r.sentAt'),
    knex('passwordResetTokens')
      .where({ userId })
      .orderBy('id')
      .select('createdAt as requestedAt', 'expiresAt', 'usedAt'),
  ]);
  return {
    deadlineReminders: reminders.map(({ id, name, ...r }) => ({ matchGroup: { id, name }, ...r })),
    roundRecaps: recaps.map(({ id, name, ...r }) => ({ matchGroup: { id, name }, ...r })),
    newsletters,
    passwordResets: resets,
  };
}

/**
 * Audit entries about the player's account, and those the player made (as an admin). The changes
 * (before, after) are given only for entries about the player: the others describe other records,
 * other players' among them.
 */
async function auditEntries(knex: Knex, userId: number) {
  const rows = await knex('auditEvents')
    .where((w) =>
      w.where({ resource: 'users', resourceId: String(userId) }).orWhere('actorId', userId),
    )
    .orderBy('id')
    .select('id', 'actorId', 'action', 'resource', 'resourceId', 'before', 'after', 'createdAt');
  return rows.map(({ actorId, before, after, ...r }) => {
    const aboutYou = r.resource === 'users' && r.resourceId === String(userId);
    return {
      ...r,
      byYou: actorId === userId,
      before: aboutYou ? before : null,
      after: aboutYou ? after : null,
    };
  });
}

/** The whole export of one player; 404 when the account is gone. */
export async function exportAccount(deps: AppDeps, userId: number): Promise<Export> {
  const { knex } = deps;
  const { account: own, preferences } = await account(knex, userId);
  const [owned, memberships, awards, mails, audit] = await Promise.all([
    predictions(deps, userId),
    leagueMemberships(knex, userId),
    trophies(knex, userId),
    emails(knex, userId),
    auditEntries(knex, userId),
  ]);
  return {
    exportedAt: deps.now(),
    account: own,
    preferences,
    predictions: owned,
    leagueMemberships: memberships,
    trophies: awards,
    emails: mails,
    auditEntries: audit,
  };
}
