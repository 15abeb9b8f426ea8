import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '@predictor/contracts';
import {
  GIF,
  JPEG,
  PNG,
  WEBP,
  gifOfSize,
  jpegOfSize,
  jpegSegment,
  pngOfSize,
  webpVp8OfSize,
  webpVp8lOfSize,
  webpVp8xOfSize,
} from '../../test/images';
import { readImageSize, withinImageLimits } from './image-size';

/** Every proper prefix of `bytes` that still holds the signature the kind was sniffed by. */
const truncations = (bytes: Buffer, signature: number) =>
  Array.from({ length: bytes.length - signature }, (_, i) => bytes.subarray(0, signature + i));

describe('readImageSize', () => {
  it('reads the 1×1 test images of every kind', () => {
    const one = { width: 1, height: 1 };
    expect(readImageSize(PNG, 'png')).toEqual(one);
    expect(readImageSize(GIF, 'gif')).toEqual(one);
    expect(readImageSize(JPEG, 'jpeg')).toEqual(one);
    expect(readImageSize(WEBP, 'webp')).toEqual(one);
  });

  it('reads a PNG from its IHDR chunk', () => {
    expect(readImageSize(pngOfSize(4097, 10), 'png')).toEqual({ width: 4097, height: 10 });
    expect(readImageSize(pngOfSize(3, 70_000), 'png')).toEqual({ width: 3, height: 70_000 });
  });

  it('refuses a PNG whose first chunk is not IHDR, or whose IHDR is cut short', () => {
    const png = pngOfSize(20, 30);
    const renamed = Buffer.from(png);
    renamed.write('tEXt', 12, 'latin1');
    expect(readImageSize(renamed, 'png')).toBeNull();
    for (const cut of truncations(png, 8).slice(0, 16))
      expect(readImageSize(cut, 'png')).toBeNull();
    expect(readImageSize(png.subarray(0, 24), 'png')).toEqual({ width: 20, height: 30 });
  });

  it('refuses a zero side', () => {
    expect(readImageSize(pngOfSize(0, 5), 'png')).toBeNull();
    expect(readImageSize(jpegOfSize(5, 0), 'jpeg')).toBeNull();
  });

  it("reads a GIF's logical screen, grown to its first frame when that frame is larger", () => {
    expect(readImageSize(gifOfSize(640, 480), 'gif')).toEqual({ width: 640, height: 480 });
    const small = gifOfSize(1, 1, { left: 10, top: 20, width: 5000, height: 300 });
    expect(readImageSize(small, 'gif')).toEqual({ width: 5010, height: 320 });
  });

  it('skips extensions of several data sub-blocks, even bytes there that look like a frame', () => {
    const gif = gifOfSize(1, 1, { left: 0, top: 0, width: 30, height: 40 });
    const comment = Buffer.from([0x21, 0xfe, 3, 0x2c, 0x2c, 0x2c, 1, 0x2c, 2, 0xff, 0xff, 0]);
    const withComment = Buffer.concat([gif.subarray(0, 27), comment, gif.subarray(27)]);
    expect(readImageSize(withComment, 'gif')).toEqual({ width: 30, height: 40 });
  });

  it('refuses a GIF cut short before its first frame is described, or with no frame', () => {
    const gif = gifOfSize(50, 60);
    const frameEnd = gif.indexOf(0x2c, 13) + 9;
    for (const cut of truncations(gif, 6).filter((b) => b.length < frameEnd))
      expect(readImageSize(cut, 'gif')).toBeNull();
    const noFrame = Buffer.concat([gif.subarray(0, 19), Buffer.from([0x3b])]);
    expect(readImageSize(noFrame, 'gif')).toBeNull();
  });

  it('reads a baseline (SOF0) and a progressive (SOF2) JPEG after APPn and DQT segments', () => {
    expect(readImageSize(jpegOfSize(4000, 3000), 'jpeg')).toEqual({ width: 4000, height: 3000 });
    expect(readImageSize(jpegOfSize(300, 5000, { progressive: true }), 'jpeg')).toEqual({
      width: 300,
      height: 5000,
    });
  });

  it('skips the data of other segments, even bytes there that look like a frame header', () => {
    const decoy = jpegSegment(0xed, Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11]));
    expect(readImageSize(jpegOfSize(5000, 6000, { before: decoy }), 'jpeg')).toEqual({
      width: 5000,
      height: 6000,
    });
    const huffman = jpegSegment(0xc4, Buffer.alloc(20));
    expect(readImageSize(jpegOfSize(70, 80, { before: huffman }), 'jpeg')).toEqual({
      width: 70,
      height: 80,
    });
  });

  it('passes over fill bytes and markers without a length (RSTn, TEM) between segments', () => {
    const standalone = Buffer.from([0xff, 0xff, 0xff, 0xd0, 0xff, 0x01, 0xff]);
    expect(readImageSize(jpegOfSize(90, 40, { before: standalone }), 'jpeg')).toEqual({
      width: 90,
      height: 40,
    });
  });

  it('refuses a JPEG whose image data or end comes before any frame header, or that is damaged', () => {
    const start = Buffer.from([0xff, 0xd8]);
    const scan = jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0]));
    expect(readImageSize(Buffer.concat([start, scan]), 'jpeg')).toBeNull();
    expect(readImageSize(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'jpeg')).toBeNull();
    const garbage = Buffer.from([0x12, 0x34]);
    expect(readImageSize(jpegOfSize(10, 10, { before: garbage }), 'jpeg')).toBeNull();
    const shortLength = Buffer.from([0xff, 0xe2, 0x00, 0x01]);
    expect(readImageSize(jpegOfSize(10, 10, { before: shortLength }), 'jpeg')).toBeNull();
  });

  it('refuses a JPEG cut short anywhere before the sides in its frame header', () => {
    const jpeg = jpegOfSize(123, 456);
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    for (const cut of truncations(jpeg, 3).filter((b) => b.length < frame + 9))
      expect(readImageSize(cut, 'jpeg')).toBeNull();
    expect(readImageSize(jpeg.subarray(0, frame + 9), 'jpeg')).toEqual({ width: 123, height: 456 });
  });

  it('reads lossy (VP8), lossless (VP8L) and extended (VP8X) WebP', () => {
    expect(readImageSize(webpVp8OfSize(16383, 2), 'webp')).toEqual({ width: 16383, height: 2 });
    expect(readImageSize(webpVp8lOfSize(16384, 300), 'webp')).toEqual({
      width: 16384,
      height: 300,
    });
    expect(readImageSize(webpVp8xOfSize(1, 16_777_216), 'webp')).toEqual({
      width: 1,
      height: 16_777_216,
    });
  });

  it('refuses a WebP with an unknown first chunk, a bad signature or cut short', () => {
    const vp8 = webpVp8OfSize(10, 10);
    const interFrame = Buffer.from(vp8);
    interFrame[20] |= 0x01;
    expect(readImageSize(interFrame, 'webp')).toBeNull();
    const noStartCode = Buffer.from(vp8);
    noStartCode[23] = 0;
    expect(readImageSize(noStartCode, 'webp')).toBeNull();
    const vp8l = webpVp8lOfSize(10, 10);
    const badSignature = Buffer.from(vp8l);
    badSignature[20] = 0x2e;
    expect(readImageSize(badSignature, 'webp')).toBeNull();
    const alpha = Buffer.from(vp8l);
    alpha.write('ALPH', 12, 'latin1');
    expect(readImageSize(alpha, 'webp')).toBeNull();
    for (const [image, end] of [
      [vp8, 30],
      [vp8l, 25],
      [webpVp8xOfSize(10, 10), 30],
    ] as const)
      for (const cut of truncations(image, 12).filter((b) => b.length < end))
        expect(readImageSize(cut, 'webp')).toBeNull();
  });
});

