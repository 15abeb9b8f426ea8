import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { TROPHY_AWARDS_PAGE_SIZE } from '@predictor/contracts/constants';
import type {
  AdminAwardPage,
  AdminTrophy,
  AwardAllPreview,
  Awarded,
  AwardedAll,
} from '@predictor/contracts/types';
import { httpClient } from '../../http';
import { chosenFile, toFormData } from '../../lib/multipart';

/** The spec's own trophy paths (admin spec §7): list at /all, the rest at /{id}, awards beside them. */
export const TROPHIES_URL = '/api/trophies/admin';

// simple-REST clients built on first use: this module and ../../dataProvider import each other.
const listClient = () => simpleRestProvider(TROPHIES_URL, httpClient); // resource 'all'
const recordClient = () => simpleRestProvider('/api/trophies', httpClient); // resource 'admin'

/** The fields a trophy form sends; the rest of the record (id, _count, createdAt) is read-only. */
const FORM_FIELDS = ['name', 'description', 'trophyType', 'isActive'] as const;

/**
 * A trophy form as multipart: the text fields, and the ImageInput's `imageUrl` value read three
 * ways: a new file goes as `image`; null (the image removed) sends `imageUrl` empty, which removes
 * it; the stored URL string (untouched) is left out, which keeps it.
 */
export function trophyFormData(data: Partial<RaRecord>): FormData {
  const fields: Record<string, unknown> = {};
  for (const key of FORM_FIELDS) fields[key] = data[key];
  const image = data.imageUrl;
  if (image === null) fields.imageUrl = '';
  return toFormData(fields, 'image', chosenFile(image));
}

/**
 * POST or PUT a trophy form. The server names a refused image by its multipart field (`image`); the
 * form's field is `imageUrl`, so the message is moved there to show beside the image input.
 */
async function sendForm(url: string, method: 'POST' | 'PUT', data: Partial<RaRecord>) {
  try {
    const { json } = await httpClient(url, { method, body: trophyFormData(data) });
    return { data: json as AdminTrophy };
  } catch (error) {
    const { image, ...errors } = (error as HttpError).body?.errors ?? {};
    if (!(error instanceof HttpError) || !image) throw error;
    throw new HttpError(error.message, error.status, {
      ...error.body,
      errors: { ...errors, imageUrl: image },
    });
  }
}

type Overrides = Required<
  Pick<
    DataProvider,
    | 'getList'
    | 'getOne'
    | 'getMany'
    | 'getManyReference'
    | 'create'
    | 'update'
    | 'updateMany'
    | 'delete'
    | 'deleteMany'
  >
>;

/** Resource 'trophies': every method react-admin calls, over /api/trophies/admin. */
export const trophyOverrides = {
  // GET /all in the simple-REST protocol (filter q, trophyType, isActive; sort name, createdAt...).
  getList: (_resource, params) => listClient().getList('all', params),
  getMany: (_resource, params) => listClient().getMany('all', params),
  getManyReference: (_resource, params) => listClient().getManyReference('all', params),
  getOne: (_resource, params) => recordClient().getOne('admin', params),
  create: (_resource, params) => sendForm(TROPHIES_URL, 'POST', params.data),
  update: (_resource, params) =>
    sendForm(`${TROPHIES_URL}/${encodeURIComponent(params.id)}`, 'PUT', params.data),
  // Partial JSON PUTs (the server merges them over the stored trophy), one per id.
  updateMany: (_resource, params) => recordClient().updateMany('admin', params),
  delete: (_resource, params) => recordClient().delete('admin', params),
  deleteMany: (_resource, params) => recordClient().deleteMany('admin', params),
} as Overrides;

/** A player found by GET /api/users/search. */
/** A player found by the users search (resources/users searchUsers), to award a trophy to. */
export type { UserSearchResult as AwardableUser } from '../users/dataProvider';

/** Award calls outside the simple-REST protocol (admin spec §7, Trophies). */
export type TrophyMethods = {
  /** GET /awards?page=&limit=20&trophyId= → {awards, pagination:{page, limit, total, pages}} */
  getTrophyAwards: (params: { page: number; trophyId?: number | null }) => Promise<AdminAwardPage>;
  /** POST /award {trophyId, userIds, reason} → {awarded} */
  awardTrophy: (params: {
    trophyId: number;
    userIds: number[];
    reason?: string | null;
  }) => Promise<Awarded>;
  /** GET /award-all/preview → the trophy's name, players to award and those skipped (holders) */
  previewAwardAll: (params: {
    trophyId: number;
    reason?: string | null;
  }) => Promise<AwardAllPreview>;
  /**
   * POST /award-all {trophyId, reason, idempotencyKey} → {awarded, skipped}: every active player not
   * holding it for the same reason; the confirmed action's key makes a retry award nothing twice.
   */
  awardTrophyToAll: (params: {
    trophyId: number;
    reason?: string | null;
    idempotencyKey?: string;
  }) => Promise<AwardedAll>;
  /** DELETE /award/{awardId} */
  removeTrophyAward: (awardId: number) => Promise<void>;
};

const post = (path: string, body: unknown) =>
  httpClient(`${TROPHIES_URL}${path}`, { method: 'POST', body: JSON.stringify(body) });

/** The reason is optional: blank sends null. */
const reasonOf = (reason: string | null | undefined) => reason?.trim() || null;

export const trophyMethods: TrophyMethods = {
  getTrophyAwards: async ({ page, trophyId }) => {
    const query = new URLSearchParams({
      page: String(page),
      limit: String(TROPHY_AWARDS_PAGE_SIZE),
    });
    if (trophyId) query.set('trophyId', String(trophyId));
    return (await httpClient(`${TROPHIES_URL}/awards?${query}`)).json as AdminAwardPage;
  },
  awardTrophy: async ({ trophyId, userIds, reason }) =>
    (await post('/award', { trophyId, userIds, reason: reasonOf(reason) })).json as Awarded,
  previewAwardAll: async ({ trophyId, reason }) => {
    const query = new URLSearchParams({
      trophyId: String(trophyId),
      reason: reasonOf(reason) ?? '',
    });
    return (await httpClient(`${TROPHIES_URL}/award-all/preview?${query}`)).json as AwardAllPreview;
  },
  awardTrophyToAll: async ({ trophyId, reason, idempotencyKey }) =>
    (await post('/award-all', { trophyId, reason: reasonOf(reason), idempotencyKey }))
      .json as AwardedAll,
  removeTrophyAward: async (awardId) => {
    await httpClient(`${TROPHIES_URL}/award/${encodeURIComponent(awardId)}`, {
      method: 'DELETE',
    });
  },
};
