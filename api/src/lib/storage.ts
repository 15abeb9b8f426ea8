import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live; the disk today, an S3-compatible store can implement the same. */
export type Storage = {
  /** Stores bytes under a random name and answers the public URL path (/uploads/...). */
  put: (bytes: Buffer, extension: string) => Promise<string>;
  /** Removes a file by its public URL path; unknown or foreign URLs are ignored. */
  remove: (url: string | null | undefined) => Promise<void>;
  /** The folder served at /uploads, for disk storage. */
  directory: string;
};

export const UPLOADS_PREFIX = '/uploads/';

export function createDiskStorage(dataDir: string): Storage {
  const directory = path.join(dataDir, 'uploads');
  return {
    directory,
    put: async (bytes, extension) => {
      await mkdir(directory, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(path.join(directory, name), bytes);
      return UPLOADS_PREFIX + name;
    },
    remove: async (url) => {
      if (!url?.startsWith(UPLOADS_PREFIX)) return;
      const name = url.slice(UPLOADS_PREFIX.length);
      if (!/^[a-f0-9]{32}\.[a-z]{3,4}$/.test(name)) return;
      await rm(path.join(directory, name), { force: true });
    },
  };
}