describe('withinImageLimits', () => {
  it('has the limits 4096 px a side and 16 megapixels', () => {
    expect(IMAGE_MAX_SIDE).toBe(4096);
    expect(IMAGE_MAX_PIXELS).toBe(16_000_000);
  });

  it('allows an image just within both limits', () => {
    expect(withinImageLimits({ width: 4096, height: 3906 })).toBe(true);
    expect(withinImageLimits({ width: 3906, height: 4096 })).toBe(true);
    expect(withinImageLimits({ width: 4000, height: 4000 })).toBe(true);
    expect(withinImageLimits({ width: 1, height: 1 })).toBe(true);
  });

  it('refuses a side over 4096 px however few pixels in all', () => {
    expect(withinImageLimits({ width: 4097, height: 10 })).toBe(false);
    expect(withinImageLimits({ width: 10, height: 4097 })).toBe(false);
  });

  it('refuses more than 16 megapixels with both sides within 4096 px', () => {
    expect(withinImageLimits({ width: 4000, height: 4001 })).toBe(false);
    expect(withinImageLimits({ width: 4096, height: 4096 })).toBe(false);
  });

  it('judges the sizes read from real headers', () => {
    expect(withinImageLimits(readImageSize(pngOfSize(4096, 3906), 'png')!)).toBe(true);
    expect(withinImageLimits(readImageSize(pngOfSize(4097, 10), 'png')!)).toBe(false);
    expect(withinImageLimits(readImageSize(jpegOfSize(4000, 4001), 'jpeg')!)).toBe(false);
  });
});
