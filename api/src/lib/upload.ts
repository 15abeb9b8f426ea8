import { Writable } from 'node:stream';
import type { Context } from 'koa';
import formidable, { type Part } from 'formidable';
import { MESSAGES, UPLOAD_MAX_BYTES } from '@predictor/contracts';
import { badRequest, HttpError } from './errors';
import { readImageSize, withinImageLimits } from './image-size';

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** File extension stored for each kind (the /uploads server maps these back to content types). */
export const IMAGE_EXTENSIONS: Record<ImageKind, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

export const LOGO_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'gif'];
export const IMAGE_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'gif', 'webp'];

/** Text fields of a multipart form may total this much; images are the only large parts. */
const FIELDS_MAX_BYTES = 256 * 1024;

export type UploadRules = {
  /** The multipart field that carries the file. */
  field: string;
  allowed: readonly ImageKind[];
  /** 415 message when the bytes are not one of the allowed kinds. */
  typeMessage: string;
  /** 413 message when the file passes the size limit. */
  sizeMessage: string;
  maxBytes?: number;
};

export type UploadedImage = { bytes: Buffer; kind: ImageKind; extension: string };
export type MultipartForm = { fields: Record<string, string>; file: UploadedImage | null };

/** Decides an image's kind by its first bytes, never by its name or declared type. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  const head6 = bytes.subarray(0, 6).toString('latin1');
  if (head6 === 'GIF87a' || head6 === 'GIF89a') return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export function isMultipart(ctx: Context): boolean {
  return Boolean(ctx.is('multipart/form-data'));
}

/**
 * Parses a multipart request: text fields plus at most one file in `rules.field`. The file is
 * collected in memory and the request refused with 413 as soon as it passes the limit, before the
 * rest arrives. Its kind is checked by magic bytes (415) and its pixel size by its header (400
 * IMAGE_TOO_LARGE; an unreadable header is 415), before anything is stored; each refusal names
 * `rules.field` in `errors`, so a form shows it beside its image input. A missing file answers
 * `file: null`.
 */
export async function readMultipart(ctx: Context, rules: UploadRules): Promise<MultipartForm> {
  if (!isMultipart(ctx)) throw badRequest(MESSAGES.selectFile);
  const maxBytes = rules.maxBytes ?? UPLOAD_MAX_BYTES;
  const chunks: Buffer[] = [];
  let fileSeen = false;
  const form = formidable({
    maxFiles: 1,
    maxFileSize: maxBytes,
    maxTotalFileSize: maxBytes,
    maxFieldsSize: FIELDS_MAX_BYTES,
    maxFields: 50,
    allowEmptyFiles: true,
    minFileSize: 0,
    filter: (part: Part) => part.name === rules.field,
    fileWriteStreamHandler: () =>
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          fileSeen = true;
          chunks.push(chunk);
          callback();
        },
      }),
  });

  let fields: Record<string, string> = {};
  let fileCount = 0;
  try {
    const [rawFields, files] = await form.parse(ctx.req);
    fields = Object.fromEntries(Object.entries(rawFields).map(([k, v]) => [k, v?.[0] ?? '']));
    fileCount = files[rules.field]?.length ?? 0;
  } catch (error) {
    throw uploadError(error, rules);
  }
  if (fileCount === 0 && !fileSeen) return { fields, file: null };
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) return { fields, file: null };
  if (bytes.length > maxBytes) throw tooBig(rules);
  const kind = sniffImage(bytes);
  if (!kind || !rules.allowed.includes(kind)) throw wrongType(rules);
  const size = readImageSize(bytes, kind);
  if (!size) throw wrongType(rules);
  if (!withinImageLimits(size))
    throw badRequest(
      MESSAGES.imageDimensions,
      { [rules.field]: MESSAGES.imageDimensions },
      'IMAGE_TOO_LARGE',
    );
  return { fields, file: { bytes, kind, extension: IMAGE_EXTENSIONS[kind] } };
}

/** 413: the file passes the size limit; `errors` names the file's field, so a form shows it there. */
const tooBig = (rules: UploadRules) =>
  new HttpError(413, rules.sizeMessage, { errors: { [rules.field]: rules.sizeMessage } });

/** 415: not an image of an allowed kind (by its bytes), named on the file's field. */
const wrongType = (rules: UploadRules) =>
  new HttpError(415, rules.typeMessage, { errors: { [rules.field]: rules.typeMessage } });

function uploadError(error: unknown, rules: UploadRules): HttpError {
  const e = error as { httpCode?: number; code?: number; message?: string };
  // formidable: 1009 maxFileSize, 1016 maxTotalFileSize; 1015 maxFiles; 1006 maxFieldsSize.
  if (e.code === 1009 || e.code === 1016) return tooBig(rules);
  if (e.code === 1015) return badRequest('Only one file may be uploaded');
  if (e.httpCode === 413) return new HttpError(413, 'Request body is too large');
  return badRequest('Invalid multipart form');
}

/** Stores an uploaded image under a random name and answers its public URL (/uploads/...). */
export async function storeImage(ctx: Context, image: UploadedImage): Promise<string> {
  return ctx.deps.storage.put(image.bytes, image.extension);
}

/**
 * Runs the write that uses a just-stored image (`url`; none when undefined or null), removing the
 * file when the write fails, so a refused create or edit leaves no file behind.
 */
export async function removeOnFailure<T>(
  ctx: Context,
  url: string | null | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (url) await ctx.deps.storage.remove(url);
    throw error;
  }
}

/** A single-image upload endpoint: the file is required (400 'Please select a file to upload'). */
export async function receiveImage(
  ctx: Context,
  rules: UploadRules,
): Promise<{ url: string; fields: Record<string, string> }> {
  const { fields, file } = await readMultipart(ctx, rules);
  if (!file) throw badRequest(MESSAGES.selectFile);
  return { url: await storeImage(ctx, file), fields };
}

/** Upload rules for team logos (JPEG, PNG, GIF). */
export const logoRules = (field = 'logo'): UploadRules => ({
  field,
  allowed: LOGO_KINDS,
  typeMessage: MESSAGES.logoType,
  sizeMessage: MESSAGES.logoSize,
});

/** Upload rules for news headers, trophy images and newsletter headers (JPEG, PNG, GIF, WebP). */
export const imageRules = (field: string): UploadRules => ({
  field,
  allowed: IMAGE_KINDS,
  typeMessage: MESSAGES.imageType,
  sizeMessage: MESSAGES.imageSize,
});
