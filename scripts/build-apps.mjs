// Builds the player and back-office apps when missing or older than their sources (npm start, npm run cluster).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function buildAppsIfStale() {
  for (const app of ['player', 'backoffice']) {
    const index = path.join(root, app, 'dist', 'index.html');
    const stale =
      !existsSync(index) ||
      statSync(index).mtimeMs <
        Math.max(
          newestMtime(path.join(root, app, 'src')),
          newestMtime(path.join(root, 'contracts', 'src')),
        );
    if (stale) {
      console.log(`Building ${app}...`);
      execSync(`npm run build -w ${app}`, { cwd: root, stdio: 'inherit' });
    }
  }
}
