import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import {
  ADMIN_CONTENT_MESSAGES as M,
  type AdminTrophy,
  trophyInputSchema,
  type TrophyInput,
} from '@predictor/contracts';
import {
  auditedCreate,
  auditedRemove,
  auditedUpdate,
  definedFields,
  rowLoader,
  type AuditedResource,
} from '../../lib/audited-write';
import type { AppDeps } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { parseMerged } from '../../lib/validate';
import {
  escapeLike,
  filterBoolean,
  filterIds,
  filterText,
  type ListParams,
  pageOf,
} from '../../lib/simple-rest';
import { Trophy } from '../../models';

/** API fields the back-office trophy list may sort by → SQL columns. */
export const SORTABLE: Record<string, string> = {
  id: 'trophies.id',
  name: 'trophies.name',
  trophyType: 'trophies.trophyType',
  isActive: 'trophies.isActive',
  createdAt: 'trophies.createdAt',
};

/** A trophy with the count of its awards, as the back office lists it. */
type CountedTrophy = Trophy & { awardCount: number | string };

function trophiesWithCount(knex: Knex | Knex.Transaction) {
  return Trophy.query(knex).select(
    'trophies.*',
    Trophy.relatedQuery('awards').count().as('awardCount'),
  ) as QueryBuilder<CountedTrophy, CountedTrophy[]>;
}

function present(trophy: CountedTrophy): AdminTrophy {
  return {
    id: trophy.id,
    name: trophy.name,
    description: trophy.description,
    trophyType: trophy.trophyType,
    imageUrl: trophy.imageUrl,
    isActive: trophy.isActive,
    createdAt: trophy.createdAt.toISOString(),
    _count: { awards: Number(trophy.awardCount) },
  };
}

const load = rowLoader(trophiesWithCount, M.trophyNotFound, present);

const TROPHIES: AuditedResource<AdminTrophy> = {
  model: Trophy,
  resource: 'trophies',
  notFoundMessage: M.trophyNotFound,
  load,
};

/** GET /trophies/admin/all plainly: every trophy, active first then by name, with its award count. */
export async function listAll(deps: AppDeps): Promise<AdminTrophy[]> {
  const trophies = await trophiesWithCount(deps.knex)
    .orderBy('trophies.isActive', 'desc')
    .orderBy('trophies.name', 'asc')
    .orderBy('trophies.id', 'asc');
  return trophies.map(present);
}

/** One page in the simple-REST protocol (filter q, trophyType, isActive, id). */
export async function listPage(deps: AppDeps, params: ListParams) {
  const query = trophiesWithCount(deps.knex);
  const ids = filterIds(params.filter);
  if (ids) query.whereIn('trophies.id', ids);
  const q = filterText(params.filter, 'q');
  if (q) query.whereILike('trophies.name', `%${escapeLike(q)}%`);
  const type = filterText(params.filter, 'trophyType');
  if (type) query.where('trophies.trophyType', type);
  const active = filterBoolean(params.filter, 'isActive');
  if (active !== null) query.where('trophies.isActive', active);
  const { rows, total } = await pageOf(query, params, 'trophies.id');
  return { rows: rows.map(present), total };
}

/** GET /trophies/admin/{id}; 404 'Trophy not found'. */
export const getOne = (deps: AppDeps, id: number): Promise<AdminTrophy> => load(deps.knex, id);

/** Creates a trophy (type custom and active unless given). Audited. */
export function create(
  deps: AppDeps,
  actorId: number,
  input: TrophyInput,
  imageUrl: string | null,
): Promise<AdminTrophy> {
  return auditedCreate(deps, TROPHIES, actorId, {
    name: input.name,
    description: input.description,
    trophyType: input.trophyType,
    isActive: input.isActive ?? true,
    imageUrl,
  });
}

/**
 * What a form's `imageUrl` does to the stored image: the stored URL (as read back) or absent keeps it
 * (undefined), null removes it; any other URL is refused (400), as a new image is an upload.
 */
export function imageChange(input: TrophyInput, storedUrl: string | null): null | undefined {
  if (input.imageUrl === undefined || input.imageUrl === storedUrl) return undefined;
  if (input.imageUrl === null) return null;
  throw badRequest(M.trophyImageUpload, { imageUrl: M.trophyImageUpload });
}

/** A PUT form's fields merged over the trophy as read, validated whole (a partial form keeps the rest). */
export function mergedInput(stored: AdminTrophy, fields: unknown): TrophyInput {
  const input = parseMerged(trophyInputSchema, stored, fields);
  imageChange(input, stored.imageUrl);
  return input;
}

/**
 * Updates a trophy from a PUT form (JSON or multipart text fields), whole or partial: merged over
 * the trophy as read and validated whole. `upload` (a just-stored image URL) replaces the image;
 * otherwise `imageUrl` as read keeps it and null removes it (see `imageChange`).
 * Answers the trophy and the URL of an image file no longer used (the caller removes it after commit).
 */
export async function update(
  deps: AppDeps,
  actorId: number,
  id: number,
  fields: unknown,
  upload: string | undefined,
): Promise<{ trophy: AdminTrophy; replacedImage: string | null }> {
  let storedImage = null as string | null;
  const trophy = await auditedUpdate(deps, TROPHIES, actorId, id, (before) => {
    storedImage = before.imageUrl;
    const input = mergedInput(before, fields);
    const imageUrl = upload ?? imageChange(input, before.imageUrl);
    return definedFields({
      name: input.name,
      description: input.description,
      trophyType: input.trophyType,
      isActive: input.isActive,
      imageUrl,
    });
  });
  const replacedImage = storedImage && storedImage !== trophy.imageUrl ? storedImage : null;
  return { trophy, replacedImage };
}

/** Deletes a trophy (its awards go with it) and answers it. Audited. */
export const remove = (deps: AppDeps, actorId: number, id: number): Promise<AdminTrophy> =>
  auditedRemove(deps, TROPHIES, actorId, id);
