// nginx in the foreground with its own prefix folder (config, pid, logs, temp files), so it needs
// no root-owned path: `nginx -p <folder> -e <log> -c <conf> -g 'daemon off;'`.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../build-apps.mjs';

export const TEMPLATE = path.join(root, 'deploy', 'nginx.conf.template');

/** NGINX_PATH, else `nginx` on PATH, else Debian's /usr/sbin/nginx; null when none runs. */
export function findNginx(env = process.env) {
  const candidates = env.NGINX_PATH ? [env.NGINX_PATH] : ['nginx', '/usr/sbin/nginx'];
  return candidates.find((bin) => spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0) ?? null;
}

/** The shipped template with its fields filled in. */
export function renderConfig({ prefix, listen, ports }) {
  const upstreams = ports
    .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join('\n    ');
  return readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', String(listen))
    .replaceAll('{{UPSTREAMS}}', upstreams);
}

/** Writes the config into a fresh temporary folder and starts nginx on it; resolves with the child. */
export function startNginx({ bin, listen, ports }) {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'predictor-nginx-'));
  // Run as root, nginx's workers drop to an unprivileged user that must reach the temp folders.
  chmodSync(prefix, 0o755);
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, renderConfig({ prefix, listen, ports }));
  const errorLog = path.join(prefix, 'error.log');
  const child = spawn(bin, ['-p', prefix, '-e', errorLog, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const log = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8').trim() : '');
  return { child, prefix, log };
}
