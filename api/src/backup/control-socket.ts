import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ArchiveError } from './archive';
import type { BackupResult } from './backup';

/**
 * The running embedded server alone holds its PGlite, so `npm run backup` asks it through a Unix
 * socket in DATA_DIR (mode 0600: only whoever owns the data may ask). One request per connection, one
 * JSON line each way.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

const requestSchema = z.object({
  command: z.literal('backup'),
  file: z.string().refine(path.isAbsolute, 'must be an absolute path'),
});

type Answer = { ok: true; result: BackupResult } | { ok: false; message: string; code: string };

export type ControlSocket = { close: () => Promise<void> };

/** Listens on DATA_DIR/control.sock (the caller holds the DATA_DIR lock, so a leftover file is stale). */
export async function startControlSocket(
  dataDir: string,
  backup: (file: string) => Promise<BackupResult>,
): Promise<ControlSocket> {
  const socketPath = controlSocketPath(dataDir);
  await rm(socketPath, { force: true });
  let running = false;
  const server = net.createServer((socket) => {
    let input = '';
    let answered = false;
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', async (chunk) => {
      input += chunk;
      if (answered || !input.includes('\n')) return;
      answered = true;
      socket.pause();
      const answer = await handle(input.slice(0, input.indexOf('\n')));
      socket.end(JSON.stringify(answer) + '\n');
    });
  });
  const handle = async (line: string): Promise<Answer> => {
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      return { ok: false, message: 'the request is not JSON', code: 'BAD_REQUEST' };
    }
    const request = requestSchema.safeParse(raw);
    if (!request.success) {
      const issue = request.error.issues[0];
      return {
        ok: false,
        message: `${issue.path.join('.')} ${issue.message}`,
        code: 'BAD_REQUEST',
      };
    }
    if (running) return { ok: false, message: 'a backup is already running', code: 'BUSY' };
    running = true;
    try {
      return { ok: true, result: await backup(request.data.file) };
    } catch (error) {
      const code = error instanceof ArchiveError ? error.code : 'BACKUP_FAILED';
      return { ok: false, message: (error as Error).message, code };
    } finally {
      running = false;
    }
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => server.close(() => resolve())).then(() =>
        rm(socketPath, { force: true }),
      ),
  };
}

/** Asks the server on DATA_DIR for a backup into `file`; null when no server listens there. */
export function requestBackup(dataDir: string, file: string): Promise<BackupResult | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let output = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(JSON.stringify({ command: 'backup', file }) + '\n'));
    socket.on('data', (chunk) => (output += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(null) : reject(error),
    );
    socket.on('end', () => {
      let answer: Answer;
      try {
        answer = JSON.parse(output) as Answer;
      } catch {
        return reject(new ArchiveError('the server gave no answer', 'BACKUP_FAILED'));
      }
      if (answer.ok) resolve(answer.result);
      else reject(new ArchiveError(answer.message, answer.code));
    });
  });
}
