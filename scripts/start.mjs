// npm start: builds the two apps when missing or older than their sources, then runs the server
// in this process (so SIGTERM and SIGINT reach it directly).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

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

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'api', 'src', 'server.ts'));
