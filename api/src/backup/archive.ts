import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';

/**
 * One backup = one .tar.gz: manifest.json first, then the database (PGlite's data folder as pgdata/,
 * or pg_dump's custom format as database.dump), then uploads/<file> for every uploaded file.
 */
export const ARCHIVE_FORMAT = 1;

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  createdAt: z.iso.datetime(),
  database: z.enum(['embedded', 'postgres']),
  latestMigration: z.string().min(1),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const DATABASE_ENTRY = { embedded: 'pgdata', postgres: 'database.dump' } as const;

export class ArchiveError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** A folder (PGlite's data copy) or a file (pg_dump's output), stored under DATABASE_ENTRY's name. */
type DatabasePart = { folder: string } | { file: string };

/** Writes the archive to `file` (via `file.partial`, so an interrupted backup never looks complete); answers its size. */
export async function writeArchive(
  file: string,
  manifest: Manifest,
  database: DatabasePart,
  uploadsDir: string,
): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  try {
    await addEntry(pack, 'manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    const dbName = DATABASE_ENTRY[manifest.database];
    if ('folder' in database) await addFolder(pack, dbName, database.folder);
    else await addFile(pack, dbName, database.file);
    for (const name of await listFiles(uploadsDir)) {
      // A file removed since the database was copied (a logo replaced meanwhile) is skipped.
      await addFile(pack, `uploads/${name}`, path.join(uploadsDir, name)).catch((error) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
    pack.finalize();
    await written;
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, file);
  return (await stat(file)).size;
}

/**
 * Unpacks an archive into `dir` (which must not exist): manifest.json, the database file and uploads/.
 * Anything else (a foreign archive, a path outside the folder, a link) is refused.
 */
export async function readArchive(file: string, dir: string): Promise<Manifest> {
  await mkdir(dir, { recursive: false });
  await mkdir(path.join(dir, 'uploads'));
  let manifest: Manifest | null = null;
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const fail = (message: string) => {
      // The refused entry's stream errors as the extraction stops: nothing is left to hear it.
      stream.on('error', () => {});
      next(new ArchiveError(message, 'ARCHIVE_INVALID'));
    };
    if (!manifest) {
      if (header.name !== 'manifest.json' || (header.size ?? 0) > 64 * 1024)
        return fail('not a Predictor backup: no manifest.json');
      readAll(stream)
        .then((bytes) => {
          manifest = parseManifest(bytes);
          next();
        })
        .catch((error: Error) => next(error));
      return;
    }
    if (!isAllowedEntry(header, manifest))
      return fail(`unexpected entry in the archive: ${header.name}`);
    const to = path.join(dir, header.name);
    const written =
      header.type === 'directory'
        ? mkdir(to, { recursive: true, mode: 0o700 })
        : mkdir(path.dirname(to), { recursive: true, mode: 0o700 }).then(() =>
            pipeline(stream, createWriteStream(to, { mode: 0o600 })),
          );
    written.then(
      () => next(),
      (error: Error) => next(error),
    );
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), extract);
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ArchiveError(`no such file: ${file}`, 'ARCHIVE_MISSING');
    throw new ArchiveError(
      `not a Predictor backup (${(error as Error).message})`,
      'ARCHIVE_INVALID',
    );
  }
  if (!manifest) throw new ArchiveError('not a Predictor backup: empty archive', 'ARCHIVE_INVALID');
  const kind = (manifest as Manifest).database;
  const databaseFile = path.join(
    dir,
    DATABASE_ENTRY[kind],
    kind === 'embedded' ? 'PG_VERSION' : '',
  );
  if (!(await stat(databaseFile).catch(() => null)))
    throw new ArchiveError('the archive holds no database', 'ARCHIVE_INVALID');
  return manifest;
}

const SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9._-]*';
const UPLOAD = new RegExp(`^uploads/${SEGMENT}$`);
const PGDATA = new RegExp(`^${DATABASE_ENTRY.embedded}(/${SEGMENT})*/?$`);

/** Only what writeArchive writes: no links, no absolute paths, no '..', nothing outside the three parts. */
function isAllowedEntry(header: { name: string; type?: string | null }, manifest: Manifest) {
  if (header.type === 'directory')
    return manifest.database === 'embedded' && PGDATA.test(header.name);
  if (header.type !== 'file') return false;
  if (manifest.database === 'embedded' && PGDATA.test(header.name)) return true;
  return header.name === DATABASE_ENTRY.postgres || UPLOAD.test(header.name);
}

function parseManifest(bytes: Buffer): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new ArchiveError('not a Predictor backup: manifest.json is not JSON', 'ARCHIVE_INVALID');
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ArchiveError(
      `unsupported backup: manifest ${issue.path.join('.')} ${issue.message}`,
      'ARCHIVE_UNSUPPORTED',
    );
  }
  return parsed.data;
}

function addEntry(pack: tar.Pack, name: string, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: bytes.length, mode: 0o600 }, bytes, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

async function addFile(pack: tar.Pack, name: string, file: string): Promise<void> {
  // Opened before the entry starts, so a vanished file fails here and not half-way through the tar.
  const handle = await open(file);
  const { size } = await handle.stat();
  await pipeline(handle.createReadStream(), pack.entry({ name, size, mode: 0o600 }));
}

/** The folder's directories and files under `name`/, parents first. */
async function addFolder(pack: tar.Pack, name: string, folder: string): Promise<void> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  const relative = (e: Dirent) => path.relative(folder, path.join(e.parentPath, e.name));
  await addDirectory(pack, name);
  const sorted = entries.sort((a, b) => (relative(a) < relative(b) ? -1 : 1));
  for (const entry of sorted) {
    const entryName = `${name}/${relative(entry)}`;
    if (entry.isDirectory()) await addDirectory(pack, entryName);
    else if (entry.isFile()) await addFile(pack, entryName, path.join(folder, relative(entry)));
  }
}

function addDirectory(pack: tar.Pack, name: string): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, type: 'directory', mode: 0o700 }, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
