// Awards through the TrophyAward, Trophy and User models. awardAll stays one knex INSERT … SELECT over
// every active user: one statement instead of loading thousands of users to insert them back.
import type { Knex } from 'knex';
import {
  ADMIN_CONTENT_MESSAGES as M,
  type AdminTrophyAward,
  type AwardAllPreview,
  type AwardedAll,
} from '@predictor/contracts';
import { recordAudit } from '../../lib/audit';
import { claimKey, storeResponse } from '../../lib/idempotency';
import { auditedRemove, rowLoader, type AuditedResource } from '../../lib/audited-write';
import type { AppDeps } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { filterId, filterIds, type ListParams, pageOf } from '../../lib/simple-rest';
import { Trophy, TrophyAward, User } from '../../models';
import { camelRows } from '../../db/rows';

/** API fields the back-office awards list may sort by → SQL columns. */
export const AWARD_SORTABLE: Record<string, string> = {
  id: 'trophy_awards.id',
  awardedAt: 'trophy_awards.awardedAt',
  reason: 'trophy_awards.reason',
};

/** Awards with the trophy and player fields the back office shows. */
function awardsWithTrophyAndUser(knex: Knex | Knex.Transaction) {
  return TrophyAward.query(knex)
    .withGraphFetched('[trophy, user]')
    .modifyGraph('trophy', (trophy) =>
      trophy.select('trophies.id', 'trophies.name', 'trophies.trophyType', 'trophies.imageUrl'),
    )
    .modifyGraph('user', (user) => user.select('users.id', 'users.teamName'));
}

function present(award: TrophyAward): AdminTrophyAward {
  const trophy = award.trophy!;
  const user = award.user!;
  return {
    id: award.id,
    trophy: {
      id: trophy.id,
      name: trophy.name,
      trophyType: trophy.trophyType,
      imageUrl: trophy.imageUrl,
    },
    user: { id: user.id, teamName: user.teamName },
    reason: award.reason,
    awardedAt: award.awardedAt.toISOString(),
  };
}

/** GET /trophies/admin/awards plainly: newest first, one page, with pagination {page, limit, total, pages}. */
export async function listAwards(
  deps: AppDeps,
  options: { page: number; limit: number; trophyId?: number },
) {
  const query = awardsWithTrophyAndUser(deps.knex);
  if (options.trophyId) query.where('trophy_awards.trophyId', options.trophyId);
  const params: ListParams = {
    simpleRest: false,
    sortColumn: AWARD_SORTABLE.awardedAt,
    sortOrder: 'desc',
    offset: (options.page - 1) * options.limit,
    limit: options.limit,
    filter: {},
  };
  const { rows, total } = await pageOf(query, params, 'trophy_awards.id');
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
  const query = awardsWithTrophyAndUser(deps.knex);
  const ids = filterIds(params.filter);
  if (ids) query.whereIn('trophy_awards.id', ids);
  const trophyId = filterId(params.filter, 'trophyId');
  if (trophyId) query.where('trophy_awards.trophyId', trophyId);
  const userId = filterId(params.filter, 'userId');
  if (userId) query.where('trophy_awards.userId', userId);
  const { rows, total } = await pageOf(query, params, 'trophy_awards.id');
  return { rows: rows.map(present), total };
}

const load = rowLoader(awardsWithTrophyAndUser, M.awardNotFound, present);

/** One award with its trophy and user (react-admin getOne); 404 'Trophy award not found'. */
export const getAward = (deps: AppDeps, id: number) => load(deps.knex, id);

const AWARDS: AuditedResource<AdminTrophyAward> = {
  model: TrophyAward,
  resource: 'awards',
  notFoundMessage: M.awardNotFound,
  load,
};

