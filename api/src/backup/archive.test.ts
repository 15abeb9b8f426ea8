import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { readArchive, writeArchive, type Manifest } from './archive';
import { restoreEmbedded } from './restore';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'predictor-archive-'));

const manifest = (fields: Partial<Manifest> = {}): Manifest => ({
  format: 1,
  createdAt: new Date().toISOString(),
  database: 'postgres',
  latestMigration: '20261121000000_schema.ts',
  ...fields,
});

/** A .tar.gz holding exactly the given entries (name → content, or a header for links). */
async function handMadeArchive(entries: [string, string | Partial<tar.Header>][]): Promise<string> {
  const file = path.join(tmp(), 'hand-made.tar.gz');
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  for (const [name, content] of entries)
    if (typeof content === 'string') pack.entry({ name }, content);
    else pack.entry({ ...content, name });
  pack.finalize();
  await written;
  return file;
}

describe('backup archive', () => {
  it('round-trips the manifest, the database and the uploads', async () => {
    const dir = tmp();
    writeFileSync(path.join(dir, 'dump'), 'pg_dump bytes');
    mkdirSync(path.join(dir, 'uploads'));
    writeFileSync(path.join(dir, 'uploads', 'logo.svg'), '<svg/>');
    const file = path.join(dir, 'out', 'backup.tar.gz');
    const written = manifest();
    expect(
      await writeArchive(
        file,
        written,
        { file: path.join(dir, 'dump') },
        path.join(dir, 'uploads'),
      ),
    ).toBeGreaterThan(0);

    const into = path.join(tmp(), 'unpacked');
    expect(await readArchive(file, into)).toEqual(written);
    expect(readFileSync(path.join(into, 'database.dump'), 'utf8')).toBe('pg_dump bytes');
    expect(readFileSync(path.join(into, 'uploads', 'logo.svg'), 'utf8')).toBe('<svg/>');
  });

  it.each([
    ['a file that is not gzip', () => writeTo('not an archive'), /not a Predictor backup/],
    ['a gzip that is not a tar', () => writeTo(gzipSync('hello')), /not a Predictor backup/],
    ['a missing file', async () => '/nonexistent/backup.tar.gz', /no such file/],
    [
      'a tar without a manifest first',
      () => handMadeArchive([['notes.txt', 'hi']]),
      /no manifest\.json/,
    ],
    [
      'a manifest that is not JSON',
      () => handMadeArchive([['manifest.json', '{']]),
      /manifest\.json is not JSON/,
    ],
    [
      'a newer archive format',
      () => handMadeArchive([['manifest.json', JSON.stringify({ ...manifest(), format: 2 })]]),
      /unsupported backup: manifest format/,
    ],
    [
      'a path leaving the folder',
      () =>
        handMadeArchive([
          ['manifest.json', JSON.stringify(manifest())],
          ['uploads/../../evil.sh', 'x'],
        ]),
      /unexpected entry in the archive: uploads\/\.\.\/\.\.\/evil\.sh/,
    ],
    [
      'a symbolic link',
      () =>
        handMadeArchive([
          ['manifest.json', JSON.stringify(manifest())],
          ['uploads/link.svg', { name: '', type: 'symlink', linkname: '/etc/passwd' }],
        ]),
      /unexpected entry in the archive: uploads\/link\.svg/,
    ],
    [
      'an archive without its database',
      () => handMadeArchive([['manifest.json', JSON.stringify(manifest())]]),
      /holds no database/,
    ],
  ])('refuses %s with a clear message', async (_, make, message) => {
    await expect(readArchive(await make(), path.join(tmp(), 'unpacked'))).rejects.toThrow(message);
  });

  it('restore refuses an archive of the other database kind, or from a newer version', async () => {
    const postgresArchive = await handMadeArchive([
      ['manifest.json', JSON.stringify(manifest())],
      ['database.dump', 'x'],
    ]);
    await expect(restoreEmbedded(postgresArchive, tmp())).rejects.toThrow(
      'this archive holds the postgres database: set DATABASE_URL to restore it',
    );
    const newer = await handMadeArchive([
      [
        'manifest.json',
        JSON.stringify(
          manifest({ database: 'embedded', latestMigration: '29990101000000_future.ts' }),
        ),
      ],
      ['pgdata/PG_VERSION', '17'],
    ]);
    const dataDir = tmp();
    await expect(restoreEmbedded(newer, dataDir)).rejects.toThrow(
      'this archive comes from a newer version (migration 29990101000000_future.ts); upgrade first',
    );
    // Nothing left behind: no staging folder, the lock released.
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

function writeTo(content: string | Buffer): Promise<string> {
  const file = path.join(tmp(), 'file.tar.gz');
  writeFileSync(file, content);
  return Promise.resolve(file);
}
