import { spawn } from 'node:child_process';
import pg from 'pg';
import { ArchiveError } from './archive';

/** Runs pg_dump or pg_restore; a missing program or a failure becomes one clear line. */
function run(program: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new ArchiveError(
              `${program} is not installed: apt-get install postgresql-client (version >= the server's)`,
              'PG_TOOLS_MISSING',
            )
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new ArchiveError(`${program} failed: ${stderr.trim()}`, 'PG_TOOL_FAILED')),
    );
  });
}

/** Fails with the install hint before anything else is done when the program is missing. */
export const requireTool = (program: 'pg_dump' | 'pg_restore') => run(program, ['--version']);

/** pg_dump's custom format: one consistent snapshot (MVCC), so writers are never blocked. */
export const pgDump = (url: string, file: string) =>
  run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url}`]);

/** Replaces every object of the dump in one transaction: all or nothing. */
export const pgRestore = (url: string, file: string) =>
  run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);

/** Other sessions on the database (servers, pg-boss): a restore under them would pull the rug. */
export async function otherConnections(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}
