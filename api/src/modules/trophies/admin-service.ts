import type { Knex } from 'knex';
import {
  ADMIN_CONTENT_MESSAGES as M,
  type AdminTrophy,
  type TrophyInput,
  type TrophyType,
} from '@predictor/contracts';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import {
  escapeLike,
  filterBoolean,
  filterIds,
  filterText,
  pageQuery,
  type ListParams,
} from '../../lib/simple-rest';

/** API fields the back-office trophy list may sort by → SQL columns. */
export const SORTABLE: Record<string, string> = {
  id: 't.id',
  name: 't.name',
  trophyType: 't.trophyType',
  isActive: 't.isActive',
  createdAt: 't.createdAt',
};

type Row = {
  id: number;
  name: string;
  description: string;
  trophyType: TrophyType;
  imageUrl: string | null;
  isActive: boolean;
  createdAt: Date | string;
  awardCount: number | string;
};

function baseQuery(knex: Knex | Knex.Transaction) {
  return knex('trophies as t').select(
    't.id',
    't.name',
    't.description',
    't.trophyType',
    't.imageUrl',
    't.isActive',
    't.createdAt',
    knex('trophyAwards as a').count('*').whereRaw('a.trophy_id = t.id').as('awardCount'),
  );
}

function present(row: Row): AdminTrophy {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    trophyType: row.trophyType,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    createdAt: new Date(row.createdAt).toISOString(),
    _count: { awards: Number(row.awardCount) },
  };
}

async function findRow(knex: Knex | Knex.Transaction, id: number): Promise<Row> {
  const row = (await baseQuery(knex).where('t.id', id).first()) as Row | undefined;
  if (!row) throw notFound(M.trophyNotFound);
  return row;
}

/** GET /trophies/admin/all plainly: every trophy, active first then by name, with its award count. */
export async function listAll(deps: AppDeps): Promise<AdminTrophy[]> {
  const rows = (await baseQuery(deps.knex)
    .orderBy('t.isActive', 'desc')
    .orderBy('t.name', 'asc')
    .orderBy('t.id', 'asc')) as Row[];
  return rows.map(present);
}

/** One page in the simple-REST protocol (filter q, trophyType, isActive, id). */
export async function listPage(deps: AppDeps, params: ListParams) {
  const query = baseQuery(deps.knex);
  const ids = filterIds(params.filter);
  if (ids) query.whereIn('t.id', ids);
  const q = filterText(params.filter, 'q');
  if (q) query.whereILike('t.name', `%${escapeLike(q)}%`);
  const type = filterText(params.filter, 'trophyType');
  if (type) query.where('t.trophyType', type);
  const active = filterBoolean(params.filter, 'isActive');
  if (active !== null) query.where('t.isActive', active);
  const { rows, total } = await pageQuery<Row>(query, params, 't.id');
  return { rows: rows.map(present), total };
}

export async function getOne(deps: AppDeps, id: number): Promise<AdminTrophy> {
  return present(await findRow(deps.knex, id));
}

/** Creates a trophy (type custom and active unless given). Audited. */
export async function create(
  deps: AppDeps,
  actorId: number,
  input: TrophyInput,
  imageUrl: string | null,
): Promise<AdminTrophy> {
  return deps.knex.transaction(async (trx) => {
    const [{ id }] = await trx('trophies')
      .insert({
        name: input.name,
        description: input.description,
        trophyType: input.trophyType,
        isActive: input.isActive ?? true,
        imageUrl,
      })
      .returning('id');
    const trophy = present(await findRow(trx, id));
    await recordAudit(trx, {
      actorId,
      action: 'create',
      resource: 'trophies',
      resourceId: id,
      after: trophy,
    });
    return trophy;
  });
}

/**
 * Updates a trophy. `imageUrl` undefined keeps the image, a URL replaces it, null removes it.
 * Answers the trophy and the URL of an image file no longer used (the caller removes it after commit).
 */
export async function update(
  deps: AppDeps,
  actorId: number,
  id: number,
  input: TrophyInput,
  imageUrl: string | null | undefined,
): Promise<{ trophy: AdminTrophy; replacedImage: string | null }> {
  return deps.knex.transaction(async (trx) => {
    const before = present(await findRow(trx, id));
    const changes: Record<string, unknown> = {
      name: input.name,
      description: input.description,
      trophyType: input.trophyType,
      updatedAt: deps.now(),
    };
    if (input.isActive !== undefined) changes.isActive = input.isActive;
    if (imageUrl !== undefined) changes.imageUrl = imageUrl;
    await trx('trophies').where({ id }).update(changes);
    const trophy = present(await findRow(trx, id));
    await recordAudit(trx, {
      actorId,
      action: 'update',
      resource: 'trophies',
      resourceId: id,
      before,
      after: trophy,
    });
    const replacedImage =
      before.imageUrl && before.imageUrl !== trophy.imageUrl ? before.imageUrl : null;
    return { trophy, replacedImage };
  });
}

/** Deletes a trophy (its awards go with it) and answers it. Audited. */
export async function remove(deps: AppDeps, actorId: number, id: number): Promise<AdminTrophy> {
  return deps.knex.transaction(async (trx) => {
    const trophy = present(await findRow(trx, id));
    await trx('trophies').where({ id }).delete();
    await recordAudit(trx, {
      actorId,
      action: 'delete',
      resource: 'trophies',
      resourceId: id,
      before: trophy,
    });
    return trophy;
  });
}
