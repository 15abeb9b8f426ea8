import { randomBytes } from 'node:crypto';
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** One stored upload, ready to stream to a client. */
export type StoredFile = {
  body: Readable;
  contentType: string;
  size: number;
  lastModified?: Date;
};

/**
 * Where uploaded files live: DATA_DIR/uploads (createDiskStorage) or an S3-compatible bucket
 * (storage-s3.ts). Whatever the driver, a file's public URL is /uploads/<name>, so switching
 * drivers or buckets never rewrites the database.
 */
export type Storage = {
  /** Stores bytes under a new random name and answers the public URL path (/uploads/...). */
  put: (bytes: Buffer, extension: string) => Promise<string>;
  /** The file called `name` (the part of its URL after /uploads/); null when there is none. */
  get: (name: string) => Promise<StoredFile | null>;
  /** Removes a file by its public URL path; unknown or foreign URLs are ignored. */
  remove: (url: string | null | undefined) => Promise<void>;
};

export const UPLOADS_PREFIX = '/uploads/';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp|svg)$/;

/** A fresh random name with `extension`; refuses an extension the server would not serve. */
export function newUploadName(extension: string): string {
  if (!(extension in CONTENT_TYPES)) throw new Error(`Cannot store a .${extension} upload`);
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

/** Whether `name` is one the storage could have made (anything else is never looked up). */
export function isUploadName(name: string): boolean {
  return UPLOAD_NAME.test(name);
}

/** The stored name behind one of our /uploads URLs; null for foreign URLs and anything else. */
export function uploadNameOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(UPLOADS_PREFIX)) return null;
  const name = url.slice(UPLOADS_PREFIX.length);
  return isUploadName(name) ? name : null;
}

/** The content type served for an upload name, from its extension. */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[path.extname(name).slice(1)] ?? 'application/octet-stream';
}

/** Files in `<dataDir>/uploads`. */
export function createDiskStorage(dataDir: string): Storage {
  const directory = uploadsDirectory(dataDir);
  return {
    put: async (bytes, extension) => {
      const name = newUploadName(extension);
      await mkdir(directory, { recursive: true });
      await writeFile(path.join(directory, name), bytes);
      return UPLOADS_PREFIX + name;
    },
    get: async (name) => {
      if (!isUploadName(name)) return null;
      // Opened before stat, so a file removed meanwhile is either served whole or answered as none.
      const file = await open(path.join(directory, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!file) return null;
      try {
        const stats = await file.stat();
        return {
          body: file.createReadStream(),
          contentType: contentTypeOf(name),
          size: stats.size,
          lastModified: stats.mtime,
        };
      } catch (error) {
        await file.close();
        throw error;
      }
    },
    remove: async (url) => {
      const name = uploadNameOf(url);
      if (name) await rm(path.join(directory, name), { force: true });
    },
  };
}

/** The folder of the disk driver (the backup archives it). */
export function uploadsDirectory(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}
