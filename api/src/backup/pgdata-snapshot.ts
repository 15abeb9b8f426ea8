import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Copies PGlite's data folder while the server keeps serving. A copy taken while no query runs
 * (PGlite's query lock held) is crash-consistent: committed work is in the WAL, and opening the copy
 * replays it. Copying the whole folder under the lock would block writes for the full copy, so the
 * bulk is copied first without it, then, under the lock, only what changed meanwhile is copied again.
 * Answers how long writes were held.
 */
export async function snapshotPgdata(
  pglite: PGlite,
  pgdata: string,
  target: string,
): Promise<{ pauseMs: number }> {
  // mtime comes from a coarse kernel clock: a second's margin so no file written after this is missed.
  const changedSince = Date.now() - 1000;
  await syncTree(pgdata, target, 0);
  let pauseMs = 0;
  await pglite._runExclusiveQuery(async () => {
    const started = performance.now();
    await syncTree(pgdata, target, changedSince);
    pauseMs = performance.now() - started;
  });
  return { pauseMs };
}

/** Makes `target` mirror `source`: copies files modified at or after `changedSince` (ms) or missing, removes the gone. */
async function syncTree(source: string, target: string, changedSince: number): Promise<void> {
  const sourceFiles = await listTree(source);
  const targetFiles = await listTree(target);
  for (const [name, kind] of targetFiles)
    if (sourceFiles.get(name) !== kind)
      await rm(path.join(target, name), { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  for (const [name, kind] of sourceFiles) {
    const to = path.join(target, name);
    if (kind === 'dir') {
      await mkdir(to, { recursive: true });
      continue;
    }
    const { mtimeMs } = await stat(path.join(source, name));
    if (mtimeMs >= changedSince || !targetFiles.has(name))
      await copyFile(path.join(source, name), to).catch((error) => {
        // Removed since the listing (outside the lock only; the locked pass sees a still folder).
        if (error.code !== 'ENOENT') throw error;
      });
  }
}

/** Relative path → 'file' | 'dir', parents before children. */
async function listTree(dir: string): Promise<Map<string, 'file' | 'dir'>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch((error) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const list = entries
    .filter((e) => e.isFile() || e.isDirectory())
    .map(
      (e) =>
        [
          path.relative(dir, path.join(e.parentPath, e.name)),
          e.isDirectory() ? 'dir' : 'file',
        ] as const,
    )
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return new Map(list);
}
