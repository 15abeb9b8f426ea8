import type { Knex } from 'knex';
import {
  ADMIN_CONTENT_MESSAGES as M,
  type AdminTrophyAward,
  type TrophyType,
} from '@predictor/contracts';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { filterId, filterIds, pageQuery, type ListParams } from '../../lib/simple-rest';

/** API fields the back-office awards list may sort by → SQL columns. */
export const AWARD_SORTABLE: Record<string, string> = {
  id: 'a.id',
  awardedAt: 'a.awardedAt',
  reason: 'a.reason',
};

type Row = {
  id: number;
  reason: string | null;
  awardedAt: Date | string;
  trophyId: number;
  trophyName: string;
  trophyType: TrophyType;
  trophyImageUrl: string | null;
  userId: number;
  userTeamName: string;
};

function baseQuery(knex: Knex | Knex.Transaction) {
  return knex('trophyAwards as a')
    .join('trophies as t', 't.id', 'a.trophyId')
    .join('users as u', 'u.id', 'a.userId')
    .select(
      'a.id',
      'a.reason',
      'a.awardedAt',
      't.id as trophyId',
      't.name as trophyName',
      't.trophyType',
      't.imageUrl as trophyImageUrl',
      'u.id as userId',
      'u.teamName as userTeamName',
    );
}

function present(row: Row): AdminTrophyAward {
  return {
    id: row.id,
    trophy: {
      id: row.trophyId,
      name: row.trophyName,
      trophyType: row.trophyType,
      imageUrl: row.trophyImageUrl,
    },
    user: { id: row.userId, teamName: row.userTeamName },
    reason: row.reason,
    awardedAt: new Date(row.awardedAt).toISOString(),
  };
}

/** GET /trophies/admin/awards plainly: newest first, one page, with pagination {page, limit, total, pages}. */
export async function listAwards(
  deps: AppDeps,
  options: { page: number; limit: number; trophyId?: number },
) {
  const query = baseQuery(deps.knex);
  if (options.trophyId) query.where('a.trophyId', options.trophyId);
  const params: ListParams = {
    simpleRest: false,
    sortColumn: 'a.awardedAt',
    sortOrder: 'desc',
    offset: (options.page - 1) * options.limit,
    limit: options.limit,
    filter: {},
  };
  const { rows, total } = await pageQuery<Row>(query, params, 'a.id');
  return {
    awards: rows.map(present),
    pagination: {
      page: options.page,
      limit: options.limit,
      total,
      pages: Math.max(1, Math.ceil(total / options.limit)),
    },
  };
}

/** One page in the simple-REST protocol (filter trophyId, userId, id). */
export async function listAwardsPage(deps: AppDeps, params: ListParams) {
  const query = baseQuery(deps.knex);
  const ids = filterIds(params.filter);
  if (ids) query.whereIn('a.id', ids);
  const trophyId = filterId(params.filter, 'trophyId');
  if (trophyId) query.where('a.trophyId', trophyId);
  const userId = filterId(params.filter, 'userId');
  if (userId) query.where('a.userId', userId);
  const { rows, total } = await pageQuery<Row>(query, params, 'a.id');
  return { rows: rows.map(present), total };
}

/** The trophy, locked for the award; 404 when absent, 400 when inactive. */
async function awardableTrophy(trx: Knex.Transaction, trophyId: number) {
  const trophy = await trx('trophies').where({ id: trophyId }).forShare().first('id', 'isActive');
  if (!trophy) throw notFound(M.trophyNotFound);
  if (!trophy.isActive) throw badRequest(M.trophyInactive, undefined, 'TROPHY_INACTIVE');
}

/** Awards an active trophy to the given users (each once per call); every user must exist. Audited. */
export async function award(
  deps: AppDeps,
  actorId: number,
  input: { trophyId: number; userIds: number[]; reason: string | null },
) {
  const userIds = [...new Set(input.userIds)];
  return deps.knex.transaction(async (trx) => {
    await awardableTrophy(trx, input.trophyId);
    const found: number[] = await trx('users').whereIn('id', userIds).pluck('id');
    if (found.length !== userIds.length) throw badRequest(M.usersNotFound);
    const awardedAt = deps.now();
    const rows = await trx('trophyAwards')
      .insert(
        userIds.map((userId) => ({
          trophyId: input.trophyId,
          userId,
          reason: input.reason,
          awardedAt,
        })),
      )
      .returning('id');
    await recordAudit(trx, {
      actorId,
      action: 'award',
      resource: 'trophies',
      resourceId: input.trophyId,
      after: { userIds, reason: input.reason, awardIds: rows.map((r: { id: number }) => r.id) },
    });
    return { awarded: rows.length };
  });
}

/** Awards an active trophy to every active user in one set-based INSERT … SELECT. Audited. */
export async function awardAll(
  deps: AppDeps,
  actorId: number,
  input: { trophyId: number; reason: string | null },
) {
  return deps.knex.transaction(async (trx) => {
    await awardableTrophy(trx, input.trophyId);
    const result = await trx.raw(
      `WITH inserted AS (
         INSERT INTO trophy_awards (trophy_id, user_id, reason, awarded_at)
         SELECT ?, u.id, ?, ? FROM users u WHERE u.is_active
         RETURNING 1)
       SELECT count(*) AS awarded FROM inserted`,
      [input.trophyId, input.reason, deps.now()],
    );
    const awarded = Number(result.rows[0].awarded);
    await recordAudit(trx, {
      actorId,
      action: 'award_all',
      resource: 'trophies',
      resourceId: input.trophyId,
      after: { awarded, reason: input.reason },
    });
    return { awarded };
  });
}

/** Removes one award and answers it. Audited. */
export async function removeAward(
  deps: AppDeps,
  actorId: number,
  awardId: number,
): Promise<AdminTrophyAward> {
  return deps.knex.transaction(async (trx) => {
    const row = (await baseQuery(trx).where('a.id', awardId).first()) as Row | undefined;
    if (!row) throw notFound(M.awardNotFound);
    const awardView = present(row);
    await trx('trophyAwards').where({ id: awardId }).delete();
    await recordAudit(trx, {
      actorId,
      action: 'delete',
      resource: 'awards',
      resourceId: awardId,
      before: awardView,
    });
    return awardView;
  });
}
