import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3';
import { createDiskStorage, UPLOADS_PREFIX, type Storage } from './storage';
import { createS3Storage } from './storage-s3';

type Driver = { start: () => Promise<Storage>; stop: () => Promise<void> };

function diskDriver(): Driver {
  let dataDir = '';
  return {
    start: async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'predictor-storage-'));
      return createDiskStorage(dataDir);
    },
    stop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function s3Driver(): Driver {
  let s3: TestS3 | undefined;
  return {
    start: async () => {
      s3 = await startTestS3();
      return createS3Storage(s3.options);
    },
    stop: async () => s3?.close(),
  };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const nameOf = (url: string) => url.slice(UPLOADS_PREFIX.length);
const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe.each([
  ['disk', diskDriver()],
  ['S3', s3Driver()],
])('%s storage', (_label, driver) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await driver.start();
  }, 30_000);
  afterAll(() => driver.stop());

  it('gives back the stored bytes with their content type and size, until removed', async () => {
    const url = await storage.put(PNG_BYTES, 'png');
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const file = await storage.get(nameOf(url));
    expect(file).toMatchObject({ contentType: 'image/png', size: PNG_BYTES.length });
    expect((await bytesOf(file!.body)).equals(PNG_BYTES)).toBe(true);
    expect(file!.lastModified?.getTime()).toBeGreaterThan(Date.now() - 60_000);

    await storage.remove(url);
    expect(await storage.get(nameOf(url))).toBeNull();
  });

  it('serves SVG as image/svg+xml', async () => {
    const url = await storage.put(Buffer.from('<svg/>'), 'svg');
    const file = await storage.get(nameOf(url));
    expect(file?.contentType).toBe('image/svg+xml');
    expect((await bytesOf(file!.body)).toString()).toBe('<svg/>');
  });

  it('answers null for a name never stored and for names it would never make', async () => {
    expect(await storage.get(`${'0'.repeat(32)}.png`)).toBeNull();
    expect(await storage.get('../secret.png')).toBeNull();
    expect(await storage.get('logo.png')).toBeNull();
  });

  it('ignores foreign and malformed URLs on remove, keeping the file', async () => {
    const url = await storage.put(PNG_BYTES, 'png');
    for (const foreign of [
      null,
      undefined,
      '',
      `https://cdn.example${url}`,
      url.replace('/uploads/', '/elsewhere/'),
      `/uploads/../${nameOf(url)}`,
      '/uploads/logo.png',
    ])
      await storage.remove(foreign);
    const file = await storage.get(nameOf(url));
    expect(file).not.toBeNull();
    file!.body.destroy();
  });

  it('gives every file a new name, even for the same bytes', async () => {
    const urls = await Promise.all(Array.from({ length: 20 }, () => storage.put(PNG_BYTES, 'png')));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('refuses an extension it would not serve', async () => {
    await expect(storage.put(PNG_BYTES, 'html')).rejects.toThrow(/\.html/);
  });
});
