// The e2e web server: `node scripts/start.mjs` (as `npm start` runs it) with clean-up around it.
// On PostgreSQL (E2E_ADMIN_DATABASE_URL set) it first creates the fresh database named in DATABASE_URL,
// connecting through E2E_ADMIN_DATABASE_URL (an existing database on the same server). When the
// server exits, also when it fails to start, it drops that database and removes DATA_DIR.
// Playwright starts the web server before globalSetup and stops it after globalTeardown, so this
// wrapper is the one place where the database's life matches the server's.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';

const adminUrl = process.env.E2E_ADMIN_DATABASE_URL;
const name = adminUrl
  ? decodeURIComponent(new URL(process.env.DATABASE_URL).pathname.slice(1))
  : null;

async function runOnServer(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    await client.query(sql);
  } finally {
    await client.end().catch(() => {});
  }
}

async function cleanUp() {
  if (name) {
    await runOnServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => {
      console.error(`Could not drop the e2e database ${name}: ${error.message}`);
    });
  }
  if (process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
}

if (name) {
  if (!/^e2e_[0-9]+$/.test(name)) {
    console.error(`Refusing to manage a database with unexpected name "${name}"`);
    process.exit(1);
  }
  try {
    await runOnServer(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.error(`Could not create the e2e database ${name}: ${error.message}`);
    process.exit(1);
  }
}

const server = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit' });
// Playwright signals the whole process group; the server stops on its own signal, then we clean up.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
server.on('exit', async (code, signal) => {
  await cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
