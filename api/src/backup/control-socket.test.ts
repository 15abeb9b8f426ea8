import { mkdtempSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackupResult } from './backup';
import {
  controlSocketPath,
  requestBackup,
  startControlSocket,
  type ControlSocket,
} from './control-socket';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'predictor-control-'));
let control: ControlSocket | undefined;
afterEach(async () => {
  await control?.close();
  control = undefined;
});

/** One raw line to the socket, its one-line answer parsed. */
function ask(dataDir: string, line: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir), () => socket.write(line + '\n'));
    let output = '';
    socket.on('data', (d) => (output += d));
    socket.on('end', () => resolve(JSON.parse(output)));
    socket.on('error', reject);
  });
}

describe('backup control socket', () => {
  it('answers null when no server listens on DATA_DIR', async () => {
    expect(await requestBackup(tmp(), '/tmp/x.tar.gz')).toBeNull();
  });

  it("runs the server's backup for an absolute path, on a socket only the owner may use", async () => {
    const dataDir = tmp();
    const asked: string[] = [];
    control = await startControlSocket(dataDir, async (file) => {
      asked.push(file);
      return { file, bytes: 10, durationMs: 5, pauseMs: 1 };
    });
    expect(statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);
    expect(await requestBackup(dataDir, '/backups/a.tar.gz')).toEqual({
      file: '/backups/a.tar.gz',
      bytes: 10,
      durationMs: 5,
      pauseMs: 1,
    });
    expect(asked).toEqual(['/backups/a.tar.gz']);
  });

  it.each([
    ['not json', { ok: false, message: 'the request is not JSON', code: 'BAD_REQUEST' }],
    [
      JSON.stringify({ command: 'backup', file: 'relative.tar.gz' }),
      { ok: false, message: 'file must be an absolute path', code: 'BAD_REQUEST' },
    ],
    [
      JSON.stringify({ command: 'drop everything' }),
      { ok: false, code: 'BAD_REQUEST', message: expect.stringMatching(/^command /) },
    ],
  ])('refuses %s with {message, code}', async (line, answer) => {
    const dataDir = tmp();
    control = await startControlSocket(dataDir, async () => {
      throw new Error('must not run');
    });
    expect(await ask(dataDir, line)).toEqual(answer);
  });

  it('runs one backup at a time, and passes a failure on as {message, code}', async () => {
    const dataDir = tmp();
    let finish: (result: BackupResult) => void = () => {};
    control = await startControlSocket(dataDir, (file) =>
      file === '/fails.tar.gz'
        ? Promise.reject(new Error('disk full'))
        : new Promise((resolve) => (finish = resolve)),
    );
    const first = requestBackup(dataDir, '/first.tar.gz');
    await new Promise((r) => setTimeout(r, 100));
    await expect(requestBackup(dataDir, '/second.tar.gz')).rejects.toThrow(
      'a backup is already running',
    );
    finish({ file: '/first.tar.gz', bytes: 1, durationMs: 1, pauseMs: 0 });
    expect((await first)?.file).toBe('/first.tar.gz');
    await expect(requestBackup(dataDir, '/fails.tar.gz')).rejects.toThrow('disk full');
  });
});
