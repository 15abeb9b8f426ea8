import { readdir } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { UPLOAD_MAX_BYTES } from '@predictor/contracts';
import { uploadsDirectory } from '../src/lib/storage';
import type { TestResponse } from './harness';

/** Tiny valid images for upload tests (1x1 pixels), built from their real bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A real PNG of width × height, 1-bit grey and all black: a few kilobytes even at 4096 px a side. */
export function pngOfSize(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte 0, then the row's bits
  const header = Buffer.alloc(13); // bit depth 1, colour type 0 (grey), no interlace
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  return Buffer.concat([
    PNG.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array<Buffer>(height).fill(row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const u16le = (value: number) => Buffer.from([value & 0xff, value >> 8]);
const u16be = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u24le = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, value >> 16]);

/**
 * A GIF89a whose logical screen is width × height, with a global palette, a graphic control
 * extension and one frame (by default filling the screen; its pixel data covers the first pixels).
 */
export function gifOfSize(
  width: number,
  height: number,
  frame = { left: 0, top: 0, width, height },
): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    u16le(width),
    u16le(height),
    Buffer.from([0x80, 0, 0]), // a global palette of 2 colours
    Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
    Buffer.from([0x21, 0xf9, 0x04, 0x01, 0, 0, 0, 0]),
    Buffer.from([0x2c]),
    u16le(frame.left),
    u16le(frame.top),
    u16le(frame.width),
    u16le(frame.height),
    Buffer.from([0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
  ]);
}

/** A JPEG segment: marker, big-endian length (itself included), data. */
export function jpegSegment(marker: number, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from([0xff, marker]), u16be(data.length + 2), data]);
}

/**
 * A JPEG of width × height, baseline (SOF0) or progressive (SOF2), with JFIF and Exif APPn
 * segments and a quantisation table before its frame header; `before` adds bytes just before it.
 */
export function jpegOfSize(
  width: number,
  height: number,
  options: { progressive?: boolean; before?: Buffer } = {},
): Buffer {
  const frame = Buffer.concat([
    Buffer.from([8]),
    u16be(height),
    u16be(width),
    Buffer.from([1, 1, 0x11, 0]),
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.alloc(40, 0x11)])),
    jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    options.before ?? Buffer.alloc(0),
    jpegSegment(options.progressive ? 0xc2 : 0xc0, frame),
    jpegSegment(0xc4, Buffer.concat([Buffer.from([0, 1]), Buffer.alloc(15), Buffer.from([0])])),
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x00, 0xff, 0xd9]),
  ]);
}

/** A WebP of one chunk: RIFF header, the chunk's four-character code and size, then its data. */
function webp(chunk: string, data: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  const riffSize = Buffer.alloc(4);
  riffSize.writeUInt32LE(4 + 8 + data.length);
  return Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    riffSize,
    Buffer.from(`WEBP${chunk}`, 'latin1'),
    size,
    data,
  ]);
}

/** Lossy WebP (VP8): a key frame's tag, start code and 14-bit sides. */
export function webpVp8OfSize(width: number, height: number): Buffer {
  const data = Buffer.concat([
    Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a]),
    u16le(width),
    u16le(height),
    Buffer.alloc(8),
  ]);
  return webp('VP8 ', data);
}

/** Lossless WebP (VP8L): signature 0x2f, then width - 1 and height - 1 in 14 bits each. */
export function webpVp8lOfSize(width: number, height: number): Buffer {
  const bits = Buffer.alloc(4);
  bits.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0);
  return webp('VP8L', Buffer.concat([Buffer.from([0x2f]), bits, Buffer.alloc(4)]));
}

/** Extended WebP (VP8X): flags, then the canvas's width - 1 and height - 1 in 24 bits each. */
export function webpVp8xOfSize(width: number, height: number): Buffer {
  return webp('VP8X', Buffer.concat([Buffer.alloc(4), u24le(width - 1), u24le(height - 1)]));
}

/** A multipart form with one file (named and typed as given) plus text fields. */
export function imageForm(
  field: string,
  bytes: Buffer | null,
  options: { name?: string; type?: string; fields?: Record<string, string> } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  if (bytes)
    form.append(
      field,
      new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
      options.name ?? 'image.png',
    );
  return form;
}

/** Sends a multipart form with a bearer token; answers status, parsed body and headers. */
export async function postForm(
  url: string,
  form: FormData,
  token?: string,
  method = 'POST',
): Promise<TestResponse> {
  const response = await fetch(url, {
    method,
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* keep text */
  }
  return { status: response.status, body, headers: response.headers };
}

/** The files in the uploads folder of a test app's data directory (none when it was never made). */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const files = await readdir(uploadsDirectory(dataDir)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return files.sort();
}

/**
 * Each way a news or trophy image is refused (by content, by size, by pixels): what it is, its
 * bytes, and the answer's status and message.
 */
export const IMAGE_REFUSALS: [string, () => Buffer, number, string][] = [
  ['a text file named .png', () => Buffer.from('plain text'), 415, 'Please select an image file'],
  [
    'a file one byte over 5MB',
    () => Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PNG.length)]),
    413,
    'Image must be less than 5MB',
  ],
  [
    'a PNG of 10 × 4097 pixels',
    () => pngOfSize(10, 4097),
    400,
    'Image is too large: at most 4096 pixels wide or high and 16 megapixels in all',
  ],
];
