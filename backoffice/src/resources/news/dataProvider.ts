import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from '../../http';
import { failureMessage } from '../../lib/errors';
import { chosenFile, type ChosenFile } from '../../lib/multipart';
import { newsMessages } from './messages';

/** The news admin API lives outside /api/admin (spec §7: its own client). */
export const NEWS_API = '/api/news/admin';

// ra-data-simple-rest over /api/news: resource 'admin/all' gives the list URL, 'admin' the record
// URLs (/api/news/admin/{id}); the list answers simple-REST with Content-Range (resource 'news').
const rest = simpleRestProvider('/api/news', httpClient);
const LIST = 'admin/all';
const RECORD = 'admin';

/** What the form's header image field may hold: the stored URL, an ImageInput file, or nothing. */
type HeaderImageValue = string | ChosenFile | null | undefined;

/**
 * POST /news/admin/upload-header (multipart field headerImage) → the stored file's URL. A refusal is
 * rethrown with the server's message or 'Failed to upload header image', so the form shows that
 * rather than the save fallback.
 */
export async function uploadHeaderImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('headerImage', file);
  try {
    const { json } = await httpClient(`${NEWS_API}/upload-header`, { method: 'POST', body });
    return (json as { imageUrl: string }).imageUrl;
  } catch (error) {
    const message = failureMessage(error, newsMessages.uploadFailed);
    const status = (error as { status?: number }).status ?? 0;
    throw new HttpError(message, status, { message });
  }
}

/** The header image URL to save: a newly chosen file is uploaded first; removed means null. */
export async function headerImageUrl(value: HeaderImageValue): Promise<string | null> {
  const file = chosenFile(value);
  if (file) return uploadHeaderImage(file);
  if (typeof value === 'string') return value || null;
  return value?.src && !value.src.startsWith('blob:') ? value.src : null;
}

/** The body of POST and PUT: only the fields the API takes, with the header image resolved. */
async function postBody(data: Partial<RaRecord>) {
  const body: Record<string, unknown> = {};
  for (const field of ['title', 'content', 'publishDate', 'status'] as const)
    if (data[field] !== undefined) body[field] = data[field];
  if ('headerImage' in data) body.headerImage = await headerImageUrl(data.headerImage);
  return body;
}

/** POST or PUT a JSON body; the answer is the saved post (AdminNewsPost). */
const sendJson = async (url: string, method: 'POST' | 'PUT', body: unknown) =>
  (await httpClient(url, { method, body: JSON.stringify(body) })).json;

/** Every data provider method react-admin calls for `news`, on the spec's /news/admin paths. */
export const newsOverrides = {
  getList: (_resource, params) => rest.getList(LIST, params),
  getOne: (_resource, params) => rest.getOne(RECORD, params),
  // filter={"id":[...]} on the list: the API answers every asked id.
  getMany: (_resource, params) => rest.getMany(LIST, params),
  getManyReference: (_resource, params) => rest.getManyReference(LIST, params),
  create: async (_resource, params) => ({
    data: await sendJson(NEWS_API, 'POST', await postBody(params.data)),
  }),
  update: async (_resource, params) => ({
    data: await sendJson(
      `${NEWS_API}/${encodeURIComponent(params.id)}`,
      'PUT',
      await postBody(params.data),
    ),
  }),
  // The API merges a partial PUT over the stored post, so a bulk change sends only the changed fields.
  updateMany: (_resource, params) => rest.updateMany(RECORD, params),
  delete: (_resource, params) => rest.delete(RECORD, params),
  deleteMany: (_resource, params) => rest.deleteMany(RECORD, params),
} satisfies Partial<DataProvider>;
