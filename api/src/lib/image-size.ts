import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '@predictor/contracts';
import type { ImageKind } from './upload';

export type ImageSize = { width: number; height: number };

/**
 * An image's width and height in pixels, read from its header without decoding it. Null when the
 * header is truncated, damaged or names a zero side: such a file is not an image we accept.
 */
export function readImageSize(bytes: Buffer, kind: ImageKind): ImageSize | null {
  try {
    const size = READERS[kind](bytes);
    return size && size.width > 0 && size.height > 0 ? size : null;
  } catch (error) {
    // Reading past the end of the buffer: the header is cut short.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Whether a browser may decode the image without harm: both sides and the pixel count in bounds. */
export function withinImageLimits({ width, height }: ImageSize): boolean {
  return width <= IMAGE_MAX_SIDE && height <= IMAGE_MAX_SIDE && width * height <= IMAGE_MAX_PIXELS;
}

const READERS: Record<ImageKind, (bytes: Buffer) => ImageSize | null> = {
  png: pngSize,
  gif: gifSize,
  jpeg: jpegSize,
  webp: webpSize,
};

/** PNG: the IHDR chunk, which must come first after the 8-byte signature. */
function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * GIF: the logical screen, grown to fit the first frame, as browsers do when that frame is
 * larger (a 1×1 screen may hold a 65535×65535 frame).
 */
function gifSize(bytes: Buffer): ImageSize | null {
  let width = bytes.readUInt16LE(6);
  let height = bytes.readUInt16LE(8);
  const flags = bytes.readUInt8(10);
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  for (;;) {
    const block = bytes.readUInt8(at);
    if (block === 0x2c) {
      width = Math.max(width, bytes.readUInt16LE(at + 1) + bytes.readUInt16LE(at + 5));
      height = Math.max(height, bytes.readUInt16LE(at + 3) + bytes.readUInt16LE(at + 7));
      return { width, height };
    }
    if (block !== 0x21) return null; // the trailer or garbage before any frame
    at += 2; // introducer and label, then data sub-blocks up to an empty one
    for (let length = bytes.readUInt8(at); length > 0; length = bytes.readUInt8(at))
      at += length + 1;
    at += 1;
  }
}

/** JPEG markers that stand alone, without a length: TEM, RST0-7, SOI, EOI. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);

/** Start-of-frame markers (baseline, progressive, lossless...), not DHT, JPG or DAC. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: the first SOFn segment, found by walking the segments after SOI (APPn, DQT, DHT...).
 * Image data (SOS) or the end (EOI) before any frame header is a damaged file.
 */
function jpegSize(bytes: Buffer): ImageSize | null {
  let at = 2;
  for (;;) {
    if (bytes.readUInt8(at) !== 0xff) return null;
    while (bytes.readUInt8(at) === 0xff) at += 1; // fill bytes may pad a marker
    const marker = bytes.readUInt8(at);
    at += 1;
    if (marker === 0xd9 || marker === 0xda || marker === 0x00) return null;
    if (isStandalone(marker)) continue;
    const length = bytes.readUInt16BE(at);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (length < 8) return null;
      return { height: bytes.readUInt16BE(at + 3), width: bytes.readUInt16BE(at + 5) };
    }
    at += length;
  }
}

/** WebP: the first chunk, VP8 (lossy), VP8L (lossless) or VP8X (extended, its canvas). */
function webpSize(bytes: Buffer): ImageSize | null {
  const chunk = bytes.toString('latin1', 12, 16);
  const data = 20;
  if (chunk === 'VP8 ') {
    // A key frame (bit 0 clear), its start code, then 14-bit sides (the top 2 bits are scaling).
    if ((bytes.readUInt8(data) & 0x01) !== 0) return null;
    if (bytes.readUIntBE(data + 3, 3) !== 0x9d012a) return null;
    return {
      width: bytes.readUInt16LE(data + 6) & 0x3fff,
      height: bytes.readUInt16LE(data + 8) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    if (bytes.readUInt8(data) !== 0x2f) return null;
    const bits = bytes.readUInt32LE(data + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(data + 4, 3) + 1, height: bytes.readUIntLE(data + 7, 3) + 1 };
  }
  return null;
}