/** The trophy, locked for the award (exclusive: for update); 404 when absent, 400 when inactive. */
async function awardableTrophy(trx: Knex.Transaction, trophyId: number, exclusive = false) {
  const query = Trophy.query(trx).findById(trophyId);
  const trophy = await (exclusive ? query.forUpdate() : query.forShare()).select(
    'trophies.id',
    'trophies.isActive',
  );
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
    const found = await User.query(trx).findByIds(userIds).select('users.id');
    if (found.length !== userIds.length) throw badRequest(M.usersNotFound);
    const awardedAt = deps.now();
    const awards = await TrophyAward.query(trx).insert(
      userIds.map((userId) => ({
        trophyId: input.trophyId,
        userId,
        reason: input.reason,
        awardedAt,
      })),
    );
    await recordAudit(trx, {
      actorId,
      action: 'award',
      resource: 'trophies',
      resourceId: input.trophyId,
      after: { userIds, reason: input.reason, awardIds: awards.map((a) => a.id) },
    });
    return { awarded: awards.length };
  });
}

/** Active players without an award of the trophy for this reason (null matches null). */
const NOT_HOLDING = `u.is_active AND NOT EXISTS (
  SELECT 1 FROM trophy_awards a
  WHERE a.user_id = u.id AND a.trophy_id = ? AND a.reason IS NOT DISTINCT FROM ?)`;

/**
 * What award to all would do, for its confirmation: the trophy's name, the active players it would
 * award and those skipped as holding it for the same reason already. 404 when the trophy is absent.
 */
export async function previewAwardAll(
  deps: AppDeps,
  input: { trophyId: number; reason: string | null },
): Promise<AwardAllPreview> {
  const trophy = await Trophy.query(deps.knex)
    .findById(input.trophyId)
    .select('trophies.id', 'trophies.name');
  if (!trophy) throw notFound(M.trophyNotFound);
  const result = await deps.knex.raw(
    `SELECT count(*) FILTER (WHERE ${NOT_HOLDING}) AS to_award,
            count(*) FILTER (WHERE u.is_active) - count(*) FILTER (WHERE ${NOT_HOLDING}) AS already_hold
     FROM users u`,
    [input.trophyId, input.reason, input.trophyId, input.reason],
  );
  const [row] = camelRows<{ toAward: string; alreadyHold: string }>(result);
  return {
    trophy: { id: trophy.id, name: trophy.name },
    toAward: Number(row.toAward),
    alreadyHold: Number(row.alreadyHold),
  };
}

/**
 * Awards an active trophy to every active user who does not hold it for the same reason, in one
 * set-based INSERT … SELECT; answers {awarded, skipped}. The trophy row is locked for update, so two
 * awards of it run one after the other and the second skips whom the first awarded. With an
 * idempotency key (lib/idempotency.ts) the same key again answers the first outcome and awards
 * nothing. Audited.
 */
export async function awardAll(
  deps: AppDeps,
  actorId: number,
  input: { trophyId: number; reason: string | null; idempotencyKey?: string },
): Promise<AwardedAll> {
  const { idempotencyKey: key, ...request } = input;
  return deps.knex.transaction(async (trx) => {
    if (key) {
      const claim = await claimKey<AwardedAll>(trx, 'award-all', key, actorId, request);
      if (!claim.claimed) return claim.response;
    }
    await awardableTrophy(trx, input.trophyId, true);
    const result = await trx.raw(
      `WITH inserted AS (
         INSERT INTO trophy_awards (trophy_id, user_id, reason, awarded_at)
         SELECT ?, u.id, ?, ? FROM users u WHERE ${NOT_HOLDING}
         RETURNING 1)
       SELECT (SELECT count(*) FROM inserted) AS awarded,
              (SELECT count(*) FROM users u WHERE u.is_active) - (SELECT count(*) FROM inserted)
                AS skipped`,
      [input.trophyId, input.reason, deps.now(), input.trophyId, input.reason],
    );
    const [row] = camelRows<{ awarded: string; skipped: string }>(result);
    const answer = { awarded: Number(row.awarded), skipped: Number(row.skipped) };
    await recordAudit(trx, {
      actorId,
      action: 'award_all',
      resource: 'trophies',
      resourceId: input.trophyId,
      after: { ...answer, reason: input.reason },
    });
    if (key) await storeResponse(trx, 'award-all', key, answer);
    return answer;
  });
}

/** Removes one award and answers it. Audited. */
export const removeAward = (
  deps: AppDeps,
  actorId: number,
  awardId: number,
): Promise<AdminTrophyAward> => auditedRemove(deps, AWARDS, actorId, awardId);
