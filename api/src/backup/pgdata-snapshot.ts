import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
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
  await copyAll(pgdata, target);
  let pauseMs = 0;
  await pglite._runExclusiveQuery(async () => {
    const started = performance.now();
    // Synchronous on purpose: nothing can run meanwhile anyway, and it is the fastest way through.
    mirrorChanges(pgdata, target, changedSince);
    pauseMs = performance.now() - started;
  });
  return { pauseMs };
}

/** The first, unlocked pass: files may change or vanish (WAL recycled) meanwhile; the locked pass fixes those. */
async function copyAll(source: string, target: string): Promise<void> {
  await mkdir(target, { recursive: true });
  for (const [name, kind] of listTree(source)) {
    const to = path.join(target, name);
    if (kind === 'dir') await mkdir(to, { recursive: true });
    else
      await copyFile(path.join(source, name), to).catch((error) => {
        if (error.code !== 'ENOENT') throw error;
      });
  }
}

/** Makes `target` mirror `source`: copies files modified at or after `changedSince` (ms) or missing, removes the gone. */
function mirrorChanges(source: string, target: string, changedSince: number): void {
  const sourceEntries = listTree(source);
  const targetEntries = listTree(target);
  for (const [name, kind] of targetEntries)
    if (sourceEntries.get(name) !== kind)
      rmSync(path.join(target, name), { recursive: true, force: true });
  for (const [name, kind] of sourceEntries) {
    const to = path.join(target, name);
    if (kind === 'dir') mkdirSync(to, { recursive: true });
    else if (!targetEntries.has(name) || statSync(path.join(source, name)).mtimeMs >= changedSince)
      copyFileSync(path.join(source, name), to);
  }
}

/** Relative path → 'file' | 'dir', parents before children. */
function listTree(dir: string): Map<string, 'file' | 'dir'> {
  const list = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() || e.isDirectory())
    .map(
      (e) =>
        [
          path.relative(dir, path.join(e.parentPath, e.name)),
          e.isDirectory() ? ('dir' as const) : ('file' as const),
        ] as const,
    )
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return new Map(list);
}
