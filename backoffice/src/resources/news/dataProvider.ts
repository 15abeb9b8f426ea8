import type { DataProvider, RaRecord } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from '../../http';
import { chosenFile, type ChosenFile } from '../../lib/multipart';

/** The news admin API lives outside /api/admin (spec §7: its own client). */
export const NEWS_API = '/api/news/admin';

// ra-data-simple-rest over /api/news: resource 'admin/all' gives the list URL, 'admin' the record
// URLs (/api/news/admin/{id}); the list answers simple-REST with Content-Range (resource 'news').
const rest = simpleRestProvider('/api/news', httpClient);
const LIST = 'admin/all';
const RECORD = 'admin';

/** What the form's header image field may hold: the stored URL, an ImageInput file, or nothing. */
type HeaderImageValue = string | ChosenFile | null | undefined;

/** The stored header image URL a form value keeps: a URL as is; removed (or a new file) is null. */
function storedImageUrl(value: HeaderImageValue): string | null {
  if (typeof value === 'string') return value || null;
  return value?.src && !value.src.startsWith('blob:') ? value.src : null;
}

const POST_FIELDS = ['title', 'content', 'publishDate', 'status'] as const;

/**
 * The body of POST and PUT: only the fields the API takes. With a newly chosen header image, the
 * post and the file go as one multipart body (text fields, the file as `headerImage`), so the
 * server writes them together: a refused image leaves no post and changes nothing, and its message
 * (`errors.headerImage`) shows beside the image input. Otherwise JSON, headerImage the stored URL
 * (null when removed).
 */
export function postBody(data: Partial<RaRecord>): string | FormData {
  const file = chosenFile(data.headerImage);
  if (file) {
    const form = new FormData();
    for (const field of POST_FIELDS)
      if (data[field] !== undefined && data[field] !== null)
        form.append(field, String(data[field]));
    form.append('headerImage', file);
    return form;
  }
  const body: Record<string, unknown> = {};
  for (const field of POST_FIELDS) if (data[field] !== undefined) body[field] = data[field];
  if ('headerImage' in data) body.headerImage = storedImageUrl(data.headerImage);
  return JSON.stringify(body);
}

/** POST or PUT a post; the answer is the saved post (AdminNewsPost). */
const send = async (url: string, method: 'POST' | 'PUT', data: Partial<RaRecord>) =>
  (await httpClient(url, { method, body: postBody(data) })).json;

/** Every data provider method react-admin calls for `news`, on the spec's /news/admin paths. */
export const newsOverrides = {
  getList: (_resource, params) => rest.getList(LIST, params),
  getOne: (_resource, params) => rest.getOne(RECORD, params),
  // filter={"id":[...]} on the list: the API answers every asked id.
  getMany: (_resource, params) => rest.getMany(LIST, params),
  getManyReference: (_resource, params) => rest.getManyReference(LIST, params),
  create: async (_resource, params) => ({ data: await send(NEWS_API, 'POST', params.data) }),
  update: async (_resource, params) => ({
    data: await send(`${NEWS_API}/${encodeURIComponent(params.id)}`, 'PUT', params.data),
  }),
  // The API merges a partial PUT over the stored post, so a bulk change sends only the changed fields.
  updateMany: (_resource, params) => rest.updateMany(RECORD, params),
  delete: (_resource, params) => rest.delete(RECORD, params),
  deleteMany: (_resource, params) => rest.deleteMany(RECORD, params),
} satisfies Partial<DataProvider>;
